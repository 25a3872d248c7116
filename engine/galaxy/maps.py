"""Galaxy files: the hand-curated Standard Galaxy is data, and every map obeys C2.

`galaxy_problems` states the C2 properties once; the loader, the generator tests and the
content checks all use it.
"""

from __future__ import annotations

import functools
from pathlib import Path

from engine.core import content as loader
from engine.core.content import ContentError
from engine.core.hexgrid import Hex, distance
from engine.galaxy.colours import CORNER_COLOURS, ROUTE_COLOURS
from engine.galaxy.galaxy import NEBULA, SUPERNOVA, TERRAIN_KINDS, Galaxy, route_steps
from engine.galaxy.generator import polylines_cross

GALAXY_DIR = Path(__file__).parent / "data" / "galaxies"
STANDARD = "standard"


def galaxy_problems(g: Galaxy, max_route_length: int = 3) -> list[str]:
    """Every way this map breaks C2 (an empty list for a good map)."""
    out: list[str] = []
    numbers = [s.number for s in g.systems]
    if numbers != list(range(1, len(g.systems) + 1)):
        out.append("systems: numbered 1..N in order")
    starts = [s for s in g.systems if s.is_start]
    if sorted(s.corner for s in starts) != [0, 1, 2, 3]:
        out.append("systems: one starting system in each of the four corners")
    for s in starts:
        if s.colour != CORNER_COLOURS[s.corner] or len(s.planets) != 2:
            out.append(f"systems[{s.number}]: a starting system has its corner's colour, 2 planets")
    others = [s for s in g.systems if not s.is_start]
    counts = {c: sum(s.colour == c for s in others) for c in ROUTE_COLOURS}
    if max(counts.values()) - min(counts.values()) > 1:
        out.append(f"systems: colours not evenly split {counts}")
    for s in others:
        if not 1 <= len(s.planets) <= 3:
            out.append(f"systems[{s.number}]: 1 to 3 planets")
    for s in g.systems:
        for p in s.planets:
            if p.colour not in ROUTE_COLOURS or p.cost not in (1, 2):
                out.append(f"systems[{s.number}]: planet {p} has a bad colour or cost")
    for i, a in enumerate(g.systems):
        for b in g.systems[i + 1 :]:
            if distance(a.hex, b.hex) < 2:
                out.append(f"systems {a.number} and {b.number} are closer than 2 hexes")
    terrain = {t.hex: t.kind for t in g.terrain}
    if any(k not in TERRAIN_KINDS for k in terrain.values()):
        out.append("terrain: unknown kind")
    system_hexes = {s.hex for s in g.systems}
    used: dict[Hex, int] = {}
    for r in g.routes:
        if r.id != g.routes.index(r) or not 1 <= r.a < r.b <= len(g.systems):
            out.append(f"routes[{r.id}]: bad id or ends")
            continue
        path = [Hex(q, rr) for q, rr in r.path]
        if r.wormhole:
            if r.slots != 1 or any(terrain.get(h) != "wormhole" for h in path):
                out.append(f"routes[{r.id}]: a wormhole route has 1 slot and runs via wormholes")
            continue
        chain = [g.system(r.a).hex, *path, g.system(r.b).hex]
        if any(distance(x, y) != 1 for x, y in zip(chain, chain[1:], strict=False)):
            out.append(f"routes[{r.id}]: path is not a chain of neighbouring hexes")
        if len(path) + 1 > max_route_length:
            out.append(f"routes[{r.id}]: longer than {max_route_length}")
        if any(h in system_hexes or terrain.get(h) == SUPERNOVA for h in path):
            out.append(f"routes[{r.id}]: crosses a system or a supernova")
        expected = len(path) + 1 + sum(terrain.get(h) == NEBULA for h in path)
        if r.slots != expected or not 2 <= r.slots - (expected - len(path) - 1) <= 3:
            out.append(f"routes[{r.id}]: {r.slots} slots, expected {expected}")
        for h in path:
            if h in used:
                out.append(f"routes[{r.id}] and routes[{used[h]}] share a hex")
            used[h] = r.id
    plain = [r for r in g.routes if not r.wormhole]
    for i, r1 in enumerate(plain):
        for r2 in plain[i + 1 :]:
            if polylines_cross(g, r1, r2):
                out.append(f"routes[{r1.id}] and routes[{r2.id}] cross")
    if g.systems and len(route_steps(g, 1)) != len(g.systems):
        out.append("routes: the route graph is not connected")
    for s in starts:
        n = len(g.routes_of(s.number))
        if not 2 <= n <= 3:
            out.append(f"systems[{s.number}]: a starting system has 2-3 routes, not {n}")
    return out


def load_galaxy(path: Path) -> Galaxy:
    galaxy = loader.load(path, Galaxy)
    problems = galaxy_problems(galaxy)
    if problems:
        field, _, msg = problems[0].partition(": ")
        raise ContentError(path.name, field, msg or problems[0])
    return galaxy


@functools.cache
def standard_galaxy() -> Galaxy:
    return load_galaxy(GALAXY_DIR / f"{STANDARD}.toml")


def galaxy_toml(g: Galaxy, comment: str = "") -> str:
    """Write a galaxy as TOML (tomllib reads but cannot write)."""
    lines = [f"# {line}" for line in comment.splitlines()]
    lines += [f'name = "{g.name}"', f"width = {g.width}", f"height = {g.height}", ""]
    for s in g.systems:
        planets = ", ".join(f'{{ colour = "{p.colour}", cost = {p.cost} }}' for p in s.planets)
        lines += [
            "[[systems]]",
            f"number = {s.number}",
            f"q = {s.q}",
            f"r = {s.r}",
            f'colour = "{s.colour}"',
            f"planets = [{planets}]",
        ]
        if s.is_start:
            lines.append(f"corner = {s.corner}")
        lines.append("")
    for r in g.routes:
        path = ", ".join(f"[{q}, {rr}]" for q, rr in r.path)
        lines += [
            "[[routes]]",
            f"id = {r.id}",
            f"a = {r.a}",
            f"b = {r.b}",
            f"slots = {r.slots}",
            f"path = [{path}]",
        ]
        if r.wormhole:
            lines.append("wormhole = true")
        lines.append("")
    for t in g.terrain:
        lines += ["[[terrain]]", f"q = {t.q}", f"r = {t.r}", f'kind = "{t.kind}"', ""]
    return "\n".join(lines)
