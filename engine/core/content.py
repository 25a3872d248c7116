"""Loading game content (cards, species, galaxies, levels) from TOML data files.

Content is validated when it is loaded: a malformed file raises ContentError naming the file and
the field, so a balance change can never crash the game later. TOML because people edit it.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TypeVar

from engine.core.serial import StructureError, structure

T = TypeVar("T")


class ContentError(Exception):
    def __init__(self, file: str, field: str, message: str) -> None:
        self.file = file
        self.field = field
        self.message = message
        where = f"{file}: {field}" if field else file
        super().__init__(f"{where}: {message}")


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as f:
            return tomllib.load(f)
    except tomllib.TOMLDecodeError as exc:
        raise ContentError(path.name, "", f"not valid TOML ({exc})") from None
    except OSError as exc:
        raise ContentError(path.name, "", f"cannot be read ({exc.strerror or exc})") from None


def parse(data: Any, cls: type[T], file: str) -> T:
    """Structure already-read data into `cls`, reporting the first problem by file and field."""
    try:
        return structure(data, cls)
    except StructureError as exc:
        path, msg = exc.problems[0]
        raise ContentError(file, path, msg) from None


def load(path: Path, cls: type[T]) -> T:
    return parse(read_toml(path), cls, path.name)


def version_of(paths: Iterable[Path]) -> str:
    """A short fingerprint of content files, stored in saves to tell content apart."""
    h = hashlib.sha256()
    for p in sorted(paths, key=lambda p: p.name):
        h.update(p.name.encode())
        h.update(b"\0")
        h.update(p.read_bytes())
    return h.hexdigest()[:16]
