"""Where each swarm points (W2): nearest legal system by arrow colours, then any colour."""

from __future__ import annotations

from engine.core.commands import Event
from engine.core.hexgrid import distance
from engine.galaxy.content import Content
from engine.galaxy.galaxy import Galaxy, route_steps
from engine.galaxy.state import GameState, Swarm
from engine.weavers.capture import place_black_hole, remove_swarm
from engine.weavers.events import SwarmRemoved, SwarmTargeted

ORDINAL = ("first", "second", "third")
UNREACHABLE = 10**6


def is_legal_target(state: GameState, system: int) -> bool:
    """W2.2: not a black hole and not holding a swarm (bases of the player are fair game)."""
    return not state.is_black_hole(system) and not state.swarm_at(system)


def choose_target(state: GameState, content: Content, swarm: Swarm) -> tuple[int, int, str] | None:
    """(target, arrow 1-4, reason) for this swarm now, or None if nothing is legal (W2.1)."""
    galaxy = state.galaxy
    here = galaxy.system(swarm.system).hex
    steps = _route_steps(galaxy, swarm.system)
    # is_legal_target for every system, with the black holes and swarms looked up once
    taken = {*state.black_holes, *(s.system for s in state.swarms)}
    legal = [s for s in galaxy.systems if s.number not in taken]
    if not legal:
        return None

    def key(s):  # nearest by hex distance; ties by route steps, then the lower number
        return (distance(here, s.hex), steps.get(s.number, UNREACHABLE), s.number)

    arrows = content.weavers[swarm.card].arrows
    for i, colour in enumerate(arrows):
        candidates = [s for s in legal if s.colour == colour]
        if candidates:
            best = min(candidates, key=key)
            if i == 0:
                reason = f"nearest {colour} system (first arrow)"
            else:
                missing = " or ".join(arrows[:i])
                reason = f"no {missing} system open; nearest {colour} ({ORDINAL[i]} arrow)"
            return best.number, i + 1, reason
    best = min(legal, key=key)
    return best.number, 4, f"no {', '.join(arrows)} system open; nearest system of any colour"


# A galaxy never changes: the route steps from each system are worked out once per galaxy,
# kept by identity (the entry holds the galaxy, so an id is never a later object's).
_STEPS: dict[tuple[int, int], tuple[Galaxy, dict[int, int]]] = {}


def _route_steps(galaxy: Galaxy, system: int) -> dict[int, int]:
    """route_steps, for reading only."""
    hit = _STEPS.get((id(galaxy), system))
    if hit is None or hit[0] is not galaxy:
        if len(_STEPS) >= 512:
            _STEPS.clear()
        hit = _STEPS[id(galaxy), system] = (galaxy, route_steps(galaxy, system))
    return hit[1]


def aim(state: GameState, content: Content, swarm: Swarm, why: str, rule: str) -> list[Event]:
    """(Re)choose this swarm's target; with nothing legal, the card leaves the game (W2.3)."""
    choice = choose_target(state, content, swarm)
    if choice is None:
        system = swarm.system
        remove_swarm(state, content, swarm)
        events: list[Event] = [SwarmRemoved(swarm.card, system)]
        events += place_black_hole(state, content, system, "W2.3")
        events += retarget_invalid(state, content)
        return events
    target, arrow, reason = choice
    swarm.target = target
    retarget = bool(why)
    text = f"{why}: {reason}" if why else reason
    return [SwarmTargeted(swarm.card, swarm.system, target, arrow, text, retarget, rule=rule)]


def retarget_invalid(state: GameState, content: Content) -> list[Event]:
    """W2.4: every swarm whose target is no longer legal re-targets at once, in system order."""
    events: list[Event] = []
    changed = True
    while changed:
        changed = False
        for swarm in list(state.swarms):
            if is_legal_target(state, swarm.target):
                continue
            if state.is_black_hole(swarm.target):
                why = f"system {swarm.target} became a black hole"
            else:
                why = f"a swarm reached system {swarm.target}"
            events += aim(state, content, swarm, why, "W2.4")
            changed = True
            break  # the list may have changed (W2.3); look again from the start
    return events
