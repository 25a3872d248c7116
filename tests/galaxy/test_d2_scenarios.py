"""D2: the five scenarios: data, the goal, and the special rules D2.1 to D2.5."""

import shutil

import attrs
import pytest

from engine.core import record
from engine.core.content import ContentError
from engine.core.session import Session
from engine.galaxy import board, projects, scenarios
from engine.galaxy.commands import EndTurn, PlaceCube
from engine.galaxy.content import DATA_DIR, load_content
from engine.galaxy.events import BagCubeLost, BasePlaced, GameLost, GameWon
from engine.galaxy.invariants import problems
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenario_rules import late_swarm
from engine.galaxy.simulate import play_game
from engine.weavers.capture import place_black_hole, remove_swarm
from engine.weavers.events import SwarmPlaced
from tests.galaxy.helpers import CONTENT, RULES, set_hand, total_cubes, weavers_game


def scenario_game(n: int, seed: int = 1, **options) -> Session:
    return weavers_game(seed=seed, scenario=n, **options)


def test_d2_five_scenarios_as_data_each_with_a_story_and_its_goal_in_words():
    listed = scenarios.list_scenarios()
    assert [s.number for s in listed] == [1, 2, 3, 4, 5]
    assert [s.name for s in listed][:2] == ["First Light", "Long Night"]
    assert all(s.story for s in listed)
    assert scenarios.goal_text(listed[0]) == ""  # First Light: the usual win is enough
    assert f"turn {listed[1].goal_turn}." in scenarios.goal_text(listed[1])
    assert scenarios.goal_text(listed[3]) == "Win by supremacy or by a second starting system."
    assert "banishing every swarm" in scenarios.goal_text(listed[4])
    assert any("needs 1 more cube" in line for line in scenarios.special_rules(listed[3]))
    with pytest.raises(ValueError, match="no scenario 9"):
        scenarios.get_scenario(9)


def test_d2_the_scenario_is_a_setup_option_kept_by_saves_and_replays():
    s = scenario_game(2)
    assert s.state.scenario == 2 and s.setup.options["scenario"] == 2
    s.submit(EndTurn())
    loaded = record.loads(record.dumps(s), RULES)
    assert loaded.state.scenario == 2 and loaded.state == s.state
    assert record.verify(loaded, RULES).ok
    standard = weavers_game()
    assert standard.state.scenario == 0


@pytest.mark.parametrize("value", [9, -1, "2", 2.0])
def test_d2_a_setup_naming_no_scenario_is_refused_by_field(value):
    setup = RULES.setup(1, scenario=value)
    field, reason = RULES.setup_problem(setup)
    assert field == "options.scenario" and reason


def test_d2_a_malformed_scenario_file_is_named_by_file_and_field(tmp_path):
    data = tmp_path / "data"
    shutil.copytree(DATA_DIR, data)
    path = data / "scenarios.toml"
    good = path.read_text()
    path.write_text(good.replace('\ngoal = "none"', '\ngoal = "sometimes"', 1))
    with pytest.raises(ContentError, match=r"scenarios\.toml: scenarios\[0\]\.goal"):
        load_content(data)
    path.write_text(good.replace("late_swarm_turn = 6", "late_swarm_turn = 6\nlate = 1"))
    with pytest.raises(ContentError, match="scenarios.toml.*unknown field"):
        load_content(data)
    path.write_text(good.replace("number = 5", "number = 4"))
    with pytest.raises(ContentError, match="1 to 5"):
        load_content(data)


def _finish(state, result: str, cause: str, turn: int = 10) -> None:
    state.over, state.result, state.cause, state.turn = True, result, cause, turn
    board.record_turn(state)


def test_d2_you_win_a_scenario_only_by_winning_the_game_while_meeting_its_goal():
    st = scenario_game(4).state  # Scorched Routes: win by supremacy or a second start
    assert not scenarios.goal_met(st) and not scenarios.scenario_won(st)
    _finish(st, "won", "bases")
    assert not scenarios.goal_met(st) and not scenarios.scenario_won(st)
    assert scenarios.goal_progress(st).failed
    _finish(st, "won", "second_start")
    assert scenarios.scenario_won(st) and scenarios.goal_progress(st).met
    _finish(st, "lost", "home_lost")
    assert not scenarios.scenario_won(st)
    first = scenario_game(1).state  # no goal: the win is enough
    assert scenarios.goal_progress(first) is None
    _finish(first, "won", "bases")
    assert scenarios.scenario_won(first)


