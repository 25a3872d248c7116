"""What every game's Statistics figures are made of: a table row (wins of so many played) and
the streaks of wins, worked out from a record's lines. The Weavers' own summary is
scenes.galaxy.record_summary; the other games', game.table_record."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

import attrs


@attrs.frozen
class Row:
    label: str
    wins: int
    played: int  # games played of this kind (-1 where it does not apply: a path is only won)


class Played(Protocol):
    """A record line of any game, as far as the streaks read it."""

    @property
    def won(self) -> bool: ...


def streaks(games: Sequence[Played]) -> tuple[int, int]:
    """(current, best): the wins in a row up to the last game, and the longest such run."""
    current = best = 0
    for g in games:
        current = current + 1 if g.won else 0
        best = max(best, current)
    return current, best


def rows(games: Sequence[Any], key, labels: dict) -> list[Row]:
    """A row a label: the games whose `key` is its key, and how many of them were won (any
    game's record lines: they need only `.won`)."""
    return [
        Row(
            label,
            sum(1 for g in games if key(g) == k and g.won),
            sum(1 for g in games if key(g) == k),
        )
        for k, label in labels.items()
    ]
