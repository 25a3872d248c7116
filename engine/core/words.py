"""Small word helpers every game's player text uses."""

from __future__ import annotations


def plural(n: int, noun: str) -> str:
    """'1 cube', '2 cubes': a count with its noun."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
