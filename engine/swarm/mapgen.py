"""The board generator (S2.2-S2.4, S10.5): a d20 per hex from the game's generator, rerolled
whole until the map conditions hold. Same seed, same map. Also the standard boards (data)."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.swarm.board import (
    BLACK_HOLE,
    CLUSTER,
    DEEP,
    QUASAR,
    SUPERNOVA,
    WORMHOLE,
    Board,
    _neighbours,
)
from engine.swarm.content import Content

HOME_BANNED = (SUPERNOVA, BLACK_HOLE, QUASAR)  # S2.3


def home_indices(content: Content, races: int) -> tuple[int, ...]:
    bd = content.board_def(races)
    return tuple(r * bd.width + c for c, r in bd.homes)


def roll(rng: Rng, d20: tuple[str, ...]) -> str:
    face = rng.roll(20)
    return d20[face - 1] if face <= len(d20) else DEEP


def connected(width: int, height: int, terrain: list[str]) -> bool:
    """Every non-Supernova hex joined to the others by adjacency (Wormholes not counted)."""
    open_ = [i for i, t in enumerate(terrain) if t != SUPERNOVA]
    if not open_:
        return False
    seen = {open_[0]}
    frontier = [open_[0]]
    near = _neighbours(width, height)
    while frontier:
        h = frontier.pop()
        for n in near[h]:
            if n not in seen and terrain[n] != SUPERNOVA:
                seen.add(n)
                frontier.append(n)
    return len(seen) == len(open_)


def generate(
    rng: Rng,
    content: Content,
    races: int,
    d20: tuple[str, ...] | None = None,
    clusters: tuple[int, int] | None = None,
) -> tuple[Board, int]:
    """A random board for `races` races and the number of whole-map rolls it took (S10.5)."""
    bd = content.board_def(races)
    mg = content.game.mapgen
    table = d20 or mg.d20
    lo, hi = clusters or (mg.min_clusters, mg.max_clusters)
    homes = home_indices(content, races)
    near = _neighbours(bd.width, bd.height)
    home_near = sorted({n for h in homes for n in near[h]} - set(homes))
    for tries in range(1, mg.max_tries + 1):
        terrain = [roll(rng, table) for _ in range(bd.width * bd.height)]
        for h in homes:
            terrain[h] = CLUSTER
        for n in home_near:
            while terrain[n] in HOME_BANNED:
                terrain[n] = roll(rng, table)
        holes = [i for i, t in enumerate(terrain) if t == WORMHOLE]
        if len(holes) == 1:
            terrain[holes[0]] = DEEP
        extra = sum(t == CLUSTER for t in terrain) - len(homes)
        if lo <= extra <= hi and connected(bd.width, bd.height, terrain):
            return Board(bd.width, bd.height, tuple(terrain), homes), tries
    raise RuntimeError(f"no board met the map conditions in {mg.max_tries} rolls")


def standard(content: Content, races: int) -> Board:
    bd = content.board_def(races)
    return Board(bd.width, bd.height, content.standard_boards[races], home_indices(content, races))


def problems(board: Board, content: Content, clusters: tuple[int, int] | None = None) -> list[str]:
    """What a board breaks of S2.3-S2.4 (for the standard boards' test and loaded saves)."""
    out = []
    mg = content.game.mapgen
    lo, hi = clusters or (mg.min_clusters, mg.max_clusters)
    t = board.terrain
    if any(t[h] != CLUSTER for h in board.homes):
        out.append("a home is not a Star Cluster (S2.3)")
    near = _neighbours(board.width, board.height)
    if any(t[n] in HOME_BANNED for h in board.homes for n in near[h]):
        out.append("a home's neighbour is a Supernova, Black Hole or Quasar (S2.3)")
    if not lo <= sum(x == CLUSTER for x in t) - len(board.homes) <= hi:
        out.append(f"not {lo} to {hi} Star Clusters besides the homes (S2.4)")
    if sum(x == WORMHOLE for x in t) == 1:
        out.append("a lone Wormhole (S2.4)")
    if not connected(board.width, board.height, list(t)):
        out.append("hexes cut off by Supernovas (S2.4)")
    return out
