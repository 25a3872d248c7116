"""Every game started is its own (issue 40 item 4): two games with the same setup (a second
practice run of the daily game, or any two games started with the same seed and options)
shared one autosave ring, so the second game's autosaves took the first's names and its
unfinished game was gone. Each started game carries an id of its own, kept in its saves and
across Load and Continue; its autosaves are named and pruned by it, and Load lists each game
on its own. Parametrised over every registered game."""

from __future__ import annotations

import json
from datetime import date

import pytest

from engine import modes
from engine.core import record
from engine.core.bots import RandomBot
from engine.core.session import Session
from game import daily_record, saves
from game.app import App
from scenes import games as table
from scenes.table.title import TitleScene
from tests.client.player import click_button, close, frame, pick_game, title_app
from tests.core.helpers import reseal

MODES = modes.names()


def _play(mode: str, seed: int, bot_seed: int, moves: int) -> Session:
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(seed, difficulty=3))
    bot = RandomBot(bot_seed)
    while len(session.commands) < moves and not session.state.over:
        session.submit(bot.choose(rules, session.state))
    return session


def _same_setup_two_ways(mode: str) -> tuple[Session, Session]:
    """Two games of one setup whose sixth moves differ (the random player, two seeds)."""
    first = _play(mode, 11, 1, 6)
    for other in range(2, 40):
        second = _play(mode, 11, other, 6)
        if second.commands != first.commands:
            return first, second
    raise AssertionError("no second way to play the same setup")


@pytest.mark.parametrize("mode", MODES)
def test_two_games_with_one_setup_keep_their_own_autosaves(mode):
    first, second = _same_setup_two_ways(mode)
    assert first.setup == second.setup
    a = saves.autosave(first)
    b = saves.autosave(second)
    assert a != b and a.exists() and b.exists()
    assert record.load_file(a, first.rules).commands == first.commands
    games = saves.list_games(first.rules)
    assert len(games) == 2
    assert sorted(len(g.saves) for g in games) == [1, 1]


@pytest.mark.parametrize("mode", MODES)
def test_a_second_game_with_one_setup_never_prunes_the_first_s_ring(mode):
    first, second = _same_setup_two_ways(mode)
    made = saves.autosave(first)
    rules, bot = second.rules, RandomBot(5)
    for _ in range(saves.AUTOSAVE_RING + 2):
        if second.state.over:
            break
        second.submit(bot.choose(rules, second.state))
        saves.autosave(second)
    assert made.exists()


@pytest.mark.parametrize("mode", MODES)
def test_a_game_keeps_its_id_through_a_save_and_a_load(mode):
    first, _ = _same_setup_two_ways(mode)
    path = saves.autosave(first)
    again = saves.open_save(path, first.rules)
    assert again.game_id == first.game_id != ""
    assert saves.autosave_path(again) == path  # its next autosaves join its own ring


@pytest.mark.parametrize("mode", MODES)
def test_a_save_from_before_games_had_ids_keeps_its_ring(mode):
    """An autosave written before (no id in it) goes on in the ring named from its setup."""
    first, _ = _same_setup_two_ways(mode)
    doc = json.loads(record.dumps(first))
    del doc["meta"]["game_id"]
    old_tag = saves.game_tag(first.setup)
    path = saves.saves_dir() / f"auto-{old_tag}-{len(first.commands):06d}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(reseal(doc))
    again = saves.open_save(path, first.rules)
    assert again.game_id == "" and saves.autosave_path(again) == path


@pytest.mark.parametrize("bad", [3, "x" * 65, "not/an-id", None])
def test_a_save_whose_game_id_is_damaged_is_refused_naming_the_field(bad):
    first, _ = _same_setup_two_ways(MODES[0])
    doc = json.loads(record.dumps(first))
    doc["meta"]["game_id"] = bad
    with pytest.raises(record.SaveError) as err:
        record.loads(reseal(doc), first.rules, "x.json")
    assert err.value.field == "meta.game_id"


# --- by the title: two practice runs of the daily game ----------------------------------------

DAY = date(2026, 11, 27)


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(daily_record, "today", lambda: DAY)
    a = title_app(keep_record=True)
    yield a
    close(a)


def _daily_run(app: App, bot_seed: int) -> Session:
    """Daily game from the title, three moves of the random player, saved, back to the title."""
    click_button(app, "Daily game")
    board = app.scenes.top
    session = board.session
    bot = RandomBot(bot_seed)
    for _ in range(3):
        session.submit(bot.choose(session.rules, session.state))
    app.save_unsaved()
    saves.wait_for_writes()
    while not isinstance(app.scenes.top, TitleScene):
        app.scenes.pop()
    frame(app)
    return session


@pytest.mark.parametrize("mode", [e.mode for e in table.playable() if e.has("daily")])
def test_a_second_practice_daily_game_keeps_the_first_s_saves(app, mode):
    pick_game(app, mode)
    _daily_run(app, 1)  # the day's counted game
    first = _daily_run(app, 2)  # practice
    second = _daily_run(app, 3)  # practice again: the same setup
    assert first.setup == second.setup and first.game_id != second.game_id
    listed = saves.list_games(first.rules)
    practice = [g for g in listed if json.loads(g.key)["options"].get("daily") is None]
    assert len(practice) == 2
    kept = [saves.open_save(g.newest.path, first.rules).commands for g in practice]
    assert first.commands in kept and second.commands in kept
