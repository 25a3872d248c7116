"""Space Swarm's content, loaded from data/*.toml and checked at start-up ([T] numbers)."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.core import content as loader
from engine.core.content import ContentError

DATA = Path(__file__).parent / "data"
FILES = ("game.toml", "levels.toml", "automa.toml", "scenarios.toml", "boards.toml")
TERRAINS = (
    "ruins",
    "cluster",
    "nebula",
    "supernova",
    "black_hole",
    "dark_matter",
    "quasar",
    "wormhole",
    "asteroids",
    "deep",
)
ACTIONS = ("strike", "claim", "explore", "spread", "guard", "advance")
MUSTERS = ("front", "home", "clusters", "largest")
TECHNOLOGY, EVENT = "technology", "event"


@attrs.frozen
class RaceDef:
    id: str
    name: str
    colour: tuple[int, int, int]
    emblem: str


@attrs.frozen
class DeckDef:
    technologies: int
    technology_bonus: int
    events: int
    event_bonus: int


@attrs.frozen
class SetupDef:
    start_fleets: int
    start_hand: int
    research_draw: int
    hand_base: int
    ruins_draw: int
    # S5.2 (decision of 2026-11-27): a person's Production ends by itself once their last new
    # fleet is placed and no card in their hand adds more (no click on End Production).
    production_ends_itself: bool = False


@attrs.frozen
class BoardDef:
    races: int
    width: int
    height: int
    homes: tuple[tuple[int, int], ...]


@attrs.frozen
class MapgenDef:
    d20: tuple[str, ...]
    min_clusters: int
    max_clusters: int
    max_tries: int


@attrs.frozen
class AutomaDef:
    grab_cards_per_race: int
    home_keep: int


@attrs.frozen
class GameFile:
    attributes: tuple[str, ...]
    races: tuple[RaceDef, ...]
    deck: DeckDef
    setup: SetupDef
    boards: tuple[BoardDef, ...]
    mapgen: MapgenDef
    automa: AutomaDef


@attrs.frozen
class LevelDef:
    level: int
    name: str
    fleets: int
    bonus: dict[str, int]
    strike_ratio: float
    cards_as_events: bool
    stances: tuple[int, int, int, int]


@attrs.frozen
class LevelFile:
    levels: tuple[LevelDef, ...]


@attrs.frozen
class StanceDef:
    id: str
    name: str
    bid: str
    develop: tuple[str, ...]
    muster: str
    plan: tuple[str, ...]


@attrs.frozen
class GrabDef:
    plan: tuple[str, ...]


@attrs.frozen
class AutomaFile:
    deck_size: int
    stances: tuple[StanceDef, ...]
    grab: GrabDef


@attrs.frozen
class ScenarioDef:
    number: int
    name: str
    text: str
    rivals: int
    board: str = ""
    min_clusters: int = 0
    max_clusters: int = 0
    player_wins_only_by: str = ""
    d20_extra: tuple[str, ...] = ()
    goal_ruins: int = 0
    player_fleets: int = 0
    quasar_loss: int = 1


@attrs.frozen
class ScenarioFile:
    scenarios: tuple[ScenarioDef, ...]


@attrs.frozen
class StandardBoard:
    races: int
    rows: tuple[str, ...]


@attrs.frozen
class BoardFile:
    legend: dict[str, str]
    boards: tuple[StandardBoard, ...]


@attrs.frozen
class CardDef:
    id: str
    attribute: str
    kind: str
    bonus: int


@attrs.frozen
class Content:
    game: GameFile
    levels: dict[int, LevelDef]
    stances: dict[str, StanceDef]
    deck_size: int
    grab_plan: tuple[str, ...]
    scenarios: dict[int, ScenarioDef]
    standard_boards: dict[int, tuple[str, ...]]  # races -> terrain names, row by row
    cards: dict[str, CardDef]
    version: str

    @property
    def attributes(self) -> tuple[str, ...]:
        return self.game.attributes

    def board_def(self, races: int) -> BoardDef:
        for b in self.game.boards:
            if b.races == races:
                return b
        raise KeyError(races)


def make_cards(attributes: tuple[str, ...], deck: DeckDef) -> dict[str, CardDef]:
    """S1.4: per attribute, the Technologies (t1, t2...) and Events (e1, e2)."""
    cards = {}
    for a in attributes:
        for i in range(1, deck.technologies + 1):
            cards[f"{a}-t{i}"] = CardDef(f"{a}-t{i}", a, TECHNOLOGY, deck.technology_bonus)
        for i in range(1, deck.events + 1):
            cards[f"{a}-e{i}"] = CardDef(f"{a}-e{i}", a, EVENT, deck.event_bonus)
    return cards


def _check(ok: bool, file: str, field: str, message: str) -> None:
    if not ok:
        raise ContentError(file, field, message)


def load_content(folder: Path = DATA) -> Content:
    game = loader.load(folder / "game.toml", GameFile)
    levels = loader.load(folder / "levels.toml", LevelFile)
    automa = loader.load(folder / "automa.toml", AutomaFile)
    scenarios = loader.load(folder / "scenarios.toml", ScenarioFile)
    boards = loader.load(folder / "boards.toml", BoardFile)
    attrs_ = game.attributes
    _check(len(set(attrs_)) == 6, "game.toml", "attributes", "six different attributes")
    for i, lv in enumerate(levels.levels):
        for a in lv.bonus:
            _check(a in attrs_, "levels.toml", f"levels[{i}].bonus", f"unknown attribute {a!r}")
        _check(sum(lv.stances) > 0, "levels.toml", f"levels[{i}].stances", "no stance at all")
    for i, st in enumerate(automa.stances):
        _check(
            sorted(st.develop) == sorted(attrs_),
            "automa.toml",
            f"stances[{i}].develop",
            "must name every attribute once",
        )
        _check(st.bid in ("first", "last"), "automa.toml", f"stances[{i}].bid", "first or last")
        _check(st.muster in MUSTERS, "automa.toml", f"stances[{i}].muster", f"one of {MUSTERS}")
        for a in st.plan:
            _check(a in ACTIONS, "automa.toml", f"stances[{i}].plan", f"unknown action {a!r}")
    _check(len(automa.stances) == 4, "automa.toml", "stances", "four stances (SA2.3)")
    for name in game.mapgen.d20:
        _check(name in TERRAINS, "game.toml", "mapgen.d20", f"unknown terrain {name!r}")
    standard = {}
    for i, sb in enumerate(boards.boards):
        bd = next((b for b in game.boards if b.races == sb.races), None)
        _check(bd is not None, "boards.toml", f"boards[{i}].races", "no board size for it")
        assert bd is not None
        _check(len(sb.rows) == bd.height, "boards.toml", f"boards[{i}].rows", "wrong height")
        cells = []
        for r, row in enumerate(sb.rows):
            _check(len(row) == bd.width, "boards.toml", f"boards[{i}].rows[{r}]", "wrong width")
            for ch in row:
                _check(ch in boards.legend, "boards.toml", f"boards[{i}].rows[{r}]", repr(ch))
                cells.append(boards.legend[ch])
        standard[sb.races] = tuple(cells)
    for k, v in boards.legend.items():
        _check(v in TERRAINS, "boards.toml", f"legend.{k}", f"unknown terrain {v!r}")
    return Content(
        game=game,
        levels={lv.level: lv for lv in levels.levels},
        stances={s.id: s for s in automa.stances},
        deck_size=automa.deck_size,
        grab_plan=automa.grab.plan,
        scenarios={s.number: s for s in scenarios.scenarios},
        standard_boards=standard,
        cards=make_cards(attrs_, game.deck),
        version=loader.version_of(folder / f for f in FILES),
    )


@functools.cache
def default_content() -> Content:
    return load_content()
