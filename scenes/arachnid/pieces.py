"""Drawing the web board: hexes, webs by colony (height 2 raised), food, funnels, spiders with
their role (stunned upside down, snared netted), critters with bites left and food."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable

import pygame

from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.state import Critter, GameState, Spider
from game import draw, theme
from scenes.arachnid.view import ARROW, COLONY, FOOD, ROLE_LETTER, WebView, glyph

GROUND = (26, 30, 44)
GROUND_EDGE = (52, 58, 82)
SPAWN = (60, 40, 70)
CRITTER = {
    "fly": (200, 60, 60),
    "worm": (200, 150, 120),
    "crawl": (110, 150, 80),
    "heebie": (90, 200, 200),
}
CRITTER_LETTER = {"fly": "L", "worm": "M", "crawl": "T", "heebie": "H"}


@functools.cache
def shade(colour: tuple[int, int, int], k: float) -> tuple[int, int, int]:
    red, green, blue = (max(0, min(255, int(c * k))) for c in colour)
    return red, green, blue


def ground(surface: pygame.Surface, view: WebView) -> None:
    """The empty board: every hex, the spawn hex and the blue arrow (A2.1)."""
    for h in range(BOARD.size):
        pts = view.corners(h, 0.97)
        pygame.draw.polygon(surface, SPAWN if h == 0 else GROUND, pts)
        pygame.draw.polygon(surface, GROUND_EDGE, pts, 1)
    a = view.centre(0)
    b = view.centre(BOARD.corner_ray(1, 5))
    tip = (a[0] + (b[0] - a[0]) * 1.08, a[1] + (b[1] - a[1]) * 1.08)
    pygame.draw.line(surface, ARROW, a, tip, max(1, int(view.size * 0.06)))
    draw.arrow_head(surface, ARROW, tip, (1.0, 0.0), view.size * 0.3)


def webs(
    surface: pygame.Surface,
    view: WebView,
    state: GameState,
    colours: list[str],
    spin_of: Callable[[int], float | None],
) -> None:
    """Web spaces in their top colony's colour and glyph; height 2 sits raised on a shadow with
    a second ring in the colour of the token beneath. A web still to be spun shows the space
    as it was (its strands are drawn over it by `spinning`)."""
    lift = view.size * 0.12
    for h, stack in enumerate(state.webs):
        if spin_of(h) is not None:
            stack = stack[:-1]
        if not stack:
            continue
        top = colours[stack[-1]]
        cx, cy = view.centre(h)
        if len(stack) == 2:
            under = colours[stack[0]]
            pygame.draw.polygon(surface, (8, 8, 12), view.corners(h, 0.95))
            pts = [(x, y - lift) for x, y in view.corners(h, 0.9)]
            pygame.draw.polygon(surface, COLONY[top], pts)
            inner = [(x, y - lift) for x, y in view.corners(h, 0.72)]
            pygame.draw.polygon(
                surface, shade(COLONY[under], 0.55), inner, max(2, int(view.size * 0.1))
            )
            pygame.draw.polygon(surface, (245, 245, 250), pts, 2)
            glyph(surface, top, (cx, cy - lift), view.size * 0.22)
        else:
            pts = view.corners(h, 0.9)
            pygame.draw.polygon(surface, shade(COLONY[top], 0.75), pts)
            pygame.draw.polygon(surface, shade(COLONY[top], 0.4), pts, 1)
            glyph(surface, top, (cx, cy), view.size * 0.2)
        _strands(surface, view, h, shade(COLONY[top], 1.15))


def spinning(surface: pygame.Surface, view: WebView, h: int, colour_name: str, t: float) -> None:
    """A web being spun: six radial strands appear one after another, then the rim."""
    colour = COLONY[colour_name]
    cx, cy = view.centre(h)
    pts = view.corners(h, 0.9)
    shown = t * 7
    for k in range(6):
        if shown > k:
            part = min(1.0, shown - k)
            x, y = pts[k]
            pygame.draw.line(
                surface, colour, (cx, cy), (cx + (x - cx) * part, cy + (y - cy) * part), 2
            )
    if shown > 6:
        pygame.draw.polygon(surface, colour, pts, 2)


def _strands(surface: pygame.Surface, view: WebView, h: int, colour) -> None:
    """Three thin threads across the hex, so a web reads as a web."""
    cx, cy = view.centre(h)
    r = view.size * 0.8
    for k in range(3):
        a = math.radians(60 * k)
        d = (math.cos(a) * r, math.sin(a) * r)
        pygame.draw.aaline(surface, colour, (cx - d[0], cy - d[1]), (cx + d[0], cy + d[1]))


def food_and_funnels(
    surface: pygame.Surface, view: WebView, state: GameState, colours: list[str]
) -> None:
    s = view.size
    for h in range(BOARD.size):
        cx, cy = view.centre(h)
        if state.funnel[h] >= 0:
            col = COLONY[colours[state.funnel[h]]]
            pts = [(cx - s * 0.45, cy - s * 0.5), (cx + s * 0.45, cy - s * 0.5), (cx, cy - s * 0.1)]
            pygame.draw.polygon(surface, shade(col, 0.5), pts)
            pygame.draw.polygon(surface, (240, 240, 240), pts, 1)
            if state.funnel_food[h]:
                _food(surface, (cx, cy - s * 0.38), s * 0.14, state.funnel_food[h])
        if state.food[h]:
            _food(surface, (cx + s * 0.42, cy + s * 0.42), s * 0.17, state.food[h])


def _food(surface: pygame.Surface, at: tuple[float, float], r: float, n: int) -> None:
    pygame.draw.circle(surface, FOOD, (int(at[0]), int(at[1])), max(3, int(r)))
    pygame.draw.circle(surface, (60, 30, 0), (int(at[0]), int(at[1])), max(3, int(r)), 1)
    if n > 1:
        draw.text(
            surface,
            str(n),
            (int(at[0]), int(at[1])),
            max(10, int(r * 2.2)),
            (40, 20, 0),
            "center",
            True,
        )


_SPRITES: dict[tuple, pygame.Surface] = {}


def spider(
    surface: pygame.Surface,
    at: tuple[float, float],
    r: float,
    colour: str,
    s: Spider,
    selected: bool = False,
) -> None:
    """A spider figure: body in its colony colour, eight legs, its role letter (upside down
    when stunned), a net drawn over it when snared. Drawn once per look, then blitted."""
    key = (colour, s.kind, s.stunned, s.snared, selected, int(r))
    img = _SPRITES.get(key)
    if img is None:
        if len(_SPRITES) > 300:
            _SPRITES.clear()
        n = int(r * 3) + 4
        img = pygame.Surface((n, n), pygame.SRCALPHA)
        _spider(img, (n / 2, n / 2), int(r), colour, s, selected)
        _SPRITES[key] = img
    surface.blit(img, img.get_rect(center=(int(at[0]), int(at[1]))))


def _spider(
    surface: pygame.Surface,
    at: tuple[float, float],
    r: float,
    colour: str,
    s: Spider,
    selected: bool,
) -> None:
    cx, cy = at
    col = COLONY[colour]
    for k in range(8):
        side = -1 if k < 4 else 1
        a = math.radians(-55 + (k % 4) * 35)
        x1, y1 = cx + side * r * 0.6, cy + math.sin(a) * r * 0.5
        x2 = cx + side * r * 1.25 * math.cos(a * 0.3)
        y2 = cy + math.sin(a) * r * 1.15
        pygame.draw.line(surface, (20, 20, 26), (x1, y1), (x2, y2), max(1, int(r * 0.14)))
    if selected:
        pygame.draw.circle(surface, theme.HIGHLIGHT, (int(cx), int(cy)), int(r * 1.35), 3)
    pygame.draw.circle(surface, col, (int(cx), int(cy)), int(r))
    pygame.draw.circle(surface, (15, 15, 20), (int(cx), int(cy)), int(r), max(1, int(r * 0.12)))
    letter = draw.rendered(ROLE_LETTER[s.kind], max(10, int(r * 1.5)), (15, 15, 20), True)
    if s.stunned:
        letter = pygame.transform.rotate(letter, 180)
    surface.blit(letter, letter.get_rect(center=(int(cx), int(cy))))
    if s.snared:
        for k in (-1, 0, 1):
            off = k * r * 0.6
            pygame.draw.line(
                surface, (235, 235, 235), (cx - r + off, cy - r), (cx + r + off, cy + r), 1
            )
            pygame.draw.line(
                surface, (235, 235, 235), (cx + r + off, cy - r), (cx - r + off, cy + r), 1
            )


def critter(
    surface: pygame.Surface, at: tuple[float, float], r: float, content: Content, cr: Critter
) -> None:
    """A critter: its shape and letter, a pip per bite left, its food value beside it."""
    cdef = content.critter(cr.id)
    cx, cy = at
    col = CRITTER[cdef.behaviour]
    rect = pygame.Rect(0, 0, int(r * 2.1), int(r * 1.6))
    rect.center = (int(cx), int(cy))
    pygame.draw.ellipse(surface, col, rect)
    pygame.draw.ellipse(surface, (15, 15, 20), rect, max(1, int(r * 0.12)))
    draw.text(
        surface,
        CRITTER_LETTER[cdef.behaviour],
        rect.center,
        max(10, int(r * 1.3)),
        (15, 15, 20),
        "center",
        True,
    )
    left = cdef.bites - cr.bitten
    for k in range(left):
        p = (int(cx - r * 0.8 + k * r * 0.5), int(cy - r * 0.95))
        pygame.draw.circle(surface, (240, 60, 60), p, max(2, int(r * 0.2)))
    food = cdef.food[min(cr.bitten, len(cdef.food) - 1)]
    _food(surface, (cx + r * 0.95, cy - r * 0.7), r * 0.32, food)
    if cr.entangled:
        pygame.draw.line(surface, (235, 235, 235), rect.topleft, rect.bottomright, 1)
        pygame.draw.line(surface, (235, 235, 235), rect.topright, rect.bottomleft, 1)
