"""The bot protocol every game shares, and the random bot (a floor for balance).

A bot only chooses among its game's `legal_commands`; it never bypasses `check`. Its own
generator is separate from the game's, so a bot's choices never change what the game draws.
"""

from __future__ import annotations

from typing import Any, Protocol

from engine.core.commands import Command
from engine.core.rng import Rng


class Bot(Protocol):
    def choose(self, rules: Any, state: Any) -> Command: ...


class RandomBot:
    """Uniformly random among the legal commands."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed, stream=0xB07)

    def choose(self, rules: Any, state: Any) -> Command:
        return self.rng.choice(rules.legal_commands(state))
