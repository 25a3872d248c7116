"""The Statistics screen's page for Space Swarm or Arachnid: the record, wins by level and
wins by how many rivals (game.table_record), drawn with the screen's own table panel."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import daily_record
from game.player_record import PlayerRecord
from game.record_summary import Row
from game.table_milestones import milestones, progress
from game.table_record import summarise

Table = Callable[..., int]  # StatisticsScene._table(surface, at, width, title, rows, s) -> y


def draw_page(
    surface: pygame.Surface,
    table: Table,
    record: PlayerRecord,
    mode: str,
    xs: list[int],
    top: int,
    width: int,
    s: float,
) -> None:
    sm = summarise(record, mode)
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
        daily_record.row(record, mode, daily_record.today()),
    ]
    y = table(surface, (xs[0], top), width, "Your record", rows, s)
    table(surface, (xs[0], y), width, "Milestones", milestone_rows(record, mode), s)
    table(surface, (xs[1], top), width, "Wins by level", counts(sm.by_level), s)
    table(surface, (xs[2], top), width, "Wins by number of rivals", counts(sm.by_rivals), s)


def milestone_rows(record: PlayerRecord, mode: str) -> list[tuple[str, str]]:
    """Each milestone: when it was earned, or how far along it is."""
    out = []
    for m in milestones(mode):
        if m.id in record.milestones:
            out.append((m.name, f"earned {record.milestones[m.id][:10]}"))
        else:
            p = progress(m, record, mode)
            out.append((m.name, f"{p.done} of {p.of}" if p.of > 1 else "not yet"))
    return out


def counts(rows: list[Row]) -> list[tuple[str, str]]:
    """Rows of wins of games played ('-' where none was played)."""
    return [(r.label, f"{r.wins} of {r.played}" if r.played else "-") for r in rows]
