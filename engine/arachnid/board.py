"""The radius-5 board of Arachnid: radar numbers, fly numbers, corners and starts (A2, A12.1).

Hexes are named by their radar number (0 = the spawn hex, then ring by ring clockwise from the
blue arrow), so state arrays index by it and every positional tie is broken by it.
"""

from __future__ import annotations

import functools

import attrs

from engine.core.hexgrid import DIRECTIONS, Hex, distance

RADIUS = 5


def corner_direction(face: int) -> Hex:
    """A12.1: corner f (and die face f) lies along DIRECTIONS[(1 - f) mod 6]; 1 is east."""
    return DIRECTIONS[(1 - face) % 6]


@attrs.frozen
class Board:
    hexes: tuple[Hex, ...]  # by radar number
    rings: tuple[int, ...]
    fly: tuple[int, ...]  # fly number per hex (0 for hex 0)
    adjacent: tuple[tuple[int, ...], ...]
    index: dict[Hex, int]
    table: tuple[tuple[int, ...], ...]  # hex distances, A12.2

    @property
    def size(self) -> int:
        return len(self.hexes)

    def dist(self, a: int, b: int) -> int:
        return self.table[a][b]

    def step(self, h: int, face: int) -> int:
        """The hex one step from h toward corner `face` (die face), or -1 off the board."""
        return self.index.get(self.hexes[h] + corner_direction(face), -1)

    def corner_ray(self, corner: int, ring: int) -> int:
        return self.index[corner_direction(corner).scale(ring)]

    def line(self, h: int, direction: int) -> list[int]:
        """Hexes in a straight line from h (excluded) in DIRECTIONS[direction], to the edge."""
        out: list[int] = []
        cur = self.hexes[h]
        while True:
            cur = cur + DIRECTIONS[direction]
            i = self.index.get(cur)
            if i is None:
                return out
            out.append(i)

    def within(self, h: int, n: int) -> list[int]:
        return [x for x in range(self.size) if x != h and self.dist(h, x) <= n]

    def ring_hexes(self, ring: int) -> list[int]:
        return [i for i in range(self.size) if self.rings[i] == ring]


@functools.cache
def make_board(radius: int = RADIUS) -> Board:
    hexes: list[Hex] = [Hex(0, 0)]
    rings, fly = [0], [0]
    for r in range(1, radius + 1):
        for f in range(1, 7):  # A12.1: side f starts on corner f's ray, walks toward f + 1
            h = corner_direction(f).scale(r)
            walk = DIRECTIONS[(5 - f) % 6]
            for _ in range(r):
                hexes.append(h)
                rings.append(r)
                fly.append(f)
                h = h + walk
    index = {h: i for i, h in enumerate(hexes)}
    adjacent = tuple(
        tuple(sorted(index[h + d] for d in DIRECTIONS if h + d in index)) for h in hexes
    )
    table = tuple(tuple(distance(a, b) for b in hexes) for a in hexes)
    return Board(tuple(hexes), tuple(rings), tuple(fly), adjacent, index, table)


def start_corners(colonies: int) -> tuple[int, ...]:
    """A2.3: the corners colonies start on, by seat (A12.10)."""
    return (1, 3, 5) if colonies == 3 else (1, 2, 4, 5)


BOARD = make_board()
