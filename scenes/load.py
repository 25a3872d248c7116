"""Load: every save slot with its turn, date, species, difficulty and a galaxy thumbnail.

A damaged file is listed with its reason and cannot be opened; the others load as usual.
"""

from __future__ import annotations

from datetime import datetime

import pygame

from engine.core.record import SaveError
from engine.galaxy.rules import GalaxyRules
from game import draw, saves, theme
from game.scene import Scene
from game.widgets import Button
from scenes.galaxy_view import GalaxyView, Marks

KIND_NAMES = {
    "auto": "Autosave",
    "quick": "Quick save",
    "manual": "Saved game",
    "recovery": "Recovered game",
}


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.rules = GalaxyRules()
        self.slots = saves.list_saves(self.rules, keep_state=True)
        self.rows: list[tuple[pygame.Rect, saves.SaveInfo]] = []
        self.scroll = 0
        self.pointer = (0, 0)
        self.back = Button("Back", lambda: self.app.scenes.pop())
        self.message = ""
        self._views: dict[str, GalaxyView] = {}

    def open(self, info: saves.SaveInfo) -> None:
        if info.error:
            self.message = info.error
            return
        try:
            session = saves.open_save(info.path, self.rules)
        except SaveError as exc:
            self.message = str(exc)
            return
        from scenes.board import BoardScene

        self.app.scenes.replace(BoardScene(self.app, session))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(len(self.slots) - 1, self.scroll - event.y))
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, info in self.rows:
                if rect.collidepoint(event.pos):
                    self.open(info)
                    return
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        draw.text(surface, "Load a game", (int(30 * s), int(20 * s)), int(40 * s), bold=True)
        self.back.rect = pygame.Rect(w - int(170 * s), int(20 * s), int(140 * s), int(44 * s))
        self.back.hover = self.back.rect.collidepoint(self.pointer)
        self.back.draw(surface, s)
        if not self.slots:
            draw.text(
                surface,
                "No saved games yet. Games save themselves after every turn.",
                (int(30 * s), int(100 * s)),
                int(24 * s),
                theme.TEXT_DIM,
            )
        row_h = int(96 * s)
        y = int(84 * s)
        self.rows = []
        for info in self.slots[self.scroll :]:
            if y + row_h > h - int(50 * s):
                break
            rect = pygame.Rect(int(30 * s), y, w - int(60 * s), row_h)
            self._row(surface, rect, info, s)
            self.rows.append((rect, info))
            y += row_h + int(8 * s)
        if self.message:
            draw.text(
                surface, self.message, (int(30 * s), h - int(36 * s)), int(20 * s), theme.DANGER
            )

    def _row(self, surface: pygame.Surface, rect: pygame.Rect, info, s: float) -> None:
        hover = rect.collidepoint(self.pointer) and not info.error
        draw.panel(surface, rect, alpha=255 if hover else 220)
        if hover:
            pygame.draw.rect(surface, theme.ACCENT, rect, width=2, border_radius=8)
        thumb = pygame.Rect(
            rect.x + int(8 * s), rect.y + int(6 * s), int(150 * s), rect.height - int(12 * s)
        )
        x = thumb.right + int(16 * s)
        when = datetime.fromtimestamp(info.modified).strftime("%Y-%m-%d %H:%M")
        title = f"{KIND_NAMES[info.kind]} - {when}"
        draw.text(surface, title, (x, rect.y + int(10 * s)), int(24 * s), bold=True)
        if info.error:
            pygame.draw.rect(surface, (40, 20, 25), thumb, border_radius=6)
            draw.text(surface, "damaged", thumb.center, int(20 * s), theme.DANGER, "center")
            draw.text_block(
                surface,
                info.error,
                pygame.Rect(x, rect.y + int(42 * s), rect.right - x - int(10 * s), int(48 * s)),
                int(18 * s),
                theme.DANGER,
            )
            return
        if info.state is not None:
            view = self._views.setdefault(info.name, GalaxyView(info.state.galaxy))
            view.fit(thumb)
            view.draw(surface, info.state, self.rules.content, Marks())
        sm = info.summary
        level = self.rules.content.levels.get(sm.get("difficulty", 3))
        line = (
            f"Turn {sm.get('turn', '?')}  |  {sm.get('species_name', sm.get('species', '?'))}"
            f"  |  Difficulty {sm.get('difficulty', '?')}"
            + (f" ({level.name})" if level else "")
            + f"  |  {sm.get('bases', '?')} bases, {sm.get('black_holes', '?')} black holes"
        )
        draw.text(surface, line, (x, rect.y + int(44 * s)), int(20 * s), theme.TEXT_DIM)
        if sm.get("result"):
            draw.text(
                surface,
                f"Finished: {sm['result']} ({sm.get('cause', '')})",
                (x, rect.y + int(68 * s)),
                int(18 * s),
                theme.TEXT_DIM,
            )
