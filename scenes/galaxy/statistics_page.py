"""The Weavers' tab on Statistics: the record, wins by level, by victory path and by species,
and the milestones, earned ones lit and the others with how to earn them."""

from __future__ import annotations

from engine.galaxy.rules import GalaxyRules
from game import daily_record
from game.milestones import milestones, progress
from scenes.galaxy.record_summary import Summary, summarise
from scenes.table.statistics import Page, shown_milestones
from scenes.table.statistics_table import counts


def draw_page(page: Page) -> None:
    content = GalaxyRules().content
    record = page.record
    sm = summarise(record, content)
    rows = _record_rows(sm, len(content.scenarios))
    rows.append(daily_record.row(record, "galaxy", daily_record.today()))
    page.table(0, "Your record", rows)
    page.table(0, "Wins by level", counts(sm.by_level))
    page.table(1, "Wins by victory path", _wins(sm))
    page.table(1, "Wins by species", counts(sm.by_species))
    shown = shown_milestones(milestones(content), record, lambda m: progress(m, record, content))
    page.milestones(2, shown)


def _record_rows(sm: Summary, scenarios: int) -> list[tuple[str, str] | tuple[str, str, str]]:
    share = f" ({round(100 * sm.wins / sm.played)} %)" if sm.played else ""
    fast = sm.fastest
    fastest: tuple[str, str] | tuple[str, str, str] = ("Fastest win", "none yet")
    if fast:
        where = f"{fast.species}, difficulty {fast.level}"
        fastest = ("Fastest win", f"{fast.turns} turns", where)
    return [
        ("Games played", str(sm.played)),
        ("Wins", f"{sm.wins}{share}"),
        ("Win streak (best)", f"{sm.streak} ({sm.best_streak})"),
        fastest,
        ("Scenarios won", f"{sm.scenarios_won} of {scenarios}"),
        ("Campaigns won", str(sm.campaigns_won)),
    ]


def _wins(sm: Summary) -> list[tuple[str, str]]:
    return [(r.label, str(r.wins)) for r in sm.by_path]