def test_d2_a_goal_by_turn_shows_the_turn_and_fails_once_it_has_passed():
    st = scenario_game(2).state
    goal_turn = CONTENT.scenarios[2].goal_turn
    progress = scenarios.goal_progress(st)
    assert progress.status == f"Turn 1 of {goal_turn}" and not progress.failed
    _finish(st, "won", "bases", turn=goal_turn)
    assert scenarios.scenario_won(st)
    _finish(st, "won", "bases", turn=goal_turn + 1)
    assert not scenarios.scenario_won(st) and scenarios.goal_progress(st).failed


def test_d2_1_first_light_starts_with_one_swarm_and_a_second_enters_on_its_turn():
    s = scenario_game(1, difficulty=1)
    st = s.state
    assert len(st.swarms) == 1
    turn = CONTENT.scenarios[1].late_swarm_turn
    st.turn = turn - 1
    out = s.submit(EndTurn())
    placed = [e for e in out.events if isinstance(e, SwarmPlaced)]
    assert len(placed) == 1 and placed[0].rule == "D2.1"
    system = placed[0].system
    assert st.galaxy.system(system).is_start and system != st.home
    first = next(sw.system for sw in st.swarms if sw.card != placed[0].card)
    assert system != first and len(st.swarms) == 2
    new = next(sw for sw in st.swarms if sw.system == system)
    assert new.target and not problems(st, CONTENT)
    # the nearest open starting system to the home is chosen
    from engine.core.hexgrid import distance

    home = st.galaxy.system(st.home).hex
    others = [
        x.number for x in st.galaxy.systems if x.is_start and x.number not in (st.home, first)
    ]
    assert min(distance(home, st.galaxy.system(n).hex) for n in others) == distance(
        home, st.galaxy.system(system).hex
    )
    st.turn += 1
    assert late_swarm(st, CONTENT) == []  # only on that turn


def test_d2_1_no_swarm_enters_when_no_starting_system_is_open():
    st = scenario_game(1).state
    st.turn = CONTENT.scenarios[1].late_swarm_turn
    st.black_holes = [
        x.number
        for x in st.galaxy.systems
        if x.is_start and x.number != st.home and not st.swarm_at(x.number)
    ]
    deck = list(st.weaver_deck)
    assert late_swarm(st, CONTENT) == [] and st.weaver_deck == deck


def test_d2_2_long_night_each_new_black_hole_takes_a_cube_from_the_bag():
    st = scenario_game(2).state
    before = total_cubes(st)
    most = max(st.bag, key=lambda c: st.bag[c])
    bag, reserve = st.bag[most], st.reserve[most]
    system = next(x.number for x in st.galaxy.systems if not x.is_start)
    events = place_black_hole(st, CONTENT, system, "W4.3")
    lost = [e for e in events if isinstance(e, BagCubeLost)]
    assert len(lost) == 1 and lost[0].rule == "D2.2" and lost[0].colour == most
    assert st.bag[most] == bag - 1 and st.reserve[most] == reserve + 1
    assert total_cubes(st) == before
    st.bag = {c: 0 for c in st.bag}  # an empty bag loses nothing
    st.reserve[most] += bag - 1
    other = next(x.number for x in st.galaxy.systems if not x.is_start and x.number != system)
    assert not [
        e for e in place_black_hole(st, CONTENT, other, "W4.3") if isinstance(e, BagCubeLost)
    ]
    standard = weavers_game().state
    events = place_black_hole(standard, CONTENT, system, "W4.3")
    assert not [e for e in events if isinstance(e, BagCubeLost)]


