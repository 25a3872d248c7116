"""The Weavers' intent on the map: each swarm's token with its three projects as pips (and the
colour that feeds each), its own arrow (a hue and a dash pattern of its own, bending around the
systems it passes), and a mark on each system a swarm would take on the next Span.

Only drawing: what the marks say comes from the engine's forecast (engine.weavers.forecast).
"""

from __future__ import annotations

import math

import pygame

from engine.galaxy.content import Content
from engine.galaxy.state import GameState
from engine.weavers.capture import slots_needed
from engine.weavers.forecast import Threat
from game import draw, theme

# One hue and one dash pattern per Weaver card (in the deck's order), so two arrows that cross
# can be told apart even without colour. Patterns are on/off lengths in hex sizes.
HUES = ((190, 120, 255), (255, 105, 200), (160, 230, 95), (255, 160, 110), (100, 225, 215))
PATTERNS = (
    (0.5, 0.2),
    (0.12, 0.14),
    (0.45, 0.14, 0.1, 0.14),
    (0.26, 0.26),
    (0.7, 0.12, 0.12, 0.12, 0.12, 0.12),
)
PATTERN_NAMES = ("long dashes", "dots", "dash-dot", "even dashes", "dash-dot-dot")
PLATE_W, PLATE_H = 1.6, 1.35  # the plate, in hex sizes: rows tall enough for their numbers


def style(content: Content, card: str) -> tuple[tuple[int, int, int], tuple[float, ...]]:
    """The hue and dash pattern of one swarm's arrow (and its token's edge)."""
    i = list(content.weavers).index(card) % len(HUES) if card in content.weavers else 0
    return HUES[i], PATTERNS[i]


def pattern_name(content: Content, card: str) -> str:
    i = list(content.weavers).index(card) % len(HUES) if card in content.weavers else 0
    return PATTERN_NAMES[i]


# --- the token -----------------------------------------------------------------------------

_CACHE: dict[tuple, pygame.Surface] = {}


def forget() -> None:
    """Drop the drawn plates and shards (the palette changed)."""
    _CACHE.clear()


def _cached(key: tuple, make) -> pygame.Surface:
    key = (*key, theme.palette)  # drawn in the palette of now, whoever changed it
    if key not in _CACHE:
        if len(_CACHE) > 96:
            _CACHE.clear()
        _CACHE[key] = make()
    return _CACHE[key]


def shard(size: float, hue: tuple[int, int, int]) -> pygame.Surface:
    """The card's violet shard; its sharp end (top) is turned toward the target."""

    def make() -> pygame.Surface:
        w, h = int(size * 1.25), int(size * 1.9)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        body = [(w / 2, 0), (w - 1, h * 0.3), (w - 1, h - 1), (0, h - 1), (0, h * 0.3)]
        pygame.draw.polygon(surf, (70, 30, 110, 235), body)
        pygame.draw.polygon(surf, hue, body, width=max(1, int(size * 0.07)))
        return surf

    return _cached(("shard", int(size), hue), make)


def plate_rect(centre: tuple[float, float], size: float) -> pygame.Rect:
    """Where a swarm's pip plate lies (it does not turn with the card)."""
    rect = pygame.Rect(0, 0, int(size * PLATE_W), int(size * PLATE_H))
    rect.center = (int(centre[0]), int(centre[1]))
    return rect


def plate(content: Content, state: GameState, card: str, cubes: tuple, size: float):
    """Three rows, one per project (proliferation, morphing, engulfment): a cube of the colour
    that feeds it, then its progress in numbers ('1/3': pips of 50x35-pixel cards could not be
    read without hovering, issue 32). A row one cube from complete is edged and written in
    the danger colour."""
    hue = style(content, card)[0]
    needs = tuple(slots_needed(state, content, card, i) for i in range(3))

    def make() -> pygame.Surface:
        s = size
        w, h = int(s * PLATE_W), int(s * PLATE_H)
        surf = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(surf, (28, 16, 44, 240), (0, 0, w, h), border_radius=max(2, int(s * 0.15)))
        pygame.draw.rect(
            surf, hue, (0, 0, w, h), width=max(1, int(s * 0.06)), border_radius=int(s * 0.15)
        )
        row = (h - s * 0.12) / 3
        for i, project in enumerate(content.weavers[card].projects):
            y = s * 0.06 + row * (i + 0.5)
            draw.cube(surf, project.colour, (s * 0.22, y), max(5, row * 0.7))
            n = needs[i]
            close = cubes[i] == n - 1  # one more cube completes it
            words = f"{cubes[i]}/{n}"
            px = max(8, int(row * 0.95))
            ink = theme.DANGER if close else (235, 232, 250)
            img = draw.rendered(words, px, ink, True)
            surf.blit(img, img.get_rect(midleft=(int(s * 0.46), int(y))))
            if close:
                box = pygame.Rect(int(s * 0.06), int(y - row / 2), w - int(s * 0.12), int(row))
                pygame.draw.rect(surf, theme.DANGER, box, width=1, border_radius=3)
        return surf

    return _cached(("plate", card, cubes, needs, int(size), hue), make)


