"""Arachnid's Game over: who won, why the game ended, and each colony's score by source
(spiders, webs, upgrades) with the tie-breaks (A11), then Play again or Title."""

from __future__ import annotations

import pygame

from engine.arachnid import economy, scoring
from game import draw, theme
from game.scene import Scene
from game.widgets import Button
from scenes.arachnid.view import COLONY, token
from scenes.arachnid.words import colony_name

CAUSES = {
    "den_empty": "a colony placed its last den web",
    "board_full": "no open hex was left",
    "round_limit": "the last round was played",
}


class ArachnidOver(Scene):
    shows_result = True

    def __init__(self, app, session) -> None:
        super().__init__(app)
        self.session = session
        app.save_unsaved()
        self.pointer = (0, 0)
        self.buttons = [Button("Play again", self.play_again), Button("Title", self.to_title)]

    def play_again(self) -> None:
        from scenes.arachnid.start import start_game

        setup = self.session.setup
        start_game(self.app, setup.seed + 1, dict(setup.options), replace=True)

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return
        for b in self.buttons:
            if b.handle(event):
                return

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
            (255, 220, 130) if won else theme.DANGER,
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
        cw = table.width // len(heads)
        for i, head in enumerate(heads):
            draw.text(
                surface,
                head,
                (table.x + i * cw + int(14 * s), table.y + int(14 * s)),
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
                x = table.x + i * cw + (int(36 * s) if i == 0 else int(14 * s))
                colour = COLONY[c.colour] if i == 0 else theme.TEXT
                draw.text(surface, cell, (x, y), int(22 * s), colour, bold=i == 4)
        bh = int(48 * s)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), bh)
            b.rect.midtop = (w // 2 + (2 * i - 1) * int(125 * s), table.bottom + int(40 * s))
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
