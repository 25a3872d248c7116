"""The state of an Arachnid game: webs by hex, colonies with dens and spiders, critters, the
event track, pending decisions and the round's place. Plain attrs data indexed by radar number,
so cattrs saves it as JSON; the game's random generator lives here too (determinism)."""

from __future__ import annotations

import attrs

from engine.core.rng import Rng

HUMAN, RIVAL = "human", "rival"
# Stages of a round (A4.1); "over" once the game has ended.
EVENT, DEN, TURNS, OVER = "event", "den", "turns", "over"
ALPHA, BETA, WEAVER, SOLDIER = "alpha", "beta", "weaver", "soldier"


@attrs.define
class Spider:
    id: str  # alpha, beta, s1, s2 (the figure)
    kind: str  # its card: alpha, beta, weaver, soldier
    hex: int = -1  # -1: undeployed
    stunned: bool = False
    snared_by: int = -1  # seat whose Snare holds it (A9), -1 free
    attack: int = 0  # dice on the card (A7.3: committed dice leave until refreshed)
    defence: int = 0
    covered: dict[str, int] = attrs.field(factory=dict)  # track -> bloodied tokens on it
    food: dict[str, int] = attrs.field(factory=dict)  # track -> space of its food (A5.2)
    ability: str = ""  # the Beta's (A9)
    trophies: int = 0  # AR1/AR9: a rival spider's upgrades
    hatched: int = 0  # order of hatching (AR9: newest)
    upgraded: bool = False  # A7.6: at most once a turn

    @property
    def snared(self) -> bool:
        return self.snared_by >= 0

    @property
    def deployed(self) -> bool:
        return self.hex >= 0


@attrs.define
class Colony:
    seat: int
    colour: str
    kind: str  # human or rival
    level: int = 0
    personality: str = ""
    den: list[int] = attrs.field(factory=list)  # web stacks, left to right (A3.2)
    store: int = 0
    incubator: int = 0
    spiders: list[Spider] = attrs.field(factory=list)
    kept: int = 0  # upgrade tokens kept (A7.6) or trophies (AR1)
    box: int = 0  # webs left in the box (A12.6)
    gone_webs: int = 0  # webs that left the game
    den_used: list[str] = attrs.field(factory=list)  # den actions taken this round
    hatch_count: int = 0
    passed: bool = False
    deck: list[int] = attrs.field(factory=list)  # AR2: card indexes still to reveal
    card: int = -1  # AR2: this turn's card, shown
    steps: list[str] = attrs.field(factory=list)  # AR2: "role:verb" still to run this turn
    to_upgrade: list[str] = attrs.field(factory=list)  # spiders owed an upgrade at clean-up
    funnels: int = 0  # funnels placed, at most 3 (A12.8)
    snare_used: bool = False  # the Snare token is out
    mind_used: bool = False  # the Mind Control token is out
    ability_used: list[str] = attrs.field(factory=list)  # abilities it ever held (statistics)

    def spider(self, sid: str) -> Spider | None:
        for s in self.spiders:
            if s.id == sid:
                return s
        return None

    @property
    def den_webs(self) -> int:
        return sum(self.den)


@attrs.define
class Critter:
    id: str
    hex: int = -1
    bitten: int = 0
    entangled: bool = False
    controller: int = -1  # seat steering it (A8.5)
    snarer: int = -1  # seat whose Snare holds it


@attrs.define
class Choice:
    """A decision a person owes (A7.3 commit, A7.5 retreat, A10 consume, A5.1 hatch, A7.6
    upgrade): its kind, the seat, the options as short keys, and what it is about."""

    kind: str
    seat: int
    options: list[str]
    about: str = ""


@attrs.define
class BattleState:
    attacker: tuple[int, str]  # (seat, spider id)
    defender: tuple[int, str]
    stage: str = "attack"  # attack -> defence -> retreat
    attack: list[int] = attrs.field(factory=lambda: [0, 0, 0])  # own, support, bought bolster
    defence: list[int] = attrs.field(factory=lambda: [0, 0, 0])
    loser: int = -1  # seat
    winner_hex: int = -1


