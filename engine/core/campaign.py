"""The campaign of every game (GAME.md D3, SWARM.md SD3, ARACHNID.md AD3): scenarios 1 to 5 in
order, each at a level the player picks.

Whoever wins a scenario (the player, or the rivals when the player loses the game or misses
its goal) scores scenario number x level points; after scenario 5 the higher total wins and a
tie goes to the rivals (the Weavers in The Weavers). One small JSON file holds each game's
campaign under the game's name, written atomically like a save. A file that cannot be used
raises CampaignError naming the file and the field; one game's damaged campaign is reported
by its own field (CampaignError.game says whose) while the other games' campaigns still load,
and its entry is written back as it was until that game deals with it. The file of the first build,
The Weavers' campaign alone at the top level (version 1), loads as that game's campaign.
Nothing here imports pygame or any one game's engine.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs

from engine.core.files import write_atomic
from engine.core.safe_read import FileProblem, parse_json, read_bytes
from engine.core.serial import CONVERTER, StructureError, canonical_json, structure

FORMAT = "weavers-campaign"
VERSION = 2  # 1: The Weavers' campaign alone, at the top level of the file
FILE = "campaign.json"  # its name in the user data folder
MAX_CAMPAIGN_BYTES = 64 * 1024  # three games' five results take a few hundred bytes
SCENARIOS = (1, 2, 3, 4, 5)
LEVELS = (1, 2, 3, 4, 5)  # every game here has five levels (D1, SD1, AD1)
PLAYER, RIVALS = "player", "rivals"
FIRST_GAME = "weavers"  # whose campaign a version-1 file holds


class CampaignError(FileProblem):
    """A campaign file that cannot be used: which file, which field, what is wrong. One game's
    campaign that cannot be used names that game (`game`) and the field inside its campaign
    (`inner`, '' for the whole of it); a problem with the whole file has no `game`."""

    def __init__(self, source: str, field: str, message: str, game: str = "") -> None:
        super().__init__(source, field, message)
        self.game = game
        self.inner = field.removeprefix(f"campaigns.{game}").lstrip(".") if game else field


def _within(at: str, field: str) -> str:
    """A field inside a campaign found at `at` ('campaigns.swarm'), joined without a stray
    dot when the field is the whole campaign."""
    return f"{at}.{field}" if at and field else at or field


def _new_id() -> str:
    return uuid.uuid4().hex[:12]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@attrs.frozen
class ScenarioResult:
    """One scenario played: at which level, whether the player won it, the points it gave
    to its winner (scenario number x level)."""

    scenario: int
    level: int
    won: bool
    points: int
    turns: int = 0
    game: str = ""  # the game's identity in the player's record, when known

    @property
    def winner(self) -> str:
        return PLAYER if self.won else RIVALS


@attrs.frozen
class Totals:
    player: int
    rivals: int


@attrs.frozen
class ScenarioOutcome:
    """What a finished scenario game gives its campaign; each game works it out from its own
    state (engine.modes: Mode.outcome)."""

    scenario: int
    level: int
    won: bool  # the game won with the scenario's goal met
    turns: int = 0


def points_for(scenario: int, level: int) -> int:
    """The winner of scenario n at level L scores n x L."""
    return scenario * level


@attrs.define
class Campaign:
    id: str = attrs.field(factory=_new_id)
    started_at: str = attrs.field(factory=_now)
    results: list[ScenarioResult] = attrs.field(factory=list)

    # --- where it stands ------------------------------------------------------------------

    def next_scenario(self) -> int | None:
        """The scenario to play next, or None once all five are played."""
        done = len(self.results)
        return SCENARIOS[done] if done < len(SCENARIOS) else None

    @property
    def finished(self) -> bool:
        return self.next_scenario() is None

    def result_of(self, scenario: int) -> ScenarioResult | None:
        for r in self.results:
            if r.scenario == scenario:
                return r
        return None

    def totals(self) -> Totals:
        player = sum(r.points for r in self.results if r.won)
        rivals = sum(r.points for r in self.results if not r.won)
        return Totals(player, rivals)

    def winner(self) -> str | None:
        """'player' or 'rivals' once the campaign is over (a tie goes to the rivals), None
        while scenarios remain."""
        if not self.finished:
            return None
        t = self.totals()
        return PLAYER if t.player > t.rivals else RIVALS

    def setup_options(self, level: int) -> dict[str, object]:
        """The setup options of the next scenario's game at this level: the game records its
        scenario and campaign, so saves, replays and the player's record keep them."""
        scenario = self.next_scenario()
        if scenario is None:
            raise ValueError("the campaign is over: every scenario has been played")
        _check_level(level)
        return {"scenario": scenario, "difficulty": level, "campaign": self.id}

    # --- recording ------------------------------------------------------------------------

    def record_result(
        self, scenario: int, level: int, won: bool, turns: int = 0, game: str = ""
    ) -> ScenarioResult:
        """Add the next scenario's result. Scenarios are played in order, each once."""
        expected = self.next_scenario()
        if expected is None:
            raise ValueError("the campaign is over: every scenario has been played")
        if scenario != expected:
            raise ValueError(f"the campaign's next scenario is {expected}, not {scenario}")
        _check_level(level)
        result = ScenarioResult(
            scenario, level, bool(won), points_for(scenario, level), turns, game
        )
        self.results.append(result)
        return result

    def record_outcome(self, outcome: ScenarioOutcome, game: str = "") -> ScenarioResult:
        """Add a finished scenario game, as its game reports it."""
        o = outcome
        return self.record_result(o.scenario, o.level, o.won, o.turns, game)


def _check_level(level: Any) -> None:
    if type(level) is not int or level not in LEVELS:
        raise ValueError(f"a level is 1 to 5, not {level!r}")


