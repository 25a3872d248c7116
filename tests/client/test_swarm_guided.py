"""Space Swarm's guided first game: its data against the engine, the coach's gate through real
clicks, the offer when the game is first picked, leaving and resuming, and the whole guided game
played by the mouse player from the command line."""

import json

import pytest

from engine.core.content import ContentError
from engine.swarm.commands import EndPhase, Move, PlaceTechnology
from game import resources, tutorial
from scenes.confirm import ConfirmScene
from scenes.swarm import guided
from scenes.swarm.tutorial_board import SwarmTutorialBoard, ask_and_open, ring
from scenes.swarm.tutorial_done import SwarmTutorialDone
from scenes.title import TitleScene
from tests.client.player import button, click, click_button, frame
from weavers.cli import main


def test_every_steps_move_is_legal_and_the_game_reaches_a_battle():
    tut = guided.load()
    session = guided.session_at(tut, len(tut.steps))  # raises if any step's move is refused
    kinds = {type(guided.expected(tut, i, session)).__name__ for i, s in enumerate(tut.steps)
             if s.expect}  # fmt: skip
    # It teaches every phase by doing: a Technology, an Event, Production, moves, the bid, the
    # pick and the battle window.
    assert {"PlaceTechnology", "PlayCard", "Produce", "Move", "EndPhase", "Pass"} <= kinds
    assert "PickPlace" in kinds
    assert session.state.round == 4  # three whole rounds played
    teal = session.state.races[1]
    strikes = [e for batch in session.history for e in batch if type(e).__name__ == "Strike"]
    assert strikes, "the guided game ends on a battle"
    # The last note's sums (S7.2, S7.3): Initiative 2 strikes before Teal's 1; 9 fleets x
    # Attack 2 = 18 damage against Defense 1 destroys all 6, so none strike back.
    me = session.state.races[0]
    assert me.fleets[16] == 9 and teal.fleets[16] == 0
    assert 20 <= len(tut.steps) <= 36  # about ten minutes


def test_a_move_in_the_wrong_form_is_refused_with_its_text():
    assert guided.parse_command("move 0 7 1 2", "ochre") == Move("ochre", 0, 7, (1, 2))
    assert guided.parse_command("tech x", "ochre") == PlaceTechnology("ochre", "x")
    assert guided.parse_command("end", "ochre") == EndPhase("ochre")
    for bad in ("", "move 0", "produce a b", "fly 3", "end now"):
        with pytest.raises(ValueError, match="not a move|empty"):
            guided.parse_command(bad, "ochre")


def test_a_damaged_guided_game_file_is_reported_by_name_and_field(tmp_path):
    good = resources.asset(guided.FILE).read_text()
    path = tmp_path / "swarm_tutorial.toml"
    path.write_text(good.replace('expect = "produce 0 4"', 'expect = "produce home"'))
    with pytest.raises(ContentError) as err:
        guided.load(path)
    assert "swarm_tutorial.toml" in str(err.value) and "step[4].expect" in str(err.value)


def _pick_swarm(app) -> TitleScene:
    title = app.scenes.top
    frame(app)
    click(app, next(r for r, e in title.picker.rects if e.mode == "swarm").center)
    assert app.game_mode == "swarm"
    return title


def _settle(app, board) -> None:
    for _ in range(400):
        frame(app)
        if board.ready() or app.scenes.top is not board:
            return


def _click_ring(app, board) -> None:
    spot = ring(board, board.expected)
    assert spot is not None
    pos = spot[1].center if spot[0] == "rect" else tuple(int(v) for v in spot[1])
    click(app, pos)


def test_how_to_play_with_space_swarm_picked_opens_its_own_guided_game(app):
    title = _pick_swarm(app)
    how = button(title, "How to play")
    assert how.enabled
    click(app, how.rect.center)
    board = app.scenes.top
    assert isinstance(board, SwarmTutorialBoard) and board.index == 0
    assert board.state.races[0].id == "ochre" and len(board.state.races) == 2


def test_the_coach_lets_through_only_the_steps_move_and_says_why_not(app):
    _pick_swarm(app)
    click_button(app, "How to play")
    board = app.scenes.top
    _settle(app, board)
    assert board.expected is None
    click(app, board.view.centre(0))  # a note waits: a click on the map is explained
    assert "Next" in board.toast and board.index == 0
    click(app, board.coach.next.rect.center)
    assert board.expected == PlaceTechnology("ochre", "initiative-t3")
    # The wrong move (End phase now) is refused with the step's own instruction.
    end = next(sp for sp in board.spots if sp.kind == "button" and sp.ref == "end")
    click(app, end.rect.center)
    assert board.toast.startswith("Not now:") and board.session.commands == []
    # The lit card, then its lit choice: the move is made and the coach moves on.
    _click_ring(app, board)
    _click_ring(app, board)
    _settle(app, board)
    assert board.session.commands == [PlaceTechnology("ochre", "initiative-t3")]
    assert board.index == 2


def test_the_guided_game_is_left_and_resumed_where_it_was(app):
    board = SwarmTutorialBoard(app, guided.load(), 5)
    app.scenes.push(board)
    _settle(app, board)
    assert isinstance(board.expected, Move)  # a stack, its count, then the hex: by the ring
    for _ in range(10):
        if board.index == 6:
            break
        _click_ring(app, board)
        _settle(app, board)
    assert board.session.commands[-1] == Move("ochre", 0, 1, (7,))
    assert tutorial.load_progress(guided.PROGRESS_FILE).step == 6
    assert app.session is None  # never saved as a game to continue
    app.scenes.pop()
    frame(app)
    ask_and_open(app)
    frame(app)
    click_button(app, "Resume")
    resumed = app.scenes.top
    assert isinstance(resumed, SwarmTutorialBoard) and resumed.index == 6
    assert resumed.session.commands == board.session.commands


