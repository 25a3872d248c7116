"""Space Swarm, what a newcomer met (issue 29, item 4): hexes with names a player can say,
a move count that does not empty the home hex by itself, rivals' counts readable."""

import pytest

from engine.swarm.board import Board
from engine.swarm.state import MOVE, PRODUCTION
from game import draw
from game.layout_record import Recorder
from scenes.swarm.new_game import start_game
from tests.client.player import click, frame


def test_hexes_are_named_as_on_a_chessboard_column_letter_then_row():
    b = Board(7, 5, ("deep",) * 35, (0, 34))
    assert b.label(0) == "A1" and b.label(6) == "G1" and b.label(7) == "A2"
    assert b.label(34) == "G5"
    assert len({b.label(h) for h in range(b.size)}) == b.size


def _to_move(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    for _ in range(300):
        frame(app)
        st = board.state
        if board.ready() and board.me is not None:
            if st.phase == MOVE:
                return board
            if st.phase == PRODUCTION and board.to_place():
                click(app, tuple(map(int, board.view.centre(board.me.home))))
                continue
            end = next(sp for sp in board.spots if sp.kind == "button" and sp.ref == "end")
            click(app, end.rect.center)
    raise AssertionError("never reached the Move phase")


def test_s6_1_picking_the_home_stack_leaves_one_fleet_home_unless_asked(app):
    board = _to_move(app)
    me = board.me
    home = me.home
    assert me.fleets[home] > 1
    click(app, tuple(map(int, board.view.centre(home))))
    assert board.selected == home and board.count == me.fleets[home] - 1
    plus = next(sp for sp in board.spots if sp.kind == "button" and sp.ref == "plus")
    click(app, plus.rect.center)
    assert board.count == me.fleets[home]  # all of them, when asked


@pytest.mark.parametrize("rivals", [1, 3])
def test_the_rivals_counts_are_never_drawn_under_12_px_at_100_percent(app, rivals):
    board = start_game(app, 7, {"rivals": rivals})
    for _ in range(30):
        frame(app)
    draw.recorder = Recorder()
    try:
        board._shown = None
        frame(app)
        texts = [d for d in draw.recorder.items if d.kind == "text"]
    finally:
        draw.recorder = None
    counts = [d for d in texts if " fleet" in d.what and (" hex" in d.what)]
    assert len(counts) == rivals + 1, [d.what for d in texts]
    assert all(d.size >= 12 for d in counts), [(d.what, d.size) for d in counts]
