"""What the Weavers do, as events: each names its rule, and targeting says why (W2)."""

from __future__ import annotations

import attrs

from engine.core.commands import Event


@attrs.frozen
class SwarmPlaced(Event):
    card: str
    system: int
    rule: str = "W1.2"


@attrs.frozen
class SwarmTargeted(Event):
    """A swarm turned to face a target. `arrow` is 1-3 for its arrows, 4 for any colour."""

    card: str
    system: int
    target: int
    arrow: int
    reason: str
    retarget: bool = False
    rule: str = "W2.1"


@attrs.frozen
class SwarmRemoved(Event):
    """No legal target at all: the card leaves the game and a black hole takes its place."""

    card: str
    system: int
    rule: str = "W2.3"


@attrs.frozen
class BlackHolePlaced(Event):
    system: int
    count: int
    rule: str = "W4.3"


@attrs.frozen
class RouteUnravelled(Event):
    """A route into a new black hole sends its cubes back to the bag."""

    route: int
    colours: tuple[str, ...]
    rule: str = "W4.3"


@attrs.frozen
class SpanStarted(Event):
    turn: int
    hand: tuple[str, ...]
    rule: str = "W3.1"


@attrs.frozen
class SpanEnded(Event):
    """The Span is over: one line saying what each swarm did and why (W3.1)."""

    turn: int
    summary: str
    rule: str = "W3.1"


@attrs.frozen
class WeaverAdvanced(Event):
    """A cube from the reserve onto a swarm's project, or diverted to a conflict (W6.2)."""

    card: str
    system: int
    project: str
    colour: str
    filled: int
    slots: int
    diverted_to: str = ""
    rule: str = "W3.1"


@attrs.frozen
class WeaverStarved(Event):
    """A swarm's project should advance but the reserve has no cube of its colour (C1)."""

    card: str
    project: str
    colour: str
    rule: str = "C1"


@attrs.frozen
class SupremacyReaction(Event):
    card: str
    system: int
    symbol: str
    rule: str = "W3.3"


@attrs.frozen
class Proliferated(Event):
    card: str
    new_card: str
    system: int
    at: int
    rule: str = "W4.1"


@attrs.frozen
class Morphed(Event):
    card: str
    new_card: str
    system: int
    rule: str = "W4.2"


@attrs.frozen
class Engulfed(Event):
    card: str
    left: int
    at: int
    rule: str = "W4.3"


@attrs.frozen
class Captured(Event):
    """A swarm arrived: bases removed, route cubes to the bag, planet cubes to the reserve."""

    card: str
    system: int
    bases_lost: int
    route_cubes: int
    planet_cubes: int
    rule: str = "W5"


@attrs.frozen
class SwarmBanished(Event):
    card: str
    system: int
    rule: str = "W6.1"


@attrs.frozen
class ConflictLostToWeavers(Event):
    card: str
    target: int
    cubes_lost: int
    rule: str = "W6.3"
