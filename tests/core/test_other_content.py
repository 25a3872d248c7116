"""A save made with other content is checked too (issue 31, item 2), in all three games.

It is replayed under today's content and accepted only if it arrives at the very snapshot it
holds; otherwise it is an OtherContent: refused for the board with its reason (the field where
today's rules part from it), carrying its record for the replay viewer. Before, a save naming
other content skipped the replay and its snapshot loaded if the rules' own checks passed: an
edited generator, 30 fleets from nowhere, a funnel of a seat that does not exist or a spider of
a kind no card has went onto the board (the last two stopped Arachnid's board on Continue).
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import modes
from engine.core import record
from engine.core.record import OtherContent, RecordMismatch, SaveError
from tests.fuzz_saves import (
    MODES,
    hypothesis_draw,
    other_content,
    played_game,
    resealed_mutant,
)

GAMES = {mode: played_game(mode, 3, 40) for mode in MODES}
TEXTS = {mode: record.dumps(s) for mode, s in GAMES.items()}


def _rules(mode: str):
    return modes.get(mode).rules()


@pytest.mark.parametrize("mode", MODES)
def test_a_save_from_other_content_that_replays_to_its_snapshot_plays_on(mode):
    loaded = record.loads(other_content(TEXTS[mode]), _rules(mode), "older.json")
    assert loaded.setup.content_version != _rules(mode).content_version()
    assert loaded.rebuilt is not None and loaded.state == GAMES[mode].state
    assert record.resume(loaded, _rules(mode)).commands == GAMES[mode].commands


def _rng(state: dict) -> None:
    state["rng"]["state"] += 1  # the next draw changes: no rule can see it in the snapshot


def _swarm_30_fleets(state: dict) -> None:
    me = state["races"][0]
    me["fleets"][me["home"]] += 30


def _swarm_rivals_gone(state: dict) -> None:
    for race in state["races"][1:]:
        race["fleets"] = [0] * len(race["fleets"])


def _arachnid_funnel_colour(state: dict) -> None:
    state["funnel"][0] = len(state["colonies"]) + 2  # a seat no colony sits in


def _arachnid_betax(state: dict) -> None:
    spider = next(sp for sp in state["colonies"][0]["spiders"] if sp["kind"] == "beta")
    spider["kind"] = "betax"


EDITS = [
    ("galaxy", _rng, "state.rng"),
    ("swarm", _rng, "state.rng"),
    ("arachnid", _rng, "state.rng"),
    ("swarm", _swarm_30_fleets, "state.races[0].fleets"),
    ("swarm", _swarm_rivals_gone, "state.races[1].fleets"),
    ("arachnid", _arachnid_funnel_colour, "state.funnel[0]"),
    ("arachnid", _arachnid_betax, "state.colonies[0].spiders"),
]


@pytest.mark.parametrize(("mode", "edit", "field"), EDITS, ids=[e[1].__name__ for e in EDITS])
def test_a_snapshot_today_s_rules_do_not_reach_is_refused_with_its_reason(mode, edit, field):
    text = other_content(TEXTS[mode], edit)
    with pytest.raises(OtherContent) as info:
        record.loads(text, _rules(mode), "older.json")
    err = info.value
    assert str(err).startswith("older.json: ") and err.field.startswith(field)
    assert "other game data" in err.message and "watched as a replay" in err.message
    # its record, to watch: the moves as they were, today's rules playing every one of them
    assert err.commands == GAMES[mode].commands
    watched = record.rebuild(_rules(mode), err.setup, err.commands)
    assert watched.refused is None and watched.session.state == GAMES[mode].state


@pytest.mark.parametrize("mode", MODES)
def test_a_record_today_s_rules_refuse_is_a_record_to_watch_as_far_as_it_plays(mode):
    doc = json.loads(other_content(TEXTS[mode]))
    k = len(doc["commands"]) // 2
    doc["commands"].insert(k, doc["commands"][k - 1])  # a move played twice: refused
    from tests.core.helpers import reseal

    with pytest.raises(OtherContent) as info:
        record.loads(reseal(doc), _rules(mode), "older.json")
    assert info.value.field.startswith(("commands[", "state"))
    watched = record.rebuild(_rules(mode), info.value.setup, info.value.commands)
    assert len(watched.events) >= k - 1


@pytest.mark.parametrize("mode", MODES)
def test_a_setup_today_s_rules_refuse_is_damage_not_an_old_game(mode):
    doc = json.loads(other_content(TEXTS[mode]))
    doc["setup"]["seed"] = "seven"
    from tests.core.helpers import reseal

    with pytest.raises(SaveError) as info:
        record.loads(reseal(doc), _rules(mode), "older.json")
    assert not isinstance(info.value, OtherContent) and info.value.field.startswith("setup")


def test_the_same_edit_with_today_s_content_stays_a_plain_mismatch():
    doc = json.loads(TEXTS["arachnid"])
    _arachnid_funnel_colour(doc["state"])
    from engine.core.serial import digest
    from tests.core.helpers import reseal

    doc["state_hash"] = digest(doc["state"])
    with pytest.raises(RecordMismatch) as info:
        record.loads(reseal(doc), _rules("arachnid"), "edited.json")
    assert not isinstance(info.value, OtherContent) and info.value.field == "state.funnel[0]"


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_fuzzed_saves_of_every_game_with_or_without_other_content_never_load_as_another(data):
    """bench/fuzz_saves.py does this thousands of times; here enough to catch a regression."""
    mode = data.draw(st.sampled_from(MODES))
    text = other_content(TEXTS[mode]) if data.draw(st.booleans()) else TEXTS[mode]
    mutant = resealed_mutant(text, hypothesis_draw(data))
    try:
        loaded = record.loads(mutant, _rules(mode), "fuzz.json")
    except OtherContent as exc:
        assert str(exc).startswith("fuzz.json")
        record.rebuild(_rules(mode), exc.setup, exc.commands)  # its moves can be watched
        return
    except SaveError as exc:
        assert str(exc).startswith("fuzz.json")
        return
    assert loaded.state == GAMES[mode].state
