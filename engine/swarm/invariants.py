"""What must hold after every command (SWARM.md: invariants): fleets and the 54 cards
conserved, one stack per race per hex outside a move, attributes never below 1; and, read
from the events as they come, every battle's strike lines add up (`BattleLedger`)."""

from __future__ import annotations

from collections import Counter

from engine.swarm.content import Content
from engine.swarm.events import BattleFought, BattleStarted, Strike
from engine.swarm.state import MOVE, GameState
from engine.swarm.values import value


def problems(state: GameState, content: Content) -> list[str]:
    out = []
    size = state.board.size
    if len(state.board.terrain) != size:
        out.append("the board's terrain does not fill it")
    total = 0
    for r in state.races:
        if len(r.fleets) != size:
            out.append(f"{r.id}: fleets not one count per hex")
            continue
        if min(r.fleets, default=0) < 0:
            out.append(f"{r.id}: a negative stack")
        total += sum(r.fleets)
        moving = state.phase == MOVE and r.seat == state.active and not state.over
        if r.taken and not moving:
            out.append(f"{r.id}: fleets keep steps outside its Move phase")
        if r.taken and [len(t) for t in r.taken] != r.fleets:
            out.append(f"{r.id}: steps kept for fleets that are not there")
        if r.out and (r.total_fleets or r.hand):
            out.append(f"{r.id}: out of the game but holds fleets or cards")
        for a in content.attributes:
            if value(state, content, r, a) < 1:
                out.append(f"{r.id}: {a} below 1")
    if total != state.made - state.lost:
        out.append(f"fleets not conserved: {total} on the board, {state.made - state.lost} due")
    # Every card exactly once: as many cards as the content has, and each of them among them
    # (a count of each would say the same; this runs after every command, so it is cheap).
    cards = [*state.deck, *state.discard]
    for r in state.races:
        cards += r.hand
        cards += r.technologies
    if len(cards) != len(content.cards) or content.cards.keys() != set(cards):
        out.append(f"the {len(content.cards)} cards are not all there exactly once")
    return out


class BattleLedger:
    """Fed a game's events in order (a battle may span commands): within each battle, no
    strike destroys more fleets than its target's stack still held, no stack loses more than
    it had when the battle started, and the strike lines add up to each race's loss (S7.3,
    SA1.3: the numbers a player reads agree)."""

    def __init__(self) -> None:
        self.where = -1
        self.had: dict[str, int] = {}
        self.hit: Counter[str] = Counter()

    def feed(self, events: list) -> list[str]:
        out = []
        for e in events:
            if isinstance(e, BattleStarted):
                self.where, self.hit = e.hex, Counter()
                self.had = dict(zip(e.races, e.fleets, strict=True))
            elif isinstance(e, Strike) and e.hex == self.where:
                self.hit[e.target] += e.destroyed
                if self.hit[e.target] > self.had.get(e.target, 0):
                    out.append(
                        f"battle at hex {e.hex}: strikes destroyed {self.hit[e.target]} of "
                        f"{e.target}'s {self.had.get(e.target, 0)} fleets"
                    )
            elif isinstance(e, BattleFought) and e.hex == self.where:
                lines = {k: n for k, n in self.hit.items() if n}
                if dict(e.losses) != lines:
                    out.append(
                        f"battle at hex {e.hex}: strike lines {lines} but losses {dict(e.losses)}"
                    )
                self.where = -1
        return out
