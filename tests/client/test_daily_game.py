"""The daily game (issue 30 item 6) in every game, from the title: today's seed at level 3,
the first game of the day counted, replays practice, the result and the streak on the
Statistics tab."""

from __future__ import annotations

from datetime import date

import pytest

from engine.core import daily
from game import daily_record, player_record
from scenes import games
from scenes.table.statistics import StatisticsScene
from tests.client.player import (
    button,
    click_button,
    close,
    drawn_words,
    frame,
    pick_game,
    play_out,
    title_app,
)

DAY = date(2026, 11, 27)


@pytest.fixture
def app(monkeypatch):
    monkeypatch.setattr(daily_record, "today", lambda: DAY)
    a = title_app(keep_record=True)
    yield a
    close(a)


@pytest.mark.parametrize("mode", ["galaxy", "swarm", "arachnid"])
def test_the_daily_game_starts_today_s_seed_once_counted_then_as_practice(app, mode):
    title = app.scenes.top
    pick_game(app, mode)
    click_button(app, "Daily game")
    board = app.scenes.top
    setup = board.session.setup
    assert setup.seed == daily.seed_for(DAY) == 20261127
    assert setup.options["daily"] == "2026-11-27" and setup.options["difficulty"] == 3
    [counted] = player_record.load().record.daily
    assert (counted.mode, counted.day, counted.result) == (mode, "2026-11-27", "")
    app.scenes.pop()  # back to the title; the day's attempt is spent
    frame(app)
    assert app.scenes.top is title
    click_button(app, "Daily game")
    again = app.scenes.top.session.setup
    assert again.seed == setup.seed and "daily" not in again.options  # the same game, practice
    assert "practice" in app.notice
    assert len(player_record.load().record.daily) == 1


def test_the_counted_daily_game_s_result_and_streak_reach_game_over_and_statistics(app):
    record = player_record.load().record
    record.daily.append(player_record.DailyEntry("swarm", "2026-11-26", "won"))
    player_record.save(record)
    pick_game(app, "swarm")
    click_button(app, "Daily game")
    board = app.scenes.top
    play_out(app, games.call(games.get("swarm").mouse_player, app, board))
    over = app.scenes.top
    result = board.state.result
    streak = 2 if result == "won" else 0
    assert over.daily_line == f"Daily game of 2026-11-27: {result}. Daily streak: {streak}."
    assert any(words == over.daily_line for words, _ in over.notes())
    assert player_record.load().record.daily[-1].result == result
    frame(app)
    assert button(over, "Play again").enabled
    app.scenes.push(StatisticsScene(app))
    scene = app.scenes.top
    scene.mode = "swarm"
    texts = set(drawn_words(app))
    assert {"Daily game today", f"{result}, streak {streak}"} <= texts
