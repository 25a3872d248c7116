"""What lies under the pointer, shared by every game's board: a drawn hotspot (a rect with
its kind and ref) and the target it resolves to."""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame


@attrs.define
class Hotspot:
    rect: pygame.Rect
    kind: str  # hand, slot, card, deck, button, log, defender
    ref: object = None


@attrs.frozen
class Target:
    """What lies under the pointer. `kind` is "option" (of the open pop-up, `ref` its index),
    "popup" (elsewhere inside it), "away" (outside an open pop-up), "button" (`ref` its name),
    a hotspot kind of the panels (hand, slot, card, deck, defender, completed) with its ref,
    or a map kind (swarm, planet, system, route) with its number."""

    kind: str
    ref: object = None


def point_finding(
    area: pygame.Rect, screen_size: tuple[int, int], finds: Callable[[tuple[int, int]], bool]
) -> tuple[int, int] | None:
    """A point of `area` on the screen where `finds` holds (the board's hit test finds the
    wanted thing there): its centre if it does, else the first of a grid across the area, as a
    person nudges the pointer onto the part that lights up. None when no point does."""
    steps = 6
    grid = [
        (area.x + area.width * i // steps, area.y + area.height * j // steps)
        for i in range(steps + 1)
        for j in range(steps + 1)
    ]
    screen = pygame.Rect((0, 0), screen_size)
    return next((p for p in [area.center, *grid] if screen.collidepoint(p) and finds(p)), None)