def test_d2_2_long_night_starts_with_more_cubes_in_the_bag():
    extra = CONTENT.scenarios[2].bag_extra
    night, standard = scenario_game(2).state, weavers_game().state
    night_bag = {c: night.bag[c] + night.hand[c] for c in night.bag}
    std_bag = {c: standard.bag[c] + standard.hand[c] for c in standard.bag}
    assert {c: night_bag[c] - std_bag[c] for c in std_bag} == {c: extra.get(c, 0) for c in std_bag}


def test_d2_3_web_of_three_three_swarms_and_a_base_on_the_nearest_system():
    s = scenario_game(3)
    st = s.state
    assert len(st.swarms) == 3
    assert {sw.system for sw in st.swarms} == {
        x.number for x in st.galaxy.systems if x.is_start and x.number != st.home
    }
    extra = [e for e in s.opening if isinstance(e, BasePlaced) and e.rule == "D2.3"]
    assert len(extra) == 1
    outpost = extra[0].system
    assert outpost in st.bases and not st.galaxy.system(outpost).is_start
    from engine.core.hexgrid import distance

    home = st.galaxy.system(st.home).hex
    d = distance(home, st.galaxy.system(outpost).hex)
    assert all(distance(home, x.hex) >= d for x in st.galaxy.systems if not x.is_start)


def test_d2_4_scorched_routes_need_one_more_cube_and_settling_gives_one_more():
    scorched, standard = scenario_game(4).state, weavers_game().state
    extra = CONTENT.scenarios[4].route_extra_slots
    assert [r.slots for r in scorched.galaxy.routes] == [
        r.slots + extra for r in standard.galaxy.routes
    ]
    bonus = projects.settle_bonus(scorched, CONTENT) - projects.settle_bonus(standard, CONTENT)
    assert bonus == CONTENT.scenarios[4].settle_extra == 1
    s = scenario_game(4)
    st = s.state
    pid = next(i for i, p in enumerate(st.planets) if p.system == st.home and p.cost == 1)
    colour = st.planets[pid].colour
    set_hand(st, **{colour: 1})
    out = s.submit(PlaceCube(colour, "planet", pid))
    settled = next(e for e in out.events if type(e).__name__ == "PlanetSettled")
    assert settled.added == projects.settle_bonus(standard, CONTENT) + 1


def test_d2_5_the_last_swarm_only_banishing_every_swarm_wins():
    s = scenario_game(5)
    st = s.state
    assert len(st.swarms) == 1 and len(st.weaver_deck) == CONTENT.scenarios[5].weaver_deck
    assert not problems(st, CONTENT)  # the cards left out are out of the game
    st.supremacy["might"] = CONTENT.tunables.supremacy_goal
    assert board.victory(st, CONTENT) is None
    standard = weavers_game().state
    standard.supremacy["might"] = CONTENT.tunables.supremacy_goal
    assert board.victory(standard, CONTENT).path == "supremacy"
    for sw in list(st.swarms):
        remove_swarm(st, CONTENT, sw)
    won = board.victory(st, CONTENT)
    assert isinstance(won, GameWon) and won.path == "banished_all"


def test_d2_5_a_deadline_ends_the_game_for_the_weavers():
    scen = attrs.evolve(CONTENT.scenarios[5], deadline=4, by_level={})
    content = attrs.evolve(CONTENT, scenarios={**CONTENT.scenarios, 5: scen})
    rules = GalaxyRules(content)
    s = Session.new(rules, rules.setup(1, species="lumen", scenario=5, difficulty=1))
    lost = []
    while not s.state.over:
        lost += [e for e in s.submit(EndTurn()).events if isinstance(e, GameLost)]
    assert s.state.cause == "deadline" and lost[-1].rule == "D2.5"
    assert s.state.history[-1].turn == 4
    assert scenarios.special_rules(scen)[-1].startswith("If any swarm is left when turn 4")


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5])
def test_d2_scenario_games_play_through_with_the_invariants_holding(n):
    for i in range(2):
        res, session = play_game(RULES, i, 7, "heuristic", 3, scenario=n)
        assert res.result in ("won", "lost"), res.error
        assert session.state.scenario == n


