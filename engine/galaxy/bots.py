"""Players the computer can be: the random bot (a floor for balance) picks any legal command.

A bot only chooses among `legal_commands`; it never bypasses `check`. Its own generator is
separate from the game's, so a bot's choices never change what the game itself draws.
"""

from __future__ import annotations

from typing import Protocol

from engine.core.commands import Command
from engine.core.rng import Rng
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.state import GameState


class Bot(Protocol):
    def choose(self, rules: GalaxyRules, state: GameState) -> Command: ...


class RandomBot:
    """Uniformly random among the legal commands."""

    name = "random"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed, stream=0xB07)

    def choose(self, rules: GalaxyRules, state: GameState) -> Command:
        return self.rng.choice(rules.legal_commands(state))


def _heuristic(seed: int) -> Bot:
    from engine.galaxy.heuristic import HeuristicBot  # it imports the rules; keep it lazy

    return HeuristicBot(seed)


BOTS = {"random": RandomBot, "heuristic": _heuristic}


def make_bot(name: str, seed: int) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {sorted(BOTS)}") from None
