"""Space Swarm's advice for the Hint (engine/core/hint.py): the heuristic player's move (a
level-3 rival's mind, SA7.9) first, then every other legal move, each said in player words."""

from __future__ import annotations

import re
from typing import Any

from engine.core.commands import Command
from engine.core.hint import Advice, plain
from engine.swarm.bots import HeuristicBot
from engine.swarm.describe import command_text
from engine.swarm.state import GameState

_CARD = re.compile(r"^\([^)]*\)\s*")


def advice(rules: Any, state: GameState, legal: list[Command]) -> list[Advice]:
    bot = HeuristicBot()
    best = bot.choose(rules, state)
    said = command_text(best, rules.content, state)
    why = _CARD.sub("", plain(bot.why))  # '(Expand card) claims: ...' -> 'claims: ...'
    first = Advice(best, f"{said[0].upper()}{said[1:]}: {why}" if why else said.capitalize())
    rest = [
        Advice(c, command_text(c, rules.content, state).capitalize()) for c in legal if c != best
    ]
    return [first, *rest]