def draw_token(surface, content, state, show, centre, size: float) -> None:
    """One swarm: the turned shard, the pip plate over it, and its system's number."""
    hue = style(content, show.card)[0]
    scale_x = getattr(show, "scale_x", 1.0)
    alpha = getattr(show, "alpha", 1.0)
    for img, angle in (
        (shard(size, hue), show.angle),
        (plate(content, state, show.card, tuple(show.cubes), size), 0),
    ):
        if scale_x < 0.999:  # a morph squeezes the card as it flips
            w, h = img.get_size()
            img = pygame.transform.smoothscale(img, (max(1, int(w * scale_x)), h))
        if angle:
            img = pygame.transform.rotozoom(img, -angle, 1.0)
        if alpha < 0.999:
            img = img.copy()
            img.set_alpha(int(255 * max(0.0, alpha)))
        surface.blit(img, img.get_rect(center=(int(centre[0]), int(centre[1]))))


# --- the arrows ----------------------------------------------------------------------------

_PATHS: dict[tuple, list[tuple[float, float]]] = {}


def _bezier(p0, p1, p2, steps: int = 14) -> list[tuple[float, float]]:
    out = []
    for k in range(steps + 1):
        t = k / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def arrow_path(
    start: tuple[float, float],
    end: tuple[float, float],
    obstacles: list[tuple[float, float]],
    size: float,
    bias: int,
) -> list[tuple[float, float]]:
    """A gentle curve from `start` to `end` that keeps clear of the systems it would pass over
    (the least bend that clears them all by 0.7 hex, or the clearest one tried). `bias` (+1 or
    -1) is the side a swarm bends to first, so arrows that share a stretch split apart."""
    ends = (round(start[0]), round(start[1]), round(end[0]), round(end[1]))
    key = (ends, round(size, 1), bias, hash(tuple(obstacles)))
    if key in _PATHS:
        return _PATHS[key]
    dx, dy = end[0] - start[0], end[1] - start[1]
    n = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / n, dx / n
    mid = ((start[0] + end[0]) / 2, (start[1] + end[1]) / 2)
    near = [o for o in obstacles if _seg_dist(o, start, end) < size * 2.5]
    best: list[tuple[float, float]] = []  # the first bend tried always replaces it (gap >= 0)
    best_gap = -1.0
    for k in (0, 1, -1, 2, -2, 3, -3, 4, -4):
        off = k * bias * size * 0.7
        pts = _bezier(start, (mid[0] + nx * off, mid[1] + ny * off), end)
        gap = min((math.dist(p, o) for p in pts[1:-1] for o in near), default=size * 9)
        if gap >= size * 0.7:
            best = pts
            break
        if gap > best_gap:
            best, best_gap = pts, gap
    if len(_PATHS) > 256:
        _PATHS.clear()
    _PATHS[key] = best
    return best


def _seg_dist(p, a, b) -> float:
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy or 1.0
    t = max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def pattern_line(surface, colour, pts, width: int, pattern: tuple[float, ...]) -> None:
    """A polyline drawn in a repeating on/off pattern of lengths (pixels)."""
    k, left, on = 0, pattern[0], True
    run: list[tuple[float, float]] = [pts[0]]
    for a, b in zip(pts, pts[1:], strict=False):
        seg = math.dist(a, b)
        pos = 0.0
        while seg - pos > left:
            pos += left
            t = pos / seg
            p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            if on:
                pygame.draw.lines(surface, colour, False, [*run, p], width)
            run = [p]
            k = (k + 1) % len(pattern)
            left, on = pattern[k], not on
        left -= seg - pos
        run.append(b)
    if on and len(run) > 1:
        pygame.draw.lines(surface, colour, False, run, width)


