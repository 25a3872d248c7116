"""A damaged settings file never costs the player a choice (issue 31, item 1).

The player chose colour-blind colours, a quieter volume, a larger interface and The Weavers'
opponents at 2x; then one field of settings.json went bad (or the whole file did). Each of the
26 kinds below is started as a player starts the game: the bad field alone goes back to its
default, the good ones stay, the title says so once (OK puts it away), the original is kept as
settings.json.damaged-<when>, and picking another game on the title or starting a Space Swarm
or Arachnid game (both written to the settings since they change the picked game) keeps every
choice, by clicks.
"""

from __future__ import annotations

import json
import os

import pygame
import pytest

from game import settings
from game.app import App
from scenes.table.title import TitleScene
from tests.client.player import button, card, click, frame

CHOSEN = {"palette": "colour-blind", "volume": 0.25, "ui_scale": 1.25, "weavers_speed": "2x"}


def _with(**bad) -> str:
    return json.dumps({**CHOSEN, **bad})


# kind -> (the file's text, the field that goes back to its default; None: the whole file)
FIELD_KINDS = {
    "scale as a word": (_with(ui_scale="big"), "ui_scale"),
    "scale out of range": (_with(ui_scale=9), "ui_scale"),
    "scale null": (_with(ui_scale=None), "ui_scale"),
    "fullscreen as text": (_with(fullscreen="no"), "fullscreen"),
    "fullscreen as a number": (_with(fullscreen=1), "fullscreen"),
    "animation speed unknown": (_with(anim_speed="9x"), "anim_speed"),
    "animation speed as a number": (_with(anim_speed=2), "anim_speed"),
    "muted as text": (_with(muted="yes"), "muted"),
    "muted as a list": (_with(muted=[True]), "muted"),
    "show rules as an object": (_with(show_rules={"on": True}), "show_rules"),
    "last game unknown": (_with(last_game="nope"), "last_game"),
    "last game as a number": (_with(last_game=3), "last_game"),
    "a field this game does not have": (_with(colour="red"), "colour"),
    # NaN and Infinity are one bad field like any other (issue 40 item 3): json.dumps writes
    # them as the bare words NaN, Infinity and -Infinity
    "scale Infinity": (_with(ui_scale=float("inf")), "ui_scale"),
    "music volume -Infinity": (_with(music_volume=float("-inf")), "music_volume"),
    "muted NaN": (_with(muted=float("nan")), "muted"),
    "window NaN": (_with(window=float("nan")), "window"),
}
# the chosen values themselves cannot all survive these: the field is the chosen one
CHOSEN_BAD = {
    "palette unknown": (json.dumps({**CHOSEN, "palette": "purple"}), "palette"),
    "volume above the top": (json.dumps({**CHOSEN, "volume": 1.5}), "volume"),
    "volume as a word": (json.dumps({**CHOSEN, "volume": "loud"}), "volume"),
    "opponents' speed unknown": (json.dumps({**CHOSEN, "weavers_speed": "fast"}), "weavers_speed"),
    "volume NaN": (_with(volume=float("nan")), "volume"),
}
WHOLE_FILE = {
    "broken JSON": '{"palette": "colour-blind", "volume": 0.2',
    "a list, not an object": "[1, 2, 3]",
    "empty": "",
    "nested too deeply": '{"muted": ' + "[" * 50 + "]" * 50 + "}",
}
ALL = {**FIELD_KINDS, **CHOSEN_BAD, **{k: (v, None) for k, v in WHOLE_FILE.items()}}


def test_there_are_26_damaged_settings_kinds():
    assert len(ALL) == 26


def _write(text: str) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def _damaged_copies() -> list:
    return sorted(settings.config_dir().glob("settings.json.damaged-*"))


def _kept(field: str | None) -> dict:
    """What the player chose that must still be in use (all of it but the bad field)."""
    if field is None:
        return {}
    return {k: v for k, v in CHOSEN.items() if k != field}


