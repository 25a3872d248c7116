"""The game record and the save format.

A game is its setup plus the ordered list of accepted commands. A save holds that record, a
snapshot of the state (fast to load), the snapshot's hash (so replay can be checked against it)
and a checksum over the whole document (so a damaged file is caught before anything is used).
Saves are plain JSON: never pickle, never eval.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs

from engine.core.commands import Command, Event
from engine.core.serial import (
    CONVERTER,
    StructureError,
    canonical_json,
    digest,
    state_hash,
    structure,
)
from engine.core.session import ReplayError, Rules, Session, Setup

FORMAT = "weavers-save"
FORMAT_VERSION = 2
MAX_SAVE_BYTES = 32 * 1024 * 1024


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 2 added the time of saving and a summary for the load screen to the meta."""
    meta = dict(doc.get("meta") or {})
    meta.setdefault("saved_at", "")
    meta.setdefault("summary", {})
    return {**doc, "meta": meta, "format_version": 2}


# Upgrades from an older format version n to n + 1, applied in order on load.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


class SaveError(Exception):
    """A save that cannot be used, said in one line: which file, which field, what is wrong."""

    def __init__(self, source: str, field: str, message: str) -> None:
        self.source = source
        self.field = field
        self.message = message
        where = f"{source}: {field}" if field else source
        super().__init__(f"{where}: {message}")


@attrs.define
class LoadedGame:
    setup: Setup
    commands: list[Command]
    state: Any
    state_hash: str
    meta: dict[str, Any]
    format_version: int


def _document_body(session: Session[Any], meta: dict[str, Any] | None) -> dict[str, Any]:
    rules = session.rules
    full_meta = {
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": _summary(rules, session.state),
        "notes": dict(session.notes),
        **(meta or {}),
    }
    return {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "game": rules.name,
        "meta": full_meta,
        "setup": CONVERTER.unstructure(session.setup),
        "commands": [rules.commands.unstructure(c, CONVERTER) for c in session.commands],
        "state": CONVERTER.unstructure(session.state),
        "state_hash": state_hash(session.state),
    }


def _summary(rules: Rules[Any], state: Any) -> dict[str, Any]:
    summarise = getattr(rules, "summary", None)
    return dict(summarise(state)) if summarise else {}


def dumps(session: Session[Any], meta: dict[str, Any] | None = None) -> str:
    """The save document of a session, as JSON text."""
    body = _document_body(session, meta)
    body["checksum"] = digest(body)
    return json.dumps(body, separators=(",", ":"))


def _require(doc: dict[str, Any], key: str, kind: type, source: str) -> Any:
    if key not in doc:
        raise SaveError(source, key, "missing")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(source, key, f"expected {kind.__name__}, found {type(value).__name__}")
    return value


def _structure(data: Any, cls: type, source: str, field: str) -> Any:
    try:
        return structure(data, cls)
    except StructureError as exc:
        path, msg = exc.problems[0]
        raise SaveError(source, f"{field}.{path}" if path else field, msg) from None


def loads(text: str | bytes, rules: Rules[Any], source: str = "<save>") -> LoadedGame:
    """Read a save document. Any problem raises SaveError naming the source and field."""
    if len(text) > MAX_SAVE_BYTES:
        raise SaveError(source, "", f"file is too large ({len(text)} bytes) to be a save")
    try:
        doc = json.loads(text)
    except (ValueError, UnicodeDecodeError) as exc:
        raise SaveError(source, "", f"damaged or truncated: not valid JSON ({exc})") from None
    if not isinstance(doc, dict):
        raise SaveError(source, "", "not a save file (expected a JSON object)")
    if doc.get("format") != FORMAT:
        raise SaveError(source, "format", f"not a save file of this game (expected {FORMAT!r})")
    version = _require(doc, "format_version", int, source)
    if version > FORMAT_VERSION:
        raise SaveError(
            source,
            "format_version",
            f"made by a newer version of the game (format {version}; this one reads up to "
            f"{FORMAT_VERSION})",
        )
    checksum = _require(doc, "checksum", str, source)
    body = {k: v for k, v in doc.items() if k != "checksum"}
    if digest(body) != checksum:
        raise SaveError(source, "checksum", "the file is damaged (its checksum does not match)")
    if version < 1:
        raise SaveError(source, "format_version", f"unknown format version {version}")
    while version < FORMAT_VERSION:
        body = MIGRATIONS[version](body)
        version += 1
    game = _require(body, "game", str, source)
    if game != rules.name:
        raise SaveError(source, "game", f"a save of {game!r}, not of {rules.name!r}")
    setup = _structure(_require(body, "setup", dict, source), Setup, source, "setup")
    commands = []
    for i, raw in enumerate(_require(body, "commands", list, source)):
        try:
            commands.append(rules.commands.structure(raw, CONVERTER))
        except Exception as exc:  # any malformed command is reported, never raised raw
            raise SaveError(source, f"commands[{i}]", str(exc) or type(exc).__name__) from None
    raw_state = _require(body, "state", dict, source)
    state = _structure(raw_state, rules.state_class, source, "state")
    # The hash seals the snapshot as it was written; a field the game's state gained since
    # then comes in at its default, so the loaded state is hashed afresh for what follows.
    if digest(raw_state) != _require(body, "state_hash", str, source):
        raise SaveError(source, "state", "the snapshot does not match its hash")
    saved_hash = state_hash(state)
    validate = getattr(rules, "validate", None)
    if validate is not None:
        try:
            problems = validate(state)
        except Exception as exc:  # a snapshot too broken to even check
            problems = [f"cannot be checked ({type(exc).__name__}: {exc})"]
        if problems:
            raise SaveError(source, "state", f"inconsistent: {problems[0]}")
    meta = _require(body, "meta", dict, source)
    notes = meta.setdefault("notes", {})
    if not isinstance(notes, dict) or not all(isinstance(k, str) for k in notes):
        raise SaveError(source, "meta.notes", "must be an object")
    if not meta.get("summary"):
        meta["summary"] = _summary(rules, state)
    return LoadedGame(setup, commands, state, saved_hash, meta, doc["format_version"])


