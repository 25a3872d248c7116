"""A write that fails loses nothing: moves stay unsaved until a save lands, settings stay in
use with a message, and temp files of interrupted writes are cleared at the next start."""

import os
import time

import pygame
import pytest

from engine.core import record
from engine.galaxy.commands import EndTurn
from engine.galaxy.rules import GalaxyRules
from game import saves, settings
from game.app import App
from scenes.galaxy.new_game import start_game
from scenes.table.settings import SettingsScene
from tests.client.player import click, frame

RULES = GalaxyRules()


@pytest.fixture
def full_disk(monkeypatch):
    """While on, every atomic write fails as on a full disk; `off()` frees the space."""
    real = record.write_atomic

    def failing(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(record, "write_atomic", failing)

    class Disk:
        def off(self) -> None:
            monkeypatch.setattr(record, "write_atomic", real)

    return Disk()


def end_turn(app: App, board) -> None:
    board.issue(EndTurn())
    frame(app)
    saves.wait_for_writes()
    frame(app)


def test_a_failed_autosave_leaves_the_turn_unsaved_and_leaving_writes_it(full_disk):
    app = App((1280, 720), frames=None)
    board = start_game(app, 1, {"difficulty": 3})
    end_turn(app, board)
    assert "No space left" in board.toast and "tried again" in board.toast
    assert app.unsaved_moves() == 1  # the board said it failed: the move is not counted saved
    full_disk.off()
    assert app.save_unsaved()
    newest = saves.newest_to_continue(RULES)
    assert saves.open_save(newest.path, RULES).commands == board.session.commands
    assert app.unsaved_moves() == 0
    pygame.quit()


def test_the_next_autosave_after_a_failure_saves_every_move_since(full_disk):
    app = App((1280, 720), frames=None)
    board = start_game(app, 1, {"difficulty": 3})
    end_turn(app, board)
    full_disk.off()
    board.toast = ""
    end_turn(app, board)
    assert app.unsaved_moves() == 0 and board.toast == ""
    newest = saves.newest_to_continue(RULES)
    assert saves.open_save(newest.path, RULES).commands == [EndTurn(), EndTurn()]
    pygame.quit()


def test_a_settings_change_that_cannot_be_written_is_a_message_not_a_crash(monkeypatch):
    def read_only(path, text):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings, "write_atomic", read_only)
    app = App((1280, 720), frames=None)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    frame(app)
    click(app, scene.scale_buttons[settings.UI_SCALES.index(1.25)].rect.center)
    assert app.ui_scale == 1.25 and app.settings.ui_scale == 1.25  # in use all the same
    assert scene.message == "Settings could not be saved: Permission denied"
    assert app.scenes.top is scene and app.running
    pygame.quit()


def test_stale_temp_files_of_interrupted_writes_are_removed_at_start():
    folders = [saves.saves_dir(), saves.crash_dir(), settings.config_dir()]
    old, fresh = [], []
    for folder in folders:
        folder.mkdir(parents=True)
        stale = folder / "auto-1.json.k2j3h4.tmp"
        stale.write_text('{"half a')
        then = time.time() - 3600
        os.utime(stale, (then, then))
        old.append(stale)
        fresh.append(folder / "settings.json.abcd.tmp")
        fresh[-1].write_text("being written now")
    keep = saves.saves_dir() / "notes.tmp.json"
    keep.write_text("{}")
    App((1280, 720), frames=None)
    assert not any(p.exists() for p in old)
    assert all(p.exists() for p in fresh) and keep.exists()
    pygame.quit()
