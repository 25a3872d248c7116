"""The move preview in Space Swarm (engine/core/lookahead.py): a move that leaves a Star
Cluster you hold empty says so and is costly; one that keeps a fleet there is not."""

from __future__ import annotations

import attrs

from engine.core import lookahead
from engine.core.session import snapshot
from engine.swarm import commands as sc
from engine.swarm.board import CLUSTER
from tests.core.lookahead_cases import find


def test_a_move_that_empties_a_cluster_you_hold_is_costly():
    rules, state, seen = find(
        "swarm",
        lambda c: isinstance(c, sc.Move),
        lambda p: bool(p.of_kind(lookahead.CLUSTER_LOST)),
    )
    cmd = seen.command
    lost = seen.of_kind(lookahead.CLUSTER_LOST)[0]
    assert lost.places == (cmd.origin,) and lost.costly and seen.costly
    assert state.board.terrain[cmd.origin] == CLUSTER
    assert "Star Cluster" in seen.why and state.board.label(cmd.origin) in seen.why
    copy = snapshot(state)
    rules.apply(copy, cmd)
    assert copy.races[0].fleets[cmd.origin] == 0 < state.races[0].fleets[cmd.origin]
    # One fleet fewer keeps the Cluster: nothing costly, the stack not emptied.
    if cmd.count > 1 and not cmd.change:
        fewer = attrs.evolve(cmd, count=cmd.count - 1)
        if rules.check(state, fewer).ok:
            kept = lookahead.preview(rules, state, fewer)
            assert not kept.of_kind(lookahead.CLUSTER_LOST, lookahead.EMPTIED)
            assert not kept.costly


def test_the_hint_makes_a_cluster_emptying_move_gentler():
    """The Hint's variant of such a move (engine/core/hint.py `gentler`): one fleet stays,
    and the move costs nothing that matters."""
    from engine.core import hint

    rules, state, seen = find(
        "swarm",
        lambda c: isinstance(c, sc.Move) and c.count > 1 and not c.change,
        lambda p: bool(p.of_kind(lookahead.CLUSTER_LOST)),
    )
    (fewer,) = rules.gentler(state, seen.command)
    assert fewer.count == seen.command.count - 1
    first = hint.Advice(seen.command, "Move them all")
    h = hint._gentler(rules, state, first, seen)
    assert h.command == fewer and not h.preview.costly
    assert "rather than" in h.reason and "Star Cluster" in h.reason


def test_a_battle_ahead_says_what_the_forecast_gives():
    from engine.swarm import combat

    rules, state, seen = find("swarm", lambda c: True, lambda p: bool(p.of_kind(lookahead.BATTLE)))
    fight = seen.of_kind(lookahead.BATTLE)[0]
    (h,) = fight.places
    me = state.races[0]
    count = seen.after.races[0].fleets[h] if seen.after is not None else me.fleets[h]
    destroyed, lost = combat.forecast(state, rules.content, me, h, count)
    assert f"you destroy {destroyed} and lose {lost} of {count}" in fight.words
    assert state.board.label(h) in fight.words
