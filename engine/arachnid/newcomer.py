"""A newcomer for the person's colony (issue 28, dead rounds): it sees what each action gains
as the heuristic player does, but spends food the way the issue's first player did: on every
action that gains anything, whatever it costs, keeping nothing back for the next Feed; in the
Den it deploys whenever it can and refreshes any spider missing dice. It measures how a game
treats a player who has not yet learnt to keep food, between the heuristic player (who keeps
a reserve) and the random one (who refreshes rested spiders and moves back and forth, which
no person does). Deterministic: it has no generator of its own."""

from __future__ import annotations

from typing import Any

from engine.arachnid.board import BOARD
from engine.arachnid.commands import Deploy, EndDen, Refresh
from engine.arachnid.heuristic import HeuristicBot
from engine.arachnid.state import GameState
from engine.core.commands import Command


class NewcomerBot(HeuristicBot):
    name = "newcomer"
    # Any gain is worth its food, and no food is kept for the Feed.
    threshold, cost, reserve = 0.0, 0.0, 0

    def den(self, rules: Any, state: GameState, me: Any, legal: list[Command]) -> Command:
        deploys = [c for c in legal if isinstance(c, Deploy)]
        if deploys:
            self.why = "put the new spider on the web"
            return min(deploys, key=lambda c: (BOARD.dist(c.hex, 0), c.hex))
        for cmd in legal:
            if not isinstance(cmd, Refresh):
                continue
            s = me.spider(cmd.spider)
            card = rules.content.game.cards[s.kind]
            if s.stunned or s.attack < card.attack or s.defence < card.defence:
                self.why = "refresh a spider that spent dice"
                return cmd
        self.why = "done in the den"
        return EndDen()
