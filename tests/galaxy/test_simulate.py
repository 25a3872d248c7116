import json

import pytest

from engine.core import record
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.simulate import LOSS_CAUSES, WIN_PATHS, event_key
from weavers.cli import main


def run_json(capsys, *args):
    assert main(["simulate", "--json", *args]) == 0
    return json.loads(capsys.readouterr().out)


def test_simulate_json_has_the_promised_keys(capsys):
    out = run_json(capsys, "--games", "4", "--seed", "2", "--turn-limit", "40")
    for key in (
        "games wins losses errors turns_mean turns_median commands_per_second "
        "win_paths loss_causes events"
    ).split():
        assert key in out
    assert set(out["win_paths"]) == set(WIN_PATHS)
    assert set(out["loss_causes"]) == set(LOSS_CAUSES)
    assert out["games"] == 4 and out["errors"] == 0
    assert out["wins"] + out["losses"] == 4
    assert out["events"]["cubes_drawn"] > 0


def test_simulate_is_deterministic(capsys):
    a = run_json(capsys, "--games", "3", "--seed", "9", "--turn-limit", "30")
    b = run_json(capsys, "--games", "3", "--seed", "9", "--turn-limit", "30")
    for key in ("wins", "losses", "turns_mean", "events", "commands"):
        assert a[key] == b[key]


def test_simulate_records_loadable_saves_that_verify(capsys, tmp_path):
    run_json(capsys, "--games", "2", "--seed", "3", "--turn-limit", "25", "--record", str(tmp_path))
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    rules = GalaxyRules()
    for f in files:
        loaded = record.load_file(f, rules)
        assert loaded.meta["species"]
        assert record.verify(loaded, rules).ok


def test_simulate_text_summary_and_bad_arguments(capsys):
    assert main(["simulate", "--games", "1", "--turn-limit", "5"]) == 0
    assert "1 games" in capsys.readouterr().out
    with pytest.raises(SystemExit):
        main(["simulate", "--species", "martians"])
    with pytest.raises(SystemExit):
        main(["simulate", "--bot", "genius"])


def test_event_keys_are_snake_case_or_the_promised_names():
    from engine.galaxy.events import ConflictWon, CubesDrawn
    from engine.weavers.events import Morphed, SwarmTargeted

    assert event_key(CubesDrawn(())) == "cubes_drawn"
    assert event_key(Morphed("a", "b", 1)) == "morph"
    assert event_key(SwarmTargeted("a", 1, 2, 1, "why", retarget=True)) == "retarget"
    assert event_key(SwarmTargeted("a", 1, 2, 1, "why")) == "swarm_targeted"
    assert event_key(ConflictWon("raid", 2, vs_weavers=True)) == "conflict_won_vs_weavers"


def test_simulate_plays_against_the_weavers_and_counts_their_events(capsys):
    out = run_json(capsys, "--games", "6", "--seed", "4")
    assert out["errors"] == 0
    assert out["events"]["swarm_targeted"] > 0 and out["events"]["span_started"] > 0
    assert out["loss_causes"]["home_lost"] + out["loss_causes"]["black_holes"] > 0


def test_simulate_never_imports_pygame():
    import subprocess
    import sys

    code = (
        "import sys; from weavers.cli import main; "
        "main(['simulate','--games','1','--turn-limit','3','--json']); "
        "print('PYGAME', 'pygame' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "PYGAME False" in out.stdout


def test_record_onto_an_existing_file_is_refused_and_the_file_is_untouched(tmp_path):
    from weavers.cli import main

    existing = tmp_path / "notes.txt"
    existing.write_text("keep me")
    with pytest.raises(SystemExit, match="is not a folder"):
        main(["simulate", "--games", "1", "--record", str(existing)])
    assert existing.read_text() == "keep me"


def test_d2_simulate_a_scenario_counts_scenarios_won_as_wins(capsys):
    out = run_json(capsys, "--games", "6", "--seed", "4", "--bot", "heuristic", "--scenario", "4")
    assert out["scenario"] == 4 and out["errors"] == 0
    assert out["wins"] + out["goal_missed"] == out["game_wins"]
    assert out["win_rate"] == round(out["wins"] / 6, 4)
    assert out["wins"] + out["losses"] == 6
    won_by_goal = out["win_paths"]["supremacy"] + out["win_paths"]["second_start"]
    assert out["wins"] == won_by_goal  # Scorched Routes' goal: supremacy or a second start
    with pytest.raises(SystemExit, match="scenario"):
        main(["simulate", "--games", "1", "--scenario", "9"])


def test_d3_simulate_campaigns_reports_wins_points_and_scenario_rates(capsys):
    out = run_json(capsys, "--campaign", "--games", "3", "--seed", "2", "--difficulty", "3")
    assert out["campaigns"] == 3 and out["games"] == 15 and out["errors"] == 0
    assert 0 <= out["campaign_wins"] <= 3
    assert out["campaign_win_rate"] == round(out["campaign_wins"] / 3, 4)
    assert set(out["scenario_win_rates"]) == {"1", "2", "3", "4", "5"}
    points = out["points_mean"]
    assert points["player"] + points["rivals"] == pytest.approx(45)  # (1+2+3+4+5) x 3
    again = run_json(capsys, "--campaign", "--games", "3", "--seed", "2", "--difficulty", "3")
    assert {k: v for k, v in again.items() if k != "seconds"} == {
        k: v for k, v in out.items() if k != "seconds"
    }
