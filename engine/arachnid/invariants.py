"""What must hold after every command (ARACHNID.md AX4): food, webs and bloodied tokens
conserved across pool, dens, board and cards; Weaver and Soldier cards conserved; one
occupant a hex; heights 1-2."""

from __future__ import annotations

from collections import Counter
from itertools import chain

from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.state import SOLDIER, WEAVER, GameState


def problems(state: GameState, content: Content) -> list[str]:
    out: list[str] = []
    g = content.game
    on_tracks = sum(1 for c in state.colonies for s in c.spiders for p in s.food.values() if p >= 0)
    food = (
        state.pool_food
        + sum(c.store + c.incubator for c in state.colonies)
        + on_tracks
        + sum(state.food)
        + sum(state.funnel_food)
    )
    if food != g.pool.food:
        out.append(f"food not conserved: {food} counted, {g.pool.food} in the game")
    covered = sum(sum(s.covered.values()) for c in state.colonies for s in c.spiders)
    kept = sum(c.kept for c in state.colonies)
    blood = state.pool_bloodied + covered + kept + state.gone_bloodied
    if blood != g.pool.bloodied:
        out.append(f"bloodied tokens not conserved: {blood} counted, {g.pool.bloodied}")
    on_board = Counter(chain.from_iterable(state.webs))
    for c in state.colonies:
        webs = c.box + c.den_webs + on_board[c.seat] + c.gone_webs
        if webs != g.pool.webs_per_colony:
            out.append(f"seat {c.seat}: webs not conserved ({webs} of {g.pool.webs_per_colony})")
        if (
            c.store < 0
            or c.store > g.food.store
            or c.incubator < 0
            or c.incubator > g.food.incubator
        ):
            out.append(f"seat {c.seat}: store or incubator out of bounds")
        if len(c.spiders) > g.food.max_spiders:
            out.append(f"seat {c.seat}: more than {g.food.max_spiders} spiders")
    out += _cards(state, content)
    if state.webs[0]:
        out.append("a web on the spawn hex")
    if max(map(len, state.webs), default=0) > 2:  # (the loop only when one is: it runs often)
        for h, stack in enumerate(state.webs):
            if len(stack) > 2:
                out.append(f"hex {h}: a web {len(stack)} high")
    spiders = [s.hex for c in state.colonies for s in c.spiders if s.deployed]
    bugs = [cr.hex for cr in state.critters if cr.hex >= 0]
    for h, n in Counter(spiders).items():
        if n > 1:
            out.append(f"hex {h}: {n} spiders")
        if not state.webs[h]:
            out.append(f"hex {h}: a spider off the web")
    for h, n in Counter(bugs).items():
        if n > 1:
            out.append(f"hex {h}: {n} critters")
    for h in set(spiders) & set(bugs):
        cr = state.critter_at(h)
        if cr is None or content.critter(cr.id).behaviour != "heebie":
            out.append(f"hex {h}: a spider and a critter that is not the Heebie Jeebies")
    if any(h >= BOARD.size for h in spiders + bugs):
        out.append("a piece off the board")
    if 0 in spiders:
        out.append("a spider on the spawn hex")
    placed = sorted(
        state.critter_bag + state.dead + [cr.id for cr in state.critters if cr.hex >= 0]
    )
    if len(placed) != len(set(placed)):
        out.append("a critter in two places")
    if state.pool_food < 0 or state.pool_bloodied < 0:
        out.append("a pool below zero")
    return out


def _cards(state: GameState, content: Content) -> list[str]:
    """A1: the University's Weaver and Soldier cards are finite: each is in the University, on
    a spider, or gone with a consumed spider (A12.5), never two places and never below none.
    An open hatch question offers only a card the University still holds."""
    out: list[str] = []
    total = content.game.university
    for kind in (WEAVER, SOLDIER):
        left = state.cards_left.get(kind, 0)
        held = sum(s.kind == kind for c in state.colonies for s in c.spiders)
        counted = left + held + state.cards_gone.get(kind, 0)
        if left < 0 or counted != getattr(total, kind):
            out.append(
                f"{kind} cards not conserved: {left} in the University, {held} on spiders, "
                f"{state.cards_gone.get(kind, 0)} gone, {getattr(total, kind)} in the game"
            )
    for ch in state.choices:
        if ch.kind == "hatch":
            s = state.colonies[ch.seat].spider(ch.about)
            for kind in ch.options:
                if s is None or (kind != s.kind and state.cards_left.get(kind, 0) <= 0):
                    out.append(f"a hatch question offers a {kind} card that is not there")
    return out
