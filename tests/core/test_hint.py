"""The Hint that looks ahead (engine/core/hint.py), for every registered game: a legal move
with a reason in player words; never a move that loses the game or your home when another
does not; one plan per turn (the next hint is the plan's next step, a winnable conflict keeps
its cubes); the live state unchanged."""

from __future__ import annotations

import re

import pytest

from engine import modes
from engine.core import hint as hints
from engine.core import lookahead
from engine.core.session import Session, snapshot
from engine.galaxy import commands as gc
from engine.galaxy import events as ge
from tests.core.lookahead_cases import find

GAMES = modes.names()
RULE_CODE = re.compile(r"\([A-Z]{1,2}\d+(\.\d+)*\)")


@pytest.mark.parametrize("mode", GAMES)
def test_a_whole_game_of_hints_is_legal_plain_and_leaves_the_state_alone(mode):
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(5))
    hinter = hints.Hinter(rules)
    n = 0
    while not session.state.over and n < 400:
        kept = snapshot(session.state)
        h = hinter.hint(session.state)
        assert session.state == kept, "the hint changed the live state"
        assert hinter.hint(session.state).command == h.command, "asked twice, two answers"
        assert h.reason and not RULE_CODE.search(h.reason), h.reason
        assert h.plan and h.plan[0] == h.command
        assert session.submit(h.command).ok
        n += 1


@pytest.mark.parametrize("mode", GAMES)
def test_the_next_hint_is_the_plans_next_step(mode):
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(8))
    hinter = hints.Hinter(rules)
    steps = 0
    while not session.state.over and steps < 150:
        h = hinter.hint(session.state)
        session.submit(h.command)
        if len(h.plan) > 1 and not session.state.over:
            assert hinter.hint(session.state).command == h.plan[1]
        steps += 1


def test_plain_leaves_out_rule_codes():
    assert hints.plain("it destroys the most there (3) (SA6.3)") == (
        "it destroys the most there (3)"
    )
    assert hints.plain("Refresh it (A5.3, A7.2)") == "Refresh it"


def test_the_hint_never_loses_the_home_when_another_move_does_not():
    """The Weavers' case: the heuristic's own best move there feeds a swarm into the home."""

    def top_is_disastrous(p: lookahead.Preview) -> bool:
        return hints.disastrous(p)

    rules, state, seen = find(
        "galaxy",
        lambda c: isinstance(c, gc.PlaceCube) and c.spot == gc.PROJECT,
        top_is_disastrous,
    )
    h = hints.Hinter(rules).hint(state)
    assert not hints.disastrous(h.preview)
    if rules.advice(state)[0].command == seen.command:
        assert h.avoided and "home" in h.reason
    assert h.command != seen.command


def test_a_conflict_the_hand_can_win_keeps_its_cubes_until_it_is_won():
    """Item 5 of issue 38: 'Attack system 12: your hand can win it this turn', and the next
    hints of the turn never spend a cube that attack needs: the turn wins it."""
    rules = modes.get("galaxy").rules()
    checked = 0
    for seed in range(12):
        session = Session.new(rules, rules.setup(seed))
        hinter = hints.Hinter(rules)
        promised: int | None = None
        while not session.state.over:
            h = hinter.hint(session.state)
            if isinstance(h.command, gc.InitiateConflict) and "can win it" in h.reason:
                promised = h.command.target
            if isinstance(h.command, gc.EndTurn) and promised is not None:
                assert session.state.has_base(promised) or not any(
                    p.is_open_conflict and p.target == promised for p in session.state.tableau
                ), f"seed {seed}: the promised attack on system {promised} was left unwon"
                checked += 1
                promised = None
            out = session.submit(h.command)
            if promised is not None and any(
                isinstance(e, ge.ConflictWon) and e.target == promised for e in out.events
            ):
                checked += 1
                promised = None
    assert checked, "no hint promised a conflict to win in these games"