def draw_arrow(surface, view, start, target: int, hue, pattern, bias: int) -> None:
    """A swarm's arrow from where its card is to the system it targets (W2)."""
    s = view.size
    b = view.centre(target)
    d = (b[0] - start[0], b[1] - start[1])
    n = math.hypot(*d) or 1
    tip = (b[0] - d[0] / n * s * 0.7, b[1] - d[1] / n * s * 0.7)
    begin = (start[0] + d[0] / n * s * 0.6, start[1] + d[1] / n * s * 0.6)
    others = [view.centre(sys.number) for sys in view.galaxy.systems]
    others = [c for c in others if math.dist(c, b) > 1 and math.dist(c, start) > s * 0.5]
    pts = arrow_path(begin, tip, others, s, bias)
    width = max(2, int(s * 0.09))
    pygame.draw.lines(surface, (14, 10, 24), False, pts, width + 2)  # a dark edge keeps it apart
    pattern_line(surface, hue, pts, width, tuple(p * s for p in pattern))
    draw.arrow_head(surface, hue, tip, (tip[0] - pts[-2][0], tip[1] - pts[-2][1]), s * 0.32)


def draw_pointer(surface, view, start, target: int, hue) -> None:
    """The first stretch of a swarm's arrow, straight toward its target, with its head."""
    s = view.size
    b = view.centre(target)
    d = (b[0] - start[0], b[1] - start[1])
    n = math.hypot(*d) or 1
    # From the card's edge (the card is about 1.3 hexes across) one hex toward the target,
    # never past the target's edge.
    reach = min(n - s * 0.7, s * 2.1)
    if reach <= s * 1.1:
        return  # the target is next door: the card touches it
    begin = (start[0] + d[0] / n * s * 0.9, start[1] + d[1] / n * s * 0.9)
    tip = (start[0] + d[0] / n * reach, start[1] + d[1] / n * reach)
    width = max(2, int(s * 0.09))
    pygame.draw.line(surface, (14, 10, 24), begin, tip, width + 2)  # the dark edge, as above
    pygame.draw.line(surface, hue, begin, tip, width)
    draw.arrow_head(surface, hue, tip, d, s * 0.32)


# --- the forecast on the map ---------------------------------------------------------------


def badge(view, system: int) -> tuple[tuple[float, float], float]:
    """Where a threatened system's "!" badge is drawn: its centre and radius."""
    cx, cy = view.centre(system)
    s = view.size
    grow = 1 + (view.text_scale - 1) * 0.7  # the mark follows the text size too
    return (cx - s * 0.62, cy - s * 0.62), s * 0.24 * grow


def draw_threats(surface, view, content: Content, threats: list[Threat]) -> None:
    """A ring in the swarm's hue around each system a swarm would land on in the next Span,
    with a warning badge; more than one threat on a system gives more than one ring."""
    s = view.size
    seen: dict[int, int] = {}
    for t in threats:
        if not t.lands:
            continue
        k = seen.get(t.target, 0)
        seen[t.target] = k + 1
        cx, cy = view.centre(t.target)
        hue = style(content, t.card)[0]
        r = s * (0.82 + 0.14 * k)
        pygame.draw.circle(surface, (14, 10, 24), (cx, cy), r, width=max(3, int(s * 0.14)))
        ring = [
            (cx + r * math.cos(a / 24 * math.tau), cy + r * math.sin(a / 24 * math.tau))
            for a in range(25)
        ]
        pattern_line(surface, hue, ring, max(2, int(s * 0.09)), (s * 0.35, s * 0.18))
        if k == 0:
            at, br = badge(view, t.target)
            pygame.draw.circle(surface, theme.DANGER, at, br)
            pygame.draw.circle(surface, (20, 10, 20), at, br, width=max(1, int(s * 0.05)))
            size = int(s * 0.4 * view.text_scale)
            draw.text(surface, "!", at, size, (20, 10, 20), "center", bold=True)
