"""How to play: The Weavers' guided first game. Its data against the engine and the coach's
gate through real clicks (leaving and resuming, its end, and the whole of it played by mouse
and keys: tests/client/test_guided_games.py, for every game)."""

import pygame
import pytest

from engine.core.content import ContentError
from engine.galaxy.commands import EndTurn, PlaceCube, TakeCard
from game import tutorial
from scenes.galaxy.tutorial_board import TutorialBoard, ask_and_open
from scenes.galaxy.tutorial_overlay import ring
from tests.client.player import button, click, click_button, frame


def test_every_steps_move_is_legal_when_its_step_comes():
    tut = tutorial.load()
    session = tutorial.new_session(tut)
    moves = 0
    for i, step in enumerate(tut.steps):
        assert step.title and step.text, f"step {i} says nothing"
        cmd = tutorial.expected(step)
        if cmd is None:
            continue
        assert step.do, f"step {i} ({step.title}) has no instruction to repeat"
        legal = session.rules.legal_commands(session.state)
        assert cmd in legal, f"step {i} ({step.title}): {cmd} is not legal here"
        assert session.submit(cmd).ok
        moves += 1
    # It teaches every part it promises: routes, planets, cards, a conflict, turns.
    kinds = {type(tutorial.expected(s)).__name__ for s in tut.steps if s.expect}
    assert {"PlaceCube", "TakeCard", "InitiateConflict", "EndTurn"} <= kinds
    spots = {tutorial.expected(s).spot for s in tut.steps if s.expect.startswith("place")}
    assert spots == {"route", "planet", "project"}
    assert moves >= 15 and not session.state.over
    assert len(tut.summary) >= 3


def test_a_move_in_the_wrong_form_is_refused_with_its_text():
    assert tutorial.parse_command("place red route 3") == PlaceCube("red", "route", 3)
    assert tutorial.parse_command("take conflict") == TakeCard("conflict")
    assert tutorial.parse_command("end") == EndTurn()
    for bad in ("", "place red", "fly to 3", "conflict 1 x 2", "end now"):
        with pytest.raises(ValueError):
            tutorial.parse_command(bad)


def test_a_damaged_tutorial_file_is_reported_by_name_and_field(tmp_path):
    path = tmp_path / "tutorial.toml"
    good = tutorial.tutorial_path().read_text()
    path.write_text(good.replace('expect = "take progress"', 'expect = "take the lot"'))
    with pytest.raises(ContentError) as err:
        tutorial.load(path)
    assert "tutorial.toml" in str(err.value) and "expect" in str(err.value)
    path.write_text("seed = 'sixty'")
    with pytest.raises(ContentError):
        tutorial.load(path)


def _open_from_title(app) -> TutorialBoard:
    frame(app)
    click_button(app, "How to play")
    board = app.scenes.top
    assert isinstance(board, TutorialBoard)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    board.apply_speeds()
    frame(app)
    frame(app)
    return board


def _settle(app, board, frames: int = 400) -> None:
    for _ in range(frames):
        frame(app)
        if not board.animator.queue.busy:
            return


def _click_ring(app, board) -> None:
    kind, *where = ring(board, board.expected)
    pos = where[0].center if kind == "rect" else tuple(int(v) for v in where[0])
    click(app, pos)


def test_the_coach_lets_through_only_the_lit_click_and_says_why_not(app):
    board = _open_from_title(app)
    assert board.index == 0 and board.expected is None
    # A read-only step: a click on the board is explained, and the step stays.
    click(app, board.buttons["end"].rect.center)
    assert "Next" in board.toast and board.index == 0
    while board.expected is None:
        click(app, board.coach.next.rect.center)
    assert board.expected == PlaceCube("yellow", "route", 1)
    # The wrong cube: refused with the step's own instruction, nothing selected.
    blue = next(sp for sp in board.spots if sp.kind == "hand" and sp.ref == "blue")
    click(app, blue.rect.center)
    assert board.selected is None and board.toast.startswith("Not now:")
    # Keys that would act (End turn, hint, undo) rest too.
    before = len(board.session.commands)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")], 0.016)
    frame(app)
    assert len(board.session.commands) == before and "Keys rest" in board.toast
    # The lit cube, then the lit slot: the move is made and the coach moves on.
    _click_ring(app, board)
    assert board.selected == "yellow"
    _click_ring(app, board)
    _settle(app, board)
    assert board.session.commands[-1] == PlaceCube("yellow", "route", 1)
    assert board.index == 4


def test_start_over_begins_at_the_first_step(app):
    tutorial.save_progress(tutorial.Progress(step=7, offered=True))
    frame(app)
    ask_and_open(app)
    frame(app)
    click_button(app, "Start over")
    assert isinstance(app.scenes.top, TutorialBoard) and app.scenes.top.index == 0


def test_the_first_start_offers_the_tutorial_once(app):
    from scenes.galaxy.tutorial_board import offer_on_first_start

    assert tutorial.first_start()
    offer_on_first_start(app)
    frame(app)
    assert button(app.scenes.top, "How to play")
    click_button(app, "Not now")
    assert not tutorial.first_start()
    offer_on_first_start(app)
    assert app.scenes.top.__class__.__name__ == "TitleScene"


def test_the_guided_game_meets_what_a_first_real_game_does():
    # Issue 32, item 6: a leader, a power, Hint, Undo, '+ effect' on cards, a government and
    # a black hole forming are each explained before the guided game ends.
    from game import tutorial

    words = " ".join(s.text for s in tutorial.load().steps)
    for thing in ("Leader", "Power", "Hint", "Undo", "+ effect", "Government", "black hole"):
        assert thing in words, thing
    assert 25 <= len(tutorial.load().steps) <= 36  # about ten minutes


def test_nan_in_one_progress_field_keeps_the_others():
    """Issue 40 item 3's class: NaN or Infinity in one field of a file read field by field is
    that field's damage alone (the guided game's progress kept being completed)."""
    path = tutorial.progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"step": NaN, "completed": true}')
    progress = tutorial.load_progress()
    assert (progress.step, progress.completed, progress.offered) == (0, True, True)
