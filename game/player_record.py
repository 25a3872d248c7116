"""The player's record: every finished game in one small file, stats.json, in the user data
folder next to the saves (so XDG_DATA_HOME and layout-check's private folders apply).

A game is recorded once, when it ends, keyed by its identity: its setup and every command, so
re-opening, replaying or re-finishing the same game never counts it twice, while the same seed
played differently is another game. A record file that cannot be used never stops the game: it
is set aside under another name, a fresh record is started, and what was wrong (file and
field) is kept as a notice for the Statistics screen. A file that is a record but holds bad
entries (a daily game of an impossible day, a negative count) is read entry by entry: each
bad one is left out and named, the rest is kept, and the file as it was is kept beside.
Nothing here imports pygame.
"""

from __future__ import annotations

import hashlib
import json
from datetime import datetime
from pathlib import Path
from typing import Any

import attrs

from engine.core import daily
from engine.core.files import write_atomic
from engine.core.safe_read import FileProblem, read_json
from engine.core.serial import CONVERTER, StructureError, canonical_json, kind_of, structure
from engine.core.session import Session
from engine.galaxy import scenarios
from engine.galaxy.state import last_turn
from game import saves
from game.files import set_aside

FORMAT = "weavers-record"
VERSION = 2  # 2: Space Swarm and Arachnid games (`table`); a version 1 file has none
FILE = "stats.json"
MAX_RECORD_BYTES = 8 * 1024 * 1024  # ~150 bytes a game: tens of thousands of games
RESULTS = ("won", "lost")


@attrs.frozen
class GameEntry:
    """One finished game. `scenario` and `campaign` say which scenario (by number) or campaign
    the game was part of (None for the standard game, and a game outside a campaign); `goal`
    whether the scenario was won: the game won with its goal met (None outside a scenario)."""

    game: str  # the game's identity (identity())
    result: str = attrs.field(validator=attrs.validators.in_(RESULTS))
    cause: str  # the victory path or the loss cause (engine.galaxy.describe.PATHS / CAUSES)
    species: str
    level: int
    turns: int = attrs.field(validator=attrs.validators.ge(0))
    finished_at: str = ""
    scenario: int | None = None
    campaign: str | None = None
    goal: bool | None = None

    @property
    def won(self) -> bool:
        return self.result == "won"


@attrs.frozen
class TableEntry:
    """One finished game of another game at the table (Space Swarm or Arachnid): `mode` says
    which (engine.modes name), `level` the rivals' level, `rivals` how many rival seats."""

    mode: str
    game: str  # the game's identity (identity())
    result: str = attrs.field(validator=attrs.validators.in_(RESULTS))
    level: int
    rivals: int = attrs.field(validator=attrs.validators.ge(0))
    rounds: int = attrs.field(validator=attrs.validators.ge(0))
    finished_at: str = ""
    scenario: int = 0  # the scenario played (SD2, AD2); 0 for the free game
    cause: str = ""  # how it ended (a victory path when won)
    campaign: str | None = None  # the campaign it counted for (SD3, AD3)

    @property
    def won(self) -> bool:
        return self.result == "won"


def _a_day(_: Any, attribute: Any, value: str) -> None:
    if not daily.is_day(value):
        raise ValueError(f"expected a day written YYYY-MM-DD, found {value!r}", attribute)


@attrs.frozen
class DailyEntry:
    """A day's counted daily game of one game (engine/core/daily.py): `result` is '' while
    it is under way, then won or lost."""

    mode: str
    day: str = attrs.field(validator=_a_day)  # YYYY-MM-DD, a day the calendar has
    result: str = attrs.field(default="", validator=attrs.validators.in_(("", *RESULTS)))

    @property
    def won(self) -> bool:
        return self.result == "won"


@attrs.define
class PlayerRecord:
    format: str = attrs.field(default=FORMAT, validator=attrs.validators.in_((FORMAT,)))
    version: int = VERSION
    games: list[GameEntry] = attrs.field(factory=list)  # in the order they ended
    milestones: dict[str, str] = attrs.field(factory=dict)  # milestone id -> when earned
    campaigns_won: list[str] = attrs.field(factory=list)  # campaign ids, once campaigns exist
    notices: list[str] = attrs.field(factory=list)  # problems with an earlier file, until seen
    table: list[TableEntry] = attrs.field(factory=list)  # the other games, in the order they ended
    daily: list[DailyEntry] = attrs.field(factory=list)  # each day's counted daily game

    def has(self, game: str) -> bool:
        return any(g.game == game for g in self.games)


@attrs.define
class Loaded:
    """The record as read, and what to tell the player about the file ('' when all is well).
    A record that must not be written over (made by a newer version of the game, or a damaged
    file that could not be set aside) is not `writable`: games still count in memory."""

    record: PlayerRecord
    problem: str = ""
    writable: bool = True


def record_path() -> Path:
    return saves.data_dir() / FILE


def _parse(path: Path) -> tuple[PlayerRecord, list[tuple[str, str]]] | Loaded:
    """The record in the file with the bad entries it left out (field, what is wrong), or a
    Loaded saying why it cannot be used as it is."""
    # NaN and Infinity are read as values, so the entry holding one is left out alone.
    data = read_json(path, MAX_RECORD_BYTES, max_depth=6, constants=True)
    if not isinstance(data, dict):
        raise FileProblem(path.name, "", "not a record of this game (expected a JSON object)")
    if data.get("format") != FORMAT:
        raise FileProblem(path.name, "format", f"not a record of this game (expected {FORMAT!r})")
    version = data.get("version")
    if type(version) is int and version > VERSION:
        problem = (
            f"{path.name} was written by a newer version of the game (record version "
            f"{version}); it is shown as far as it can be read and left as it is."
        )
        return Loaded(PlayerRecord(), problem, writable=False)
    return _entries(data)


