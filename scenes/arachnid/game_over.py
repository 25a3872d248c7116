"""Arachnid's Game over: who won, why the game ended, each colony's score by source (spiders,
webs, upgrades) with the tie-breaks (A11), the scores round by round (the shared chart), then
Play again or Title."""

from __future__ import annotations

import pygame

from engine.arachnid import economy, scoring
from engine.arachnid.events import RoundStarted
from engine.core.session import Session
from game import draw, theme
from game.scene import Scene
from scenes.arachnid.campaign import RIVALS
from scenes.arachnid.view import COLONY, token
from scenes.arachnid.words import colony_name
from scenes.line_chart import line_chart
from scenes.table_game_over import TableGameOver

CAUSES = {
    "den_empty": "a colony placed its last den web",
    "board_full": "no open hex was left",
    "round_limit": "the last round was played",
}


def scores_by_round(session: Session) -> list[list[int]]:
    """Every colony's score at the start of each round and at the end: the game played again
    from its record (the state keeps no history)."""
    rules = session.rules
    again = Session.new(rules, session.setup)
    rows: list[list[int]] = []

    def note(events) -> None:
        if any(isinstance(e, RoundStarted) for e in events):
            st = again.state
            rows.append([scoring.total(st, rules.content, c) for c in st.colonies])

    note(again.opening)
    for cmd in session.commands:
        note(again.submit(cmd).events)
    st = again.state
    rows.append([scoring.total(st, rules.content, c) for c in st.colonies])
    return rows


class ArachnidOver(TableGameOver):
    mode = "arachnid"
    rivals = RIVALS

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.score_rows = scores_by_round(session)

    def start_game(self, seed: int, options: dict) -> None:
        from scenes.arachnid.start import start_game

        start_game(self.app, seed, options, replace=True)

    def replay_scene(self) -> Scene:
        from scenes.arachnid.replay import ArachnidReplay

        s = self.session
        return ArachnidReplay(self.app, s.rules, s.setup, s.commands)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.fit_scale((w, h), self.app.ui_scale, (1280, 720))
        st = self.session.state
        content = self.session.rules.content
        surface.fill(theme.BG_TOP)
        won = st.result == "won"
        title = "Your colony wins" if won else "The rivals win"
        draw.text(
            surface,
            title,
            (w // 2, int(60 * s)),
            int(64 * s),
            theme.WON if won else theme.DANGER,
            "center",
            True,
        )
        why = f"After round {st.round}: {CAUSES.get(st.end_cause, st.end_cause)}"
        if st.tie_break:
            why += {
                "largest_web": ", tie broken by the largest web",
                "food": ", tie broken by food",
                "rivals": ", a tie goes to the rivals",
            }.get(st.tie_break, "")
        draw.text(surface, why, (w // 2, int(112 * s)), int(24 * s), theme.TEXT, "center")
        table = pygame.Rect(0, 0, int(760 * s), int(56 * s + 40 * s * len(st.colonies)))
        table.midtop = (w // 2, int(150 * s))
        draw.panel(surface, table)
        heads = ("Colony", "Spiders", "Webs", "Upgrades", "Total", "Largest web")
        cw = table.width // (len(heads) + 1)  # the colony's name takes two columns

        def col(i: int) -> int:
            return table.x + (0 if i == 0 else (i + 1) * cw)

        for i, head in enumerate(heads):
            draw.text(
                surface,
                head,
                (col(i) + int(14 * s), table.y + int(14 * s)),
                int(20 * s),
                theme.TEXT_DIM,
            )
        ranked = sorted(
            st.colonies, key=lambda c: scoring.ranking_key(st, content, c), reverse=True
        )
        for row, c in enumerate(ranked):
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
        bh = int(48 * s)
        buttons_y = h - int(24 * s) - bh
        notes_top = self.draw_notes(surface, s, buttons_y)
        chart = pygame.Rect(0, table.bottom + int(16 * s), table.width, 0)
        chart.height = min(int(300 * s), notes_top - int(16 * s) - chart.top)
        chart.centerx = w // 2
        names = content.game.colour_names
        series = [
            (
                "You" if c.kind == "human" else names[content.game.colours.index(c.colour)],
                COLONY[c.colour],
                [row[i] for row in self.score_rows],
            )
            for i, c in enumerate(st.colonies)
        ]
        if chart.height > int(120 * s):
            line_chart(surface, chart, s, "Scores, round by round", series, "round")
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), bh)
            b.rect.midtop = (w // 2 + (i - 1) * int(250 * s), buttons_y)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
