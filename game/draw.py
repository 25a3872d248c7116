"""Drawing primitives shared by the scenes: cubes with glyphs, hexes, text that fits."""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager
from functools import lru_cache

import pygame

from game import key_focus, theme
from game.layout_record import Recorder

# Set by `weavers layout-check` only: then every text, control and panel drawn says where it
# went. In play it stays None and costs one test per call.
recorder: Recorder | None = None


@contextmanager
def layer(name: str) -> Iterator[None]:
    """Things drawn inside lie over what came before on purpose (a menu, the map's labels).
    A menu or a dialog also takes the keyboard: the controls under it are out of its reach."""
    if name in key_focus.MODAL_LAYERS:
        key_focus.focus.modal()
    if recorder is None:
        yield
        return
    recorder.layers.append(name)
    try:
        yield
    finally:
        recorder.layers.pop()


@contextmanager
def drawn_at(offset: tuple[int, int]) -> Iterator[None]:
    """Drawing on a surface that is later blitted at `offset` on the screen (a cached layer)."""
    if recorder is None:
        yield
        return
    ox, oy = recorder.offsets[-1]
    recorder.offsets.append((ox + offset[0], oy + offset[1]))
    try:
        yield
    finally:
        recorder.offsets.pop()


def note_control(what: str, rect: pygame.Rect) -> None:
    """Something the player clicks: the layout check wants it inside the window, alone."""
    if recorder is not None:
        recorder.control(what, rect)


_TEXT_CACHE: dict[tuple, pygame.Surface] = {}
_PANEL_CACHE: dict[tuple, pygame.Surface] = {}


def clear_caches() -> None:
    """Forget cached surfaces (they belong to the current display and fonts)."""
    _TEXT_CACHE.clear()
    _PANEL_CACHE.clear()
    _wrap.cache_clear()
    fit_size.cache_clear()
    ellipsized.cache_clear()


theme.when_changed(clear_caches)


@lru_cache(maxsize=512)
def fit_size(words: str, size: int, width: int, bold: bool = True) -> int:
    """The largest font size (down to 10) at which the words fit the width."""
    while size > 10 and theme.font(size, bold).size(words)[0] > width:
        size -= 1
    return size


@lru_cache(maxsize=512)
def ellipsized(words: str, size: int, width: int, bold: bool = False) -> str:
    """The words, or as many as fit `width` at this size followed by an ellipsis. Cached:
    the same lines are drawn every frame (The Weavers' last-Span lines measured themselves a
    letter at a time, about 13 font measurements a frame: issue 41's busiest-animation
    regression)."""
    f = theme.font(size, bold)
    if f.size(words)[0] <= width:
        return words
    cut = len(words)
    while cut > 1 and f.size(words[:cut].rstrip() + "…")[0] > width:
        cut -= 1
    return words[:cut].rstrip() + "…"


def rendered(words: str, size: int, colour, bold: bool = False) -> pygame.Surface:
    """A text surface, cached: the same label is drawn every frame, rendering it once is enough."""
    key = (words, size, tuple(colour), bold)
    img = _TEXT_CACHE.get(key)
    if img is None:
        if len(_TEXT_CACHE) > 1200:  # a few screens' worth; whole surfaces are not small
            _TEXT_CACHE.clear()
        img = theme.font(size, bold).render(words, True, colour)
        _TEXT_CACHE[key] = img
    return img


