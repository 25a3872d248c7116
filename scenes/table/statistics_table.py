"""The Statistics tab of a game played against rivals (Space Swarm, Arachnid): the record,
wins by level and wins by how many rivals (game.table_record), on the screen's Page."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game import daily_record
from game.player_record import PlayerRecord
from game.record_summary import Row
from game.table_milestones import milestones, progress
from game.table_record import summarise
from scenes.table.statistics import shown_milestones

if TYPE_CHECKING:
    from scenes.table.statistics import Page, Shown


def table_page(page: Page) -> None:
    from scenes import games

    sm = summarise(page.record, page.mode, games.get(page.mode).rivals)
    share = f" ({round(100 * sm.wins / sm.played)} %)" if sm.played else ""
    fast = sm.fastest
    fastest: tuple[str, str] | tuple[str, str, str] = ("Fastest win", "none yet")
    if fast:
        rivals = f"{fast.rivals} rival{'s' * (fast.rivals > 1)}"
        fastest = ("Fastest win", f"{fast.rounds} rounds", f"level {fast.level}, {rivals}")
    rows = [
        ("Games played", str(sm.played)),
        ("Wins", f"{sm.wins}{share}"),
        ("Current win streak", str(sm.streak)),
        ("Best win streak", str(sm.best_streak)),
        fastest,
        daily_record.row(page.record, page.mode, daily_record.today()),
    ]
    page.table(0, "Your record", rows)
    page.table(1, "Wins by level", counts(sm.by_level))
    page.table(1, "Wins by number of rivals", counts(sm.by_rivals))
    page.milestones(2, milestone_rows(page.record, page.mode))


def milestone_rows(record: PlayerRecord, mode: str) -> list[Shown]:
    """Each milestone, as The Weavers' tab shows its own: when it was earned, or how to earn
    it with the progress made."""
    return shown_milestones(milestones(mode), record, lambda m: progress(m, record, mode))


def counts(rows: list[Row]) -> list[tuple[str, str]]:
    """Rows of wins of games played ('-' where none was played)."""
    return [(r.label, f"{r.wins} of {r.played}" if r.played else "-") for r in rows]
