"""The Weavers' replay: the shared replay viewer (scenes.table.replay) with the galaxy, its log
lines and its turns."""

from __future__ import annotations

import pygame

from engine.galaxy.describe import log_line
from engine.galaxy.state import last_turn
from scenes.galaxy.galaxy_view import GalaxyView, Marks
from scenes.table.replay import ReplayScene


class WeaversReplay(ReplayScene):
    def make_view(self, state) -> GalaxyView:
        return GalaxyView(state.galaxy)

    def _lines(self, events, session) -> list[str]:
        galaxy = session.state.galaxy
        return [line for e in events if (line := log_line(e, self.content, galaxy))]

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, st) -> None:
        self.view.fit(rect)
        self.view.draw(surface, st, self.content, Marks())

    def turn_of(self, st) -> int:
        return last_turn(st)  # the game's last turn, as Game over counts it
