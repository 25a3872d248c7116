"""The campaign through the screens (issue 15, GAME.md D3): title -> Campaign, the next scenario
at a picked level, its result counted once at Game over, start over and abandon asked first,
and a damaged campaign file reported by name and field, set aside, never fatal."""

from __future__ import annotations

import pygame
import pytest

from engine.core.campaign import Campaign, CampaignBook
from engine.core.session import Session
from engine.galaxy.bots import make_bot
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenarios import scenario_won
from game import campaign_store, player_record
from game.app import App
from scenes.board_kit.confirm import ConfirmScene
from scenes.galaxy.board import BoardScene
from scenes.galaxy.game_over import GameOverScene
from scenes.galaxy.new_game import NewGameScene
from scenes.table.campaign import CampaignScene
from scenes.table.title import TitleScene
from tests import bad_files
from tests.client.player import (
    button,
    card,
    click,
    click_button,
    drawn_words,
    frame,
    open_from_title,
)

RULES = GalaxyRules()


def open_campaign(app: App) -> CampaignScene:
    return open_from_title(app, "Campaign", CampaignScene)


def finished_game(campaign: Campaign, level: int = 1, seed: int = 3) -> Session:
    """The campaign's next scenario played to its end by the heuristic player."""
    options = {"species": "auren", **campaign.setup_options(level)}
    s = Session.new(RULES, RULES.setup(seed, **options))
    bot = make_bot("heuristic", seed)
    while not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    return s


def with_results(*won: bool, level: int = 2) -> Campaign:
    c = Campaign()
    for n, w in enumerate(won, start=1):
        c.record_result(n, level, w)
    campaign_store.save("weavers", c)
    return c


