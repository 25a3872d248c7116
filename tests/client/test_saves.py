"""Save slots, Continue, Load, crash recovery, undo and replay, as the player meets them."""

import pygame
import pytest

from engine.core import record
from engine.core.session import Session
from engine.galaxy.commands import EndTurn, PlaceCube
from engine.galaxy.rules import GalaxyRules
from game import saves
from game.app import App
from tests.galaxy.helpers import played, weavers_game
from weavers.cli import main

RULES = GalaxyRules()


def test_saves_live_under_the_user_data_dir():
    assert "xdg-data" in str(saves.saves_dir())  # XDG_DATA_HOME points at a temp dir in tests


def test_the_autosave_ring_keeps_the_last_ten():
    s = weavers_game()
    for _ in range(13):
        s.submit(EndTurn())
        saves.autosave(s)
    tag = saves.game_tag(s.setup, s.game_id)
    autos = sorted(p.name for p in saves.saves_dir().glob("auto-*.json"))
    assert autos == [f"auto-{tag}-{n:06d}.json" for n in range(4, 14)]
    newest = saves.newest_to_continue(RULES)
    assert newest.name == autos[-1]
    assert newest.summary["turn"] == s.state.turn


def test_each_game_keeps_its_own_autosave_ring():
    old = weavers_game(seed=1)
    old.submit(EndTurn())
    first = saves.autosave(old)
    new = weavers_game(seed=2)
    for _ in range(12):  # a whole ring and more of another game
        new.submit(EndTurn())
        saves.autosave(new)
    assert first.exists()  # the older game's last autosave is still there to go back to
    autos = list(saves.saves_dir().glob("auto-*.json"))
    assert len(autos) == 11


def test_autosaves_made_before_games_had_tags_still_load_and_stay():
    legacy = saves.saves_dir() / "auto-000007.json"
    saves.autosave(played(2)).rename(legacy)
    s = weavers_game(seed=5)
    for _ in range(11):
        s.submit(EndTurn())
        saves.autosave(s)
    assert legacy.exists()
    info = next(i for i in saves.list_saves(RULES) if i.path == legacy)
    assert info.kind == "auto" and not info.error


def test_a_damaged_save_is_listed_with_its_reason_and_the_others_still_load():
    good = saves.autosave(played(2))
    bad = saves.autosave(played(3))
    bad.write_bytes(bad.read_bytes()[:500])
    damaged_bytes = bad.read_bytes()
    slots = {i.name: i for i in saves.list_saves(RULES)}
    assert slots[bad.name].error.startswith(bad.name) and "truncated" in slots[bad.name].error
    assert not slots[good.name].error and slots[good.name].summary["turn"] >= 2
    assert bad.read_bytes() == damaged_bytes  # left untouched
    # Continue falls back to the newest good autosave.
    assert saves.newest_to_continue(RULES).name == good.name


def test_quicksave_and_load_give_the_same_game():
    s = played(2)
    path = saves.quicksave(s)
    again = saves.open_save(path, RULES)
    assert again.state == s.state and again.commands == s.commands


def test_a_crash_writes_a_report_and_a_recovery_save_that_resumes():
    s = played(2)
    try:
        raise RuntimeError("boom")
    except RuntimeError as exc:
        report = saves.write_crash_report(exc, s)
    assert report.exists()
    crash = saves.last_crash()
    assert "RuntimeError: boom" in crash["error"] and crash["commands"]
    resumed = saves.open_save(crash["recovery"], RULES)
    assert resumed.state == s.state
    saves.dismiss_crash()
    assert saves.last_crash() is None


def test_the_client_turns_an_unexpected_error_into_a_report(monkeypatch):
    app = App((1280, 720), frames=3)
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})

    def broken(dt):
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(board, "update", broken)
    assert app.run() == 1
    crash = saves.last_crash()
    assert "ZeroDivisionError" in crash["error"] and "recovery" in crash


def test_undo_takes_back_moves_but_never_a_draw():
    s = weavers_game()
    before = record.dumps(s)
    place = next(c for c in RULES.legal_commands(s.state) if isinstance(c, PlaceCube))
    s.submit(place)
    assert s.can_undo().ok
    assert s.undo() == place
    assert s.state == record.loads(before, RULES).state
    assert not s.can_undo().ok
    s.submit(EndTurn())  # the next turn's draw is a random reveal
    verdict = s.can_undo()
    assert not verdict.ok and "random reveal" in verdict.reason


def test_ctrl_z_on_the_board_undoes_and_logs_it():
    app = App((1280, 720), frames=1)
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    legal = next(c for c in board.legal() if isinstance(c, PlaceCube) and c.colour == colour)
    board.issue(legal)
    app.step([], 0.016)
    assert board.session.commands == [legal]
    app.step(
        [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="")],
        0.016,
    )
    from engine.galaxy.describe import route_name

    assert board.session.commands == []
    assert board.log[-1] == f"Undone: {colour} cube on " + route_name(board.state.galaxy, legal.ref)
    pygame.quit()


def test_end_turn_on_the_board_autosaves_and_continue_resumes_it():
    app = App((1280, 720), frames=1)
    from scenes.galaxy.new_game import start_game
    from scenes.table.title import TitleScene

    board = start_game(app, 1, {"difficulty": 3})
    board.issue(EndTurn())
    app.step([], 0.016)
    saves.wait_for_writes()
    assert saves.newest_to_continue(RULES) is not None
    title = TitleScene(app)
    app.scenes.push(title)
    app.step([], 0.016)
    assert next(b for b in title.buttons if b.label == "Continue").enabled
    title._continue()
    resumed = app.scenes.top
    assert resumed.state == board.state
    pygame.quit()


