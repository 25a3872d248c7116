"""Arachnid's replay: the shared replay viewer (scenes.table.replay) with this game's web, its log
lines and its rounds (the rivals' turns lie inside the person's moves, so rounds are read
from the game)."""

from __future__ import annotations

import pygame

from scenes.arachnid import saved
from scenes.arachnid.view import WebView
from scenes.table.replay import ReplayScene


class ArachnidReplay(ReplayScene):
    def make_view(self, state) -> WebView:
        return WebView(pygame.Rect(0, 0, 10, 10))

    def _lines(self, events, session) -> list[str]:
        return [f"{e.text} ({e.rule})" for e in events]

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, st) -> None:
        if self.view.rect != rect:
            self.view = WebView(rect)
        saved.draw_web(surface, self.view, st, self.content)

    def turn_of(self, st) -> int:
        return st.round
