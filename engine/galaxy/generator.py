"""The seeded random galaxy generator (C2). The same seed always gives the same map.

Steps: corners, then numbered systems spread over the rectangle, wormhole mouths, terrain,
then routes chosen shortest first so that none cross, until the route graph is connected and
every starting system has 2-3 routes. A failed attempt draws again from the same generator,
so the result is still a pure function of the seed.
"""

from __future__ import annotations

from collections import deque

import attrs

from engine.core.hexgrid import Hex, distance, hex_range, line, neighbors
from engine.core.rng import Rng
from engine.galaxy.colours import CORNER_COLOURS, ROUTE_COLOURS
from engine.galaxy.galaxy import (
    NEBULA,
    SCENERY,
    SUPERNOVA,
    UNIT_LAYOUT,
    WORMHOLE,
    Galaxy,
    Planet,
    Route,
    System,
    Terrain,
    offset_to_hex,
)


@attrs.frozen
class GeneratorSettings:
    """Shape of a random galaxy ([T]: read from tunables.toml)."""

    width: int = 15
    height: int = 11
    systems: int = 20
    min_system_distance: int = 2
    max_route_length: int = 3
    supernovas: tuple[int, int] = (3, 5)
    nebulas: tuple[int, int] = (4, 6)
    scenery: tuple[int, int] = (6, 10)
    wormhole_chance: float = 0.5
    max_degree: int = 4
    max_start_degree: int = 3
    attempts: int = 400


class GenerationError(RuntimeError):
    pass


def generate(seed: int, settings: GeneratorSettings | None = None) -> Galaxy:
    cfg = settings or GeneratorSettings()
    rng = Rng.from_seed(seed, stream=0x6A1A)
    for _ in range(cfg.attempts):
        galaxy = _attempt(rng, cfg, f"Random galaxy #{seed}")
        if galaxy is not None:
            return galaxy
    raise GenerationError(f"no valid galaxy for seed {seed} after {cfg.attempts} attempts")


def _attempt(rng: Rng, cfg: GeneratorSettings, name: str) -> Galaxy | None:
    cells = [offset_to_hex(c, r) for r in range(cfg.height) for c in range(cfg.width)]
    corners = [
        offset_to_hex(0, 0),
        offset_to_hex(cfg.width - 1, 0),
        offset_to_hex(cfg.width - 1, cfg.height - 1),
        offset_to_hex(0, cfg.height - 1),
    ]
    cell_set = set(cells)
    placed: list[Hex] = []
    others: list[Hex] = []
    # Neighbourhoods kept up to date as systems are placed, instead of rescanning all pairs.
    too_close: set[Hex] = set()
    crowd: dict[Hex, int] = {}  # systems within the minimum distance of a hex
    within2: set[Hex] = set()
    reach: set[Hex] = set()

    def place(h: Hex) -> None:
        placed.append(h)
        too_close.update(hex_range(h, cfg.min_system_distance - 1))
        for n in hex_range(h, cfg.min_system_distance):
            crowd[n] = crowd.get(n, 0) + 1
        within2.update(hex_range(h, 2))
        reach.update(hex_range(h, cfg.max_route_length))

    def fits(h: Hex) -> bool:
        # Apart from every system, and at most one other at the minimum distance (no clumps).
        return h in cell_set and h not in too_close and crowd.get(h, 0) <= 1

    for c in corners:
        place(c)
    # Two systems within route reach of each corner, so every start can have 2 routes.
    for c in corners:
        for _ in range(2):
            near = [h for h in hex_range(c, cfg.max_route_length) if fits(h)]
            if not near:
                return None
            h = rng.choice(near)
            place(h)
            others.append(h)
    # Then grow: each new system within route reach of one already placed, spread out.
    while len(others) < cfg.systems:
        candidates = [h for h in cells if h in reach and fits(h)]
        if not candidates:
            return None
        roomy = [h for h in candidates if h not in within2]
        h = rng.choice(roomy or candidates)
        place(h)
        others.append(h)
    system_hexes = set(placed)

    terrain: dict[Hex, str] = {}
    wormhole_pair: tuple[Hex, Hex] | None = None
    if rng.random() < cfg.wormhole_chance:
        wormhole_pair = _place_wormholes(rng, others, system_hexes, cell_set)
        if wormhole_pair:
            terrain[wormhole_pair[0]] = WORMHOLE
            terrain[wormhole_pair[1]] = WORMHOLE
    free = [h for h in cells if h not in system_hexes and h not in terrain]
    rng.shuffle(free)
    for kind, (lo, hi) in ((SUPERNOVA, cfg.supernovas), (NEBULA, cfg.nebulas)):
        for _ in range(rng.randint(lo, hi)):
            if free:
                terrain[free.pop()] = kind
    for _ in range(rng.randint(*cfg.scenery)):
        if free:
            terrain[free.pop()] = rng.choice(SCENERY)

    # Number systems in reading order (top row first, then left to right).
    ordered = sorted(placed, key=lambda h: (h.r, h.q))
    number_of = {h: i + 1 for i, h in enumerate(ordered)}
    colours = [ROUTE_COLOURS[i % 4] for i in range(cfg.systems)]
    rng.shuffle(colours)
    colour_of = dict(zip(others, colours, strict=True))
    systems = []
    for h in ordered:
        if h in corners:
            corner = corners.index(h)
            colour = CORNER_COLOURS[corner]
            planets = tuple(_planet(rng, colour) for _ in range(2))
        else:
            corner = -1
            colour = colour_of[h]
            planets = tuple(_planet(rng, colour) for _ in range(rng.randint(1, 3)))
        systems.append(System(number_of[h], h.q, h.r, colour, planets, corner))

    routes = _choose_routes(rng, cfg, systems, terrain, system_hexes)
    if routes is None:
        return None
    if wormhole_pair:
        a, b = (_mouth(h, systems) for h in wormhole_pair)
        lo, hi = min(a, b), max(a, b)
        if lo == hi or any({r.a, r.b} == {lo, hi} for r in routes):
            return None
        w0, w1 = wormhole_pair if a == lo else wormhole_pair[::-1]
        routes.append(Route(len(routes), lo, hi, 1, ((w0.q, w0.r), (w1.q, w1.r)), wormhole=True))
    galaxy = Galaxy(
        name,
        cfg.width,
        cfg.height,
        tuple(systems),
        tuple(routes),
        tuple(Terrain(h.q, h.r, k) for h, k in sorted(terrain.items(), key=lambda t: t[0])),
    )
    return galaxy if _valid_graph(galaxy, cfg) else None


