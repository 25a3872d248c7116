"""What can happen in the galaxy game. Each event names the rule that caused it (`rule`)."""

from __future__ import annotations

import attrs

from engine.core.commands import Event


@attrs.frozen
class TurnStarted(Event):
    turn: int
    skipped: bool = False
    rule: str = "C3"


@attrs.frozen
class CubesDrawn(Event):
    colours: tuple[str, ...]
    rule: str = "C3.1"


@attrs.frozen
class CubePlaced(Event):
    colour: str
    spot: str
    ref: int
    slot: int = 0
    from_reserve: bool = False
    rule: str = "C4"


@attrs.frozen
class CubeRecalled(Event):
    colour: str
    spot: str
    ref: int
    slot: int = 0
    rule: str = "C4.4"


@attrs.frozen
class RouteCompleted(Event):
    route: int
    rule: str = "C4.1"


@attrs.frozen
class BasePlaced(Event):
    system: int
    rule: str = "C4.1"


@attrs.frozen
class BaseLost(Event):
    system: int
    rule: str = "W5"


@attrs.frozen
class PlanetSettled(Event):
    planet: int
    system: int
    colour: str
    added: int
    rule: str = "C4.2"


@attrs.frozen
class CardTaken(Event):
    card: str
    deck: str
    rule: str = "C5"


@attrs.frozen
class ProjectCompleted(Event):
    card: str
    rule: str = "C5.1"


@attrs.frozen
class SupremacyGained(Event):
    kind: str
    level: int
    rule: str = "C5.1"


@attrs.frozen
class CubesAdded(Event):
    """Cubes moved from the reserve into the bag (settling, card effects, bonuses)."""

    colour: str
    count: int
    rule: str = "C5.2"


@attrs.frozen
class EffectResolved(Event):
    card: str
    kind: str
    count: int = 1
    rule: str = "C5.2"


@attrs.frozen
class GovernmentChanged(Event):
    card: str
    replaced: str = ""
    rule: str = "C5.3"


@attrs.frozen
class LeaderUsed(Event):
    card: str
    ability: str
    detail: str = ""
    rule: str = "C5.4"


@attrs.frozen
class PowerUsed(Event):
    species: str
    power: str
    rule: str = "C5.7"


@attrs.frozen
class ChoiceNeeded(Event):
    kind: str
    options: int
    rule: str = "C5.2"


@attrs.frozen
class ConflictInitiated(Event):
    card: str
    origin: int
    target: int
    slots: int
    rule: str = "C6.1"


@attrs.frozen
class ConflictWon(Event):
    card: str
    target: int
    vs_weavers: bool = False
    rule: str = "C6.3"


@attrs.frozen
class ConflictCancelled(Event):
    card: str
    system: int
    why: str
    rule: str = "C6.5"


@attrs.frozen
class HandReturned(Event):
    colours: tuple[str, ...]
    rule: str = "C3.4"


@attrs.frozen
class TurnSkipped(Event):
    turn: int
    rule: str = "C5.5"


@attrs.frozen
class GameWon(Event):
    path: str
    rule: str = "C7"


@attrs.frozen
class GameLost(Event):
    cause: str
    rule: str = "W7.2"


@attrs.frozen
class BagCubeLost(Event):
    """A scenario rule took a cube from the bag back to the reserve (D2.2), and why."""

    colour: str
    why: str
    rule: str = "D2.2"
