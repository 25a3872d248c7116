"""Rule references in player text: a log line ends with the rule it follows ("... (W2.4)").

They stay in the words (tests and the CLI read them) but are drawn quietly: a small grey tag,
shown in the board's log only when the player asks for it in Settings, always in the rules
viewer and in the tooltips that say why a move is not allowed.
"""

from __future__ import annotations

import re

# The design documents' rule IDs: C (core), W (Weavers), D (difficulty), A, S and SA (Space
# Swarm), A, AR, AD and AX (Arachnid) with their sections. Key names in brackets
# ("Rules (F1)") are not rule IDs.
RULE_TAG = re.compile(r" \(((?:SA|AR|AD|AX|[ACDSW])\d+(?:\.\d+)*)\)$")


def split_rule(line: str) -> tuple[str, str]:
    """('text', 'W2.4') for 'text (W2.4)'; (line, '') when it names no rule at its end."""
    found = RULE_TAG.search(line)
    if found is None:
        return line, ""
    return line[: found.start()], found.group(1)


# A tag anywhere in a line (" (C4.1)") or closing a bracket of its own ("(+1 slot, C2)").
ANY_TAG = re.compile(r" \((?:SA|AR|AD|AX|[ACDSW])\d+(?:\.\d+)*\)")
INNER_TAG = re.compile(r", (?:SA|AR|AD|AX|[ACDSW])\d+(?:\.\d+)*\)")
WHY_NOT = ("Not here:", "Not now:", "Not allowed:", "Cannot ")


def quiet(text: str) -> str:
    """A tooltip with its rule references left out, line by line, except on the lines that
    say why a move is not allowed (there the rule is the answer a player looks up)."""
    lines = []
    for line in text.split("\n"):
        if not any(mark in line for mark in WHY_NOT):
            line = INNER_TAG.sub(")", ANY_TAG.sub("", line))
        lines.append(line)
    return "\n".join(lines)
