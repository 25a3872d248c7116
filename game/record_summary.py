"""The figures the Statistics screen shows, worked out from the player's record."""

from __future__ import annotations

import attrs

from engine.galaxy.content import Content
from engine.galaxy.describe import PATHS
from game.player_record import GameEntry, PlayerRecord

# The victory paths by short names, for a table row (PATHS says them in full).
PATH_NAMES = {
    "bases": "Expansion",
    "supremacy": "Supremacy",
    "second_start": "Second starting system",
    "banished_all": "Every swarm banished",
}


@attrs.frozen
class Row:
    label: str
    wins: int
    played: int  # games played of this kind (-1 where it does not apply: a path is only won)


@attrs.frozen
class FastestWin:
    turns: int
    species: str  # the species' name
    level: int


@attrs.frozen
class Summary:
    played: int
    wins: int
    streak: int  # wins in a row, up to the last game
    best_streak: int
    fastest: FastestWin | None
    by_level: list[Row]
    by_species: list[Row]
    by_path: list[Row]
    scenarios_won: int
    campaigns_won: int


def streaks(games: list[GameEntry]) -> tuple[int, int]:
    """(current, best): the wins in a row up to the last game, and the longest such run."""
    current = best = 0
    for g in games:
        current = current + 1 if g.won else 0
        best = max(best, current)
    return current, best


def _rows(games: list[GameEntry], key, labels: dict) -> list[Row]:
    return [
        Row(
            label,
            sum(1 for g in games if key(g) == k and g.won),
            sum(1 for g in games if key(g) == k),
        )
        for k, label in labels.items()
    ]


def summarise(record: PlayerRecord, content: Content) -> Summary:
    games = record.games
    wins = [g for g in games if g.won]
    current, best = streaks(games)
    fastest = min(wins, key=lambda g: g.turns, default=None)
    species = content.species
    levels = {lv: f"{lv}  {content.level(lv).name}" for lv in sorted(content.levels)}
    # A species or path the content no longer has still counts in the totals, unnamed here.
    names = {k: species[k].name for k in species}
    paths = {k: PATH_NAMES.get(k, PATHS[k]) for k in PATHS}
    return Summary(
        played=len(games),
        wins=len(wins),
        streak=current,
        best_streak=best,
        fastest=(
            FastestWin(fastest.turns, names.get(fastest.species, fastest.species), fastest.level)
            if fastest
            else None
        ),
        by_level=_rows(games, lambda g: g.level, levels),
        by_species=_rows(games, lambda g: g.species, names),
        by_path=[attrs.evolve(r, played=-1) for r in _rows(games, lambda g: g.cause, paths)],
        # A scenario is won by winning the game with its goal met (D2).
        scenarios_won=len({g.scenario for g in wins if g.scenario and g.goal is not False}),
        campaigns_won=len(set(record.campaigns_won)),
    )
