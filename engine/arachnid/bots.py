"""Players for the person's colony: random (a floor), heuristic (the sensible player) and
newcomer (spends every food on whatever gains anything, as a first game does)."""

from __future__ import annotations

from engine.core.bots import Bot, RandomBot


def make_bot(name: str, seed: int) -> Bot:
    from engine.arachnid.heuristic import HeuristicBot
    from engine.arachnid.newcomer import NewcomerBot

    bots = {"random": RandomBot, "heuristic": HeuristicBot, "newcomer": NewcomerBot}
    try:
        return bots[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {sorted(bots)}") from None
