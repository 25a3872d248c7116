"""The state of a Space Swarm game: the board, every race, the deck, the round and its phase.

Plain attrs data (lists indexed by hex and by seat), so cattrs turns it into JSON and back;
the game's random generator lives here too (determinism).
"""

from __future__ import annotations

from itertools import compress

import attrs

from engine.core.rng import Rng
from engine.swarm.board import Board

# Phases in which someone must decide (S4, S5, S7, S8.3); "over" when the game has ended.
BID_WINDOW, PICK = "bid_window", "pick"
DEVELOPMENT, PRODUCTION, MOVE = "development", "production", "move"
BATTLE_WINDOW, TARGET, OVER = "battle_window", "target", "over"
TURN_PHASES = (DEVELOPMENT, PRODUCTION, MOVE)
HUMAN, AUTOMA = "human", "automa"
STOPPED = 1_000  # steps taken by a fleet that must stop for this turn (S10.1)


@attrs.define
class Bonus:
    """A card played as an event (S8.2): +amount to an attribute until `until` ends."""

    attribute: str
    amount: int
    until: str  # "phase", "turn" or "bid"
    card: str


@attrs.define
class Race:
    seat: int
    id: str
    kind: str  # human or automa
    level: int  # the SD1 level of an automa; 0 for a human (no bonus)
    home: int
    fleets: list[int]  # by hex
    # S6.2 / S10.1: during your Move phase, the steps each of your fleets on a hex has taken
    # this turn (ascending: the first have the most steps left); empty outside it.
    taken: list[list[int]] = attrs.field(factory=list)
    technologies: list[str] = attrs.field(factory=list)
    hand: list[str] = attrs.field(factory=list)
    bonuses: list[Bonus] = attrs.field(factory=list)
    out: bool = False
    ruins: int = 0  # Ruins it has drawn from (SD2 Dark Reach)
    decisions: list[str] = attrs.field(factory=list)  # SA2.1: its decision deck (stances)
    card: str = ""  # SA1.4: its decision card this round, face up
    grab: bool = False  # SA2.4
    orders: int = 0  # move orders given this turn (S5.3)
    produced: int = 0  # fleets placed this Production phase (S5.2)
    placed_tech: bool = False  # a Technology placed this Development phase (S5.1)

    @property
    def total_fleets(self) -> int:
        return sum(self.fleets)

    def stacks(self) -> list[int]:
        # The hexes whose count is not 0 (never negative: invariants), picked out in C.
        return list(compress(range(len(self.fleets)), self.fleets))


@attrs.define
class Battle:
    hex: int
    window: list[int]  # seats still to play or pass in its battle window (S8.3, S10.3)
    groups: list[int] = attrs.field(factory=list)  # Initiative values still to strike (S7.2)
    started: bool = False
    targets: list[int] = attrs.field(factory=list)  # by seat: chosen target seat, -1 none
    losses: list[int] = attrs.field(factory=list)  # by seat, for the summary event


@attrs.define
class GameState:
    board: Board
    races: list[Race]
    deck: list[str]
    rng: Rng
    discard: list[str] = attrs.field(factory=list)
    difficulty: int = 3
    scenario: int = 0
    round: int = 0
    order: list[int] = attrs.field(factory=list)  # this round's turn order (seats)
    turn_index: int = 0
    first_seat: int = -1  # the race that went first in round 1 (statistics)
    last_first: int = -1  # who went first last round (S4.2 ties, S10.7)
    phase: str = ""
    bid_queue: list[int] = attrs.field(factory=list)  # S4.3: seats still to play or pass
    standing: list[int] = attrs.field(factory=list)  # S4.2
    places: list[int] = attrs.field(factory=list)  # S4.4: seat per turn-order place, -1 free
    attack_queue: list[int] = attrs.field(factory=list)  # battle hexes still to fight (S5.4)
    battle: Battle | None = None
    spent_ruins: list[int] = attrs.field(factory=list)
    turns: int = 0
    battles: int = 0
    destroyed: int = 0  # fleets destroyed in battle, all races
    made: int = 0  # fleets ever placed or produced (the invariants' ledger)
    lost: int = 0  # fleets ever destroyed (battles, Quasars)
    board_rolls: int = 0  # whole-map rolls the board took (0: the standard board)
    # The end (S9): the winning seat (-1 none), how, and whether deck-out needed a tie-break.
    over: bool = False
    winner: int = -1
    win_path: str = ""
    tie_break: bool = False
    result: str = ""  # the player's (seat 0): won or lost
    # Scenario rules (SD2) in force.
    quasar_loss: int = 1
    goal_ruins: int = 0
    player_wins_only_by: str = ""
    # S5.2 (decision of 2026-11-27), from the setup: a game begun before it keeps waiting for
    # End Production.
    production_ends_itself: bool = False

    @property
    def active(self) -> int:
        return self.order[self.turn_index] if self.order else -1

    def race(self, race_id: str) -> Race | None:
        for r in self.races:
            if r.id == race_id:
                return r
        return None

    def in_play(self) -> list[Race]:
        return [r for r in self.races if not r.out]

    def occupants(self, h: int) -> list[int]:
        """Seats with a stack on hex h."""
        return [r.seat for r in self.races if r.fleets[h] > 0]
