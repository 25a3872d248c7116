"""Save slots on disk: autosaves (each game's ring of its last turns), quick and manual
saves, crashes; and which game each save belongs to, for Continue and Load.

Saves live under the user data dir (platformdirs, so XDG_DATA_HOME is respected). Every
write is atomic. Listing reads each file on its own: a damaged one is shown with its reason
and never stops the others from loading. Nothing here imports pygame.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
import traceback
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime
from pathlib import Path
from typing import Any

import attrs
import platformdirs

from engine.core import daily, record, safe_read
from engine.core.record import LoadedGame, SaveError
from engine.core.serial import CONVERTER, canonical_json
from engine.core.session import Session, Setup

APP = "weavers"
AUTOSAVE_RING = 10
QUICKSAVE = "quicksave.json"
# auto-<game tag>-<commands>.json; autosaves made before games had tags have no tag.
_AUTO = re.compile(r"^auto-(?:([0-9a-f]{8})-)?(\d{6,})\.json$")
# One writer thread: autosaves land on disk in the order they were made.
_WRITER = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
MAX_CRASH_REPORT_BYTES = 4 * 1024 * 1024


def data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP, appauthor=False))


def saves_dir() -> Path:
    return data_dir() / "saves"


def crash_dir() -> Path:
    return data_dir() / "crashes"


@attrs.define
class SaveInfo:
    path: Path
    kind: str  # auto, quick, manual, recovery
    modified: float
    summary: dict[str, Any] = attrs.field(factory=dict)
    saved_at: str = ""
    error: str = ""
    state: Any = None  # the snapshot, for thumbnails (kept only when asked for)
    game: str = ""  # which game it is a save of (game_key); unknown for a damaged file
    game_id: str = ""  # which started game ('' for a save made before games had ids)
    # Made with other content and not reached by today's rules (record.OtherContent): `error`
    # says why it cannot be played on; its moves can still be watched as a replay.
    record_only: bool = False
    daily: str = ""  # the day (YYYY-MM-DD) of a daily game, '' for any other game

    @property
    def name(self) -> str:
        return self.path.name

    @property
    def finished(self) -> bool:
        return bool(self.summary.get("result"))


def _kind(name: str) -> str:
    if _AUTO.match(name):
        return "auto"
    if name == QUICKSAVE:
        return "quick"
    if name.startswith("recovery-"):
        return "recovery"
    return "manual"


def _meta_for(session: Session[Any]) -> dict[str, Any]:
    state = session.state
    # A finished Weavers game: the turn it ended in, as Game over counts it (turns_played).
    return {"turn": getattr(state, "turns_played", getattr(state, "turns", 0))}


def game_key(setup: Setup, game_id: str = "") -> str:
    """Which game a save belongs to: its setup (mode, seed, options, content version) and
    the started game's id (Session.game_id), so two games started with one setup (a second
    practice run of the daily game, a seed started again) are two games. Every kind of save
    (auto, quick, manual, recovery) of one game has the same setup and id; a save made before
    games had ids goes by its setup alone, as it did then.
    """
    data = CONVERTER.unstructure(setup)
    return canonical_json({**data, "started": game_id} if game_id else data)


def game_tag(setup: Setup, game_id: str = "") -> str:
    """A short name for a game, put in its autosaves' file names: each game keeps its own
    ring, so a new game never pushes an older game's last autosaves off the disk."""
    return hashlib.sha256(game_key(setup, game_id).encode()).hexdigest()[:8]


def autosave(session: Session[Any], background: bool = False) -> Path:
    """Write this game's autosave of now and keep only its newest AUTOSAVE_RING of them.

    The file is named from the game, never from the folder: its tag and how many commands it
    holds (`auto-<tag>-<commands>.json`). A name counted from the files on disk would give two
    turns one name while the earlier write is still on its way (the later one then replaced
    it, and that turn was gone from Load). The same count again (a turn taken back and played
    anew) is the same moment of the game, so it takes that one's place.

    With background=True the document is made now (so it is this exact moment of the game)
    and written to disk on a worker thread, so a slow disk never stalls a frame; whether it
    landed is told later by take_write_results. Without, an OSError is raised here.
    """
    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    path = autosave_path(session)
    text = record.dumps(session, _meta_for(session))
    written = WriteResult(path, id(session), len(session.commands))
    if background:
        _WRITER.submit(_write_and_prune, written, text)
    else:
        _write_and_prune(written, text, raise_errors=True)
    return path


