"""Leaving a game with moves not saved yet: Quit to title and F9 ask first, and mean it."""

import pygame

from engine.galaxy.commands import EndTurn, PlaceCube
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from scenes.board_kit.confirm import ConfirmScene
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import start_game
from scenes.table.pause import PauseScene
from scenes.table.title import TitleScene
from tests.client.player import click, click_button, frame, press

RULES = GalaxyRules()


def place_a_cube(app: App, board: BoardScene) -> PlaceCube:
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    move = next(c for c in board.legal() if isinstance(c, PlaceCube) and c.colour == colour)
    board.issue(move)
    frame(app)
    board.animator.skip()
    frame(app)
    return move


def board_on_turn_two(app: App) -> BoardScene:
    """A game whose first turn ended (and autosaved), now on turn 2 with nothing new yet."""
    board = start_game(app, 1, {"difficulty": 3})
    frame(app)
    board.issue(EndTurn())
    frame(app)
    board.animator.skip()
    frame(app)
    saves.wait_for_writes()
    assert board.state.turn == 2 and app.unsaved_moves() == 0
    return board


def autosaves() -> list[str]:
    return sorted(p.name for p in saves.saves_dir().glob("auto-*.json"))


def open_menu_and_quit(app: App) -> None:
    click_button(app, "Menu")
    assert isinstance(app.scenes.top, PauseScene)
    click_button(app, "Quit to title")


def test_quit_to_title_with_unsaved_moves_asks_and_save_and_quit_keeps_them(app):
    board = board_on_turn_two(app)
    move = place_a_cube(app, board)
    open_menu_and_quit(app)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and "1 move since" in dialog.detail
    assert [b.label for b in dialog.buttons] == [
        "Save and quit",
        "Quit without saving",
        "Cancel",
    ]
    click_button(app, "Save and quit")
    assert isinstance(app.scenes.top, TitleScene) and len(app.scenes) == 1
    resumed = saves.open_save(saves.newest_to_continue(RULES).path, RULES)
    assert resumed.commands[-1] == move and resumed.state == board.state


def test_quit_without_saving_leaves_the_moves_out_even_when_the_game_closes(app):
    board = board_on_turn_two(app)
    before = autosaves()
    place_a_cube(app, board)
    open_menu_and_quit(app)
    click_button(app, "Quit without saving")
    assert isinstance(app.scenes.top, TitleScene)
    assert autosaves() == before
    app.save_unsaved()  # what closing the window does: the dropped moves stay dropped
    assert autosaves() == before
    resumed = saves.open_save(saves.newest_to_continue(RULES).path, RULES)
    assert resumed.state.turn == 2 and resumed.commands == [EndTurn()]


def test_cancel_or_esc_in_the_dialog_goes_back_to_the_menu_and_the_game(app):
    board = board_on_turn_two(app)
    place_a_cube(app, board)
    open_menu_and_quit(app)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    click_button(app, "Quit to title")
    click_button(app, "Cancel")
    assert isinstance(app.scenes.top, PauseScene)
    assert app.scenes.top.board is board and app.unsaved_moves() == 1


def test_quit_to_title_with_everything_saved_asks_nothing(app):
    board_on_turn_two(app)
    open_menu_and_quit(app)
    assert isinstance(app.scenes.top, TitleScene)


def test_f9_after_moves_since_the_quick_save_asks_and_load_without_saving_drops_them(app):
    board = board_on_turn_two(app)
    press(app, pygame.K_F5)
    quick = list(board.session.commands)
    place_a_cube(app, board)
    before = autosaves()
    press(app, pygame.K_F9)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and dialog.below is board
    click_button(app, "Load without saving")
    loaded = app.scenes.top
    assert isinstance(loaded, BoardScene) and loaded is not board
    assert loaded.session.commands == quick and autosaves() == before


def test_f9_save_and_load_keeps_the_moves_in_an_autosave_then_loads(app):
    board = board_on_turn_two(app)
    press(app, pygame.K_F5)
    quick = list(board.session.commands)
    move = place_a_cube(app, board)
    press(app, pygame.K_F9)
    click_button(app, "Save and load")
    loaded = app.scenes.top
    assert isinstance(loaded, BoardScene) and loaded.session.commands == quick
    kept = saves.open_save(saves.saves_dir() / autosaves()[-1], RULES)
    assert kept.commands[-1] == move


def test_f9_with_nothing_unsaved_loads_at_once_and_esc_cancels_otherwise(app):
    board = board_on_turn_two(app)
    press(app, pygame.K_F5)
    press(app, pygame.K_F9)
    assert isinstance(app.scenes.top, BoardScene) and app.scenes.top is not board
    board = app.scenes.top
    frame(app)
    place_a_cube(app, board)
    press(app, pygame.K_F9)
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is board and len(board.session.commands) == 2


def test_the_dialog_is_drawn_over_the_screen_it_asks_about(app):
    board = board_on_turn_two(app)
    place_a_cube(app, board)
    press(app, pygame.K_F5)
    place_a_cube(app, board)
    press(app, pygame.K_F9)
    dialog = app.scenes.top
    frame(app)
    # The buttons sit inside the window, one under the other, none overlapping.
    rects = [b.rect for b in dialog.buttons]
    screen = app.screen.get_rect()
    assert all(screen.contains(r) for r in rects)
    assert all(a.bottom <= b.top for a, b in zip(rects, rects[1:], strict=False))
    click(app, (5, 5))  # outside the box: nothing happens
    assert app.scenes.top is dialog
