"""Space Swarm's guided first game as data: the coach's steps (assets/swarm_tutorial.toml),
each move in a short written form, and the game as it stands at any step (the fixed seed and
the moves of the steps before it). Progress is the step number, in its own small file."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.core.commands import Command
from engine.core.session import Session
from engine.swarm import commands as sc
from engine.swarm.rules import SwarmRules
from game import resources
from game.tutorial import Guide, Page, play_steps, read_guide

FILE = "swarm_tutorial.toml"
PROGRESS_FILE = "swarm_tutorial.json"
CARD_MOVES = {"tech": sc.PlaceTechnology, "play": sc.PlayCard, "discard": sc.Discard}
OFFER = (  # the first pick's question: (question, detail, answer, cancel)
    "New to Space Swarm?",
    "A guided first game teaches it by playing three rounds against one rival, in about ten "
    "minutes. You can leave it at any time and pick it up again from How to play.",
    "How to play",
    "Not now",
)


@attrs.frozen(kw_only=True)
class SwarmTutorial(Guide):
    rivals: int
    difficulty: int
    page: tuple[Page, ...] = ()


def parse_command(text: str, race: str) -> Command:
    """A move of `race` in the data file's short form (see the file's head)."""
    words = text.split()
    if not words:
        raise ValueError("an empty move")
    kind, args = words[0], words[1:]
    try:
        if kind in CARD_MOVES and len(args) == 1:
            return CARD_MOVES[kind](race, args[0])
        if kind == "produce" and len(args) == 2:
            return sc.Produce(race, int(args[0]), int(args[1]))
        if kind == "move" and len(args) >= 3:
            return sc.Move(race, int(args[0]), int(args[1]), tuple(int(a) for a in args[2:]))
        if kind == "end" and not args:
            return sc.EndPhase(race)
        if kind == "pass" and not args:
            return sc.Pass(race)
        if kind == "pick" and len(args) == 1:
            return sc.PickPlace(race, int(args[0]))
        if kind == "target" and len(args) == 1:
            return sc.ChooseTarget(race, args[0])
    except ValueError:
        pass
    raise ValueError(f"{text!r} is not a move this file knows")


def load(path: Path | None = None) -> SwarmTutorial:
    """The guided game's data; a damaged file raises ContentError naming file and field."""
    return _read(path) if path else _default()


@functools.cache
def _default() -> SwarmTutorial:
    return _read(resources.asset(FILE))


def _read(path: Path) -> SwarmTutorial:
    return read_guide(path, SwarmTutorial, lambda text: parse_command(text, "you"))


def new_session(tut: SwarmTutorial) -> Session:
    rules = SwarmRules()
    setup = rules.setup(tut.seed, rivals=tut.rivals, difficulty=tut.difficulty)
    return Session.new(rules, setup)


def player_race(session: Session) -> str:
    return session.state.races[0].id


def expected(tut: SwarmTutorial, index: int, session: Session) -> Command | None:
    step = tut.steps[index]
    return parse_command(step.expect, player_race(session)) if step.expect else None


def session_at(tut: SwarmTutorial, index: int) -> Session:
    """The game as it stands when step `index` begins."""
    session = new_session(tut)
    race = player_race(session)
    return play_steps(session, tut.steps[:index], lambda text: parse_command(text, race))
