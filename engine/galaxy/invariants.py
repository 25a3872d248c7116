"""Properties that must hold after every command, whatever the player did (issue 3, item 6).

The simulator counts a game that breaks one as an error; the property tests assert none do.
"""

from __future__ import annotations

from engine.galaxy.colours import COLOURS, SUPREMACY
from engine.galaxy.content import Content
from engine.galaxy.state import GameState

_PROJECT_COLOURS: dict[int, dict[str, tuple[str, str, str]]] = {}


def project_colours(content: Content) -> dict[str, tuple[str, str, str]]:
    """Each Weaver card's project colours (computed once per content)."""
    key = id(content)
    if key not in _PROJECT_COLOURS:
        _PROJECT_COLOURS[key] = {
            k: (w.projects[0].colour, w.projects[1].colour, w.projects[2].colour)
            for k, w in content.weavers.items()
        }
    return _PROJECT_COLOURS[key]


def cube_totals(state: GameState, content: Content) -> dict[str, int]:
    """Every cube of each colour wherever it is: reserve, bag, hand, board, Weaver cards."""
    board = state.board_cubes()
    weavers = state.weaver_cubes(project_colours(content))
    return {
        c: state.reserve[c] + state.bag[c] + state.hand[c] + board[c] + weavers[c] for c in COLOURS
    }


def problems(state: GameState, content: Content) -> list[str]:
    tun = content.tunables
    out: list[str] = []
    totals = cube_totals(state, content)
    for c in COLOURS:
        for where, counts in (("reserve", state.reserve), ("bag", state.bag), ("hand", state.hand)):
            if counts[c] < 0:
                out.append(f"{where} holds {counts[c]} {c} cubes")
        total = totals[c]
        if total != tun.reserve[c]:
            out.append(f"{c} cubes: {total} in play, the supply is {tun.reserve[c]}")
    if len(state.bases) > tun.bases or len(set(state.bases)) != len(state.bases):
        out.append(f"bases {state.bases} exceed the supply of {tun.bases} or repeat")
    limit = content.level(state.difficulty).black_hole_limit  # the one limit (D1)
    if len(state.black_holes) > limit:
        out.append(f"{len(state.black_holes)} black holes exceed the level's limit of {limit}")
    if set(state.bases) & set(state.black_holes):
        out.append("a base sits on a black hole")
    for rid, cubes in enumerate(state.routes):
        if len(cubes) > state.galaxy.routes[rid].slots:
            out.append(f"route {rid} holds more cubes than slots")
        if "black" in cubes:
            out.append(f"route {rid} holds a black cube")
    for i, p in enumerate(state.planets):
        if not 0 <= p.cubes <= p.cost:
            out.append(f"planet {i} holds {p.cubes} cubes for a cost of {p.cost}")
        if p.cubes == p.cost and not p.settled:
            out.append(f"planet {i} is paid for but not settled")
    for k in SUPREMACY:
        if not 0 <= state.supremacy[k] <= tun.supremacy_goal:
            out.append(f"supremacy {k} at {state.supremacy[k]}")
    for proj in state.tableau:
        if len(proj.cubes) != len(proj.needs):
            out.append(f"project {proj.card} has {len(proj.cubes)} cubes for {len(proj.needs)}")
        if proj.done and any(proj.cubes):
            out.append(f"completed project {proj.card} still holds cubes")
    if state.government:
        governments = [p.card for p in state.tableau if p.done and p.card == state.government]
        if len(governments) != 1:
            out.append("the government is not a single completed card in the tableau")
    systems = [s.system for s in state.swarms]
    if len(set(systems)) != len(systems):
        out.append(f"two swarms share a system: {systems}")
    if systems != sorted(systems):
        out.append("swarms are out of system-number order")
    cards = [s.card for s in state.swarms] + state.weaver_deck + state.weavers_gone
    if state.opponent == "none":  # a practice galaxy deals no Weaver cards at all
        expected: list[str] = []
    else:
        expected = sorted(content.weavers)
    if sorted(cards) != expected:
        out.append(f"Weaver cards lost or doubled: {sorted(cards)}")
    for s in state.swarms:
        if state.is_black_hole(s.system):
            out.append(f"swarm {s.card} sits on a black hole")
        if not state.over and (state.is_black_hole(s.target) or state.swarm_at(s.target)):
            out.append(f"swarm {s.card} targets an illegal system {s.target}")
        for project, n in enumerate(s.cubes):
            if not 0 <= n:
                out.append(f"swarm {s.card} project {project} holds {n} cubes")
    if state.over and state.result not in ("won", "lost"):
        out.append("the game is over without a result")
    return out
