"""The title screen's game picker: one card per game (picture, name, pitch); a click picks
the game New game starts. A game still coming is shown, greyed, and says so on hover."""

from __future__ import annotations

import pygame

from game import draw, key_focus, saves, theme
from scenes import games


def save_line(info: saves.SaveInfo) -> str:
    """A save in a few words for Continue's tooltip, whatever its game: the game's name and
    the save's title as its own game words it."""
    entry = games.of_save(info)
    if entry is None:
        return "A saved game"
    words = entry.module("saved")
    line = words.title(info.summary) if words else ""
    if not line.startswith(entry.title):
        line = f"{entry.title}: {line}" if line else entry.title
    return line


class GamePicker:
    def __init__(self, app) -> None:
        self.app = app
        mode = getattr(app, "game_mode", "")
        if mode not in games.GAMES or not games.get(mode).available:  # e.g. an old settings file
            app.game_mode = games.playable()[0].mode
        self.rects: list[tuple[pygame.Rect, games.GameEntry]] = []
        self.tooltip = ""

    @property
    def entry(self) -> games.GameEntry:
        return games.get(self.app.game_mode)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for rect, entry in self.rects:
                if rect.collidepoint(event.pos):
                    if entry.available:
                        self.app.pick_game(entry.mode)
                    return True
        return False

    def draw(
        self, surface: pygame.Surface, top: int, s: float, pointer: tuple[int, int]
    ) -> pygame.Rect:
        """The cards in a row under `top`; returns the row's rect."""
        w = surface.get_width()
        entries = games.entries()
        gap = int(16 * s)
        cw = min(int(330 * s), (w - int(40 * s) - gap * (len(entries) - 1)) // len(entries))
        ch = int(118 * s)
        x = (w - (cw * len(entries) + gap * (len(entries) - 1))) // 2
        self.rects = []
        self.tooltip = ""
        for entry in entries:
            rect = pygame.Rect(x, top, cw, ch)
            self.rects.append((rect, entry))
            self._card(surface, rect, entry, s, rect.collidepoint(pointer))
            x += cw + gap
        return pygame.Rect(self.rects[0][0].x, top, x - gap - self.rects[0][0].x, ch)

    def _card(
        self, surface: pygame.Surface, rect: pygame.Rect, entry: games.GameEntry, s: float, hover
    ) -> None:
        chosen = entry.mode == self.app.game_mode
        draw.panel(surface, rect)
        draw.note_control(entry.title, rect)
        pick = (lambda: self.app.pick_game(entry.mode)) if entry.available else None
        key_focus.focus.offer(surface, rect, pick, entry.title, s)
        if chosen:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, width=2, border_radius=8)
        elif hover and entry.available:
            pygame.draw.rect(surface, theme.ACCENT, rect, width=1, border_radius=8)
        pad = int(8 * s)
        pic = pygame.Rect(rect.x + pad, rect.y + pad, rect.height - 2 * pad, rect.height - 2 * pad)
        games.call(entry.picture, surface, pic)
        room = pygame.Rect(pic.right + pad, rect.y + pad, rect.right - pic.right - 2 * pad, 0)
        colour = theme.TEXT if entry.available else theme.TEXT_DIM
        title = entry.title if entry.available else f"{entry.title} (coming)"
        size = draw.fit_size(title, int(24 * s), room.width)
        head = draw.text(surface, title, room.topleft, size, colour, bold=True, box=rect)
        room.top = head.bottom + int(4 * s)
        room.height = rect.bottom - pad - room.top
        draw.text_block(surface, entry.pitch, room, int(17 * s), theme.TEXT_DIM, shrink=True)
        if hover:
            self.tooltip = (
                f"New game starts {entry.title}"
                if entry.available
                else f"{entry.title} is coming: its screens are being built"
            )
