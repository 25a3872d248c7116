"""The Space Swarm board (S2): a rectangle of pointy-top hexes in odd-r offset, one terrain each.

Hexes are numbered row by row (index = row * width + column), so "hex order (row, then
column)" (S5.4, SA1.2) is plain number order. The board never changes during a game.
"""

from __future__ import annotations

import functools

import attrs

from engine.core.hexgrid import hex_to_offset, neighbors, offset_to_hex

CLUSTER, RUINS, NEBULA, SUPERNOVA = "cluster", "ruins", "nebula", "supernova"
BLACK_HOLE, DARK_MATTER, QUASAR, WORMHOLE = "black_hole", "dark_matter", "quasar", "wormhole"
ASTEROIDS, DEEP = "asteroids", "deep"

COLUMN_LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"

# Names players read (S2.2).
TERRAIN_NAMES = {
    RUINS: "Alien Ruins",
    CLUSTER: "Star Cluster",
    NEBULA: "Nebula",
    SUPERNOVA: "Supernova",
    BLACK_HOLE: "Black Hole",
    DARK_MATTER: "Dark Matter",
    QUASAR: "Quasar",
    WORMHOLE: "Wormhole",
    ASTEROIDS: "Asteroid Field",
    DEEP: "Deep Space",
}


@attrs.frozen
class Board:
    width: int
    height: int
    terrain: tuple[str, ...]
    homes: tuple[int, ...]  # by seat

    @property
    def size(self) -> int:
        return self.width * self.height

    def index(self, col: int, row: int) -> int:
        return row * self.width + col

    def col_row(self, h: int) -> tuple[int, int]:
        return h % self.width, h // self.width

    def label(self, h: int) -> str:
        """A hex's name as players say it, as on a chessboard: its column's letter and its
        row's number from 1 ("C4"), the same letters along the map's top edge."""
        c, r = self.col_row(h)
        return f"{COLUMN_LETTERS[c]}{r + 1}"

    def neighbours(self, h: int) -> tuple[int, ...]:
        return _tables(self).neighbours[h]

    def wormholes(self) -> tuple[int, ...]:
        return _tables(self).wormholes

    def clusters(self) -> tuple[int, ...]:
        return _tables(self).clusters

    def step_table(self) -> tuple[tuple[int, ...], ...]:
        """steps_from of every hex, by hex (for searches that ask it of hex after hex)."""
        return _tables(self).steps

    def steps_from(self, h: int) -> tuple[int, ...]:
        """Hexes one step away: neighbours (never a Supernova), and every other Wormhole
        from a Wormhole (S2.2, S6.1: a jump is one step). Sorted."""
        return _tables(self).steps[h]


@attrs.frozen
class _Tables:
    """What a board's methods look up, worked out once per board."""

    board: Board  # kept, so that its id stays its own while the tables are kept
    neighbours: tuple[tuple[int, ...], ...]
    steps: tuple[tuple[int, ...], ...]
    clusters: tuple[int, ...]
    wormholes: tuple[int, ...]
    distances: dict[int, tuple[int, ...]] = attrs.field(factory=dict)  # filled as asked


_TABLES: dict[int, _Tables] = {}


def _tables(board: Board) -> _Tables:
    """The board's tables, found by the board's identity: the functools caches below are keyed
    by the terrain, whose hashing (a tuple of every hex's name) cost more than the look-up
    itself; the rivals ask for steps thousands of times a turn."""
    t = _TABLES.get(id(board))
    if t is None or t.board is not board:
        if len(_TABLES) >= 64:  # one board a game: keep the last few
            _TABLES.clear()
        w, h, terrain = board.width, board.height, board.terrain
        t = _TABLES[id(board)] = _Tables(
            board,
            _neighbours(w, h),
            _steps(w, h, terrain),
            _of_kind(terrain, CLUSTER),
            _of_kind(terrain, WORMHOLE),
        )
    return t


@functools.cache
def _neighbours(width: int, height: int) -> tuple[tuple[int, ...], ...]:
    out = []
    for h in range(width * height):
        col, row = h % width, h // width
        near = []
        for n in neighbors(offset_to_hex(col, row)):
            c, r = hex_to_offset(n)
            if 0 <= c < width and 0 <= r < height:
                near.append(r * width + c)
        out.append(tuple(sorted(near)))
    return tuple(out)


@functools.cache
def _of_kind(terrain: tuple[str, ...], kind: str) -> tuple[int, ...]:
    return tuple(i for i, t in enumerate(terrain) if t == kind)


@functools.cache
def _steps(width: int, height: int, terrain: tuple[str, ...]) -> tuple[tuple[int, ...], ...]:
    holes = _of_kind(terrain, WORMHOLE)
    out = []
    for h in range(width * height):
        near = {n for n in _neighbours(width, height)[h] if terrain[n] != SUPERNOVA}
        if terrain[h] == WORMHOLE:
            near |= {w for w in holes if w != h}
        out.append(tuple(sorted(near)))
    return tuple(out)


def distances_from(board: Board, start: int) -> tuple[int, ...]:
    """SA7.1 distance: fewest steps from `start`, Supernovas excluded, a Wormhole jump 1,
    Black Holes and enemy hexes counted as plain. -1 where unreachable. Worked out once per
    board and hex (kept with the board's tables: found by identity, no hashing of the
    board)."""
    known = _tables(board).distances
    dist = known.get(start)
    if dist is None:
        dist = known[start] = _distances(board, start)
    return dist


def _distances(board: Board, start: int) -> tuple[int, ...]:
    dist = [-1] * board.size
    dist[start] = 0
    frontier = [start]
    steps = board.step_table()
    while frontier:
        nxt = []
        for h in frontier:
            for n in steps[h]:
                if dist[n] < 0:
                    dist[n] = dist[h] + 1
                    nxt.append(n)
        frontier = nxt
    return tuple(dist)