def _planet(rng: Rng, system_colour: str) -> Planet:
    colour = system_colour if rng.random() < 0.6 else rng.choice(ROUTE_COLOURS)
    return Planet(colour, rng.randint(1, 2))


def _place_wormholes(
    rng: Rng, others: list[Hex], systems: set[Hex], cells: set[Hex]
) -> tuple[Hex, Hex] | None:
    pairs = [(a, b) for i, a in enumerate(others) for b in others[i + 1 :] if distance(a, b) >= 7]
    if not pairs:
        return None
    a, b = rng.choice(pairs)
    mouths = []
    for s in (a, b):
        spots = [n for n in neighbors(s) if n in cells and n not in systems]
        spots = [n for n in spots if all(distance(n, o) >= 2 for o in systems if o != s)]
        if not spots:
            return None
        mouths.append(rng.choice(spots))
    return (mouths[0], mouths[1])


def _mouth(wormhole: Hex, systems: list[System]) -> int:
    return min(systems, key=lambda s: (distance(s.hex, wormhole), s.number)).number


def _path(a: Hex, b: Hex, blocked: set[Hex], limit: int) -> list[Hex] | None:
    """The hexes strictly between a and b on the shortest free path, preferring a straight line."""
    straight = line(a, b)
    if all(h not in blocked for h in straight[1:-1]):
        return straight[1:-1]
    # Breadth-first over free hexes, in a fixed neighbour order, for determinism.
    prev: dict[Hex, Hex | None] = {a: None}
    queue = deque([(a, 0)])
    while queue:
        h, d = queue.popleft()
        if d >= limit:
            continue
        for n in neighbors(h):
            if n in prev:
                continue
            if n == b:
                out = []
                cur = h
                while (back := prev[cur]) is not None:  # only the start `a` has no previous
                    out.append(cur)
                    cur = back
                return out[::-1]
            if n in blocked:
                continue
            prev[n] = h
            queue.append((n, d + 1))
    return None


