"""Hex grid math in axial coordinates, after Red Blob Games' hex guide.

Hexes are pointy-top. A hex is an axial pair (q, r); the third cube coordinate is s = -q - r.
Everything here is pure and deterministic so game rules and the client share one geometry.
"""

from __future__ import annotations

import math
from collections.abc import Iterator

import attrs


@attrs.frozen(order=True)
class Hex:
    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def __add__(self, other: Hex) -> Hex:
        return Hex(self.q + other.q, self.r + other.r)

    def __sub__(self, other: Hex) -> Hex:
        return Hex(self.q - other.q, self.r - other.r)

    def scale(self, k: int) -> Hex:
        return Hex(self.q * k, self.r * k)


# Direction 0 is east; the list turns counter-clockwise on screen (pointy-top layout).
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0),
    Hex(1, -1),
    Hex(0, -1),
    Hex(-1, 0),
    Hex(-1, 1),
    Hex(0, 1),
)


def neighbor(h: Hex, direction: int) -> Hex:
    return h + DIRECTIONS[direction % 6]


def neighbors(h: Hex) -> list[Hex]:
    return [h + d for d in DIRECTIONS]


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def offset_to_hex(col: int, row: int) -> Hex:
    """Odd-r offset (rows shifted right on odd rows) to axial, for a rectangular map."""
    return Hex(col - (row - (row & 1)) // 2, row)


def hex_to_offset(h: Hex) -> tuple[int, int]:
    """Axial to odd-r offset (col, row): the inverse of offset_to_hex."""
    return (h.q + (h.r - (h.r & 1)) // 2, h.r)


def cube_round(fq: float, fr: float) -> Hex:
    """Round fractional axial coordinates to the hex that contains them."""
    fs = -fq - fr
    q, r, s = round(fq), round(fr), round(fs)
    dq, dr, ds = abs(q - fq), abs(r - fr), abs(s - fs)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def line(a: Hex, b: Hex) -> list[Hex]:
    """Hexes on the straight line from a to b, both included.

    The endpoints are nudged by a tiny epsilon so that lines running exactly along hex edges
    always fall to the same side (deterministic, and every step is to a neighbour).
    """
    n = distance(a, b)
    if n == 0:
        return [a]
    eps_q, eps_r = 1e-6, 2e-6
    aq, ar = a.q + eps_q, a.r + eps_r
    bq, br = b.q + eps_q, b.r + eps_r
    return [cube_round(aq + (bq - aq) * i / n, ar + (br - ar) * i / n) for i in range(n + 1)]


def ring(center: Hex, radius: int) -> list[Hex]:
    """The 6*radius hexes at exactly `radius` from center (just center for radius 0)."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    out: list[Hex] = []
    h = center + DIRECTIONS[4].scale(radius)
    for side in range(6):
        for _ in range(radius):
            out.append(h)
            h = neighbor(h, side)
    return out


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """Every hex within `radius` of center (3r(r+1)+1 of them)."""
    out = []
    for dq in range(-radius, radius + 1):
        for dr in range(max(-radius, -dq - radius), min(radius, -dq + radius) + 1):
            out.append(Hex(center.q + dq, center.r + dr))
    return out


def spiral(center: Hex, radius: int) -> Iterator[Hex]:
    for k in range(radius + 1):
        yield from ring(center, k)


def rotate_left(h: Hex, center: Hex | None = None) -> Hex:
    """Rotate 60 degrees one way about center (the origin by default): (q,r,s) -> (-s,-q,-r)."""
    c = center or Hex(0, 0)
    v = h - c
    return c + Hex(-v.s, -v.q)


def rotate_right(h: Hex, center: Hex | None = None) -> Hex:
    """Rotate 60 degrees the other way: (q,r,s) -> (-r,-s,-q); undoes rotate_left."""
    c = center or Hex(0, 0)
    v = h - c
    return c + Hex(-v.r, -v.s)


# Pointy-top orientation matrix and its inverse.
_SQRT3 = math.sqrt(3.0)
_F0, _F1, _F2, _F3 = _SQRT3, _SQRT3 / 2.0, 0.0, 3.0 / 2.0
_B0, _B1, _B2, _B3 = _SQRT3 / 3.0, -1.0 / 3.0, 0.0, 2.0 / 3.0


@attrs.frozen
class Layout:
    """Maps hexes to pixels and back: hex size (centre to corner) and the pixel of Hex(0, 0)."""

    size_x: float
    size_y: float
    origin_x: float = 0.0
    origin_y: float = 0.0

    def to_pixel(self, h: Hex) -> tuple[float, float]:
        x = (_F0 * h.q + _F1 * h.r) * self.size_x
        y = (_F2 * h.q + _F3 * h.r) * self.size_y
        return (x + self.origin_x, y + self.origin_y)

    def to_fractional(self, x: float, y: float) -> tuple[float, float]:
        px = (x - self.origin_x) / self.size_x
        py = (y - self.origin_y) / self.size_y
        return (_B0 * px + _B1 * py, _B2 * px + _B3 * py)

    def to_hex(self, x: float, y: float) -> Hex:
        return cube_round(*self.to_fractional(x, y))

    def corners(self, h: Hex) -> list[tuple[float, float]]:
        cx, cy = self.to_pixel(h)
        out = []
        for i in range(6):
            angle = math.radians(60 * i - 30)
            out.append((cx + self.size_x * math.cos(angle), cy + self.size_y * math.sin(angle)))
        return out
