"""The end of Arachnid's guided game: what it taught, and on to a real game (the shared end
screen of the guided game, scenes.table.guided_done, with Arachnid's own screens and token)."""

from __future__ import annotations

import pygame

from scenes.arachnid.view import token
from scenes.table.guided_done import GuidedDone


class ArachnidTutorialDone(GuidedDone):
    def bullet(self, surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
        token(surface, self.tut.colour, centre, size * 0.75)

    def play(self) -> None:
        from scenes.arachnid.new_game import ArachnidNewGame

        self.app.scenes.replace(ArachnidNewGame(self.app))

    def rules(self) -> None:
        from scenes.arachnid.quick_rules import ArachnidQuickRules

        self.app.scenes.push(ArachnidQuickRules(self.app))
