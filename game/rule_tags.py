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
