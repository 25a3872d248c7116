"""Is the game review's chance a chance? Calibration of engine/core/chances.py, per game.

    nice -n 19 uv run python bench/review_calibration.py [--modes galaxy swarm arachnid]
        [--games 300] [--midpoint-games 200] [--starts 40] [--start-playouts 20]
        [--midpoint-playouts 30] [--seed 1] [--out FILE.json]

1. Start of game: `--games` level-3 games played by the heuristic player, exactly as
   `weavers simulate --mode M --bot heuristic --difficulty 3 --seed S` plays them (same
   seeds, same options), give the measured win rate; the estimate at the start of the first
   `--starts` of those games (`--start-playouts` play-outs each, what the player could not
   see re-dealt) is averaged and compared with it (goal: within 5 points).
2. Midpoint: for the first `--midpoint-games` of them, the chance at the start of the middle
   turn (or round) of the game with `--midpoint-playouts` play-outs, against whether that game
   was won: a table in tenths (predicted vs share won) and the Brier score (with the Brier
   score of always saying the overall win rate, the baseline).
Prints a Markdown table per game for docs/BALANCE.md and writes every figure to --out.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from engine import mode_cli, modes
from engine.core import review
from engine.core.chances import Estimates, Plan, Pool, Question
from engine.core.session import Session
from engine.core.simulate import game_seed, wilson


def simulate_args(mode: str, games: int, seed: int) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    mode_cli.add_simulate_parser(parser.add_subparsers(dest="command"))
    args = parser.parse_args(
        ["simulate", "--mode", mode, "--games", str(games), "--seed", str(seed)]
        + ["--bot", "heuristic", "--difficulty", "3"]
    )
    return args


def play(mode: modes.Mode, args: argparse.Namespace, index: int) -> Session:
    """Game `index` of `weavers simulate` with these args (its setup and bot), as a session."""
    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    seed = game_seed(args.seed, index)
    session = Session.new(rules, rules.setup(seed, **sim.setup_options(args, rules, index)))
    bot = sim.bots("heuristic", seed)
    while not sim.over(session.state, args.turn_limit):
        outcome = session.submit(bot.choose(rules, session.state))
        assert outcome.ok, outcome.verdict
    return session


def play_task(name: str, games: int, seed: int, index: int) -> tuple[bool, Any, list[Any]]:
    """One game on a worker: whether it was won, its setup and its moves."""
    mode = modes.get(name)
    args = simulate_args(name, games, seed)
    mode.simulate().SIMULATION.check_args(args, mode.rules())
    s = play(mode, args, index)
    return s.state.result == "won", s.setup, list(s.commands)


def calibrate(name: str, opts: argparse.Namespace, pool: Pool) -> dict[str, Any]:
    mode = modes.get(name)
    t0 = time.perf_counter()
    jobs = [pool.call(play_task, name, opts.games, opts.seed, i) for i in range(opts.games)]
    games = [f.result() for f in jobs]
    won = [w for w, _, _ in games]
    play_seconds = time.perf_counter() - t0
    rate = sum(won) / len(won)
    print(f"{name}: {len(won)} games played, win rate {rate:.1%}", file=sys.stderr, flush=True)
    # 1. the start of the game
    starts = []
    for _, setup, _ in games[: opts.starts]:
        rec = review.replay(mode, setup, [])
        starts.append(Question(rec.points[0].state))
    t1 = time.perf_counter()
    plan = Plan(first=opts.start_playouts, margin=0.0, cap=opts.start_playouts)
    Estimates(name, starts, pool, opts.seed, plan).run()
    start_wins = sum(q.chance.wins for q in starts)
    start_n = sum(q.chance.playouts for q in starts)
    start_seconds = time.perf_counter() - t1
    print(f"{name}: start estimate {start_wins / start_n:.1%}", file=sys.stderr, flush=True)
    # 2. the midpoint of each game
    mids, mid_units = [], []
    for _, setup, commands in games[: opts.midpoint_games]:
        rec = review.replay(mode, setup, commands)
        point = rec.points[len(rec.points) // 2]
        mids.append(Question(point.state))
        mid_units.append(point.unit)
    t2 = time.perf_counter()
    plan = Plan(first=opts.midpoint_playouts, margin=0.0, cap=opts.midpoint_playouts)
    Estimates(name, mids, pool, opts.seed, plan).run()
    mid_seconds = time.perf_counter() - t2
    predicted = [q.chance.share for q in mids]
    outcome = [float(w) for w in won[: opts.midpoint_games]]
    brier = statistics.fmean((p - o) ** 2 for p, o in zip(predicted, outcome, strict=True))
    base = statistics.fmean(outcome)
    brier_base = statistics.fmean((base - o) ** 2 for o in outcome)
    table = []
    for tenth in range(10):
        rows = [
            (p, o) for p, o in zip(predicted, outcome, strict=True) if min(int(p * 10), 9) == tenth
        ]
        if rows:
            table.append(
                {
                    "tenth": f"{tenth / 10:.1f}-{(tenth + 1) / 10:.1f}",
                    "games": len(rows),
                    "predicted": round(statistics.fmean(p for p, _ in rows), 3),
                    "won": round(statistics.fmean(o for _, o in rows), 3),
                }
            )
    low, high = wilson(sum(won), len(won))
    return {
        "mode": name,
        "title": mode.title,
        "games": opts.games,
        "seed": opts.seed,
        "win_rate": round(rate, 4),
        "win_rate_interval": [round(low, 4), round(high, 4)],
        "start_estimate": round(start_wins / start_n, 4),
        "start_playouts": start_n,
        "start_positions": len(starts),
        "start_difference": round(start_wins / start_n - rate, 4),
        "midpoint_games": len(mids),
        "midpoint_playouts": opts.midpoint_playouts,
        "midpoint_units": [min(mid_units), statistics.median(mid_units), max(mid_units)],
        "brier": round(brier, 4),
        "brier_base": round(brier_base, 4),
        "table": table,
        "seconds": {
            "play": round(play_seconds, 1),
            "start": round(start_seconds, 1),
            "midpoint": round(mid_seconds, 1),
        },
    }


def markdown(r: dict[str, Any]) -> str:
    lines = [
        f"**{r['title']}** (level 3, seed {r['seed']}): measured win rate "
        f"{r['win_rate']:.1%} over {r['games']} games (95 %: {r['win_rate_interval'][0]:.1%}"
        f"-{r['win_rate_interval'][1]:.1%}); start-of-game estimate {r['start_estimate']:.1%} "
        f"({r['start_playouts']} play-outs over {r['start_positions']} starts), difference "
        f"{r['start_difference'] * 100:+.1f} points. Midpoint of {r['midpoint_games']} games "
        f"({r['midpoint_playouts']} play-outs each): Brier score {r['brier']:.3f} (always "
        f"saying the win rate: {r['brier_base']:.3f}).",
        "",
        "| predicted | games | mean predicted | share won |",
        "|---|---|---|---|",
    ]
    lines += [
        f"| {t['tenth']} | {t['games']} | {t['predicted']:.2f} | {t['won']:.2f} |"
        for t in r["table"]
    ]
    return "\n".join(lines)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--modes", nargs="+", default=["galaxy", "swarm", "arachnid"])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--midpoint-games", type=int, default=200)
    p.add_argument("--starts", type=int, default=40)
    p.add_argument("--start-playouts", type=int, default=20)
    p.add_argument("--midpoint-playouts", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--out", type=Path, default=None)
    opts = p.parse_args()
    results = []
    with Pool(opts.workers) as pool:
        for name in opts.modes:
            r = calibrate(name, opts, pool)
            results.append(r)
            print(markdown(r), "\n", flush=True)
            if opts.out is not None:
                opts.out.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
