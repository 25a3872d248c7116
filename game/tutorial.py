"""The guided first game ("How to play") and the quick rules: their words as data, and
where the player is in the guided game.

The coach's words and the moves each step asks for live in one data file
(assets/tutorial.toml). The game is a fixed seed, so the same moves always meet the same draws:
a step's `expect` is one command in a short written form ("place yellow route 1"), and a step
without one is read and then acknowledged with Next. Progress is only the step number (the
game is rebuilt from the seed and the moves of the steps before it), kept in a small file in
the data folder so the tutorial can be left and resumed.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TypeVar

import attrs

from engine.core import content as content_files
from engine.core import safe_read
from engine.core.commands import Command
from engine.core.files import write_atomic
from engine.core.session import Session
from engine.galaxy import commands as gc
from engine.galaxy.rules import GalaxyRules
from game import resources

T = TypeVar("T", bound="Guide")
PROGRESS_FILE = "tutorial.json"
MAX_PROGRESS_BYTES = 4096
OFFER = (  # the first start's question: (question, detail, answer, cancel)
    "New to The Weavers?",
    "A guided first game teaches the rules by playing, in about ten minutes. "
    "You can leave it at any time and pick it up again from How to play on the title.",
    "How to play",
    "Not now",
)


@attrs.frozen
class Step:
    """One thing the coach asks: `text` to read, `expect` the move to make ('' = click Next),
    `do` the short instruction repeated when the player clicks anything else."""

    title: str
    text: str
    expect: str = ""
    do: str = ""


@attrs.frozen
class Page:
    """One page of the quick rules: its words and which picture goes with them
    (scenes.galaxy.quick_rules_pictures)."""

    title: str
    text: str
    picture: str


@attrs.frozen(kw_only=True)
class Guide:
    """What every game's guided-game data has (each game adds its own fields): the fixed seed,
    the end screen's summary lines and the data file's [[step]] tables, read as `steps`."""

    seed: int
    summary: tuple[str, ...]
    step: tuple[Step, ...]

    @property
    def steps(self) -> tuple[Step, ...]:
        return self.step


@attrs.frozen(kw_only=True)
class Tutorial(Guide):
    species: str
    difficulty: int
    page: tuple[Page, ...] = ()


def parse_command(text: str) -> Command:
    """A move in the data file's short form, as the engine's command.

    place COLOUR route|planet|project REF [SLOT] / take DECK / conflict CARD ORIGIN TARGET /
    choose REF [COLOUR] / power / end."""
    words = text.split()
    if not words:
        raise ValueError("an empty move")
    kind, args = words[0], words[1:]
    try:
        if kind == "place" and len(args) in (3, 4) and args[1] in gc.SPOTS:
            slot = int(args[3]) if len(args) == 4 else 0
            return gc.PlaceCube(args[0], args[1], int(args[2]), slot)
        if kind == "take" and len(args) == 1:
            return gc.TakeCard(args[0])
        if kind == "conflict" and len(args) == 3:
            return gc.InitiateConflict(*(int(a) for a in args))
        if kind == "choose" and len(args) in (1, 2):
            return gc.Choose(int(args[0]), args[1] if len(args) == 2 else "")
        if kind == "power" and not args:
            return gc.UsePower()
        if kind == "end" and not args:
            return gc.EndTurn()
    except ValueError:
        pass
    raise ValueError(f"{text!r} is not a move this file knows")


def tutorial_path() -> Path:
    return resources.asset("tutorial.toml")


def load(path: Path | None = None) -> Tutorial:
    """The tutorial data; a damaged file raises ContentError naming the file and field."""
    return read_guide(path, Tutorial, parse_command) if path else _default()


@functools.cache
def _default() -> Tutorial:
    return read_guide(tutorial_path(), Tutorial, parse_command)


def read_guide(path: Path, cls: type[T], parse: Callable[[str], Command]) -> T:
    """Any game's guided-game data file, each step's move read by `parse` (the game's short
    written form); a damaged file raises ContentError naming the file and field."""
    tut = content_files.load(path, cls)
    for i, step in enumerate(tut.steps):
        if step.expect:
            try:
                parse(step.expect)
            except ValueError as exc:
                raise content_files.ContentError(path.name, f"step[{i}].expect", str(exc)) from None
    return tut


def expected(step: Step) -> Command | None:
    return parse_command(step.expect) if step.expect else None


def new_session(tut: Tutorial) -> Session:
    rules = GalaxyRules()
    setup = rules.setup(tut.seed, species=tut.species, difficulty=tut.difficulty)
    return Session.new(rules, setup)


def session_at(tut: Tutorial, index: int) -> Session:
    """The tutorial's game as it stands when step `index` begins: the moves of every step
    before it, played on the fixed seed."""
    return play_steps(new_session(tut), tut.steps[:index], parse_command)


def play_steps(session: Session, steps: Sequence[Step], parse: Callable[[str], Command]) -> Session:
    """Any game's guided game as it stands after `steps`: each one's move made in turn."""
    for step in steps:
        if step.expect:
            outcome = session.submit(parse(step.expect))
            if not outcome.ok:  # the data and the rules disagree: say where
                raise ValueError(f"tutorial step {step.title!r}: {outcome.verdict}")
            session.history.append(outcome.events)  # the resumed board's log shows them
    return session


# --- progress ------------------------------------------------------------------------------


@attrs.define
class Progress:
    step: int = 0  # the step to resume at
    completed: bool = False
    offered: bool = False  # the first start has offered it already


def progress_path(name: str = PROGRESS_FILE) -> Path:
    """Where a guided game keeps its step (each game's guided game has its own file)."""
    from game import saves

    return saves.data_dir() / name


def load_progress(name: str = PROGRESS_FILE) -> Progress:
    """Where the player left the tutorial; a missing or damaged file is a fresh start."""
    path = progress_path(name)
    if not path.exists():
        return Progress()
    try:
        data = safe_read.read_json(path, MAX_PROGRESS_BYTES, max_depth=2, constants=True)
    except safe_read.FileProblem:
        return Progress(offered=True)  # it was there, so the offer was made
    if not isinstance(data, dict):
        return Progress(offered=True)
    step = data.get("step", 0)
    return Progress(
        step=step if isinstance(step, int) and step >= 0 else 0,
        completed=data.get("completed") is True,
        offered=True,
    )


def save_progress(progress: Progress, name: str = PROGRESS_FILE) -> str:
    """Write the progress; '' when done, else the problem in words (never fatal)."""
    try:
        write_atomic(progress_path(name), json.dumps(attrs.asdict(progress)))
    except OSError as exc:
        return f"Tutorial progress could not be saved: {exc.strerror or exc}"
    return ""


def first_start() -> bool:
    """A player who has never been offered the tutorial and has nothing saved or recorded."""
    return not load_progress().offered and nothing_played()


def nothing_played() -> bool:
    """Nothing saved and nothing in the player's record: a first start, for any game (each
    guided game then says whether it was offered already)."""
    from game import saves

    folder = saves.saves_dir()
    has_saves = folder.exists() and any(folder.glob("*.json"))
    has_record = (saves.data_dir() / "stats.json").exists()
    return not (has_saves or has_record)
