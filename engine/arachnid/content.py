"""Arachnid's content, loaded from data/*.toml and checked at start-up ([T] numbers)."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.core import content as loader
from engine.core.content import ContentError

DATA = Path(__file__).parent / "data"
FILES = ("game.toml", "levels.toml", "rivals.toml")
KINDS = ("alpha", "beta", "weaver", "soldier")
TRACKS = ("move", "spin", "overspin", "bite", "special")
VERBS = ("spin", "forage", "raid", "overspin", "hunt", "special")
ABILITIES = (
    "agile",
    "jump",
    "balloon",
    "stealth",
    "vicious",
    "funnel",
    "unravel",
    "snare",
    "pounce",
    "mind",
)
PASSIVE = ("agile", "stealth", "vicious")


@attrs.frozen
class PoolDef:
    food: int
    bloodied: int
    webs_per_colony: int


@attrs.frozen
class DenDef:
    stacks_3: tuple[int, ...]
    stacks_4: tuple[int, ...]
    flies: tuple[int, ...]
    start_food: int


@attrs.frozen
class FoodDef:
    store: int
    incubator: int
    max_spiders: int
    feed_per_spider: int
    den_action_cost: int
    round_limit: int
    bite: int = 1  # A8.3: what a critter's bite costs (the Ladybird's theft, per spider on landing)


@attrs.frozen
class ConsumeDef:
    upgrade: int
    web: int
    spider: int


@attrs.frozen
class DiceDef:
    attack: tuple[int, ...]
    defence: tuple[int, ...]
    bolster: tuple[int, ...]


@attrs.frozen
class EventsDef:
    tokens: tuple[str, ...]
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    flies: tuple[int, ...]
    waiting: str
    track: int


@attrs.frozen
class ScoringDef:
    spiders: tuple[int, ...]
    each_further: int
    per_web: int
    per_upgrade: int
    per_web_atop: int = 3  # AD2 Web War


@attrs.frozen
class UniversityDef:
    weaver: int
    soldier: int


@attrs.frozen
class CardDef:
    attack: int
    defence: int
    move: tuple[int, int] = (0, 0)
    spin: tuple[int, int] = (0, 0)
    overspin: tuple[int, int] = (0, 0)
    bite: tuple[int, int] = (0, 0)
    special: tuple[int, int] = (0, 0)

    def track(self, name: str) -> tuple[int, int]:
        return getattr(self, name)


@attrs.frozen
class ReachDef:
    """A9, A12: how far (hexes) Pounce, Snare and Mind Control reach; A7.3: how near the
    Alpha supports."""

    pounce: int = 3
    snare: int = 3
    mind: int = 3
    support: int = 3


@attrs.frozen
class CritterDef:
    id: str
    name: str
    bites: int
    food: tuple[int, ...]
    behaviour: str
    moves: str = ""  # A8.1: how it moves, in player words (its tooltip)


@attrs.frozen
class GameFile:
    colours: tuple[str, ...]
    colour_names: tuple[str, ...]
    glyphs: tuple[str, ...]
    pool: PoolDef
    den: DenDef
    food: FoodDef
    consume: ConsumeDef
    dice: DiceDef
    events: EventsDef
    scoring: ScoringDef
    university: UniversityDef
    cards: dict[str, CardDef]
    critters: tuple[CritterDef, ...]
    reach: ReachDef = ReachDef()


@attrs.frozen
class LevelDef:
    level: int
    name: str
    steps: int
    claim_only: bool
    hunger: int
    food: int
    bolster_cap: int
    soldier: bool


@attrs.frozen
class LevelsFile:
    levels: tuple[LevelDef, ...]


@attrs.frozen
class PersonalityDef:
    id: str
    name: str
    focus: tuple[str, ...]
    ability: str


@attrs.frozen
class DeckCardDef:
    copies: int
    hunger: int
    spread: tuple[str, ...]


@attrs.frozen
class RivalsFile:
    spread_above: int
    abilities: tuple[str, ...]
    ability_names: tuple[str, ...]
    personalities: tuple[PersonalityDef, ...]
    deck: tuple[DeckCardDef, ...]


@attrs.frozen
class ScenarioDef:
    """AD2: a scenario's overrides of the rules (scenarios.toml)."""

    number: int
    name: str
    text: str  # one line in the player's words
    rivals: int = 0  # 0: as the player chooses
    no_critters: tuple[str, ...] = ()  # critter behaviours left out of the bag
    fly_hit_divisor: int = 1  # Fly Hits pay food // this
    spawns: int = 1  # critters appearing at each spawn event
    web_atop: bool = False  # a web on another colony's scores per_web_atop (every colony)
    largest_web: bool = False  # to win you must also hold the largest web
    player_food: int = 0  # more food in your starting store


@attrs.frozen
class ScenariosFile:
    scenarios: tuple[ScenarioDef, ...]


