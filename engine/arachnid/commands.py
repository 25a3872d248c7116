"""Arachnid's commands: one class per intent of the person's colony (rivals decide inside the
rules, AR). Hexes are radar numbers."""

from __future__ import annotations

import attrs

from engine.core.commands import Command, TypeRegistry

COMMANDS: TypeRegistry[Command] = TypeRegistry("command")


@COMMANDS.register("deploy")
@attrs.frozen
class Deploy(Command):
    """Den action: put an undeployed spider on a free space of your webs (A5.3)."""

    spider: str
    hex: int


@COMMANDS.register("refresh")
@attrs.frozen
class Refresh(Command):
    """Den action: refill a spider's dice and turn it upright (A5.3)."""

    spider: str


@COMMANDS.register("end_den")
@attrs.frozen
class EndDen(Command):
    """Finish your Den phase (A4.1)."""


@COMMANDS.register("act")
@attrs.frozen
class Act(Command):
    """A spider action (A5.4, A9): `action` is move, spin, overspin, bite or an ability
    (balloon, funnel, jump, mind, pounce, snare, unravel); `hex` its target. `agile` is the
    Agile step taken after a movement (-1: declined); `steer` the direction (die face 1-6) or,
    for a Ladybird, the hex a Mind Control sends it to."""

    spider: str
    action: str
    hex: int
    agile: int = -1
    steer: int = 0


@COMMANDS.register("pass")
@attrs.frozen
class Pass(Command):
    """End your turn; clean-up follows (A5.5)."""


@COMMANDS.register("choose")
@attrs.frozen
class Choose(Command):
    """Answer the decision you owe (commit dice, retreat, consume, hatch, upgrade): one of its
    option keys."""

    option: str
