"""What must hold after every command (SWARM.md: invariants): fleets and the 54 cards
conserved, one stack per race per hex outside a move, attributes never below 1."""

from __future__ import annotations

from collections import Counter

from engine.swarm.content import Content
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
        if any(n < 0 for n in r.fleets):
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
    cards = Counter(state.deck) + Counter(state.discard)
    for r in state.races:
        cards += Counter(r.hand) + Counter(r.technologies)
    if cards != Counter(list(content.cards)):
        out.append(f"the {len(content.cards)} cards are not all there exactly once")
    return out
