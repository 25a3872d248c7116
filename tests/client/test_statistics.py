"""The player's record through the real client: games end on the board by clicks, the Game
over screen counts them (once), and the Statistics screen opens from the title and back."""

from __future__ import annotations

import json

import pygame
import pytest

from engine.core.session import Session
from engine.galaxy.bots import make_bot
from engine.galaxy.rules import GalaxyRules
from game import player_record, saves
from game.app import App
from scenes.galaxy.board import BoardScene
from scenes.galaxy.game_over import GameOverScene
from scenes.galaxy.mouse import WeaversMousePlayer as MousePlayer
from scenes.galaxy.record_summary import summarise
from scenes.table.statistics import StatisticsScene
from scenes.table.title import TitleScene
from tests.client.player import click_button, frame, press
from weavers.cli import main

RULES = GalaxyRules()
WIN = (3, 1)  # seed, level: the heuristic player banishes every swarm on turn 7
LOSS = (2, 5)  # ... and loses to the black holes on turn 9


# conftest: the player's own client (as `weavers` starts it), finished games count
pytestmark = pytest.mark.keeps_record


def one_move_from_the_end(seed: int, level: int) -> tuple[Session, object]:
    """A game played by the heuristic player up to its last move, and that move."""
    s = Session.new(RULES, RULES.setup(seed, difficulty=level))
    bot = make_bot("heuristic", seed)
    commands = []
    while not s.state.over:
        commands.append(bot.choose(RULES, s.state))
        s.submit(commands[-1])
    return Session.replay(RULES, s.setup, commands[:-1]), commands[-1]


def until_game_over(app: App, player: MousePlayer | None = None) -> GameOverScene:
    for _ in range(400):
        if player is not None:
            player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60 if player and player.active else 0.5)
        if isinstance(app.scenes.top, GameOverScene):
            return app.scenes.top
    raise AssertionError(f"no Game over screen; top is {app.scenes.top!r}")


def finish_by_clicks(app: App, seed: int, level: int) -> GameOverScene:
    """Play the last move of a game by clicking it on the board, as a person would."""
    session, last = one_move_from_the_end(seed, level)
    board = BoardScene(app, session)
    app.scenes.push(board)
    player = MousePlayer(app, board)
    player.bot.choose = lambda rules, state: last
    over = until_game_over(app, player)
    assert player.unreachable == [] and player.clicks >= 1  # made by clicks, not sent
    assert session.commands[-1] == last
    frame(app)  # the Game over screen is drawn: its buttons have their places
    return over


def test_a_won_and_a_lost_game_are_each_recorded_once_at_game_over(app):
    won = finish_by_clicks(app, *WIN)
    record = player_record.load().record
    assert [(g.result, g.cause, g.level, g.turns) for g in record.games] == [
        ("won", "banished_all", 1, 7)
    ]
    assert won.noted.counted
    assert {m.id for m in won.noted.earned} == {"first_win", "banish_all"}
    click_button(app, "Title")

    lost = finish_by_clicks(app, *LOSS)
    assert lost.noted.counted and lost.noted.earned == ()
    record = player_record.load().record
    assert [(g.result, g.cause, g.level) for g in record.games][1] == ("lost", "black_holes", 5)
    assert len(record.games) == 2


def test_a_finished_game_opened_again_and_ended_again_is_not_counted_twice(app):
    finish_by_clicks(app, *WIN)
    saves.wait_for_writes()
    finished = next(g for g in saves.list_games(RULES) if g.finished).newest
    before = player_record.record_path().read_bytes()
    # Opened on the board again (as a crash recovery of a finished game is): it ends again.
    app.scenes.push(BoardScene(app, saves.open_save(finished.path, RULES)))
    again = until_game_over(app)
    assert not again.noted.counted and again.noted.earned == ()
    assert player_record.record_path().read_bytes() == before


def test_the_same_seed_played_another_way_is_another_game(app):
    finish_by_clicks(app, *WIN)
    session, _ = one_move_from_the_end(*WIN)
    other = Session.new(RULES, session.setup)  # same setup, different moves to the end
    bot = make_bot("random", 11)
    while not other.state.over:
        other.submit(bot.choose(RULES, other.state))
    assert player_record.identity(other) != player_record.identity(session)
    app.scenes.push(BoardScene(app, other))
    assert until_game_over(app).noted.counted
    assert len(player_record.load().record.games) == 2


def test_a_game_played_by_autoplay_leaves_the_record_alone(tmp_path):
    args = ["--autoplay", "--seed", str(WIN[0]), "--difficulty", str(WIN[1]), "--until-over"]
    out = tmp_path / "out.json"
    assert main([*args, "--stats-json", str(out)]) == 0
    assert json.loads(out.read_text())["result"] == "won"
    assert not player_record.record_path().exists()


def test_the_player_started_client_keeps_the_record_and_autoplay_does_not(monkeypatch):
    made: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: made.append(self) or 0)
    assert main(["--frames", "1"]) == 0
    assert main(["--autoplay", "--frames", "1", "--seed", "1"]) == 0
    assert [a.keep_record for a in made] == [True, False]
    pygame.quit()


def test_the_statistics_screen_opens_from_the_title_and_goes_back(app):
    frame(app)
    click_button(app, "Statistics")
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    assert summarise(scene.loaded.record, RULES.content).played == 0 and scene.notice == ""
    click_button(app, "Back")
    assert isinstance(app.scenes.top, TitleScene)
    click_button(app, "Statistics")
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def test_the_statistics_screen_shows_the_games_played(app):
    finish_by_clicks(app, *WIN)
    click_button(app, "Title")
    click_button(app, "Statistics")
    sm = summarise(app.scenes.top.loaded.record, RULES.content)
    assert (sm.played, sm.wins, sm.streak, sm.fastest.turns) == (1, 1, 1, 7)
    assert [r.wins for r in sm.by_level] == [1, 0, 0, 0, 0]


def test_a_damaged_record_is_named_on_the_statistics_screen_until_seen(app):
    path = player_record.record_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"format": "weavers-record", "version": 1, "games": [7]}')
    frame(app)
    click_button(app, "Statistics")
    scene = app.scenes.top
    assert "stats.json" in scene.notice and "games[0]" in scene.notice
    assert "stats.json.damaged-" in scene.notice and "the rest is kept" in scene.notice
    frame(app)
    click_button(app, "OK")
    assert scene.notice == "" and player_record.load().problem == ""
    labels = [b.label for b in scene.buttons]
    assert "OK" not in labels and "Back" in labels  # the notice and its OK are gone
