"""Three games, one table: the mode registry, saves naming their game, and the headless tools
dispatching on it (ARCHITECTURE: Three games, one table)."""

import json
from pathlib import Path

import pytest

from engine import modes
from engine.core import record
from engine.core.hexgrid import hex_to_offset, offset_to_hex
from engine.core.rng import Rng
from engine.galaxy.galaxy import offset_to_hex as galaxy_offset_to_hex
from tests.core.helpers import reseal
from tests.galaxy.helpers import played
from weavers.cli import main

DATA = Path(__file__).resolve().parents[1] / "data"
GOLDEN = sorted(DATA.glob("golden-weavers-*.json"))


def test_the_weavers_are_the_default_mode_and_own_old_saves():
    assert modes.DEFAULT_MODE == "galaxy"
    galaxy = modes.get("galaxy")
    assert galaxy.title == "The Weavers" and galaxy.game == "weavers"
    assert modes.for_game("weavers") is galaxy
    assert galaxy.rules().name == "weavers"
    assert set(galaxy.summary_keys) == set(galaxy.rules().summary(played(1).state))
    with pytest.raises(ValueError, match="chess"):
        modes.for_game("chess")
    with pytest.raises(ValueError, match="unknown mode"):
        modes.get("chess")


def test_a_save_that_names_no_game_loads_as_the_weavers(tmp_path):
    doc = json.loads(record.dumps(played(3, seed=4)))
    del doc["game"]
    path = tmp_path / "old.json"
    path.write_text(reseal(doc))
    assert record.game_of_file(path) == "weavers"
    assert modes.of_save(path) is modes.get("galaxy")
    loaded = record.load_file(path, modes.get("galaxy").rules())
    assert loaded.state == played(3, seed=4).state


def test_a_save_of_an_unknown_game_is_refused_by_name(tmp_path, capsys):
    doc = json.loads(record.dumps(played(2, seed=4)))
    doc["game"] = "chess"
    path = tmp_path / "chess.json"
    path.write_text(reseal(doc))
    with pytest.raises(record.SaveError, match="chess"):
        modes.of_save(path)
    assert main(["replay", str(path), "--verify"]) == 2
    assert "chess" in capsys.readouterr().out


@pytest.mark.parametrize("path", GOLDEN, ids=[p.name for p in GOLDEN])
def test_golden_weavers_records_still_load_and_verify(path, capsys):
    """Records written before the second game arrived: they must load, and verify while the
    Weavers' content is unchanged (a balance change makes them load from their snapshot)."""
    rules = modes.get("galaxy").rules()
    loaded = record.load_file(path, rules)
    assert loaded.commands and loaded.state.over
    if loaded.setup.content_version == rules.content_version():
        assert main(["replay", str(path), "--verify"]) == 0
        assert capsys.readouterr().out.startswith("OK")
    else:
        assert isinstance(record.verify(loaded, rules).ok, bool)


def test_the_format_1_save_goes_through_the_dispatch_and_is_told_as_other_content(capsys):
    assert modes.of_save(DATA / "save-format1.json") is modes.get("galaxy")
    assert main(["replay", str(DATA / "save-format1.json")]) == 1
    out = capsys.readouterr().out
    assert out.startswith("DIVERGED") and "other game data" in out


def test_simulate_mode_galaxy_is_the_default_and_a_foreign_bot_is_refused(capsys):
    args = ["simulate", "--games", "2", "--seed", "3", "--turn-limit", "20", "--json"]
    assert main(args) == 0
    default = json.loads(capsys.readouterr().out)
    assert main([*args, "--mode", "galaxy"]) == 0
    galaxy = json.loads(capsys.readouterr().out)
    default.pop("seconds"), galaxy.pop("seconds")
    assert {k: v for k, v in default.items() if "per_second" not in k} == {
        k: v for k, v in galaxy.items() if "per_second" not in k
    }
    foreign = [b for b in modes.all_bots() if b not in modes.get("galaxy").bots]
    for bot in foreign:
        with pytest.raises(SystemExit, match="does not play The Weavers"):
            main([*args, "--bot", bot])


def test_offset_helpers_live_in_core_and_round_trip():
    assert galaxy_offset_to_hex is offset_to_hex
    for col in range(-3, 8):
        for row in range(-3, 8):
            assert hex_to_offset(offset_to_hex(col, row)) == (col, row)


def test_a_die_rolls_every_face_and_nothing_else():
    rng = Rng.from_seed(9)
    rolls = {rng.roll(20) for _ in range(2000)}
    assert rolls == set(range(1, 21))
