"""Players the computer can be in the galaxy game: the random bot (from engine.core.bots) and
the heuristic player.

A bot only chooses among `legal_commands`; it never bypasses `check`. Its own generator is
separate from the game's, so a bot's choices never change what the game itself draws.
"""

from __future__ import annotations

from engine.core.bots import Bot, RandomBot


def _heuristic(seed: int) -> Bot:
    from engine.galaxy.heuristic import HeuristicBot  # it imports the rules; keep it lazy

    return HeuristicBot(seed)


BOTS = {"random": RandomBot, "heuristic": _heuristic}


def make_bot(name: str, seed: int) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {sorted(BOTS)}") from None


__all__ = ["BOTS", "Bot", "RandomBot", "make_bot"]
