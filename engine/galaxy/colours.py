"""Cube colours, their meanings and glyphs (C1), and the supremacy kind each one feeds."""

from __future__ import annotations

RED, BLUE, YELLOW, WHITE, BLACK = "red", "blue", "yellow", "white", "black"
COLOURS: tuple[str, ...] = (RED, BLUE, YELLOW, WHITE, BLACK)
ROUTE_COLOURS: tuple[str, ...] = (RED, BLUE, YELLOW, WHITE)  # black never goes on routes (C4.1)

# Slot requirements on cards: a colour, any non-black cube, or any cube at all.
ANY = "any"
SLOT_KINDS: tuple[str, ...] = (*COLOURS, ANY)

MEANING = {RED: "Military", BLUE: "Science", YELLOW: "Economy", WHITE: "Industry", BLACK: "Admin"}
GLYPH = {RED: "triangle", BLUE: "circle", YELLOW: "diamond", WHITE: "square", BLACK: "cross"}

MIGHT, INSIGHT, PROSPERITY, INDUSTRY, ORDER = "might", "insight", "prosperity", "industry", "order"
SUPREMACY: tuple[str, ...] = (MIGHT, INSIGHT, PROSPERITY, INDUSTRY, ORDER)
SUPREMACY_OF = {RED: MIGHT, BLUE: INSIGHT, YELLOW: PROSPERITY, WHITE: INDUSTRY, BLACK: ORDER}

# Starting-system colours clockwise from the top-left corner (C2).
CORNER_COLOURS: tuple[str, ...] = (RED, BLUE, YELLOW, WHITE)
CORNER_NAMES: tuple[str, ...] = ("top-left", "top-right", "bottom-right", "bottom-left")


def slot_accepts(requirement: str, colour: str) -> bool:
    """Whether a cube of `colour` may fill a slot with this requirement (C4.3)."""
    if requirement == ANY:
        return colour != BLACK
    return requirement == colour
