"""Tweens and a queue of beats: animations played one after another, at a chosen speed.

Game-agnostic: a Beat is a duration plus callbacks for its start, its progress (0..1) and its
end. The queue plays them in order; `skip` finishes everything at once (the end callbacks
still run, so the screen ends in the right state).
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable

import attrs

SPEEDS = {"1x": 1.0, "2x": 2.0, "4x": 4.0, "instant": 0.0}


def ease_in_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


def ease_out_back(t: float, overshoot: float = 1.70158) -> float:
    """Ease out past the end and settle back: a pop, a shockwave that overshoots."""
    t = max(0.0, min(1.0, t))
    c = overshoot
    return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2


def ease_out_elastic(t: float) -> float:
    """Spring past the end a few times, each smaller, and rest on 1."""
    t = max(0.0, min(1.0, t))
    if t in (0.0, 1.0):
        return t
    return 2 ** (-10 * t) * math.sin((t * 10 - 0.75) * (2 * math.pi / 3)) + 1


def lerp(a: float, b: float, t: float) -> float:
    return a + (b - a) * t


def lerp_point(a: tuple[float, float], b: tuple[float, float], t: float) -> tuple[float, float]:
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


def angle_lerp(a: float, b: float, t: float) -> float:
    """Turn from angle a to b (degrees) the short way round."""
    d = (b - a + 180.0) % 360.0 - 180.0
    return a + d * t


def arc_point(a, b, t: float, lift: float) -> tuple[float, float]:
    """A point on a gentle arc from a to b (for things in flight)."""
    x, y = lerp_point(a, b, t)
    return (x, y - lift * math.sin(math.pi * t))


@attrs.define
class Beat:
    duration: float
    on_start: Callable[[], None] | None = None
    on_progress: Callable[[float], None] | None = None
    on_end: Callable[[], None] | None = None
    speed_key: str = "anim"  # which speed setting applies ("anim" or "weavers")
    elapsed: float = 0.0
    started: bool = False


class BeatQueue:
    def __init__(self) -> None:
        self.queue: deque[Beat] = deque()
        self.speeds = {"anim": 1.0, "weavers": 1.0}

    def __len__(self) -> int:
        return len(self.queue)

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    def add(self, beat: Beat) -> None:
        self.queue.append(beat)

    def _start(self, beat: Beat) -> None:
        beat.started = True
        if beat.on_start:
            beat.on_start()

    def _finish(self, beat: Beat) -> None:
        if not beat.started:
            self._start(beat)
        if beat.on_progress:
            beat.on_progress(1.0)
        if beat.on_end:
            beat.on_end()

    def update(self, dt: float) -> None:
        """Advance by dt seconds; beats at 'instant' speed (or of no length) finish at once."""
        budget = dt
        while self.queue:
            beat = self.queue[0]
            speed = self.speeds.get(beat.speed_key, 1.0)
            if not beat.started:
                self._start(beat)
            if speed <= 0 or beat.duration <= 0:
                self._finish(self.queue.popleft())
                continue
            beat.elapsed += budget * speed
            if beat.elapsed >= beat.duration:
                leftover = (beat.elapsed - beat.duration) / speed
                self._finish(self.queue.popleft())
                budget = leftover
                if budget <= 0:
                    break
                continue
            if beat.on_progress:
                beat.on_progress(beat.elapsed / beat.duration)
            break

    def skip(self) -> None:
        """Play everything to its end now (Space or Esc)."""
        while self.queue:
            self._finish(self.queue.popleft())
