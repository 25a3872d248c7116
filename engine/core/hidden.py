"""Re-dealing what the player cannot see, for look-ahead that must know no more than they do.

A game's rules declare what is hidden in their `redeal(state, rng)` (next to `reveal_mark`):
the order of a face-down deck, a rival's hand, the order of a bag, and the game's own random
generator, which holds every future draw. A re-deal puts the same unseen things back in the
same places in another order drawn from `rng`. Each pile is sorted before it is shuffled, so
the result depends only on what the player could see (which cards are unseen, how many sit
where) and on `rng`, never on the order the saved state held them in.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import Any, Protocol, TypeVar

from engine.core.rng import Rng


class _Sortable(Protocol):
    """What a pile holds: things sorted() can order (card ids, cube colours)."""

    def __lt__(self, other: Any, /) -> bool: ...


T = TypeVar("T", bound=_Sortable)

REDEAL_STREAM = 0x5EE  # the look-ahead's own stream: never the game's


def reshuffle(items: MutableSequence[T], rng: Rng) -> None:
    """Put a hidden pile in a fresh order: sorted first (forgetting the order it had), then
    shuffled by `rng`."""
    items[:] = sorted(items)
    rng.shuffle(items)


def deal(piles: Sequence[MutableSequence[T]], rng: Rng) -> None:
    """Deal the cards of several hidden piles afresh among them, each keeping its size (a
    rival's hand and the deck it draws from: the player knows how many each holds, not
    which)."""
    pool: list[T] = [card for pile in piles for card in pile]
    reshuffle(pool, rng)
    start = 0
    for pile in piles:
        n = len(pile)
        pile[:] = pool[start : start + n]
        start += n


def fresh_generator(rng: Rng) -> Rng:
    """A game generator for the re-dealt future, drawn from `rng` (the old one is forgotten:
    it knew every draw to come)."""
    return Rng.from_seed((rng.next_u32() << 32) | rng.next_u32(), stream=rng.next_u32())


def redeal(rules: Any, state: Any, seed: int) -> None:
    """Re-deal `state`'s hidden parts in place with the rules' hook, from `seed`."""
    rules.redeal(state, Rng.from_seed(seed, stream=REDEAL_STREAM))


def can_redeal(rules: Any) -> bool:
    return callable(getattr(rules, "redeal", None))
