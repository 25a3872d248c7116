"""Arachnid's guided first game as data: the coach's steps (assets/arachnid_tutorial.toml),
each move in a short written form, the numbers in its words filled from the game's data, and
the game as it stands at any step (the fixed seed and the moves of the steps before it).
Progress is the step number, in its own small file."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.content import Content, default_content
from engine.core import content as content_files
from engine.core.commands import Command
from engine.core.session import Session
from engine.core.words import plural
from engine.modes import get
from game import resources
from game.tutorial import Guide, Step, play_steps, read_guide
from scenes.arachnid.quick_rules import values

FILE = "arachnid_tutorial.toml"
PROGRESS_FILE = "arachnid_tutorial.json"


OFFER = (  # the first pick's question: (question, detail, answer, cancel)
    "New to Arachnid?",
    "A guided first game teaches it by playing five rounds against two gentle rivals, in "
    "about fifteen minutes. You can leave it at any time and pick it up again from How to play.",
    "How to play",
    "Not now",
)


@attrs.frozen(kw_only=True)
class ArachnidTutorial(Guide):
    rivals: int
    difficulty: int
    colour: str


def parse_command(text: str) -> Command:
    """A move in the data file's short form (see the file's head)."""
    words = text.split()
    if not words:
        raise ValueError("an empty move")
    kind, args = words[0], words[1:]
    try:
        if kind == "choose" and len(args) == 1:
            return Choose(args[0])
        if kind == "den" and not args:
            return EndDen()
        if kind == "pass" and not args:
            return Pass()
        if kind == "act" and len(args) == 3:
            return Act(args[0], args[1], int(args[2]))
        if kind == "deploy" and len(args) == 2:
            return Deploy(args[0], int(args[1]))
        if kind == "refresh" and len(args) == 1:
            return Refresh(args[0])
    except ValueError:
        pass
    raise ValueError(f"{text!r} is not a move this file knows")


def numbers(content: Content) -> dict[str, object]:
    """The numbers the coach may name: the quick rules' and the critters' of its game."""
    critters = {c.behaviour: c for c in content.game.critters}
    return {
        **values(content),
        "tater": critters["crawl"].food[0],
        "heebie_bites": plural(critters["heebie"].bites, "bite"),
    }


def load(path: Path | None = None) -> ArachnidTutorial:
    """The guided game's data, its words' numbers filled; a damaged file raises ContentError
    naming the file and field."""
    return _read(path) if path else _default()


@functools.cache
def _default() -> ArachnidTutorial:
    return _read(resources.asset(FILE))


def _read(path: Path) -> ArachnidTutorial:
    tut = read_guide(path, ArachnidTutorial, parse_command)
    known = numbers(default_content())

    def fill(text: str, field: str) -> str:
        try:
            return text.format_map(known)
        except (KeyError, ValueError) as exc:
            raise content_files.ContentError(path.name, field, f"unknown number {exc}") from None

    steps = tuple(
        attrs.evolve(s, text=fill(s.text, f"step[{i}].text")) for i, s in enumerate(tut.steps)
    )
    summary = tuple(fill(line, f"summary[{i}]") for i, line in enumerate(tut.summary))
    return attrs.evolve(tut, step=steps, summary=summary)


def expected(step: Step) -> Command | None:
    return parse_command(step.expect) if step.expect else None


def new_session(tut: ArachnidTutorial) -> Session:
    rules = get("arachnid").rules()
    options = {
        "rivals": tut.rivals,
        "difficulty": tut.difficulty,
        "seat": 0,
        "colour": tut.colour,
    }
    return Session.new(rules, rules.setup(tut.seed, **options))


def session_at(tut: ArachnidTutorial, index: int) -> Session:
    """The game as it stands when step `index` begins: the moves of every step before it."""
    return play_steps(new_session(tut), tut.steps[:index], parse_command)
