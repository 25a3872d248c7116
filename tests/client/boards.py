"""Boards the scene tests start on: a new game of The Weavers, one frame drawn."""

from __future__ import annotations

from game.app import App
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import start_game


def weavers_board(app: App, seed: int = 1, settle: bool = True, **options) -> BoardScene:
    """A new game at difficulty 3 (or as `options` say) on its board; `settle` skips the
    opening's animations, so the board waits for the player."""
    board = start_game(app, seed, {"difficulty": 3, **options})
    app.step([], 0.016)
    if settle:
        board.animator.skip()
        app.step([], 0.016)
    return board
