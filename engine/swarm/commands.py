"""Space Swarm's commands: one class per intent. Each names its race, so hot-seat players and
rivals use the same ones (SWARM.md: Hot-seat)."""

from __future__ import annotations

import attrs

from engine.core.commands import Command, TypeRegistry

COMMANDS: TypeRegistry[Command] = TypeRegistry("command")


@COMMANDS.register("place_tech")
@attrs.frozen
class PlaceTechnology(Command):
    """Place a Technology from your hand face up (S5.1)."""

    race: str
    card: str


@COMMANDS.register("discard")
@attrs.frozen
class Discard(Command):
    """Discard a card down to your hand limit (S5.1)."""

    race: str
    card: str


@COMMANDS.register("play")
@attrs.frozen
class PlayCard(Command):
    """Play a card as an event for its bonus (S8.2)."""

    race: str
    card: str


@COMMANDS.register("produce")
@attrs.frozen
class Produce(Command):
    """Put `count` new fleets on your stack at `hex` (S5.2)."""

    race: str
    hex: int
    count: int


@COMMANDS.register("move")
@attrs.frozen
class Move(Command):
    """A move order (S6): `count` fleets from `origin` along `path` (the hexes entered, in
    order). `change`, if given, has one number per path hex: negative drops that many fleets
    there, positive picks up that many of yours (S6.4)."""

    race: str
    origin: int
    count: int
    path: tuple[int, ...]
    change: tuple[int, ...] = ()


@COMMANDS.register("end_phase")
@attrs.frozen
class EndPhase(Command):
    """Finish Development, Production or Move (S5)."""

    race: str


@COMMANDS.register("pass")
@attrs.frozen
class Pass(Command):
    """Close your turn in a bid or battle window (S4.3, S8.3, S10.3)."""

    race: str


@COMMANDS.register("pick")
@attrs.frozen
class PickPlace(Command):
    """Take a free place in this round's turn order, 1 = first (S4.4)."""

    race: str
    place: int


@COMMANDS.register("target")
@attrs.frozen
class ChooseTarget(Command):
    """Pick the enemy stack your stack strikes (S7.1)."""

    race: str
    target: str
