"""Each game's quiet music loop: made by the game, seamless, its own volume and switch in
Settings (by clicks), the picked game's loop playing, and none at all under the dummy audio
driver of tests and benches."""

from __future__ import annotations

import array
import math

import pygame
import pytest

from game import settings
from game.app import App
from game.music import Music, Theme, compose
from game.sound import RATE
from scenes import games
from scenes.table.settings import SettingsScene
from tests.client.player import click, frame

GAMES = [e.mode for e in games.entries() if e.available]


@pytest.mark.parametrize("mode", GAMES)
def test_every_game_has_a_quiet_loop_of_whole_bars_that_repeats_without_a_click(mode):
    theme = games.music_theme(mode)
    assert theme is not None, f"{mode} has no music"
    samples = array.array("h", compose(theme))
    assert len(samples) == int(RATE * theme.bar) * len(theme.chords)
    assert 30000 <= max(abs(v) for v in samples) <= 32767  # full scale: the mix sets loudness
    # The loop's end runs into its start: the last step is no bigger than the loudest step.
    jump = abs(samples[0] - samples[-1])
    largest = max(abs(samples[i + 1] - samples[i]) for i in range(len(samples) - 1))
    assert jump <= largest


def test_the_three_games_sound_apart():
    themes = [games.music_theme(m) for m in GAMES]
    assert len({(t.root, t.chords, t.figure) for t in themes}) == len(themes)


class _Channel:
    def __init__(self, sound):
        self.sound, self.volume, self.faded = sound, None, False

    def set_volume(self, v):
        self.volume = v

    def fadeout(self, ms):
        self.faded = True


class _Sound:
    def __init__(self, name):
        self.name, self.volume = name, None

    def set_volume(self, v):
        self.volume = v

    def play(self, loops=0, fade_ms=0):
        assert loops == -1  # a loop, not a one-off
        return _Channel(self)


def test_the_picked_games_loop_plays_and_switches_and_stops_when_turned_off():
    music = Music(volume=0.5, on=True)
    music.enabled = True  # as with a real audio device
    music._loops = {m: _Sound(m) for m in GAMES}
    music.want(GAMES[0])
    first = music._channel
    assert first.sound.name == GAMES[0] and 0 < first.sound.volume < 0.5  # under the effects
    music.want(GAMES[1])  # another game picked: cross-fade
    assert first.faded and music._channel.sound.name == GAMES[1]
    second = music._channel
    music.set(0.5, on=False)
    music.want(GAMES[1])
    assert second.faded and music._channel is None


def test_under_the_dummy_audio_driver_no_music_is_made():
    music = Music()
    music.themes = lambda mode: Theme(root=110.0, chords=((0,),))
    music.want(GAMES[0])
    assert not music.enabled and music._making == set() and music._channel is None


def test_settings_set_the_music_volume_and_switch_by_clicks_and_keep_them():
    app = App((1280, 720), frames=None)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    frame(app)
    click(app, scene.music_buttons[1].rect.center)  # 25 %
    assert app.settings.music_volume == settings.VOLUMES[1] == app.music.volume
    assert scene.music_switch.label == "Music: on"
    click(app, scene.music_switch.rect.center)
    assert app.settings.music is False and app.music.on is False
    frame(app)
    assert scene.music_switch.label == "Music: off"
    kept = settings.load()[0]
    assert kept.music is False and math.isclose(kept.music_volume, settings.VOLUMES[1])
    pygame.quit()
