"""The galaxy game's content as data (C5, C8): cards, species and the tunable numbers [T].

Everything here is read from TOML files in `engine/galaxy/data/` and validated on load, so a
balance change never touches code and a malformed file is reported by file and field.
"""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.core import content as loader
from engine.core.content import ContentError
from engine.galaxy.colours import ANY, COLOURS, ROUTE_COLOURS, SLOT_KINDS, SUPREMACY
from engine.galaxy.generator import GeneratorSettings
from engine.galaxy.scenario_content import ScenarioDef, ScenarioFile, validate_scenarios
from engine.weavers.content import (
    Level,
    LevelFile,
    WeaverCard,
    WeaverFile,
    validate_head_starts,
    validate_levels,
    validate_weavers,
)

DATA_DIR = Path(__file__).parent / "data"

COMMERCE, EXPANSION, PROGRESS = "commerce", "expansion", "progress"
LEADER, CONFLICT, GOVERNMENT = "leader", "conflict", "government"
DECKS: tuple[str, ...] = (COMMERCE, EXPANSION, PROGRESS, LEADER, CONFLICT, GOVERNMENT)
DECK_NAMES = {d: d.capitalize() for d in DECKS}

# Effect vocabulary. Each kind is implemented in engine/galaxy/effects.py.
ONE_OFF = {
    "add_cubes": "colour",  # put `count` cubes of `colour` from the reserve into the bag
    "draw_next": "",  # draw `count` more cubes next turn
    "extra_card": "",  # take one more card this turn
    "free_base": "",  # place a base in an empty system joined by a route to one of yours
    "settle_free": "",  # settle a planet in one of your systems without paying
    "advance_route": "",  # fill `count` route slots from the reserve
    "skip_turn": "",  # you skip your next turn (C5.5)
}
ONGOING = {
    "draw_bonus": "",  # draw `count` more cubes every turn
    "route_two_colours": "",  # a route may hold cubes of two colours
    "extra_project": "",  # hold `count` more unfinished projects
    "conflict_discount": "",  # your conflicts need `count` fewer cubes on your side
    "settle_bonus": "",  # settling a planet adds `count` more cubes to the bag
}
ABILITIES = {
    "steal": "",  # move 1 cube from a Weaver project or a Weavers' conflict side to the reserve
    "exchange": "",  # swap 1 cube in hand for a cube of another colour from the reserve
    "redraw": "",  # return 1 cube in hand to the bag, then draw 1
}
BONUSES = {"add_cubes": "colour", "start_card": "deck", "supremacy": "symbol"}
ONCE_POWERS = {"extra_draw": "", "free_base": ""}
POWERS = {**ONGOING, **ONCE_POWERS}


@attrs.frozen
class Effect:
    kind: str
    count: int = 1
    colour: str = ""
    deck: str = ""
    symbol: str = ""

    def check(self, allowed: dict[str, str], where: str) -> str | None:
        """A problem with this effect in the given vocabulary, or None."""
        if self.kind not in allowed:
            return f"{where}.kind: {self.kind!r} is not one of {sorted(allowed)}"
        if not 1 <= self.count <= 5:
            return f"{where}.count: must be 1 to 5, not {self.count}"
        need = allowed[self.kind]
        if need == "colour" and self.colour not in COLOURS:
            return f"{where}.colour: {self.kind} needs a cube colour, not {self.colour!r}"
        if need == "deck" and self.deck not in DECKS:
            return f"{where}.deck: {self.kind} needs a deck name, not {self.deck!r}"
        if need == "symbol" and self.symbol not in SUPREMACY:
            return f"{where}.symbol: {self.kind} needs a supremacy kind, not {self.symbol!r}"
        return None


@attrs.frozen
class CardDef:
    id: str
    name: str
    deck: str
    slots: tuple[str, ...]
    reward: tuple[str, ...]
    effect: Effect | None = None  # once, on completion
    ongoing: Effect | None = None  # government: applies while it is your government
    ability: Effect | None = None  # leader: once per turn after completion
    defender: tuple[str, ...] = ()  # conflicts: the defender's side

    @property
    def is_conflict(self) -> bool:
        return self.deck == CONFLICT


