"""The new-game screen's choice of game: the standard game or one of the five scenarios, as a
row of buttons, with the chosen one's story line and goal under it. In a campaign the next
scenario is the only one offered (the others say why they are not)."""

from __future__ import annotations

from functools import partial

import pygame

from game import draw, theme
from game.widgets import Button
from scenes.galaxy import scenario_words

STANDARD = "The standard game: the usual rules and the usual ways to win."


class ScenarioPicker:
    def __init__(self, chosen: int | None = None, campaign: bool = False) -> None:
        self.chosen = chosen  # None: the standard game
        self.campaign = campaign
        self.scenarios = scenario_words.all_scenarios()
        self.buttons = [Button("Standard game", lambda: self._pick(None))]
        for sc in self.scenarios:
            tip = f"{sc.name}: " + " ".join(sc.rules)
            pick = Button(f"{sc.number} {sc.name}", partial(self._pick, sc.number), tooltip=tip)
            self.buttons.append(pick)
        if campaign:
            why = "In a campaign the scenarios are played in order"
            for b, n in zip(
                self.buttons, [None, *(sc.number for sc in self.scenarios)], strict=True
            ):
                b.enabled = n == chosen
                b.tooltip = b.tooltip if b.enabled else why

    def _pick(self, number: int | None) -> None:
        self.chosen = number

    def hovered(self) -> Button | None:
        """The button under the pointer, if it has something to say (its scenario's special
        rules, or why it cannot be picked in a campaign)."""
        return next((b for b in self.buttons if b.hover and b.tooltip), None)

    @property
    def numbers(self) -> list[int]:
        return [sc.number for sc in self.scenarios]

    def words(self) -> tuple[str, str]:
        """The chosen game's story line and goal, as shown under the buttons."""
        return self.words_for(self.chosen)

    def words_for(self, choice: int | None) -> tuple[str, str]:
        if choice is None:
            return STANDARD, ""
        sc = next(sc for sc in self.scenarios if sc.number == choice)
        lead = f"Campaign, scenario {sc.number}: " if self.campaign else ""
        return lead + sc.story, sc.goal

    def handle(self, event: pygame.event.Event) -> bool:
        return any(b.handle(event) for b in self.buttons)

    def draw_buttons(self, surface: pygame.Surface, rect: pygame.Rect, pointer, s: float) -> None:
        """One row of buttons filling the rect: the standard game a little wider."""
        gap = int(8 * s)
        n = len(self.buttons)
        unit = (rect.width - gap * (n - 1)) / (n + 0.3)
        x = float(rect.x)
        for i, b in enumerate(self.buttons):
            width = unit * (1.3 if i == 0 else 1.0)
            b.rect = pygame.Rect(int(x), rect.y, int(width), rect.height)
            x += width + gap
            b.hover = b.rect.collidepoint(pointer)
            number = None if i == 0 else self.scenarios[i - 1].number
            b.draw(surface, s * 0.7, selected=number == self.chosen)

    def _lines(self, choice: int | None, size: int, width: int) -> int:
        story, goal = self.words_for(choice)
        return len(draw.wrap(story, size, width)) + (
            len(draw.wrap(goal, size, width)) if goal else 0
        )

    def words_height(self, width: int, s: float) -> int:
        """Room for the longest choice's story and goal at this width, so the map below keeps
        its size whichever game is picked."""
        size = int(18 * s)
        most = max(self._lines(c, size, width) for c in [None, *self.numbers])
        return int(most * size * 1.2) + int(6 * s)

    def draw_words(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The story line, and under it the goal in the highlight colour."""
        story, goal = self.words()
        size = int(18 * s)
        used = draw.text_block(surface, story, rect, size, theme.TEXT_DIM, spacing=1.2)
        if goal:
            below = pygame.Rect(rect.x, rect.y + used, rect.width, rect.height - used)
            draw.text_block(surface, goal, below, size, theme.HIGHLIGHT, spacing=1.2)
