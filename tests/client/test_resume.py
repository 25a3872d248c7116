"""After Continue or a load, the board shows the game so far and undo works as it did."""

import time

import pygame

from engine.core.serial import state_hash
from engine.galaxy.bots import make_bot
from engine.galaxy.commands import EndTurn, PlaceCube
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import start_game
from scenes.table.title import TitleScene
from tests.client.player import click_button, frame, press

RULES = GalaxyRules()


def play_live(app: App, turns: int, seed: int = 1) -> BoardScene:
    """A bot plays through the real board until `turns` turns have ended; every log line a
    player would have read is in board.log (animations are skipped, never the lines)."""
    board = start_game(app, seed, {"difficulty": 1})
    frame(app)
    bot = make_bot("random", seed)
    while board.state.turn <= turns and not board.state.over:
        board.issue(bot.choose(RULES, board.state))
        frame(app)
        board.animator.skip()
    frame(app)
    saves.wait_for_writes()
    return board


def continue_from_title(app: App) -> BoardScene:
    click_button(app, "Menu")
    click_button(app, "Quit to title")
    assert isinstance(app.scenes.top, TitleScene)
    frame(app)
    click_button(app, "Continue")
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    return board


def test_after_continue_the_log_is_the_game_as_it_was_played(app):
    live = play_live(app, turns=4)
    lines = list(live.log)
    assert any(line.startswith("Turn 4") for line in lines)  # a real game, several turns long
    resumed = continue_from_title(app)
    frame(app)
    assert resumed.state == live.state
    assert resumed.log[:-1] == lines
    assert resumed.log[-1] == f"Game resumed on turn {resumed.state.turn}"
    assert not resumed.animator.queue.busy  # shown at once, not played again


def test_undo_after_a_load_takes_back_a_move_of_the_current_turn(app):
    board = start_game(app, 1, {"difficulty": 3})
    frame(app)
    board.issue(EndTurn())
    frame(app)
    before_move = state_hash(board.state)
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    move = next(c for c in board.legal() if isinstance(c, PlaceCube) and c.colour == colour)
    board.issue(move)
    frame(app)
    board.animator.skip()
    press(app, pygame.K_F5)
    press(app, pygame.K_F9)
    loaded = app.scenes.top
    assert isinstance(loaded, BoardScene) and loaded is not board
    frame(app)
    assert loaded.session.commands[-1] == move
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    assert loaded.session.commands == [EndTurn()]
    assert state_hash(loaded.state) == before_move
    press(app, pygame.K_z, pygame.KMOD_CTRL)  # the turn's draw is never undone
    assert loaded.session.commands == [EndTurn()] and "random reveal" in loaded.toast


def test_loading_a_forty_turn_game_with_its_log_is_quick(app):
    """The load path a player waits on: read, check, replay for the log, build the board."""
    from engine.core.session import Session

    s = Session.new(RULES, RULES.setup(1, species="lumen", corner=0, difficulty=1))
    bot = make_bot("random", 1)
    while s.state.turn <= 40 and not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    assert s.state.turn > 40
    path = saves.quicksave(s)
    best = float("inf")
    for _ in range(3):
        started = time.perf_counter()
        board = BoardScene(app, saves.open_save(path, RULES))
        lines = board._past_log()
        best = min(best, time.perf_counter() - started)
    assert len(lines) > 300
    assert best < 0.5  # generous for slow CI machines; the figure is in docs/BENCHMARKS.md