@attrs.frozen
class SpeciesDef:
    id: str
    name: str
    blurb: str
    bonus: tuple[Effect, ...]
    power: Effect


@attrs.frozen
class Tunables:
    reserve: dict[str, int]
    bag_start: dict[str, int]
    bases: int
    black_holes: int
    draw: int
    max_unfinished: int
    settle_bonus: int
    guarded_extra_slots: int
    supremacy_goal: int
    deck_size: int
    standstill_turns: int  # W7.4: turns in a row that change nothing before the game is over
    galaxy: GeneratorSettings  # C2's random-galaxy numbers, straight into the generator


@attrs.frozen
class CardFile:
    cards: tuple[CardDef, ...]


@attrs.frozen
class SpeciesFile:
    species: tuple[SpeciesDef, ...]


@attrs.frozen
class Content:
    cards: dict[str, CardDef]
    species: dict[str, SpeciesDef]
    tunables: Tunables
    weavers: dict[str, WeaverCard]
    levels: dict[int, Level]
    version: str
    scenarios: dict[int, ScenarioDef] = attrs.field(factory=dict)  # D2, by number

    def level(self, difficulty: int) -> Level:
        return self.levels[difficulty]

    def card(self, card_id: str) -> CardDef:
        return self.cards[card_id]

    def deck_cards(self, deck: str) -> list[CardDef]:
        return [c for c in self.cards.values() if c.deck == deck]


def _raise(file: str, problem: str) -> None:
    """A problem 'field: message' as the ContentError naming the file and field."""
    field, _, msg = problem.partition(": ")
    raise ContentError(file, field, msg)


def validate_cards(cards: tuple[CardDef, ...], tun: Tunables, file: str) -> None:
    """The rules C5 and C8 put on the card set, each failure named by card and field."""
    seen: set[str] = set()
    for i, c in enumerate(cards):
        where = f"cards[{i}]"
        if c.id in seen:
            raise ContentError(file, f"{where}.id", f"duplicate card id {c.id!r}")
        seen.add(c.id)
        if c.deck not in DECKS:
            raise ContentError(file, f"{where}.deck", f"{c.deck!r} is not one of {list(DECKS)}")
        if not 2 <= len(c.slots) <= 5:
            raise ContentError(file, f"{where}.slots", "a card has 2 to 5 slots (C8)")
        for j, s in enumerate(c.slots + c.defender):
            if s not in SLOT_KINDS:
                raise ContentError(file, f"{where}.slots[{j}]", f"{s!r} is not a slot kind")
        if not 1 <= len(c.reward) <= 2 or any(r not in SUPREMACY for r in c.reward):
            raise ContentError(file, f"{where}.reward", "1 or 2 supremacy kinds (C8)")
        problems = [
            c.effect and c.effect.check(ONE_OFF, f"{where}.effect"),
            c.ongoing and c.ongoing.check(ONGOING, f"{where}.ongoing"),
            c.ability and c.ability.check(ABILITIES, f"{where}.ability"),
        ]
        for p in problems:
            if p:
                _raise(file, p)
        if c.deck == CONFLICT:
            if not c.defender:
                raise ContentError(file, f"{where}.defender", "a conflict needs defender slots")
            if "might" not in c.reward:
                raise ContentError(file, f"{where}.reward", "a conflict rewards Might (C6.3)")
        elif c.defender:
            raise ContentError(file, f"{where}.defender", "only conflicts have a defender side")
        if c.deck == GOVERNMENT and not (c.ongoing or c.effect):
            raise ContentError(file, f"{where}.ongoing", "a government needs a rule change")
        if c.deck == LEADER and not c.ability:
            raise ContentError(file, f"{where}.ability", "a leader needs an ability (C5.4)")
        if c.deck != LEADER and c.ability:
            raise ContentError(file, f"{where}.ability", "only leaders have abilities")
        if c.deck != GOVERNMENT and c.ongoing:
            raise ContentError(file, f"{where}.ongoing", "only governments have ongoing rules")
    for deck in DECKS:
        n = sum(c.deck == deck for c in cards)
        if n != tun.deck_size:
            raise ContentError(file, "cards", f"deck {deck} has {n} cards, not {tun.deck_size}")
    if sum(1 for c in cards if c.ability and c.ability.kind == "steal") < 3:
        raise ContentError(file, "cards", "at least three leaders must steal (C5.4)")
    if not any(c.effect and c.effect.kind == "skip_turn" for c in cards):
        raise ContentError(file, "cards", "some card must make the player skip a turn (C5.5)")
    for kind in SUPREMACY:
        if sum(c.reward.count(kind) for c in cards) < tun.supremacy_goal:
            raise ContentError(file, "cards", f"{kind} is rewarded fewer than 5 times (C5.6)")


