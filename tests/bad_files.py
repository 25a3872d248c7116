"""Bad files a player's folders may hold, made on demand (shared by tests and the fuzz test)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path

from engine.core import record
from engine.core.serial import digest
from tests.core.helpers import reseal


def fifo(path: Path, good: str) -> None:
    os.mkfifo(path)


def dev_zero(path: Path, good: str) -> None:
    path.symlink_to("/dev/zero")


def folder(path: Path, good: str) -> None:
    path.mkdir()


def dangling(path: Path, good: str) -> None:
    path.symlink_to(path.parent / "no-such-file")


def deep(path: Path, good: str) -> None:
    path.write_text('{"format": "weavers-save", "a": ' + "[" * 100_000 + "]" * 100_000 + "}")


def huge(path: Path, good: str) -> None:
    with path.open("wb") as f:
        f.truncate(record.MAX_SAVE_BYTES + 1)  # sparse: nothing on disk, too much in memory


def _resealed(change: Callable[[dict], None]) -> Callable[[Path, str], None]:
    def make(path: Path, good: str) -> None:
        doc = json.loads(good)
        change(doc)
        doc["state_hash"] = digest(doc["state"])
        path.write_text(reseal(doc))

    make.__name__ = change.__name__
    return make


def summary_text(doc: dict) -> None:
    doc["meta"]["summary"] = "turn 3"


def summary_turn_list(doc: dict) -> None:
    doc["meta"]["summary"]["turn"] = [1, 2]


def route_to_999(doc: dict) -> None:
    doc["state"]["galaxy"]["routes"][0]["b"] = 999


def unknown_species(doc: dict) -> None:
    doc["state"]["species"] = "nobody"


def base_on_missing_system(doc: dict) -> None:
    doc["state"]["bases"].append(999)


def settled_abc(doc: dict) -> None:
    doc["state"]["planets"][0]["settled"] = "abc"


def setup_species(doc: dict) -> None:
    doc["setup"]["options"]["species"] = "nobody"


RESEALED = [
    _resealed(f)
    for f in (
        summary_text,
        summary_turn_list,
        route_to_999,
        unknown_species,
        base_on_missing_system,
        settled_abc,
        setup_species,
    )
]
SPECIAL = [fifo, dev_zero, folder, dangling, deep, huge]
ALL = SPECIAL + RESEALED
