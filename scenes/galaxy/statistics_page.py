"""The Weavers' tab on Statistics: the record, wins by level, by victory path and by species,
and the milestones, earned ones lit and the others with how to earn them."""

from __future__ import annotations

from engine.galaxy.rules import GalaxyRules
from game import daily_record
from game.milestones import milestones, progress
from scenes.galaxy.record_summary import Summary, summarise
from scenes.statistics import Page, shown_milestones
from scenes.statistics_table import counts


def draw_page(page: Page) -> None:
    content = GalaxyRules().content
    record = page.record
    sm = summarise(record, content)
    xs, top = page.xs, page.top
    rows = _record_rows(sm, len(content.scenarios))
    rows.append(daily_record.row(record, "galaxy", daily_record.today()))
    y = page.table((xs[0], top), "Your record", rows)
    page.table((xs[0], y), "Wins by level", counts(sm.by_level))
    y = page.table((xs[1], top), "Wins by victory path", _wins(sm))
    page.table((xs[1], y), "Wins by species", counts(sm.by_species))
    shown = shown_milestones(milestones(content), record, lambda m: progress(m, record, content))
    page.milestones((xs[2], top), shown)


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
