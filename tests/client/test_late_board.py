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


# --- 2. the right numbers --------------------------------------------------------------------


def _seed_11_before_its_last_move():
    """Seed 11 at level 3, played by the heuristic player up to its last move (the End turn
    whose Weavers take the home system while the ninth black hole forms)."""
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.rules import GalaxyRules

    rules = GalaxyRules()
    whole = Session.new(rules, rules.setup(11, difficulty=3))
    bot = make_bot("heuristic", 11)
    while not whole.state.over:
        whole.submit(bot.choose(rules, whole.state))
    session = Session.new(rules, rules.setup(11, difficulty=3))
    for cmd in whole.commands[:-1]:
        session.submit(cmd)
    return session, whole.commands[-1]


def test_game_over_counts_turns_as_the_board_and_replay_do_and_names_both_losses(app):
    from engine.galaxy.describe import CAUSES
    from scenes.galaxy.game_over import GameOverScene
    from scenes.replay import ReplayScene
    from tests.client.test_board import drawn_texts

    session, last = _seed_11_before_its_last_move()
    assert last == EndTurn()
    board = BoardScene(app, session)
    app.scenes.push(board)
    app.step([], 0.016)
    turn = board.state.turn
    assert any(w.startswith(f"Turn {turn}  |") for w, _ in drawn_texts(app))
    click(app, board.buttons["end"].rect.center)
    if isinstance(app.scenes.top, ConfirmScene):
        click(app, app.scenes.top.buttons[0].rect.center)
    assert board.state.over and board.state.cause == "home_lost"
    board.animator.skip()
    app.step([], 0.016)
    assert any(w.startswith(f"Turn {turn}  |") for w, _ in drawn_texts(app))  # not turn + 1
    for _ in range(4):
        app.step([], 1.0)
    over = app.scenes.top
    assert isinstance(over, GameOverScene)
    texts = [w for w, _ in drawn_texts(app)]
    ending = next(w for w in texts if "after" in w and "turn" in w)
    assert ending.endswith(f"after {turn} turns")
    assert ending.startswith("Your home system fell to the Weavers and ")
    assert CAUSES["black_holes"] in ending
    click(app, next(b for b in over.buttons if b.label == "Watch replay").rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    press(app, pygame.K_END)
    texts = [w for w, _ in drawn_texts(app)]
    assert any(w.startswith("Replay - move") and w.endswith(f"turn {turn}") for w in texts)


# --- 3. nothing cut --------------------------------------------------------------------------


SIZES = [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.5)]


@pytest.mark.parametrize("size,scale", SIZES)
def test_a_five_swarm_span_is_shown_whole_and_the_log_stays_on_the_window(size, scale):
    from scenes.galaxy.late_board import late_board, late_game
    from tests.client.player import motion

    a = App(size, frames=1)
    a.ui_scale = scale
    try:
        game = late_game()
        board = late_board(a, game)
        a.scenes.push(board)
        a.step([], 0.016)
        board.intent.note_span(game.span_note)
        a.step([], 0.016)
        rects = board._layout(size)
        window = pygame.Rect((0, 0), size)
        assert window.contains(rects["log"]) and rects["log"].height >= 40
        span = board.intent.span_rect
        assert span.height and window.contains(span) and not span.colliderect(rects["log"])
        a.step([motion(span.center)], 0.016)
        tip = board.hover_text()
        for move in game.span_note.split("; "):  # every swarm, with why it acted
            assert move in tip
        assert game.span_note.count("; ") >= 2  # three swarms or more acted
    finally:
        pygame.quit()
