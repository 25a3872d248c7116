"""The players of the person's colony: the heuristic player's Mind Control (A9, A8.5) and the
newcomer, who spends every food on whatever gains anything (issue 28, dead rounds)."""

import json

from engine.arachnid.board import BOARD
from engine.arachnid.bots import make_bot
from engine.arachnid.commands import Act, EndDen, Pass, Refresh
from engine.arachnid.heuristic import HeuristicBot
from engine.arachnid.newcomer import NewcomerBot
from engine.arachnid.state import DEN
from tests.arachnid.helpers import RULES, bare, bug, clear, me, my_turn, put
from weavers.cli import main


def _mind_board(rival_far: bool):
    """Your Beta (Mind Control, no webs left to spin) beside a Tater Bug; a rival spider two
    steps from the bug in a direction away from the Beta (or out of any step's reach)."""
    s = clear(bare(1))
    my_turn(s)
    me(s).store, me(s).den = 3, [0] * 6
    b = put(s, 0, "beta", 30)
    b.ability = "mind"
    bug(s, "tater1", 31)
    face = next(
        f
        for f in range(1, 7)
        if BOARD.step(31, f) > 0
        and BOARD.step(BOARD.step(31, f), f) > 0
        and BOARD.dist(BOARD.step(31, f), 30) >= 2
    )
    target = BOARD.step(BOARD.step(31, face), face)
    put(s, 1, "alpha", 90 if rival_far else target)
    return s, face


def test_a9_the_heuristic_player_mind_controls_a_critter_onto_a_rival():
    s, face = _mind_board(rival_far=False)
    cmd = HeuristicBot().choose(RULES, s)
    assert isinstance(cmd, Act) and cmd.action == "mind" and cmd.hex == 31
    end = BOARD.step(31, cmd.steer)
    rival = s.colonies[1].spider("alpha").hex
    assert BOARD.dist(end, rival) <= 1 and BOARD.dist(end, 30) >= 2  # bites them, not you
    assert RULES.check(s, cmd).ok
    RULES._apply(s, cmd)
    assert s.critter("tater1").controller == 0 and s.stats["player_mind"] == 1  # counted (AX3)


def test_a9_the_heuristic_player_keeps_mind_control_when_it_hurts_no_one():
    s, _ = _mind_board(rival_far=True)  # no rival within a step: only your food to spend
    assert HeuristicBot().choose(RULES, s) == Pass()


def test_the_newcomer_spends_its_last_food_where_the_heuristic_player_keeps_it():
    s = clear(bare(1))
    my_turn(s)
    me(s).store = 1
    put(s, 0, "beta", 30)
    assert HeuristicBot().choose(RULES, s) == Pass()  # keeps it for the next Feed
    cmd = NewcomerBot().choose(RULES, s)
    assert isinstance(cmd, Act) and cmd.action == "spin" and RULES.check(s, cmd).ok


def test_the_newcomer_refreshes_a_spider_that_spent_dice_in_the_den():
    s = clear(bare(1))
    s.stage, s.round = DEN, 1
    me(s).passed, me(s).store = False, 3
    a = put(s, 0, "alpha", 30)
    assert NewcomerBot().choose(RULES, s) == EndDen()  # rested spiders: nothing to refresh
    a.attack = 0
    assert NewcomerBot().choose(RULES, s) == Refresh("alpha")
    assert HeuristicBot().choose(RULES, s) == EndDen()  # not stunned: not worth the food


def test_simulate_arachnid_plays_the_newcomer(capsys):
    assert make_bot("newcomer", 3).name == "newcomer"
    args = ["simulate", "--mode", "arachnid", "--games", "3", "--seed", "2", "--json"]
    assert main([*args, "--bot", "newcomer"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["bot"] == "newcomer" and out["errors"] == 0 and out["games"] == 3