def _choose_routes(
    rng: Rng,
    cfg: GeneratorSettings,
    systems: list[System],
    terrain: dict[Hex, str],
    system_hexes: set[Hex],
) -> list[Route] | None:
    blocked = system_hexes | {h for h, k in terrain.items() if k in (SUPERNOVA, WORMHOLE)}
    candidates = []
    for i, sa in enumerate(systems):
        for sb in systems[i + 1 :]:
            if distance(sa.hex, sb.hex) > cfg.max_route_length:
                continue
            path = _path(sa.hex, sb.hex, blocked - {sa.hex, sb.hex}, cfg.max_route_length)
            if path is None:
                continue
            steps = len(path) + 1
            if steps > cfg.max_route_length:
                continue
            candidates.append((steps, rng.next_u32(), sa, sb, path))
    candidates.sort(key=lambda c: (c[0], c[1]))
    chosen: list[tuple[System, System, list[Hex]]] = []
    used: set[Hex] = set()
    degree = {s.number: 0 for s in systems}

    def fits(sa: System, sb: System, path: list[Hex]) -> bool:
        """No shared hex and no crossing with a route already chosen."""
        if any(h in used for h in path):
            return False
        poly = _polyline(sa.hex, path, sb.hex)
        return not any(_crosses(poly, _polyline(ca.hex, cp, cb.hex)) for ca, cb, cp in chosen)

    def add(sa: System, sb: System, path: list[Hex]) -> None:
        chosen.append((sa, sb, path))
        used.update(path)
        degree[sa.number] += 1
        degree[sb.number] += 1

    for _steps, _, sa, sb, path in candidates:
        if any(degree[s.number] >= _cap(s, cfg) for s in (sa, sb)):
            continue
        if fits(sa, sb, path):
            add(sa, sb, path)
    # Second pass: join what the degree caps left apart (crossings are still never allowed).
    comp = {s.number: s.number for s in systems}

    def root(n: int) -> int:
        while comp[n] != n:
            comp[n] = comp[comp[n]]
            n = comp[n]
        return n

    for sa, sb, _ in chosen:
        comp[root(sa.number)] = root(sb.number)
    for _steps, _, sa, sb, path in candidates:
        if root(sa.number) == root(sb.number):
            continue
        if any(s.is_start and degree[s.number] >= _cap(s, cfg) for s in (sa, sb)):
            continue
        if fits(sa, sb, path):
            add(sa, sb, path)
            comp[root(sa.number)] = root(sb.number)
    routes: list[Route] = []
    for sa, sb, path in sorted(chosen, key=lambda c: (c[0].number, c[1].number)):
        nebulas = sum(terrain.get(h) == NEBULA for h in path)
        routes.append(
            Route(
                len(routes),
                sa.number,
                sb.number,
                len(path) + 1 + nebulas,
                tuple((h.q, h.r) for h in path),
            )
        )
    return routes


def _cap(s: System, cfg: GeneratorSettings) -> int:
    return cfg.max_start_degree if s.is_start else cfg.max_degree


def _polyline(a: Hex, path: list[Hex], b: Hex) -> list[tuple[float, float]]:
    return [UNIT_LAYOUT.to_pixel(h) for h in (a, *path, b)]


def _orient(p, q, r) -> float:
    return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])


def segments_cross(p1, p2, p3, p4) -> bool:
    """Proper crossing of two segments (touching at a shared endpoint is not a crossing)."""
    eps = 1e-9
    shared = {(round(p1[0], 6), round(p1[1], 6)), (round(p2[0], 6), round(p2[1], 6))} & {
        (round(p3[0], 6), round(p3[1], 6)),
        (round(p4[0], 6), round(p4[1], 6)),
    }
    if shared:
        return False
    d1, d2 = _orient(p3, p4, p1), _orient(p3, p4, p2)
    d3, d4 = _orient(p1, p2, p3), _orient(p1, p2, p4)
    return ((d1 > eps and d2 < -eps) or (d1 < -eps and d2 > eps)) and (
        (d3 > eps and d4 < -eps) or (d3 < -eps and d4 > eps)
    )


def _crosses(a: list[tuple[float, float]], b: list[tuple[float, float]]) -> bool:
    # Cheap rejection first: polylines whose bounding boxes do not meet cannot cross.
    if (
        max(p[0] for p in a) < min(p[0] for p in b)
        or max(p[0] for p in b) < min(p[0] for p in a)
        or max(p[1] for p in a) < min(p[1] for p in b)
        or max(p[1] for p in b) < min(p[1] for p in a)
    ):
        return False
    return any(
        segments_cross(a[i], a[i + 1], b[j], b[j + 1])
        for i in range(len(a) - 1)
        for j in range(len(b) - 1)
    )


def polylines_cross(galaxy: Galaxy, r1: Route, r2: Route) -> bool:
    """Whether two (non-wormhole) routes cross on the map, as drawn."""

    def poly(r: Route) -> list[tuple[float, float]]:
        return _polyline(
            galaxy.system(r.a).hex, [Hex(q, rr) for q, rr in r.path], galaxy.system(r.b).hex
        )

    return _crosses(poly(r1), poly(r2))


def _valid_graph(galaxy: Galaxy, cfg: GeneratorSettings) -> bool:
    from engine.galaxy.galaxy import route_steps

    if len(route_steps(galaxy, 1)) != len(galaxy.systems):
        return False
    for s in galaxy.systems:
        if s.is_start and not 2 <= len(galaxy.routes_of(s.number)) <= 3:
            return False
        if not galaxy.routes_of(s.number):
            return False
    return True
