"""Scenarios through the screens (issue 15, GAME.md D2): New game offers the standard game or a
scenario with its story and goal, the board shows the goal and how it stands, Game over says
whether the goal was met, and the record counts a scenario won only with its goal met."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from engine.galaxy.bots import make_bot
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenarios import goal_text, list_scenarios
from game import player_record
from game.app import App
from game.milestones import add_game, note_game
from game.player_record import GameEntry, PlayerRecord
from scenes.galaxy.board import BoardScene
from scenes.galaxy.game_over import GameOverScene
from scenes.galaxy.new_game import NewGameScene
from scenes.galaxy.record_summary import summarise
from tests.client.player import click, click_button, drawn_words, frame, motion

RULES = GalaxyRules()
CONTENT = RULES.content


def finished(scenario: int, seed: int = 3, level: int = 1) -> Session:
    s = Session.new(RULES, RULES.setup(seed, difficulty=level, scenario=scenario))
    bot = make_bot("heuristic", seed)
    while not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    return s


def test_new_game_offers_the_standard_game_or_a_scenario_with_its_story_and_goal(app):
    frame(app)
    click_button(app, "New game")
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    labels = [b.label for b in scene.picker.buttons]
    assert labels[0] == "Standard game" and len(labels) == 1 + len(list_scenarios())
    assert scene.picker.chosen is None
    long_night = next(sc for sc in list_scenarios() if sc.number == 2)
    click(app, scene.picker.buttons[2].rect.center)
    assert scene.picker.chosen == 2 and scene.preview().scenario == 2
    words = " ".join(drawn_words(app))
    assert long_night.story.split()[0] in words and "Goal:" in words
    click(app, scene.start.rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene) and board.session.setup.options["scenario"] == 2
    assert "campaign" not in board.session.setup.options


def test_the_standard_game_is_still_the_default_and_sets_no_scenario(app):
    frame(app)
    click_button(app, "New game")
    scene = app.scenes.top
    click(app, scene.picker.buttons[3].rect.center)
    click(app, scene.picker.buttons[0].rect.center)  # back to the standard game
    click(app, scene.start.rect.center)
    assert "scenario" not in app.scenes.top.session.setup.options


def test_the_board_shows_the_scenario_s_goal_and_its_progress(app):
    s = Session.new(RULES, RULES.setup(5, difficulty=3, scenario=2))
    board = BoardScene(app, s)
    app.scenes.push(board)
    frame(app)
    words = drawn_words(app)
    goal = goal_text(next(sc for sc in list_scenarios() if sc.number == 2))
    assert "Scenario 2: Long Night" in words and f"Goal: {goal}" in words
    assert any(w.startswith("Turn 1 of ") for w in words), words
    rects = board._layout(app.size)
    assert rects["goal"].height and rects["goal"].bottom < rects["log"].top


def test_a_standard_board_has_no_goal_panel(app):
    board = BoardScene(app, Session.new(RULES, RULES.setup(5, difficulty=3)))
    app.scenes.push(board)
    frame(app)
    assert board._layout(app.size)["goal"].height == 0


def test_game_over_says_whether_the_scenario_s_goal_was_met():
    game = finished(4)  # goal: supremacy or a second starting system
    st = game.state
    app = App((1280, 720), frames=None)
    app.scenes.push(GameOverScene(app, game))
    st.result, st.cause = "won", "supremacy"
    assert any("goal met" in w for w in drawn_words(app))
    st.result, st.cause = "won", "bases"
    assert any("the goal was missed" in w for w in drawn_words(app))
    st.result, st.cause = "lost", "home_lost"
    assert any("Scenario 4, Scorched Routes: the Weavers win it." == w for w in drawn_words(app))
    pygame.quit()


def test_the_record_counts_a_scenario_won_only_with_its_goal_met():
    game = finished(4)
    st = game.state
    st.result, st.cause = "won", "bases"  # won the game, missed the goal
    entry = player_record.entry_for(game)
    assert (entry.scenario, entry.goal) == (4, False)
    record = PlayerRecord()
    add_game(record, entry, CONTENT, "t")
    assert summarise(record, CONTENT).scenarios_won == 0
    met = GameEntry("g2", "won", "supremacy", "auren", 3, 20, scenario=4, goal=True)
    add_game(record, met, CONTENT, "t")
    assert summarise(record, CONTENT).scenarios_won == 1


def test_winning_a_campaign_counts_in_the_record_and_earns_its_milestone():
    record = PlayerRecord()
    last = GameEntry(
        "g5", "won", "banished_all", "auren", 3, 20, scenario=5, campaign="camp1", goal=True
    )
    earned = add_game(record, last, CONTENT, "t", campaign_won=True)
    assert record.campaigns_won == ["camp1"] and "campaign" in {m.id for m in earned}
    assert summarise(record, CONTENT).campaigns_won == 1
    lost = GameEntry(
        "g6", "lost", "home_lost", "auren", 3, 20, scenario=5, campaign="camp2", goal=False
    )
    add_game(record, lost, CONTENT, "t")
    assert record.campaigns_won == ["camp1"]


def test_a_finished_scenario_game_is_recorded_with_its_scenario():
    game = finished(1)
    noted = note_game(game)
    assert noted.counted
    g = player_record.load().record.games[0]
    assert g.scenario == 1 and g.goal == (game.state.result == "won")


def test_scorched_routes_draws_every_slot_of_its_longer_routes_wormholes_too(app):
    """D2.4 lengthens every route by a slot: each slot, a wormhole's included, gets a place of
    its own on the map, so a click can reach it."""
    board = BoardScene(app, Session.new(RULES, RULES.setup(5, difficulty=3, scenario=4)))
    app.scenes.push(board)
    frame(app)
    routes = board.state.galaxy.routes
    usual = Session.new(RULES, RULES.setup(5, difficulty=3)).state.galaxy.routes
    assert any(r.wormhole for r in routes)
    for r, before in zip(routes, usual, strict=True):
        assert r.slots == before.slots + 1
        rects = [board.view.slot_rect(r.id, k) for k in range(r.slots)]
        assert len({rect.center for rect in rects}) == r.slots


def test_hovering_a_scenario_shows_its_special_rules(app, monkeypatch):
    import scenes.galaxy.new_game as new_game_module

    shown = []
    monkeypatch.setattr(new_game_module, "draw_tooltip", lambda surf, text, *a: shown.append(text))
    frame(app)
    click_button(app, "New game")
    scene = app.scenes.top
    web = scene.picker.buttons[3]
    frame(app, [motion(web.rect.center)])
    frame(app)
    assert shown and shown[-1].startswith("Web of Three:")
    assert "swarms on the board at the start." in shown[-1]


def test_statistics_shows_the_scenarios_won_of_five_and_the_campaigns_won(app):
    record = PlayerRecord(campaigns_won=["c1"])
    met = GameEntry("g1", "won", "supremacy", "auren", 3, 20, scenario=4, goal=True)
    add_game(record, met, CONTENT, "t")
    player_record.save(record)
    frame(app)
    click_button(app, "Statistics")
    words = drawn_words(app)
    assert "1 of 5" in words and "Scenarios won" in words and "Campaigns won" in words
