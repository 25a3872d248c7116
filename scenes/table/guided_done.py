"""The end of any game's guided game: what it taught, in a few lines, and on to a real game:
"Play a real game" opens the game's New game screen and "Quick rules" its pictured rules (both
found in the registry, scenes.games); the game gives only the mark drawn before each line."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game import draw, theme
from game.scene import Scene
from game.widgets import Button
from scenes import games

# The mark before each line: (surface, centre, size) -> None, each game's own piece.
Bullet = Callable[[pygame.Surface, tuple[int, int], float], None]


class GuidedDone(Scene):
    """`tut` has the `summary` lines to show; `mode` names the game (scenes.games)."""

    shows_result = True  # the guided game's end, for `--until-over`

    def __init__(self, app, tut, mode: str, bullet: Bullet | None = None) -> None:
        super().__init__(app)
        self.tut = tut
        self.mode = mode
        self._bullet = bullet
        self.pointer = (0, 0)
        self.buttons = [
            Button("Play a real game", self.play),
            Button("Quick rules", self.rules),
            Button("Back to the title", self.back),
        ]

    def bullet(self, surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
        """The mark before each line: the game's own piece, or a plain dot."""
        if self._bullet is not None:
            self._bullet(surface, centre, size)
        else:
            pygame.draw.circle(surface, theme.ACCENT, centre, int(size * 0.4))

    def play(self) -> None:
        """Play a real game: the game's New game screen."""
        self.app.scenes.replace(games.get(self.mode).open("new_game", self.app))

    def rules(self) -> None:
        """Quick rules: the game's pictured pages."""
        self.app.scenes.push(games.get(self.mode).open("quick_rules", self.app))

    def back(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_menu(event, self.back)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.fit_scale((w, h), self.app.ui_scale, (900, 640))
        surface.blit(theme.vertical_gradient((w, h), theme.BG_TOP, theme.BG_BOTTOM), (0, 0))
        width = min(int(820 * s), w - int(40 * s))
        x = (w - width) // 2
        y = int(40 * s)
        draw.text(
            surface, "You know the game", (w // 2, y), int(40 * s), theme.ACCENT, "midtop", True
        )
        y += int(64 * s)
        body = int(20 * s)
        for line in self.tut.summary:
            self.bullet(surface, (x + int(8 * s), int(y + body * 0.6)), 12 * s)
            rect = pygame.Rect(x + int(26 * s), y, width - int(26 * s), h)
            used = draw.text_block(surface, line, rect.clip(surface.get_rect()), body, theme.TEXT)
            y += used + int(10 * s)
        y += int(16 * s)
        bw, bh, gap = int(300 * s), int(50 * s), int(12 * s)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (w // 2, y + i * (bh + gap))
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
