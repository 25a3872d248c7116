"""A question over the current screen, answered with one of a few labelled buttons.

Every "are you sure?" in the game is this one dialog, so they all look and answer alike:
the screen below stays visible (shaded), the answers are spelled out on the buttons, the
last button is always Cancel, and Esc cancels too. Enter gives the first answer, drawn
outlined as the one it takes (the keyboard ring, once moved, takes Enter instead). A question
the player did not ask for (`click_through`, the guided game's offer) never eats a click: one
beside its box answers Cancel and goes on to the screen below.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from game import draw, theme
from game.layout_record import MAP
from game.scene import Scene
from game.widgets import Button

Answer = tuple[str, Callable[[], None]]


class ConfirmScene(Scene):
    def __init__(
        self,
        app,
        question: str,
        detail: str,
        answers: list[Answer],
        cancel: str = "Cancel",
        click_through: bool = False,
    ) -> None:
        super().__init__(app)
        self.click_through = click_through
        self.box = pygame.Rect(0, 0, 0, 0)  # where the question is drawn
        self.below = app.scenes.top  # drawn under the shade; it gets no input meanwhile
        self.question = question
        self.detail = detail
        self.pointer = (0, 0)
        self.buttons = [Button(label, self._answer(action)) for label, action in answers]
        self.buttons.append(Button(cancel, self.cancel))

    def _answer(self, action: Callable[[], None]) -> Callable[[], None]:
        def run() -> None:
            # Close first: the answer may replace or push scenes of its own.
            self.app.scenes.pop()
            action()

        return run

    def cancel(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.buttons[0].on_click()
            return
        if (
            self.click_through
            and event.type == pygame.MOUSEBUTTONUP
            and self.box.width
            and not self.box.collidepoint(event.pos)
        ):
            self.cancel()
            if self.below is not None and self.app.scenes.top is self.below:
                self.below.handle(
                    pygame.event.Event(
                        pygame.MOUSEMOTION, pos=event.pos, rel=(0, 0), buttons=(0, 0, 0)
                    )
                )
                self.below.handle(event)
            return
        self.handle_menu(event, self.cancel)

    def draw(self, surface: pygame.Surface) -> None:
        if self.below is not None:
            start = len(draw.recorder.items) if draw.recorder is not None else 0
            self.below.draw(surface)
            if draw.recorder is not None:  # under the shade: never the question's layer
                items = draw.recorder.items
                items[start:] = [
                    d if d.layer == MAP else attrs.evolve(d, layer=f"under {d.layer}")
                    for d in items[start:]
                ]
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        with draw.layer("dialog"):  # over the shaded screen below on purpose
            self._box(surface)

    def _box(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_size(), self.app.ui_scale)
        w, h = surface.get_size()
        pad = int(24 * s)
        width = int(560 * s)
        body = int(20 * s)
        lines = len(draw.wrap(self.detail, body, width - 2 * pad)) if self.detail else 0
        btn_h, gap = int(46 * s), int(10 * s)
        height = (
            pad
            + int(40 * s)
            + lines * int(body * 1.25)
            + int(16 * s)
            + len(self.buttons) * (btn_h + gap)
            + pad
        )
        box = pygame.Rect(0, 0, width, height)
        box.center = (w // 2, h // 2)
        self.box = box
        draw.panel(surface, box, alpha=250)
        pygame.draw.rect(surface, theme.ACCENT, box, width=max(1, int(2 * s)), border_radius=8)
        draw.text(
            surface, self.question, (box.x + pad, box.y + pad), int(28 * s), theme.TEXT, bold=True
        )
        y = box.y + pad + int(40 * s)
        if self.detail:
            text = pygame.Rect(box.x + pad, y, width - 2 * pad, lines * int(body * 1.25))
            y += draw.text_block(surface, self.detail, text, body, theme.TEXT_DIM, spacing=1.25)
        y += int(16 * s)
        for b in self.buttons:
            b.rect = pygame.Rect(box.x + pad, y, width - 2 * pad, btn_h)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.8, selected=b is self.buttons[0])  # what Enter gives
            y += btn_h + gap
