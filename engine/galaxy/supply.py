"""Moving cubes between the reserve, the bag and the hand (C1, C3), and ongoing modifiers.

The reserve is finite: taking a colour it lacks takes what there is (C1).
"""

from __future__ import annotations

from engine.galaxy.colours import COLOURS
from engine.galaxy.content import ONGOING, Content
from engine.galaxy.events import CubesAdded, CubesDrawn
from engine.galaxy.state import GameState


def take_from_reserve(state: GameState, colour: str, count: int) -> int:
    """Remove up to `count` cubes of a colour from the reserve; return how many were taken."""
    n = min(count, state.reserve[colour])
    state.reserve[colour] -= n
    return n


def add_to_bag(state: GameState, colour: str, count: int, rule: str) -> list[CubesAdded]:
    n = take_from_reserve(state, colour, count)
    state.bag[colour] += n
    return [CubesAdded(colour, n, rule=rule)] if n else []


def draw(state: GameState, count: int, rule: str = "C3.1") -> CubesDrawn:
    """Draw up to `count` cubes from the bag into the hand, uniformly at random (fewer if the
    bag runs out)."""
    drawn = []
    for _ in range(count):
        weights = [state.bag[c] for c in COLOURS]
        if sum(weights) == 0:
            break
        colour = COLOURS[state.rng.weighted_index(weights)]
        state.bag[colour] -= 1
        state.hand[colour] += 1
        drawn.append(colour)
    return CubesDrawn(tuple(drawn), rule=rule)


def hand_list(state: GameState) -> tuple[str, ...]:
    return tuple(c for c in COLOURS for _ in range(state.hand[c]))


def ongoing(state: GameState, content: Content, kind: str) -> int:
    """The total strength of an ongoing rule change from the government and the species."""
    assert kind in ONGOING, kind
    total = 0
    if state.government:
        eff = content.card(state.government).ongoing
        if eff and eff.kind == kind:
            total += eff.count
    power = content.species[state.species].power
    if power.kind == kind:
        total += power.count
    return total
