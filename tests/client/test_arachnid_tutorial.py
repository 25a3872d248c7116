"""Arachnid's guided first game: its data against the engine, the first pick's offer, the
coach's gate through real clicks and keys (leaving and resuming, its end, and the whole of it
played by clicking: tests/client/test_guided_games.py, for every game)."""

import pytest

from engine.arachnid.commands import Act, EndDen, Pass
from engine.core.content import ContentError
from game import tutorial
from scenes.arachnid import guided
from scenes.arachnid.tutorial_board import ArachnidTutorialBoard, ring
from tests.client.player import click, click_button, frame, pick_game


def test_every_steps_move_is_legal_when_its_step_comes():
    tut = guided.load()
    session = guided.new_session(tut)
    for i, step in enumerate(tut.steps):
        cmd = guided.expected(step)
        if cmd is not None:
            assert cmd in session.rules.legal_commands(session.state), (i, step.title)
            outcome = session.submit(cmd)
            assert outcome.ok, (i, step.title, outcome.verdict)
    asks = {type(guided.expected(s)).__name__ for s in tut.steps if s.expect}
    assert asks >= {"Choose", "EndDen", "Act", "Pass"}
    acts = {guided.expected(s).action for s in tut.steps if s.expect.startswith("act")}
    assert acts == {"spin", "move", "pounce", "bite", "overspin"}  # each taught by doing
    assert Pass() in [guided.expected(s) for s in tut.steps]


def test_the_coach_words_take_their_numbers_from_the_data():
    tut = guided.load()
    text = " ".join(s.text for s in tut.steps) + " ".join(tut.summary)
    assert "{" not in text
    numbers = guided.numbers(guided.default_content())
    assert f"past the store's {numbers['store']}" in text


def test_a_damaged_guided_game_file_is_reported_by_name_and_field(tmp_path):
    good = (guided.resources.asset(guided.FILE)).read_text()
    path = tmp_path / "arachnid_tutorial.toml"
    path.write_text(good.replace('expect = "act beta spin 7"', 'expect = "spin the web"'))
    with pytest.raises(ContentError) as err:
        guided.load(path)
    assert "arachnid_tutorial.toml" in str(err.value) and "expect" in str(err.value)
    path.write_text(good.replace("{upgrade_points}", "{no_such_number}"))
    with pytest.raises(ContentError) as err:
        guided.load(path)
    assert "no_such_number" in str(err.value)


def _fast(app, board) -> ArachnidTutorialBoard:
    app.settings.anim_speed = "instant"
    frame(app)
    frame(app)
    _settle(app, board)
    return board


def _settle(app, board, frames: int = 400) -> None:
    for _ in range(frames):
        frame(app)
        if not board.animator.busy and not board.session.queue:
            return


def _click_ring(app, board) -> None:
    kind, *where = ring(board, board.expected)
    pos = where[0].center if kind == "rect" else tuple(int(v) for v in where[0])
    click(app, pos)


def _advance(app, board) -> None:
    if board.expected is None:
        click(app, board.coach.next.rect.center)
    else:
        _click_ring(app, board)
    _settle(app, board)


def test_picking_arachnid_the_first_time_offers_its_guided_game_once(app):
    app.first_time_offers = True  # a person at the window (weavers.window sets it)
    pick_game(app, "arachnid")
    frame(app)
    offer = app.scenes.top
    assert offer.__class__.__name__ == "ConfirmScene"
    click_button(app, "How to play")
    board = app.scenes.top
    assert isinstance(board, ArachnidTutorialBoard) and board.index == 0
    assert app.session is None  # never a save to continue
    # Picked again later: no second offer.
    app.scenes.pop()
    frame(app)
    pick_game(app, "galaxy")
    click_button(app, "Not now")  # The Weavers, picked the first time, offer theirs
    pick_game(app, "arachnid")
    frame(app)
    assert app.scenes.top.__class__.__name__ == "TitleScene"
    # How to play opens it from the title.
    click_button(app, "How to play")
    assert isinstance(app.scenes.top, ArachnidTutorialBoard)


def test_the_coach_lets_through_only_the_lit_clicks_and_says_why_not(app):
    tut = guided.load()
    spin = next(i for i, s in enumerate(tut.steps) if s.expect == "act beta spin 7")
    board = ArachnidTutorialBoard(app, tut, spin - 1)
    app.scenes.push(board)
    _fast(app, board)
    assert board.expected == EndDen()
    # A click on a spider's action now is not the step: refused, nothing selected.
    spot = next(sp for sp in board.spots if sp.kind == "den")
    click(app, spot.rect.center)
    assert board.toast.startswith("Not now:") and board.deploying is None
    _advance(app, board)
    assert board.index == spin and board.expected == Act("beta", "spin", 7)
    # Pass is not this step: refused with the step's own instruction, no command.
    before = len(board.session.commands)
    click(app, next(sp for sp in board.spots if sp.ref == "pass").rect.center)
    assert len(board.session.commands) == before and "Spin" in board.toast
    # The lit action, then the lit hex: the move is made and the coach moves on.
    _click_ring(app, board)
    assert board.selected == "beta" and board.action == "spin"
    _click_ring(app, board)
    _settle(app, board)
    assert board.session.commands[-1] == Act("beta", "spin", 7)
    assert board.index == spin + 1
    assert tutorial.load_progress(guided.PROGRESS_FILE).step == spin + 1


def test_the_guided_game_is_played_by_keys_next_then_the_lit_action_and_hex(app):
    """The ring stops on the coach's Next first; the step's move is then made by Tab and
    Enter (the lit action, then the lit hex), judged by the coach as clicks are."""
    import pygame

    from engine.arachnid.commands import Act
    from scenes.board_kit.coach import NEXT
    from scenes.board_kit.spots import Target
    from tests.client.player import press

    tut = guided.load()
    spin = next(i for i, s in enumerate(tut.steps) if s.expect == "act beta spin 7")
    board = ArachnidTutorialBoard(app, tut, spin - 2)
    app.scenes.push(board)
    _fast(app, board)
    if board.expected is not None:
        _advance(app, board)
    assert board.expected is None
    at = board.index
    press(app, pygame.K_TAB)
    assert board.focus.current == NEXT
    press(app, pygame.K_RETURN)
    assert board.index == at + 1

    def tab_to(target):
        for _ in range(200):
            if board.focus.current == target:
                return
            press(app, pygame.K_TAB)
        raise AssertionError(f"Tab never reached {target}")

    while board.index < spin:
        _advance(app, board)
    tab_to(Target("action", ("beta", "spin")))
    press(app, pygame.K_RETURN)
    assert board.selected == "beta" and board.action == "spin"
    tab_to(Target("hex", 7))
    press(app, pygame.K_RETURN)
    _settle(app, board)
    assert board.session.commands[-1] == Act("beta", "spin", 7)
    assert board.index == spin + 1


@pytest.mark.parametrize(
    "size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.5)]
)
def test_the_coachs_first_words_leave_your_spiders_in_sight(size, scale):
    """The first step says where your spiders stand; its panel covered them at 150 %."""
    from game.app import App

    app = App(size, frames=1)
    app.settings.anim_speed = "instant"
    app.ui_scale = scale
    board = ArachnidTutorialBoard(app, guided.load(), 0)
    app.scenes.push(board)
    _settle(app, board, 30)
    mine = board.rather_clear()
    assert len(mine) >= 2  # your Alpha and Beta
    assert board.coach.box.width and board.coach.box.collidelist(mine) < 0, board.coach.box
