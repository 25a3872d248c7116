"""Space Swarm's New game: rivals 1-3 with their colours and emblems, each seat a person or a
rival (hot-seat), the level with a plain description, standard or random board with its
seed, or a scenario."""

from __future__ import annotations

import time
from functools import partial

import pygame

from engine.core.session import Session
from engine.swarm.rulebook import level_words
from engine.swarm.rules import SwarmRules
from game import draw, theme
from game.widgets import Button, TextInput
from scenes import games
from scenes.swarm.view import emblem, race_colour
from scenes.table.new_game import TableNewGame, place


def start_game(
    app, seed: int, options: dict, replace: bool = False, autoplay: bool = False,
    bot: str = "heuristic",
):  # fmt: skip
    """Start a Space Swarm game on its board with these setup options."""
    from scenes.swarm.board import SwarmBoard

    rules = SwarmRules()
    opts = {k: v for k, v in options.items() if k != "species"}
    problem = rules.setup_problem(rules.setup(seed, **opts))
    if problem:
        raise ValueError(f"{problem[0]}: {problem[1]}")
    session = Session.new(rules, rules.setup(seed, **opts))
    return place(app, SwarmBoard(app, session, autoplay=autoplay, bot=bot), replace)


class NewGameScene(TableNewGame):
    mode = "swarm"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.rules = SwarmRules()
        self.content = self.rules.content
        self.rivals = 1
        self.seats = ["human", "automa", "automa", "automa"]
        self.level = 3
        self.board = "standard"
        self.scenario = 0
        self.seed_field = TextInput(str(int(time.time()) % 100000), allowed="0123456789", limit=9)
        self.rival_buttons = [
            Button(str(k), partial(self._set, "rivals", k)) for k in games.get("swarm").rivals
        ]
        self.seat_buttons = [Button("", partial(self._toggle_seat, i)) for i in range(1, 4)]
        self.level_buttons = [
            Button(f"{lv}  {self.content.levels[lv].name}", partial(self._set, "level", lv))
            for lv in sorted(self.content.levels)
        ]
        self.board_buttons = [
            Button("Standard board", lambda: self._set("board", "standard")),
            Button("Random board", lambda: self._set("board", "random")),
        ]
        self.scenario_buttons = [Button("Free game", lambda: self._set("scenario", 0))] + [
            Button(f"{n}. {sc.name}", partial(self._set, "scenario", n))
            for n, sc in sorted(self.content.scenarios.items())
        ]

    def _set(self, key: str, value) -> None:
        setattr(self, key, value)
        if key == "scenario" and value:
            self.rivals = self.content.scenarios[value].rivals

    def _toggle_seat(self, i: int) -> None:
        self.seats[i] = "human" if self.seats[i] == "automa" else "automa"

    def options(self) -> dict:
        n = self.rivals + 1
        opts: dict = {"difficulty": self.level, "rivals": self.rivals}
        if self.scenario:
            opts["scenario"] = self.scenario
        else:
            opts["board"] = self.board
        if any(x == "human" for x in self.seats[1:n]):
            opts["seats"] = self.seats[:n]
        return opts

    def seed(self) -> int:
        if self.board == "random" and not self.scenario:
            return int(self.seed_field.text or "0")
        return super().seed()

    def handle_more(self, event: pygame.event.Event) -> bool:
        if self.board == "random":
            self.seed_field.handle(event)
        return False

    def controls(self) -> list[Button]:
        seats = self.seat_buttons[: self.rivals]
        return [*self.rival_buttons, *seats, *self.level_buttons, *self.board_buttons,
                *self.scenario_buttons]  # fmt: skip

    def draw_panels(
        self, surface: pygame.Surface, panels: list[pygame.Rect], start_top: int, s: float
    ) -> None:
        left, mid, right = panels
        row_h = self.row_height(surface.get_height(), s)
        gap = int(6 * s)
        y = self.heading(surface, "Rival races", left, left.y + int(10 * s), s)
        bw = (left.width - int(24 * s) - 2 * gap) // 3
        locked = bool(self.scenario)
        for k, b in enumerate(self.rival_buttons):
            b.enabled = not locked
            r = pygame.Rect(left.x + int(12 * s) + k * (bw + gap), y, bw, row_h)
            self.pick(surface, b, r, s, self.rivals == k + 1)
        y += row_h + int(14 * s)
        races = self.content.game.races
        for seat in range(self.rivals + 1):
            rd = races[seat]
            c = (left.x + int(30 * s), y + row_h // 2)
            emblem(surface, rd.emblem, race_colour(rd), c, 11 * s)
            draw.text(surface, rd.name, (left.x + int(50 * s), c[1]), int(20 * s), race_colour(rd),
                      "midleft", bold=True)  # fmt: skip
            if seat == 0:
                draw.text(surface, "you", (left.x + int(170 * s), c[1]), int(18 * s),
                          theme.TEXT_DIM, "midleft")  # fmt: skip
            else:
                b = self.seat_buttons[seat - 1]
                b.label = "a person (hot-seat)" if self.seats[seat] == "human" else "a rival"
                r = pygame.Rect(left.x + int(160 * s), y, left.right - int(172 * s) - left.x, row_h)
                self.pick(surface, b, r, s, False)
            y += row_h + gap
        note = "Click a seat to let a person play it: the mouse passes between you."
        room = pygame.Rect(
            left.x + 14 * s, y + 6 * s, left.width - 28 * s, left.bottom - y - 16 * s
        )
        draw.text_block(surface, note, room, int(18 * s), theme.TEXT_DIM, shrink=True)
        # Board and scenario.
        y = self.heading(surface, "Board or scenario", mid, mid.y + int(10 * s), s)
        bw = (mid.width - int(24 * s) - gap) // 2
        for k, b in enumerate(self.board_buttons):
            b.enabled = not locked
            r = pygame.Rect(mid.x + int(12 * s) + k * (bw + gap), y, bw, row_h)
            self.pick(surface, b, r, s, not locked and ("standard", "random")[k] == self.board)
        y += row_h + gap
        if self.board == "random" and not locked:
            draw.text(
                surface, "Seed", (mid.x + 14 * s, y + row_h // 2), int(20 * s), anchor="midleft"
            )
            self.seed_field.rect = pygame.Rect(mid.x + int(70 * s), y, int(180 * s), row_h)
            self.seed_field.draw(surface, s * 0.8, "0")
            y += row_h + gap
        y += int(8 * s)
        for n, b in enumerate(self.scenario_buttons):
            r = pygame.Rect(mid.x + int(12 * s), y, mid.width - int(24 * s), row_h)
            self.pick(surface, b, r, s, self.scenario == n)
            y += row_h + gap
        text = (
            self.content.scenarios[self.scenario].text
            if self.scenario
            else ("A free game: you choose the rivals and the board.")
        )
        room = pygame.Rect(mid.x + 14 * s, y + 6 * s, mid.width - 28 * s, mid.bottom - y - 16 * s)
        draw.text_block(surface, text, room, int(18 * s), theme.TEXT_DIM, shrink=True)
        # Level.
        y = self.heading(surface, "Level", right, right.y + int(10 * s), s)
        levels = list(zip(sorted(self.content.levels), self.level_buttons, strict=True))
        blurb = level_words(self.content.levels[self.level])  # as the rules say it (SD1)
        self.level_list(surface, right, y, levels, self.level, blurb, start_top, s)
