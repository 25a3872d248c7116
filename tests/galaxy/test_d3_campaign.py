"""D3: the campaign (engine/core/campaign.py, shared by every game): scenarios 1-5 in order,
points, the tie, and its file, which keeps each game's campaign under the game's name."""

import json
import os

import pytest

from engine.core.campaign import (
    FILE,
    PLAYER,
    RIVALS,
    Campaign,
    CampaignBook,
    CampaignError,
    Totals,
    load_file,
    save_file,
)
from engine.galaxy import board
from engine.galaxy.scenarios import campaign_outcome
from tests.galaxy.helpers import RULES, weavers_game


def played_campaign(outcomes: list[tuple[int, bool]]) -> Campaign:
    c = Campaign()
    for n, (level, won) in enumerate(outcomes, start=1):
        c.record_result(n, level, won)
    return c


def test_d3_the_winner_of_a_scenario_scores_its_number_times_the_level():
    c = Campaign()
    assert c.next_scenario() == 1 and c.winner() is None
    r = c.record_result(1, 3, True)
    assert (r.points, r.winner) == (3, PLAYER)
    r = c.record_result(2, 4, False)
    assert (r.points, r.winner) == (8, RIVALS)
    assert c.totals() == Totals(3, 8) and c.next_scenario() == 3
    assert c.winner() is None  # three scenarios to go


def test_d3_after_scenario_5_the_higher_total_wins_and_a_tie_goes_to_the_weavers():
    won = played_campaign([(3, True), (3, True), (3, True), (3, False), (3, False)])
    assert won.totals() == Totals(18, 27) and won.winner() == RIVALS
    won = played_campaign([(3, False), (3, False), (3, True), (3, True), (3, True)])
    assert won.totals() == Totals(36, 9) and won.winner() == PLAYER
    tie = played_campaign([(2, False), (1, True), (1, True), (2, False), (1, True)])
    assert tie.totals() == Totals(10, 10) and tie.finished
    assert tie.winner() == RIVALS


def test_d3_scenarios_are_played_in_order_each_once_at_a_level_1_to_5():
    c = Campaign()
    with pytest.raises(ValueError, match="next scenario is 1"):
        c.record_result(2, 3, True)
    with pytest.raises(ValueError, match="level"):
        c.record_result(1, 6, True)
    assert c.results == []
    c = played_campaign([(3, True)] * 5)
    with pytest.raises(ValueError, match="over"):
        c.record_result(5, 3, True)
    with pytest.raises(ValueError, match="over"):
        c.setup_options(3)


def test_d3_a_finished_scenario_game_is_recorded_with_its_level_and_goal():
    c = Campaign()
    options = c.setup_options(2)
    assert options == {"scenario": 1, "difficulty": 2, "campaign": c.id}
    s = weavers_game(**options)
    assert RULES.setup_problem(s.setup) is None
    st = s.state
    st.over, st.result, st.cause = True, "won", "bases"
    board.record_turn(st)
    r = c.record_outcome(campaign_outcome(st), game="abc")
    assert (r.scenario, r.level, r.won, r.points, r.game) == (1, 2, True, 2, "abc")
    s2 = weavers_game(**c.setup_options(3))
    st2 = s2.state
    st2.over, st2.result, st2.cause, st2.turn = True, "won", "bases", 30  # too late (D2 goal)
    board.record_turn(st2)
    r2 = c.record_outcome(campaign_outcome(st2))
    assert not r2.won and r2.points == 6 and c.totals() == Totals(2, 6)


def test_d3_a_campaign_is_saved_atomically_and_survives_a_restart(tmp_path):
    path = tmp_path / FILE
    assert load_file(path) is None  # no campaign yet
    c = played_campaign([(3, True), (4, False)])
    save_file(path, CampaignBook({"weavers": c}))
    assert load_file(path).get("weavers") == c
    assert [p.name for p in tmp_path.iterdir()] == [FILE]  # no temporary file left behind
    c.record_result(3, 5, True)
    save_file(path, CampaignBook({"weavers": c}))
    again = load_file(path).get("weavers")
    assert again == c and again.next_scenario() == 4 and again.totals() == Totals(18, 8)


def test_d3_each_game_keeps_its_own_campaign_in_the_one_file(tmp_path):
    path = tmp_path / FILE
    weavers, swarm = played_campaign([(3, True)]), played_campaign([(2, False), (5, True)])
    save_file(path, CampaignBook({"weavers": weavers, "swarm": swarm}))
    book = load_file(path)
    assert book.get("weavers") == weavers and book.get("swarm") == swarm
    assert book.get("arachnid") is None
    assert set(json.loads(path.read_text())["campaigns"]) == {"weavers", "swarm"}


