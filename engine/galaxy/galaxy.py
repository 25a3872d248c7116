"""The galaxy map (C2): systems with planets, space terrain, and the routes between systems.

A Galaxy is fixed for a whole game; what changes (cubes, bases, black holes) lives in the
game state. The map is stored inside each save, so a random galaxy reloads exactly.
"""

from __future__ import annotations

import attrs

from engine.core.hexgrid import Hex, Layout
from engine.core.hexgrid import offset_to_hex as offset_to_hex  # moved to core; kept here

SUPERNOVA, NEBULA, WORMHOLE = "supernova", "nebula", "wormhole"
SCENERY = ("deep_space", "asteroids", "dark_matter")
TERRAIN_KINDS = (SUPERNOVA, NEBULA, WORMHOLE, *SCENERY)

# A unit layout used for geometry tests (crossings); the client scales its own.
UNIT_LAYOUT = Layout(1.0, 1.0)


@attrs.frozen
class Planet:
    colour: str
    cost: int


@attrs.frozen
class System:
    number: int
    q: int
    r: int
    colour: str
    planets: tuple[Planet, ...]
    corner: int = -1  # 0..3 clockwise from top-left for starting systems, -1 otherwise

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)

    @property
    def is_start(self) -> bool:
        return self.corner >= 0


@attrs.frozen
class Terrain:
    q: int
    r: int
    kind: str

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)


@attrs.frozen
class Route:
    """A route between systems a < b. `path` lists the hexes between them, for drawing."""

    id: int
    a: int
    b: int
    slots: int
    path: tuple[tuple[int, int], ...] = ()
    wormhole: bool = False

    def other(self, system: int) -> int:
        return self.b if system == self.a else self.a

    def touches(self, system: int) -> bool:
        return system in (self.a, self.b)


@attrs.frozen
class Galaxy:
    name: str
    width: int
    height: int
    systems: tuple[System, ...]
    routes: tuple[Route, ...]
    terrain: tuple[Terrain, ...] = ()

    def system(self, number: int) -> System:
        return self.systems[number - 1]

    def route(self, rid: int) -> Route:
        return self.routes[rid]

    def corner_system(self, corner: int) -> System:
        for s in self.systems:
            if s.corner == corner:
                return s
        raise KeyError(f"no starting system in corner {corner}")

    def routes_of(self, number: int) -> list[Route]:
        return list(_links(self)[0].get(number, ()))

    def neighbours(self, number: int) -> list[int]:
        return list(_links(self)[1].get(number, ()))


# A galaxy never changes: its routes by system and its neighbours are worked out once (the
# players ask for them before every move). Kept by identity for the last few galaxies; the
# entry holds the galaxy itself, so an id is never mistaken for a later object's.
_LINKS: dict[int, tuple[Galaxy, dict[int, tuple[Route, ...]], dict[int, tuple[int, ...]]]] = {}


def _links(galaxy: Galaxy) -> tuple[dict[int, tuple[Route, ...]], dict[int, tuple[int, ...]]]:
    hit = _LINKS.get(id(galaxy))
    if hit is not None and hit[0] is galaxy:
        return hit[1], hit[2]
    touching: dict[int, list[Route]] = {}
    for r in galaxy.routes:  # in route order, as a scan of the routes finds them
        touching.setdefault(r.a, []).append(r)
        if r.b != r.a:
            touching.setdefault(r.b, []).append(r)
    routes = {n: tuple(rs) for n, rs in touching.items()}
    near = {n: tuple(sorted(r.other(n) for r in rs)) for n, rs in routes.items()}
    if len(_LINKS) >= 16:
        _LINKS.clear()
    _LINKS[id(galaxy)] = (galaxy, routes, near)
    return routes, near


_RUNS: dict[int, tuple[Galaxy, tuple[dict[int, range], int]]] = {}


def galaxy_planet_runs(galaxy: Galaxy) -> tuple[dict[int, range], int]:
    """The planet ids of each system when the game's planets are laid out system by system,
    in the galaxy's order (as a new game lays them out), and how many planets there are.
    Kept by identity, as _links."""
    hit = _RUNS.get(id(galaxy))
    if hit is not None and hit[0] is galaxy:
        return hit[1]
    runs, start = {}, 0
    for s in galaxy.systems:
        runs[s.number] = range(start, start + len(s.planets))
        start += len(s.planets)
    if len(_RUNS) >= 16:
        _RUNS.clear()
    _RUNS[id(galaxy)] = (galaxy, (runs, start))
    return runs, start


def route_steps(galaxy: Galaxy, a: int) -> dict[int, int]:
    """Route steps from system a to every system reachable over routes (breadth first)."""
    adjacency: dict[int, list[int]] = {s.number: [] for s in galaxy.systems}
    for r in galaxy.routes:
        adjacency[r.a].append(r.b)
        adjacency[r.b].append(r.a)
    dist = {a: 0}
    frontier = [a]
    while frontier:
        nxt = []
        for s in frontier:
            for n in adjacency[s]:
                if n not in dist:
                    dist[n] = dist[s] + 1
                    nxt.append(n)
        frontier = nxt
    return dist
