"""The mouse player: whole games played by clicking what is drawn, through the window's
event queue, with every command checked against the one the bot chose."""

import pygame
import pytest

from engine.galaxy.commands import EndTurn
from scenes.galaxy.mouse import WeaversMousePlayer as MousePlayer
from scenes.galaxy.new_game import start_game
from tests.client.player import autoplay


def test_a_whole_game_is_played_through_the_mouse_to_game_over(tmp_path):
    stats = autoplay(tmp_path, "--via-mouse", "--seed", "3", "--difficulty", "1")
    assert stats["via_mouse"] is True
    assert stats["unreachable"] == []
    assert stats["result"] in ("won", "lost") and stats["cause"]
    assert stats["turns"] >= 2
    assert sum(stats["command_kinds"].values()) == stats["commands"] > 10
    assert stats["clicks"] > stats["commands"]  # a placed cube takes two clicks
    assert {"PlaceCube", "EndTurn", "TakeCard"} <= set(stats["command_kinds"])


def _play(app, player, frames):
    for _ in range(frames):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)


pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def test_a_command_no_click_can_make_is_reported_and_the_game_goes_on(app):
    board = start_game(app, 5, {"difficulty": 3})
    player = MousePlayer(app, board)
    player.bot.choose = lambda rules, state: EndTurn()
    _play(app, player, 5)
    board.buttons["end"].rect = pygame.Rect(-50, -50, 10, 10)  # the button drawn off-screen
    board.draw = lambda surface: None  # ... and left there (no redraw puts it back)
    _play(app, player, 5)
    assert player.unreachable and player.unreachable[0]["command"] == repr(EndTurn())
    assert "button" in player.unreachable[0]["reason"]
    assert board.state.turn >= 2  # sent directly, so the game went on


def test_clicks_that_send_another_command_or_none_are_reported(app):
    from engine.galaxy.commands import TakeCard

    board = start_game(app, 5, {"difficulty": 3})
    player = MousePlayer(app, board)
    player.bot.choose = lambda rules, state: EndTurn()
    _play(app, player, 5)
    while player.plan is not None:  # End turn with cubes in hand asks first: answered
        _play(app, player, 1)
    end = board.buttons["end"]
    end.on_click = lambda: board.issue(TakeCard("commerce"))  # a miswired button
    _play(app, player, 2)
    sent = [TakeCard("commerce")]
    assert player.unreachable == [
        {"command": "EndTurn()", "reason": f"the clicks sent {sent!r} instead"}
    ]
    end.on_click = lambda: None  # a dead button
    _play(app, player, 2)
    assert player.unreachable[1:] == [
        {"command": "EndTurn()", "reason": "the clicks sent no command"}
    ]


def test_every_exchange_a_leader_offers_is_reachable_by_clicking(app):
    """Five colours in hand give twenty exchanges: too many rows for one pop-up, so each
    colour given opens a second pop-up of the colours to take. Each one is clicked."""
    from engine.galaxy.commands import UseLeader
    from tests.galaxy.helpers import fill, give_card, set_hand

    def board_with_a_quartermaster():
        board = start_game(app, 5, {"difficulty": 3}, replace=True)
        index = give_card(board.state, "quartermaster")
        fill(board.session, index)
        set_hand(board.state, red=1, blue=1, yellow=1, white=1, black=1)
        board.refresh()
        app.step([], 1.0)
        return board, index

    board, index = board_with_a_quartermaster()
    wanted = [c for c in board.legal() if isinstance(c, UseLeader) and c.project == index]
    assert len(wanted) == 20  # five colours to give, four to take for each
    for cmd in wanted:
        board, _ = board_with_a_quartermaster()
        player = MousePlayer(app, board)
        player.bot.choose = lambda rules, state, cmd=cmd: cmd
        _play(app, player, 4)
        assert player.unreachable == [] and board.session.commands[-1] == cmd
        assert player.clicks == 3  # the leader, the colour to give, the colour to take