def autosave_path(session: Session[Any]) -> Path:
    """Where this moment of this game is autosaved: its tag and its number of commands."""
    tag = game_tag(session.setup, session.game_id)
    return saves_dir() / f"auto-{tag}-{len(session.commands):06d}.json"


@attrs.frozen
class WriteResult:
    """How a background autosave went: whose (the session's id) and how many of its commands
    the file holds; `error` says in words why it could not be written ('' when it was)."""

    path: Path
    session: int
    commands: int
    error: str = ""


_results: list[WriteResult] = []
_results_lock = threading.Lock()


def take_write_results() -> list[WriteResult]:
    """Background autosaves finished since the last call, written or not, in order. A move
    counts as saved only once a result says its save is on disk."""
    with _results_lock:
        out = list(_results)
        _results.clear()
    return out


def wait_for_writes() -> None:
    """Block until background autosaves are on disk (at exit, and in tests)."""
    _WRITER.submit(lambda: None).result()


def _write_and_prune(result: WriteResult, text: str, raise_errors: bool = False) -> None:
    try:
        record.write_atomic(result.path, text)
    except OSError as exc:  # the previous autosaves stay; the moves stay unsaved
        if raise_errors:
            raise
        with _results_lock:
            _results.append(attrs.evolve(result, error=f"{exc.strerror or exc}"))
        return
    if not raise_errors:
        with _results_lock:
            _results.append(result)
    _prune(result.path)


def _prune(kept: Path) -> None:
    """Drop the oldest autosaves of the game `kept` belongs to beyond the ring (looked up
    after the write, on the one writer thread, so every earlier write is on disk by then)."""
    m = _AUTO.match(kept.name)
    if m is None:
        return
    try:
        mine = [
            (int(a.group(2)), p)
            for p in kept.parent.iterdir()
            if (a := _AUTO.match(p.name)) and a.group(1) == m.group(1) and p != kept
        ]
    except OSError:
        return
    mine.sort()
    for _, old in mine[: max(0, len(mine) + 1 - AUTOSAVE_RING)]:
        try:
            old.unlink()
        except OSError:
            pass  # an autosave we cannot delete only costs disk space


def written_folders() -> list[Path]:
    """Every folder the game writes files in: the data folder (the record, the campaigns,
    the guided games' progress), its saves and crash reports, and the settings' folder."""
    from game import settings

    return [data_dir(), saves_dir(), crash_dir(), settings.config_dir()]


def remove_stale_temps() -> list[Path]:
    """At start: temp files of writes a crash or power cut interrupted (never renamed into
    place, so they hold nothing the file they were replacing does not) are removed from
    every folder the game writes in."""
    return [p for d in written_folders() for p in safe_read.remove_stale_temps(d)]


def quicksave(session: Session[Any]) -> Path:
    path = saves_dir() / QUICKSAVE
    record.save_file(path, session, _meta_for(session))
    return path


def save_manual(session: Session[Any]) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    path = saves_dir() / f"save-{stamp}.json"
    k = 1
    while path.exists():
        k += 1
        path = saves_dir() / f"save-{stamp}-{k}.json"
    record.save_file(path, session, _meta_for(session))
    return path


def any_saves() -> bool:
    """Whether the saves folder holds a file that may be a save (no file is read)."""
    try:
        return any(saves_dir().glob("*.json"))
    except OSError:
        return False


