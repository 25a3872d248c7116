"""Space Swarm's Game over: who won and how, the hexes each race held round by round (the
shared chart), Play again, the replay, the title."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from engine.swarm.describe import PATH_WORDS, decided_words, plural
from engine.swarm.events import RoundStarted
from engine.swarm.standings import standings
from engine.swarm.values import occupied
from game import draw, theme
from scenes.board_kit.line_chart import line_chart
from scenes.swarm.view import RIVAL_RACES, race_colour
from scenes.table.game_over import TableGameOver, by_round


def held_by_round(session: Session) -> list[list[int]]:
    """Hexes each race occupied at the start of each round, and at the end."""
    return by_round(session, RoundStarted, lambda st: [occupied(r) for r in st.races])


class SwarmGameOver(TableGameOver):
    mode = "swarm"
    rivals = RIVAL_RACES

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.held = held_by_round(session)

    def headline(self) -> tuple[str, bool, str]:
        st = self.session.state
        content = self.session.rules.content
        won = st.result == "won"
        winner = content.game.races[st.winner].name if st.winner >= 0 else "Nobody"
        how = PATH_WORDS.get(st.win_path, st.win_path)
        line = f"{winner} won {how}, after {plural(st.round, 'round')} ({st.turns} turns)"
        return ("Victory" if won else f"{winner} wins"), won, line

    def draw_body(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> int:
        st = self.session.state
        races = self.session.rules.content.game.races
        table = pygame.Rect(room.x, room.y + int(8 * s), room.width, 0)
        gap = int(10 * s)
        if room.height - self.standings_height(s) - gap < int(200 * s):
            # A short window (a large UI scale): the standings and the chart side by side.
            table.width = room.width * 11 // 20
            table.height = self.draw_standings(surface, table, s)
            chart = pygame.Rect(table.right + gap, table.y, room.right - table.right - gap, 0)
            chart.height = max(table.height, min(int(330 * s), room.bottom - chart.top))
        else:
            table.height = self.draw_standings(surface, table, s)
            chart = pygame.Rect(room.x, table.bottom + gap, room.width, 0)
            chart.height = min(int(330 * s), room.bottom - chart.top)
        series = [
            (r.name, race_colour(r), [row[i] for row in self.held])
            for i, r in enumerate(races[: len(st.races)])
        ]
        # The last point is the end of the last round played: the axis counts rounds as
        # the line above does ("after 7 rounds"), not the points drawn.
        line_chart(surface, chart, s, "Hexes held, round by round", series, "round",
                   last_step=st.round)  # fmt: skip
        return chart.bottom

    def standings_height(self, s: float) -> int:
        st = self.session.state
        decided = bool(decided_words(self.session.rules.content, st))
        return (len(st.races) + 1 + decided) * int(28 * s) + int(10 * s)

    def draw_standings(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> int:
        """S9.2: every race's hexes, Star Clusters and fleets at the end, the winner first,
        and what decided; returns the height used. Each cell is kept in `cells` by race and
        column for the tests."""
        st = self.session.state
        content = self.session.rules.content
        row_h = int(28 * s)
        size = int(18 * s)
        races = content.game.races
        cols = [("Race", 0.0), ("Hexes", 0.36), ("Star Clusters", 0.52), ("Fleets", 0.8)]
        self.cells: dict[tuple[str, str], str] = {}
        self.decided = decided_words(content, st)
        rows = standings(st)
        height = self.standings_height(s)
        draw.panel(surface, pygame.Rect(rect.x, rect.y, rect.width, height))
        y = rect.y + int(6 * s)
        for title, at in cols:
            x = rect.x + int(16 * s) + int(at * (rect.width - int(32 * s)))
            draw.text(surface, title, (x, y), size, theme.TEXT_DIM, bold=True)
        for row in rows:
            y += row_h
            name = content.game.races[row.seat].name
            note = " (won)" if row.seat == st.winner else " (out)" if row.out else ""
            cells = [name + note, str(row.hexes), str(row.clusters), str(row.fleets)]
            for (title, at), words in zip(cols, cells, strict=True):
                x = rect.x + int(16 * s) + int(at * (rect.width - int(32 * s)))
                colour = theme.TEXT if title != "Race" else race_colour(races[row.seat])
                draw.text(surface, words, (x, y), size, colour, bold=row.seat == st.winner)
                self.cells[(name, title)] = words
        if self.decided:
            y += row_h
            words = self.decided + "."
            fit = draw.fit_size(words, size, rect.width - int(32 * s), bold=False)
            draw.text(surface, words, (rect.x + int(16 * s), y), fit, theme.TEXT)
        return height