@attrs.frozen
class Content:
    game: GameFile
    levels: dict[int, LevelDef]
    rivals: RivalsFile
    version: str
    scenarios: dict[int, ScenarioDef] = attrs.field(factory=dict)  # AD2, by number

    @property
    def personalities(self) -> dict[str, PersonalityDef]:
        return {p.id: p for p in self.rivals.personalities}

    def ability_name(self, ability: str) -> str:
        return self.rivals.ability_names[self.rivals.abilities.index(ability)]

    def scenario(self, number: int) -> ScenarioDef:
        """The scenario a game plays (0, the free game: nothing overridden)."""
        return self.scenarios.get(number) or ScenarioDef(0, "Free game", "The plain rules.")

    def critter(self, cid: str) -> CritterDef:
        for c in self.game.critters:
            if c.id == cid:
                return c
        raise KeyError(cid)


def _check(ok: bool, file: str, field: str, message: str) -> None:
    if not ok:
        raise ContentError(file, field, message)


def load_content(folder: Path = DATA) -> Content:
    game = loader.load(folder / "game.toml", GameFile)
    levels = loader.load(folder / "levels.toml", LevelsFile)
    rivals = loader.load(folder / "rivals.toml", RivalsFile)
    scenarios = loader.load(folder / "scenarios.toml", ScenariosFile).scenarios
    _check_scenarios(scenarios, game)
    g = "game.toml"
    _check(len(game.colours) == 4, g, "colours", "four colony colours")
    _check(len(game.den.stacks_3) == len(game.den.flies) == 6, g, "den", "six den spaces")
    _check(len(game.den.stacks_4) == 6, g, "den.stacks_4", "six den spaces")
    _check(set(game.cards) == set(KINDS), g, "cards", f"one card each: {', '.join(KINDS)}")
    for kind, card in game.cards.items():
        for t in TRACKS:
            up, total = card.track(t)
            _check(0 <= up <= total <= 6, g, f"cards.{kind}.{t}", "uncovered within total")
    _check(len(game.critters) == 5, g, "critters", "five critters")
    ev = game.events
    n = len(ev.tokens)
    _check(len(ev.names) == len(ev.kinds) == len(ev.flies) == n, g, "events", "one each")
    _check(ev.waiting in ev.tokens, g, "events.waiting", "a token of the bag")
    _check(0 < ev.track < n, g, "events.track", "shorter than the bag")
    for c in game.critters:
        _check(len(c.food) == c.bites, g, f"critters.{c.id}.food", "one food value per bite")
    lv = {lv.level: lv for lv in levels.levels}
    _check(sorted(lv) == [1, 2, 3, 4, 5], "levels.toml", "levels", "levels 1 to 5")
    r = "rivals.toml"
    _check(sorted(rivals.abilities) == sorted(ABILITIES), r, "abilities", "all ten abilities")
    _check(len(rivals.ability_names) == 10, r, "ability_names", "one name per ability")
    _check(sum(c.copies for c in rivals.deck) == 10, r, "deck", "ten cards (AR2)")
    for i, deck_card in enumerate(rivals.deck):
        for step in deck_card.spread:
            role, verb, times = (step.split(":") + ["", "", ""])[:3]
            ok = role in ("", "weaver", "soldier") and verb in (*VERBS, "F") and times.isdigit()
            _check(ok, r, f"deck[{i}].spread", f"{step!r} is not role:verb:times")
    for p in rivals.personalities:
        _check(p.ability in ABILITIES, r, f"personalities.{p.id}.ability", "an ability")
        _check(all(v in VERBS for v in p.focus), r, f"personalities.{p.id}.focus", "verbs")
    return Content(
        game=game,
        levels=lv,
        rivals=rivals,
        version=loader.version_of(folder / f for f in FILES),
        scenarios={sc.number: sc for sc in scenarios},
    )


def _check_scenarios(scenarios: tuple[ScenarioDef, ...], game: GameFile) -> None:
    behaviours = {c.behaviour for c in game.critters}
    f = "scenarios.toml"
    _check(sorted(s.number for s in scenarios) == [1, 2, 3, 4, 5], f, "scenarios", "1 to 5")
    for i, s in enumerate(scenarios):
        at = f"scenarios[{i}]"
        _check(bool(s.name.strip() and s.text.strip()), f, f"{at}.name", "a name and a line")
        _check(s.rivals in (0, 2, 3), f, f"{at}.rivals", "0 (as chosen), 2 or 3")
        _check(set(s.no_critters) <= behaviours, f, f"{at}.no_critters", "critter behaviours")
        _check(1 <= s.fly_hit_divisor <= 4, f, f"{at}.fly_hit_divisor", "1 to 4")
        _check(s.spawns in (1, 2), f, f"{at}.spawns", "1 or 2")
        room = game.food.store - game.den.start_food
        _check(0 <= s.player_food <= room, f, f"{at}.player_food", f"0 to {room} (the store)")


@functools.cache
def default_content() -> Content:
    return load_content()
