"""Small modules with one job: a module of the game past 500 lines says in its docstring why it
is that long ("Why so long: ..."), so a long file is a choice someone wrote down, not drift."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LIMIT = 500
PACKAGES = ("engine", "game", "scenes", "weavers")


def long_without_reason(root: Path = ROOT) -> list[str]:
    found = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            text = path.read_text()
            if text.count("\n") <= LIMIT:
                continue
            doc = ast.get_docstring(ast.parse(text)) or ""
            if "Why so long:" not in doc:
                found.append(f"{path.relative_to(root)} ({text.count(chr(10))} lines)")
    return found


def test_every_module_past_500_lines_says_why():
    assert long_without_reason() == []


def test_a_long_module_without_a_reason_is_named(tmp_path):
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "big.py").write_text('"""Big."""\n' + "x = 1\n" * 600)
    (tmp_path / "engine" / "told.py").write_text(
        '"""Told.\n\nWhy so long: a test."""\n' + "x = 1\n" * 600
    )
    assert long_without_reason(tmp_path) == ["engine/big.py (601 lines)"]
