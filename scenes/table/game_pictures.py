"""Each game's small picture for the title screen's picker, drawn (no image files needed)."""

from __future__ import annotations

import math

import pygame

from game import theme


def _hex(centre: tuple[float, float], r: float, pointy: bool = True) -> list[tuple[float, float]]:
    start = -30 if pointy else 0
    return [
        (
            centre[0] + r * math.cos(math.radians(start + 60 * i)),
            centre[1] + r * math.sin(math.radians(start + 60 * i)),
        )
        for i in range(6)
    ]


def weavers(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Systems joined by routes, a few coloured cubes on them, a violet swarm in the middle."""
    cx, cy = rect.center
    r = min(rect.width, rect.height) * 0.42
    pts = _hex((cx, cy), r)
    pygame.draw.aalines(surface, (90, 80, 150), True, pts)
    for p in pts:
        pygame.draw.aaline(surface, (70, 60, 120), (cx, cy), p)
    colours = [theme.CUBE[c] for c in ("red", "blue", "yellow", "white") if c in theme.CUBE]
    for i, p in enumerate(pts):
        pygame.draw.circle(surface, (200, 200, 230), (int(p[0]), int(p[1])), max(2, int(r * 0.1)))
        if colours:
            mid = ((p[0] + cx) / 2, (p[1] + cy) / 2)
            side = max(3, int(r * 0.14))
            cube = pygame.Rect(0, 0, side, side)
            cube.center = (int(mid[0]), int(mid[1]))
            pygame.draw.rect(surface, colours[i % len(colours)], cube)
    pygame.draw.circle(surface, theme.SWARM, (cx, cy), max(3, int(r * 0.22)))


def swarm(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A patch of hexes with two races' counters meeting on one of them."""
    side = min(rect.width, rect.height) * 0.18
    w = math.sqrt(3) * side
    cx, cy = rect.center
    spots = []
    for row in (-1, 0, 1):
        for col in (-1, 0, 1):
            x = cx + col * w + (w / 2 if row % 2 else 0) - w / 4
            y = cy + row * side * 1.5
            spots.append((x, y))
            pygame.draw.polygon(surface, (40, 44, 80), _hex((x, y), side * 0.95))
            pygame.draw.aalines(surface, (90, 96, 150), True, _hex((x, y), side * 0.95))
    ochre, teal = (214, 150, 52), (52, 178, 170)
    a, b = spots[4], spots[2]
    for (x, y), colour in (((a[0] - side * 0.3, a[1]), ochre), ((a[0] + side * 0.3, a[1]), teal)):
        pygame.draw.circle(surface, colour, (int(x), int(y)), max(3, int(side * 0.3)))
    pygame.draw.circle(surface, ochre, (int(b[0]), int(b[1])), max(3, int(side * 0.3)))
    star = (int(spots[6][0]), int(spots[6][1]))
    pygame.draw.circle(surface, (255, 230, 150), star, max(2, int(side * 0.2)))


def arachnid(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A round web with a spider at its heart."""
    cx, cy = rect.center
    r = min(rect.width, rect.height) * 0.42
    for k in (0.35, 0.7, 1.0):
        pygame.draw.aalines(surface, (150, 150, 170), True, _hex((cx, cy), r * k, pointy=False))
    for p in _hex((cx, cy), r, pointy=False):
        pygame.draw.aaline(surface, (120, 120, 140), (cx, cy), p)
    body = max(3, int(r * 0.16))
    pygame.draw.circle(surface, (60, 40, 40), (cx, cy), body)
    for i in range(8):
        ang = math.radians(20 + i * 45)
        end = (cx + math.cos(ang) * body * 2.2, cy + math.sin(ang) * body * 2.2)
        pygame.draw.line(surface, (60, 40, 40), (cx, cy), end, 2)
