"""The shared look-ahead (engine/core/lookahead.py), proved for every registered game
(parametrised over engine.modes: a game added there is tested here with no new code): a
preview's events are what applying the command gives, up to the next hidden information; the
live state and its generator are unchanged; nothing past a reveal is shown (re-dealing what
the player cannot see changes nothing of a preview)."""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import modes
from engine.core import lookahead
from engine.core.rng import Rng
from engine.core.session import Session, reveal_mark, snapshot

GAMES = modes.names()
RULE_CODE = re.compile(r"\([A-Z]{1,2}\d+(\.\d+)*\)")


def _position(mode: str, seed: int, moves: int, bot: str = "random") -> tuple:
    """A position reached by `moves` commands of a bot (fewer if the game ends first)."""
    m = modes.get(mode)
    rules = m.rules()
    session = Session.new(rules, rules.setup(seed))
    player = m.simulate().SIMULATION.bots(bot, seed)
    for _ in range(moves):
        if session.state.over:
            break
        assert session.submit(player.choose(rules, session.state)).ok
    return rules, session.state


def _check_one(rules, state, cmd) -> lookahead.Preview:
    kept = snapshot(state)
    seen = lookahead.preview(rules, state, cmd)
    assert state == kept, "the preview changed the live state"
    assert (state.rng.state, state.rng.inc) == (kept.rng.state, kept.rng.inc)
    assert seen.ok
    copy = snapshot(state)
    mark = reveal_mark(rules, copy)
    applied = rules.apply(copy, cmd)
    revealed = reveal_mark(rules, copy) != mark
    n = len(seen.events)
    assert list(seen.events) == applied[:n], "the preview's events differ from the game's"
    if revealed:
        assert seen.hidden and seen.after is None
    elif not seen.hidden:
        assert n == len(applied) and seen.after == copy
    else:  # a rival's choice read from its hidden hand shows nothing new yet still stops it
        assert seen.after is None
    assert list(seen.lines) == list(rules.log_lines(list(seen.events), state))
    for c in seen.consequences:
        assert c.kind in lookahead.KINDS and c.words
        assert not RULE_CODE.search(c.words), c.words  # player words, never a rule code
    # Nothing past a reveal: what the player cannot see, dealt again, changes nothing shown.
    for k in range(2):
        other = snapshot(state)
        rules.redeal(other, Rng.from_seed(1000 + k))
        again = lookahead.preview(rules, other, cmd)
        assert again.events == seen.events, "the preview depends on hidden information"
        assert again.lines == seen.lines and again.consequences == seen.consequences
        assert again.hidden == seen.hidden
    return seen


@pytest.mark.parametrize("mode", GAMES)
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), moves=st.integers(0, 120), pick=st.integers(0, 10_000))
def test_a_preview_is_the_game_up_to_the_next_reveal(mode, seed, moves, pick):
    rules, state = _position(mode, seed, moves)
    if state.over:
        return
    legal = rules.legal_commands(state)
    _check_one(rules, state, legal[pick % len(legal)])


@pytest.mark.parametrize("mode", GAMES)
def test_every_legal_command_of_some_positions_previews_truly(mode):
    for seed, moves in ((1, 0), (2, 15), (3, 40)):
        rules, state = _position(mode, seed, moves, "heuristic")
        if state.over:
            continue
        for cmd in rules.legal_commands(state):
            _check_one(rules, state, cmd)


def test_a_refused_command_previews_nothing():
    rules, state = _position("galaxy", 1, 0)
    from engine.galaxy import commands as gc

    seen = lookahead.preview(rules, state, gc.Choose(0, "red"))
    assert not seen.ok and seen.reason and not seen.events and not seen.costly


def test_dice_sums_are_exact():
    d6 = (1, 2, 3, 4, 5, 6)
    two = lookahead.dice_sums([d6, d6])
    assert two[7] == Fraction(6, 36) and sum(two.values()) == 1
    assert lookahead.dice_sums([]) == {0: Fraction(1)}
    assert lookahead.percent(Fraction(1, 3)) == "33 %"
    assert lookahead.percent(Fraction(1, 1000)) == "< 1 %"
