"""Motion and feel: beats in order at a speed, skipping, the display model, idle, sound."""

import pygame
import pytest

from engine.core.serial import state_hash
from engine.galaxy.commands import EndTurn
from game.app import App
from game.physics import Effects
from game.sound import Sounds, synthesise
from game.tween import Beat, BeatQueue, angle_lerp, ease_in_out
from scenes.galaxy.new_game import start_game


def test_beats_play_in_order_and_speed_scales_time():
    log = []
    q = BeatQueue()
    for name in "abc":
        q.add(
            Beat(
                1.0,
                on_start=lambda n=name: log.append(f"start {n}"),
                on_end=lambda n=name: log.append(f"end {n}"),
            )
        )
    q.update(0.5)
    assert log == ["start a"]
    q.speeds["anim"] = 2.0
    q.update(0.5)  # 1 s of beat at 2x
    assert log == ["start a", "end a", "start b"]
    q.speeds["anim"] = 0.0  # instant
    q.update(0.0)
    assert log[-1] == "end c" and not q.busy


def test_skip_finishes_every_beat_and_runs_its_end():
    ended = []
    q = BeatQueue()
    progress = []
    q.add(Beat(5.0, on_progress=progress.append, on_end=lambda: ended.append(1)))
    q.add(Beat(5.0, on_end=lambda: ended.append(2)))
    q.update(0.1)
    q.skip()
    assert ended == [1, 2] and progress[-1] == 1.0 and not q.busy


def test_weaver_beats_follow_their_own_speed():
    q = BeatQueue()
    q.speeds = {"anim": 1.0, "weavers": 0.0}
    done = []
    q.add(Beat(10.0, on_end=lambda: done.append("w"), speed_key="weavers"))
    q.update(0.01)
    assert done == ["w"]


def test_tween_helpers():
    assert ease_in_out(0) == 0 and ease_in_out(1) == 1 and 0.4 < ease_in_out(0.5) < 0.6
    assert angle_lerp(350, 10, 0.5) == pytest.approx(360)  # the short way round


def test_cosmetic_physics_never_touches_the_game_generator():
    app = App((1280, 720), frames=1)
    board = start_game(app, 5, {"difficulty": 3})
    before = (board.state.rng.state, board.state.rng.inc)
    for _ in range(120):
        app.step([], 1 / 60)
    assert board.animator.effects.rng is not None
    assert (board.state.rng.state, board.state.rng.inc) == before
    pygame.quit()


def test_the_same_commands_give_the_same_game_with_or_without_animations():
    def play(speed):
        app = App((1280, 720), frames=1)
        app.settings.anim_speed = app.settings.weavers_speed = speed
        board = start_game(app, 9, {"difficulty": 3})
        for _ in range(4):
            board.issue(EndTurn())
            for _ in range(30):
                app.step([], 1 / 60)
        h = state_hash(board.state)
        pygame.quit()
        return h

    assert play("1x") == play("instant")


def test_the_display_catches_up_and_the_board_goes_idle():
    app = App((1280, 720), frames=1)
    board = start_game(app, 2, {"difficulty": 3})
    app.step([], 1 / 60)
    assert board.animator.busy  # the opening plays
    assert len(board.log) < 6  # its lines appear beat by beat
    board.issue(EndTurn())
    app.step([], 1 / 60)
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ")], 1 / 60)
    for _ in range(200):  # motes and tumbling cubes fade
        busy = app.step([], 1 / 60)
    assert not busy and not board.animator.busy
    shown = {c: (s.system, s.target) for c, s in board.animator.swarms.items()}
    assert shown == {s.card: (s.system, s.target) for s in board.state.swarms}
    assert board.animator.black_holes == set(board.state.black_holes)
    pygame.quit()


def test_effects_settle_and_leave_nothing_to_simulate():
    fx = Effects(seed=1)
    fx.set_tray(0, 200, 100, -300)
    fx.drop_cubes([("red", (200, 0, 0)), ("blue", (0, 0, 200))], 40, -50, 24)
    fx.motes((300, 300), (150, 80, 255), 30)
    fx.debris((500, 300), (150, 80, 255), 30)
    for _ in range(30):
        fx.update(1 / 60)
    cubes = [p for p in fx.particles if p.kind == "cube"]
    assert all(p.body.position.y <= 100 for p in cubes)  # inside the tray
    for _ in range(300):
        fx.update(1 / 60)
    assert not fx.active and len(fx.space.bodies) == 0


def test_sounds_are_made_by_the_game_and_silence_is_safe(monkeypatch):
    raw = synthesise()
    assert set(raw) >= {"draw", "place", "complete", "turn", "engulf", "win", "loss"}
    assert all(len(v) > 1000 for v in raw.values())
    s = Sounds(background=False)
    s.play("engulf")  # the dummy audio driver plays it silently

    def no_device(*args, **kwargs):
        raise pygame.error("no audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    quiet = Sounds(background=False)
    assert not quiet.available
    quiet.play("win")  # no error
