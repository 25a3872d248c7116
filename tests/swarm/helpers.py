"""Shared helpers for the Space Swarm rule tests: a fresh game, and hexes by (col, row)."""

from __future__ import annotations

from engine.core.session import Session
from engine.swarm import flow
from engine.swarm.rules import SwarmRules
from engine.swarm.state import DEVELOPMENT, MOVE, PRODUCTION, GameState

RULES = SwarmRules()
C = RULES.content


def new(seed: int = 1, **options) -> Session:
    options.setdefault("rivals", 1)
    return Session.new(RULES, RULES.setup(seed, **options))


def bare(seed: int = 1, **options) -> GameState:
    """A state straight from setup (no hands dealt, no round begun) to arrange by hand."""
    options.setdefault("rivals", 1)
    return RULES.new_state(RULES.setup(seed, **options))


def hx(state: GameState, col: int, row: int) -> int:
    return state.board.index(col, row)


def clear(state: GameState) -> None:
    """No fleets anywhere (the ledger too), no hands: a blank board to arrange."""
    for r in state.races:
        state.deck += r.hand
        r.hand.clear()
        r.fleets = [0] * state.board.size
    state.made = state.lost = 0


def put(state: GameState, seat: int, h: int, n: int) -> None:
    state.races[seat].fleets[h] += n
    state.made += n


def battle(*fleets: int, at: tuple[int, int] = (3, 2)) -> tuple[GameState, int]:
    """A blank board (as `clear` leaves it) with one hex at `at` where seat i has fleets[i]
    fleets; one rival fewer than there are counts. Returns the state and the hex."""
    s = bare(rivals=len(fleets) - 1)
    clear(s)
    h = hx(s, *at)
    for seat, n in enumerate(fleets):
        put(s, seat, h, n)
    return s, h


def turn_of(state: GameState, seat: int, phase: str = DEVELOPMENT) -> None:
    """Make it `seat`'s turn, in `phase` (Move sets up the steps)."""
    from engine.swarm.movement import start_moving

    state.order = [seat] + [r.seat for r in state.races if r.seat != seat]
    state.turn_index = 0
    state.phase = phase
    state.round = max(state.round, 2)
    if phase == MOVE:
        start_moving(state.races[seat])
    assert flow.pending(state) == seat


def drive(state: GameState, cmd) -> list:
    """Apply a command (rivals answer), then pass every window the player is asked in."""
    from engine.swarm.commands import Pass
    from engine.swarm.state import BATTLE_WINDOW, BID_WINDOW

    assert RULES.check(state, cmd).ok, RULES.check(state, cmd)
    events = RULES.apply(state, cmd)
    while state.phase in (BATTLE_WINDOW, BID_WINDOW) and flow.pending(state) == 0:
        events += RULES.apply(state, Pass(state.races[0].id))
    return events


__all__ = [
    "drive",
    "C",
    "RULES",
    "PRODUCTION",
    "bare",
    "battle",
    "clear",
    "hx",
    "new",
    "put",
    "turn_of",
]
