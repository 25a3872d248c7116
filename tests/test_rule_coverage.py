"""Every rule ID of the three rule documents is proved by a test named after it:
GAME.md sections C, W and D (The Weavers), SWARM.md sections S, SA and SD1 (Space Swarm),
ARACHNID.md sections A, AR, AD1 and AD2 (Arachnid)."""

import ast
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent

RULE_IDS = {
    "weavers": (
        "C1 C2 C3.1 C3.2 C3.3 C3.4 C4.1 C4.2 C4.3 C4.4 C5.1 C5.2 C5.3 C5.4 C5.5 C5.6 C5.7 "
        "C6.1 C6.2 C6.3 C6.4 C6.5 C7 C8 "
        "W1.1 W1.2 W1.3 W2.1 W2.2 W2.3 W2.4 W3.1 W3.2 W3.3 W3.4 W4.1 W4.2 W4.3 W4.4 W5 "
        "W6.1 W6.2 W6.3 W7.1 W7.2 W7.3 W7.4 W8 D1 D2 D2.1 D2.2 D2.3 D2.4 D2.5 D3"
    ).split(),
    "swarm": (
        "S1.1 S1.2 S1.3 S1.4 S2.1 S2.2 S2.3 S2.4 S3.1 S3.2 S3.3 S4.1 S4.2 S4.3 S4.4 "
        "S5.1 S5.2 S5.3 S5.4 S5.5 S5.6 S6.1 S6.2 S6.3 S6.4 S6.5 S7.1 S7.2 S7.3 S7.4 S7.5 "
        "S8.1 S8.2 S8.3 S8.4 S9.1 S9.2 S9.3 S9.4 S10.1 S10.2 S10.3 S10.4 S10.5 S10.6 S10.7 "
        "SA1.1 SA1.2 SA1.3 SA1.4 SA2.1 SA2.2 SA2.3 SA2.4 SA3.1 SA3.2 SA3.3 SA3.4 SA3.5 SA3.6 "
        "SA3.7 SA4 SA5.1 SA5.2 SA6.1 SA6.2 SA6.3 SA7.1 SA7.2 SA7.3 SA7.4 SA7.5 SA7.6 SA7.7 "
        "SA7.8 SA7.9 SD1"
    ).split(),
    "arachnid": (
        "A1 A2.1 A2.2 A2.3 A2.4 A2.5 A3.1 A3.2 A3.3 A3.4 A3.5 "
        "A4.1 A4.2 A4.3 A4.4 A4.5 A4.6 A4.7 A5.1 A5.2 A5.3 A5.4 A5.5 A6 "
        "A7.1 A7.2 A7.3 A7.4 A7.5 A7.6 A8.1 A8.2 A8.3 A8.4 A8.5 A9 A10 A11 "
        "A12.1 A12.2 A12.3 A12.4 A12.5 A12.6 A12.7 A12.8 A12.9 A12.10 "
        "AR1 AR2 AR3 AR4 AR5 AR6 AR7 AR8 AR9 AD1 AD2"
    ).split(),
}
# An ID of each document's shape that no rule has: the check must report it missing.
UNKNOWN = {"weavers": "W9.9", "swarm": "SA9.9", "arachnid": "AR99"}


def collected_test_names() -> list[str]:
    names = []
    for path in TESTS.rglob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.append(node.name)
    return names


def tag(rule: str) -> str:
    """C4.1 -> 'test_c4_1_' (the trailing underscore keeps C4 from matching C4.1)."""
    return "test_" + rule.lower().replace(".", "_") + "_"


def missing_rule_ids(rules: list[str], names: list[str]) -> list[str]:
    return [r for r in rules if not any(n.startswith(tag(r)) for n in names)]


@pytest.fixture(scope="module")
def names() -> list[str]:
    return collected_test_names()


@pytest.mark.parametrize("game", RULE_IDS)
def test_every_rule_id_has_a_test_named_after_it(game: str, names: list[str]):
    assert missing_rule_ids(RULE_IDS[game], names) == []


@pytest.mark.parametrize("game", RULE_IDS)
def test_the_coverage_check_can_fail(game: str, names: list[str]):
    assert missing_rule_ids([UNKNOWN[game]], names) == [UNKNOWN[game]]
    # No rule's tag is the start of another's (A1 and A12.1), so a test for one never counts
    # for another; only a section's own sub-rules (D2 and D2.1) share its start.
    rules = RULE_IDS[game]
    clash = [
        (a, b)
        for a in rules
        for b in rules
        if a != b and tag(a).startswith(tag(b)) and not a.startswith(b + ".")
    ]
    assert clash == []


def test_a_tag_ends_where_the_rule_id_ends():
    assert tag("C4.1") == "test_c4_1_" and tag("S1.1") == "test_s1_1_"
    assert tag("A1") == "test_a1_" and not tag("A1").startswith(tag("A12.1"))
    assert not tag("S1.1").startswith(tag("S10.1"))
