"""What can happen in Space Swarm. Each event names the rule that caused it (`rule`)."""

from __future__ import annotations

import attrs

from engine.core.commands import Event


@attrs.frozen
class BoardMade(Event):
    standard: bool
    rolls: int  # whole-map rolls until the conditions held (0 for the standard board)
    rule: str = "S2.4"


@attrs.frozen
class FleetsPlaced(Event):
    race: str
    hex: int
    count: int
    rule: str = "S3.1"


@attrs.frozen
class CardsDrawn(Event):
    race: str
    cards: tuple[str, ...]  # shown only to their owner (S8.4)
    rule: str = "S5.5"


@attrs.frozen
class Mulligan(Event):
    race: str
    cards: tuple[str, ...]  # shown to all (S3.2)
    rule: str = "S3.2"


@attrs.frozen
class RoundStarted(Event):
    round: int
    rule: str = "S4.1"


@attrs.frozen
class FirstRaceDrawn(Event):
    race: str
    rule: str = "S3.3"


@attrs.frozen
class DecisionCardTurned(Event):
    race: str
    stance: str
    rule: str = "SA2.1"


@attrs.frozen
class GrabBegins(Event):
    race: str
    deck: int
    rule: str = "SA2.4"


@attrs.frozen
class StandingSet(Event):
    seats: tuple[str, ...]  # races, highest standing first
    rule: str = "S4.2"


@attrs.frozen
class TurnOrderSet(Event):
    """This round's turn order, once the picks (or, in round 1, the first race) made it."""

    races: tuple[str, ...]
    rule: str = "S4.4"


@attrs.frozen
class CardPlayed(Event):
    race: str
    card: str
    attribute: str
    amount: int
    until: str
    rule: str = "S8.2"


@attrs.frozen
class Passed(Event):
    race: str
    window: str  # bid or battle
    rule: str = "S8.3"


@attrs.frozen
class PlacePicked(Event):
    race: str
    place: int  # 1 = first
    rule: str = "S4.4"


@attrs.frozen
class TurnStarted(Event):
    race: str
    round: int
    rule: str = "S5"


@attrs.frozen
class PhaseStarted(Event):
    race: str
    phase: str
    rule: str = "S5"


@attrs.frozen
class PhaseEndsItself(Event):
    """A phase with nothing left to do in it ends without a click (S5.2); `reason` says why
    in player words."""

    race: str
    phase: str
    reason: str
    rule: str = "S5.2"


@attrs.frozen
class TechnologyPlaced(Event):
    race: str
    card: str
    attribute: str
    rule: str = "S5.1"


@attrs.frozen
class CardDiscarded(Event):
    race: str
    card: str
    rule: str = "S5.1"


@attrs.frozen
class FleetsProduced(Event):
    race: str
    hex: int
    count: int
    rule: str = "S5.2"


@attrs.frozen
class FleetsMoved(Event):
    race: str
    origin: int
    path: tuple[int, ...]
    count: int  # fleets that set out
    arrived: int  # fleets at the end of the path
    stopped: bool  # the path ended on a Black Hole or an enemy hex (S6.3)
    rule: str = "S6"
    change: tuple[int, ...] = ()  # per path hex: fleets dropped (-) or picked up (+) (S6.4)


@attrs.frozen
class WormholeJump(Event):
    race: str
    origin: int
    to: int
    rule: str = "S2.2"


@attrs.frozen
class RuinsExplored(Event):
    race: str
    hex: int
    drew: int
    rule: str = "S2.2"


@attrs.frozen
class BattleStarted(Event):
    hex: int
    races: tuple[str, ...]  # in the order of the battle window (S10.3)
    rule: str = "S7"
    fleets: tuple[int, ...] = ()  # each race's stack there as the battle starts, same order


@attrs.frozen
class TargetChosen(Event):
    race: str
    target: str
    reason: str
    rule: str = "S7.1"


@attrs.frozen
class Strike(Event):
    race: str
    target: str
    hex: int
    fleets: int
    damage: int
    destroyed: int
    rule: str = "S7.3"


@attrs.frozen
class BattleFought(Event):
    hex: int
    losses: tuple[tuple[str, int], ...]
    rule: str = "S7.4"


@attrs.frozen
class QuasarLoss(Event):
    race: str
    hex: int
    lost: int
    rule: str = "S2.2"


@attrs.frozen
class DeckEmpty(Event):
    rule: str = "S9.2"


@attrs.frozen
class RaceOut(Event):
    race: str
    rule: str = "S9.3"


@attrs.frozen
class GameEnded(Event):
    winner: str  # "" when nobody wins
    path: str  # clusters, deck_out, last_standing, eliminated
    result: str  # the player's: won or lost
    tie_break: bool = False
    rule: str = "S9"


@attrs.frozen
class RivalDecision(Event):
    """SA1.3: a rival's choice, as one log line (its card, the action, the numbers)."""

    race: str
    action: str  # strike claim explore spread guard advance / develop discard muster card bid
    stance: str
    text: str
    rule: str = "SA3"
