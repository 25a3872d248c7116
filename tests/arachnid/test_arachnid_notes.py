"""Every tuned number in engine/arachnid/data is listed in docs/ARACHNID_NOTES.md with the value
the design gives and the value shipped (ARACHNID.md, decisions of 2026-11-26), and the shipped
column says what the data holds: a number changed in data without the notes fails here."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
NOTES = ROOT / "docs" / "ARACHNID_NOTES.md"
DATA = ROOT / "engine" / "arachnid" / "data"
FILES = ("game.toml", "levels.toml", "rivals.toml", "scenarios.toml")
NAMES = ("number", "level")  # which scenario or level a table is: not tuned numbers
# | `game.toml food.store` | A5.1 | 5 | 7 | why |
ROW = re.compile(r"^\| `(?P<file>\w+\.toml) (?P<key>[^`]+)` \|(?P<rule>[^|]*)\|(?P<design>[^|]*)\|"
                 r"(?P<shipped>[^|]*)\|")  # fmt: skip


def render(value: Any) -> str:
    """A data value as the notes' shipped column writes it."""
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list):
        return ", ".join(render(v) for v in value)
    if isinstance(value, dict):
        return "; ".join(f"{k} {render(v)}" for k, v in value.items())
    return str(value)


def lookup(data: dict, key: str) -> Any:
    """`cards.alpha.move`, `levels[2]`, `deck[0].hunger` in a loaded TOML file."""
    out: Any = data
    for part in key.split("."):
        name, _, index = part.partition("[")
        out = out[name]
        if index:
            out = out[int(index.rstrip("]"))]
    return out


def leaves(value: Any, path: str = "") -> list[str]:
    """Every path to a number in the file (names and words are not tuned numbers)."""
    if isinstance(value, dict):
        return [
            p
            for k, v in value.items()
            if k not in NAMES
            for p in leaves(v, f"{path}.{k}" if path else k)
        ]
    if isinstance(value, list):
        if value and all(isinstance(v, int) for v in value):
            return [path]
        return [p for i, v in enumerate(value) for p in leaves(v, f"{path}[{i}]")]
    return [path] if isinstance(value, int) and not isinstance(value, bool) else []


def rows() -> list[dict[str, str]]:
    found = [ROW.match(line) for line in NOTES.read_text(encoding="utf-8").splitlines()]
    return [{k: v.strip() for k, v in m.groupdict().items()} for m in found if m]


def test_every_tuned_number_is_in_the_notes_with_its_design_and_shipped_value():
    table = rows()
    assert len(table) > 20
    for r in table:
        data = tomllib.loads((DATA / r["file"]).read_text(encoding="utf-8"))
        assert r["design"], f"{r['key']}: no design value"
        assert r["shipped"] == render(lookup(data, r["key"])), r["key"]
    for file in FILES:
        data = tomllib.loads((DATA / file).read_text(encoding="utf-8"))
        listed = [r["key"] for r in table if r["file"] == file]
        missing = [
            p
            for p in leaves(data)
            if not any(p == k or p.startswith((k + ".", k + "[")) for k in listed)
        ]
        assert missing == [], f"{file}: numbers missing from the notes: {missing}"


def test_the_notes_check_can_fail():
    assert render({"move": [2, 3], "attack": 2}) == "move 2, 3; attack 2"
    data = {"food": {"store": 7}, "deck": [{"hunger": 1}]}
    assert lookup(data, "deck[0].hunger") == 1 and leaves(data) == ["food.store", "deck[0].hunger"]
    m = ROW.match("| `game.toml food.store` | A5.1 | 5 | 7 | two Feeds |")
    assert m and m["shipped"].strip() == "7"
