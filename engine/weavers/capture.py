"""Swarms changing the board: arriving at a system (W5), black holes, leaving the game."""

from __future__ import annotations

from engine.core.commands import Event
from engine.galaxy import board
from engine.galaxy.content import Content
from engine.galaxy.events import BaseLost
from engine.galaxy.scenarios import black_hole_toll
from engine.galaxy.state import GameState, Swarm
from engine.weavers.events import BlackHolePlaced, Captured, RouteUnravelled


def slots_needed(state: GameState, content: Content, card: str, project: int) -> int:
    """A Weaver project's slots at this game's difficulty (W8 + D1), never below 1."""
    base = content.weavers[card].projects[project].slots
    return max(1, base + content.level(state.difficulty).slot_delta[project])


def sort_swarms(state: GameState) -> None:
    state.swarms.sort(key=lambda s: s.system)


def clear_cubes(state: GameState, content: Content, swarm: Swarm) -> None:
    """The card loses all its cubes, back to the reserve (W4)."""
    card = content.weavers[swarm.card]
    for project, n in zip(card.projects, swarm.cubes, strict=True):
        state.reserve[project.colour] += n
    swarm.cubes = [0, 0, 0]


def remove_swarm(state: GameState, content: Content, swarm: Swarm) -> None:
    """The card leaves the board and the game (W2.3, W6.1); its cubes go to the reserve."""
    clear_cubes(state, content, swarm)
    state.swarms.remove(swarm)
    state.weavers_gone.append(swarm.card)


def _strip_system(state: GameState, system: int, rule: str) -> tuple[list[Event], int, int, int]:
    """Bases off, route cubes to the bag, planet cubes to the reserve (W5)."""
    events: list[Event] = []
    bases_lost = 0
    if state.has_base(system):
        state.bases.remove(system)
        bases_lost = 1
        events.append(BaseLost(system, rule=rule))
    route_cubes = 0
    for route in state.galaxy.routes_of(system):
        cubes = state.routes[route.id]
        if cubes:
            for c in cubes:
                state.bag[c] += 1
            route_cubes += len(cubes)
            events.append(RouteUnravelled(route.id, tuple(cubes), rule=rule))
            state.routes[route.id] = []
    planet_cubes = 0
    for planet in state.planets_of(system):
        planet_cubes += planet.cubes
        state.reserve[planet.colour] += planet.cubes
        planet.cubes = 0
        planet.settled = False
    return events, bases_lost, route_cubes, planet_cubes


def arrive(state: GameState, content: Content, swarm: Swarm, system: int) -> list[Event]:
    """The swarm arrives at a system and captures it (W5); conflicts there end (C6.5)."""
    swarm.system = system
    sort_swarms(state)
    events, bases, routes, planets = _strip_system(state, system, "W5")
    events.append(Captured(swarm.card, system, bases, routes, planets))
    events += board.status_changed(state, system, "a swarm arrived")
    return events


def place_black_hole(state: GameState, content: Content, system: int, rule: str) -> list[Event]:
    """A black hole swallows a system: its routes unravel back to the bag, its planets'
    cubes return to the reserve, and conflicts involving it end (C6.5)."""
    limit = content.level(state.difficulty).black_hole_limit
    if state.is_black_hole(system):
        return []
    if len(state.black_holes) >= limit:
        # No black hole left to place, but the swarm is gone all the same: conflicts fought
        # over this system lose their reason just as they would under a black hole.
        return board.status_changed(state, system, "its swarm left")
    state.black_holes.append(system)
    events: list[Event] = [BlackHolePlaced(system, len(state.black_holes), rule=rule)]
    stripped, *_ = _strip_system(state, system, rule)
    events += stripped
    events += board.status_changed(state, system, "it became a black hole")
    events += black_hole_toll(state, content)  # D2.2
    return events