# The record's lists and what each entry is: read one entry at a time, so one bad entry is
# left out alone. milestones (id -> when earned) is read one pair at a time the same way.
_LISTS: dict[str, Any] = {
    "games": GameEntry,
    "table": TableEntry,
    "daily": DailyEntry,
    "campaigns_won": str,
    "notices": str,
}


def _one(value: Any, kind: Any, field: str, problems: list[tuple[str, str]]) -> Any:
    """`value` as a `kind`, or None with what is wrong added to `problems`."""
    try:
        return structure(value, kind)
    except StructureError as exc:
        path, message = exc.problems[0]
        problems.append((f"{field}.{path}" if path else field, message))
        return None


def _entries(data: dict[str, Any]) -> tuple[PlayerRecord, list[tuple[str, str]]]:
    """The record from a parsed file, entry by entry: each bad entry or field is left out and
    named; the rest is kept."""
    problems: list[tuple[str, str]] = []
    fields: dict[str, Any] = {}
    known = {a.name for a in attrs.fields(PlayerRecord)}
    for name, value in data.items():
        if name not in known:
            problems.append((str(name), "not a part of the record this game has"))
        elif name in _LISTS:
            if not isinstance(value, list):
                problems.append((name, f"expected a list, found {kind_of(value)}"))
                continue
            entries = [_one(v, _LISTS[name], f"{name}[{i}]", problems) for i, v in enumerate(value)]
            fields[name] = [e for e in entries if e is not None]
        elif name == "milestones":
            if not isinstance(value, dict):
                problems.append((name, f"expected an object, found {kind_of(value)}"))
                continue
            earned = {k: _one(v, str, f"{name}.{k}", problems) for k, v in value.items()}
            fields[name] = {k: v for k, v in earned.items() if v is not None}
        else:  # format and version, checked already
            one = _one({name: value}, PlayerRecord, name, problems)
            if one is not None:
                fields[name] = getattr(one, name)
    return PlayerRecord(**fields), problems


def load() -> Loaded:
    """The player's record; a missing file is an empty record, a damaged one is set aside."""
    path = record_path()
    if not path.exists() and not path.is_symlink():
        return Loaded(PlayerRecord())
    try:
        parsed = _parse(path)
    except FileProblem as exc:
        return _start_afresh(path, exc)
    if isinstance(parsed, Loaded):
        return parsed
    record, problems = parsed
    if problems:
        return _leave_out(path, record, problems)
    return Loaded(record, " ".join(record.notices))


def _leave_out(path: Path, record: PlayerRecord, problems: list[tuple[str, str]]) -> Loaded:
    """A record with bad entries: the file as it was set aside, the rest written back with a
    notice naming what was left out."""
    what = "; ".join(f"{field}: {message}" for field, message in problems)
    n = len(problems)
    said = f"Your record {path.name} had {n} {'entry' if n == 1 else 'entries'} that could "
    said += f"not be used ({what}): left out, the rest is kept."
    try:
        kept = set_aside(path)
    except OSError as err:
        problem = f"{said} It could not be set aside ({err.strerror or err}), so games "
        problem += "played now are not kept."
        return Loaded(record, problem, writable=False)
    record.notices.append(f"{said} The file as it was is kept as {kept.name}.")
    problem = save(record)
    return Loaded(record, " ".join([*record.notices, problem]).strip())


def _start_afresh(path: Path, exc: FileProblem) -> Loaded:
    try:
        kept = set_aside(path)
    except OSError as err:
        problem = (
            f"Your record {exc}. It could not be set aside ({err.strerror or err}), so games "
            "played now are not kept."
        )
        return Loaded(PlayerRecord(), problem, writable=False)
    notice = f"Your record {exc}. It was kept as {kept.name} and a fresh record was started."
    record = PlayerRecord(notices=[notice])
    problem = save(record)
    return Loaded(record, " ".join([notice, problem]).strip())


def save(record: PlayerRecord) -> str:
    """Write the record; '' when done, else what went wrong in plain words (never raised)."""
    try:
        text = json.dumps(CONVERTER.unstructure(record), separators=(",", ":"))
        write_atomic(record_path(), text)
    except OSError as exc:
        return f"Your record could not be saved: {exc.strerror or exc}."
    return ""


def identity(session: Session[Any]) -> str:
    """Which game this is: its setup and every command it took (same seed played another way
    is another game; the same game opened again is the same)."""
    rules = session.rules
    commands = [rules.commands.unstructure(c, CONVERTER) for c in session.commands]
    text = saves.game_key(session.setup) + canonical_json(commands)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def scenario_of(session: Session[Any]) -> int | None:
    """The scenario number the game was set up with, if any."""
    value = session.setup.options.get("scenario")
    return value if type(value) is int else None


def entry_for(session: Session[Any], campaign: str | None = None) -> GameEntry | None:
    """The record's line for a finished game (`campaign`: the campaign it counted for); None
    while it goes on, and for a practice galaxy (no Weavers: nothing was won against them)."""
    st = session.state
    if not st.over or st.result not in RESULTS or st.opponent != "weavers":
        return None
    scenario = scenario_of(session)
    content = session.rules.content
    return GameEntry(
        game=identity(session),
        result=st.result,
        cause=st.cause,
        species=st.species,
        level=st.difficulty,
        turns=last_turn(st),  # as every screen counts them
        finished_at=datetime.now().isoformat(timespec="seconds"),
        scenario=scenario,
        campaign=campaign,
        goal=scenarios.scenario_won(st, content) if scenario else None,
    )
