"""The end of Space Swarm's guided game: what it taught, and on to a real game (the shared
end screen of the guided game, with Space Swarm's own screens and emblem)."""

from __future__ import annotations

import pygame

from scenes.swarm.view import emblem
from scenes.table.guided_done import GuidedDone


class SwarmTutorialDone(GuidedDone):
    def bullet(self, surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
        from engine.swarm.content import default_content

        race = default_content().game.races[0]
        emblem(surface, race.emblem, tuple(race.colour), centre, size * 0.6)

    def play(self) -> None:
        from scenes.swarm.new_game import NewGameScene

        self.app.scenes.replace(NewGameScene(self.app))

    def rules(self) -> None:
        from scenes.swarm.quick_rules import SwarmQuickRules

        self.app.scenes.push(SwarmQuickRules(self.app))