def list_saves(rules: Any, keep_state: bool = False) -> list[SaveInfo]:
    """Every save file, newest first; damaged ones carry their reason in `error`."""
    folder = saves_dir()
    if not folder.is_dir():
        return []
    out = []
    try:
        paths = list(folder.glob("*.json"))
    except OSError:
        return []
    for path in paths:
        info = _read_info(path, rules)
        if not keep_state:
            info = attrs.evolve(info, state=None)
        out.append(info)
    out.sort(key=lambda i: (i.modified, i.name), reverse=True)
    return out


# What reading a save file found, by the file's identity on disk: the title, Continue and
# the Load screen list the same files again and again, and each read replays the record.
_INFO_CACHE: dict[tuple, SaveInfo] = {}


def _read_info(path: Path, rules: Any) -> SaveInfo:
    try:
        st = path.stat()
    except OSError as exc:  # a link to nowhere: listed, so the player can delete it
        try:
            modified = path.lstat().st_mtime
        except OSError:
            modified = 0.0
        error = f"{path.name}: cannot be read ({exc.strerror or exc})"
        return SaveInfo(path, _kind(path.name), modified, error=error)
    key = (str(path), st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, id(rules))
    cached = _INFO_CACHE.get(key)
    if cached is not None:
        return attrs.evolve(cached)
    info = SaveInfo(path, _kind(path.name), st.st_mtime)
    try:
        loaded = record.load_file(path, rules_of(path, rules))
        info.summary = dict(loaded.meta.get("summary") or {})
        info.saved_at = str(loaded.meta.get("saved_at", ""))
        info.game_id = str(loaded.meta.get("game_id") or "")
        info.game = game_key(loaded.setup, info.game_id)
        info.state = loaded.state
        day = loaded.setup.options.get("daily", "")
        info.daily = day if daily.is_day(day) else ""
    except record.OtherContent as exc:
        info.error, info.record_only = str(exc), True
        info.game = game_key(exc.setup)  # which game's record it is, for the Load screen
    except SaveError as exc:
        info.error = str(exc)
    except Exception as exc:  # never let one file stop the start: anything else is damage too
        info.error = f"{path.name}: cannot be used ({type(exc).__name__}: {exc})"
    if len(_INFO_CACHE) > 500:  # a folder being churned: start afresh rather than grow
        _INFO_CACHE.clear()
    _INFO_CACHE[key] = info
    return attrs.evolve(info)


@attrs.define
class GameSaves:
    """One game and its saves, newest first. A damaged file is a game of its own: which game
    it belonged to cannot be read from it."""

    key: str
    saves: list[SaveInfo]

    @property
    def newest(self) -> SaveInfo:
        return self.saves[0]

    @property
    def damaged(self) -> bool:
        return bool(self.newest.error)

    @property
    def record_only(self) -> bool:
        """A save from other content today's rules do not reach: watched, never played on."""
        return self.newest.record_only

    @property
    def finished(self) -> bool:
        """Won or lost: its newest save says so (the earlier autosaves do not know yet)."""
        return self.newest.finished


def group_by_game(infos: list[SaveInfo]) -> list[GameSaves]:
    """Saves (newest first) gathered under their games; the game saved last comes first."""
    games: dict[str, GameSaves] = {}
    for info in infos:
        key = info.game if not info.error else f"damaged:{info.name}"
        games.setdefault(key, GameSaves(key, [])).saves.append(info)
    return list(games.values())


def list_games(rules: Any, keep_state: bool = False) -> list[GameSaves]:
    return group_by_game(list_saves(rules, keep_state))


def newest_to_continue(rules: Any, mode: str = "") -> SaveInfo | None:
    """The newest save of the game played last that is not over (Title -> Continue); with
    `mode`, of that game only (the one picked on the title). A won or lost game is never
    offered, not even through one of its earlier autosaves."""
    for game in list_games(rules):
        if not game.damaged and not game.finished:
            if not mode or mode_of(game.newest) == mode:
                return game.newest
    return None


