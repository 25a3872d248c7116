"""Saves made with other content, as a player meets them on the title and the Load screen, in
all three games (issue 31, item 2).

One whose moves today's rules play to its very snapshot is the same game: Continue opens it on
its board. One they do not reach (here an edited snapshot, as an older balance would give) is
never put on a board: Continue passes it over, and Load lists it as made with older game data,
opening its moves in the game's replay viewer. Before, such a snapshot went onto the board, and
Arachnid's stopped the program (a funnel of a seat no colony sits in, a spider called betax).
"""

from __future__ import annotations

import pygame
import pytest

from engine.core import record
from game import saves
from game.app import App
from scenes import games
from scenes.table.load import LoadScene
from scenes.table.title import TitleScene
from tests.client.player import button, click, frame
from tests.core.test_other_content import EDITS
from tests.fuzz_saves import MODES, other_content, played_game

GAMES = {mode: played_game(mode, 5, 30) for mode in MODES}


@pytest.fixture
def app():
    a = App((1280, 720), frames=None)
    yield a
    pygame.quit()


def _title(app: App, mode: str) -> TitleScene:
    app.pick_game(mode)
    title = TitleScene(app)
    app.scenes.push(title)
    frame(app)
    return title


def _put(name: str, text: str):
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_text(text)
    return path


@pytest.mark.parametrize("mode", MODES)
def test_continue_opens_a_save_from_other_content_that_replays_to_its_snapshot(app, mode):
    _put("save-older.json", other_content(record.dumps(GAMES[mode])))
    title = _title(app, mode)
    click(app, button(title, "Continue").rect.center)
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert board.session.state == GAMES[mode].state
    frame(app)


@pytest.mark.parametrize(("mode", "edit", "field"), EDITS, ids=[e[1].__name__ for e in EDITS])
def test_a_snapshot_today_s_rules_do_not_reach_never_reaches_a_board(app, mode, edit, field):
    path = _put("save-older.json", other_content(record.dumps(GAMES[mode]), edit))
    title = _title(app, mode)
    cont = button(title, "Continue")
    assert not cont.enabled
    click(app, cont.rect.center)  # passed over: nothing opens, nothing stops
    assert app.scenes.top is title
    click(app, button(title, "Load").rect.center)
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    frame(app)  # its row is drawn, with its reason
    (row,) = [r for r in load.rows if r.save is None]
    assert row.game.record_only and row.game.newest.path == path
    assert saves.mode_of(row.game.newest) == mode  # told as that game's record
    assert field in row.game.newest.error and "other game data" in row.game.newest.error
    click(app, row.rect.center)
    replay = app.scenes.top
    shown = games.resolve(games.get(mode).replay or "scenes.table.replay:ReplayScene")
    assert isinstance(replay, shown)
    assert replay.commands == GAMES[mode].commands  # today's rules play every one of its moves
    assert "other game data" in replay.note
    frame(app)
