"""Arachnid's Game over: who won, why the game ended, each colony's score by source (spiders,
webs, upgrades) with the tie-breaks (A11), the scores round by round (the shared chart), then
Play again or Title."""

from __future__ import annotations

import pygame

from engine.arachnid import economy, scoring
from engine.arachnid.events import RoundStarted
from engine.core.session import Session
from game import draw, theme
from scenes.arachnid.view import COLONY, token
from scenes.arachnid.words import RIVAL_COLONIES, colony_name
from scenes.board_kit.line_chart import line_chart
from scenes.table.game_over import TableGameOver, by_round

CAUSES = {
    "den_empty": "a colony placed its last den web",
    "board_full": "no open hex was left",
    "round_limit": "the last round was played",
}


def scores_by_round(session: Session) -> list[list[int]]:
    """Every colony's score at the start of each round and at the end."""
    content = session.rules.content

    def scores(st) -> list[int]:
        return [scoring.total(st, content, c) for c in st.colonies]

    return by_round(session, RoundStarted, scores)


TIE_BREAKS = {
    "largest_web": ", tie broken by the largest web",
    "food": ", tie broken by food",
    "rivals": ", a tie goes to the rivals",
}


class ArachnidOver(TableGameOver):
    mode = "arachnid"
    button_h = 48  # the score table and the chart need the height
    rivals = RIVAL_COLONIES

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.score_rows = scores_by_round(session)

    def scale(self, size: tuple[int, int]) -> float:
        # The score table needs the height: the page keeps to the design size's proportions.
        return theme.fit_scale(size, self.app.ui_scale, (1280, 720))

    def headline(self) -> tuple[str, bool, str]:
        st = self.session.state
        won = st.result == "won"
        why = f"After round {st.round}: {CAUSES.get(st.end_cause, st.end_cause)}"
        why += TIE_BREAKS.get(st.tie_break, "") if st.tie_break else ""
        return ("Your colony wins" if won else "The rivals win"), won, why

    def draw_body(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> int:
        st = self.session.state
        content = self.session.rules.content
        table = pygame.Rect(0, 0, room.width, int(56 * s + 40 * s * len(st.colonies)))
        table.midtop = (room.centerx, room.top + int(6 * s))
        self._scores(surface, table, s)
        chart = pygame.Rect(room.x, table.bottom + int(16 * s), room.width, 0)
        chart.height = min(int(300 * s), room.bottom - chart.top)
        names = content.game.colour_names
        # The legend in the table's order (best first), so a colony is in the same place in
        # both; each line keeps its colony's scores (by seat).
        series = [
            (
                "You" if c.kind == "human" else names[content.game.colours.index(c.colour)],
                COLONY[c.colour],
                [row[c.seat] for row in self.score_rows],
            )
            for c in self.ranked()
        ]
        if chart.height <= int(120 * s):
            return table.bottom
        # The last point is the end of the last round played: the axis counts rounds as the
        # line above does ("After round 7"), not the points drawn (each round's start + the end).
        line_chart(surface, chart, s, "Scores, round by round", series, "round",
                   last_step=st.round)  # fmt: skip
        return chart.bottom

    def ranked(self) -> list:
        """The colonies best first (A11, ties broken as the game broke them)."""
        st = self.session.state
        content = self.session.rules.content
        return sorted(st.colonies, key=lambda c: scoring.ranking_key(st, content, c), reverse=True)

    def _scores(self, surface: pygame.Surface, table: pygame.Rect, s: float) -> None:
        """Each colony's score by source with its total and largest web, best first."""
        st = self.session.state
        content = self.session.rules.content
        draw.panel(surface, table)
        heads = ("Colony", "Spiders", "Webs", "Upgrades", "Total", "Largest web")
        cw = table.width // (len(heads) + 1)  # the colony's name takes two columns

        def col(i: int) -> int:
            return table.x + (0 if i == 0 else (i + 1) * cw)

        for i, head in enumerate(heads):
            at = (col(i) + int(14 * s), table.y + int(14 * s))
            draw.text(surface, head, at, int(20 * s), theme.TEXT_DIM)
        for row, c in enumerate(self.ranked()):
            y = table.y + int(52 * s) + row * int(40 * s)
            parts = scoring.parts(st, content, c)
            cells = [colony_name(content, c), *(str(v) for v in parts.values())]
            cells = cells[:4] + [
                str(scoring.total(st, content, c)),
                str(economy.largest_web(st, c.seat)),
            ]
            token(surface, c.colour, (table.x + int(20 * s), y + int(12 * s)), 9 * s)
            for i, cell in enumerate(cells):
                x = col(i) + (int(36 * s) if i == 0 else int(14 * s))
                colour = COLONY[c.colour] if i == 0 else theme.TEXT
                draw.text(surface, cell, (x, y), int(22 * s), colour, bold=i == 4)
