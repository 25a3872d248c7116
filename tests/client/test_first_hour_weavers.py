"""The Weavers' board as a newcomer met it (issue 36, items 8-12)."""

from __future__ import annotations

import math

import pygame
import pytest

from game import draw, theme

COLOURS = ("red", "blue", "yellow", "white", "black")


def _slot_picture(need: str, filled: str, side: int) -> pygame.Surface:
    """One slot on a card's panel colour."""
    surface = pygame.Surface((side + 8, side + 8))
    surface.fill(theme.PANEL if hasattr(theme, "PANEL") else (34, 38, 56))
    draw.slot(surface, need, filled, pygame.Rect(4, 4, side, side))
    return surface


def _like_the_cube(picture: pygame.Surface, colour: str) -> float:
    """The share of the slot's pixels that read as the cube's colour: near it, or (a
    coloured cube) of its hue, darker or lighter; what the eye takes for "a blue cube"."""
    import colorsys

    cube = theme.CUBE[colour]
    h0, _, s0 = colorsys.rgb_to_hls(*(c / 255 for c in cube))
    w, h = picture.get_size()
    inside = [picture.get_at((x, y))[:3] for x in range(4, w - 4) for y in range(4, h - 4)]

    def like(rgb) -> bool:
        if math.dist(rgb, cube) < 60:
            return True
        hue, _, sat = colorsys.rgb_to_hls(*(c / 255 for c in rgb))
        turn = min(abs(hue - h0), 1 - abs(hue - h0))
        return s0 > 0.3 and sat > 0.25 and turn < 0.05

    return sum(like(p) for p in inside) / len(inside)


@pytest.mark.parametrize("palette", ["standard", "colour-blind"])
@pytest.mark.parametrize("side", [12, 16, 22])
@pytest.mark.parametrize("colour", COLOURS)
def test_an_empty_slot_and_a_filled_one_differ_at_a_glance(palette, side, colour):
    """Item 8: most of a slot changes colour when its cube goes in (a newcomer read Cyber
    Assault's empty blue slots as filled), in both palettes and at every slot size."""
    theme.set_palette(palette)
    try:
        empty = _slot_picture(colour, "", side)
        filled = _slot_picture(colour, colour, side)
        hollow, full = _like_the_cube(empty, colour), _like_the_cube(filled, colour)
        assert hollow <= 0.36 and full > hollow, (hollow, full)
    finally:
        theme.set_palette("standard")
