"""Space Swarm's guided first game: its data against the engine, the coach's gate through real
clicks and keys, the offer when the game is first picked (leaving and resuming, its end, and
the whole of it played by mouse and keys: tests/client/test_guided_games.py, for every game)."""

import pytest

from engine.core.content import ContentError
from engine.swarm.commands import EndPhase, Move, PlaceTechnology
from game import resources, tutorial
from scenes.board_kit.confirm import ConfirmScene
from scenes.swarm import guided
from scenes.swarm.tutorial_board import SwarmTutorialBoard, ring
from tests.client.player import button, card, click, click_button, frame, pick_game


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
    title = pick_game(app, "swarm")
    how = button(title, "How to play")
    assert how.enabled
    click(app, how.rect.center)
    board = app.scenes.top
    assert isinstance(board, SwarmTutorialBoard) and board.index == 0
    assert board.state.races[0].id == "ochre" and len(board.state.races) == 2


def test_the_coach_lets_through_only_the_steps_move_and_says_why_not(app):
    pick_game(app, "swarm")
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


def test_a_move_is_made_by_the_ring_a_stack_its_count_then_the_hex(app):
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


def test_picking_space_swarm_the_first_time_offers_its_guided_game_once(app):
    app.first_time_offers = True  # a person at the window (weavers.window sets it)
    title = pick_game(app, "swarm")
    offer = app.scenes.top
    assert isinstance(offer, ConfirmScene) and "Space Swarm" in offer.question
    click_button(app, "Not now")
    assert app.scenes.top is title
    click(app, card(title, "galaxy").center)
    click_button(app, "Not now")  # The Weavers, picked the first time, offer theirs
    pick_game(app, "swarm")
    assert app.scenes.top is title  # offered once only


def test_the_guided_game_is_played_by_keys_tab_reaches_next_then_the_lit_card(app):
    """The board's ring (scenes.board_kit.board_ring) stops on the coach's Next first; Enter there
    reads on; the step's move is then made by Tab and Enter, judged by the coach alike."""
    import pygame

    from scenes.board_kit.coach import NEXT
    from tests.client.player import press

    pick_game(app, "swarm")
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

    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = scale
    board = SwarmTutorialBoard(app, guided.load(), 0)
    app.scenes.push(board)
    player = SwarmTutorialBoard.mouse_player()(app, board)
    checked, hidden = set(), set()
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
        # No stack (the rival's either) is hidden where a corner clear of the step would
        # hide none.
        box, stacks = board.coach.box, board.rather_clear()
        if box.width and box.collidelist(stacks) >= 0:
            pad = int(12 * board.board_scale(app.size))
            area = board.view.rect.inflate(-2 * pad, -2 * pad)
            for corner in ("bottomright", "bottomleft", "topright", "topleft"):
                other = box.copy()
                setattr(other, corner, getattr(area, corner))
                if other.collidelist(rects) < 0:
                    assert other.collidelist(stacks) >= 0, (board.index + 1, corner)
            hidden.add(board.index)
    assert board.finished and player.unreachable == []
    assert len(checked) > 20 and len(hidden) < len(board.tut.steps) // 2


def _circle(spot):
    import pygame

    (x, y), r = spot[1], spot[2]
    return pygame.Rect(int(x - r), int(y - r), int(2 * r), int(2 * r))