@pytest.mark.parametrize("kind", list(ALL))
def test_a_bad_field_falls_back_alone_and_the_file_is_kept_beside(kind):
    text, field = ALL[kind]
    _write(text)
    loaded, said = settings.load()
    default = settings.Settings()
    for name, value in _kept(field).items():
        assert getattr(loaded, name) == value, name
    if field in settings.LABELS:
        assert getattr(loaded, field) == getattr(default, field)
    if field is None:
        assert loaded == default
    # told in words, naming the file and the field
    assert "settings.json" in said
    if field is not None:
        assert field in said and "other settings are kept" in said
        if field in settings.LABELS:
            assert settings.LABELS[field] in said
    # the original beside, byte for byte; the file in place holds what is in use now
    (copy,) = _damaged_copies()
    assert copy.read_text() == text
    on_disk = json.loads(settings.settings_path().read_text())
    assert on_disk == json.loads(json.dumps(settings.CONVERTER.unstructure(loaded)))
    # said once: the next start finds a good file and says nothing
    again, said_again = settings.load()
    assert again == loaded and said_again == "" and len(_damaged_copies()) == 1


@pytest.mark.parametrize("make", ["fifo", "folder", "huge"])
def test_a_settings_file_that_is_no_file_is_set_aside_too(make):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if make == "fifo":
        os.mkfifo(path)
    elif make == "folder":
        path.mkdir()
    else:
        path.write_text(" " * (settings.MAX_SETTINGS_BYTES + 1))
    loaded, said = settings.load()
    assert loaded == settings.Settings() and "settings.json" in said
    assert len(_damaged_copies()) == 1 and path.is_file()


def test_a_settings_folder_that_cannot_be_written_keeps_the_file_and_says_so(monkeypatch):
    _write(_with(ui_scale="big"))

    def refused(path):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(settings, "set_aside", refused)
    loaded, said = settings.load()
    assert loaded.palette == "colour-blind" and "could not be set aside" in said
    assert json.loads(settings.settings_path().read_text())["ui_scale"] == "big"


# --- by clicks: the title, its game picker, and starting the other games --------------------


@pytest.fixture
def damaged_start():
    def start(kind: str) -> tuple[App, TitleScene]:
        _write(ALL[kind][0])
        app = App((1280, 720), frames=None)
        title = TitleScene(app)
        app.scenes.push(title)
        frame(app)
        return app, title

    yield start
    pygame.quit()


def _on_disk() -> dict:
    return json.loads(settings.settings_path().read_text())


@pytest.mark.parametrize("kind", list(FIELD_KINDS))
def test_picking_another_game_on_the_title_keeps_the_player_s_choices(damaged_start, kind):
    app, title = damaged_start(kind)
    assert "settings.json" in app.notice
    wanted = _kept(FIELD_KINDS[kind][1])
    for mode in ("swarm", "arachnid", "galaxy"):
        click(app, card(title, mode).center)
        assert app.game_mode == mode
        assert {k: _on_disk()[k] for k in wanted} == wanted
        assert _on_disk()["last_game"] == mode
    assert app.settings.palette == "colour-blind" and app.settings.volume == 0.25


def test_the_title_tells_once_and_ok_puts_it_away(damaged_start, monkeypatch):
    from game import draw

    app, title = damaged_start("scale as a word")
    drawn: list[str] = []
    real = draw.rendered

    def recording(words, size, colour, bold=False):
        drawn.append(words)
        return real(words, size, colour, bold)

    monkeypatch.setattr(draw, "rendered", recording)
    frame(app)
    assert any("Interface size" in line for line in drawn)  # on screen, in player words
    click(app, title.seen.rect.center)
    assert app.notice == ""
    pygame.quit()
    again = App((1280, 720), frames=None)  # the next start: nothing to say
    assert again.notice == "" and again.settings.palette == "colour-blind"


@pytest.mark.parametrize("mode", ["swarm", "arachnid"])
@pytest.mark.parametrize("kind", ["scale as a word", "last game unknown", "broken JSON"])
def test_starting_space_swarm_or_arachnid_keeps_the_player_s_choices(damaged_start, kind, mode):
    app, title = damaged_start(kind)
    wanted = _kept(ALL[kind][1])
    click(app, card(title, mode).center)
    click(app, button(title, "New game").rect.center)
    new_game = app.scenes.top
    click(app, new_game.start.rect.center)
    assert type(app.scenes.top).__name__ in ("SwarmBoard", "ArachnidBoard")
    frame(app)
    disk = _on_disk()
    assert {k: disk[k] for k in wanted} == wanted and disk["last_game"] == mode
    assert len(_damaged_copies()) == 1


def test_every_setting_has_words_for_the_player():
    assert set(settings.LABELS) == {a.name for a in settings.attrs.fields(settings.Settings)}
