"""A tiny dice race used to test the game-agnostic machinery without any real game's rules.

Roll a die (a random reveal), then move exactly that many steps; reaching 20 ends the game.
"""

from __future__ import annotations

import attrs

from engine.core.commands import OK, Command, Event, TypeRegistry, Verdict, refuse
from engine.core.rng import Rng
from engine.core.session import Setup

COMMANDS: TypeRegistry[Command] = TypeRegistry("command")


@COMMANDS.register("roll")
@attrs.frozen
class Roll(Command):
    pass


@COMMANDS.register("move")
@attrs.frozen
class Move(Command):
    steps: int


@attrs.frozen
class Rolled(Event):
    value: int
    rule: str = "T1"


@attrs.frozen
class Moved(Event):
    to: int
    rule: str = "T2"


@attrs.define
class ToyState:
    rng: Rng
    position: int = 0
    last_roll: int = 0
    history: list[int] = attrs.field(factory=list)
    finished: bool = False


class ToyRules:
    name = "toy"
    state_class = ToyState
    commands = COMMANDS

    def content_version(self) -> str:
        return "toy-1"

    def new_state(self, setup: Setup) -> ToyState:
        return ToyState(rng=Rng.from_seed(setup.seed))

    def start(self, state: ToyState) -> list[Event]:
        return []

    def check(self, state: ToyState, cmd: Command) -> Verdict:
        if state.finished:
            return refuse("T0", "the race is over")
        if isinstance(cmd, Roll):
            if state.last_roll:
                return refuse("T1", "move before rolling again")
            return OK
        if isinstance(cmd, Move):
            if not state.last_roll:
                return refuse("T2", "roll first")
            if cmd.steps != state.last_roll:
                return refuse("T2", f"you must move exactly {state.last_roll} steps")
            return OK
        return refuse("T0", f"unknown command {type(cmd).__name__}")

    def apply(self, state: ToyState, cmd: Command) -> list[Event]:
        if isinstance(cmd, Roll):
            state.last_roll = state.rng.randint(1, 6)
            return [Rolled(state.last_roll)]
        assert isinstance(cmd, Move)
        state.position += cmd.steps
        state.history.append(cmd.steps)
        state.last_roll = 0
        state.finished = state.position >= 20
        return [Moved(state.position)]

    def legal_commands(self, state: ToyState) -> list[Command]:
        options: list[Command] = [Roll(), *(Move(n) for n in range(1, 7))]
        return [c for c in options if self.check(state, c)]


RULES = ToyRules()
