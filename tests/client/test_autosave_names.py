"""Autosaves keep every turn (issue 31, item 3): a background autosave is named from the game
(its tag and how many commands it holds), never from the files on disk while an earlier write
may still be on its way. Counted from the folder, two turns got one name on a slow disk and
the earlier turn was gone from Load's "Show saves"."""

from __future__ import annotations

import threading
import time

import pygame

from engine.core import record
from engine.galaxy.commands import EndTurn
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from tests.client.player import click, frame
from tests.galaxy.helpers import weavers_game

RULES = GalaxyRules()


def _autosaves() -> dict[str, int]:
    """Each autosave on disk and how many commands it holds."""
    return {
        p.name: len(record.load_file(p, RULES).commands)
        for p in sorted(saves.saves_dir().glob("auto-*.json"))
    }


def test_background_autosaves_made_while_a_write_is_pending_keep_every_turn():
    saves.wait_for_writes()
    saves.take_write_results()  # what earlier tests' autosaves reported is not this game's
    gate = threading.Event()
    saves._WRITER.submit(gate.wait, 10)  # the disk is busy: nothing lands until the gate opens
    s = weavers_game(seed=4)
    made = []
    try:
        for _ in range(3):
            s.submit(EndTurn())
            made.append(saves.autosave(s, background=True))
    finally:
        gate.set()
    saves.wait_for_writes()
    tag = saves.game_tag(s.setup, s.game_id)
    assert [p.name for p in made] == [f"auto-{tag}-{n:06d}.json" for n in (1, 2, 3)]
    assert _autosaves() == {p.name: n for p, n in zip(made, (1, 2, 3), strict=True)}
    assert [r.commands for r in saves.take_write_results()] == [1, 2, 3]


def test_the_ring_is_kept_by_the_writer_once_the_earlier_writes_are_on_disk():
    gate = threading.Event()
    saves._WRITER.submit(gate.wait, 10)
    s = weavers_game(seed=6)
    try:
        for _ in range(saves.AUTOSAVE_RING + 3):
            s.submit(EndTurn())
            saves.autosave(s, background=True)
    finally:
        gate.set()
    saves.wait_for_writes()
    saves.take_write_results()
    counts = sorted(_autosaves().values())
    assert counts == list(range(4, saves.AUTOSAVE_RING + 4))


def test_on_the_board_a_slow_disk_loses_no_turn_s_autosave(monkeypatch):
    """Turns ended on the board, by its End turn button, while each write takes a while."""
    from scenes.galaxy.new_game import start_game
    from tests.client.player import click_button

    real = record.write_atomic

    def slow(path, text):
        time.sleep(0.15)
        real(path, text)

    monkeypatch.setattr(record, "write_atomic", slow)
    app = App((1280, 720), frames=None)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    try:
        board = start_game(app, 5, {"difficulty": 1})
        frame(app)
        ends = []
        for _ in range(4):
            click_button(app, "End turn")
            top = app.scenes.top
            if top is not board:  # asked first (cubes in hand go back to the bag): yes
                sure = next(b for b in top.buttons if b.label.startswith("End turn"))
                click(app, sure.rect.center)
            for _ in range(6):
                frame(app)
            ends.append(len(board.session.commands))
        saves.wait_for_writes()
        assert len(set(ends)) == 4
        assert set(ends) <= set(_autosaves().values())
    finally:
        pygame.quit()
