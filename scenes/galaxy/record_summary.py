"""The figures The Weavers' Statistics tab shows, worked out from the player's record: wins by
level, species and victory path, streaks, the fastest win, scenarios and campaigns won."""

from __future__ import annotations

import attrs

from engine.galaxy.content import Content
from engine.galaxy.describe import PATHS
from game.player_record import PlayerRecord
from game.record_summary import Row, rows, streaks

# The victory paths by short names, for a table row (PATHS says them in full).
PATH_NAMES = {
    "bases": "Expansion",
    "supremacy": "Supremacy",
    "second_start": "Second starting system",
    "banished_all": "Every swarm banished",
}


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
        by_level=rows(games, lambda g: g.level, levels),
        by_species=rows(games, lambda g: g.species, names),
        by_path=[attrs.evolve(r, played=-1) for r in rows(games, lambda g: g.cause, paths)],
        # A scenario is won by winning the game with its goal met (D2).
        scenarios_won=len({g.scenario for g in wins if g.scenario and g.goal is not False}),
        campaigns_won=len(set(record.campaigns_won)),
    )
