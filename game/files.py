"""What the game does with a file of the player's it cannot use: it is never deleted (it is the
player's), only renamed out of the way so a fresh one can take its place. Nothing here imports
pygame."""

from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path


def _stamp() -> str:
    return datetime.now().strftime("%Y%m%d-%H%M%S")


def set_aside(path: Path) -> Path:
    """Rename a damaged file to `<name>.damaged-<when>` (numbered if that is taken) and return
    the new path. Raises OSError when it cannot be renamed."""
    target = path.with_name(f"{path.name}.damaged-{_stamp()}")
    k = 1
    while target.exists() or target.is_symlink():
        k += 1
        target = path.with_name(f"{path.name}.damaged-{_stamp()}-{k}")
    os.rename(path, target)
    return target