def mode_of(info: SaveInfo) -> str:
    """Which game (engine.modes name) a readable save is of; '' when it cannot be told."""
    from engine import modes

    try:
        return modes.for_game(json.loads(info.game)["game"]).name
    except (ValueError, KeyError, TypeError):
        return ""


def delete_saves(infos: list[SaveInfo]) -> list[str]:
    """Delete these save files; return what could not be deleted, in plain words."""
    problems = []
    for info in infos:
        try:
            info.path.unlink(missing_ok=True)
        except OSError as exc:
            problems.append(f"Could not delete {info.name}: {exc.strerror or exc}")
    return problems


def rules_of(path: Path, rules: Any) -> Any:
    """The rules of the game this save names: `rules` when it is theirs, else its own game's
    (every game's saves share one folder; a file naming no game we host is left to the
    loader, which says so)."""
    from engine import modes

    try:
        game = record.game_of_file(path)
    except SaveError:
        return rules
    if game == getattr(rules, "name", None):
        return rules
    try:
        return modes.for_game(game).rules()
    except ValueError:
        return rules


def old_record(path: Path, rules: Any) -> tuple[Any, Any, list[Any]]:
    """The rules, setup and moves of a save to watch as a replay of the game it holds (a save
    from other content today's rules do not reach included). Raises SaveError for a file
    that holds no record to watch."""
    rules = rules_of(path, rules)
    try:
        loaded = record.load_file(path, rules)
    except record.OtherContent as exc:
        return rules, exc.setup, list(exc.commands)
    return rules, loaded.setup, list(loaded.commands)


def open_save(path: Path, rules: Any) -> Session[Any]:
    """A save, ready to play on: its snapshot, with the log so far and undo as it was."""
    rules = rules_of(path, rules)
    loaded: LoadedGame = record.load_file(path, rules)
    return record.resume(loaded, rules)


def write_crash_report(exc: BaseException, session: Session[Any] | None) -> Path:
    """Write what happened and the game record; save a recovery game rebuilt from the record.

    The recovery save replays the accepted commands, so a state half-changed by the failing
    command is never what the player resumes.
    """
    folder = crash_dir()
    folder.mkdir(parents=True, exist_ok=True)
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    report: dict[str, Any] = {
        "when": stamp,
        "error": f"{type(exc).__name__}: {exc}",
        "traceback": traceback.format_exception(exc),
    }
    if session is not None:
        rules = session.rules
        report["setup"] = record.CONVERTER.unstructure(session.setup)
        report["commands"] = [
            rules.commands.unstructure(c, record.CONVERTER) for c in session.commands
        ]
        try:
            rebuilt = Session.replay(rules, session.setup, list(session.commands))
            rebuilt.notes = dict(session.notes)
            rebuilt.game_id = session.game_id  # the same game, resumed from its record
            path = saves_dir() / f"recovery-{stamp}.json"
            record.save_file(path, rebuilt, _meta_for(rebuilt))
            report["recovery"] = str(path)
        except Exception as replay_exc:  # the record itself may be what failed
            report["recovery_error"] = f"{type(replay_exc).__name__}: {replay_exc}"
    path = folder / f"crash-{stamp}.json"
    record.write_atomic(path, json.dumps(report, indent=2))
    record.write_atomic(folder / "last-crash.json", json.dumps(report, indent=2))
    return path


def last_crash() -> dict[str, Any] | None:
    """The report of a crash the player has not dealt with yet, if any. A report that cannot
    be read or is not of the shape written here is passed over (the recovery save it names
    is in the saves folder anyway, where Load lists it)."""
    path = crash_dir() / "last-crash.json"
    if not path.exists() and not path.is_symlink():
        return None
    try:
        report = safe_read.read_json(path, MAX_CRASH_REPORT_BYTES, max_depth=8)
    except safe_read.FileProblem:
        return None
    if not isinstance(report, dict) or not isinstance(report.get("recovery", ""), str):
        return None
    return report


def dismiss_crash() -> None:
    try:
        (crash_dir() / "last-crash.json").unlink()
    except OSError:
        pass
