"""Short sound effects, synthesised by the game itself at start-up (no files to ship).

If there is no audio device the game stays silent without an error. Volume and mute come
from the settings.
"""

from __future__ import annotations

import array
import math
import random
import threading

import pygame

RATE = 22050


def open_mixer() -> int:
    """Open the mixer (mono at RATE, unless it is open already) and return its number of
    channels; raises pygame.error when there is no audio device."""
    spec = pygame.mixer.get_init()
    if spec is None:
        pygame.mixer.init(frequency=RATE, size=-16, channels=1)
        spec = pygame.mixer.get_init()
    if spec is None:
        raise pygame.error("the mixer did not open")
    return spec[2]


EFFECTS = ("draw", "place", "complete", "turn", "engulf", "win", "loss", "error")


def _tone(
    freqs: list[tuple[float, float]],
    length: float,
    decay: float = 6.0,
    noise: float = 0.0,
    volume: float = 0.5,
    sweep: float = 0.0,
) -> bytes:
    """Sum of sine partials (freq, amplitude) with an exponential decay and optional noise."""
    rng = random.Random(len(freqs) * 1000 + int(length * 1000))  # the same sound every run
    n = int(RATE * length)
    out = array.array("h")
    for i in range(n):
        t = i / RATE
        env = math.exp(-decay * t) * min(1.0, t * 200)
        f_shift = 1.0 + sweep * t
        v = sum(a * math.sin(2 * math.pi * f * f_shift * t) for f, a in freqs)
        if noise:
            v += noise * (rng.random() * 2 - 1)
        out.append(int(max(-1.0, min(1.0, v * env * volume)) * 32767))
    return out.tobytes()


def _arpeggio(notes: list[float], step: float, volume: float = 0.45) -> bytes:
    parts = [_tone([(f, 1.0), (f * 2, 0.3)], step * 2.5, decay=5.0, volume=volume) for f in notes]
    n_step = int(RATE * step) * 2  # bytes per step (16-bit)
    total = bytearray(n_step * (len(notes) - 1) + max(len(p) for p in parts))
    mix = array.array("h", bytes(len(total)))
    for k, p in enumerate(parts):
        src = array.array("h", p)
        off = k * n_step // 2
        for i, v in enumerate(src):
            mix[off + i] = max(-32767, min(32767, mix[off + i] + v))
    return mix.tobytes()


def synthesise() -> dict[str, bytes]:
    """The raw 16-bit mono samples of every effect."""
    return {
        "draw": _tone([(660, 1.0), (990, 0.4)], 0.12, decay=30, noise=0.15, volume=0.35),
        "place": _tone([(440, 1.0), (880, 0.25)], 0.09, decay=40, volume=0.4),
        "complete": _arpeggio([523.3, 659.3, 784.0], 0.07),
        "turn": _tone([(180, 1.0), (270, 0.5)], 0.35, decay=7, noise=0.05, volume=0.25, sweep=0.8),
        "engulf": _tone(
            [(55, 1.0), (82, 0.7), (41, 0.6)], 1.2, decay=2.5, noise=0.35, volume=0.5, sweep=-0.3
        ),
        "win": _arpeggio([523.3, 659.3, 784.0, 1046.5], 0.12, volume=0.5),
        "loss": _arpeggio([392.0, 311.1, 261.6, 196.0], 0.16, volume=0.45),
        "error": _tone([(150, 1.0), (155, 1.0)], 0.18, decay=12, volume=0.3),
    }


class Sounds:
    """The game's sound effects. Made on a worker thread so start-up does not wait for them;
    a sound asked for before they are ready is skipped."""

    def __init__(
        self, volume: float = 0.7, muted: bool = False, background: bool | None = True
    ) -> None:
        """background=True: make the sounds on a worker thread now; False: now, here; None:
        later, when start_loading() is called (the app does that after its first frame)."""
        self.volume = volume
        self.muted = muted
        self.sounds: dict[str, pygame.mixer.Sound] = {}
        self.available = False
        self._loading = False
        if background is True:
            self.start_loading()
        elif background is False:
            self._load()

    def start_loading(self) -> None:
        if not self._loading:
            self._loading = True
            threading.Thread(target=self._load, name="sounds", daemon=True).start()

    def _load(self) -> None:
        try:
            channels = open_mixer()
            for name, raw in synthesise().items():
                if channels == 2:  # some devices only open in stereo
                    mono = array.array("h", raw)
                    stereo = array.array("h", (v for v in mono for _ in range(2)))
                    raw = stereo.tobytes()
                self.sounds[name] = pygame.mixer.Sound(buffer=raw)
            self.available = True
        except (pygame.error, OSError, TypeError):
            self.sounds = {}  # no audio device: stay silent, never fail

    def play(self, name: str) -> None:
        if self.muted or not self.available:
            return
        sound = self.sounds.get(name)
        if sound is not None:
            sound.set_volume(self.volume)
            sound.play()
