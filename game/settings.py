"""The player's settings: a small JSON file in the user config dir, written atomically.

A damaged or foreign settings file never stops the game: it is reported and the defaults
are used (the file itself is left alone so nothing the player wrote is lost).
"""

from __future__ import annotations

import json
from pathlib import Path

import attrs
import platformdirs

from engine.core.record import write_atomic
from engine.core.safe_read import FileProblem, read_json
from engine.core.serial import CONVERTER, StructureError, structure

APP = "weavers"
MAX_SETTINGS_BYTES = 64 * 1024  # a settings file is a few hundred bytes
UI_SCALES = (0.8, 1.0, 1.25, 1.5)


SPEED_NAMES = ("1x", "2x", "4x", "instant")
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)  # the Settings screen's volume buttons
PALETTES = ("standard", "colour-blind")  # game.theme.PALETTES holds their colours


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
    palette: str = attrs.field(default="standard", validator=attrs.validators.in_(PALETTES))
    show_rules: bool = False  # rule references (W2.4) as small grey tags in the log
    last_game: str = "galaxy"  # the game last picked on the title (scenes.games), kept

    @ui_scale.validator
    def _scale(self, attribute, value) -> None:
        if not 0.5 <= value <= 2.0:
            raise ValueError(f"ui_scale must be between 0.5 and 2.0, not {value}")


def config_dir() -> Path:
    return Path(platformdirs.user_config_dir(APP, appauthor=False))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def load() -> tuple[Settings, str]:
    """The saved settings (or the defaults) and a problem message ('' if none)."""
    path = settings_path()
    if not path.exists() and not path.is_symlink():
        return Settings(), ""
    try:
        return structure(read_json(path, MAX_SETTINGS_BYTES, max_depth=4), Settings), ""
    except FileProblem as exc:
        return Settings(), f"{exc}; using the default settings"
    except StructureError as exc:
        field, message = exc.problems[0]
        where = f"{path.name}: {field}" if field else path.name
        return Settings(), f"{where}: {message}; using the default settings"


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
