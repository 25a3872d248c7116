"""Files: checking, before a long run starts, that a path given on the command line can be
written, and writing a file whole or not at all."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path


def writable_dir(name: str) -> Path:
    """The folder `name`, made if missing; ValueError says in words why it cannot be used."""
    if not name:
        raise ValueError("needs a folder name")
    path = Path(name)
    if path.exists() and not path.is_dir():
        raise ValueError("is not a folder")
    try:
        path.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ValueError(f"cannot be made ({exc.strerror or exc})") from None
    if not os.access(path, os.W_OK | os.X_OK):
        raise ValueError("cannot be written to")
    return path


def writable_path(name: str) -> Path:
    """A file that may be written at `name`: not a folder or a device, its folder writable."""
    if not name:
        raise ValueError("needs a file name")
    path = Path(name)
    if path.is_dir():
        raise ValueError("is a folder, not a file")
    if path.exists() and not path.is_file():
        raise ValueError("is not a regular file")
    folder = path.parent if str(path.parent) else Path(".")
    try:
        writable_dir(str(folder))
    except ValueError as exc:
        raise ValueError(f"its folder {str(folder)!r} {exc}") from None
    if path.exists() and not os.access(path, os.W_OK):
        raise ValueError("cannot be written to")
    return path


def write_atomic(path: str | Path, text: str) -> None:
    """Write text so that the file is either the old one or the whole new one, never half."""
    p = Path(path)
    p.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=p.name + ".", suffix=".tmp", dir=p.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
