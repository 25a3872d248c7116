"""One careful reader for every file the game reads: saves, settings, crash reports, content.

Anything can sit in the player's folders under a save's name: a named pipe (reading it would
wait forever), a device or a link to one (/dev/zero never ends), a folder, a huge file, a
document nested so deep that a recursive parser runs out of stack. So a file is read only if
it is a regular file, only up to a size limit fixed before reading, and JSON only up to a
nesting depth checked before parsing. Every problem is a FileProblem naming the file and, once
the content is parsed, the field; nothing here raises anything else for bad input.
"""

from __future__ import annotations

import json
import os
import re
import stat
import time
import tomllib
from itertools import accumulate
from pathlib import Path
from typing import Any

MAX_DEPTH = 48  # the deepest real document (a save) nests about 8 levels
_O_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # a pipe that slipped past stat never blocks open
_O_BINARY = getattr(os, "O_BINARY", 0)


class FileProblem(Exception):
    """A file that cannot be used, said in one line: which file, which field, what is wrong."""

    def __init__(self, source: str, field: str, message: str) -> None:
        self.source = source
        self.field = field
        self.message = message
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {message}")


def _kind_of(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def read_bytes(path: str | Path, limit: int, source: str | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (a link is followed, but only to a
    regular file). Raises FileProblem otherwise, without waiting on or draining anything."""
    p = Path(path)
    name = source or p.name
    try:
        before = os.stat(p)  # look before opening: opening a pipe or device may block
        if not stat.S_ISREG(before.st_mode):
            raise FileProblem(name, "", f"is {_kind_of(before.st_mode)}, not a file")
        if before.st_size > limit:
            raise FileProblem(name, "", f"is too large ({before.st_size} bytes; at most {limit})")
        fd = os.open(p, os.O_RDONLY | _O_NONBLOCK | _O_BINARY)
        with os.fdopen(fd, "rb") as f:
            now = os.fstat(f.fileno())  # the name may have been swapped since the stat
            if not stat.S_ISREG(now.st_mode):
                raise FileProblem(name, "", f"is {_kind_of(now.st_mode)}, not a file")
            data = f.read(limit + 1)
    except OSError as exc:
        raise FileProblem(name, "", f"cannot be read ({exc.strerror or exc})") from None
    if len(data) > limit:
        raise FileProblem(name, "", f"is too large (more than {limit} bytes)")
    return data


def json_depth(data: bytes | str) -> int:
    """How deep the arrays and objects of a JSON text nest, counted without parsing it (so a
    document too deep for the parser is measured safely). Brackets inside strings do not count."""
    raw = data.encode("utf-8", "surrogatepass") if isinstance(data, str) else data
    brackets = _STRINGS.sub(b"", raw).translate(None, _NOT_BRACKETS)
    return max(accumulate(map(_STEP.__getitem__, brackets), initial=0))


_STRINGS = re.compile(rb'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [0] * 256
for _b in b"[{":
    _STEP[_b] = 1
for _b in b"]}":
    _STEP[_b] = -1


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name} is not a number a file of this game may hold")


def parse_json(
    data: bytes | str, source: str, max_depth: int = MAX_DEPTH, constants: bool = False
) -> Any:
    """JSON text to Python data, refusing depth beyond max_depth and NaN/Infinity. With
    `constants`, NaN and Infinity are read as the float values they name instead: a file read
    field by field (settings, the record, campaigns) then refuses the one field holding one,
    as any value of the wrong kind, and keeps the rest."""
    if json_depth(data) > max_depth:
        raise FileProblem(source, "", f"is nested too deeply (more than {max_depth} levels)")
    try:
        return json.loads(data, parse_constant=float if constants else _no_constant)
    except (ValueError, UnicodeDecodeError, RecursionError) as exc:
        raise FileProblem(source, "", f"damaged or truncated: not valid JSON ({exc})") from None


def read_json(
    path: str | Path, limit: int, max_depth: int = MAX_DEPTH, constants: bool = False
) -> Any:
    p = Path(path)
    return parse_json(read_bytes(p, limit), p.name, max_depth, constants)


def depth_of(data: Any) -> int:
    """How deep lists and dicts nest in already-parsed data (walked without recursion)."""
    deepest, todo = 0, [(data, 1)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict):
            value = list(value.values())
        if isinstance(value, list):
            deepest = max(deepest, depth)
            todo.extend((v, depth + 1) for v in value)
    return deepest


def read_toml(path: str | Path, limit: int, max_depth: int = MAX_DEPTH) -> dict[str, Any]:
    p = Path(path)
    raw = read_bytes(p, limit)
    try:
        data = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise FileProblem(p.name, "", f"not valid TOML ({exc})") from None
    except RecursionError:
        raise FileProblem(p.name, "", "is nested too deeply") from None
    if depth_of(data) > max_depth:
        raise FileProblem(p.name, "", f"is nested too deeply (more than {max_depth} levels)")
    return data


def remove_stale_temps(folder: str | Path, older_than_s: float = 60.0) -> list[Path]:
    """Delete `*.tmp` files an interrupted atomic write left in `folder` (regular files only,
    and only ones not touched for a while, so a write still under way is never cut off)."""
    removed: list[Path] = []
    try:
        entries = list(Path(folder).glob("*.tmp"))
    except OSError:
        return removed
    now = time.time()
    for p in entries:
        try:
            st = os.lstat(p)
            if stat.S_ISREG(st.st_mode) and now - st.st_mtime >= older_than_s:
                p.unlink()
                removed.append(p)
        except OSError:
            pass  # one we cannot remove only costs disk space
    return removed
