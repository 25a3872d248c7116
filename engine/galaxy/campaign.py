"""The campaign (GAME.md D3): scenarios 1 to 5 in order, each at a level the player picks.

Whoever wins a scenario (the player, or the Weavers when the player loses the game or misses
the goal) scores scenario number x level points; after scenario 5 the higher total wins and a
tie goes to the Weavers. A campaign is one small JSON file, written atomically like a save;
a file that cannot be used raises CampaignError naming the file and the field, so the client
can report it and set it aside. Nothing here imports pygame.
"""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import attrs

from engine.core.record import write_atomic
from engine.core.safe_read import FileProblem, parse_json, read_bytes
from engine.core.serial import CONVERTER, StructureError, canonical_json, structure
from engine.galaxy.content import Content, default_content
from engine.galaxy.scenarios import scenario_won
from engine.galaxy.state import GameState

FORMAT = "weavers-campaign"
VERSION = 1
FILE = "campaign.json"  # its name in the user data folder
MAX_CAMPAIGN_BYTES = 64 * 1024  # five results take a few hundred bytes
SCENARIOS = (1, 2, 3, 4, 5)
PLAYER, WEAVERS = "player", "weavers"


class CampaignError(FileProblem):
    """A campaign file that cannot be used: which file, which field, what is wrong."""


def _new_id() -> str:
    return uuid.uuid4().hex[:12]


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


@attrs.frozen
class ScenarioResult:
    """One scenario played: at which level, whether the player won it, the points it gave
    to its winner (scenario number x level, D3)."""

    scenario: int
    level: int
    won: bool
    points: int
    turns: int = 0
    game: str = ""  # the game's identity in the player's record, when known

    @property
    def winner(self) -> str:
        return PLAYER if self.won else WEAVERS


@attrs.frozen
class Totals:
    player: int
    weavers: int


def points_for(scenario: int, level: int) -> int:
    """D3: the winner of scenario n at level L scores n x L."""
    return scenario * level


@attrs.define
class Campaign:
    id: str = attrs.field(factory=_new_id)
    started_at: str = attrs.field(factory=_now)
    results: list[ScenarioResult] = attrs.field(factory=list)
    format: str = FORMAT
    version: int = VERSION

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
        weavers = sum(r.points for r in self.results if not r.won)
        return Totals(player, weavers)

    def winner(self) -> str | None:
        """'player' or 'weavers' once the campaign is over (a tie goes to the Weavers, D3),
        None while scenarios remain."""
        if not self.finished:
            return None
        t = self.totals()
        return PLAYER if t.player > t.weavers else WEAVERS

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

    def record_game(
        self, state: GameState, content: Content | None = None, game: str = ""
    ) -> ScenarioResult:
        """Add a finished scenario game: its scenario and level from the game, and whether
        the player won it (the game won with its goal met, D2)."""
        if not state.over:
            raise ValueError("only a finished game counts for the campaign")
        won = scenario_won(state, content or default_content())
        turns = state.history[-1].turn if state.history else state.turn
        return self.record_result(state.scenario, state.difficulty, won, turns, game)

    # --- the file -------------------------------------------------------------------------

    def to_json(self) -> str:
        return canonical_json(CONVERTER.unstructure(self))

    @classmethod
    def from_json(cls, text: str | bytes, source: str = FILE) -> Campaign:
        """A campaign from its JSON; CampaignError names the field that is wrong."""
        try:
            data = parse_json(text, source, max_depth=6)
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
        try:
            campaign = structure(data, cls)
        except StructureError as exc:
            field, message = exc.problems[0]
            raise CampaignError(source, field, message) from None
        problem = _problem(campaign)
        if problem is not None:
            raise CampaignError(source, *problem)
        return campaign


def _check_level(level: Any) -> None:
    if type(level) is not int or level not in default_content().levels:
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
        if r.level not in default_content().levels:
            return f"{where}.level", f"a level is 1 to 5, not {r.level}"
        due = points_for(r.scenario, r.level)
        if r.points != due:
            return f"{where}.points", f"scenario {r.scenario} at level {r.level} scores {due}"
        if r.turns < 0:
            return f"{where}.turns", "must not be negative"
    return None


def save_file(path: str | Path, campaign: Campaign) -> None:
    """Write the campaign atomically: the file is the old one or the whole new one."""
    write_atomic(path, campaign.to_json())


def load_file(path: str | Path) -> Campaign | None:
    """The campaign in the file; None when there is no file; CampaignError when it is damaged."""
    p = Path(path)
    if not p.exists() and not p.is_symlink():
        return None
    try:
        data = read_bytes(p, MAX_CAMPAIGN_BYTES)
    except FileProblem as exc:
        raise CampaignError(exc.source, exc.field, exc.message) from None
    return Campaign.from_json(data, p.name)
