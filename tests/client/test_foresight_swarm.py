"""Before the click in Space Swarm (scenes/board_kit/foresight.py): a stack's move that empties
a Star Cluster you hold is previewed on hover and asks first."""

from __future__ import annotations

import pygame
import pytest

from engine.core import lookahead
from engine.core.serial import state_hash
from engine.swarm import commands as sc
from engine.swarm.state import HUMAN
from scenes.board_kit.confirm import ConfirmScene
from scenes.board_kit.foresight import TITLE
from scenes.board_kit.spots import Target
from scenes.swarm import board_foresight
from scenes.swarm.board import SwarmBoard
from tests.client.foresight_cases import find_session, fresh
from tests.client.player import click, drawn_words, frame, motion, press

pytestmark = pytest.mark.on_board


def _mine(session, cmd) -> bool:
    st = session.state
    race = next((r for r in st.races if r.id == getattr(cmd, "race", None)), None)
    return (
        isinstance(cmd, sc.Move)
        and not cmd.change
        and race is not None
        and race.kind == HUMAN
        and cmd.count == race.fleets[cmd.origin]
    )


@pytest.fixture(scope="module")
def cluster_case():
    return find_session("swarm", _mine, lambda p: bool(p.of_kind(lookahead.CLUSTER_LOST)))


def _hover_the_move(app, cluster_case):
    session, cmd = cluster_case
    board = SwarmBoard(app, fresh(session))
    app.scenes.push(board)
    for _ in range(4):
        frame(app)
    assert board.me is not None and board.me.id == cmd.race
    click(app, tuple(map(int, board.view.centre(cmd.origin))))
    assert board.selected == cmd.origin
    while board.count < cmd.count:
        press(app, pygame.K_PLUS)
    goal = cmd.path[-1]
    at = tuple(map(int, board.view.centre(goal)))
    frame(app, [motion(at)])
    made = board_foresight.command_for(board, Target("hex", goal))
    assert isinstance(made, sc.Move) and made.count == cmd.count
    return board, made, at


def test_hovering_a_cluster_emptying_move_says_so(app, cluster_case):
    board, made, _ = _hover_the_move(app, cluster_case)
    seen = lookahead.preview(board.rules, board.state, made)
    lost = seen.of_kind(lookahead.CLUSTER_LOST)[0]
    words = drawn_words(app)
    assert TITLE in words
    assert any(lost.words[:25] in w for w in words)


def test_the_cluster_emptying_click_asks_and_esc_cancels_enter_goes(app, cluster_case):
    board, made, at = _hover_the_move(app, cluster_case)
    before = state_hash(board.state)
    click(app, at)
    question = app.scenes.top
    assert isinstance(question, ConfirmScene) and "Star Cluster" in question.detail
    press(app, pygame.K_ESCAPE)
    frame(app)
    assert app.scenes.top is board and state_hash(board.state) == before
    # Asked again, Enter goes ahead.
    click(app, tuple(map(int, board.view.centre(made.origin))))
    while board.count < made.count:
        press(app, pygame.K_PLUS)
    click(app, at)
    assert isinstance(app.scenes.top, ConfirmScene)
    press(app, pygame.K_RETURN)
    frame(app)
    assert made in board.session.commands


def test_with_the_setting_off_it_does_not_ask(app, cluster_case):
    app.settings.ask_costly = False
    board, made, at = _hover_the_move(app, cluster_case)
    click(app, at)
    assert app.scenes.top is board
    frame(app)
    assert made in board.session.commands