# The Weavers' campaign file as the first build wrote it (version 1, the campaign at the top).
FIRST_BUILD_FILE = (
    '{"format":"weavers-campaign","id":"a1b2c3d4e5f6","results":['
    '{"game":"","level":3,"points":3,"scenario":1,"turns":14,"won":true},'
    '{"game":"g7","level":4,"points":8,"scenario":2,"turns":18,"won":false}],'
    '"started_at":"2026-11-20T10:00:00+00:00","version":1}'
)


def test_d3_a_weavers_campaign_file_of_the_first_build_loads_unchanged(tmp_path):
    path = tmp_path / FILE
    path.write_text(FIRST_BUILD_FILE)
    book = load_file(path)
    c = book.get("weavers")
    assert (c.id, c.started_at) == ("a1b2c3d4e5f6", "2026-11-20T10:00:00+00:00")
    assert [(r.scenario, r.level, r.won, r.points, r.turns, r.game) for r in c.results] == [
        (1, 3, True, 3, 14, ""),
        (2, 4, False, 8, 18, "g7"),
    ]
    assert set(book.campaigns) == {"weavers"} and not book.problems
    book.put("swarm", Campaign())  # written back in today's format, the Weavers' kept
    save_file(path, book)
    assert load_file(path).get("weavers") == c


def _damaged(tmp_path, text: str):
    path = tmp_path / FILE
    path.write_text(text)
    with pytest.raises(CampaignError) as err:
        load_file(path)
    assert err.value.source == FILE
    return err.value


def test_d3_a_damaged_campaign_file_is_reported_by_file_and_field(tmp_path):
    good = json.loads(FIRST_BUILD_FILE)
    assert "not valid JSON" in str(_damaged(tmp_path, json.dumps(good)[:40]))
    assert _damaged(tmp_path, "[1, 2]").field == ""
    assert _damaged(tmp_path, json.dumps({**good, "format": "weavers-save"})).field == "format"
    assert _damaged(tmp_path, json.dumps({**good, "version": 99})).field == "version"
    bad = json.loads(json.dumps(good))
    bad["results"][1]["points"] = 40
    assert _damaged(tmp_path, json.dumps(bad)).field == "results[1].points"
    bad = json.loads(json.dumps(good))
    bad["results"][1]["scenario"] = 4
    assert _damaged(tmp_path, json.dumps(bad)).field == "results[1].scenario"
    bad = json.loads(json.dumps(good))
    bad["results"][0]["level"] = "three"
    assert _damaged(tmp_path, json.dumps(bad)).field.startswith("results[0].level")
    assert "unknown field" in str(_damaged(tmp_path, json.dumps({**good, "cheat": 1})))
    assert _damaged(tmp_path, json.dumps({**good, "id": "../x"})).field == "id"
    today = {"format": "weavers-campaign", "version": 2}
    assert _damaged(tmp_path, json.dumps({**today, "campaigns": [1]})).field == "campaigns"
    assert _damaged(tmp_path, json.dumps({**today, "campaigns": {}, "x": 1})).field == "x"


def test_d3_one_game_s_damaged_campaign_is_reported_and_the_others_still_load(tmp_path):
    path = tmp_path / FILE
    good = played_campaign([(3, True)])
    save_file(path, CampaignBook({"weavers": good, "swarm": played_campaign([(2, True)])}))
    data = json.loads(path.read_text())
    data["campaigns"]["swarm"]["results"][0]["points"] = 99
    path.write_text(json.dumps(data))
    book = load_file(path)
    assert book.get("weavers") == good and book.get("swarm") is None
    [problem] = book.problems
    assert (problem.source, problem.field) == (FILE, "campaigns.swarm.results[0].points")


def test_d3_a_campaign_path_that_is_no_file_is_reported_not_read(tmp_path):
    folder = tmp_path / FILE
    folder.mkdir()
    with pytest.raises(CampaignError, match="folder"):
        load_file(folder)
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.truncate(10 * 1024 * 1024)
    with pytest.raises(CampaignError):
        load_file(big)
    if hasattr(os, "mkfifo"):
        pipe = tmp_path / "pipe.json"
        os.mkfifo(pipe)
        with pytest.raises(CampaignError, match="pipe"):
            load_file(pipe)
