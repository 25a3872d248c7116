"""The game record and the save format.

A game is its setup plus the ordered list of accepted commands. A save holds that record, a
snapshot of the state (fast to load), the snapshot's hash (so replay can be checked against it)
and a checksum over the whole document (so a damaged file is caught before anything is used).
Saves are plain JSON: never pickle, never eval.

Every save is checked by playing its record again, whatever content (cards, boards, numbers:
`setup.content_version`) it names. A save made with other content than today's is replayed
under today's content and accepted only if it arrives at the very snapshot it holds: then it
is the same game under today's rules, and plays on. If it does not (a balance change since
moved a number the game used, or the file was edited), it is an OtherContent: refused for the
board with its reason, and offered as a record of the old game, whose moves the replay viewer
shows as far as today's rules play them. A snapshot today's rules cannot reach is therefore
never put on a board (where its pieces could name a colour or a card the board does not know),
and no save is refused by a crash: anything the rules raise is a SaveError naming the field.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs

from engine.core.commands import Command, Event
from engine.core.files import write_atomic
from engine.core.game_titles import title_of
from engine.core.safe_read import FileProblem, parse_json, read_bytes
from engine.core.serial import (
    CONVERTER,
    StructureError,
    canonical_json,
    digest,
    kind_of,
    state_hash,
    structure,
)
from engine.core.session import ReplayError, Rules, Session, Setup, snapshot

FORMAT = "weavers-save"
FORMAT_VERSION = 2
MAX_SAVE_BYTES = 32 * 1024 * 1024
# The game a save belongs to when it names none: saves before the second game were all this.
DEFAULT_GAME = "weavers"


def _v1_to_v2(doc: dict[str, Any]) -> dict[str, Any]:
    """Format 2 added the time of saving and a summary for the load screen to the meta."""
    meta = dict(doc.get("meta") or {})
    meta.setdefault("saved_at", "")
    meta.setdefault("summary", {})
    return {**doc, "meta": meta, "format_version": 2}


# Upgrades from an older format version n to n + 1, applied in order on load.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


class SaveError(FileProblem):
    """A save that cannot be used, said in one line: which file, which field, what is wrong."""


class RecordMismatch(SaveError):
    """A save whose record does not play to its snapshot (or whose setup or commands the rules
    refuse): well-formed, but not one game."""


class OtherContent(RecordMismatch):
    """A save made with other content than today's whose record today's rules do not play to
    its snapshot: never a game to play on, only a record of the old game to watch. It carries
    that record (`setup`, `commands`), for the replay viewer."""

    def __init__(
        self, source: str, field: str, message: str, setup: Setup, commands: list[Command]
    ) -> None:
        super().__init__(source, field, message)
        self.setup = setup
        self.commands = commands


@attrs.define
class LoadedGame:
    setup: Setup
    commands: list[Command]
    state: Any
    state_hash: str
    meta: dict[str, Any]
    format_version: int
    # The record played again while loading (the check), kept so resuming need not replay it
    # a second time (None only for a LoadedGame made by hand).
    rebuilt: Rebuilt | None = None


def _document_body(session: Session[Any], meta: dict[str, Any] | None) -> dict[str, Any]:
    rules = session.rules
    full_meta = {
        "saved_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "summary": _summary(rules, session.state),
        "notes": dict(session.notes),
        "game_id": session.game_id,
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


_KINDS = {int: "a whole number", str: "text", dict: "an object", list: "a list"}


def _require(doc: dict[str, Any], key: str, kind: type, source: str) -> Any:
    if key not in doc:
        raise SaveError(source, key, "missing")
    value = doc[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise SaveError(source, key, f"expected {_KINDS[kind]}, found {kind_of(value)}")
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
        doc = parse_json(text, source)
    except FileProblem as exc:
        raise SaveError(exc.source, exc.field, exc.message) from None
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
    body.setdefault("game", DEFAULT_GAME)
    game = _require(body, "game", str, source)
    if game != rules.name:
        raise SaveError(source, "game", f"a save of {game!r}, not of {rules.name!r}")
    setup = _structure(_require(body, "setup", dict, source), Setup, source, "setup")
    if setup.game != game:
        # Checked before anything reads the game: a screen picks its drawing by the setup's
        # game, the rules by the file's, and a save of one with the other's name stops it.
        raise SaveError(
            source,
            "setup.game",
            f"says it is a game of {title_of(setup.game)}, but what it holds is a game of "
            f"{title_of(game)}",
        )
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
    raw_meta = _require(body, "meta", dict, source)
    setup_problem = getattr(rules, "setup_problem", None)
    problem = setup_problem(setup) if setup_problem else None
    if problem:
        field, message = problem
        raise SaveError(source, f"setup.{field}", message)
    try:
        rebuilt = _replay_check(rules, setup, commands, raw_state, source)
    except RecordMismatch as exc:
        if setup.content_version == rules.content_version() or exc.field == "setup":
            raise
        # Made with other content (a balance change since, or an edit): today's rules do not
        # reach its snapshot, so it is a record of the old game, never a game on the board.
        raise OtherContent(
            source,
            exc.field,
            "made with other game data than today's, and today's rules do not play its moves "
            f"to the position it saved ({exc.message}): its moves can be watched as a replay, "
            "not played on",
            setup,
            commands,
        ) from None
    # The snapshot as the replay gives it: equal in every field the save holds, and a field
    # the game's state gained since (a history the rules now keep) as the rules fill it.
    state = snapshot(rebuilt.session.state)
    meta = _checked_meta(raw_meta, rules, state, source)  # the summary needs a sound state
    return LoadedGame(
        setup, commands, state, state_hash(state), meta, doc["format_version"], rebuilt
    )


def game_of(text: str | bytes, source: str = "<save>") -> str:
    """The game a save document names (DEFAULT_GAME when it names none), read before its
    rules are chosen; any other problem with the file is left to `loads`."""
    try:
        doc = parse_json(text, source)
    except FileProblem as exc:
        raise SaveError(exc.source, exc.field, exc.message) from None
    game = doc.get("game", DEFAULT_GAME) if isinstance(doc, dict) else DEFAULT_GAME
    if not isinstance(game, str):
        raise SaveError(source, "game", f"expected text, found {kind_of(game)}")
    return game


def game_of_file(path: str | Path) -> str:
    p = Path(path)
    try:
        data = read_bytes(p, MAX_SAVE_BYTES)
    except FileProblem as exc:
        raise SaveError(exc.source, exc.field, exc.message) from None
    return game_of(data, source=p.name)


def _checked_meta(meta: dict[str, Any], rules: Rules[Any], state: Any, source: str) -> dict:
    """The meta with its shapes checked. The summary the Load screen shows is made afresh from
    the (checked) snapshot; a saved one of the wrong shape is damage, not something to show."""
    meta = dict(meta)
    saved_at = meta.setdefault("saved_at", "")
    if not isinstance(saved_at, str):
        raise SaveError(source, "meta.saved_at", f"expected text, found {kind_of(saved_at)}")
    game_id = meta.setdefault("game_id", "")
    if not isinstance(game_id, str) or len(game_id) > 64 or not (game_id.isalnum() or not game_id):
        raise SaveError(
            source,
            "meta.game_id",
            f"expected a short name of letters and digits, found {game_id!r}",
        )
    notes = meta.setdefault("notes", {})
    if not isinstance(notes, dict):
        raise SaveError(source, "meta.notes", f"expected an object, found {kind_of(notes)}")
    for key, value in notes.items():
        # Notes are counts the client keeps (hints asked for): whole numbers, never negative.
        if type(value) is not int or value < 0:
            raise SaveError(source, f"meta.notes.{key}", f"expected a count, found {value!r}")
    fresh = _summary(rules, state)
    saved = meta.get("summary", {})
    if not isinstance(saved, dict):
        raise SaveError(source, "meta.summary", f"expected an object, found {kind_of(saved)}")
    for key, value in saved.items():
        if key in fresh and type(value) is not type(fresh[key]):
            raise SaveError(
                source,
                f"meta.summary.{key}",
                f"expected {kind_of(fresh[key])}, found {kind_of(value)}",
            )
    meta["summary"] = fresh
    return meta


def _replay_check(
    rules: Rules[Any], setup: Setup, commands: list[Command], raw_state: Any, source: str
) -> Rebuilt:
    """Play the record again and require it to give the snapshot ("snapshot fast, replay as
    the check"): an edited snapshot, command or setup is damage, named by its field. A field
    the snapshot does not hold at all (the game's state gained it after the save was written)
    is the replay's to give: every field the save does hold must match."""
    try:
        session = Session.new(rules, setup)
    except Exception as exc:  # the rules refuse the setup (an option they do not know)
        raise RecordMismatch(source, "setup", f"the rules refuse it ({exc})") from None
    events: list[list[Event]] = []
    for i, cmd in enumerate(commands):
        try:
            outcome = session.submit(cmd)
        except Exception as exc:  # a command the checks let through but cannot be played
            raise RecordMismatch(source, f"commands[{i}]", f"cannot be played ({exc})") from None
        if not outcome.ok:
            message = f"the rules refuse it: {outcome.verdict}"
            raise RecordMismatch(source, f"commands[{i}]", message)
        events.append(outcome.events)
    got = CONVERTER.unstructure(session.state)
    saved = with_missing(raw_state, got)
    if digest(got) != digest(saved):
        plain = json.loads(canonical_json(got))  # tuples as the file's lists, to compare
        path, ours, theirs = first_difference(plain, saved)
        raise RecordMismatch(
            source,
            f"state.{path}" if path else "state",
            f"is {_short(theirs)}, but the game's record gives {_short(ours)}",
        )
    return Rebuilt(session, events)


def with_missing(saved: Any, fuller: Any) -> Any:
    """`saved` with every object key it lacks and `fuller` has taken from `fuller`, at any
    depth (lists of the same length are matched item by item); nothing `saved` holds is
    changed. Walked without recursion, so a deep document cannot exhaust the stack."""
    if not isinstance(saved, dict) or not isinstance(fuller, dict):
        return saved
    out: dict[str, Any] = dict(saved)
    todo = [(out, fuller)]
    while todo:
        mine, theirs = todo.pop()
        for key, value in theirs.items():
            if key not in mine:
                mine[key] = value
                continue
            here = mine[key]
            if isinstance(here, dict) and isinstance(value, dict):
                mine[key] = dict(here)
                todo.append((mine[key], value))
            elif isinstance(here, list) and isinstance(value, list) and len(here) == len(value):
                mine[key] = items = list(here)
                for i, (a, b) in enumerate(zip(here, value, strict=True)):
                    if isinstance(a, dict) and isinstance(b, dict):
                        items[i] = dict(a)
                        todo.append((items[i], b))
    return out


def first_difference(a: Any, b: Any, path: str = "") -> tuple[str, Any, Any]:
    """The first place two pieces of JSON data differ: its path and both values there."""
    while True:
        if isinstance(a, dict) and isinstance(b, dict):
            key = next((k for k in sorted(a.keys() | b.keys()) if a.get(k) != b.get(k)), None)
            if key is None:
                return path, a, b
            a, b, path = a.get(key), b.get(key), f"{path}.{key}" if path else str(key)
        elif isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
            i = next((i for i, (x, y) in enumerate(zip(a, b, strict=True)) if x != y), None)
            if i is None:
                return path, a, b
            a, b, path = a[i], b[i], f"{path}[{i}]"
        else:
            return path, a, b


def _short(value: Any) -> str:
    text = json.dumps(value)
    return text if len(text) <= 40 else text[:37] + "..."


def session_from(loaded: LoadedGame, rules: Rules[Any]) -> Session[Any]:
    """A live session from a loaded save (the snapshot, not a replay)."""
    session = Session(rules, loaded.setup, loaded.state, list(loaded.commands))
    session.notes = dict(loaded.meta.get("notes") or {})
    session.game_id = str(loaded.meta.get("game_id") or "")  # the same started game
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
    replayed = loaded.rebuilt or rebuild(rules, loaded.setup, loaded.commands)
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
        data = read_bytes(p, MAX_SAVE_BYTES)
    except FileProblem as exc:
        raise SaveError(exc.source, exc.field, exc.message) from None
    return loads(data, rules, source=p.name)


def save_file(path: str | Path, session: Session[Any], meta: dict[str, Any] | None = None) -> None:
    write_atomic(path, dumps(session, meta))


__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "LoadedGame",
    "Rebuilt",
    "OtherContent",
    "RecordMismatch",
    "ReplayReport",
    "SaveError",
    "canonical_json",
    "dumps",
    "game_of",
    "game_of_file",
    "load_file",
    "loads",
    "rebuild",
    "resume",
    "save_file",
    "session_from",
    "verify",
    "write_atomic",
]
