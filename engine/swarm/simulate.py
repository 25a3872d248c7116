"""Headless Space Swarm games: `weavers simulate --mode swarm` (SWARM.md: Headless contract).

Each game gets its own seed from the run's, the player's home in rotation, and a bot for the
player's seat (`automa` hands the seat to a rival's mind at the chosen level, a symmetry
check). Invariants are checked after every command; a game that raises or breaks one counts
as an error and its message is kept.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from typing import Any

import attrs

from engine.core.files import writable_dir
from engine.core.session import Session
from engine.core.simulate import MAX_GAMES, game_seed, play_out, snake_case, write_record
from engine.swarm import invariants
from engine.swarm.bots import make_bot
from engine.swarm.events import GrabBegins, RivalDecision
from engine.swarm.rules import SwarmRules
from engine.swarm.state import AUTOMA, HUMAN, GameState

WIN_PATHS = ("clusters", "deck_out", "last_standing")
LOSS_PATHS = ("clusters", "deck_out", "eliminated")
AUTOMA_ACTIONS = ("strike", "claim", "explore", "spread", "guard", "advance", "grab")


@attrs.define
class GameResult:
    index: int
    seed: int
    result: str = ""  # won / lost / error
    path: str = ""
    tie: bool = False
    rounds: int = 0
    turns: int = 0
    battles: int = 0
    destroyed: int = 0
    first_seat_won: bool = False
    commands: int = 0
    events: Counter = attrs.field(factory=Counter)
    actions: Counter = attrs.field(factory=Counter)
    error: str = ""


def count(res: GameResult, events: list) -> None:
    for e in events:
        res.events[snake_case(type(e).__name__)] += 1
        if isinstance(e, RivalDecision) and e.action in AUTOMA_ACTIONS:
            res.actions[e.action] += 1
        elif isinstance(e, GrabBegins):
            res.actions["grab"] += 1


def loss_path(state: GameState) -> str:
    return {"clusters": "clusters", "deck_out": "deck_out"}.get(state.win_path, "eliminated")


def play_game(
    rules: SwarmRules,
    index: int,
    run_seed: int,
    bot_name: str,
    rivals: int = 1,
    difficulty: int = 3,
    board: str = "standard",
    scenario: int = 0,
    check_invariants: bool = True,
) -> tuple[GameResult, Session | None]:
    seed = game_seed(run_seed, index)
    res = GameResult(index, seed)
    session = None
    try:
        n = (rules.content.scenarios[scenario].rivals if scenario else rivals) + 1
        options: dict[str, Any] = {"rivals": n - 1, "difficulty": difficulty, "board": board}
        options["home"] = index % n
        if scenario:
            options["scenario"] = scenario
        if bot_name == "automa":
            options["seats"] = [AUTOMA] * n
        session = Session.new(rules, rules.setup(seed, **options))
        count(res, session.opening)
        state = session.state
        ledger = invariants.BattleLedger()

        def after(outcome: Any) -> None:
            count(res, outcome.events)
            if check_invariants:
                broken = ledger.feed(outcome.events) + invariants.problems(state, rules.content)
                if broken:
                    raise AssertionError(f"round {state.round}: {broken[0]}")

        if check_invariants:
            after(type("Opening", (), {"events": []})())
        if state.races[0].kind == HUMAN:
            res.commands = play_out(session, make_bot(bot_name, seed), lambda s: s.over, after)
        res.result = state.result
        res.path = state.win_path if state.result == "won" else loss_path(state)
        res.tie = state.tie_break
        res.rounds, res.turns = state.round, state.turns
        res.battles, res.destroyed = state.battles, state.destroyed
        res.first_seat_won = state.winner == state.first_seat
    except Exception as exc:  # an error is a finding to report, not a crash of the run
        res.result = "error"
        res.error = f"{type(exc).__name__}: {exc}"
    return res, session


def _mean(values: list[int]) -> float:
    return round(statistics.fmean(values), 2) if values else 0.0


def summarise(results: list[GameResult], seconds: float, args: argparse.Namespace) -> dict:
    done = [r for r in results if r.result != "error"]
    events: Counter = Counter()
    actions: Counter = Counter()
    for r in results:
        events.update(r.events)
        actions.update(r.actions)
    commands = sum(r.commands for r in results)
    wins = sum(r.result == "won" for r in results)
    rounds = [r.rounds for r in done]
    return {
        "mode": "swarm",
        "games": len(results),
        "wins": wins,
        "losses": sum(r.result == "lost" for r in results),
        "errors": sum(r.result == "error" for r in results),
        "win_rate": round(wins / max(1, len(done)), 4),
        "win_paths": {p: sum(r.result == "won" and r.path == p for r in done) for p in WIN_PATHS},
        "loss_paths": {
            p: sum(r.result == "lost" and r.path == p for r in done) for p in LOSS_PATHS
        },
        "deck_out_ties": sum(r.tie for r in done),
        "rounds_mean": _mean(rounds),
        "rounds_median": statistics.median(rounds) if rounds else 0,
        "turns_mean": _mean([r.turns for r in done]),
        "battles_mean": _mean([r.battles for r in done]),
        "fleets_destroyed_mean": _mean([r.destroyed for r in done]),
        "first_seat_win_rate": round(sum(r.first_seat_won for r in done) / max(1, len(done)), 4),
        "automa_actions": {a: actions[a] for a in AUTOMA_ACTIONS},
        "events": dict(sorted(events.items())),
        "commands": commands,
        "commands_per_second": round(commands / seconds, 1) if seconds > 0 else 0.0,
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
        "bot": args.bot,
        "rivals": args.rivals,
        "difficulty": args.difficulty,
        "board": args.board,
        "scenario": args.scenario,
        "error_messages": [
            f"game {r.index} (seed {r.seed}): {r.error}" for r in results if r.error
        ],
    }


def run(args: argparse.Namespace) -> int:
    rules = SwarmRules()
    if not 1 <= args.games <= MAX_GAMES:
        raise SystemExit(f"weavers simulate: --games must be from 1 to {MAX_GAMES:,}")
    if args.rivals is None:  # the option is shared with Arachnid; Space Swarm's default is 1
        args.rivals = 1
    if not 1 <= args.rivals <= 3:
        raise SystemExit("weavers simulate: --rivals must be 1, 2 or 3")
    if args.scenario and args.scenario not in rules.content.scenarios:
        known = ", ".join(str(n) for n in sorted(rules.content.scenarios))
        raise SystemExit(f"weavers simulate: --scenario must be one of {known}")
    if args.scenario:
        args.rivals = rules.content.scenarios[args.scenario].rivals
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
            args.rivals,
            args.difficulty,
            args.board,
            args.scenario,
        )
        results.append(res)
        if record_dir is not None and session is not None:
            meta = {"result": res.result, "cause": res.path, "rivals": args.rivals}
            name = f"swarm-{i:04d}-seed{res.seed}.json"
            write_record(record_dir, name, session, meta, "weavers simulate")
    summary = summarise(results, time.perf_counter() - start, args)
    if args.json:
        print(json.dumps(summary))
    else:
        print(format_summary(summary))
    return 0


def format_summary(s: dict[str, Any]) -> str:
    lines = [
        f"Space Swarm: {s['games']} games, bot {s['bot']}, {s['rivals']} rival(s) at level "
        f"{s['difficulty']}: {s['wins']} won, {s['losses']} lost, {s['errors']} errors "
        f"(win rate {s['win_rate']:.1%})",
        f"rounds: mean {s['rounds_mean']}, median {s['rounds_median']}; "
        f"battles {s['battles_mean']} a game",
        f"speed: {s['commands_per_second']:.0f} commands/s, {s['games_per_second']} games/s",
        "win paths: " + ", ".join(f"{k} {v}" for k, v in s["win_paths"].items()),
        "loss paths: " + ", ".join(f"{k} {v}" for k, v in s["loss_paths"].items()),
    ]
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def add_options(p: argparse.ArgumentParser) -> None:
    """Space Swarm's own options of `weavers simulate` (--mode swarm)."""
    g = p.add_argument_group("Space Swarm (--mode swarm)")
    g.add_argument(
        "--rivals",
        type=int,
        default=None,
        help="rivals: 1-3 (Space Swarm, default 1), 2-3 (Arachnid, default 2)",
    )
    g.add_argument("--board", default="standard", choices=("standard", "random"))
    g.add_argument("--scenario", type=int, default=0, help="a scenario 1-5 (SD2); 0 for none")
