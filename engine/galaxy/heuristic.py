"""A heuristic player: scores every legal command from the position and plays the best.

It defends systems that swarms are about to take (conflicts to divert and banish, leaders to
steal), expands along routes toward empty systems with planets, settles planets early so the
bag grows, fills the projects that serve the victory path its position favours, and ends the
turn when nothing worth doing is left. Each choice comes with a one-line reason (the client's
Hint button shows it). It never bypasses `check`: it only ranks `legal_commands`.

What it reads from the position is engine.galaxy.heuristic_position; how it scores each kind
of command, engine.galaxy.heuristic_moves.
"""

from __future__ import annotations

from engine.core.commands import Command
from engine.core.rng import Rng
from engine.galaxy import commands as gc
from engine.galaxy import heuristic_moves
from engine.galaxy.heuristic_moves import Choice
from engine.galaxy.heuristic_position import Position
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.state import GameState


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed, stream=0xB07 + 1)
        self.recalled: tuple[int, int] | None = None  # (turn, tableau index) freed this turn

    def choose(self, rules: GalaxyRules, state: GameState) -> Command:
        choice = self.best(rules, state)
        cmd = choice.command
        if isinstance(cmd, gc.Recall) and cmd.spot == "project":
            self.recalled = (state.turn, cmd.ref)
        return cmd

    def best(self, rules: GalaxyRules, state: GameState) -> Choice:
        """The highest-scoring legal command and why (ties broken by the bot's own RNG)."""
        view = Position(rules.content, state)
        # Reasons stay unwritten (heuristic_moves.rank) but for the move played.
        scored = [(c, *heuristic_moves.rank(view, c)) for c in rules.legal_commands(state)]
        if self.recalled and self.recalled[0] == state.turn:
            # A cube freed from a project this turn does not go straight back into it.
            scored = [
                (cmd, -5.0, why)
                if isinstance(cmd, gc.PlaceCube)
                and cmd.spot == "project"
                and cmd.ref == self.recalled[1]
                else (cmd, value, why)
                for cmd, value, why in scored
            ]
        top = max(value for _, value, _ in scored)
        best = [x for x in scored if x[1] >= top - 1e-9]
        cmd, value, why = best[self.rng.below(len(best))] if len(best) > 1 else best[0]
        return Choice(cmd, value, heuristic_moves.said(why))


def explain(rules: GalaxyRules, state: GameState, seed: int = 0) -> Choice:
    """The move the heuristic player would make now, with its reason (for hints)."""
    return HeuristicBot(seed).best(rules, state)
