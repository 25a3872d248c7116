"""Resuming a save: one replay of the record gives the events so far and the undo barrier."""

import json

import attrs
import pytest

from engine.core import record
from engine.core.session import Session, Setup
from tests.core.helpers import reseal
from tests.core.toy_game import RULES, Move, Roll


def rolled_and_moved(seed: int = 5) -> tuple[Session, list[list]]:
    """Two turns, then a roll (random) and the move it allows: the move can still be undone."""
    s = Session.new(RULES, Setup("toy", seed))
    live_events = []
    for _ in range(3):
        for cmd in (Roll(), Move(0)):
            if isinstance(cmd, Move):
                cmd = Move(s.state.last_roll)
            live_events.append(s.submit(cmd).events)
    return s, live_events


def test_resume_restores_the_undo_barrier_as_live_play_had_it():
    live, _ = rolled_and_moved()
    assert live.can_undo().ok  # the last move came after the last roll
    loaded = record.loads(record.dumps(live), RULES)
    assert not record.session_from(loaded, RULES).can_undo().ok  # a bare snapshot cannot
    resumed = record.resume(loaded, RULES)
    assert resumed.can_undo().ok and resumed.barrier == live.barrier
    after_roll = Session.replay(RULES, live.setup, live.commands[:-1]).state
    assert resumed.undo() == live.commands[-1]
    assert resumed.state == after_roll
    verdict = resumed.can_undo()
    assert not verdict.ok and "random reveal" in verdict.reason  # never across the roll


def test_resume_after_a_roll_cannot_undo_it():
    live, _ = rolled_and_moved()
    live.submit(Roll())
    resumed = record.resume(record.loads(record.dumps(live), RULES), RULES)
    assert not resumed.can_undo().ok


def test_resume_keeps_every_commands_events_and_plays_on_the_snapshot():
    live, live_events = rolled_and_moved()
    loaded = record.loads(record.dumps(live), RULES)
    resumed = record.resume(loaded, RULES)
    assert resumed.history == live_events
    assert resumed.state == loaded.state and resumed.commands == live.commands


def test_a_record_the_rules_refuse_is_never_resumed_but_its_part_that_plays_replays():
    live, live_events = rolled_and_moved()
    doc = json.loads(record.dumps(live))
    doc["commands"][3] = {"type": "move", "steps": 99}  # refused on replay
    with pytest.raises(record.RecordMismatch) as info:  # (as other content: OtherContent)
        record.loads(reseal(doc), RULES)
    assert info.value.field == "commands[3]"
    rebuilt = record.rebuild(RULES, live.setup, info.value.commands)
    assert rebuilt.refused is not None and rebuilt.refused.index == 3
    assert rebuilt.events == live_events[:3]


def test_a_loaded_game_whose_record_stops_early_resumes_with_no_undo():
    """resume's guard for a record the rules refuse (only a LoadedGame made by hand has one
    now: loading refuses such a save)."""
    live, live_events = rolled_and_moved()
    loaded = record.loads(record.dumps(live), RULES)
    cut = [*live.commands[:3], Move(99), *live.commands[4:]]
    hand_made = attrs.evolve(loaded, commands=cut, rebuilt=None)
    resumed = record.resume(hand_made, RULES)
    assert resumed.history == live_events[:3] and not resumed.can_undo().ok
