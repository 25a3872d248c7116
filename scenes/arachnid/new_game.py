"""Arachnid's New game (A3.1, AD1, AD2): your colour, 2 or 3 rival colonies with their
personalities shown, the level in plain words and a scenario. The ability draft is the
game's first decision, on the board, with what each ability does."""

from __future__ import annotations

from functools import partial

import pygame

from engine.arachnid.rulebook import level_words
from engine.modes import get
from game import draw, theme
from game.widgets import Button
from scenes import games
from scenes.arachnid.view import COLONY
from scenes.table.new_game import TableNewGame

PERSONALITY_WORDS = {
    "queen": "spins webs everywhere (Agile)",
    "marauder": "raids your spiders and over-spins your webs (Vicious)",
    "trapper": "hunts critters for their food (Pounce)",
    "drifter": "forages for food, ballooning across the web (Balloon)",
}


def scenarios(content) -> dict:
    """The free game, then the scenarios (AD2), by number."""
    return {0: content.scenario(0), **dict(sorted(content.scenarios.items()))}


class ArachnidNewGame(TableNewGame):
    mode = "arachnid"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.content = get("arachnid").rules().content
        g = self.content.game
        self.colour = g.colours[0]
        self.rivals = 2
        self.level = 3
        self.scenario = 0
        self.personalities = list(self.content.personalities)[:3]
        self.colour_buttons = [
            Button(name, partial(self._set, "colour", c))
            for c, name in zip(g.colours, g.colour_names, strict=True)
        ]
        self.rival_buttons = [
            Button(f"{k} rivals", partial(self._set, "rivals", k))
            for k in games.get("arachnid").rivals
        ]
        self.pers_buttons = [Button("", partial(self._cycle, i)) for i in range(3)]
        self.level_buttons = [
            Button(f"{lv}  {self.content.levels[lv].name}", partial(self._set, "level", lv))
            for lv in sorted(self.content.levels)
        ]
        self.scenario_buttons = [
            Button(f"{n}. {sc.name}" if n else sc.name, partial(self._set, "scenario", n))
            for n, sc in scenarios(self.content).items()
        ]

    def _set(self, key: str, value) -> None:
        setattr(self, key, value)
        if key == "scenario" and self.content.scenario(value).rivals:
            self.rivals = self.content.scenario(value).rivals

    def _cycle(self, i: int) -> None:
        names = list(self.content.personalities)
        self.personalities[i] = names[(names.index(self.personalities[i]) + 1) % len(names)]

    def options(self) -> dict:
        opts: dict = {
            "colour": self.colour,
            "rivals": self.rivals,
            "difficulty": self.level,
            "personalities": self.personalities[: self.rivals],
        }
        if self.scenario:
            opts["scenario"] = self.scenario
        return opts

    def controls(self) -> list[Button]:
        return [*self.colour_buttons, *self.rival_buttons, *self.pers_buttons[: self.rivals],
                *self.level_buttons, *self.scenario_buttons]  # fmt: skip

    def row_height(self, h: int, s: float) -> int:
        return min(int(36 * s), int(h * 0.055))

    def draw_panels(
        self, surface: pygame.Surface, panels: list[pygame.Rect], start_top: int, s: float
    ) -> None:
        left, mid, right = panels
        self._colony(surface, left, s)
        y = self.heading(surface, "Level", mid, mid.y + int(10 * s), s)
        levels = list(zip(sorted(self.content.levels), self.level_buttons, strict=True))
        blurb = level_words(self.content.levels[self.level])  # the numbers from the data
        self.level_list(surface, mid, y, levels, self.level, blurb, mid.bottom, s)
        row_h = self.row_height(surface.get_height(), s)
        gap = int(6 * s)
        y = self.heading(surface, "Scenario", right, right.y + int(10 * s), s)
        for n, b in enumerate(self.scenario_buttons):
            rect = pygame.Rect(right.x + int(12 * s), y, right.width - int(24 * s), row_h)
            self.pick(surface, b, rect, s, n == self.scenario)
            y += row_h + gap
        room = pygame.Rect(
            right.x + int(14 * s), y + gap, right.width - int(28 * s), start_top - y - int(18 * s)
        )
        draw.text_block(
            surface,
            self.content.scenario(self.scenario).text,
            room,
            int(19 * s),
            theme.TEXT_DIM,
            shrink=True,
        )

    def _colony(self, surface, panel: pygame.Rect, s: float) -> None:
        row_h = self.row_height(surface.get_height(), s)
        gap = int(6 * s)
        y = self.heading(surface, "Your colour", panel, panel.y + int(10 * s), s)
        bw = (panel.width - int(24 * s) - 3 * gap) // 4
        for k, (c, b) in enumerate(
            zip(self.content.game.colours, self.colour_buttons, strict=True)
        ):
            r = pygame.Rect(panel.x + int(12 * s) + k * (bw + gap), y, bw, row_h)
            self.pick(surface, b, r, s, c == self.colour)
            pygame.draw.rect(surface, COLONY[c], (r.x + 3, r.bottom - 5, r.width - 6, 3))
        y += row_h + int(14 * s)
        y = self.heading(surface, "Rival colonies", panel, y, s)
        locked = bool(self.content.scenario(self.scenario).rivals)
        bw = (panel.width - int(24 * s) - gap) // 2
        for k, b in enumerate(self.rival_buttons):
            b.enabled = not locked
            r = pygame.Rect(panel.x + int(12 * s) + k * (bw + gap), y, bw, row_h)
            self.pick(surface, b, r, s, self.rivals == k + 2)
        y += row_h + int(10 * s)
        pers = self.content.personalities
        for i in range(self.rivals):
            draw.text(
                surface,
                f"{i + 1}.",
                (panel.x + int(16 * s), y + row_h // 2),
                int(20 * s),
                theme.TEXT,
                "midleft",
                box=panel,
            )
            b = self.pers_buttons[i]
            b.label = pers[self.personalities[i]].name
            self.pick(
                surface, b, pygame.Rect(panel.x + int(40 * s), y, int(120 * s), row_h), s, False
            )
            words = PERSONALITY_WORDS.get(self.personalities[i], "")
            beside = panel.right - int(180 * s) - panel.x
            if beside >= int(190 * s):  # room beside its button
                box = pygame.Rect(panel.x + int(168 * s), y, beside, row_h)
                draw.text_block(surface, words, box, int(15 * s), theme.TEXT_DIM, shrink=True)
                y += row_h + gap
                continue
            y += row_h + int(2 * s)  # a large UI scale: under it, across the panel
            box = pygame.Rect(panel.x + int(40 * s), y, panel.right - int(54 * s) - panel.x, 0)
            lines = draw.wrap(words, int(15 * s), box.width)
            box.height = len(lines) * int(15 * s * 1.15)
            draw.text_block(surface, words, box, int(15 * s), theme.TEXT_DIM)
            y = box.bottom + gap
        note = "Click a rival's personality to change it. Rival colours are dealt from the rest."
        room = pygame.Rect(
            panel.x + int(14 * s),
            y + gap,
            panel.width - int(28 * s),
            panel.bottom - y - int(12 * s),
        )
        draw.text_block(surface, note, room, int(17 * s), theme.TEXT_DIM, shrink=True)
