"""Before the click in Arachnid (scenes/board_kit/foresight.py): a spider's move into a battle
with no attack dice is previewed on hover, with the battle's odds as percentages, and asks
first."""

from __future__ import annotations

import pygame
import pytest

from engine.arachnid.commands import Act
from engine.core import lookahead
from engine.core.serial import state_hash
from scenes.arachnid.board import ArachnidBoard
from scenes.board_kit.confirm import ConfirmScene
from scenes.board_kit.foresight import TITLE
from tests.client.foresight_cases import find_session, fresh
from tests.client.player import click, drawn_words, frame, motion, press

pytestmark = pytest.mark.on_board


def _mine(session, cmd) -> bool:
    return isinstance(cmd, Act)


def _zero_dice(p: lookahead.Preview) -> bool:
    return any(c.kind == lookahead.BATTLE and c.costly for c in p.consequences)


@pytest.fixture(scope="module")
def battle_case():
    return find_session("arachnid", _mine, _zero_dice)


def _hover(app, battle_case):
    session, cmd = battle_case
    board = ArachnidBoard(app, fresh(session))
    app.scenes.push(board)
    for _ in range(3):
        frame(app)
    spot = next(
        (s for s in board.spots if s.kind == "action" and s.ref == (cmd.spider, cmd.action)),
        None,
    ) or next(s for s in board.spots if s.kind == "card" and s.ref == cmd.spider)
    click(app, spot.rect.center)
    assert board.selected == cmd.spider
    at = tuple(map(int, board.view.centre(cmd.hex)))
    frame(app, [motion(at)])
    assert board.hex_commands(cmd.hex) == [cmd]
    return board, cmd, at


def _click_move(app, board, at) -> None:
    """Click the hex; a move into two battles first shows its variants (A7.2): take it."""
    click(app, at)
    if board.variants is not None and app.scenes.top is board:
        spot = next(s for s in board.spots if s.kind == "variant" and s.ref == 0)
        click(app, spot.rect.center)


def test_hovering_a_zero_dice_battle_shows_it_with_its_odds(app, battle_case):
    board, cmd, _ = _hover(app, battle_case)
    seen = lookahead.preview(board.rules, board.state, cmd)
    fight = next(c for c in seen.consequences if c.kind == lookahead.BATTLE)
    words = drawn_words(app)
    assert TITLE in words
    assert any(fight.words[:25] in w for w in words)
    assert any("%" in w for w in words)  # the odds, as percentages


def test_the_zero_dice_click_asks_once_esc_cancels_and_fight_anyway_goes(app, battle_case):
    """Arachnid asks about a battle with no attack dice in its own battle panel (A7.3, with the
    preview's words beside it); once answered there, no second question follows."""
    board, cmd, at = _hover(app, battle_case)
    before = state_hash(board.state)
    click(app, at)
    assert app.scenes.top is board and board.variants is not None
    assert any("0 attack dice" in line for line in board.variants.lines)
    assert cmd not in board.session.commands
    press(app, pygame.K_ESCAPE)
    frame(app)
    assert board.variants is None or app.scenes.top is not board
    while app.scenes.top is not board:  # Esc may open the pause menu once the panel is gone
        press(app, pygame.K_ESCAPE)
        frame(app)
    assert state_hash(board.state) == before and cmd not in board.session.commands
    if board.selected != cmd.spider:
        board.selected, board.action = cmd.spider, cmd.action
    _click_move(app, board, at)
    frame(app)
    assert not isinstance(app.scenes.top, ConfirmScene)
    assert cmd in board.session.commands


def test_with_the_setting_off_it_does_not_ask(app, battle_case):
    app.settings.ask_costly = False
    board, cmd, at = _hover(app, battle_case)
    _click_move(app, board, at)
    frame(app)
    assert cmd in board.session.commands
