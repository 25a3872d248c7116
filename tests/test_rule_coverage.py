"""Every rule ID of GAME.md sections C, W and D is proved by a test named after it."""

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent

RULE_IDS = (
    "C1 C2 C3.1 C3.2 C3.3 C3.4 C4.1 C4.2 C4.3 C4.4 C5.1 C5.2 C5.3 C5.4 C5.5 C5.6 C5.7 "
    "C6.1 C6.2 C6.3 C6.4 C6.5 C7 C8 "
    "W1.1 W1.2 W1.3 W2.1 W2.2 W2.3 W2.4 W3.1 W3.2 W3.3 W3.4 W4.1 W4.2 W4.3 W4.4 W5 "
    "W6.1 W6.2 W6.3 W7.1 W7.2 W7.3 W7.4 W8 D1 D2 D2.1 D2.2 D2.3 D2.4 D2.5 D3"
).split()


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


def test_every_rule_id_has_a_test_named_after_it():
    names = collected_test_names()
    missing = [r for r in RULE_IDS if not any(n.startswith(tag(r)) for n in names)]
    assert missing == []


def test_the_coverage_check_can_fail():
    assert not any(n.startswith(tag("W9.9")) for n in collected_test_names())
    assert tag("C4.1") == "test_c4_1_"
