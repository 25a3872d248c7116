"""The Weavers in the shared simulation runner (engine/core/simulate.py): `weavers simulate`.

Each game gets a species and corner in rotation; the invariants are checked at the end of
every turn and of the game. A game still going after `--turn-limit` turns counts as lost.
"""

from __future__ import annotations

import argparse
import statistics
from typing import Any

import attrs

from engine.core import simulate as runner
from engine.core.session import Outcome, Session
from engine.core.simulate import GameResult as BaseResult
from engine.core.simulate import fail, mean, snake_case
from engine.galaxy import commands as gc
from engine.galaxy import invariants
from engine.galaxy.bots import make_bot
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenarios import scenario_won

WIN_PATHS = ("bases", "supremacy", "second_start", "banished_all")
LOSS_CAUSES = (
    "home_lost",
    "black_holes",
    "stalled",
    "standstill",
    "deadline",
    "goal_missed",
    "turn_limit",
)
DEFAULT_TURN_LIMIT = 200


@attrs.define
class GameResult(BaseResult):
    species: str = ""
    corner: int = 0
    turns: int = 0
    scenario_won: bool = False  # won the game with the scenario's goal met (D2)


# Stable names for the statistics of issue 4; any other event is counted by its snake_case name.
_STAT_NAMES = {
    "Proliferated": "proliferation",
    "Morphed": "morph",
    "Engulfed": "engulfment",
    "BlackHolePlaced": "black_hole",
    "Captured": "capture",
    "ConflictLostToWeavers": "conflict_lost_vs_weavers",
    "SwarmBanished": "swarm_banished",
    "ConflictCancelled": "conflict_cancelled",
    "TurnSkipped": "skipped_turn",
    "SupremacyReaction": "supremacy_reaction",
}


def event_key(event: object) -> str:
    """The statistics name of an event (CubesDrawn -> cubes_drawn)."""
    name = type(event).__name__
    if name == "SwarmTargeted":
        return "retarget" if getattr(event, "retarget", False) else "swarm_targeted"
    if name == "ConflictWon":
        return "conflict_won_vs_weavers" if getattr(event, "vs_weavers", False) else "conflict_won"
    if name in _STAT_NAMES:
        return _STAT_NAMES[name]
    return snake_case(name)