def validate_species(species: tuple[SpeciesDef, ...], file: str) -> None:
    if len(species) < 6:
        raise ContentError(file, "species", f"at least 6 species are needed, found {len(species)}")
    seen: set[str] = set()
    for i, s in enumerate(species):
        where = f"species[{i}]"
        if s.id in seen:
            raise ContentError(file, f"{where}.id", f"duplicate species id {s.id!r}")
        seen.add(s.id)
        if not s.bonus:
            raise ContentError(file, f"{where}.bonus", "a species needs a starting bonus (C5.7)")
        for j, b in enumerate(s.bonus):
            p = b.check(BONUSES, f"{where}.bonus[{j}]")
            if p:
                _raise(file, p)
        p = s.power.check(POWERS, f"{where}.power")
        if p:
            _raise(file, p)


def validate_tunables(t: Tunables, file: str) -> None:
    for name, counts in (("reserve", t.reserve), ("bag_start", t.bag_start)):
        if sorted(counts) != sorted(COLOURS):
            raise ContentError(file, name, f"needs a count for each of {list(COLOURS)}")
        for colour, n in counts.items():
            if n < 0:
                raise ContentError(file, f"{name}.{colour}", "must not be negative")
    positive = "bases black_holes draw max_unfinished deck_size supremacy_goal".split()
    positive.append("standstill_turns")
    for name in positive:
        if getattr(t, name) < 1:
            raise ContentError(file, name, "must be at least 1")
    if t.galaxy.systems % len(ROUTE_COLOURS):
        raise ContentError(file, "galaxy.systems", "must split evenly over the four colours")


def load_content(data_dir: Path = DATA_DIR) -> Content:
    files = {
        "tunables": data_dir / "tunables.toml",
        "cards": data_dir / "cards.toml",
        "species": data_dir / "species.toml",
        "weavers": data_dir / "weavers.toml",
        "levels": data_dir / "levels.toml",
        "scenarios": data_dir / "scenarios.toml",
    }
    tun = loader.load(files["tunables"], Tunables)
    validate_tunables(tun, files["tunables"].name)
    cards = loader.load(files["cards"], CardFile).cards
    validate_cards(cards, tun, files["cards"].name)
    species = loader.load(files["species"], SpeciesFile).species
    validate_species(species, files["species"].name)
    weavers = loader.load(files["weavers"], WeaverFile).weavers
    validate_weavers(weavers, files["weavers"].name)
    levels = loader.load(files["levels"], LevelFile).levels
    validate_levels(levels, files["levels"].name)
    validate_head_starts(levels, weavers, files["levels"].name)
    scenarios = loader.load(files["scenarios"], ScenarioFile).scenarios
    validate_scenarios(scenarios, files["scenarios"].name)
    version = loader.version_of([*files.values(), *sorted((data_dir / "galaxies").glob("*.toml"))])
    return Content(
        {c.id: c for c in cards},
        {s.id: s for s in species},
        tun,
        {w.id: w for w in weavers},
        {lv.level: lv for lv in levels},
        version,
        {sc.number: sc for sc in scenarios},
    )


@functools.cache
def default_content() -> Content:
    return load_content()


__all__ = ["ANY", "Content", "CardDef", "Effect", "SpeciesDef", "Tunables", "load_content"]
