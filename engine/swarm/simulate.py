"""Space Swarm in the shared simulation runner (engine/core/simulate.py): `weavers simulate
--mode swarm` (SWARM.md: Headless contract).

The player's home goes in rotation, and `--bot automa` hands the player's seat to a rival's
mind at the chosen level (a symmetry check). Invariants are checked after every command.
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from typing import Any

import attrs

from engine.core import simulate as runner
from engine.core.session import Session
from engine.core.simulate import GameResult as BaseResult
from engine.core.simulate import fail, mean
from engine.swarm import invariants
from engine.swarm.bots import make_bot
from engine.swarm.events import GrabBegins, RivalDecision
from engine.swarm.rules import SwarmRules
from engine.swarm.state import AUTOMA, HUMAN, GameState

WIN_PATHS = ("clusters", "deck_out", "last_standing")
LOSS_PATHS = ("clusters", "deck_out", "eliminated")
AUTOMA_ACTIONS = ("strike", "claim", "explore", "spread", "guard", "advance", "grab")


@attrs.define
class GameResult(BaseResult):
    tie: bool = False
    rounds: int = 0
    turns: int = 0
    battles: int = 0
    destroyed: int = 0
    first_seat_won: bool = False
    actions: Counter = attrs.field(factory=Counter)
    # Reads the battles as their events come (a battle may span commands): its problems are
    # broken invariants like the state's (S7.3: the strike lines add up).
    ledger: invariants.BattleLedger = attrs.field(
        factory=invariants.BattleLedger, eq=False, repr=False
    )

    @property
    def path(self) -> str:
        """How the game was won or lost (one of WIN_PATHS or LOSS_PATHS)."""
        return self.cause


def loss_path(state: GameState) -> str:
    return {"clusters": "clusters", "deck_out": "deck_out"}.get(state.win_path, "eliminated")


class SwarmSimulation(runner.Simulation):
    # Which game this is, in the three lines every game's plug has.
    mode, title, record_prefix = "swarm", "Space Swarm", "swarm"
    rules_type, result_type = SwarmRules, GameResult
    bots, problems = staticmethod(make_bot), staticmethod(invariants.problems)

    def check_args(self, args: argparse.Namespace, rules: SwarmRules) -> None:
        if args.rivals is None:  # the option is shared with Arachnid; Space Swarm's default is 1
            args.rivals = 1
        if not 1 <= args.rivals <= 3:
            raise fail("--rivals must be 1, 2 or 3")
        if args.scenario and args.scenario not in rules.content.scenarios:
            known = ", ".join(str(n) for n in sorted(rules.content.scenarios))
            raise fail(f"--scenario must be one of {known}")
        if args.scenario:
            args.rivals = rules.content.scenarios[args.scenario].rivals

    def setup_options(
        self, args: argparse.Namespace, rules: SwarmRules, index: int
    ) -> dict[str, Any]:
        return options_for(
            rules, index, args.bot, args.rivals, args.difficulty, args.board, args.scenario
        )

    rivals = "the rival races"

    def campaign_options(
        self, args: argparse.Namespace, rules: SwarmRules, index: int, scenario: int
    ) -> dict[str, Any]:
        return options_for(rules, index, "heuristic", 1, args.difficulty, args.board, scenario)

    def count(self, res: Any, events: list) -> None:
        super().count(res, events)
        broken = res.ledger.feed(events)
        if broken:
            raise AssertionError(broken[0])
        for e in events:
            if isinstance(e, RivalDecision) and e.action in AUTOMA_ACTIONS:
                res.actions[e.action] += 1
            elif isinstance(e, GrabBegins):
                res.actions["grab"] += 1

    def player_moves(self, state: Any) -> bool:
        return state.races[0].kind == HUMAN

    def finish(self, res: Any, state: Any, rules: Any, turn_limit: int | None) -> None:
        res.result = state.result
        res.cause = state.win_path if state.result == "won" else loss_path(state)
        res.tie = state.tie_break
        res.rounds, res.turns = state.round, state.turns
        res.battles, res.destroyed = state.battles, state.destroyed
        res.first_seat_won = state.winner == state.first_seat

    def summary(self, results: list[Any], done: list[Any], args: argparse.Namespace) -> dict:
        actions: Counter = Counter()
        for r in results:
            actions.update(r.actions)
        rounds = [r.rounds for r in done]
        return {
            "win_paths": {
                p: sum(r.result == "won" and r.cause == p for r in done) for p in WIN_PATHS
            },
            "loss_paths": {
                p: sum(r.result == "lost" and r.cause == p for r in done) for p in LOSS_PATHS
            },
            "deck_out_ties": sum(r.tie for r in done),
            "rounds_mean": mean(rounds),
            "rounds_median": statistics.median(rounds) if rounds else 0,
            "turns_mean": mean([r.turns for r in done]),
            "battles_mean": mean([r.battles for r in done]),
            "fleets_destroyed_mean": mean([r.destroyed for r in done]),
            "first_seat_win_rate": round(
                sum(r.first_seat_won for r in done) / max(1, len(done)), 4
            ),
            "automa_actions": {a: actions[a] for a in AUTOMA_ACTIONS},
            "rivals": args.rivals,
            "board": args.board,
            "scenario": args.scenario,
        }

    def summary_lines(self, s: dict[str, Any]) -> list[str]:
        against = f"{s['rivals']} rival(s) at level {s['difficulty']}"
        return [
            runner.headline(s, against, "Space Swarm: "),
            f"rounds: mean {s['rounds_mean']}, median {s['rounds_median']}; "
            f"battles {s['battles_mean']} a game",
            "win paths: " + ", ".join(f"{k} {v}" for k, v in s["win_paths"].items()),
            "loss paths: " + ", ".join(f"{k} {v}" for k, v in s["loss_paths"].items()),
        ]


SIMULATION = SwarmSimulation()


def options_for(
    rules: SwarmRules,
    index: int,
    bot_name: str,
    rivals: int = 1,
    difficulty: int = 3,
    board: str = "standard",
    scenario: int = 0,
) -> dict[str, Any]:
    """Game `index`'s setup: the player's home in rotation; `automa` seats a rival's mind."""
    n = (rules.content.scenarios[scenario].rivals if scenario else rivals) + 1
    options: dict[str, Any] = {"rivals": n - 1, "difficulty": difficulty, "board": board}
    options["home"] = index % n
    if scenario:
        options["scenario"] = scenario
    if bot_name == "automa":
        options["seats"] = [AUTOMA] * n
    return options


def play_game(
    rules: SwarmRules,
    index: int,
    run_seed: int,
    bot_name: str,
    *settings: Any,
    check_invariants: bool = True,
    **named: Any,
) -> tuple[GameResult, Session | None]:
    """Play one game with a bot (for benches and tests): the runner's game with the settings
    of `options_for` (rivals, difficulty, board, scenario)."""
    options = options_for(rules, index, bot_name, *settings, **named)
    return runner.play_game(
        SIMULATION, rules, index, run_seed, bot_name, options, check_invariants=check_invariants
    )
