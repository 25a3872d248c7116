"""The end of The Weavers' guided game (the shared end screen, scenes.table.guided_done)."""

from __future__ import annotations

import pygame

from game import draw
from scenes.table.guided_done import GuidedDone


class TutorialDone(GuidedDone):
    def bullet(self, surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
        draw.cube(surface, "yellow", centre, size)

    def play(self) -> None:
        from scenes.galaxy.new_game import NewGameScene

        self.app.scenes.replace(NewGameScene(self.app))

    def rules(self) -> None:
        from scenes.galaxy.quick_rules import QuickRulesScene

        self.app.scenes.push(QuickRulesScene(self.app))
