"""The board by keyboard alone (issue 14, part 6): Tab walks the lit targets in the order the
move asks for them, the arrows move to the nearest one, Enter clicks it, Esc drops it; a
bot plays whole games by key events only (`--via-keys`)."""

import pygame
import pytest

from engine.galaxy.commands import EndTurn, PlaceCube
from scenes.board_kit.spots import Target
from scenes.galaxy.new_game import start_game
from scenes.players.key_player import KeyPlayer
from tests.client.player import assert_played_by_keys_to_the_end, autoplay, frame, press

TAB = pygame.K_TAB


pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def new_board(app, seed=1):
    board = start_game(app, seed, {"difficulty": 3})
    for _ in range(3):
        frame(app)
    return board


def tab_to(app, board, target, most=60) -> None:
    for _ in range(most):
        if board.focus.current == target:
            return
        press(app, TAB)
    raise AssertionError(f"Tab never reached {target}")


def test_tab_enter_picks_a_cube_then_the_ring_starts_on_the_lit_places(app):
    board = new_board(app)
    assert not board.focus.visible
    press(app, TAB)
    first = board.focus.current
    assert first.kind == "hand" and board.state.hand[first.ref]
    press(app, pygame.K_RETURN)
    assert board.selected == first.ref
    lit = board.focus.current
    assert lit.kind in ("route", "planet", "slot")  # the first stop is now where it may go
    press(app, pygame.K_RETURN)
    cmd = board.session.commands[-1]
    assert (
        isinstance(cmd, PlaceCube)
        and cmd.colour == first.ref
        and cmd.ref
        in (
            lit.ref,
            lit.ref[0] if isinstance(lit.ref, tuple) else None,
        )
    )


def test_the_ring_is_drawn_round_the_focused_thing_and_its_tooltip_shows(app):
    board = new_board(app)
    press(app, TAB)
    stop = board.focus.stop()
    r = stop.rect
    ring = [
        app.screen.get_at((x, y))[:3]
        for x in range(r.left, r.right)
        for y in range(r.top - 9, r.top)
    ]
    assert (255, 255, 255) in ring
    assert board.pointer == stop.point and board.hover_text()  # as if the pointer were there
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(2, 2), button=1)])
    assert not board.focus.visible  # the mouse takes over


def test_shift_tab_goes_back_and_reaches_end_turn_then_enter_ends_the_turn(app):
    board = new_board(app)
    press(app, TAB)
    press(app, TAB)
    second = board.focus.current
    press(app, TAB, pygame.KMOD_SHIFT)
    press(app, TAB)
    assert board.focus.current == second
    while board.focus.current != Target("button", "end"):
        press(app, TAB)
    press(app, pygame.K_RETURN)
    press(app, TAB)  # cubes in hand: it asks first; Tab lands on the first answer
    press(app, pygame.K_RETURN)
    assert board.session.commands[-1] == EndTurn()


def test_an_arrow_moves_the_ring_to_the_nearest_stop_that_way(app):
    board = new_board(app)
    while board.focus.current is None or board.focus.current.kind != "system":
        press(app, TAB)
    here = board.focus.stop().rect.center
    press(app, pygame.K_RIGHT)
    there = board.focus.stop().rect.center
    assert there[0] > here[0]


def test_a_pop_up_is_walked_and_answered_by_keys_and_esc_closes_it(app):
    board = new_board(app)
    while board.focus.current is None or board.focus.current.kind != "swarm":
        press(app, TAB)
    press(app, pygame.K_RETURN)
    assert board.popup is not None
    press(app, pygame.K_ESCAPE)
    assert board.popup is None


def test_a_whole_game_is_played_by_keys_alone_to_game_over(tmp_path):
    stats = autoplay(tmp_path, "--via-keys", "--seed", "1", "--difficulty", "1")
    assert_played_by_keys_to_the_end(stats, {"PlaceCube", "EndTurn", "TakeCard", "UseLeader"})
    assert stats["keys"] > stats["commands"] > 10


def test_a_place_the_ring_cannot_reach_is_reported_and_the_game_goes_on(app):
    board = new_board(app, seed=5)
    player = KeyPlayer(app, board)
    player.mouse.bot.choose = lambda rules, state: EndTurn()
    board.buttons["end"].rect = pygame.Rect(-50, -50, 10, 10)  # drawn off-screen
    board.draw = lambda surface: None  # ... and left there
    for _ in range(12):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
    assert player.unreachable and player.unreachable[0]["command"] == repr(EndTurn())
    assert board.state.turn >= 2


def test_the_guided_game_is_played_by_keys_too(app):
    from scenes.galaxy.tutorial_board import open_tutorial

    board = open_tutorial(app)
    board.apply_speeds()
    for _ in range(3):
        frame(app)
    press(app, TAB)
    assert board.focus.current == Target("coach", "next")  # a note: Next comes first
    for _ in range(10):  # the ring stays on Next from note to note
        press(app, pygame.K_RETURN)
        if board.expected is not None:
            break
    wanted = board.expected
    assert isinstance(wanted, PlaceCube)
    tab_to(app, board, Target("hand", wanted.colour))
    press(app, pygame.K_RETURN)
    assert board.selected == wanted.colour
    tab_to(app, board, Target("route", wanted.ref))
    step = board.index
    press(app, pygame.K_RETURN)
    for _ in range(30):
        frame(app)
    assert board.session.commands[-1] == wanted and board.index > step
