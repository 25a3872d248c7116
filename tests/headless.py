"""The environment a child process of the game runs in, in the tests and the benches."""

from __future__ import annotations

import os
from pathlib import Path


def headless_env(folder: Path, inherit: bool = True) -> dict[str, str]:
    """No window, no sound, no pygame banner; the player's data and settings in `folder`
    (data/ and config/). `inherit`: on top of this process's environment; without it, only
    PATH is kept, so nothing of the machine's setup leaks in."""
    base = dict(os.environ) if inherit else {"PATH": "/usr/bin:/bin"}
    return {
        **base,
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        "XDG_DATA_HOME": str(folder / "data"),
        "XDG_CONFIG_HOME": str(folder / "config"),
    }
