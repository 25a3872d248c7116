"""Whether every number in a state that names a system, route, planet or card names one that
exists: checked on a loaded snapshot the record cannot vouch for (a save made with other
content), before anything looks one up. A route to system 999 or a base on a missing system
must be refused at load, not found later as a KeyError in the middle of a turn."""

from __future__ import annotations

from engine.galaxy.colours import COLOURS, SUPREMACY
from engine.galaxy.content import Content
from engine.galaxy.state import GameState

MAX_TURN = 100_000  # far beyond any real game; keeps counters out of overflow's way
PENDING_KINDS = ("free_base", "settle_free", "advance_route")


def reference_problems(state: GameState, content: Content) -> list[str]:
    """The first few broken references, in words ([] when all hold)."""
    g = state.galaxy
    n = len(g.systems)
    systems = range(1, n + 1)
    out: list[str] = []
    if [s.number for s in g.systems] != list(systems):
        return ["the galaxy's systems are not numbered 1 to N in order"]
    for i, r in enumerate(g.routes):
        if r.id != i or r.a not in systems or r.b not in systems or r.a == r.b:
            return [f"galaxy route {i} joins systems that do not exist"]
        if not 1 <= r.slots <= 20:
            return [f"galaxy route {i} has {r.slots} slots"]
    if len(state.routes) != len(g.routes):
        out.append("the routes do not match the galaxy")
    if state.home not in systems:
        out.append(f"home system {state.home} does not exist")
    for name, numbers in (("base", state.bases), ("black hole", state.black_holes)):
        missing = [s for s in numbers if s not in systems]
        out += [f"a {name} on system {s}, which does not exist" for s in missing]
    expected = [(s.number, i) for s in g.systems for i, _ in enumerate(s.planets)]
    if [(p.system, p.index) for p in state.planets] != expected:
        out.append("the planets do not match the galaxy")
    for s in state.swarms:
        if s.system not in systems or (s.target and s.target not in systems):
            out.append(f"swarm {s.card} sits on or targets a system that does not exist")
        if len(s.cubes) != 3:
            out.append(f"swarm {s.card} has {len(s.cubes)} projects, not 3")
    for p in state.tableau:
        if (p.origin and p.origin not in systems) or (p.target and p.target not in systems):
            out.append(f"conflict {p.card} names a system that does not exist")
    for where, counts in (("reserve", state.reserve), ("bag", state.bag), ("hand", state.hand)):
        if set(counts) != set(COLOURS):
            out.append(f"the {where} does not hold exactly the cube colours")
    if set(state.supremacy) != set(SUPREMACY):
        out.append("the supremacy tracks are not the game's")
    if state.pending is not None:
        if state.pending.kind not in PENDING_KINDS:
            out.append(f"a pending choice of unknown kind {state.pending.kind!r}")
        limit = max(n, len(g.routes), len(state.planets))
        if any(not 0 <= o.ref <= limit for o in state.pending.options):
            out.append("a pending choice offers something that does not exist")
    if not 1 <= state.turn <= MAX_TURN:
        out.append(f"turn {state.turn} is out of range")
    if state.government and state.government not in content.cards:
        out.append(f"unknown government {state.government!r}")
    return out[:3]
