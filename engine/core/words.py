"""Small word helpers every game's player text uses."""

from __future__ import annotations


def plural(n: int, noun: str) -> str:
    """'1 cube', '2 cubes', '2 hexes', '2 enemies': a count with its noun."""
    if n == 1:
        return f"{n} {noun}"
    if noun.endswith(("s", "x", "z", "ch", "sh")):
        return f"{n} {noun}es"
    if noun.endswith("y") and noun[-2:-1] not in ("a", "e", "i", "o", "u", ""):
        return f"{n} {noun[:-1]}ies"
    return f"{n} {noun}s"
