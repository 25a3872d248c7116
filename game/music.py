"""A quiet music loop for each game, synthesised by the game itself (no files to ship).

Each game declares a `Theme` (its entry in scenes.games): a few chords held as a soft pad, and
an optional slow figure plucked over them. The loop of the game picked on the title, or being
played, fades in; picking another game cross-fades to its loop. Music has its own volume and
an off switch in Settings, beside the effects'. A loop is made on a worker thread the first
time it is wanted (about a second of work), so no frame waits for it; with no audio device,
or under the dummy audio driver of tests and benches, there is no music at all, so timing
checks never pay for it.
"""

from __future__ import annotations

import array
import math
import os
import threading
from collections.abc import Callable

import attrs
import pygame

from game.sound import RATE, open_mixer

FADE_MS = 1500
MIX = 0.22  # the loop's own loudness under the volume setting: it sits under the effects


@attrs.frozen
class Theme:
    """A loop: `chords` (semitones above `root`, one chord a bar of `bar` seconds) held as a
    pad, and `figure` (semitones, one note each `step` seconds, repeated) plucked over them."""

    root: float
    chords: tuple[tuple[int, ...], ...]
    bar: float = 4.0
    figure: tuple[int, ...] = ()
    step: float = 0.5
    brightness: float = 0.25  # weight of each pad note's octave


def _hz(root: float, semitones: int) -> float:
    return root * 2 ** (semitones / 12)


def compose(theme: Theme) -> bytes:
    """The loop's 16-bit mono samples. Every partial is a whole number of cycles long over
    the loop, so it repeats without a click."""
    bar_n = int(RATE * theme.bar)
    total = bar_n * len(theme.chords)
    loop_s = total / RATE
    mix = [0.0] * total
    two_pi = 2 * math.pi
    # a slow swell in and out of each bar, so the chords breathe into each other
    env = [math.sin(math.pi * (i + 0.5) / bar_n) ** 1.5 for i in range(bar_n)]
    for b, chord in enumerate(theme.chords):
        start = b * bar_n
        for semi in chord:
            f = _hz(theme.root, semi)
            w1 = two_pi * round(f * loop_s) / total  # whole cycles over the loop
            w2 = two_pi * round(2 * f * loop_s) / total
            hi = theme.brightness
            sin = math.sin
            for i in range(bar_n):
                n = start + i
                mix[n] += env[i] * (sin(w1 * n) + hi * sin(w2 * n))
    if theme.figure:
        step_n = int(RATE * theme.step)
        decay = [math.exp(-5.0 * i / step_n) * min(1.0, i / 60) for i in range(step_n)]
        for k in range(total // step_n):
            f = _hz(theme.root * 2, theme.figure[k % len(theme.figure)])
            w = two_pi * f / RATE
            at = k * step_n
            for i in range(step_n):
                mix[at + i] += 0.6 * decay[i] * math.sin(w * i)
    peak = max(1e-9, max(abs(v) for v in mix))
    return array.array("h", (int(v / peak * 32000) for v in mix)).tobytes()


class Music:
    """Plays the wanted game's loop on its own channel. `want(mode)` every frame; the loop is
    made once per game, on a worker thread, and fades in when ready."""

    def __init__(self, volume: float = 0.5, on: bool = True) -> None:
        self.volume = volume
        self.on = on
        self.themes: Callable[[str], Theme | None] = lambda mode: None  # set by the table
        self.enabled = os.environ.get("SDL_AUDIODRIVER", "") != "dummy"
        self._loops: dict[str, pygame.mixer.Sound] = {}
        self._making: set[str] = set()
        self._playing = ""  # the game whose loop is on the channel
        self._channel: pygame.mixer.Channel | None = None

    def want(self, mode: str) -> None:
        """The loop of this game should be playing (or none, while music is off)."""
        if not self.enabled:
            return
        target = mode if self.on and self.volume > 0 else ""
        if target == self._playing:
            return
        if target and target not in self._loops:
            self._make(target)
            if target not in self._loops:
                return  # still being made: the old loop plays on until it is ready
        self._switch(target)

    def set(self, volume: float, on: bool) -> None:
        self.volume, self.on = volume, on
        if self._playing:  # the sound's own volume: a fade-in would undo the channel's
            self._loops[self._playing].set_volume(self.volume * MIX)

    def _make(self, mode: str) -> None:
        theme = self.themes(mode)
        if theme is None or mode in self._making:
            return
        self._making.add(mode)

        def work() -> None:
            try:
                channels = open_mixer()
                raw = compose(theme)
                if channels == 2:
                    mono = array.array("h", raw)
                    raw = array.array("h", (v for v in mono for _ in range(2))).tobytes()
                self._loops[mode] = pygame.mixer.Sound(buffer=raw)
            except (pygame.error, OSError, TypeError):
                self.enabled = False  # no audio device: no music, never an error

        threading.Thread(target=work, name=f"music-{mode}", daemon=True).start()

    def _switch(self, mode: str) -> None:
        try:
            if self._channel is not None:
                self._channel.fadeout(FADE_MS)
            self._channel = None
            if mode:
                loop = self._loops[mode]
                loop.set_volume(self.volume * MIX)  # a fade-in would undo a channel's volume
                self._channel = loop.play(loops=-1, fade_ms=FADE_MS)
        except pygame.error:
            self.enabled = False
            return
        self._playing = mode
