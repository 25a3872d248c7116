"""Whole seeded games: invariants after every command, save -> load equal state and equal
future, records that verify, and the headless contract's keys (AX2)."""

import json

import pytest

from engine.arachnid import invariants
from engine.core.bots import RandomBot
from engine.core.session import Session
from tests.arachnid.helpers import RULES, C, new
from tests.core.helpers import save_without_clock, simulated
from weavers.cli import main


def test_the_invariants_catch_lost_food_a_third_web_and_two_spiders_on_a_hex():
    s = new(1).state
    s.pool_food -= 1
    assert any("food" in p for p in invariants.problems(s, C))
    s = new(1).state
    h = next(h for h, w in enumerate(s.webs) if w)
    s.webs[h] += [0, 0]
    assert any("high" in p for p in invariants.problems(s, C))
    s = new(1).state
    a, b = s.colonies[0].spiders[:2]
    b.hex = a.hex
    assert any("2 spiders" in p for p in invariants.problems(s, C))


def test_a_refused_command_changes_nothing():
    from engine.arachnid.commands import Act

    sess = new(2)
    before = save_without_clock(sess)
    out = sess.submit(Act("alpha", "move", 0))
    assert not out.ok and out.verdict.rule and save_without_clock(sess) == before


def test_simulate_arachnid_prints_the_contract_and_records_verify(capsys, tmp_path):
    out = simulated(capsys, "arachnid", tmp_path)
    own = "seed end_causes player_score_mean best_rival_score_mean margin_mean score_sources "
    own += "tie_breaks abilities personalities"
    assert [k for k in own.split() if k not in out] == []
    assert set(out["end_causes"]) == {"den_empty", "board_full", "round_limit"}
    assert set(out["score_sources"]["player"]) == {"spiders", "webs", "upgrades"}
    assert out["rivals"] == 2


def test_simulate_arachnid_options(capsys):
    base = ["simulate", "--mode", "arachnid", "--games", "2", "--seed", "3", "--json"]
    assert main([*base, "--bot", "heuristic", "--rivals", "3", "--round-limit", "4"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["errors"] == 0 and out["rounds_mean"] <= 4 and out["rivals"] == 3
    with pytest.raises(SystemExit):
        main([*base, "--rivals", "1"])
    with pytest.raises(SystemExit):
        main([*base, "--scenario", "9"])


def test_a_bad_setup_is_refused_by_name():
    with pytest.raises(ValueError, match="rivals"):
        RULES.new_state(RULES.setup(1, rivals=7))
    with pytest.raises(ValueError, match="colour"):
        RULES.new_state(RULES.setup(1, colour="blue"))


def test_the_mode_is_registered():
    from engine import modes

    m = modes.get("arachnid")
    assert m.rules().name == "arachnid" and "random" in m.bots
    assert isinstance(Session.new(m.rules(), m.rules().setup(1)).state, m.rules().state_class)


def test_simulate_arachnid_reports_dead_rounds_hatching_and_spiders_lost_to_famine(capsys):
    """Issue 28: the person's rounds where Pass was the only legal command, the games where
    the person hatched, and the games where a colony lost a spider to famine (AX3: <= 35 %)."""
    args = ["simulate", "--mode", "arachnid", "--games", "6", "--seed", "4", "--json"]
    assert main([*args, "--bot", "random"]) == 0
    out = json.loads(capsys.readouterr().out)
    for k in ("dead_rounds", "player_hatch_games", "hatch_games", "famine_spider_games",
              "player_famine_spider_games"):  # fmt: skip
        assert 0.0 <= out[k] <= 1.0, k
    assert out["dead_rounds"] > 0  # a random player starves its tracks: some rounds are dead
    assert out["player_famine_spider_games"] <= out["famine_spider_games"]


def test_a_dead_round_is_one_where_pass_is_the_only_legal_command():
    from engine.arachnid import actions
    from engine.arachnid.commands import Pass
    from engine.arachnid.rounds import human

    sess = new(5, seat=0)
    bot = RandomBot(5)
    st = sess.state
    seen = {True: 0, False: 0}
    last = (-1, -1)
    while not st.over:
        me = human(st)
        if st.stage == "turns" and st.turn_seat == me.seat and not st.choices:
            if (st.round, len(sess.commands)) != last and not me.passed:
                dead = RULES.legal_commands(st) == [Pass()]
                assert actions.can_act(st, C, me) == (not dead)
                seen[dead] += 1
                last = (st.round, len(sess.commands))
        assert sess.submit(bot.choose(RULES, st)).ok
    assert seen[True] and seen[False]
    assert 0 < st.stats["dead_rounds"] <= st.stats["player_rounds"] <= st.round