def _mid_turn_board():
    """A board with one cube placed and the turn not ended (nothing autosaved yet)."""
    from scenes.galaxy.new_game import start_game

    app = App((1280, 720), frames=None)
    board = start_game(app, 1, {"difficulty": 3})
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    board.issue(next(c for c in board.legal() if isinstance(c, PlaceCube) and c.colour == colour))
    app.step([], 0.016)
    assert len(board.session.commands) == 1 and saves.newest_to_continue(RULES) is None
    return app, board


def test_closing_the_window_mid_turn_keeps_the_moves_made():
    app, board = _mid_turn_board()
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    assert app.run() == 0
    resumed = saves.open_save(saves.newest_to_continue(RULES).path, RULES)
    assert resumed.commands == board.session.commands and resumed.state == board.state


def test_replay_cli_verifies_and_reports_damage(tmp_path, capsys):
    path = tmp_path / "g.json"
    record.save_file(path, played(3))
    assert main(["replay", str(path), "--verify"]) == 0
    assert capsys.readouterr().out.startswith("OK")
    path.write_text(path.read_text()[:-40])
    assert main(["replay", str(path), "--verify"]) == 2
    out = capsys.readouterr().out.strip()
    assert out.startswith("damaged: g.json") and "\n" not in out


def test_replay_cli_says_where_a_record_diverges(tmp_path, capsys):
    import json

    from engine.core.serial import digest

    doc = json.loads(record.dumps(played(3)))
    doc["setup"]["seed"] += 1  # the same commands from another seed
    body = {k: v for k, v in doc.items() if k != "checksum"}
    body["checksum"] = digest(body)
    path = tmp_path / "d.json"
    path.write_text(json.dumps(body))
    assert main(["replay", str(path), "--verify"]) == 1
    assert "DIVERGED" in capsys.readouterr().out


@pytest.mark.parametrize("size", [(1280, 720)])
def test_load_scene_and_replay_scene_work_from_real_saves(size):
    app = App(size, frames=1)
    saves.autosave(played(2))
    bad = saves.autosave(played(3))
    bad.write_text("{}")
    from scenes.galaxy.replay import WeaversReplay as ReplayScene
    from scenes.table.load import LoadScene

    scene = LoadScene(app)
    app.scenes.push(scene)
    app.step([], 0.016)
    assert len(scene.rows) == 2
    damaged = next(row.game for row in scene.rows if row.game.damaged)
    scene.open(damaged)
    assert scene.message and app.scenes.top is scene
    good = next(row.game for row in scene.rows if not row.game.damaged)
    scene.open(good)
    board = app.scenes.top
    assert board.state.turn >= 2
    rep = ReplayScene(app, RULES, board.session.setup, board.session.commands)
    app.scenes.push(rep)
    app.step([], 0.016)
    end = rep.index
    rep.jump_turn(-1)
    assert rep.index < end and rep.state().turn <= board.state.turn
    rep.go(0)
    assert rep.state().turn == 1
    pygame.quit()


def test_a_replay_the_rules_now_refuse_stops_there_and_says_so():
    import attrs

    from scenes.galaxy.replay import WeaversReplay as ReplayScene

    app = App((1280, 720), frames=1)
    s = played(2)
    commands = list(s.commands)
    bogus = PlaceCube("red", "route", 10_000)  # refused by today's rules, as in an old save
    cut = len(commands) // 2
    older = attrs.evolve(s.setup, content_version="an-older-version")
    rep = ReplayScene(app, RULES, older, [*commands[:cut], bogus, *commands[cut:]])
    assert rep.commands == commands[:cut] and f"stops at move {cut}" in rep.note
    app.scenes.push(rep)
    rep.go(len(rep.commands))
    app.step([], 0.016)  # draws without applying the refused command
    same = ReplayScene(app, RULES, older, commands)
    assert "other game data" in same.note and same.commands == commands
    assert ReplayScene(app, RULES, s.setup, commands).note == ""
    pygame.quit()


def test_a_failed_background_autosave_is_shown_on_the_board(monkeypatch):
    app = App((1280, 720), frames=1)
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})

    def full_disk(path, text):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(record, "write_atomic", full_disk)
    board.issue(EndTurn())
    app.step([], 0.016)
    saves.wait_for_writes()
    app.step([], 0.016)
    assert "No space left" in board.toast
    assert not board.state.over or board.state.turn  # the game goes on
    pygame.quit()


def test_a_game_that_ends_mid_turn_is_saved_as_finished_at_game_over():
    from scenes.galaxy.game_over import GameOverScene

    app = App((1280, 720), frames=1)
    s = played(200)  # the random player plays on until the game ends
    assert s.state.over
    before = Session.replay(RULES, s.setup, s.commands[:-1])
    before.game_id = s.game_id  # the same game, one move earlier
    saves.autosave(before)  # the save before the end
    app.play(s)
    app.saved_commands = len(s.commands) - 1  # as when the last move won or lost the game
    assert saves.newest_to_continue(RULES) is not None
    GameOverScene(app, s)
    assert saves.newest_to_continue(RULES) is None  # Continue no longer offers it
    assert [g.finished for g in saves.list_games(RULES)] == [True]
    pygame.quit()
