"""Arachnid's advice for the Hint (engine/core/hint.py): the heuristic player's move first,
then its other spider actions by the value it gives them, then the rest, in player words."""

from __future__ import annotations

from typing import Any

from engine.arachnid.commands import Act, Choose
from engine.arachnid.heuristic import HeuristicBot
from engine.arachnid.state import GameState
from engine.core.commands import Command
from engine.core.hint import Advice, plain


def advice(rules: Any, state: GameState, legal: list[Command]) -> list[Advice]:
    bot = HeuristicBot()
    best = bot.choose(rules, state)

    def words(cmd: Command) -> str:
        said = rules.move_words(state, cmd)
        return said[0].upper() + said[1:]

    if isinstance(best, Act):
        reason = f"{words(best)}: it gains the most for its food"
    elif isinstance(best, Choose):
        reason = words(best)
    else:
        reason = f"{words(best)}: {plain(bot.why)}" if bot.why else words(best)
    acts = [c for c in legal if isinstance(c, Act) and c != best]
    acts.sort(key=lambda c: -bot.value(rules, state, c))
    rest = [c for c in legal if c != best and not isinstance(c, Act)]
    return [Advice(best, reason), *(Advice(c, words(c)) for c in acts + rest)]


def gentler(rules: Any, state: GameState, cmd: Command) -> list[Command]:
    """Instead of walking a spider with no attack dice into a battle: the same spider's same
    action to another hex with no battle there, the heuristic's best first (worth its food)."""
    if not isinstance(cmd, Act):
        return []
    bot = HeuristicBot()
    same = [
        c
        for c in rules.legal_commands(state)
        if isinstance(c, Act) and c != cmd and (c.spider, c.action) == (cmd.spider, cmd.action)
    ]
    scored = sorted(((bot.value(rules, state, c), i, c) for i, c in enumerate(same)), key=_best)
    return [c for v, _, c in scored if v > bot.threshold]


def _best(item: tuple[float, int, Command]) -> tuple[float, int]:
    return (-item[0], item[1])
