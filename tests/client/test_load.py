"""The Load screen as a player uses it: games grouped, opened, expanded, finished, deleted."""

import os
import time
from pathlib import Path

import pygame
import pytest

from engine.galaxy.bots import RandomBot
from engine.galaxy.commands import EndTurn
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from scenes.board_kit.confirm import ConfirmScene
from scenes.galaxy.board import BoardScene
from scenes.galaxy.replay import WeaversReplay as ReplayScene
from scenes.table.load import LoadScene
from scenes.table.title import TitleScene
from tests.client.player import button, click, click_button, frame, open_from_title
from tests.galaxy.helpers import weavers_game

RULES = GalaxyRules()


def saved_game(seed: int, turns: int = 99, finish: bool = False, quick: bool = False):
    """A game the random player plays, autosaving after every turn (and at its end) as the
    board does; with quick, a quick save of its last position too. Returns the save paths,
    oldest first, each with its own minute (so 'newest' never depends on the disk's clock)."""
    s = weavers_game(seed=seed)
    bot = RandomBot(seed)
    paths = []
    while not s.state.over and (finish or s.state.turn <= turns):
        cmd = bot.choose(RULES, s.state)
        s.submit(cmd)
        if isinstance(cmd, EndTurn) or s.state.over:
            paths.append(saves.autosave(s))
    if quick:
        paths.append(saves.quicksave(s))
    return s, [p for p in paths if p.exists()]  # the ring may have pruned early ones


_clock = [time.time() - 100_000]


def stamp(paths: list[Path]) -> None:
    """Give these files ever later modification times, in this order."""
    for p in paths:
        _clock[0] += 60
        os.utime(p, (_clock[0], _clock[0]))


def damaged_file() -> Path:
    path = saves.saves_dir() / "save-broken.json"
    path.write_text('{"format": "weavers-save", "format_version": 2, "che')
    return path


def open_load(app: App) -> LoadScene:
    return open_from_title(app, "Load", LoadScene)


def game_rows(scene: LoadScene):
    return [row for row in scene.rows if row.save is None]


def row_of(scene: LoadScene, path: Path):
    return next(row for row in game_rows(scene) if path in [i.path for i in row.game.saves])


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_load_shows_one_row_per_game_the_game_played_last_first(size):
    app = App(size, frames=None)
    app.scenes.push(TitleScene(app))
    _, older = saved_game(11, turns=2)
    stamp(older)
    broken = damaged_file()
    stamp([broken])
    _, newer = saved_game(12, turns=3, quick=True)
    stamp(newer)
    scene = open_load(app)
    rows = game_rows(scene)
    assert len(rows) == 3 and len(scene.rows) == 3  # every save of a game folds into its row
    assert [r.game.newest.path for r in rows] == [newer[-1], broken, older[-1]]
    assert rows[0].game.newest.kind == "quick" and len(rows[0].game.saves) == len(newer)
    assert "truncated" in rows[1].game.newest.error
    assert all(app.screen.get_rect().contains(r.rect) for r in rows)
    expand = scene.row_buttons[(rows[0].game.key, "expand")]
    assert expand.label == f"Show saves ({len(newer)})"
    assert not expand.rect.colliderect(scene.row_buttons[(rows[0].game.key, "delete")].rect)
    pygame.quit()


