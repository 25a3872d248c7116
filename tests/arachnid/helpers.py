"""Shared helpers for the Arachnid rule tests: a fresh game, a blank board to arrange."""

from __future__ import annotations

from engine.arachnid import rounds
from engine.arachnid.board import BOARD
from engine.arachnid.rules import ArachnidRules
from engine.arachnid.state import TURNS, Colony, GameState
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


__all__ = ["BOARD", "C", "RULES", "bare", "me", "my_turn", "new"]
