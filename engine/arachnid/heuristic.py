"""The heuristic player (a placeholder until its priorities land: random among legal)."""

from __future__ import annotations

from engine.core.bots import RandomBot


class HeuristicBot(RandomBot):
    name = "heuristic"
