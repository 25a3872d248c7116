"""Setting up the Weavers (W1): swarms on the starting systems beside the player's corner."""

from __future__ import annotations

from engine.core.commands import Event
from engine.galaxy.content import Content
from engine.galaxy.scenario_rules import trim_weaver_deck
from engine.galaxy.scenarios import starting_swarms
from engine.galaxy.state import GameState, Swarm
from engine.weavers.capture import slots_needed, sort_swarms
from engine.weavers.content import ENGULFMENT
from engine.weavers.events import SwarmPlaced
from engine.weavers.targeting import aim


def swarm_corners(home_corner: int, count: int) -> list[int]:
    """The corners swarms start on: left and right of home (W1.2); a third, at difficulty 5,
    takes the diagonal corner that is otherwise empty and guarded."""
    left, right, diagonal = (home_corner + 3) % 4, (home_corner + 1) % 4, (home_corner + 2) % 4
    return [left, right, diagonal][:count]


def place_starting_swarms(state: GameState, content: Content) -> list[Event]:
    level = content.level(state.difficulty)
    count = starting_swarms(state, content)  # a scenario may say otherwise (D2)
    deck = list(content.weavers)
    state.rng.shuffle(deck)  # W1.2: shuffle the five cards
    home_corner = state.galaxy.system(state.home).corner
    events: list[Event] = []
    for corner in swarm_corners(home_corner, count):
        card = deck.pop(0)
        system = state.galaxy.corner_system(corner).number
        swarm = Swarm(card, system)
        # D1 head start: cubes already on the engulfment project, from the reserve.
        colour = content.weavers[card].engulfment.colour
        start = min(level.head_start, slots_needed(state, content, card, ENGULFMENT) - 1)
        start = min(start, state.reserve[colour])
        state.reserve[colour] -= start
        swarm.cubes[ENGULFMENT] = start
        state.swarms.append(swarm)
        events.append(SwarmPlaced(card, system, rule="W1.2"))
    sort_swarms(state)
    state.weaver_deck = deck
    trim_weaver_deck(state, content)  # D2.5
    for swarm in list(state.swarms):  # W1.3: each placed swarm targets at once
        if swarm in state.swarms:
            events += aim(state, content, swarm, "", "W1.3")
    return events
