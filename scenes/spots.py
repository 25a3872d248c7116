"""What lies under the pointer, shared by every game's board: a drawn hotspot (a rect with
its kind and ref) and the target it resolves to."""

from __future__ import annotations

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
