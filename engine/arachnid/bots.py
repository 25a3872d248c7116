"""Players for the person's colony: random (a floor) and heuristic (the sensible player)."""

from __future__ import annotations

from engine.core.bots import Bot, RandomBot


def make_bot(name: str, seed: int) -> Bot:
    from engine.arachnid.heuristic import HeuristicBot

    bots = {"random": RandomBot, "heuristic": HeuristicBot}
    try:
        return bots[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {sorted(bots)}") from None
