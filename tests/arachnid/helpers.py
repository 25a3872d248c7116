"""Shared helpers for the Arachnid rule tests: a fresh game, a blank board to arrange."""

from __future__ import annotations

from engine.arachnid import rounds
from engine.arachnid.board import BOARD
from engine.arachnid.rules import ArachnidRules
from engine.arachnid.state import TURNS, Colony, Critter, GameState, Spider
from engine.core.session import Session

RULES = ArachnidRules()
C = RULES.content


def new(seed: int = 1, **options) -> Session:
    return Session.new(RULES, RULES.setup(seed, **options))


def bare(seed: int = 1, **options) -> GameState:
    """A state straight from setup (draft pending, no round begun)."""
    options.setdefault("seat", 0)
    return RULES.new_state(RULES.setup(seed, **options))


def me(state: GameState) -> Colony:
    return rounds.human(state)


def my_turn(state: GameState) -> None:
    """Make it the person's turn, nothing pending."""
    state.stage = TURNS
    state.turn_seat = me(state).seat
    state.turn_order = []
    state.choices = []
    state.round = max(state.round, 1)
    me(state).passed = False


def hexes_of(ring: int) -> list[int]:
    return BOARD.ring_hexes(ring)


class Loaded:
    """A stand-in generator for rule tests: `below(n)` returns the queued values in order
    (a die's face index, a d6 face minus 1), so a roll's outcome is chosen by the test."""

    def __init__(self, *values: int) -> None:
        self.values = list(values)

    def below(self, n: int) -> int:
        v = self.values.pop(0)
        assert 0 <= v < n, (v, n)
        return v

    def roll(self, sides: int) -> int:
        return 1 + self.below(sides)

    def choice(self, seq):  # type: ignore[no-untyped-def]
        return seq[self.below(len(seq))]

    def shuffle(self, seq) -> None:  # type: ignore[no-untyped-def]
        pass


def clear(state: GameState) -> GameState:
    """Take every web, food, spider and critter off the board (dens, stores and cards stay),
    so a test can arrange its own position. Conservation is not checked on such a board."""
    state.webs = [[] for _ in range(BOARD.size)]
    state.food = [0] * BOARD.size
    for c in state.colonies:
        for s in c.spiders:
            s.hex = -1
    for cr in state.critters:
        cr.hex = -1
    return state


def web(state: GameState, seat: int, *hexes: int, height: int = 1) -> None:
    for h in hexes:
        state.webs[h] = [seat] * height


def put(state: GameState, seat: int, sid: str, h: int) -> Spider:
    s = state.colonies[seat].spider(sid)
    assert s is not None
    if not state.webs[h]:
        state.webs[h] = [seat]
    s.hex = h
    return s


def bug(state: GameState, cid: str, h: int) -> Critter:
    cr = state.critter(cid)
    cr.hex = h
    return cr


def rival(state: GameState) -> Colony:
    return next(c for c in state.colonies if c.kind != "human")


__all__ = [
    "BOARD",
    "C",
    "RULES",
    "Loaded",
    "bare",
    "bug",
    "clear",
    "me",
    "my_turn",
    "new",
    "put",
    "rival",
    "web",
]
