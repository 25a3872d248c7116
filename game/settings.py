"""The player's settings: a small JSON file in the user config dir, written atomically.

A damaged settings file never stops the game and never costs the player a choice: each field
is read on its own, so one bad value (a wrong kind, a speed or colour this game has no name
for, a game it does not host) falls back to its default alone while the good ones are kept.
When anything was wrong the original is set aside beside it as `settings.json.damaged-<when>`
(game.files, as campaign.json and the record are), the file is written again with the values
in use, and the player is told once, in words, which setting went back to its default. A file
that cannot be read at all (not JSON, not an object, a pipe, too large) gives the defaults and
is set aside the same way.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs
import platformdirs

from engine.core.files import write_atomic
from engine.core.safe_read import FileProblem, read_json
from engine.core.serial import CONVERTER, StructureError, structure
from game.files import set_aside

APP = "weavers"
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes
UI_SCALES = (0.8, 1.0, 1.25, 1.5)


SPEED_NAMES = ("1x", "2x", "4x", "instant")
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)  # the Settings screen's volume buttons
PALETTES = ("standard", "colour-blind")  # game.theme.PALETTES holds their colours
WINDOW_SIZES = ("1280x720", "1600x900", "1920x1080")  # the Settings screen's window sizes


def window_size(name: str) -> tuple[int, int]:
    """'1600x900' as (1600, 900)."""
    w, h = name.split("x")
    return int(w), int(h)


@attrs.define
class Settings:
    ui_scale: float = attrs.field(default=1.0)
    fullscreen: bool = False
    anim_speed: str = attrs.field(default="1x", validator=attrs.validators.in_(SPEED_NAMES))
    weavers_speed: str = attrs.field(default="1x", validator=attrs.validators.in_(SPEED_NAMES))
    volume: float = attrs.field(
        default=0.75,  # one of VOLUMES, so the Settings screen shows it chosen
        validator=attrs.validators.and_(attrs.validators.ge(0.0), attrs.validators.le(1.0)),
    )
    muted: bool = False
    music_volume: float = attrs.field(
        default=0.5,  # one of VOLUMES; the loop is mixed well under the effects (game.music)
        validator=attrs.validators.and_(attrs.validators.ge(0.0), attrs.validators.le(1.0)),
    )
    music: bool = True  # each game's quiet music loop (game.music)
    palette: str = attrs.field(default="standard", validator=attrs.validators.in_(PALETTES))
    show_rules: bool = False  # rule references (W2.4) as small grey tags in the log
    ask_costly: bool = True  # a move whose preview costs what matters asks first
    last_game: str = "galaxy"  # the game last picked on the title (scenes.games), kept
    # The window's size when the game opens without --size (chosen in Settings).
    window: str = attrs.field(default="1280x720", validator=attrs.validators.in_(WINDOW_SIZES))

    @ui_scale.validator
    def _scale(self, attribute, value) -> None:
        if not 0.5 <= value <= 2.0:
            raise ValueError(f"ui_scale must be between 0.5 and 2.0, not {value}")


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


# The settings in the player's words, for what is said about a damaged file.
LABELS = {
    "ui_scale": "Interface size",
    "fullscreen": "Full screen",
    "anim_speed": "Animation speed",
    "weavers_speed": "Opponents' speed",
    "volume": "Volume",
    "muted": "Mute",
    "music_volume": "Music volume",
    "music": "Music",
    "palette": "Colours",
    "show_rules": "Show rule references",
    "ask_costly": "Ask before costly moves",
    "last_game": "the game picked on the title",
    "window": "Window size",
}


def _games() -> list[str]:
    from engine import modes  # the games this table hosts (their `--mode` names)

    return modes.names()


def _read_fields(data: dict[str, Any]) -> tuple[Settings, list[tuple[str, str]]]:
    """The settings from a parsed file, field by field: each bad or unknown field is left at
    its default and named with what is wrong, the others are kept."""
    kept: dict[str, Any] = {}
    problems: list[tuple[str, str]] = []
    known = {a.name: a for a in attrs.fields(Settings)}
    for name, value in data.items():
        if name not in known:
            problems.append((str(name), "not a setting this game has"))
            continue
        try:
            one = structure({name: value}, Settings)  # the field's kind and validator
        except StructureError as exc:
            problems.append((name, exc.problems[0][1]))
            continue
        if name == "last_game" and value not in _games():
            problems.append((name, f"no game called {value!r} is played here"))
            continue
        kept[name] = getattr(one, name)
    return Settings(**kept), problems


def _set_aside(path: Path) -> str:
    """Keep the damaged original beside the settings; what to tell the player about it."""
    try:
        kept = set_aside(path)
    except OSError as exc:
        return f"It could not be set aside ({exc.strerror or exc}), so it was left as it was."
    return f"The old file was kept as {kept.name}."


def load() -> tuple[Settings, str]:
    """The saved settings (or the defaults) and what to tell the player ('' when all is well).

    A damaged file is repaired here, once: its original set aside, the settings in use
    written in its place, so the next start is quiet and no later write (a game picked on
    the title, a speed changed on a board) can throw a good choice away."""
    path = settings_path()
    if not path.exists() and not path.is_symlink():
        return Settings(), ""
    try:
        data = read_json(path, MAX_SETTINGS_BYTES, max_depth=4, constants=True)
        if not isinstance(data, dict):
            raise FileProblem(path.name, "", "is not a settings file (expected an object)")
    except FileProblem as exc:
        loaded = Settings()
        said = f"Your settings could not be read ({exc}), so the defaults are in use."
    else:
        loaded, problems = _read_fields(data)
        if not problems:
            return loaded, ""
        said = _damage_words(path.name, problems)
    said = f"{said} {_set_aside(path)}"
    problem = save(loaded) if not path.exists() and not path.is_symlink() else ""
    return loaded, f"{said} {problem}".strip()


def _damage_words(name: str, problems: list[tuple[str, str]]) -> str:
    """The bad fields in the player's words, naming the file and each field."""
    why = "; ".join(f"{field}: {reason}" for field, reason in problems)
    reset = [LABELS[field] for field, _ in problems if field in LABELS]
    unknown = [f"'{field}'" for field, _ in problems if field not in LABELS]
    said = []
    if reset:
        what = _listed(reset) + (" is" if len(reset) == 1 else " are")
        said.append(f"{what} back to {'its default' if len(reset) == 1 else 'their defaults'}")
    if unknown:
        said.append(
            f"{_listed(unknown)}, unknown here, {'was' if len(unknown) == 1 else 'were'} left out"
        )
    settings = "setting" if len(problems) == 1 else "settings"
    return (
        f"{len(problems)} {settings} could not be used ({name}: {why}): {'; '.join(said)}. "
        "Your other settings are kept."
    )


def _listed(words: list[str]) -> str:
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + f" and {words[-1]}"


def save(settings: Settings) -> str:
    """Write the settings; '' when done, else what went wrong in plain words (a folder that
    cannot be written must not end the game: the settings stay in use until it quits)."""
    try:
        write_atomic(settings_path(), json.dumps(CONVERTER.unstructure(settings), indent=2))
    except OSError as exc:
        return f"Settings could not be saved: {exc.strerror or exc}"
    return ""


def next_speed(settings: Settings) -> Settings:
    """The board's speed button: animations and the opponents' beats both go to the next
    speed (1x, 2x, 4x, instant, then 1x again)."""
    nxt = SPEED_NAMES[(SPEED_NAMES.index(settings.weavers_speed) + 1) % len(SPEED_NAMES)]
    return attrs.evolve(settings, weavers_speed=nxt, anim_speed=nxt)