def test_clicking_a_game_row_opens_its_newest_save_on_the_board(app):
    _, paths = saved_game(12, turns=3)
    stamp(paths)
    scene = open_load(app)
    click(app, game_rows(scene)[0].rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.session.commands == saves.open_save(paths[-1], RULES).commands


def test_show_saves_lists_the_games_saves_newest_first_and_opens_an_older_one(app):
    _, paths = saved_game(12, turns=3, quick=True)
    stamp(paths)
    _, other = saved_game(13, turns=1)
    stamp(other)
    scene = open_load(app)
    game = row_of(scene, paths[0]).game
    click(app, scene.row_buttons[(game.key, "expand")].rect.center)
    shown = [row.save.path for row in scene.rows if row.save is not None]
    assert shown == list(reversed(paths))  # only this game's, newest first
    assert scene.row_buttons[(game.key, "expand")].label == "Hide saves"
    oldest = next(row for row in scene.rows if row.save is not None and row.save.path == paths[0])
    click(app, oldest.rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.session.commands == saves.open_save(paths[0], RULES).commands
    assert board.state.turn == 2


def test_hide_saves_folds_the_game_back(app):
    _, paths = saved_game(12, turns=2)
    stamp(paths)
    scene = open_load(app)
    key = game_rows(scene)[0].game.key
    click(app, scene.row_buttons[(key, "expand")].rect.center)
    assert len(scene.rows) == 1 + len(paths)
    click(app, scene.row_buttons[(key, "expand")].rect.center)
    assert len(scene.rows) == 1


def test_a_finished_game_is_marked_finished_and_opens_its_replay(app):
    ended, paths = saved_game(3, finish=True)
    assert ended.state.over and len(paths) > 1
    stamp(paths)
    scene = open_load(app)
    row = game_rows(scene)[0]
    assert row.game.finished and row.game.newest.summary["result"] == ended.state.result
    click(app, row.rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.commands == ended.commands
    click_button(app, "Back")
    assert app.scenes.top is scene
    # An earlier autosave of the finished game opens the replay too, never the board.
    click(app, scene.row_buttons[(row.game.key, "expand")].rect.center)
    earlier = next(r for r in scene.rows if r.save is not None and not r.save.finished)
    click(app, earlier.rect.center)
    assert isinstance(app.scenes.top, ReplayScene)


def test_continue_never_offers_a_finished_game(app):
    _, unfinished = saved_game(12, turns=2)
    stamp(unfinished)
    ended, finished = saved_game(3, finish=True)
    stamp(finished)  # played last, and its earlier autosaves are not finished
    frame(app)
    title = app.scenes.top
    title.enter()
    frame(app)
    click_button(app, "Continue")
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.session.commands == saves.open_save(unfinished[-1], RULES).commands


def test_continue_is_off_when_the_only_game_is_finished(app):
    _, finished = saved_game(3, finish=True)
    stamp(finished)
    app.scenes.top.enter()
    frame(app)
    assert not button(app.scenes.top, "Continue").enabled
    click_button(app, "Continue")
    assert isinstance(app.scenes.top, TitleScene)


def test_delete_asks_first_then_removes_every_save_of_that_game_only(app):
    _, keep = saved_game(11, turns=2)
    stamp(keep)
    _, doomed = saved_game(12, turns=2, quick=True)
    stamp(doomed)
    scene = open_load(app)
    game = row_of(scene, doomed[0]).game
    click(app, scene.row_buttons[(game.key, "delete")].rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, ConfirmScene) and f"{len(doomed)} saves" in dialog.detail
    click_button(app, "Cancel")
    assert app.scenes.top is scene and all(p.exists() for p in doomed)
    click(app, scene.row_buttons[(game.key, "delete")].rect.center)
    click_button(app, f"Delete all {len(doomed)}")
    assert app.scenes.top is scene
    assert not any(p.exists() for p in doomed) and all(p.exists() for p in keep)
    assert [r.game.newest.path for r in game_rows(scene)] == [keep[-1]]


def test_a_damaged_file_says_why_never_opens_and_can_be_deleted(app):
    _, good = saved_game(11, turns=2)
    stamp(good)
    broken = damaged_file()
    stamp([broken])
    scene = open_load(app)
    row = game_rows(scene)[0]
    assert row.game.damaged
    click(app, row.rect.center)
    assert app.scenes.top is scene and broken.name in scene.message
    click(app, game_rows(scene)[1].rect.center)  # the good game still opens
    assert isinstance(app.scenes.top, BoardScene)
    app.scenes.pop()
    scene = open_load(app)
    click(app, scene.row_buttons[(game_rows(scene)[0].game.key, "delete")].rect.center)
    click_button(app, "Delete it")
    assert not broken.exists() and len(game_rows(scene)) == 1


def test_a_finished_games_turn_on_load_is_the_turn_it_ended_in():
    """Load counts a finished game's turns as Game over and the replay do (last_turn), not
    by the counter that moved on past the turn that ended it."""
    from engine.core.bots import RandomBot as AnyMove
    from engine.core.session import Session
    from engine.galaxy.state import last_turn

    s = Session.new(RULES, RULES.setup(500))
    bot = AnyMove(500)
    while not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    assert s.state.turn != last_turn(s.state)  # the counter moved on: the case that matters
    saves.autosave(s)
    (info,) = saves.list_saves(RULES)
    assert info.summary["turn"] == last_turn(s.state)


def test_show_saves_lists_a_manual_save_before_the_newer_autosaves_of_its_game(app):
    # Issue 32: a manual save made on turn 2 sank under the autosaves of every later turn.
    s = weavers_game(seed=14)
    bot = RandomBot(14)
    manual = None
    autos = []
    while not s.state.over and s.state.turn <= 5:
        cmd = bot.choose(RULES, s.state)
        s.submit(cmd)
        if isinstance(cmd, EndTurn):
            autos.append(saves.autosave(s))
            if s.state.turn == 2 and manual is None:
                manual = saves.save_manual(s)
                stamp([manual])
            stamp([autos[-1]])
    scene = open_load(app)
    game = row_of(scene, manual).game
    click(app, scene.row_buttons[(game.key, "expand")].rect.center)
    shown = [row.save for row in scene.rows if row.save is not None]
    assert shown[0].path == manual and shown[0].kind == "manual"
    assert [i.kind for i in shown[1:]] == ["auto"] * (len(shown) - 1)
    assert [i.modified for i in shown[1:]] == sorted((i.modified for i in shown[1:]), reverse=True)
    assert max(i.modified for i in shown[1:]) > shown[0].modified  # newer, yet listed after


@pytest.mark.parametrize("kind", ["quick", "manual"])
def test_a_save_made_by_hand_of_a_game_that_ended_later_opens_on_the_board(app, kind):
    s = weavers_game(seed=3)
    bot = RandomBot(3)
    by_hand, autos, turn = None, [], 0
    while not s.state.over:
        cmd = bot.choose(RULES, s.state)
        s.submit(cmd)
        if isinstance(cmd, EndTurn) or s.state.over:
            autos.append(saves.autosave(s))
            stamp([autos[-1]])
            if by_hand is None and s.state.turn == 2:
                by_hand = saves.quicksave(s) if kind == "quick" else saves.save_manual(s)
                turn = s.state.turn
                stamp([by_hand])
    scene = open_load(app)
    game = row_of(scene, by_hand).game
    assert game.finished
    click(app, scene.row_buttons[(game.key, "expand")].rect.center)
    row = next(r for r in scene.rows if r.save is not None and r.save.path == by_hand)
    assert row.save.kind == kind
    click(app, row.rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene)  # played on, not watched in the replay
    assert board.state.turn == turn and not board.state.over
