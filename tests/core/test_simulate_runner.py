"""The one simulation runner (engine/core/simulate.py) serves every game with the same keys,
the same checks and the same refusals."""

import importlib
import json

import pytest

from engine import modes
from weavers.cli import main

SHARED_KEYS = (
    "mode games seed bot difficulty wins losses errors win_rate events commands "
    "commands_per_second games_per_second seconds error_messages"
).split()


def run_json(capsys, *args):
    assert main(["simulate", "--json", "--games", "2", "--seed", "3", *args]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("mode", modes.names())
def test_every_game_reports_the_shared_keys(capsys, mode):
    sim = importlib.import_module(modes.get(mode).simulate_path).SIMULATION
    limit = ["--turn-limit", "30"] if sim.has_turn_limit else []
    out = run_json(capsys, "--mode", mode, *limit)
    assert [k for k in SHARED_KEYS if k not in out] == []
    assert out["mode"] == mode and out["games"] == 2 and out["errors"] == 0
    assert out["wins"] + out["losses"] == 2
    assert sum(out["events"].values()) > 0


@pytest.mark.parametrize("mode", modes.names())
def test_a_broken_invariant_is_an_error_with_its_message_in_every_game(capsys, mode, monkeypatch):
    sim = importlib.import_module(modes.get(mode).simulate_path).SIMULATION
    monkeypatch.setattr(sim, "problems", lambda state, content: ["a planted problem"])
    out = run_json(capsys, "--mode", mode)
    assert out["errors"] == 2
    assert all("a planted problem" in m for m in out["error_messages"])


@pytest.mark.parametrize("mode", modes.names())
def test_the_shared_options_are_checked_alike_in_every_game(mode):
    for bad, words in ((["--games", "0"], "--games must be"), (["--turn-limit", "0"], "turn")):
        with pytest.raises(SystemExit) as info:
            main(["simulate", "--mode", mode, *bad])
        assert str(info.value.code).startswith("weavers simulate") and words in str(info.value.code)


@pytest.mark.parametrize("mode", modes.names())
def test_turn_limit_is_refused_by_name_where_a_game_ends_by_its_own_rules(mode):
    sim = importlib.import_module(modes.get(mode).simulate_path).SIMULATION
    if sim.has_turn_limit:
        assert main(["simulate", "--mode", mode, "--games", "1", "--turn-limit", "5"]) == 0
        return
    with pytest.raises(SystemExit) as info:
        main(["simulate", "--mode", mode, "--games", "1", "--turn-limit", "5"])
    assert f"--turn-limit is not for {sim.title}" in str(info.value.code)


def test_a_game_without_campaigns_refuses_campaign_by_name(monkeypatch):
    sim = importlib.import_module(modes.get("arachnid").simulate_path).SIMULATION
    monkeypatch.setattr(sim, "has_campaign", False)
    with pytest.raises(SystemExit, match="Arachnid has no campaign"):
        main(["simulate", "--mode", "arachnid", "--campaign", "--games", "1"])


@pytest.mark.parametrize("mode", modes.names())
def test_sd3_ad3_d3_every_game_simulates_whole_campaigns(capsys, mode):
    args = ["--mode", mode, "--campaign", "--games", "2", "--difficulty", "2"]
    out = run_json(capsys, *args)
    assert out["mode"] == mode and out["campaigns"] == 2 and out["games"] == 10
    assert out["errors"] == 0 and out["bot"] == "heuristic"
    assert out["campaign_win_rate"] == round(out["campaign_wins"] / 2, 4)
    assert set(out["scenario_win_rates"]) == {"1", "2", "3", "4", "5"}
    points = out["points_mean"]
    assert points["player"] + points["rivals"] == pytest.approx(30)  # (1+2+3+4+5) x 2
    again = run_json(capsys, *args)
    assert {k: v for k, v in again.items() if k != "seconds"} == {
        k: v for k, v in out.items() if k != "seconds"
    }