def cube(surface: pygame.Surface, colour: str, center: tuple[float, float], size: float) -> None:
    """A cube: a rounded square in its colour with its glyph, so colour never stands alone."""
    s = max(4, int(size))
    rect = pygame.Rect(0, 0, s, s)
    rect.center = (int(center[0]), int(center[1]))
    pygame.draw.rect(surface, theme.CUBE[colour], rect, border_radius=max(1, s // 5))
    edge = (200, 200, 210) if colour == "black" else theme.PIECE_EDGE
    pygame.draw.rect(surface, edge, rect, width=max(1, s // 12), border_radius=max(1, s // 5))
    glyph(surface, colour, rect.center, s * 0.32)


def glyph(surface: pygame.Surface, colour: str, center: tuple[int, int], r: float) -> None:
    ink = theme.GLYPH_INK[colour]
    cx, cy = center
    w = max(1, int(r / 3))
    if colour == "red":  # triangle
        pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.7), (cx - r * 0.9, cy + r * 0.7)]
        pygame.draw.polygon(surface, ink, pts)
    elif colour == "blue":  # circle
        pygame.draw.circle(surface, ink, center, max(1, int(r * 0.8)))
    elif colour == "yellow":  # diamond
        pts = [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)]
        pygame.draw.polygon(surface, ink, pts)
    elif colour == "white":  # square
        q = int(r * 0.75)
        pygame.draw.rect(surface, ink, (cx - q, cy - q, 2 * q, 2 * q))
    else:  # black: cross
        arm = r * 0.8
        pygame.draw.line(surface, ink, (cx - arm, cy - arm), (cx + arm, cy + arm), w + 1)
        pygame.draw.line(surface, ink, (cx - arm, cy + arm), (cx + arm, cy - arm), w + 1)


def slot(
    surface: pygame.Surface, need: str, filled: str, rect: pygame.Rect, highlight=None
) -> None:
    """A card or route slot: the cube in it, or, empty, a grey well with a dashed edge and an
    outlined glyph in the colour it needs. A placed cube is solid colour edge to edge (black:
    dark with a light edge), the well a flat mid grey no cube has, so empty and filled never
    look alike, whatever the colour or palette (issue 36)."""
    if filled:
        cube(surface, filled, rect.center, rect.width * 0.9)
    else:
        base = EMPTY_INK.get(need) or theme.CUBE.get(need, EMPTY_ANY)
        pygame.draw.rect(surface, EMPTY_WELL, rect, border_radius=3)
        dashed_rect(surface, base, rect, max(1, rect.width // 12))
        if need in theme.CUBE:
            glyph_outline(surface, need, base, rect.center, rect.width * 0.24)
        else:  # "any": a small star of four dots
            for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                p = (rect.centerx + dx * rect.width // 5, rect.centery + dy * rect.width // 5)
                pygame.draw.circle(surface, base, p, max(1, rect.width // 12))
    if highlight:
        pygame.draw.rect(surface, highlight, rect.inflate(4, 4), width=2, border_radius=4)


EMPTY_WELL = (78, 78, 92)  # an empty slot's inside: a grey no cube has
# The dashes and glyph of an empty black or white slot: dark, or a dimmer white, on the grey
# (a bright white edge would read as a white cube at the smallest slot size).
EMPTY_INK = {"black": (12, 12, 16), "white": (186, 186, 198)}
EMPTY_ANY = (170, 170, 185)  # the edge of a slot any colour fills


def dashed_rect(surface: pygame.Surface, colour, rect: pygame.Rect, width: int) -> None:
    """A rectangle's edge drawn as dashes (an empty place, not a thing)."""
    dash = max(2, rect.width // 5)
    x0, y0, x1, y1 = rect.left, rect.top, rect.right - 1, rect.bottom - 1
    for x in range(x0, x1, 2 * dash):
        end = min(x + dash, x1)
        pygame.draw.line(surface, colour, (x, y0), (end, y0), width)
        pygame.draw.line(surface, colour, (x, y1), (end, y1), width)
    for y in range(y0, y1, 2 * dash):
        end = min(y + dash, y1)
        pygame.draw.line(surface, colour, (x0, y), (x0, end), width)
        pygame.draw.line(surface, colour, (x1, y), (x1, end), width)


def glyph_outline(
    surface: pygame.Surface, kind: str, colour, center: tuple[int, int], r: float
) -> None:
    """A cube's glyph as a thin outline in `colour`: what an empty slot asks for."""
    cx, cy = center
    w = max(1, int(r / 4))
    if kind == "red":
        pts = [(cx, cy - r), (cx + r * 0.9, cy + r * 0.7), (cx - r * 0.9, cy + r * 0.7)]
        pygame.draw.polygon(surface, colour, pts, w)
    elif kind == "blue":
        pygame.draw.circle(surface, colour, center, max(2, int(r * 0.8)), w)
    elif kind == "yellow":
        pygame.draw.polygon(
            surface, colour, [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], w
        )
    elif kind == "white":
        q = int(r * 0.75)
        pygame.draw.rect(surface, colour, (cx - q, cy - q, 2 * q, 2 * q), w)
    else:
        arm = r * 0.8
        pygame.draw.line(surface, colour, (cx - arm, cy - arm), (cx + arm, cy + arm), w)
        pygame.draw.line(surface, colour, (cx - arm, cy + arm), (cx + arm, cy - arm), w)


def text(
    surface: pygame.Surface,
    words: str,
    pos: tuple[float, float],  # pygame cuts a float position to whole pixels, as int() does
    size: int,
    colour=theme.TEXT,
    anchor: str = "topleft",
    bold: bool = False,
    box: pygame.Rect | None = None,
) -> pygame.Rect:
    """One line of text; `box` is the room it must fit in (for the layout check; by default
    the surface's clip area)."""
    img = rendered(words, size, colour, bold)
    rect = img.get_rect(**{anchor: pos})
    surface.blit(img, rect)
    if recorder is not None:
        recorder.text(words, surface, rect, img, box, size)
    return rect


def wrap(words: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Break text into lines no wider than `width` pixels at this font size."""
    return list(_wrap(words, int(size), int(width), bold))


@lru_cache(maxsize=4096)
def _wrap(words: str, size: int, width: int, bold: bool) -> tuple[str, ...]:
    f = theme.font(size, bold)
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split(" "):
            trial = f"{line} {word}".strip()
            if f.size(trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def fit_lines(
    words: str, size: int, width: int, lines: int, bold: bool = False, least: int | None = None
) -> tuple[int, list[str]]:
    """The largest size (down to 10, or `least`) at which the words wrap into at most `lines`
    lines no wider than `width` (a long card name on two lines rather than one tiny or
    clipped). With `least`, words that do not fit even then are cut with an ellipsis."""
    floor = 10 if least is None else max(1, int(least))
    for n in range(max(floor, int(size)), floor - 1, -1):
        wrapped = wrap(words, n, width, bold)
        f = theme.font(n, bold)
        if len(wrapped) <= lines and all(f.size(line)[0] <= width for line in wrapped):
            return n, wrapped
    wrapped = wrap(words, floor, width, bold)
    if least is None:
        return 10, wrapped
    kept = wrapped[:lines]
    if len(wrapped) > lines:
        kept[-1] = " ".join([kept[-1], *wrapped[lines:]])
    return floor, [ellipsized(line, floor, width, bold) for line in kept]


def block_fits(words: str, size: int, rect: pygame.Rect, spacing: float = 1.15) -> bool:
    """Whether text_block draws every line of the words at this size inside the rect."""
    step = int(size * spacing)
    return len(wrap(words, size, rect.width)) * step <= rect.height + step // 3


def block_size(words: str, size: int, rect: pygame.Rect, spacing: float = 1.15) -> int:
    """The largest size from `size` down to three quarters of it at which the wrapped text
    fits the rect's height (the smallest of those if none does)."""
    smallest = max(1, int(size * 0.75))
    for n in range(size, smallest - 1, -1):
        if (
            len(wrap(words, n, rect.width)) * int(n * spacing)
            <= rect.height + int(n * spacing) // 3
        ):
            return n
    return smallest


def text_block(
    surface: pygame.Surface,
    words: str,
    rect: pygame.Rect,
    size: int,
    colour=theme.TEXT,
    spacing: float = 1.15,
    shrink: bool = False,
) -> int:
    """Wrapped text inside rect (clipped at its bottom); returns the height used. With
    shrink, the font first gets smaller (to three quarters at most) so that it fits."""
    if shrink:
        size = block_size(words, size, rect, spacing)
    y = rect.top
    step = int(size * spacing)
    room = pygame.Rect(rect.x, rect.y, rect.width, rect.height + step // 3)
    for line in wrap(words, size, rect.width):
        if y + step > rect.bottom + step // 3:
            if recorder is not None:
                recorder.lost_lines(words, rect)
            break
        text(surface, line, (rect.left, y), size, colour, box=room)
        y += step
    return y - rect.top


def panel(surface: pygame.Surface, rect: pygame.Rect, radius: int = 8, alpha: int = 230) -> None:
    if recorder is not None:
        recorder.control("panel", rect, kind="panel")
    if alpha >= 255:  # opaque: drawn straight on, far cheaper than blending a whole surface
        pygame.draw.rect(surface, theme.PANEL, rect, border_radius=radius)
        pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=1, border_radius=radius)
        return
    key = (rect.size, radius, alpha)
    box = _PANEL_CACHE.get(key)
    if box is None:
        if len(_PANEL_CACHE) > 200:
            _PANEL_CACHE.clear()
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*theme.PANEL, alpha), box.get_rect(), border_radius=radius)
        pygame.draw.rect(
            box, (*theme.PANEL_EDGE, 255), box.get_rect(), width=1, border_radius=radius
        )
        _PANEL_CACHE[key] = box
    surface.blit(box, rect.topleft)


def dashed_line(surface, colour, a, b, width=2, dash=8.0, gap=6.0) -> None:
    ax, ay = a
    bx, by = b
    length = math.hypot(bx - ax, by - ay)
    if length < 1:
        return
    ux, uy = (bx - ax) / length, (by - ay) / length
    t = 0.0
    while t < length:
        e = min(length, t + dash)
        pygame.draw.line(
            surface, colour, (ax + ux * t, ay + uy * t), (ax + ux * e, ay + uy * e), width
        )
        t = e + gap


def arrow_head(surface, colour, tip, direction, size) -> None:
    dx, dy = direction
    n = math.hypot(dx, dy) or 1.0
    dx, dy = dx / n, dy / n
    left = (tip[0] - dx * size - dy * size * 0.6, tip[1] - dy * size + dx * size * 0.6)
    right = (tip[0] - dx * size + dy * size * 0.6, tip[1] - dy * size - dx * size * 0.6)
    pygame.draw.polygon(surface, colour, [tip, left, right])
