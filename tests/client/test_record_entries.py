"""A bad entry in the player's record is left out alone (issue 40 item 2): a won daily game
whose day is "2026-02-30", "not a date" or carries a time was accepted at load and stopped
Statistics in the streak on every visit. The record is checked entry by entry when it is
read: a bad entry (or field) is named by file and field and left out, the rest is kept, and
the file as it was is kept beside as stats.json.damaged-<when>. Statistics opens on every
game's tab."""

from __future__ import annotations

import json
from datetime import date

import pygame
import pytest

from game import daily_record, player_record
from game.app import App
from scenes import games
from scenes.table.statistics import StatisticsScene
from scenes.table.title import TitleScene
from tests.client.player import click_button, frame, pick_game

DAY = date(2026, 11, 27)
GOOD_GAME = {
    "game": "abc",
    "result": "won",
    "cause": "expansion",
    "species": "auren",
    "level": 2,
    "turns": 9,
}
GOOD_TABLE = {
    "mode": "swarm",
    "game": "def",
    "result": "lost",
    "level": 1,
    "rivals": 2,
    "rounds": 7,
}
BAD_DAYS = ["2026-02-30", "not a date", "2026-11-26T10:00:00", "2026-11-26 10:00", "26-11-2026"]


def _write(data: dict) -> None:
    path = player_record.record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data))


def _record(daily: list, **more) -> dict:
    return {
        "format": "weavers-record",
        "version": 2,
        "games": [GOOD_GAME],
        "table": [GOOD_TABLE],
        "milestones": {"first_win": "2026-11-01T10:00:00"},
        "daily": daily,
        **more,
    }


def _damaged_copies() -> list:
    return sorted(player_record.record_path().parent.glob("stats.json.damaged-*"))


@pytest.mark.parametrize("day", BAD_DAYS)
def test_a_daily_entry_with_an_impossible_day_is_left_out_and_the_rest_kept(day):
    good = {"mode": "swarm", "day": "2026-11-26", "result": "won"}
    _write(_record([good, {"mode": "swarm", "day": day, "result": "won"}]))
    before = player_record.record_path().read_text()
    loaded = player_record.load()
    record = loaded.record
    assert [d.day for d in record.daily] == ["2026-11-26"]
    assert [g.game for g in record.games] == ["abc"] and [t.game for t in record.table] == ["def"]
    assert record.milestones == {"first_win": "2026-11-01T10:00:00"}
    assert "stats.json" in loaded.problem and "daily[1].day" in loaded.problem
    assert "the rest" in loaded.problem
    (copy,) = _damaged_copies()
    assert copy.read_text() == before and copy.name in loaded.problem
    assert daily_record.streak(record, "swarm", DAY) == 1
    again = player_record.load()  # the file was written again: the next read is sound
    assert again.record.daily == record.daily and len(_damaged_copies()) == 1


@pytest.mark.parametrize(
    ("entries", "field"),
    [
        ({"games": [GOOD_GAME, {**GOOD_GAME, "turns": -1}]}, "games[1].turns"),
        ({"games": [GOOD_GAME, 7]}, "games[1]"),
        ({"table": [GOOD_TABLE, {**GOOD_TABLE, "result": "draw"}]}, "table[1].result"),
        ({"daily": [{"mode": "swarm", "day": 20261126}]}, "daily[0].day"),
        ({"milestones": {"first_win": "2026-11-01T10:00:00", "x": 3}}, "milestones.x"),
        ({"campaigns_won": ["c1", None]}, "campaigns_won[1]"),
        ({"games": [GOOD_GAME, {**GOOD_GAME, "level": float("nan")}]}, "games[1].level"),
    ],
)
def test_any_bad_entry_is_left_out_alone_and_named(entries, field):
    _write({**_record([]), **entries})
    loaded = player_record.load()
    assert field in loaded.problem and "stats.json" in loaded.problem
    assert [g.game for g in loaded.record.games] == ["abc"]
    assert [t.game for t in loaded.record.table] == ["def"]


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(daily_record, "today", lambda: DAY)
    a = App((1280, 720), frames=None, keep_record=True)
    a.scenes.push(TitleScene(a))
    frame(a)
    yield a
    pygame.quit()


@pytest.mark.parametrize("mode", [e.mode for e in games.playable() if e.statistics])
def test_statistics_opens_with_an_impossible_daily_day_in_the_record(app, mode):
    days = [{"mode": e.mode, "day": "2026-02-30", "result": "won"} for e in games.playable()]
    _write(_record(days))
    pick_game(app, mode)
    click_button(app, "Statistics")
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene) and scene.mode == mode
    for _ in range(3):
        frame(app)  # the tab with its daily line and streak drawn
    assert "daily[0].day" in scene.notice
