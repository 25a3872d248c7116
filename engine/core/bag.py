"""A bag of tokens drawn blind: the game's generator picks uniformly among what is inside.

Plain lists, so a bag lives in a game state and saves as JSON; every draw uses the state's
generator (determinism). Shared by every game that draws tokens from a bag.
"""

from __future__ import annotations

from typing import TypeVar

from engine.core.rng import Rng

T = TypeVar("T")


def draw(bag: list[T], rng: Rng) -> T | None:
    """Take one token, uniformly at random; None when the bag is empty."""
    if not bag:
        return None
    return bag.pop(rng.below(len(bag)))


def refill(bag: list[T], pile: list[T]) -> None:
    """Pour a whole pile (a discard or dead pile) back into the bag, emptying the pile."""
    bag.extend(pile)
    pile.clear()