def test_the_last_step_ends_on_the_summary_and_a_real_game_of_space_swarm(app):
    tut = guided.load()
    board = SwarmTutorialBoard(app, tut, len(tut.steps) - 1)
    app.scenes.push(board)
    _settle(app, board)
    click(app, board.coach.next.rect.center)
    done = app.scenes.top
    assert isinstance(done, SwarmTutorialDone) and app.tutorial == "completed"
    assert tutorial.load_progress(guided.PROGRESS_FILE).completed
    frame(app)
    click(app, button(done, "Play a real game").rect.center)
    assert app.scenes.top.__class__.__module__ == "scenes.swarm.new_game"


def test_picking_space_swarm_the_first_time_offers_its_guided_game_once(app):
    app.first_time_offers = True  # a person at the window (weavers.window sets it)
    title = _pick_swarm(app)
    offer = app.scenes.top
    assert isinstance(offer, ConfirmScene) and "Space Swarm" in offer.question
    click_button(app, "Not now")
    assert app.scenes.top is title
    click(app, next(r for r, e in title.picker.rects if e.mode == "galaxy").center)
    _pick_swarm(app)
    assert app.scenes.top is title  # offered once only


def test_the_whole_guided_game_is_played_by_clicking(tmp_path):
    stats_path = tmp_path / "stats.json"
    args = ["--mode", "swarm", "--tutorial", "--autoplay", "--via-mouse", "--until-over"]
    assert main([*args, "--stats-json", str(stats_path)]) == 0
    stats = json.loads(stats_path.read_text())
    assert stats["tutorial"] == "completed" and stats["game"] == "swarm"
    assert stats["unreachable"] == []
    tut = guided.load()
    moves = sum(1 for s in tut.steps if s.expect)
    # A battle window's Pass may be made by the board itself (S8.3: no card would matter).
    assert moves - 1 <= stats["commands"] <= moves
    assert stats["notes_read"] == sum(1 for s in tut.steps if not s.expect)


def test_the_guided_game_is_played_by_keys_tab_reaches_next_then_the_lit_card(app):
    """The board's ring (scenes.board_ring) stops on the coach's Next first; Enter there
    reads on; the step's move is then made by Tab and Enter, judged by the coach alike."""
    import pygame

    from scenes.coach import NEXT
    from tests.client.player import press

    _pick_swarm(app)
    click_button(app, "How to play")
    board = app.scenes.top
    _settle(app, board)
    press(app, pygame.K_TAB)
    assert board.focus.current == NEXT
    press(app, pygame.K_RETURN)
    assert board.expected == PlaceTechnology("ochre", "initiative-t3")
    for _ in range(80):
        now = board.focus.current
        if now is not None and now.kind == "card" and now.ref[1] == "initiative-t3":
            break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    assert board.popup_card == "initiative-t3"
    for _ in range(10):
        if board.focus.current.kind == "option":
            opt = board.options[board.focus.current.ref]
            if opt.command == board.expected:
                break
        press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)
    _settle(app, board)
    assert board.session.commands == [PlaceTechnology("ochre", "initiative-t3")]


def test_the_whole_guided_game_is_played_by_keys(tmp_path):
    stats_path = tmp_path / "stats.json"
    args = ["--mode", "swarm", "--tutorial", "--autoplay", "--via-keys", "--until-over"]
    assert main([*args, "--stats-json", str(stats_path)]) == 0
    stats = json.loads(stats_path.read_text())
    assert stats["tutorial"] == "completed" and stats["game"] == "swarm"
    assert stats["unreachable"] == [] and stats["clicks"] == 0 and stats["keys"] > 0
    assert stats["notes_read"] == sum(1 for s in guided.load().steps if not s.expect)


@pytest.mark.parametrize(
    "size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)]
)
def test_the_coach_never_covers_what_its_step_points_at(size, scale):
    """Issue 29: the coach's panel hid the stack a step asked to move. Over the whole guided
    game played by clicks, every frame, the panel stays clear of the hexes the step's move
    names (its stack, each hex of its path, where new fleets go) and of its ring."""
    import pygame

    from game.app import App
    from scenes.swarm.tutorial_board import pointed
    from scenes.swarm.tutorial_player import SwarmTutorialPlayer

    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = scale
    board = SwarmTutorialBoard(app, guided.load(), 0)
    app.scenes.push(board)
    player = SwarmTutorialPlayer(app, board)
    checked = set()
    for _ in range(20000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if board.finished or app.scenes.top is not board:
            break
        cmd = board.expected
        spot = ring(board, cmd)
        rects = pointed(board, cmd)
        if spot is not None:
            rects.append(spot[1] if spot[0] == "rect" else _circle(spot))
        for r in rects:
            assert not board.coach.box.colliderect(r), (board.index + 1, board.step.title, r)
            checked.add((board.index, tuple(r)))
    assert board.finished and player.unreachable == []
    assert len(checked) > 20


def _circle(spot):
    import pygame

    (x, y), r = spot[1], spot[2]
    return pygame.Rect(int(x - r), int(y - r), int(2 * r), int(2 * r))