class GalaxySimulation(runner.Simulation):
    # Which game this is, in the three lines every game's plug has.
    mode, title, record_prefix = "galaxy", "The Weavers", "game"
    has_turn_limit = True
    rules_type, result_type = GalaxyRules, GameResult
    bots, problems = staticmethod(make_bot), staticmethod(invariants.problems)

    def check_args(self, args: argparse.Namespace, rules: GalaxyRules) -> None:
        if args.species is not None and args.species not in rules.content.species:
            known = ", ".join(sorted(rules.content.species))
            raise fail(f"unknown species {args.species!r} (known: {known})")
        if args.turn_limit is None:
            args.turn_limit = DEFAULT_TURN_LIMIT
        if args.scenario and args.scenario not in rules.content.scenarios:
            known = ", ".join(str(n) for n in sorted(rules.content.scenarios))
            raise fail(f"--scenario must be 0 (none) or one of {known}")

    def setup_options(
        self, args: argparse.Namespace, rules: GalaxyRules, index: int
    ) -> dict[str, Any]:
        return options_for(
            rules, index, args.difficulty, args.species, args.galaxy, args.opponent, args.scenario
        )

    def new_result(self, index: int, seed: int, options: dict[str, Any]) -> GameResult:
        return GameResult(index, seed, species=options["species"], corner=options["corner"])

    def event_key(self, event: object) -> str:
        return event_key(event)

    def check_due(self, outcome: Outcome) -> bool:
        return isinstance(outcome.command, gc.EndTurn)

    def moment(self, state: Any) -> str:
        return f"turn {state.turn}"

    def over(self, state: Any, turn_limit: int | None) -> bool:
        return state.over or state.turn > (turn_limit or DEFAULT_TURN_LIMIT)

    def finish(self, res: Any, state: Any, rules: Any, turn_limit: int | None) -> None:
        limit = turn_limit or DEFAULT_TURN_LIMIT
        res.turns = min(state.turn, limit)
        if state.over:
            res.result, res.cause = state.result, state.cause
            res.scenario_won = scenario_won(state, rules.content)
        else:
            res.result, res.cause = "lost", "turn_limit"

    def record_meta(self, res: Any, session: Session, args: argparse.Namespace) -> dict[str, Any]:
        return {
            "turn": session.state.turn,
            "species": res.species,
            "difficulty": args.difficulty,
            "result": res.result,
            "cause": res.cause,
        }

    def summary(self, results: list[Any], done: list[Any], args: argparse.Namespace) -> dict:
        """In a scenario, `wins` and `win_rate` count scenarios won (the game won with its
        goal met, D2); `game_wins` counts games won however."""
        turns = [r.turns for r in done] or [0]
        out: dict[str, Any] = {
            "turns_mean": mean(turns),
            "turns_median": statistics.median(turns),
            "win_paths": {
                p: sum(r.result == "won" and r.cause == p for r in results) for p in WIN_PATHS
            },
            "loss_causes": {
                c: sum(r.result == "lost" and r.cause == c for r in results) for c in LOSS_CAUSES
            },
        }
        if args.scenario:
            game_wins = sum(r.result == "won" for r in results)
            wins = sum(r.scenario_won for r in results)
            out.update(
                wins=wins,
                losses=len(done) - wins,
                win_rate=round(wins / max(1, len(done)), 4),
                scenario=args.scenario,
                game_wins=game_wins,
                game_win_rate=round(game_wins / max(1, len(done)), 4),
                goal_missed=game_wins - wins,
            )
        return out

    def summary_lines(self, s: dict[str, Any]) -> list[str]:
        lines = [
            runner.headline(s, f"difficulty {s['difficulty']}"),
            f"turns: mean {s['turns_mean']}, median {s['turns_median']}",
            "win paths: " + ", ".join(f"{k} {v}" for k, v in s["win_paths"].items()),
            "loss causes: " + ", ".join(f"{k} {v}" for k, v in s["loss_causes"].items()),
        ]
        if s.get("scenario"):
            lines.insert(
                1,
                f"scenario {s['scenario']}: {s['game_wins']} games won, "
                f"{s['goal_missed']} of them without the goal",
            )
        return lines

    rivals = "the Weavers"

    def scenario_won(self, res: Any) -> bool:
        return res.scenario_won

    def campaign_options(
        self, args: argparse.Namespace, rules: GalaxyRules, index: int, scenario: int
    ) -> dict[str, Any]:
        return options_for(rules, index, args.difficulty, scenario=scenario)


SIMULATION = GalaxySimulation()


def options_for(
    rules: GalaxyRules,
    index: int,
    difficulty: int = 3,
    species: str | None = None,
    galaxy: str = "standard",
    opponent: str = "weavers",
    scenario: int = 0,
) -> dict[str, Any]:
    """Game `index`'s setup: the species (unless one is chosen) and corner in rotation."""
    names = sorted(rules.content.species)
    options: dict[str, Any] = dict(
        species=species or names[index % len(names)],
        corner=index % 4,
        difficulty=difficulty,
        galaxy=galaxy,
        opponent=opponent,
    )
    if scenario:
        options["scenario"] = scenario
    return options


def play_game(
    rules: GalaxyRules,
    index: int,
    run_seed: int,
    bot_name: str,
    difficulty: int = 3,
    turn_limit: int = DEFAULT_TURN_LIMIT,
    species: str | None = None,
    galaxy: str = "standard",
    opponent: str = "weavers",
    check_invariants: bool = True,
    every_command: bool = False,
    scenario: int = 0,
) -> tuple[GameResult, Session | None]:
    """Play one game with a bot (for benches and tests): the runner's game with these
    options."""
    options = options_for(rules, index, difficulty, species, galaxy, opponent, scenario)
    return runner.play_game(
        SIMULATION,
        rules,
        index,
        run_seed,
        bot_name,
        options,
        turn_limit=turn_limit,
        check_invariants=check_invariants,
        every_command=every_command,
    )
