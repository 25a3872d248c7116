"""D3 / SD3 / AD3: the campaigns of all three games through the shared screens: title ->
Campaign (offered for these games), a level picked, scenario 1 played to its end by the
mouse player, its points counted once at Game over, Campaign back to the screen, scenario 2
begun and left, and after a restart Continue opens it again."""

from __future__ import annotations

import pygame
import pytest

from engine.core.campaign import Campaign
from game import campaign_store, saves
from game.app import App
from scenes import games
from scenes.table.campaign import CampaignScene
from tests.client.player import button, click, click_button, frame, pick_game, play_out, title_app

# mode -> the campaign's name in the file
GAMES = {"galaxy": "weavers", "swarm": "swarm", "arachnid": "arachnid"}
TABLE = {"swarm": "swarm", "arachnid": "arachnid"}  # the games whose rivals are "rivals"
CLOCK = 1_764_201_600.0  # the clock the campaign test's seeds come from


def begin(app: App) -> None:
    """After Play on the Campaign screen: The Weavers' New game (species and corner) is
    started as it stands; the other games go straight to the board."""
    from scenes.galaxy.new_game import NewGameScene

    new_game = app.scenes.top
    if isinstance(new_game, NewGameScene):
        frame(app)
        click(app, new_game.start.rect.center)


def play_out_by_mouse(app: App, mode: str) -> None:
    """The board on top is played to its end by the game's mouse player (clicks only)."""
    board = app.scenes.top
    play_out(app, games.call(games.get(mode).mouse_player, app, board))
    assert board.state.over and getattr(app.scenes.top, "shows_result", False)


@pytest.mark.parametrize("mode", list(GAMES))
def test_sd3_ad3_a_campaign_is_played_by_clicks_to_scenario_2_and_resumed_after_a_restart(
    mode, monkeypatch
):
    # New game and the campaign propose a seed from the clock; a test plays one known game
    # (with the clock's seed a rare long game outlasted the frame budget now and then).
    import time

    monkeypatch.setattr(time, "time", lambda: CLOCK)
    game = GAMES[mode]
    app = title_app(keep_record=True)
    pick_game(app, mode)
    assert button(app.scenes.top, "Campaign").enabled
    click_button(app, "Campaign")
    scene = app.scenes.top
    assert isinstance(scene, CampaignScene) and scene.game == game
    assert [line.result for line in scene.view.lines] == ["Next", "", "", "", ""]
    click(app, scene.level_buttons[1].rect.center)  # level 2
    click_button(app, "Play scenario 1")
    begin(app)
    board = app.scenes.top
    options = board.session.setup.options
    # the game the test means to play: a seed from the stopped clock (New game's or the
    # campaign's way of proposing one)
    assert board.session.setup.seed in (int(CLOCK) % 100000, int(CLOCK * 1000) % 2**31)
    campaign = campaign_store.load(game).campaign
    assert (options["scenario"], options["difficulty"], options["campaign"]) == (
        1,
        2,
        campaign.id,
    )
    play_out_by_mouse(app, mode)
    over = app.scenes.top
    won = over.session.state.result == "won"
    assert over.campaign.line.startswith("Campaign: scenario 1 gives 2 to ")
    from game import player_record

    record = player_record.load().record
    if mode in TABLE:
        entry = record.table[-1]
        assert (entry.mode, entry.scenario, entry.campaign) == (mode, 1, campaign.id)
    else:
        assert (record.games[-1].scenario, record.games[-1].campaign) == (1, campaign.id)
    if won and mode in TABLE:  # the first win is a milestone, announced on Game over
        assert f"{mode}.first_win" in record.milestones
        assert any(words.startswith("New milestone") for words, _ in over.notes())
    after = campaign_store.load(game).campaign
    assert [(r.scenario, r.level, r.won, r.points) for r in after.results] == [(1, 2, won, 2)]
    frame(app)
    click_button(app, "Campaign")  # instead of Play again
    scene = app.scenes.top
    assert isinstance(scene, CampaignScene) and len(app.scenes) == 2  # over the title
    theirs = scene.kind.RIVALS
    assert scene.view.lines[0].result == ("You won" if won else f"T{theirs[1:]} won")
    assert scene.view.lines[1].result == "Next" and scene.level == 2
    click_button(app, "Play scenario 2")
    begin(app)
    board = app.scenes.top
    assert board.session.setup.options["scenario"] == 2
    player = games.call(games.get(mode).mouse_player, app, board)
    # a few moves of scenario 2, then the game is left
    play_out(app, player, most=3000, until=lambda: len(board.session.commands) >= 3)
    assert len(board.session.commands) >= 3
    assert app.save_unsaved()
    left = board.session
    pygame.quit()

    # A restart: the picked game and the campaign are remembered.
    again = title_app(keep_record=True)
    assert again.game_mode == mode
    click_button(again, "Campaign")
    scene = again.scenes.top
    assert scene.view.lines[1].result == "Under way"
    click_button(again, "Continue scenario 2")
    board = again.scenes.top
    assert board.session.setup == left.setup
    assert board.session.commands[: len(left.commands)] == left.commands
    pygame.quit()


@pytest.mark.parametrize("mode", list(TABLE))
def test_sd3_ad3_points_and_the_tie_go_to_the_rivals_on_the_screen(app, mode):
    game = TABLE[mode]
    c = Campaign()
    for n, (level, won) in enumerate([(1, False)] * 4 + [(2, True)], start=1):
        c.record_result(n, level, won)  # 1 + 2 + 3 + 4 to the rivals, 5 x 2 to the player
    campaign_store.save(game, c)
    app.game_mode = mode
    scene = CampaignScene(app, mode)
    app.scenes.push(scene)
    frame(app)
    rivals = scene.kind.RIVALS
    assert scene.view.lines[0].points == f"1 to {rivals}"
    assert (
        scene.view.outcome == f"A tie at 10 points: a tie goes to {rivals}, who win the campaign."
    )
    assert not scene.view.won
    assert campaign_store.load("weavers").campaign is None  # each game keeps its own


def test_a_damaged_campaign_of_one_game_leaves_the_others_playing(app):
    ok = Campaign()
    ok.record_result(1, 3, True)
    campaign_store.save("weavers", ok)
    campaign_store.save("swarm", Campaign())
    path = campaign_store.campaign_path()
    path.write_text(path.read_text().replace('"swarm":{', '"swarm":{"cheat":1,'))
    app.game_mode = "swarm"
    scene = CampaignScene(app, "swarm")
    app.scenes.push(scene)
    frame(app)
    assert "Space Swarm" in scene.notice and "cheat" in scene.notice
    assert list(path.parent.glob("campaign.json.damaged-*"))
    assert campaign_store.load("weavers").campaign == ok  # written back, still there
    assert saves.data_dir() == path.parent
