"""Space Swarm's board by keyboard alone (issue 29, item 3): Tab walks the ring over every
place the board drew (lit hexes first), Enter clicks there through the real input handling,
Shift+Enter adds a hex to the path as Shift-click does; a bot plays whole games by keys."""

import pygame
import pytest

from engine.swarm.commands import Move, Produce
from engine.swarm.state import MOVE, PRODUCTION
from scenes.board_kit.spots import Target
from scenes.players.key_player import KeyPlayer
from scenes.swarm.new_game import start_game
from tests.client.player import assert_played_by_keys_to_the_end, autoplay, frame, press

TAB = pygame.K_TAB


pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _keys_until(app, board, phase: str, most: int = 4000) -> None:
    """Let the key player play (by keys) until it is our move in `phase`."""
    player = KeyPlayer(app, board)
    for _ in range(most):
        if board.ready() and board.me is not None and board.state.phase == phase:
            if player.seeking is None and player.mouse.plan is None:
                return
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
    raise AssertionError(f"never reached our move in {phase}")


def _ring(board) -> Target:
    """Where the ring stands (it shows from the first key on)."""
    assert board.focus.visible
    return board.focus.current


def _board(app, seed=3):
    board = start_game(app, seed, {"difficulty": 3, "rivals": 1})
    for _ in range(4):
        frame(app)
    return board


def test_tab_lands_on_a_place_to_put_new_fleets_and_enter_places_them(app):
    board = _board(app)
    _keys_until(app, board, PRODUCTION)
    before = len(board.session.commands)
    first = _ring(board)  # a new move: the ring starts on its first stop
    assert first.kind == "hex"
    assert any(isinstance(c, Produce) and c.hex == first.ref for c in board.legal())
    press(app, pygame.K_RETURN)
    frame(app)
    took = board.session.commands[before:]
    assert took and isinstance(took[0], Produce) and took[0].hex == first.ref


def test_a_stack_moves_by_tab_and_enter_and_shift_enter_goes_through_a_hex(app):
    board = _board(app)
    _keys_until(app, board, MOVE)
    origin = _ring(board)
    assert origin.kind == "hex" and board.me.fleets[origin.ref] > 0
    press(app, pygame.K_RETURN)
    assert board.selected == origin.ref
    goal = _ring(board)  # the ring now starts on where the stack can go
    assert goal.kind == "hex" and goal.ref in board.reachable()
    press(app, pygame.K_RETURN, pygame.KMOD_SHIFT)
    assert board.waypoints and board.waypoints[-1] == goal.ref  # Shift+Enter: through it
    assert board.selected == origin.ref
    press(app, pygame.K_ESCAPE)  # Esc drops the stack, as a right-click does
    assert board.selected == -1
    assert _ring(board).kind == "hex"
    press(app, pygame.K_RETURN)
    end = _ring(board)
    before = len(board.session.commands)
    press(app, pygame.K_RETURN)
    frame(app)
    took = board.session.commands[before:]
    assert took and isinstance(took[0], Move) and took[0].path[-1] == end.ref


def test_the_arrows_move_the_ring_toward_their_side(app):
    board = _board(app)
    _keys_until(app, board, MOVE)
    here = board.focus.stop().rect.center
    press(app, pygame.K_RIGHT)
    there = board.focus.stop().rect.center
    assert there[0] > here[0]
    assert board.pointer == board.focus.stop().point  # its tooltip shows, as on hover


def test_a_card_choice_is_reached_by_keys(app):
    board = _board(app)
    _keys_until(app, board, MOVE)
    cards = [s for s in board.spots if s.kind == "card"]
    assert cards, "the hand is empty"
    target = Target("card", cards[0].ref)
    for _ in range(200):
        if board.focus.current == target:
            break
        press(app, TAB)
    press(app, pygame.K_RETURN)
    assert board.popup_card == cards[0].ref[1]
    assert _ring(board).kind == "option"  # the choices come first


@pytest.mark.parametrize("rivals", [1, 3])
def test_a_whole_game_is_played_by_keys_alone_to_game_over(tmp_path, rivals):
    stats = autoplay(
        tmp_path, "--mode", "swarm", "--via-keys", "--seed", "3", "--rivals", str(rivals)
    )
    assert_played_by_keys_to_the_end(stats, {"Move", "Produce", "EndPhase"})
