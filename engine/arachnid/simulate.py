"""Headless Arachnid games: `weavers simulate --mode arachnid` (ARACHNID.md AX2).

Each game gets its own seed from the run's; invariants are checked after every command; a game
that raises or breaks one counts as an error and its message is kept.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections import Counter
from typing import Any

import attrs

from engine.arachnid import invariants, scoring
from engine.arachnid.bots import make_bot
from engine.arachnid.rounds import human
from engine.arachnid.rules import ArachnidRules
from engine.core.files import writable_dir
from engine.core.session import Session
from engine.core.simulate import MAX_GAMES, game_seed, play_out, snake_case, write_record

CAUSES = ("den_empty", "board_full", "round_limit")
SOURCES = ("spiders", "webs", "upgrades")
STAT_EVENTS = (
    "battle",
    "overkill",
    "critter_killed",
    "spider_hatched",
    "spider_consumed",
    "web_consumed",
    "famine",
)


@attrs.define
class GameResult:
    index: int
    seed: int
    result: str = ""
    cause: str = ""
    rounds: int = 0
    player: int = 0
    best_rival: int = 0
    sources: dict = attrs.field(factory=dict)  # player / rivals -> source -> points
    tie_break: str = ""
    abilities: list = attrs.field(factory=list)
    personalities: dict = attrs.field(factory=dict)  # personality -> won
    events: Counter = attrs.field(factory=Counter)
    stats: dict = attrs.field(factory=dict)
    commands: int = 0
    error: str = ""


def play_game(
    rules: ArachnidRules,
    index: int,
    run_seed: int,
    bot_name: str,
    options: dict[str, Any],
    check_invariants: bool = True,
    bot: Any = None,
) -> tuple[GameResult, Session | None]:
    """One seeded game by `bot_name` (or the given `bot`), its figures and its session."""
    seed = game_seed(run_seed, index)
    res = GameResult(index, seed)
    session = None
    try:
        session = Session.new(rules, rules.setup(seed, **options))
        state = session.state
        for e in session.opening:
            res.events[snake_case(type(e).__name__)] += 1

        def after(outcome: Any) -> None:
            for e in outcome.events:
                res.events[snake_case(type(e).__name__)] += 1
            if check_invariants:
                broken = invariants.problems(state, rules.content)
                if broken:
                    raise AssertionError(f"round {state.round}: {broken[0]}")

        player = bot if bot is not None else make_bot(bot_name, seed)
        res.commands = play_out(session, player, lambda s: s.over, after)
        c = rules.content
        me = human(state)
        res.result, res.cause, res.rounds = state.result, state.end_cause, state.round
        res.player = scoring.total(state, c, me)
        rivals = [x for x in state.colonies if x is not me]
        best = max(rivals, key=lambda x: scoring.ranking_key(state, c, x))
        res.best_rival = scoring.total(state, c, best)
        res.sources = {
            "player": scoring.parts(state, c, me),
            "rivals": scoring.parts(state, c, best),
        }
        res.tie_break = state.tie_break
        res.abilities = list(me.ability_used)
        res.personalities = {x.personality: state.winner == x.seat for x in rivals}
        res.stats = dict(state.stats)
    except Exception as exc:  # an error is a finding to report, not a crash of the run
        res.result = "error"
        res.error = f"{type(exc).__name__}: {exc}"
    return res, session


def _mean(values: list[float]) -> float:
    return round(statistics.fmean(values), 2) if values else 0.0


def summarise(results: list[GameResult], seconds: float, args: argparse.Namespace) -> dict:
    done = [r for r in results if r.result != "error"]
    wins = sum(r.result == "won" for r in done)
    rounds = [r.rounds for r in done]
    events: Counter = Counter()
    for r in done:
        events.update(r.events)
    for k in STAT_EVENTS:
        events[k] = sum(r.stats.get(k, 0) for r in done)
    abilities: dict[str, dict[str, int]] = {}
    personalities: dict[str, dict[str, int]] = {}
    for r in done:
        for a in r.abilities:
            d = abilities.setdefault(a, {"games": 0, "wins": 0})
            d["games"] += 1
            d["wins"] += r.result == "won"
        for p, won in r.personalities.items():
            d = personalities.setdefault(p, {"games": 0, "wins": 0})
            d["games"] += 1
            d["wins"] += int(won)
    n = max(1, len(done))
    return {
        "mode": "arachnid",
        "games": len(results),
        "seed": args.seed,
        "bot": args.bot,
        "rivals": args.rivals,
        "difficulty": args.difficulty,
        "scenario": args.scenario,
        "wins": wins,
        "losses": sum(r.result == "lost" for r in done),
        "errors": sum(r.result == "error" for r in results),
        "win_rate": round(wins / n, 4),
        "rounds_mean": _mean(rounds),
        "rounds_median": statistics.median(rounds) if rounds else 0,
        "end_causes": {k: sum(r.cause == k for r in done) for k in CAUSES},
        "player_score_mean": _mean([r.player for r in done]),
        "best_rival_score_mean": _mean([r.best_rival for r in done]),
        "margin_mean": _mean([r.player - r.best_rival for r in done]),
        "score_sources": {
            side: {k: _mean([r.sources[side][k] for r in done]) for k in SOURCES}
            for side in ("player", "rivals")
        },
        "tie_breaks": dict(Counter(r.tie_break for r in done if r.tie_break)),
        "abilities": dict(sorted(abilities.items())),
        "personalities": dict(sorted(personalities.items())),
        "events": dict(sorted(events.items())),
        "events_per_game": {k: round(events[k] / n, 2) for k in STAT_EVENTS},
        "famine_games": round(sum(r.stats.get("famine", 0) > 0 for r in done) / n, 4),
        "commands": sum(r.commands for r in results),
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
        "error_messages": [
            f"game {r.index} (seed {r.seed}): {r.error}" for r in results if r.error
        ],
    }


def run(args: argparse.Namespace) -> int:
    rules = ArachnidRules()
    tool = "weavers simulate"
    if not 1 <= args.games <= MAX_GAMES:
        raise SystemExit(f"{tool}: --games must be from 1 to {MAX_GAMES:,}")
    if args.rivals is None:
        args.rivals = 2
    if args.rivals not in (2, 3):
        raise SystemExit(f"{tool}: Arachnid is played against 2 or 3 rivals (--rivals)")
    if not 0 <= args.scenario <= 5:
        raise SystemExit(f"{tool}: --scenario must be 0 (none) or 1-5")
    if args.round_limit is not None and not 1 <= args.round_limit <= 200:
        raise SystemExit(f"{tool}: --round-limit must be from 1 to 200")
    options: dict[str, Any] = {"rivals": args.rivals, "difficulty": args.difficulty}
    if args.scenario:
        options["scenario"] = args.scenario
    if args.round_limit is not None:
        options["round_limit"] = args.round_limit
    record_dir = None
    if args.record is not None:
        try:
            record_dir = writable_dir(args.record)
        except ValueError as exc:
            raise SystemExit(f"{tool}: --record {args.record!r} {exc}") from None
    results = []
    start = time.perf_counter()
    for i in range(args.games):
        res, session = play_game(rules, i, args.seed, args.bot, options)
        results.append(res)
        if record_dir is not None and session is not None:
            meta = {"result": res.result, "cause": res.cause, "rivals": args.rivals}
            write_record(record_dir, f"arachnid-{i:04d}-seed{res.seed}.json", session, meta, tool)
    summary = summarise(results, time.perf_counter() - start, args)
    print(json.dumps(summary) if args.json else format_summary(summary))
    return 0


def format_summary(s: dict[str, Any]) -> str:
    lines = [
        f"Arachnid: {s['games']} games, bot {s['bot']}, {s['rivals']} rivals at level "
        f"{s['difficulty']}: {s['wins']} won, {s['losses']} lost, {s['errors']} errors "
        f"(win rate {s['win_rate']:.1%})",
        f"rounds: mean {s['rounds_mean']}, median {s['rounds_median']}; ends "
        + ", ".join(f"{k} {v}" for k, v in s["end_causes"].items()),
        f"scores: you {s['player_score_mean']}, best rival {s['best_rival_score_mean']}",
        f"speed: {s['games_per_second']} games/s",
    ]
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def add_options(p: argparse.ArgumentParser) -> None:
    """Arachnid's own options (--rivals, --scenario and --record are shared)."""
    g = p.add_argument_group("Arachnid (--mode arachnid)")
    g.add_argument("--round-limit", type=int, default=None, help="end after this round (A4.7)")
