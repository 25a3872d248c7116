"""Fuzzing the saves folder: mutated and resealed saves, damaged bytes, deep, huge and special
files among good saves of all three games, some claiming other content. The title, Continue
and the Load screen always work, every good save still loads as its game, and a bad file is
either listed as damaged (or as a record of an older game) with its name or loads as exactly
the game it was made from (a change that does not touch the game, such as its meta).
bench/fuzz_saves.py runs the same mutations thousands of times and counts the outcomes."""

import os
import tempfile
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import record
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from scenes.table.load import LoadScene
from scenes.table.title import TitleScene
from tests import bad_files
from tests.client.player import frame
from tests.fuzz_saves import hypothesis_draw, other_content, played_game, resealed_mutant
from tests.galaxy.helpers import played

RULES = GalaxyRules()
GAMES = [
    *(played(turns, seed) for turns, seed in ((2, 3), (3, 4), (1, 5))),
    played_game("swarm", 5, 20),
    played_game("arachnid", 5, 20),
]
GOOD = [record.dumps(s) for s in GAMES]
SPECIAL = {f.__name__: f for f in bad_files.SPECIAL}


@pytest.fixture(scope="module")
def app():
    a = App((1280, 720), frames=None)
    yield a
    pygame.quit()


def bad_file(data, folder: Path, i: int) -> tuple[Path, int | None]:
    """One bad file; returns it and which good game it was made from (None if none)."""
    name = data.draw(st.sampled_from([f"save-bad-{i}.json", f"auto-0000000{i}-00009{i}.json"]))
    path = folder / name
    kind = data.draw(st.sampled_from(["resealed", "resealed", "bytes", *SPECIAL]))
    if kind in SPECIAL:
        SPECIAL[kind](path, "")
        return path, None
    source = data.draw(st.integers(0, len(GOOD) - 1))
    if kind == "resealed":
        good = other_content(GOOD[source]) if data.draw(st.booleans()) else GOOD[source]
        path.write_text(resealed_mutant(good, hypothesis_draw(data)))
    else:
        raw = bytearray(GOOD[source].encode())
        for _ in range(data.draw(st.integers(1, 4))):
            raw[data.draw(st.integers(0, len(raw) - 1))] = data.draw(st.integers(0, 255))
        path.write_bytes(bytes(raw))
    return path, source


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(st.data())
def test_bad_files_among_good_saves_never_stop_the_title_continue_or_load(app, data):
    with tempfile.TemporaryDirectory() as tmp:
        old_env = os.environ["XDG_DATA_HOME"]
        os.environ["XDG_DATA_HOME"] = tmp
        try:
            check_folder(app, data)
        finally:
            os.environ["XDG_DATA_HOME"] = old_env


def check_folder(app: App, data) -> None:
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    good = []
    for i, text in enumerate(GOOD):
        path = folder / f"save-good-{i}.json"
        path.write_text(text)
        os.utime(path, (1_000_000 + i, 1_000_000 + i))
        good.append(path)
    bad = [bad_file(data, folder, i) for i in range(data.draw(st.integers(1, 4)))]

    infos = {info.path: info for info in saves.list_saves(RULES)}
    for path, game in zip(good, GAMES, strict=True):
        assert not infos[path].error
        assert saves.open_save(path, RULES).state == game.state
    for path, source in bad:
        info = infos[path]
        if info.error:
            assert info.error.startswith(path.name + ":")
            continue
        assert source is not None  # a special file never loads
        loaded = record.load_file(path, saves.rules_of(path, RULES))  # then as that game
        # (its record may rarely be another legal history to the same position: a cube of
        # another colour in an "any" slot, later swapped; the replay check proves it legal)
        assert loaded.state == GAMES[source].state

    while len(app.scenes):
        app.scenes.pop()
    app.scenes.push(TitleScene(app))
    frame(app)
    title = app.scenes.top
    assert title.continue_from is not None and not title.continue_from.error
    resumed = saves.open_save(title.continue_from.path, RULES)
    assert any(resumed.state == g.state for g in GAMES)
    load = LoadScene(app)
    app.scenes.push(load)
    frame(app)
    assert load.rows  # drawn
    listed = {info.path for game in load.games for info in game.saves}
    assert set(good) <= listed and {path for path, _ in bad} <= listed
