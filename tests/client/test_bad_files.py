"""One bad file among the saves, the settings or the crash report never stops the game: the
title, Continue and the Load screen work, and the bad file is listed as damaged with why."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from engine.galaxy.rules import GalaxyRules
from game import saves, settings
from game.app import App
from scenes.galaxy.board import BoardScene
from scenes.table.load import LoadScene
from scenes.table.title import TitleScene
from tests import bad_files
from tests.client.player import click_button, frame
from tests.galaxy.helpers import played
from tests.headless import headless_env

RULES = GalaxyRules()
ROOT = Path(__file__).resolve().parents[2]


def two_good_games() -> list[Path]:
    first = saves.autosave(played(2, seed=3))
    second = saves.autosave(played(3, seed=4))
    os.utime(first, (1_000_000, 1_000_000))  # the second is the game played last
    return [first, second]


@pytest.mark.parametrize("make", bad_files.ALL, ids=lambda f: f.__name__)
def test_a_bad_save_is_listed_as_damaged_beside_the_good_ones(make):
    good = two_good_games()
    bad = saves.saves_dir() / "save-bad.json"
    make(bad, good[0].read_text())
    infos = {i.path: i for i in saves.list_saves(RULES)}
    assert set(infos) == {*good, bad}
    assert not infos[good[0]].error and not infos[good[1]].error
    assert infos[bad].error.startswith("save-bad.json")
    app = App((1280, 720), frames=None)
    app.scenes.push(TitleScene(app))
    frame(app)
    title = app.scenes.top
    assert title.continue_from.path == good[1]
    click_button(app, "Load")
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    frame(app)
    listed = {row.game.newest.path: row.game for row in load.rows if row.save is None}
    assert set(listed) == {*good, bad} and listed[bad].damaged
    load.open(listed[good[0]])
    assert isinstance(app.scenes.top, BoardScene)
    pygame.quit()


def test_continue_opens_the_game_played_last_past_a_bad_file():
    good = two_good_games()
    bad_files.fifo(saves.saves_dir() / "quicksave.json", "")
    app = App((1280, 720), frames=None)
    app.scenes.push(TitleScene(app))
    frame(app)
    click_button(app, "Continue")
    board = app.scenes.top
    assert isinstance(board, BoardScene) and board.state.turn == 4
    assert board.session.commands == saves.open_save(good[1], RULES).commands
    pygame.quit()


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ('{"fullscreen": "no"}', "fullscreen: expected true/false, found text"),
        ('{"ui_scale": "1.25"}', "ui_scale: expected a number, found text"),
        ('{"volume": NaN}', "volume: expected a number, found NaN"),
        ('{"muted": ' + "[" * 5000 + "]" * 5000 + "}", "nested too deeply"),
    ],
)
def test_a_bad_settings_file_gives_the_defaults_and_says_which_field(text, words):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(text)
    loaded, problem = settings.load()
    assert loaded == settings.Settings()
    assert "settings.json" in problem and words in problem


@pytest.mark.parametrize("make", [bad_files.fifo, bad_files.dev_zero, bad_files.deep])
def test_a_special_settings_file_gives_the_defaults(make):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    make(path, "")
    loaded, problem = settings.load()
    assert loaded == settings.Settings() and "settings.json" in problem


@pytest.mark.parametrize("make", [bad_files.fifo, bad_files.dev_zero, bad_files.deep])
def test_a_bad_crash_report_is_passed_over(make):
    saves.crash_dir().mkdir(parents=True)
    make(saves.crash_dir() / "last-crash.json", "")
    assert saves.last_crash() is None


def test_a_crash_report_of_the_wrong_shape_is_passed_over():
    saves.crash_dir().mkdir(parents=True)
    for text in ("[1, 2]", '{"recovery": 5}'):
        (saves.crash_dir() / "last-crash.json").write_text(text)
        assert saves.last_crash() is None


def test_the_game_starts_and_exits_cleanly_with_every_kind_of_bad_file(tmp_path):
    """As a player would run it: `weavers --frames 5` with the folders full of bad files."""
    env = headless_env(tmp_path)
    folder = tmp_path / "data" / "weavers" / "saves"
    folder.mkdir(parents=True)
    good = folder / "save-good.json"
    from engine.core import record

    record.save_file(good, played(2, seed=3))
    for make in bad_files.ALL:
        make(folder / f"save-{make.__name__}.json", good.read_text())
    (tmp_path / "config" / "weavers").mkdir(parents=True)
    bad_files.fifo(tmp_path / "config" / "weavers" / "settings.json", "")
    crashes = tmp_path / "data" / "weavers" / "crashes"
    crashes.mkdir()
    bad_files.deep(crashes / "last-crash.json", "")
    shot = tmp_path / "shot.png"
    weavers = Path(sys.executable).parent / "weavers"  # the installed console script
    cmd = [str(weavers), "--frames", "5", "--screenshot", str(shot)]
    done = subprocess.run(cmd, cwd=ROOT, env=env, timeout=60, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert shot.exists()
    assert json.loads(good.read_text())["format"] == "weavers-save"  # nothing was changed
