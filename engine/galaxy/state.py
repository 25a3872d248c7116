"""The state of a galaxy game: everything that changes, and the galaxy it is played on.

All of it is attrs data with plain fields (lists of records, dicts keyed by strings), so cattrs
turns it into JSON and back unchanged. The game's RNG lives here too (determinism).
"""

from __future__ import annotations

import attrs

from engine.core.rng import Rng
from engine.galaxy.colours import COLOURS, SUPREMACY
from engine.galaxy.galaxy import Galaxy


@attrs.define
class PlanetState:
    system: int
    index: int
    colour: str
    cost: int
    cubes: int = 0
    settled: bool = False


@attrs.define
class Project:
    """A card in the tableau. `needs` are the player's slot requirements, `cubes` what fills
    them ("" for an empty slot). Conflicts also have an origin, a target and the defender's
    side; `seq` orders open conflicts (0 while the conflict is held, not yet initiated)."""

    card: str
    needs: list[str]
    cubes: list[str]
    done: bool = False
    origin: int = 0
    target: int = 0
    seq: int = 0
    defender_needs: list[str] = attrs.field(factory=list)
    defender: list[str] = attrs.field(factory=list)
    used_turn: int = 0  # leaders: the last turn their ability was used

    @property
    def is_open_conflict(self) -> bool:
        return self.seq > 0 and not self.done


@attrs.define
class Option:
    """One answer to a pending choice: a system, planet or route, and a colour if one is asked."""

    ref: int
    colour: str = ""


@attrs.define
class Pending:
    kind: str  # free_base | settle_free | advance_route
    source: str  # the card or species that asked
    options: list[Option]
    remaining: int = 1


@attrs.define
class Swarm:
    """A Weaver card on the board: where it sits, what it targets, cubes on its 3 projects."""

    card: str
    system: int
    target: int = 0
    cubes: list[int] = attrs.field(factory=lambda: [0, 0, 0])


@attrs.define
class TurnStats:
    """One row of the game's chart (Game over scene): the board after each turn."""

    turn: int
    bases: int
    black_holes: int
    supremacy: int


@attrs.define
class GameState:
    galaxy: Galaxy
    species: str
    home: int
    rng: Rng
    reserve: dict[str, int]
    bag: dict[str, int]
    hand: dict[str, int]
    bases: list[int]
    routes: list[list[str]]
    planets: list[PlanetState]
    supremacy: dict[str, int]
    decks: dict[str, list[str]]
    tableau: list[Project] = attrs.field(factory=list)
    discard: list[str] = attrs.field(factory=list)
    black_holes: list[int] = attrs.field(factory=list)
    government: str = ""
    turn: int = 1
    over: bool = False
    result: str = ""  # "won" or "lost" once over
    cause: str = ""  # the victory path or the loss cause
    cards_taken: int = 0
    card_allowance: int = 1
    draw_next_bonus: int = 0
    skip_next: bool = False
    power_used: bool = False
    pending: Pending | None = None
    conflict_seq: int = 0
    difficulty: int = 3
    history: list[TurnStats] = attrs.field(factory=list)
    opponent: str = "weavers"  # or "none": a practice galaxy without the Weavers
    swarms: list[Swarm] = attrs.field(factory=list)  # kept in system-number order
    weaver_deck: list[str] = attrs.field(factory=list)  # top first
    weavers_gone: list[str] = attrs.field(factory=list)  # removed from the game (W2.3, W6.1)
    stalled: bool = False  # this turn drew no cube and fed no swarm (W7.3)
    # W7.4: a digest of each position a turn has ended in (engine/galaxy/standstill.py), and
    # how many turns in a row have ended in one of them.
    positions: list[str] = attrs.field(factory=list)
    standstill: int = 0
    scenario: int = 0  # the scenario played (D2), 0 for the standard game

    def has_base(self, system: int) -> bool:
        return system in self.bases

    def is_black_hole(self, system: int) -> bool:
        return system in self.black_holes

    def swarm_at(self, system: int) -> bool:
        """Whether a Weaver swarm sits on the system."""
        return any(s.system == system for s in self.swarms)

    def swarm_on(self, system: int) -> Swarm | None:
        for s in self.swarms:
            if s.system == system:
                return s
        return None

    def route_complete(self, rid: int) -> bool:
        return len(self.routes[rid]) >= self.galaxy.routes[rid].slots

    def planets_of(self, system: int) -> list[PlanetState]:
        return [p for p in self.planets if p.system == system]

    def unfinished(self) -> int:
        return sum(not p.done for p in self.tableau)

    def board_cubes(self) -> dict[str, int]:
        """Cubes on routes, planets and projects, per colour (for conservation checks)."""
        out = {c: 0 for c in COLOURS}
        for cubes in self.routes:
            for c in cubes:
                out[c] += 1
        for p in self.planets:
            out[p.colour] += p.cubes
        for proj in self.tableau:
            for c in (*proj.cubes, *proj.defender):
                if c:
                    out[c] += 1
        return out

    def weaver_cubes(self, colour_of: dict[str, tuple[str, str, str]]) -> dict[str, int]:
        """Cubes on the swarms' projects per colour, given each card's project colours."""
        out = {c: 0 for c in COLOURS}
        for s in self.swarms:
            for colour, n in zip(colour_of[s.card], s.cubes, strict=True):
                out[colour] += n
        return out

    @property
    def turns_played(self) -> int:
        """The turn count every screen shows (last_turn): for a game over, the turn it ended in."""
        return last_turn(self)

    def supremacy_total(self) -> int:
        return sum(self.supremacy[k] for k in SUPREMACY)


def last_turn(state: GameState) -> int:
    """The turn the game is on, or, once it is over, the turn it ended in: the counter moves
    on past a turn that ended the game at its end (W7.2, C7), so every screen counts turns
    with this (the board's top bar, Game over, the replay, the player's record)."""
    return state.history[-1].turn if state.over and state.history else state.turn
