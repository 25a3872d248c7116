"""The guided game's coach box: it takes the pointer, tooltips draw over it, and it steps
aside when the step's target lies under it. Driven by pointer events at what is drawn."""

import pygame
import pytest

import scenes.galaxy.board_draw as board_module
from game.app import App
from scenes.board_kit.coach import _place
from scenes.galaxy.board import BoardScene
from scenes.galaxy.tutorial_overlay import ring
from scenes.table.title import TitleScene
from tests.client.player import click, frame, motion
from tests.client.test_tutorial import _click_ring, _open_from_title, _settle


def _under_box(board) -> tuple[int, int]:
    """A point inside the coach's box with something of the board drawn behind it."""
    box = board.coach.box
    for y in range(box.top + 4, box.bottom - 4, 6):
        for x in range(box.left + 4, box.right - 4, 6):
            if BoardScene.target_at(board, (x, y)) is not None:
                return (x, y)
    raise AssertionError("nothing of the board lies under the coach's box")


def test_the_coach_box_takes_the_pointer_and_tooltips_draw_over_it(app, monkeypatch):
    board = _open_from_title(app)
    assert board.coach.box.width
    behind = _under_box(board)
    frame(app, [motion(behind)])
    assert board.target_at(behind) is None and board.hover_text() == ""
    assert board.marks()[0].hover is None
    # Just left of the box a system answers, and its tooltip is drawn after the coach.
    box = board.coach.box
    near = next(
        (x, y)
        for y in range(box.top, box.bottom, 6)
        for x in range(box.left - 4, board.view.rect.left, -6)
        if board.target_at((x, y)) is not None and board.target_at((x, y)).kind == "system"
    )
    order: list[str] = []
    real_tip, real_coach = board_module.draw_tooltip, board.coach.draw
    monkeypatch.setattr(
        board_module, "draw_tooltip", lambda *a: (order.append("tip"), real_tip(*a))
    )
    monkeypatch.setattr(board.coach, "draw", lambda *a: (order.append("coach"), real_coach(*a)))
    frame(app, [motion(near)])
    assert board.hover_text()
    assert order == ["coach", "tip"]


def test_the_coach_box_steps_off_a_target_under_its_corner():
    area = pygame.Rect(0, 0, 1000, 600)
    box = pygame.Rect(0, 0, 400, 200)
    assert _place(box.copy(), area, None).bottomright == area.bottomright
    target = pygame.Rect(900, 550, 20, 20)
    assert _place(box.copy(), area, target).bottomleft == area.bottomleft
    wide = pygame.Rect(300, 550, 600, 20)  # under both lower corners
    assert _place(box.copy(), area, wide).topright == area.topright


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.25)])
def test_no_step_of_the_guided_game_hides_its_target_under_the_coach(size, scale):
    a = App(size, frames=None)
    a.ui_scale = scale
    a.scenes.push(TitleScene(a))
    try:
        board = _open_from_title(a)
        total = len(board.tut.steps)
        for _ in range(total * 4):
            if board.finished or a.scenes.top is not board:
                break
            frame(a)
            spot = ring(board, board.expected)
            if board.expected is None:
                click(a, board.coach.next.rect.center)
                continue
            assert spot is not None
            target = spot[1] if spot[0] == "rect" else pygame.Rect(0, 0, 2, 2)
            if spot[0] == "circle":
                target.center = (int(spot[1][0]), int(spot[1][1]))
            assert not board.coach.box.colliderect(target), (board.index, board.step.title)
            _click_ring(a, board)
            _settle(a, board)
        assert board.finished
    finally:
        pygame.quit()


def test_the_coach_box_keeps_clear_of_every_rect_a_step_points_at():
    """Issue 29: besides its ring, a step may point at more (a move's stack and each hex of its
    path): the panel keeps clear of all of them, the upper left last."""
    area = pygame.Rect(0, 0, 1000, 600)
    box = pygame.Rect(0, 0, 400, 200)
    lower_right, lower_left = pygame.Rect(900, 550, 20, 20), pygame.Rect(50, 550, 20, 20)
    upper_right = pygame.Rect(900, 50, 20, 20)
    placed = _place(box.copy(), area, [lower_right, lower_left, upper_right])
    assert placed.topleft == area.topleft
    everywhere = [lower_right, lower_left, upper_right, pygame.Rect(50, 50, 20, 20)]
    placed = _place(box.copy(), area, everywhere)  # no corner is clear: the least covered
    assert sum(placed.colliderect(r) for r in everywhere) == 1
