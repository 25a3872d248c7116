"""Soft light for every table: glows, shadows and a deep-space backdrop.

Everything here is built once and cached by kind, size and colour, so a board bakes it into
its cached layers and never pays for it per frame. Soft shapes are drawn small and
smooth-scaled up (a cheap blur). Randomness comes from a private random.Random seeded by the
caller, never from a game's RNG.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

Colour = tuple[int, int, int]


@lru_cache(maxsize=128)
def glow(radius: int, colour: Colour, alpha: int = 160) -> pygame.Surface:
    """A round soft glow, brightest in the middle, fading to nothing at `radius`.
    Blit it with BLEND_RGB_ADD for light, or plainly for a soft halo."""
    radius = max(2, int(radius))
    small = 32
    base = pygame.Surface((small, small), pygame.SRCALPHA)
    c = small / 2
    for k in range(16, 0, -1):
        t = k / 16  # 1 at the rim, small at the middle
        a = int(alpha * (1 - t) ** 1.6)
        pygame.draw.circle(base, (*colour, a), (c, c), c * t)
    return pygame.transform.smoothscale(base, (radius * 2, radius * 2))


@lru_cache(maxsize=64)
def shadow(size: tuple[int, int], spread: int = 12, alpha: int = 120) -> pygame.Surface:
    """A soft drop shadow for a rectangle of `size`: a surface `spread` larger on each side,
    to be blitted at the rectangle's top-left minus `spread` (plus any offset)."""
    w, h = size
    spread = max(2, spread)
    out = (w + spread * 2, h + spread * 2)
    scale = 4  # draw at a quarter size, then scale up: the edges blur on the way
    small = pygame.Surface((max(1, out[0] // scale), max(1, out[1] // scale)), pygame.SRCALPHA)
    inner = pygame.Rect(0, 0, max(1, w // scale), max(1, h // scale))
    inner.center = small.get_rect().center
    steps = max(1, spread // scale)
    for k in range(steps, -1, -1):
        a = int(alpha * (1 - k / (steps + 1)) ** 2 / (steps + 1) * 2)
        pygame.draw.rect(
            small, (0, 0, 0, min(255, a)), inner.inflate(k * 2, k * 2), border_radius=k + 2
        )
    pygame.draw.rect(small, (0, 0, 0, alpha), inner, border_radius=2)
    return pygame.transform.smoothscale(small, out)


def drop_shadow(
    surface: pygame.Surface, rect: pygame.Rect, spread: int = 12, offset: int = 4
) -> None:
    """A soft shadow under a panel or dialog about to be drawn at `rect`."""
    sh = shadow(rect.size, spread)
    surface.blit(sh, (rect.left - spread + offset, rect.top - spread + offset))


@lru_cache(maxsize=8)
def vignette(size: tuple[int, int], strength: int = 150) -> pygame.Surface:
    """Darkened edges and corners for a rectangle of `size` (blit it over the backdrop)."""
    w, h = size
    sw, sh = 48, max(8, int(48 * h / max(1, w)))
    small = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for y in range(sh):
        for x in range(sw):
            dx = (x + 0.5) / sw * 2 - 1
            dy = (y + 0.5) / sh * 2 - 1
            d = min(1.0, math.hypot(dx * 0.9, dy * 0.9) / 1.15)
            small.set_at((x, y), (0, 0, 0, int(strength * d**2.2)))
    return pygame.transform.smoothscale(small, (max(1, w), max(1, h)))


@lru_cache(maxsize=8)
def nebula(
    size: tuple[int, int], seed: int, base: Colour, tints: tuple[Colour, ...]
) -> pygame.Surface:
    """An opaque deep-space backdrop of `size`: soft colour clouds over `base`, a starfield
    and a vignette. The same seed always gives the same sky."""
    w, h = max(1, size[0]), max(1, size[1])
    rng = random.Random(seed)
    out = pygame.Surface((w, h))
    out.fill(base)
    # Clouds: blobs on a tiny surface, smooth-scaled up twice so they blur into haze.
    sw, sh = max(8, w // 24), max(8, h // 24)
    clouds = pygame.Surface((sw, sh), pygame.SRCALPHA)
    for _ in range(26):
        tint = tints[rng.randrange(len(tints))]
        r = rng.uniform(0.08, 0.26) * max(sw, sh)
        cx, cy = rng.uniform(-0.1, 1.1) * sw, rng.uniform(-0.1, 1.1) * sh
        a = rng.randint(18, 40)
        for k in range(4, 0, -1):
            pygame.draw.circle(clouds, (*tint, a), (cx, cy), r * k / 4)
    mid = pygame.transform.smoothscale(clouds, (max(1, w // 6), max(1, h // 6)))
    out.blit(pygame.transform.smoothscale(mid, (w, h)), (0, 0))
    # Stars: faint single-pixel pinpoints only, never bright or big enough to pass for a
    # piece (a white planet, a slot) on the board drawn over them.
    for _ in range(w * h // 2600):
        x, y = rng.randrange(w), rng.randrange(h)
        v = rng.randint(45, 115)
        out.set_at((x, y), (v, v, min(255, v + 20)))
    out.blit(vignette((w, h)), (0, 0))
    return out


def clear() -> None:
    """Forget every cached glow, shadow and sky (the palette or the window changed)."""
    for fn in (glow, shadow, vignette, nebula):
        fn.cache_clear()
