"""The scenarios' special rules that data alone cannot express (GAME.md D2.1 to D2.5).

Each function is switched on by a field of the scenario's data and does nothing in the
standard game, so the rules modules call them unconditionally at their moment.
"""

from __future__ import annotations

import attrs

from engine.core.commands import Event
from engine.core.hexgrid import distance
from engine.galaxy import board
from engine.galaxy.content import Content
from engine.galaxy.events import GameLost
from engine.galaxy.galaxy import Galaxy, route_steps
from engine.galaxy.scenario_content import ScenarioDef
from engine.galaxy.scenarios import scenario_of
from engine.galaxy.state import GameState, Swarm
from engine.weavers.capture import arrive, sort_swarms
from engine.weavers.events import SwarmPlaced
from engine.weavers.targeting import aim, retarget_invalid


def scorched_galaxy(galaxy: Galaxy, scen: ScenarioDef | None) -> Galaxy:
    """D2.4: every route needs more cubes. The galaxy is stored in the state, so the board,
    the rules and the saves all see the longer routes."""
    if scen is None or not scen.route_extra_slots:
        return galaxy
    extra = scen.route_extra_slots
    routes = tuple(attrs.evolve(r, slots=r.slots + extra) for r in galaxy.routes)
    return attrs.evolve(galaxy, routes=routes)


def fill_bag(state: GameState, scen: ScenarioDef | None) -> None:
    """The scenario's extra starting cubes, from the reserve into the bag (setup, D2)."""
    if scen is None:
        return
    for colour, n in scen.bag_extra.items():
        n = min(n, state.reserve[colour])
        state.reserve[colour] -= n
        state.bag[colour] += n


def _by_nearness(state: GameState, candidates: list[int]) -> list[int]:
    """Systems nearest the home first: hex distance, then route steps, then the number."""
    here = state.galaxy.system(state.home).hex
    steps = route_steps(state.galaxy, state.home)

    def key(n: int) -> tuple[int, int, int]:
        return (distance(here, state.galaxy.system(n).hex), steps.get(n, 10**6), n)

    return sorted(candidates, key=key)


def extra_bases(state: GameState, content: Content) -> list[Event]:
    """D2.3: bases on the nearest non-starting systems, before the swarms choose targets (so
    the Weavers may hunt them like any base)."""
    scen = scenario_of(state, content)
    if scen is None or not scen.extra_bases:
        return []
    empty = [s.number for s in state.galaxy.systems if board.is_empty_system(state, s.number)]
    events: list[Event] = []
    for system in _by_nearness(state, empty)[: scen.extra_bases]:
        events += board.place_base(state, content, system, "D2.3")
    return events


def trim_weaver_deck(state: GameState, content: Content) -> None:
    """D2.5: a short Weaver deck; the cards left over leave the game before it starts."""
    scen = scenario_of(state, content)
    if scen is None or scen.weaver_deck < 0:
        return
    state.weavers_gone += state.weaver_deck[scen.weaver_deck :]
    del state.weaver_deck[scen.weaver_deck :]


def late_swarm(state: GameState, content: Content) -> list[Event]:
    """D2.1: at the start of the scenario's turn, the top Weaver card enters on the starting
    system nearest the home that holds no swarm and is no black hole, capturing it (W5), and
    targets at once. With no such system or no card left, nothing enters."""
    scen = scenario_of(state, content)
    if scen is None or state.turn != scen.late_swarm_turn or not state.weaver_deck:
        return []
    open_starts = [
        s.number
        for s in state.galaxy.systems
        if s.is_start
        and s.number != state.home
        and not state.swarm_at(s.number)
        and not state.is_black_hole(s.number)
    ]
    if not open_starts:
        return []
    system = _by_nearness(state, open_starts)[0]
    swarm = Swarm(state.weaver_deck.pop(0), system)
    state.swarms.append(swarm)
    sort_swarms(state)
    events: list[Event] = [SwarmPlaced(swarm.card, system, rule="D2.1")]
    events += arrive(state, content, swarm, system)
    events += aim(state, content, swarm, "", "D2.1")
    events += retarget_invalid(state, content)
    return events


def deadline_loss(state: GameState, content: Content) -> GameLost | None:
    """D2.5's extra end rule: with the usual victories off, the Weavers win if any swarm is
    left when the deadline turn ends, so every game of the scenario ends in time. And a goal
    to win by a turn (D2, Long Night) that can no longer be met ends the game as it fails:
    playing on could not win the scenario."""
    scen = scenario_of(state, content)
    if scen is None:
        return None
    if scen.goal == "by_turn" and state.turn >= scen.goal_turn:
        return GameLost("goal_missed", rule="D2")
    if not scen.deadline or state.turn < scen.deadline:
        return None
    return GameLost("deadline", rule="D2.5")
