"""Headless whole games for testing and balance: `weavers simulate` (never imports pygame).

Each game gets its own seed derived from the run's seed, a species and corner in rotation, and
a bot; after every command the invariants are checked. A game that raises or breaks an
invariant counts as an error and its message is kept.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import sys
import time
from collections import Counter
from typing import Any

import attrs

from engine.core import record
from engine.core.campaign_sim import PlayScenario, ScenarioGame
from engine.core.files import writable_dir
from engine.core.session import Session
from engine.core.simulate import game_seed
from engine.galaxy import invariants
from engine.galaxy.bots import BOTS, make_bot
from engine.galaxy.commands import EndTurn
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenarios import scenario_won

WIN_PATHS = ("bases", "supremacy", "second_start", "banished_all")
MAX_GAMES = 1_000_000  # beyond this a run is a typo, not a plan
MAX_TURN_LIMIT = 100_000
LOSS_CAUSES = ("home_lost", "black_holes", "stalled", "deadline", "goal_missed", "turn_limit")
DEFAULT_TURN_LIMIT = 200


@attrs.define
class GameResult:
    index: int
    seed: int
    species: str
    corner: int
    result: str = ""  # won / lost / error
    cause: str = ""
    turns: int = 0
    commands: int = 0
    events: Counter = attrs.field(factory=Counter)
    error: str = ""
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
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


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
    """Play one game with a bot. Invariants are checked at the end of every turn and of the
    game (or after every command with every_command=True)."""
    seed = game_seed(run_seed, index)
    names = sorted(rules.content.species)
    sp = species or names[index % len(names)]
    corner = index % 4
    res = GameResult(index, seed, sp, corner)
    session = None
    try:
        options: dict[str, object] = dict(
            species=sp, corner=corner, difficulty=difficulty, galaxy=galaxy, opponent=opponent
        )
        if scenario:
            options["scenario"] = scenario
        setup = rules.setup(seed, **options)
        session = Session.new(rules, setup)
        for e in session.opening:
            res.events[event_key(e)] += 1
        bot = make_bot(bot_name, seed)
        state = session.state
        while not state.over and state.turn <= turn_limit:
            outcome = session.submit(bot.choose(rules, state))
            if not outcome.ok:
                raise RuntimeError(f"the bot's legal command was refused: {outcome.verdict}")
            res.commands += 1
            for e in outcome.events:
                res.events[event_key(e)] += 1
            due = every_command or state.over or isinstance(outcome.command, EndTurn)
            if check_invariants and due:
                broken = invariants.problems(state, rules.content)
                if broken:
                    raise AssertionError(f"turn {state.turn}: {broken[0]}")
        res.turns = min(state.turn, turn_limit)
        if state.over:
            res.result, res.cause = state.result, state.cause
            res.scenario_won = scenario_won(state, rules.content)
        else:
            res.result, res.cause = "lost", "turn_limit"
    except Exception as exc:  # an error is a finding to report, not a crash of the run
        res.result = "error"
        res.error = f"{type(exc).__name__}: {exc}"
    return res, session


def summarise(
    results: list[GameResult], seconds: float, bot: str, difficulty: int, scenario: int = 0
) -> dict:
    """The run's figures. In a scenario, `wins` and `win_rate` count scenarios won (the game
    won with its goal met, D2); `game_wins` counts games won however."""
    done = [r for r in results if r.result != "error"]
    turns = [r.turns for r in done] or [0]
    events: Counter = Counter()
    for r in results:
        events.update(r.events)
    commands = sum(r.commands for r in results)
    game_wins = sum(r.result == "won" for r in results)
    wins = sum(r.scenario_won for r in results) if scenario else game_wins
    out = {
        "games": len(results),
        "wins": wins,
        "losses": len(done) - wins,
        "errors": sum(r.result == "error" for r in results),
        "win_rate": round(wins / max(1, len(done)), 4),
        "turns_mean": round(statistics.fmean(turns), 2),
        "turns_median": statistics.median(turns),
        "commands": commands,
        "commands_per_second": round(commands / seconds, 1) if seconds > 0 else 0.0,
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
        "bot": bot,
        "difficulty": difficulty,
        "win_paths": {
            p: sum(r.result == "won" and r.cause == p for r in results) for p in WIN_PATHS
        },
        "loss_causes": {
            c: sum(r.result == "lost" and r.cause == c for r in results) for c in LOSS_CAUSES
        },
        "events": dict(sorted(events.items())),
        "error_messages": [
            f"game {r.index} (seed {r.seed}): {r.error}" for r in results if r.error
        ],
    }
    if scenario:
        out["scenario"] = scenario
        out["game_wins"] = game_wins
        out["game_win_rate"] = round(game_wins / max(1, len(done)), 4)
        out["goal_missed"] = game_wins - wins
    return out


def scenario_player(rules: GalaxyRules, run_seed: int, turn_limit: int) -> PlayScenario:
    """Scenario games for campaigns (D3), by the heuristic player, invariants on."""

    def play(index: int, scenario: int, level: int) -> ScenarioGame:
        res, _ = play_game(
            rules, index, run_seed, "heuristic", level, turn_limit, scenario=scenario
        )
        return ScenarioGame(res.index, res.seed, res.scenario_won, res.turns, res.error)

    return play


def run(args: argparse.Namespace) -> int:
    rules = GalaxyRules()
    if args.species is not None and args.species not in rules.content.species:
        known = ", ".join(sorted(rules.content.species))
        raise SystemExit(f"weavers simulate: unknown species {args.species!r} (known: {known})")
    if not 1 <= args.games <= MAX_GAMES:
        raise SystemExit(f"weavers simulate: --games must be from 1 to {MAX_GAMES:,}")
    if not 1 <= args.turn_limit <= MAX_TURN_LIMIT:
        raise SystemExit(f"weavers simulate: --turn-limit must be from 1 to {MAX_TURN_LIMIT:,}")
    scenario = getattr(args, "scenario", 0) or 0  # the option is shared with the other games
    if scenario and scenario not in rules.content.scenarios:
        known = ", ".join(str(n) for n in sorted(rules.content.scenarios))
        raise SystemExit(f"weavers simulate: --scenario must be 0 (none) or one of {known}")
    if getattr(args, "campaign", False):
        from engine.core import campaign_sim

        play = scenario_player(rules, args.seed, args.turn_limit)
        return campaign_sim.run(args, play, "the Weavers")
    record_dir = None
    if args.record is not None:
        try:
            record_dir = writable_dir(args.record)
        except ValueError as exc:
            raise SystemExit(f"weavers simulate: --record {args.record!r} {exc}") from None
    results = []
    start = time.perf_counter()
    for i in range(args.games):
        res, session = play_game(
            rules,
            i,
            args.seed,
            args.bot,
            args.difficulty,
            args.turn_limit,
            args.species,
            args.galaxy,
            args.opponent,
            every_command=args.check_every_command,
            scenario=scenario,
        )
        results.append(res)
        if record_dir is not None and session is not None:
            meta = {
                "turn": session.state.turn,
                "species": res.species,
                "difficulty": args.difficulty,
                "result": res.result,
                "cause": res.cause,
            }
            path = record_dir / f"game-{i:04d}-seed{res.seed}.json"
            try:
                record.save_file(path, session, meta)
            except OSError as exc:  # the disk filled or the folder went away mid-run
                raise SystemExit(
                    f"weavers simulate: could not write {path}: {exc.strerror or exc}"
                ) from None
    seconds = time.perf_counter() - start
    summary = summarise(results, seconds, args.bot, args.difficulty, scenario)
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    return 0


def format_summary(s: dict[str, Any]) -> str:
    lines = [
        f"{s['games']} games, bot {s['bot']}, difficulty {s['difficulty']}: "
        f"{s['wins']} won, {s['losses']} lost, {s['errors']} errors "
        f"(win rate {s['win_rate']:.1%})",
        f"turns: mean {s['turns_mean']}, median {s['turns_median']}",
        f"speed: {s['commands_per_second']:.0f} commands/s, {s['games_per_second']} games/s",
        "win paths: " + ", ".join(f"{k} {v}" for k, v in s["win_paths"].items()),
        "loss causes: " + ", ".join(f"{k} {v}" for k, v in s["loss_causes"].items()),
    ]
    if s.get("scenario"):
        lines.insert(
            1,
            f"scenario {s['scenario']}: {s['game_wins']} games won, "
            f"{s['goal_missed']} of them without the goal",
        )
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def add_parser(sub: Any, bots: list[str] | None = None) -> Any:
    """The `simulate` options of the Weavers (the default mode); `bots` widens --bot's choices
    when other modes share the command (each mode's run checks its own)."""
    p = sub.add_parser("simulate", help="play whole games headless and print a summary")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="random", choices=bots or sorted(BOTS))
    p.add_argument("--difficulty", type=int, default=3, choices=range(1, 6))
    p.add_argument("--turn-limit", type=int, default=DEFAULT_TURN_LIMIT)
    p.add_argument("--species", default=None, help="one species for every game")
    p.add_argument("--galaxy", default="standard", choices=("standard", "random"))
    p.add_argument(
        "--opponent", default="weavers", choices=("weavers", "none"), help="none: no Weavers"
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--check-every-command",
        action="store_true",
        help="check the invariants after every command (slower), not only at turn ends",
    )
    p.add_argument("--record", metavar="DIR", help="write each game's record (a save) here")
    p.add_argument(
        "--campaign",
        action="store_true",
        help="play whole campaigns (scenarios 1-5 at --difficulty); --games counts campaigns",
    )
    return p


if __name__ == "__main__":  # pragma: no cover
    parser = argparse.ArgumentParser(prog="simulate")
    add_parser(parser.add_subparsers(dest="command"))
    sys.exit(run(parser.parse_args()))
