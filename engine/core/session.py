"""A game in progress: rules + setup + state + the accepted commands, fed from a queue.

The client pushes commands onto the queue (a human's clicks and a bot's choices alike); the
session takes them one at a time, checks each, applies it only when legal, and records it.
A refused command changes nothing and is not recorded.
"""

from __future__ import annotations

import uuid
from collections import deque
from collections.abc import Iterable
from typing import Any, Generic, Protocol, TypeVar

import attrs

from engine.core.commands import OK, Command, Event, TypeRegistry, Verdict, refuse
from engine.core.state_copy import deep_copy

S = TypeVar("S")


@attrs.frozen
class Setup:
    """Everything needed, besides the commands, to rebuild a game from nothing."""

    game: str
    seed: int
    options: dict[str, Any] = attrs.field(factory=dict)
    content_version: str = ""


class Rules(Protocol[S]):
    """What a game's rules module provides to the session, the record and the client."""

    # Read-only: each game's rules set these on the class (engine/core/rules_base.py).
    @property
    def name(self) -> str: ...

    @property
    def state_class(self) -> type: ...

    @property
    def commands(self) -> TypeRegistry[Command]: ...

    @property
    def content(self) -> Any:
        """The game's content (cards, maps, tunables) the rules were made with."""
        ...

    def content_version(self) -> str: ...

    def new_state(self, setup: Setup) -> S: ...

    def start(self, state: S) -> list[Event]:
        """Run the game's opening (first draw and the like) and say what happened."""
        ...

    def check(self, state: S, cmd: Command) -> Verdict: ...

    def apply(self, state: S, cmd: Command) -> list[Event]: ...

    def legal_commands(self, state: S) -> list[Command]: ...


@attrs.define
class Outcome:
    command: Command
    verdict: Verdict
    events: list[Event] = attrs.field(factory=list)

    @property
    def ok(self) -> bool:
        return self.verdict.ok


class ReplayError(Exception):
    """A recorded command was refused on replay: the record and the rules disagree."""

    def __init__(self, index: int, command: Command, verdict: Verdict) -> None:
        super().__init__(f"command {index} ({command!r}) was refused on replay: {verdict}")
        self.index = index
        self.command = command
        self.verdict = verdict


def reveal_mark(rules: Any, state: Any) -> Any:
    """What changes when a command reveals something: the game's random generator, and what
    the rules' optional `reveal_mark(state)` gives (a card drawn from a deck shuffled at
    setup, a rival's hidden card turned up: nothing random is drawn then, yet undoing it
    would let a player look ahead)."""
    rng = getattr(state, "rng", None)
    mark = getattr(rules, "reveal_mark", None)
    return (None if rng is None else (rng.state, rng.inc), mark(state) if mark else None)


_reveal_mark = reveal_mark  # its name before the look-ahead shared it


def new_game_id() -> str:
    """A started game's id: random from the system, never from the game's random generator."""
    return uuid.uuid4().hex[:12]


def snapshot(state: S) -> S:
    """A deep copy that shares the immutable galaxy (if any) instead of copying it
    (engine/core/state_copy.py: several times faster than copy.deepcopy)."""
    galaxy = getattr(state, "galaxy", None)
    return deep_copy(state, () if galaxy is None else (galaxy,))


class Session(Generic[S]):
    """A game being played. Undo goes back one command at a time, but never across a command
    that drew on the game's random generator or revealed hidden information (a draw from the
    bag, a card drawn, a rival's card: see `reveal_mark`): the
    last such command is the barrier, and a snapshot of the state just after it makes undo a
    short replay instead of a replay of the whole game."""

    def __init__(self, rules: Rules[S], setup: Setup, state: S, commands: list[Command]) -> None:
        self.rules = rules
        self.setup = setup
        self.state = state
        self.commands = commands
        self.queue: deque[Command] = deque()
        self.opening: list[Event] = []
        # Each recorded command's events, when the session was rebuilt from a record (a load):
        # what a player saw happen, for the log. Live play does not fill it.
        self.history: list[list[Event]] = []
        # What the client keeps with this game besides the rules' state (hints asked for...):
        # saved in the file's meta, never read by the rules.
        self.notes: dict[str, Any] = {}
        # Nothing before a loaded or replayed position can be undone: it is the barrier.
        self.barrier = len(commands)
        self._barrier_state: S | None = None
        # Which started game this is: two games of one setup (the same seed and options,
        # started twice) are two games, each with its own saves. Made when a game is started,
        # kept in its saves; '' for a game saved before games had one. Never part of the state.
        self.game_id = ""

    @classmethod
    def new(cls, rules: Rules[S], setup: Setup) -> Session[S]:
        state = rules.new_state(setup)
        session = cls(rules, setup, state, [])
        session.opening = rules.start(state)
        session.game_id = new_game_id()
        return session

    @classmethod
    def replay(cls, rules: Rules[S], setup: Setup, commands: Iterable[Command]) -> Session[S]:
        """Rebuild a game from its setup by re-applying every recorded command."""
        session = cls.new(rules, setup)
        for i, cmd in enumerate(commands):
            outcome = session.submit(cmd)
            if not outcome.ok:
                raise ReplayError(i, cmd, outcome.verdict)
        return session

    def check(self, cmd: Command) -> Verdict:
        return self.rules.check(self.state, cmd)

    def submit(self, cmd: Command) -> Outcome:
        verdict = self.rules.check(self.state, cmd)
        if not verdict.ok:
            return Outcome(cmd, verdict)
        before = reveal_mark(self.rules, self.state)
        events = self.rules.apply(self.state, cmd)
        self.commands.append(cmd)
        if reveal_mark(self.rules, self.state) != before:
            self.barrier = len(self.commands)
            self._barrier_state = None
        return Outcome(cmd, verdict, events)

    def can_undo(self) -> Verdict:
        if len(self.commands) > self.barrier:
            return OK
        if not self.commands:
            return refuse("C3", "nothing has been done yet")
        return refuse("C3.1", "a draw or other random reveal cannot be undone")

    def undo(self) -> Command | None:
        """Take back the last command (if allowed); return it, or None if it was not allowed."""
        if not self.can_undo().ok:
            return None
        if self._barrier_state is None:
            # Rebuild the state at the barrier once; later undos this turn start from it.
            base = Session.replay(self.rules, self.setup, self.commands[: self.barrier])
            self._barrier_state = snapshot(base.state)
        undone = self.commands.pop()
        state = snapshot(self._barrier_state)
        for cmd in self.commands[self.barrier :]:
            self.rules.apply(state, cmd)
        self.state = state
        return undone

    def push(self, cmd: Command) -> None:
        self.queue.append(cmd)

    def process(self) -> list[Outcome]:
        """Take every queued command in order; return what became of each."""
        outcomes = []
        while self.queue:
            outcomes.append(self.submit(self.queue.popleft()))
        return outcomes

    def legal_commands(self) -> list[Command]:
        return self.rules.legal_commands(self.state)
