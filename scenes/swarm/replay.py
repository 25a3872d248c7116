"""Space Swarm's replay: the shared replay viewer (scenes.table.replay) with this game's map, log
lines and turns."""

from __future__ import annotations

import pygame

from engine.swarm.describe import log_lines
from scenes.swarm.view import HexView, race_colour
from scenes.table.replay import ReplayScene


class SwarmReplay(ReplayScene):
    def make_view(self, state) -> HexView:
        return HexView(state.board)

    def _lines(self, events, session) -> list[str]:
        return log_lines(events, self.content, session.state)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, st) -> None:
        view = self.view
        view.fit(rect)
        view.draw_terrain(surface, rect, tuple(st.spent_ruins), 1.0)
        races = self.content.game.races
        for h in range(st.board.size):
            seats = [r.seat for r in st.races if r.fleets[h] > 0]
            for seat, pos in zip(seats, view.counter_spots(h, len(seats)), strict=True):
                colour = race_colour(races[seat])
                view.counter(surface, races[seat].emblem, colour, pos, st.races[seat].fleets[h])

    def turn_of(self, st) -> int:
        return st.turns
