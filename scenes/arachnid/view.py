"""Where Arachnid's board sits on screen: hex centres by radar number, the hex under a point,
and the colony colours with their glyph shapes (colour never carries meaning alone)."""

from __future__ import annotations

import math

import pygame

from engine.arachnid.board import BOARD, RADIUS
from engine.core.hexgrid import Layout
from game import theme

# The theme's tables themselves (not copies): the colour-blind palette changes them in place.
COLONY = theme.COLONY
INK = theme.COLONY_INK
SHAPE = {"red": "triangle", "yellow": "diamond", "green": "circle", "purple": "square"}
ROLE_LETTER = {"alpha": "A", "beta": "B", "weaver": "W", "soldier": "S"}
ROLE_WORD = {"alpha": "Alpha", "beta": "Beta", "weaver": "Weaver", "soldier": "Soldier"}
FOOD = (250, 170, 60)
ARROW = (90, 150, 255)  # the blue arrow: radar numbers start on its ray (A2.1)


class WebView:
    """The radial web fitted into a rectangle: pointy-top hexes, corner 1 to the east."""

    def __init__(self, rect: pygame.Rect, least: float = 6.0) -> None:
        """`least`: the smallest hex it draws (a board stays clickable; a thumbnail fits its
        card whatever its size)."""
        self.rect = pygame.Rect(rect)
        # A radius-5 board is 11 hexes wide (sqrt 3 each) and 16 half-heights tall plus 2.
        across = math.sqrt(3) * (2 * RADIUS + 1)
        down = 1.5 * (2 * RADIUS) + 2
        self.size = max(least, min(rect.width / across, rect.height / down))
        self.layout = Layout(self.size, self.size, rect.centerx, rect.centery)
        self.centres = [self.layout.to_pixel(h) for h in BOARD.hexes]
        self._corners: dict[tuple[int, float], list[tuple[float, float]]] = {}

    def centre(self, h: int) -> tuple[float, float]:
        return self.centres[h]

    def corners(self, h: int, shrink: float = 1.0) -> list[tuple[float, float]]:
        key = (h, shrink)
        got = self._corners.get(key)
        if got is None:
            got = self._corners[key] = self._make_corners(h, shrink)
        return got

    def _make_corners(self, h: int, shrink: float) -> list[tuple[float, float]]:
        cx, cy = self.centres[h]
        out = []
        for i in range(6):
            a = math.radians(60 * i - 30)
            out.append(
                (cx + self.size * shrink * math.cos(a), cy + self.size * shrink * math.sin(a))
            )
        return out

    def hex_at(self, pos: tuple[int, int]) -> int:
        """The radar number of the hex under the point, or -1."""
        h = self.layout.to_hex(*pos)
        return BOARD.index.get(h, -1)

    def hex_rect(self, h: int, share: float = 0.5) -> pygame.Rect:
        """A square around the hex's centre (for clicking it and for the layout check)."""
        cx, cy = self.centres[h]
        r = max(3, int(self.size * share))
        return pygame.Rect(int(cx) - r, int(cy) - r, 2 * r, 2 * r)


def glyph(surface: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """A colony's glyph (A1): red triangle, yellow diamond, green circle, purple square."""
    ink = INK[colour]
    cx, cy = centre
    shape = SHAPE[colour]
    if shape == "triangle":
        pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.7), (cx - r * 0.9, cy + r * 0.7)]
        pygame.draw.polygon(surface, ink, pts)
    elif shape == "diamond":
        pygame.draw.polygon(surface, ink, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)])
    elif shape == "circle":
        pygame.draw.circle(surface, ink, (int(cx), int(cy)), max(1, int(r * 0.8)))
    else:
        q = r * 0.75
        pygame.draw.rect(surface, ink, (cx - q, cy - q, 2 * q, 2 * q))


def token(surface: pygame.Surface, colour: str, centre: tuple[float, float], r: float) -> None:
    """A round colony token with its glyph (den stacks, scores, rival panels)."""
    pygame.draw.circle(surface, COLONY[colour], (int(centre[0]), int(centre[1])), max(2, int(r)))
    pygame.draw.circle(
        surface, theme.PIECE_EDGE, (int(centre[0]), int(centre[1])), max(2, int(r)), 1
    )
    glyph(surface, colour, centre, r * 0.55)