@pytest.mark.parametrize("n", [1, 2, 5])
def test_d2_a_scenario_game_plays_on_the_same_after_a_save_and_load(n):
    # Saved on turn 4 and loaded, First Light's late swarm (D2.1), Long Night's bag toll
    # (D2.2) and The Last Swarm's short deck (D2.5) go on exactly as in the unsaved game.
    from engine.galaxy.heuristic import HeuristicBot

    s = scenario_game(n, seed=3)
    bot = HeuristicBot(3)
    while s.state.turn < 4 and not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    loaded = record.session_from(record.loads(record.dumps(s), RULES), RULES)
    assert loaded.state == s.state and loaded.state.scenario == n
    seen = []
    while s.state.turn < 9 and not s.state.over:
        cmd = bot.choose(RULES, s.state)
        a, b = s.submit(cmd), loaded.submit(cmd)
        assert a.ok and b.ok and a.events == b.events
        seen += a.events
    assert loaded.state == s.state and s.state.turn >= 7  # the special rules had their turn
    if n == 1:
        assert "D2.1" in {e.rule for e in seen}  # the late swarm came after the load
    again = Session.replay(RULES, s.setup, s.commands)
    assert again.state == s.state


def test_d2_long_night_ends_with_the_reason_once_its_goal_can_no_longer_be_met():
    s = scenario_game(2, difficulty=1)
    goal_turn = CONTENT.scenarios[2].goal_turn
    lost = []
    while not s.state.over:
        lost += [e for e in s.submit(EndTurn()).events if isinstance(e, GameLost)]
    st = s.state
    assert (st.result, st.cause, lost[-1].rule) == ("lost", "goal_missed", "D2")
    assert st.history[-1].turn == goal_turn  # it ends as the goal's last turn ends, not later
    from engine.galaxy.describe import CAUSES

    assert "last turn passed" in CAUSES["goal_missed"]
    assert f"turn {goal_turn} ends" in " ".join(scenarios.special_rules(CONTENT.scenarios[2]))


def test_d2_a_game_won_on_the_goal_s_last_turn_is_won_not_ended_by_the_goal():
    from engine.galaxy.scenario_rules import deadline_loss

    st = scenario_game(2).state
    st.turn = CONTENT.scenarios[2].goal_turn - 1
    assert deadline_loss(st, CONTENT) is None  # the turn before: the goal can still be met
    st.turn += 1
    assert deadline_loss(st, CONTENT).cause == "goal_missed"
    st.over = True  # once the game is over (won at that turn's end) nothing more ends it
    from engine.weavers.ending import loss_at_end_of_turn

    assert loss_at_end_of_turn(st, CONTENT) is None


def test_d2_5_the_last_swarm_s_deadline_and_deck_go_by_level():
    rows = CONTENT.scenarios[5].by_level
    for level in (1, 2, 3, 4, 5):
        st = scenario_game(5, difficulty=level).state
        scen = scenarios.scenario_of(st, CONTENT)
        assert scen.deadline == rows["deadline"][level - 1]
        assert len(st.weaver_deck) == rows["weaver_deck"][level - 1]
    assert list(rows["deadline"]) == sorted(rows["deadline"], reverse=True)  # sooner: harder
    text = scenarios.special_rules(CONTENT.scenarios[5])[-1]
    assert text.startswith("By level:") and "32 at level 5" in text


def test_d2_1_first_light_at_level_5_starts_with_two_swarms():
    assert len(scenario_game(1, difficulty=5).state.swarms) == 2
    assert len(scenario_game(1, difficulty=4).state.swarms) == 1


def test_d2_a_by_level_row_that_cannot_be_played_is_named_by_field(tmp_path):
    from engine.galaxy.scenario_content import _problem

    scen = CONTENT.scenarios[5]
    assert _problem(attrs.evolve(scen, by_level={"deadline": (1, 2)}))[0] == "by_level.deadline"
    assert _problem(attrs.evolve(scen, by_level={"name": (1, 1, 1, 1, 1)}))[0] == "by_level.name"
    field, why = _problem(attrs.evolve(scen, by_level={"weaver_deck": (0, 1, 2, 3, 9)}))
    assert field == "weaver_deck" and "level 5" in why