def _problem(c: Campaign) -> tuple[str, str] | None:
    """The first field of a structured campaign that breaks D3, as (field, reason)."""
    if not c.id or not c.id.isalnum() or len(c.id) > 64:
        return "id", "expected a short name of letters and digits"
    if len(c.results) > len(SCENARIOS):
        return "results", f"at most {len(SCENARIOS)} scenarios"
    for i, r in enumerate(c.results):
        where = f"results[{i}]"
        if r.scenario != SCENARIOS[i]:
            return f"{where}.scenario", f"expected scenario {SCENARIOS[i]}, found {r.scenario}"
        if r.level not in LEVELS:
            return f"{where}.level", f"a level is 1 to 5, not {r.level}"
        due = points_for(r.scenario, r.level)
        if r.points != due:
            return f"{where}.points", f"scenario {r.scenario} at level {r.level} scores {due}"
        if r.turns < 0:
            return f"{where}.turns", "must not be negative"
    return None


def _campaign(data: Any, source: str, at: str = "", game: str = "") -> Campaign:
    """One game's campaign from its JSON object; `at` is where it sits in the file
    ('campaigns.swarm'), `game` whose it is."""
    if not isinstance(data, dict):
        raise CampaignError(source, at, "not a campaign (expected a JSON object)", game)
    try:
        campaign = structure(data, Campaign)
    except StructureError as exc:
        field, message = exc.problems[0]
        raise CampaignError(source, _within(at, field), message, game) from None
    problem = _problem(campaign)
    if problem is not None:
        raise CampaignError(source, _within(at, problem[0]), problem[1], game)
    return campaign


@attrs.define
class CampaignBook:
    """The campaign file: each game's campaign under the game's name (a save's `game`)."""

    campaigns: dict[str, Campaign] = attrs.field(factory=dict)
    # One game's campaign that could not be used, left out: the rest of the file still loads.
    problems: list[CampaignError] = attrs.field(factory=list, eq=False)
    # Those campaigns as the file holds them, written back untouched (nothing of the player's
    # is dropped by another game's write) until their own game takes them out (`forget`).
    damaged: dict[str, Any] = attrs.field(factory=dict, eq=False)

    def get(self, game: str) -> Campaign | None:
        return self.campaigns.get(game)

    def put(self, game: str, campaign: Campaign) -> None:
        self.forget(game)
        self.campaigns[game] = campaign

    def drop(self, game: str) -> None:
        self.campaigns.pop(game, None)

    def problem_of(self, game: str) -> CampaignError | None:
        """Why this game's campaign in the file could not be used, if it could not."""
        return next((p for p in self.problems if p.game == game), None)

    def forget(self, game: str) -> None:
        """This game's damaged campaign is dealt with: no longer written back."""
        self.damaged.pop(game, None)
        self.problems = [p for p in self.problems if p.game != game]

    def to_json(self) -> str:
        campaigns = {**self.damaged}
        campaigns.update({g: CONVERTER.unstructure(c) for g, c in self.campaigns.items()})
        data = {"format": FORMAT, "version": VERSION, "campaigns": campaigns}
        return canonical_json(data)

    @classmethod
    def from_json(cls, text: str | bytes, source: str = FILE) -> CampaignBook:
        """The campaigns in the file. A file that is no campaign file raises CampaignError;
        one game's unusable campaign is kept in `problems` and left out."""
        try:
            # NaN and Infinity are read as values: one game's campaign holding one is damaged
            # alone, as with any other bad value.
            data = parse_json(text, source, max_depth=8, constants=True)
        except FileProblem as exc:
            raise CampaignError(exc.source, exc.field, exc.message) from None
        if not isinstance(data, dict):
            raise CampaignError(source, "", "not a campaign (expected a JSON object)")
        if data.get("format") != FORMAT:
            raise CampaignError(source, "format", f"not a campaign (expected {FORMAT!r})")
        version = data.get("version")
        if type(version) is not int or not 1 <= version <= VERSION:
            raise CampaignError(
                source, "version", f"a campaign version this game cannot read: {version!r}"
            )
        if version == 1:  # The Weavers' campaign alone, its fields beside format and version
            body = {k: v for k, v in data.items() if k not in ("format", "version")}
            return cls({FIRST_GAME: _campaign(body, source)})
        unknown = sorted(set(data) - {"format", "version", "campaigns"})
        if unknown:
            raise CampaignError(source, unknown[0], "unknown field")
        games = data.get("campaigns")
        if not isinstance(games, dict):
            raise CampaignError(source, "campaigns", "expected one campaign per game's name")
        book = cls()
        for game, body in games.items():
            if not game.isalnum() or len(game) > 32:
                # under a name no game can have: no game's to tell about, so kept as it is
                book.damaged[game] = body
                continue
            try:
                book.campaigns[game] = _campaign(body, source, f"campaigns.{game}", game)
            except CampaignError as exc:
                book.problems.append(exc)
                book.damaged[game] = body
        return book


def save_file(path: str | Path, book: CampaignBook) -> None:
    """Write the campaigns atomically: the file is the old one or the whole new one."""
    write_atomic(path, book.to_json())


def load_file(path: str | Path) -> CampaignBook | None:
    """The campaigns in the file; None when there is no file; CampaignError when it is
    damaged as a whole (one game's damaged campaign: the book's `problems`)."""
    p = Path(path)
    if not p.exists() and not p.is_symlink():
        return None
    try:
        data = read_bytes(p, MAX_CAMPAIGN_BYTES)
    except FileProblem as exc:
        raise CampaignError(exc.source, exc.field, exc.message) from None
    return CampaignBook.from_json(data, p.name)
