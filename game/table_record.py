"""The record of the table's other games (Space Swarm, Arachnid): each finished game counted
once in the player's record file (player_record.TableEntry), and the figures the Statistics
screen shows for it. The Weavers keep their own lines and milestones (game.milestones).
Nothing here imports pygame."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import attrs

from engine.core.session import Session
from game import player_record, table_milestones
from game.milestones import Noted
from game.player_record import PlayerRecord, TableEntry
from game.record_summary import Row, rows, streaks

TITLES = {"swarm": "Space Swarm", "arachnid": "Arachnid"}  # the games this module counts
LEVELS = (1, 2, 3, 4, 5)
RIVALS = (1, 2, 3)


def _seats(state: Any) -> list[Any]:
    """The seats of a finished game: Space Swarm's races or Arachnid's colonies."""
    return list(getattr(state, "races", None) or getattr(state, "colonies", []))


def entry_for(session: Session[Any], mode: str, campaign: str | None = None) -> TableEntry | None:
    """The record's line for a finished game of `mode` (`campaign`: the campaign it counted
    for); None while it goes on or when it has no result for the player (a game of rivals
    only)."""
    st = session.state
    if mode not in TITLES or not getattr(st, "over", False) or st.result not in ("won", "lost"):
        return None
    rivals = [seat for seat in _seats(st) if seat.kind != "human"]
    level = max((seat.level for seat in rivals), default=getattr(st, "level", 0))
    return TableEntry(
        mode=mode,
        game=player_record.identity(session),
        result=st.result,
        level=level,
        rivals=len(rivals),
        rounds=st.round,
        finished_at=datetime.now().isoformat(timespec="seconds"),
        scenario=getattr(st, "scenario", 0),
        # how it ended: Space Swarm's victory path, Arachnid's end cause
        cause=getattr(st, "win_path", "") or getattr(st, "end_cause", ""),
        campaign=campaign,
    )


def note_game(
    session: Session[Any], mode: str, campaign: str | None = None, campaign_won: bool = False
) -> Noted:
    """At game end: count the game in the player's record, once, with the milestones it
    earned (game.table_milestones) and what went wrong with the file in plain words; never
    raises (the Game over screen must show regardless)."""
    try:
        entry = entry_for(session, mode, campaign)
        if entry is None:
            return Noted()
        loaded = player_record.load()
        record = loaded.record
        if any(t.game == entry.game for t in record.table):
            return Noted(problem="" if loaded.writable else loaded.problem)
        earned = table_milestones.add_game(record, entry, entry.finished_at, campaign_won)
        problem = player_record.save(record) if loaded.writable else loaded.problem
        return Noted(True, earned, problem)
    except Exception as exc:  # a bug here must not take the result screen with it
        return Noted(problem=f"Your record could not be updated ({type(exc).__name__}: {exc}).")


@attrs.frozen
class TableSummary:
    played: int
    wins: int
    streak: int
    best_streak: int
    fastest: TableEntry | None  # the win in the fewest rounds
    by_level: list[Row]
    by_rivals: list[Row]


def summarise(record: PlayerRecord, mode: str, rivals: tuple[int, ...] = RIVALS) -> TableSummary:
    """`rivals`: the numbers of rivals its New game offers (a row for each; a number played
    but no longer offered, from an older save, still gets its row)."""
    games = [t for t in record.table if t.mode == mode]
    wins = [g for g in games if g.won]
    current, best = streaks(games)
    by_level = rows(games, lambda g: g.level, {lv: f"Level {lv}" for lv in LEVELS})
    counts = sorted(set(rivals) | {g.rivals for g in games})
    by_rivals = rows(games, lambda g: g.rivals, {n: f"{n} rival{'s' * (n > 1)}" for n in counts})
    return TableSummary(
        played=len(games),
        wins=len(wins),
        streak=current,
        best_streak=best,
        fastest=min(wins, key=lambda g: g.rounds, default=None),
        by_level=by_level,
        by_rivals=by_rivals,
    )
