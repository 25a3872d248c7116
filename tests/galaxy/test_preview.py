"""The move preview in The Weavers (engine/core/lookahead.py): the issue's case in kind, a
project completed whose track gain feeds a swarm that engulfs a system and takes the home."""

from __future__ import annotations

from engine.core import lookahead
from engine.core.session import snapshot
from engine.galaxy import commands as gc
from tests.core.lookahead_cases import find


def test_a_track_gain_that_feeds_a_swarm_into_your_home_is_named_and_costly():
    rules, state, seen = find(
        "galaxy",
        lambda c: isinstance(c, gc.PlaceCube) and c.spot == gc.PROJECT,
        lambda p: bool(p.of_kind(lookahead.HOME_LOST) and p.of_kind(lookahead.TRACK)),
    )
    kinds = [c.kind for c in seen.consequences]
    # The order of what happens: the track rises, a swarm feeds, engulfs, the home falls.
    assert kinds.index(lookahead.TRACK) < kinds.index(lookahead.FED)
    assert kinds.index(lookahead.FED) < kinds.index(lookahead.ENGULFED)
    assert kinds.index(lookahead.ENGULFED) < kinds.index(lookahead.HOME_LOST)
    home = seen.of_kind(lookahead.HOME_LOST)[0]
    assert home.places == (state.home,) and home.costly
    assert seen.costly and seen.why == home.words and "home" in seen.why
    assert "rule" not in seen.why and "(" not in seen.why
    # It is what the game does: applying the move takes the home.
    copy = snapshot(state)
    rules.apply(copy, seen.command)
    assert not copy.has_base(state.home) and state.has_base(state.home)
    # The log's words, the same the log prints.
    assert any("engulfs" in line for line in seen.lines)


def test_ending_the_turn_previews_up_to_the_draw_and_no_further():
    rules, state, seen = find(
        "galaxy", lambda c: isinstance(c, gc.EndTurn), lambda p: True, range(1)
    )
    assert seen.hidden == "then you draw from your bag" and seen.after is None
    assert not any("You draw" in line for line in seen.lines)
