"""A coming screen's module is imported on a background thread while the player looks at
the board (issue 41: Space Swarm's worst frame was Game over's import)."""

from __future__ import annotations

import sys
import threading

from scenes.board_kit import board_basics


def _join(name: str) -> None:
    for t in threading.enumerate():
        if t.name == f"prefetch {name}":
            t.join(timeout=30)


def test_prefetch_imports_on_a_thread_and_once(monkeypatch):
    name = "xml.dom.minidom"  # light, and not imported by the game
    monkeypatch.delitem(sys.modules, name, raising=False)
    board_basics.prefetch(name)
    _join(name)
    assert name in sys.modules
    started = threading.active_count()
    board_basics.prefetch(name)  # already loaded: no thread
    assert threading.active_count() == started


def test_every_board_names_its_game_over_module():
    from scenes.arachnid.board import ArachnidBoard
    from scenes.galaxy.board import BoardScene
    from scenes.swarm.board import SwarmBoard

    for board in (ArachnidBoard, BoardScene, SwarmBoard):
        assert board.over_module.endswith(".game_over")
        __import__(board.over_module)
