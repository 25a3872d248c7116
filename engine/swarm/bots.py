"""Players for the person's seat: random (a floor), heuristic (SA7.9: a level-3 rival's mind
with a fixed card, Expand: measured the strongest), and automa (the seat itself is run by the
game, SD1)."""

from __future__ import annotations

from typing import Any

from engine.core.bots import Bot, RandomBot
from engine.core.commands import Command
from engine.swarm import automa, combat, flow
from engine.swarm import commands as sc
from engine.swarm.state import TARGET, GameState

# Measured (docs/BALANCE.md, Space Swarm): against the level-3 rivals Expand wins the most of
# the four cards; SA7.9's Raid the least. A better player is welcome if it is measured.
STANCE = "expand"


class HeuristicBot:
    """SA7.9: plays as a level-3 rival with one fixed card and SA7.6's card use. Its
    reason for the last choice is kept in `why` (Hint)."""

    name = "heuristic"

    def __init__(self, seed: int = 0, stance: str = STANCE, level: int = 3) -> None:
        self.stance = stance
        self.level = level
        self.why = ""
        self.grab = False

    def choose(self, rules: Any, state: GameState) -> Command:
        content = rules.content
        race = state.races[flow.pending(state)]
        if state.phase == TARGET:
            b = state.battle
            assert b is not None
            target, kill = combat.best_target(
                state, content, race, b.hex, lambda r: r.fleets[b.hex]
            )
            assert target is not None
            self.why = f"it destroys the most there ({kill}) (SA6.3)"
            return sc.ChooseTarget(race.id, target.id)
        # SA2.4 for the player's seat too: once the deck runs low, Grab (and it stays).
        self.grab = self.grab or automa.grab_due(state, content)
        mind = automa.mind_of(content, race, self.stance, self.level, self.grab)
        cmd, said = automa.decide(state, content, race, mind)
        self.why = said.text if said is not None else ""
        return cmd


BOTS = {"random": RandomBot, "heuristic": HeuristicBot, "automa": HeuristicBot}


def make_bot(name: str, seed: int) -> Bot:
    try:
        return BOTS[name](seed)
    except KeyError:
        raise ValueError(f"unknown bot {name!r}; choose from {sorted(BOTS)}") from None
