"""The Review screen: the chart fills in from the workers while the frames go on, its points
open the replay there (by mouse and by keys), a second look is instant, leaving stops the
workers."""

from __future__ import annotations

import time

import pygame
import pytest

from engine.core.chances import Plan
from game import saves
from scenes import games
from scenes.table.replay import ReplayScene
from tests.client.player import click, click_button, drawn_words, frame, press
from tests.core.review_games import played

REVIEW = "scenes.table.review"


@pytest.fixture
def small(monkeypatch):
    """Two play-outs a point: the screen's work, quickly."""
    import importlib

    module = importlib.import_module(REVIEW)
    monkeypatch.setattr(module, "PLAN", Plan(first=2, step=2, margin=0.0, cap=2))
    return module


def open_review(app, session):
    entry = games.for_rules(session.rules)
    app.scenes.push(entry.open("game_over", app, session))
    frame(app)
    click_button(app, "Review")
    return app.scenes.top


def until_done(app, scene, most: float = 240.0) -> list[float]:
    """Frames until the review is done; each frame's time on the draw thread (ms)."""
    times = []
    deadline = time.monotonic() + most
    while scene.result is None and time.monotonic() < deadline:
        t = time.perf_counter()
        frame(app)
        times.append((time.perf_counter() - t) * 1000)
        time.sleep(0.01)
    assert scene.result is not None, scene.problem
    return times


def test_the_chart_fills_in_then_a_click_on_a_point_opens_the_replay_there(app, small):
    session = played("arachnid")
    scene = open_review(app, session)
    assert isinstance(scene, small.ReviewScene)
    words = drawn_words(app)
    assert any(
        w.startswith("Working out your chances") or w == "Replaying the game..." for w in words
    )
    until_done(app, scene)
    frame(app)
    words = " ".join(drawn_words(app))
    assert (
        "Chances if the rest were played by the game's own player, from 2 play-outs each" in words
    )
    assert "Where your chances fell" in words
    units = [p["round"] for p in scene.result["points"]]
    chart = [i for _, i in scene.point_rects[: len(units) + 1]]
    assert chart == list(range(len(units) + 1))  # a point a round, and the game's end
    turning = scene.result["turning_points"]
    assert len(scene.point_rects) == len(units) + 1 + len(turning)  # each turning point too
    rect, i = scene.point_rects[3]
    click(app, rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    assert replay.index == scene.result["points"][3]["command"]
    click_button(app, "Back")
    assert app.scenes.top is scene


def test_by_keys_tab_to_a_point_and_enter_opens_the_replay(app, small):
    session = played("arachnid")
    scene = open_review(app, session)
    until_done(app, scene)
    frame(app)
    for _ in range(60):
        press(app, pygame.K_TAB)
        from game import key_focus

        now = key_focus.focus.current
        if now is not None and now.label == "round 2":
            break
    else:
        raise AssertionError("Tab never reached round 2")
    press(app, pygame.K_RETURN)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene)
    rounds = [p["round"] for p in scene.result["points"]]
    assert replay.index == scene.result["points"][rounds.index(2)]["command"]
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is scene
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is not scene


def test_a_second_look_is_instant_it_was_kept_with_the_save(app, small):
    session = played("arachnid")
    scene = open_review(app, session)
    until_done(app, scene)
    first = scene.result
    click_button(app, "Back")
    click_button(app, "Review")
    again = app.scenes.top
    assert again is not scene and again.result == first and again.job is None
    assert list((saves.data_dir() / "reviews").glob("*.json"))


def test_leaving_mid_work_stops_the_workers(app, monkeypatch):
    session = played("galaxy")
    scene = open_review(app, session)
    deadline = time.monotonic() + 120
    while scene.job is None and time.monotonic() < deadline:
        frame(app)
        time.sleep(0.02)
    assert scene.job is not None
    pool = app.lookahead_pool
    processes = list(pool.executor._processes.values())
    press(app, pygame.K_ESCAPE)
    assert pool.closed and pool.stop.is_set()
    deadline = time.monotonic() + 30
    while any(p.is_alive() for p in processes) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(p.is_alive() for p in processes)


def test_closing_the_window_mid_review_stops_the_workers_at_once():
    """The window closes without waiting for the play-outs still queued."""
    from game.app import App
    from scenes.table.review import ReviewScene

    session = played("galaxy")
    app = App((1280, 720), frames=40)
    app.scenes.push(ReviewScene(app, session.rules, session.setup, session.commands))
    started = time.monotonic()
    assert app.run() == 0
    pool = app.lookahead_pool
    assert pool.closed and pool.stop.is_set()
    assert time.monotonic() - started < 60
