"""The player's commands in the galaxy game: one class per intent (ARCHITECTURE: Commands)."""

from __future__ import annotations

import attrs

from engine.core.commands import Command, TypeRegistry

COMMANDS: TypeRegistry[Command] = TypeRegistry("command")

# Where a cube goes or comes from (C4): a route, a planet, or a slot of a project in the tableau.
ROUTE, PLANET, PROJECT = "route", "planet", "project"
SPOTS = (ROUTE, PLANET, PROJECT)


@COMMANDS.register("place")
@attrs.frozen
class PlaceCube(Command):
    """Place a cube from the hand (C4.1-C4.3). `ref` is a route id, planet id or tableau index;
    `slot` is the project slot (unused for routes and planets)."""

    colour: str
    spot: str
    ref: int
    slot: int = 0


@COMMANDS.register("recall")
@attrs.frozen
class Recall(Command):
    """Spend a black cube to take back a placed cube into the hand (C4.4)."""

    spot: str
    ref: int
    slot: int = 0


@COMMANDS.register("take")
@attrs.frozen
class TakeCard(Command):
    """Take the top card of a face-up deck into the tableau (C3.3, C5)."""

    deck: str


@COMMANDS.register("conflict")
@attrs.frozen
class InitiateConflict(Command):
    """Initiate the conflict card at tableau index `project` from `origin` against `target`."""

    project: int
    origin: int
    target: int


@COMMANDS.register("leader")
@attrs.frozen
class UseLeader(Command):
    """Use a completed leader's once-per-turn ability (C5.4).

    exchange: give `colour` from the hand, take `colour2` from the reserve.
    redraw: return `colour` from the hand to the bag, draw one.
    steal: take a cube from the Weavers back to the reserve: `spot` "swarm" with `ref` the
    swarm's system and `slot` its project (0-2), or `spot` "conflict" with `ref` a tableau
    index and `slot` a slot on the Weavers' side.
    """

    project: int
    colour: str = ""
    colour2: str = ""
    spot: str = ""
    ref: int = 0
    slot: int = 0


@COMMANDS.register("power")
@attrs.frozen
class UsePower(Command):
    """Use the species' once-per-game power (C5.7)."""


@COMMANDS.register("choose")
@attrs.frozen
class Choose(Command):
    """Answer a pending choice left by an effect (a system, planet or route; maybe a colour)."""

    ref: int
    colour: str = ""


@COMMANDS.register("end")
@attrs.frozen
class EndTurn(Command):
    """Finish Phase 2: the hand returns to the bag, end-of-turn checks, the next turn starts."""
