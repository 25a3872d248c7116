"""The title scene: the game's name over a quiet starfield, and the main menu."""

from __future__ import annotations

import math
import random

import pygame

from game import theme
from game.scene import Scene
from game.widgets import Button, draw_tooltip


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [
            Button("New game", self._new_game),
            Button("Continue", self._noop, enabled=False, tooltip="Saved games arrive soon"),
            Button("Load", self._noop, enabled=False, tooltip="Saved games arrive soon"),
            Button("Rules", self._rules),
            Button("Settings", self._settings),
            Button("Quit", app.quit),
        ]
        self._background: pygame.Surface | None = None
        self._pointer = (0, 0)

    def _noop(self) -> None:
        pass

    def _new_game(self) -> None:
        from scenes.new_game import NewGameScene

        self.app.scenes.push(NewGameScene(self.app))

    def _settings(self) -> None:
        from scenes.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def _rules(self) -> None:
        from scenes.rules import RulesScene

        self.app.scenes.push(RulesScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self._rules()
            return
        for b in self.buttons:
            b.handle(event)

    def _build_background(self, size: tuple[int, int]) -> pygame.Surface:
        # Cosmetic randomness: its own generator, never the game's.
        rng = random.Random(1729)
        bg = theme.vertical_gradient(size, theme.BG_TOP, theme.BG_BOTTOM)
        w, h = size
        for _ in range(int(w * h / 3500)):
            x, y = rng.randrange(w), rng.randrange(h)
            b = rng.randint(90, 255)
            r = 1 if rng.random() < 0.85 else 2
            pygame.draw.circle(bg, (b, b, min(255, b + 20)), (x, y), r)
        # A faint web of hexes, the Weavers' mark.
        s = theme.scale_for(size)
        cx, cy, radius = w * 0.5, h * 0.36, 120 * s
        for k in range(1, 4):
            pts = [
                (
                    cx + radius * k * 0.55 * math.cos(math.radians(60 * i - 30)),
                    cy + radius * k * 0.55 * math.sin(math.radians(60 * i - 30)),
                )
                for i in range(6)
            ]
            pygame.draw.aalines(bg, (60, 50, 100), True, pts)
            for p in pts:
                pygame.draw.aaline(bg, (45, 40, 80), (cx, cy), p)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._background is None or self._background.get_size() != size:
            self._background = self._build_background(size)
        surface.blit(self._background, (0, 0))
        s = theme.scale_for(size, self.app.ui_scale)
        w, h = size
        title = theme.font(int(110 * s), bold=True).render("THE WEAVERS", True, theme.TEXT)
        glow = theme.font(int(110 * s), bold=True).render("THE WEAVERS", True, theme.ACCENT)
        glow.set_alpha(90)
        rect = title.get_rect(center=(w // 2, int(h * 0.2)))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surface.blit(glow, rect.move(int(dx * s), int(dy * s)))
        surface.blit(title, rect)
        sub = theme.font(int(30 * s)).render(
            "Unite the galaxy before the swarm weaves it into the dark", True, theme.TEXT_DIM
        )
        surface.blit(sub, sub.get_rect(center=(w // 2, rect.bottom + int(30 * s))))

        bw, bh, gap = int(300 * s), int(52 * s), int(14 * s)
        top = int(h * 0.42)
        hovered = None
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.center = (w // 2, top + i * (bh + gap) + bh // 2)
            b.hover = b.rect.collidepoint(self._pointer)
            b.draw(surface, s)
            if b.hover and b.tooltip:
                hovered = b
        if hovered:
            draw_tooltip(surface, hovered.tooltip, self._pointer, s)
        if self.app.notice:
            note = theme.font(int(20 * s)).render(self.app.notice, True, (255, 170, 170))
            surface.blit(note, note.get_rect(midbottom=(w // 2, h - int(12 * s))))
