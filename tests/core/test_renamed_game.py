"""A save whose game name was changed (issue 40 item 1): a Space Swarm or Arachnid save whose
`setup.game` says `weavers`, resealed, loaded as a Space Swarm game carrying a Weavers setup;
the Load screen then drew it with The Weavers' row and stopped on every start. The save
format checks that the game its setup names is the game its content is, before any screen
reads it, and refuses a mismatch naming both games. Parametrised over every registered game.
"""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import modes
from engine.core import record
from engine.core.record import SaveError
from tests.core.helpers import reseal
from tests.fuzz_saves import hypothesis_draw, played_game, renamed_game

GAMES = {mode: played_game(mode, 4, 20) for mode in modes.names()}
TEXTS = {mode: record.dumps(s) for mode, s in GAMES.items()}
NAMES = tuple(modes.get(m).game for m in modes.names())


def _load(text: str):
    """Loaded as the title and Load do: with the rules of the game the document names."""
    try:
        rules = modes.for_game(record.game_of(text)).rules()
    except ValueError:
        rules = modes.get(modes.DEFAULT_MODE).rules()
    return record.loads(text, rules, "renamed.json")


@pytest.mark.parametrize("other", NAMES)
@pytest.mark.parametrize("mode", modes.names())
def test_a_save_whose_setup_names_another_game_is_refused_naming_both(mode, other):
    doc = json.loads(TEXTS[mode])
    own = doc["setup"]["game"]
    if other == own:
        pytest.skip("the save's own game")
    doc["setup"]["game"] = other
    with pytest.raises(SaveError) as err:
        _load(reseal(doc))
    assert err.value.field == "setup.game"
    said = str(err.value)
    assert said.startswith("renamed.json: setup.game:")
    assert modes.for_game(other).title in said and modes.for_game(own).title in said


@pytest.mark.parametrize("mode", modes.names())
def test_a_save_whose_setup_names_no_game_played_here_is_refused(mode):
    doc = json.loads(TEXTS[mode])
    doc["setup"]["game"] = "chess"
    with pytest.raises(SaveError) as err:
        _load(reseal(doc))
    assert err.value.field == "setup.game" and "'chess'" in str(err.value)


@pytest.mark.parametrize("mode", modes.names())
def test_a_save_renamed_at_its_top_and_in_its_setup_is_refused(mode):
    doc = json.loads(TEXTS[mode])
    other = next(g for g in NAMES if g != doc["game"])
    doc["game"] = doc["setup"]["game"] = other
    with pytest.raises(SaveError):
        _load(reseal(doc))


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data(), mode=st.sampled_from(modes.names()))
def test_no_renamed_save_loads_as_another_game_or_crashes(data, mode):
    text = renamed_game(TEXTS[mode], hypothesis_draw(data), NAMES)
    try:
        loaded = _load(text)
    except SaveError:
        return
    pytest.fail(f"a renamed save loaded: {loaded.setup}")


@pytest.mark.parametrize("mode", modes.names())
def test_replay_verify_calls_a_renamed_save_damaged_not_ok(mode, tmp_path, capsys):
    """`weavers replay --verify` said OK of a save whose setup named another game."""
    from weavers.cli import main

    doc = json.loads(TEXTS[mode])
    doc["setup"]["game"] = next(g for g in NAMES if g != doc["game"])
    path = tmp_path / "renamed.json"
    path.write_text(reseal(doc))
    assert main(["replay", str(path), "--verify"]) == 2
    assert capsys.readouterr().out.startswith("damaged: renamed.json: setup.game:")