@attrs.define
class GameState:
    rng: Rng
    webs: list[list[int]]  # by hex: seats bottom to top (A2.4)
    food: list[int]  # food on each hex
    funnel: list[int]  # seat owning a funnel there, -1 none
    funnel_food: list[int]
    colonies: list[Colony]
    critters: list[Critter]
    critter_bag: list[str]
    dead: list[str] = attrs.field(factory=list)
    event_bag: list[str] = attrs.field(factory=list)
    event_track: list[str] = attrs.field(factory=list)
    waiting: list[str] = attrs.field(factory=list)  # A4.2: the Feed not yet in the bag
    university: list[str] = attrs.field(factory=list)  # abilities left (A3.4)
    cards_left: dict[str, int] = attrs.field(factory=dict)  # weaver/soldier cards (A1)
    cards_gone: dict[str, int] = attrs.field(factory=dict)  # consumed with their spider (A12.5)
    pool_food: int = 0
    pool_bloodied: int = 0
    gone_bloodied: int = 0
    level: int = 3
    scenario: int = 0
    round_limit: int = 30
    round: int = 0
    first: int = 0  # current player's seat this round (A4.1)
    stage: str = ""
    turn_seat: int = -1
    turn_order: list[int] = attrs.field(factory=list)
    cleaned: bool = False  # the turn's clean-up is done (A5.5)
    feed_queue: list[int] = attrs.field(factory=list)  # seats still to feed this Feed
    feed_due: int = -1  # -1: not yet asked; food the colony being fed still owes
    famine: list[int] = attrs.field(factory=list)  # seats that consumed this Feed
    sweep: list[str] = attrs.field(factory=list)  # critters still due this Critter event
    sweeping: bool = False  # a Critter event's sweep is under way (the spawn still to come)
    battle: BattleState | None = None
    battle_queue: list[tuple[int, str]] = attrs.field(factory=list)  # defenders still to fight
    choices: list[Choice] = attrs.field(factory=list)
    last_den_round: bool = False
    over: bool = False
    end_cause: str = ""
    result: str = ""  # the player's: won / lost
    winner: int = -1
    tie_break: str = ""  # "", "largest_web", "food", "rivals"
    scores: list[int] = attrs.field(factory=list)
    stats: dict[str, int] = attrs.field(factory=dict)

    def occupant(self, h: int) -> tuple[str, int, str] | None:
        """Who stands on hex h: ("spider", seat, id) or ("critter", -1, id), spiders first."""
        for c in self.colonies:
            for s in c.spiders:
                if s.hex == h:
                    return ("spider", c.seat, s.id)
        for cr in self.critters:
            if cr.hex == h:
                return ("critter", -1, cr.id)
        return None

    def occupied(self) -> set[int]:
        """Every hex a spider or critter stands on: `occupant(h)` is None for all others."""
        out = {s.hex for c in self.colonies for s in c.spiders}
        out.update(cr.hex for cr in self.critters)
        return out

    def spider_at(self, h: int) -> tuple[Colony, Spider] | None:
        for c in self.colonies:
            for s in c.spiders:
                if s.hex == h:
                    return c, s
        return None

    def critter_at(self, h: int) -> Critter | None:
        for cr in self.critters:
            if cr.hex == h:
                return cr
        return None

    def critter(self, cid: str) -> Critter:
        for cr in self.critters:
            if cr.id == cid:
                return cr
        raise KeyError(cid)

    def top(self, h: int) -> int:
        """The seat whose web tops hex h, -1 when it holds none."""
        return self.webs[h][-1] if self.webs[h] else -1

    def bump(self, key: str, n: int = 1) -> None:
        self.stats[key] = self.stats.get(key, 0) + n