def session_from(loaded: LoadedGame, rules: Rules[Any]) -> Session[Any]:
    """A live session from a loaded save (the snapshot, not a replay)."""
    session = Session(rules, loaded.setup, loaded.state, list(loaded.commands))
    session.notes = dict(loaded.meta.get("notes") or {})
    return session


@attrs.define
class Rebuilt:
    """A record played again from its setup: the game it gives, and what happened on the way."""

    session: Session[Any]
    events: list[list[Event]]  # one list per command that replayed, in order
    refused: ReplayError | None = None  # the first command the rules refused, if any


def rebuild(rules: Rules[Any], setup: Setup, commands: list[Command]) -> Rebuilt:
    """Replay a record once, keeping each command's events. A refused command (a record an
    older version made) ends the replay there instead of raising, so callers can still use
    the part that plays."""
    session = Session.new(rules, setup)
    events: list[list[Event]] = []
    for i, cmd in enumerate(commands):
        outcome = session.submit(cmd)
        if not outcome.ok:
            return Rebuilt(session, events, ReplayError(i, cmd, outcome.verdict))
        events.append(outcome.events)
    return Rebuilt(session, events)


def resume(loaded: LoadedGame, rules: Rules[Any]) -> Session[Any]:
    """A session to go on playing a save: the snapshot, plus what only the record can tell.

    One replay gives both the events so far (the log a player saw) and where undo must stop
    (the last draw or other random reveal, as in live play). It checks nothing yet: `verify`
    compares the replayed state with the snapshot.
    """
    session = session_from(loaded, rules)
    replayed = rebuild(rules, loaded.setup, loaded.commands)
    session.opening = replayed.session.opening
    session.history = replayed.events
    if replayed.refused is None:  # else the barrier stays at the loaded position: no undo
        session.barrier = replayed.session.barrier
    return session


@attrs.frozen
class ReplayReport:
    ok: bool
    message: str
    diverged_at: int | None = None


def verify(loaded: LoadedGame, rules: Rules[Any]) -> ReplayReport:
    """Replay the record from its seed and compare the result with the saved snapshot."""
    replayed = rebuild(rules, loaded.setup, loaded.commands)
    if replayed.refused is not None:
        return ReplayReport(False, str(replayed.refused), replayed.refused.index)
    got = state_hash(replayed.session.state)
    if got != loaded.state_hash:
        return ReplayReport(
            False,
            f"replaying {len(loaded.commands)} commands gives state {got[:12]}, "
            f"the save says {loaded.state_hash[:12]}",
            len(loaded.commands),
        )
    return ReplayReport(True, f"OK: {len(loaded.commands)} commands replay to the saved state")


def load_file(path: str | Path, rules: Rules[Any]) -> LoadedGame:
    p = Path(path)
    try:
        size = p.stat().st_size
        if size > MAX_SAVE_BYTES:
            raise SaveError(p.name, "", f"file is too large ({size} bytes) to be a save")
        data = p.read_bytes()
    except OSError as exc:
        raise SaveError(p.name, "", f"cannot be read ({exc.strerror or exc})") from None
    return loads(data, rules, source=p.name)


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


def save_file(path: str | Path, session: Session[Any], meta: dict[str, Any] | None = None) -> None:
    write_atomic(path, dumps(session, meta))


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "LoadedGame",
    "Rebuilt",
    "ReplayReport",
    "SaveError",
    "canonical_json",
    "dumps",
    "load_file",
    "loads",
    "rebuild",
    "resume",
    "save_file",
    "session_from",
    "verify",
    "write_atomic",
]
