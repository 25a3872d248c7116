"""Custom dice: a die is the tuple of its faces; every roll uses the game's generator."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.rng import Rng


def roll(faces: Sequence[int], rng: Rng) -> int:
    """One die: a uniform face."""
    return faces[rng.below(len(faces))]


def roll_many(faces: Sequence[int], count: int, rng: Rng) -> list[int]:
    """`count` dice of one kind, in the order rolled."""
    return [roll(faces, rng) for _ in range(max(0, count))]