def test_title_campaign_shows_five_scenarios_and_plays_the_next_at_the_picked_level(app):
    scene = open_campaign(app)
    assert [line.result for line in scene.view.lines] == ["Next", "", "", "", ""]
    assert not button(scene, "Abandon").enabled  # nothing under way yet
    click(app, scene.level_buttons[1].rect.center)  # difficulty 2
    click_button(app, "Play scenario 1")
    new_game = app.scenes.top
    assert isinstance(new_game, NewGameScene)
    assert (new_game.picker.chosen, new_game.choice["difficulty"]) == (1, 2)
    frame(app)
    long_night = new_game.picker.buttons[2]
    click(app, long_night.rect.center)  # in a campaign the scenarios come in order
    assert new_game.picker.chosen == 1 and not long_night.enabled
    click(app, new_game.start.rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    saved = campaign_store.load("weavers").campaign
    options = board.session.setup.options
    assert (options["scenario"], options["difficulty"], options["campaign"]) == (1, 2, saved.id)
    assert board.state.scenario == 1
    app.keep_record = True  # the game ends (played out here by the heuristic player)
    app.scenes.replace(GameOverScene(app, finished_game(saved, level=2)))
    frame(app)
    click_button(app, "Campaign")
    assert app.scenes.top is scene and len(app.scenes) == 2  # the same screen, over the title
    assert scene.view.lines[0].result in ("You won", "The Weavers won")
    assert scene.view.lines[0].level == "2"


def test_a_campaign_game_counts_once_at_game_over_in_the_campaign_and_the_record():
    campaign = with_results()
    game = finished_game(campaign)
    app = App((1280, 720), frames=None, keep_record=True)
    app.scenes.push(TitleScene(app))
    app.scenes.push(GameOverScene(app, game))
    words = drawn_words(app)
    assert any(w.startswith("Campaign: scenario 1 gives 1 to") for w in words), words
    after = campaign_store.load("weavers").campaign
    assert len(after.results) == 1 and after.results[0].won == scenario_won(game.state)
    app.scenes.push(GameOverScene(app, game))  # the same game seen again counts no more
    assert len(campaign_store.load("weavers").campaign.results) == 1
    record = player_record.load().record
    assert [g.campaign for g in record.games] == [campaign.id]
    frame(app)
    click_button(app, "Campaign")  # instead of Play again: back to the campaign
    scene = app.scenes.top
    assert isinstance(scene, CampaignScene) and len(app.scenes) == 2  # over the title
    assert scene.view.lines[0].result in ("You won", "The Weavers won")
    assert scene.view.lines[1].result == "Next"
    pygame.quit()


def test_the_campaign_survives_a_restart_of_the_game(app):
    with_results(True, False, level=4)
    pygame.quit()
    again = App((1280, 720), frames=None)
    again.scenes.push(TitleScene(again))
    scene = open_campaign(again)
    assert scene.level == 4  # the level the last scenario was played at
    lines = scene.view.lines
    assert [(line.result, line.level, line.points) for line in lines[:3]] == [
        ("You won", "4", "4 to you"),
        ("The Weavers won", "4", "8 to the Weavers"),
        ("Next", "-", "-"),
    ]
    words = drawn_words(again)
    assert "You: 4 points      The Weavers: 8 points" in words
    pygame.quit()


def test_start_over_and_abandon_ask_first_and_cancel_changes_nothing(app):
    old = with_results(True, True)
    scene = open_campaign(app)
    click_button(app, "Start over")
    assert isinstance(app.scenes.top, ConfirmScene)
    click_button(app, "Cancel")
    assert campaign_store.load("weavers").campaign.id == old.id
    click_button(app, "Start over")
    click_button(app, "Start over")  # the dialog's answer
    fresh = campaign_store.load("weavers").campaign
    assert fresh.id != old.id and fresh.results == []
    assert app.scenes.top is scene and scene.view.lines[0].result == "Next"
    click_button(app, "Abandon")
    click_button(app, "Abandon the campaign")
    assert not campaign_store.campaign_path().exists()
    assert not button(scene, "Start over").enabled


def test_after_the_fifth_scenario_a_tie_goes_to_the_weavers_and_a_new_campaign_can_begin(app):
    c = Campaign()
    for n, won in zip((1, 2, 3, 4, 5), (True, True, False, True, False), strict=True):
        c.record_result(n, 1, won)  # you 1+2+4 = 7, the Weavers 3+5 = 8
    campaign_store.save("weavers", c)
    scene = open_campaign(app)
    assert scene.view.finished and "The Weavers won the campaign, 8 points to 7" in (
        scene.view.outcome
    )
    click_button(app, "New campaign")
    assert campaign_store.load("weavers").campaign.results == []
    assert scene.view.next.number == 1


DAMAGED = [
    ('{"format": "weavers-campaign", "version": 1, "id": "abc", "results": 5}', "results"),
    (
        '{"format": "weavers-campaign", "version": 1, "id": "abc", "results": '
        '[{"scenario": 2, "level": 1, "won": true, "points": 2}]}',
        "results[0].scenario",
    ),
    ('{"format": "a-save", "version": 1}', "format"),
    ("{ not json", "not valid JSON"),
]


@pytest.mark.parametrize(("text", "field"), DAMAGED)
def test_a_damaged_campaign_file_is_reported_by_name_and_field_and_set_aside(app, text, field):
    path = campaign_store.campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    scene = open_campaign(app)
    assert "campaign.json" in scene.notice and field in scene.notice
    kept = list(path.parent.glob("campaign.json.damaged-*"))
    assert len(kept) == 1 and kept[0].read_text() == text and not path.exists()
    assert any(field in w for w in drawn_words(app))
    click_button(app, "OK")
    assert scene.notice == ""
    click_button(app, "Play scenario 1")  # a new campaign begins as if there were none
    assert isinstance(app.scenes.top, NewGameScene)


@pytest.mark.parametrize("make", bad_files.SPECIAL, ids=lambda f: f.__name__)
def test_no_bad_file_in_the_campaign_s_place_stops_the_game(app, make):
    path = campaign_store.campaign_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    make(path, CampaignBook({"weavers": Campaign()}).to_json())
    scene = open_campaign(app)
    assert scene.notice.startswith("Your campaign campaign.json")
    assert scene.view.next.number == 1


def test_the_campaign_is_offered_for_the_game_picked_and_greyed_for_one_without(app, monkeypatch):
    import attrs

    from scenes import games

    frame(app)
    title = app.scenes.top
    for mode in ("swarm", "arachnid", "galaxy"):
        click(app, card(title, mode).center)
        assert app.game_mode == mode and button(title, "Campaign").enabled
        click_button(app, "Campaign")
        scene = app.scenes.top
        assert isinstance(scene, CampaignScene)
        assert scene.rules.name == {"galaxy": "weavers"}.get(mode, mode)
        click_button(app, "Back")
        assert app.scenes.top is title
    # A game with no campaign: the button is greyed with a word why, and does nothing.
    monkeypatch.setitem(games.GAMES, "swarm", attrs.evolve(games.get("swarm"), campaign=""))
    click(app, card(title, "swarm").center)
    campaign = button(title, "Campaign")
    assert not campaign.enabled and campaign.tooltip == "Space Swarm has no campaign yet"
    click_button(app, "Campaign")
    assert app.scenes.top is title


def test_a_scenario_game_left_unfinished_can_be_continued_from_the_campaign(app):
    from game import saves

    campaign = with_results(True)
    options = {"species": "auren", **campaign.setup_options(2)}
    left = Session.new(RULES, RULES.setup(7, **options))
    bot = make_bot("heuristic", 7)
    while left.state.turn < 3:
        left.submit(bot.choose(RULES, left.state))
    saves.autosave(left)
    other = Session.new(RULES, RULES.setup(8, scenario=2))  # not the campaign's game
    saves.autosave(other)
    scene = open_campaign(app)
    assert scene.view.lines[1].result == "Under way"
    click_button(app, "Continue scenario 2")
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.session.setup == left.setup and board.session.commands == left.commands


def test_the_game_that_ends_a_won_campaign_says_so_and_the_record_counts_the_campaign():
    campaign = Campaign()
    for n in (1, 2, 3, 4):
        campaign.record_result(n, 5, True)  # 50 points: scenario 5 at level 1 gives 5 at most
    campaign_store.save("weavers", campaign)
    game = finished_game(campaign, level=1, seed=4)
    app = App((1280, 720), frames=None, keep_record=True)
    app.scenes.push(TitleScene(app))
    over = GameOverScene(app, game)
    app.scenes.push(over)
    assert over.campaign.won_campaign and "You won the campaign" in over.campaign.outcome
    assert any(w.startswith("You won the campaign, ") for w in drawn_words(app))
    record = player_record.load().record
    assert record.campaigns_won == [campaign.id] and "campaign" in record.milestones
    assert "campaign" in {m.id for m in over.noted.earned}
    pygame.quit()
