"""Loading game content (cards, species, galaxies, levels) from TOML data files.

Content is validated when it is loaded: a malformed file raises ContentError naming the file and
the field, so a balance change can never crash the game later. TOML because people edit it.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from pathlib import Path
from typing import Any, TypeVar

from engine.core import safe_read
from engine.core.serial import StructureError, structure

T = TypeVar("T")
MAX_CONTENT_BYTES = 4 * 1024 * 1024  # the largest data file is a few tens of KiB


class ContentError(safe_read.FileProblem):
    """A content file that cannot be used: which file, which field, what is wrong."""

    def __init__(self, file: str, field: str, message: str) -> None:
        super().__init__(file, field, message)
        self.file = file


def read_toml(path: Path) -> dict[str, Any]:
    """A data file, read by the one careful reader (a regular file, size and depth capped)."""
    try:
        return safe_read.read_toml(path, MAX_CONTENT_BYTES)
    except safe_read.FileProblem as exc:
        raise ContentError(exc.source, exc.field, exc.message) from None


def parse(data: Any, cls: type[T], file: str) -> T:
    """Structure already-read data into `cls`, reporting the first problem by file and field."""
    try:
        return structure(data, cls)
    except StructureError as exc:
        path, msg = exc.problems[0]
        raise ContentError(file, path, msg) from None


def load(path: Path, cls: type[T]) -> T:
    return parse(read_toml(path), cls, path.name)


def read_bytes(path: Path) -> bytes:
    try:
        return safe_read.read_bytes(path, MAX_CONTENT_BYTES)
    except safe_read.FileProblem as exc:
        raise ContentError(exc.source, exc.field, exc.message) from None


def version_of(paths: Iterable[Path]) -> str:
    """A short fingerprint of content files, stored in saves to tell content apart."""
    h = hashlib.sha256()
    for p in sorted(paths, key=lambda p: p.name):
        h.update(p.name.encode())
        h.update(b"\0")
        h.update(read_bytes(p))
    return h.hexdigest()[:16]
