"""The Weavers' board from turn 10 on (issue 32): no move thrown away, the right numbers,
nothing cut, readable when busy. Scene tests: real clicks and keys through App.step."""

import pygame
import pytest

from engine.galaxy.commands import EndTurn
from game.app import App
from scenes.confirm import ConfirmScene
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import start_game
from tests.client.player import click, press


@pytest.fixture
def app():
    a = App((1280, 720), frames=1)
    yield a
    pygame.quit()


def new_board(app, seed=1, **options) -> BoardScene:
    board = start_game(app, seed, {"difficulty": 3, **options})
    app.step([], 0.016)
    board.animator.skip()
    app.step([], 0.016)
    return board


# --- 1. no move thrown away ------------------------------------------------------------------


def test_end_turn_with_playable_cubes_asks_first_and_keep_playing_changes_nothing(app):
    board = new_board(app)
    assert board.playable_cubes()  # the opening hand has cubes a lit place would take
    turn, hand = board.state.turn, dict(board.state.hand)
    click(app, board.buttons["end"].rect.center)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene)
    assert "cubes" in question.detail and "back into the bag" in question.detail
    assert [b.label for b in question.buttons][-1] == "Keep playing"
    click(app, question.buttons[-1].rect.center)  # Keep playing
    assert app.scenes.top is board
    assert board.state.turn == turn and dict(board.state.hand) == hand
    assert board.session.commands == []
    click(app, board.buttons["end"].rect.center)
    click(app, app.scenes.top.buttons[0].rect.center)  # End turn, cubes back to the bag
    assert app.scenes.top is board
    assert board.session.commands == [EndTurn()]
    assert board.state.turn == turn + 1 or board.state.over


def test_end_turn_with_nothing_playable_asks_nothing(app):
    board = new_board(app)
    for colour in board.state.hand:
        board.state.bag[colour] += board.state.hand[colour]
        board.state.hand[colour] = 0
    board.refresh()
    app.step([], 0.016)
    assert not board.playable_cubes()
    click(app, board.buttons["end"].rect.center)
    assert app.scenes.top is board
    assert board.session.commands == [EndTurn()]


def test_enter_with_playable_cubes_asks_too_and_esc_keeps_the_turn(app):
    board = new_board(app)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_RETURN)  # a second Enter with no ring on a button does not answer
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is board and board.session.commands == []


def test_enter_after_a_hint_makes_the_hinted_move_and_the_top_bar_says_so(app):
    from tests.client.test_board import drawn_texts

    board = new_board(app)
    press(app, pygame.K_h)
    hint = board.hint
    assert hint is not None and not isinstance(hint.command, EndTurn)
    texts = [w for w, _ in drawn_texts(app)]
    assert any(w.startswith("Hint:") and "Enter does it" in w for w in texts)
    turn = board.state.turn
    press(app, pygame.K_RETURN)
    assert app.scenes.top is board
    assert board.session.commands == [hint.command]
    assert board.state.turn == turn
