"""Space Swarm's replay: the shared replay viewer (scenes.replay) with this game's map, log
lines and turns."""

from __future__ import annotations

import pygame

from engine.swarm.describe import log_lines
from scenes.replay import ReplayScene
from scenes.swarm.view import HexView


class SwarmReplay(ReplayScene):
    def make_view(self, state) -> HexView:
        return HexView(state.board)

    def _lines(self, events, session) -> list[str]:
        # Called for the opening, then once per move in order: note the turn after each.
        self.__dict__.setdefault("_turns", []).append(session.state.turns)
        return log_lines(events, self.content, session.state)

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, st) -> None:
        view = self.view
        view.fit(rect)
        view.draw_terrain(surface, rect, tuple(st.spent_ruins), 1.0)
        races = self.content.game.races
        for h in range(st.board.size):
            seats = [r.seat for r in st.races if r.fleets[h] > 0]
            for seat, pos in zip(seats, view.counter_spots(h, len(seats)), strict=True):
                colour = tuple(races[seat].colour)
                view.counter(surface, races[seat].emblem, colour, pos, st.races[seat].fleets[h])

    def turn_of(self, st) -> int:
        return st.turns

    def jump_turn(self, direction: int) -> None:
        """To the next (or last) move after which a new turn had begun: rivals' turns lie
        inside the player's moves, so turns are read from the game, not the commands."""
        turns = self.__dict__.get("_turns", [])
        starts = [i for i in range(1, len(turns)) if turns[i] != turns[i - 1]]
        if direction > 0:
            later = [i for i in starts if i > self.index]
            self.go(later[0] if later else len(self.commands))
        else:
            earlier = [i for i in starts if i < self.index]
            self.go(earlier[-1] if earlier else 0)
