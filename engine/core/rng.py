"""The game's random number generator: PCG32 (XSH-RR), in pure Python.

Its whole state is two integers kept inside the game state and saved with it, so a game replays
identically on any Python version (unlike `random.Random`, whose algorithms may change).
Only game rules use it; cosmetic randomness in the client uses its own generator.
"""

from __future__ import annotations

from collections.abc import MutableSequence, Sequence
from typing import TypeVar

import attrs

T = TypeVar("T")

_MASK64 = (1 << 64) - 1
_MASK32 = (1 << 32) - 1
_MULT = 6364136223846793005


@attrs.define
class Rng:
    state: int = 0
    inc: int = 1

    @classmethod
    def from_seed(cls, seed: int, stream: int = 54) -> Rng:
        """Seed as the PCG reference does: any integer seed and stream give a valid generator."""
        rng = cls(0, ((stream << 1) | 1) & _MASK64)
        rng.next_u32()
        rng.state = (rng.state + (seed & _MASK64)) & _MASK64
        rng.next_u32()
        return rng

    def next_u32(self) -> int:
        old = self.state
        self.state = (old * _MULT + self.inc) & _MASK64
        xorshifted = (((old >> 18) ^ old) >> 27) & _MASK32
        rot = old >> 59
        return ((xorshifted >> rot) | (xorshifted << ((-rot) & 31))) & _MASK32

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n >= 1")
        if n == 1:
            return 0
        threshold = (-n & _MASK32) % n
        while True:
            x = self.next_u32()
            if x >= threshold:
                return x % n

    def randint(self, lo: int, hi: int) -> int:
        """A uniform integer in [lo, hi], both included."""
        return lo + self.below(hi - lo + 1)

    def roll(self, sides: int) -> int:
        """One die of `sides` faces (a d20 is roll(20)): 1 to sides."""
        return 1 + self.below(sides)

    def random(self) -> float:
        """A float in [0, 1) with 32 bits of randomness."""
        return self.next_u32() / 4294967296.0

    def choice(self, seq: Sequence[T]) -> T:
        if not seq:
            raise IndexError("choice from an empty sequence")
        return seq[self.below(len(seq))]

    def shuffle(self, seq: MutableSequence[T]) -> None:
        """Fisher-Yates shuffle in place."""
        for i in range(len(seq) - 1, 0, -1):
            j = self.below(i + 1)
            seq[i], seq[j] = seq[j], seq[i]

    def weighted_index(self, weights: Sequence[int]) -> int:
        """Draw from a bag: an index chosen with probability proportional to its weight (a
        non-negative count)."""
        total = sum(weights)
        if total <= 0:
            raise ValueError("weighted_index needs a positive total weight")
        x = self.below(total)
        for i, w in enumerate(weights):
            if x < w:
                return i
            x -= w
        raise AssertionError("unreachable")
