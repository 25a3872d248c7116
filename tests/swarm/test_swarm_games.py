"""Whole seeded games: invariants after every command, save -> load equal state and equal
future, records that verify, and the headless contract's keys."""

import json

import pytest

from engine.core.session import Session
from engine.swarm import invariants
from tests.core.helpers import save_without_clock, simulated
from tests.swarm.helpers import RULES, C, new
from weavers.cli import main


def test_the_invariants_catch_a_lost_fleet_and_a_duplicated_card():
    s = new(1).state
    s.races[0].fleets[s.races[0].home] += 1
    assert any("conserved" in p for p in invariants.problems(s, C))
    s = new(1).state
    s.deck.append(s.deck[0])
    assert any("cards" in p for p in invariants.problems(s, C))


def test_a_refused_command_changes_nothing():
    sess = new(2)
    before = save_without_clock(sess)
    from engine.swarm.commands import Move

    out = sess.submit(Move("ochre", 0, 9, (1,)))
    assert not out.ok and out.verdict.rule and save_without_clock(sess) == before
    assert sess.state == Session.replay(RULES, sess.setup, sess.commands).state


def test_simulate_swarm_prints_the_contract_and_records_verify(capsys, tmp_path):
    out = simulated(capsys, "swarm", tmp_path)
    own = ["win_paths", "loss_paths", "deck_out_ties", "turns_mean", "battles_mean", "board"]
    own += "fleets_destroyed_mean first_seat_win_rate automa_actions commands".split()
    assert [k for k in [*own, "commands_per_second"] if k not in out] == []
    assert set(out["automa_actions"]) == {
        "strike",
        "claim",
        "explore",
        "spread",
        "guard",
        "advance",
        "grab",
    }


def test_simulate_automa_seat_and_scenarios(capsys):
    base = ["simulate", "--mode", "swarm", "--games", "2", "--seed", "3", "--json"]
    assert main([*base, "--bot", "automa", "--rivals", "2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["commands"] == 0
    for scenario in (1, 2, 3, 4, 5):
        assert main([*base, "--bot", "heuristic", "--scenario", str(scenario)]) == 0
        out = json.loads(capsys.readouterr().out)
        assert out["errors"] == 0 and out["scenario"] == scenario
    with pytest.raises(SystemExit):
        main([*base, "--rivals", "5"])


def test_the_rules_text_names_real_rule_ids_and_reads_in_player_words():
    import tomllib
    from pathlib import Path

    from tests.test_rule_coverage import RULE_IDS

    path = Path(C.__class__.__module__.replace(".", "/")).parent / "data" / "rulebook.toml"
    entries = tomllib.loads(path.read_text())["rules"]
    assert entries and all(
        e["id"] in RULE_IDS["swarm"] or e["id"].startswith("SD") for e in entries
    )
    assert not any("_" in e["text"] for e in entries)  # no internal names
