"""What a game review costs: play-outs per second per game, where a play-out's time goes, and a
typical game reviewed end to end (engine/core/chances.py, engine/core/review.py).

    uv run python bench/review_speed.py [--modes galaxy swarm arachnid] [--playouts 30]
        [--no-review] [--workers N] [--margin 0.07] [--out FILE.json]

Per game: a typical finished game of the heuristic player at level 3 (The Weavers about 20
turns, Space Swarm about 10 rounds, Arachnid about 15 rounds: the seed whose game is nearest
that length among the first ones tried); play-outs per second from its start and from its
middle, on one core, with each play-out's time split into copying the position, re-dealing
what is hidden, the heuristic player's choices and the rules applying them; then the whole
review on every core: seconds to the first (coarse) chart, to the full chart, to the turning
points, and the widest margin left. The load average and the CPU seconds used are printed
beside each figure (on a shared machine the wall clock says less than the CPU time).
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import statistics
import time
from pathlib import Path
from typing import Any

from engine import modes
from engine.core import chances, hidden, review
from engine.core.chances import Plan, Pool
from engine.core.lookahead import copy_state
from engine.core.session import Session

TYPICAL = {"galaxy": 20, "swarm": 10, "arachnid": 15}
OPTIONS: dict[str, dict[str, Any]] = {
    "galaxy": {"difficulty": 3},
    "swarm": {"difficulty": 3, "rivals": 1},
    "arachnid": {"difficulty": 3, "rivals": 3},
}


def played(mode: modes.Mode, seed: int) -> Session:
    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    session = Session.new(rules, rules.setup(seed, **OPTIONS[mode.name]))
    bot = sim.bots("heuristic", seed)
    while not sim.over(session.state, None):
        assert session.submit(bot.choose(rules, session.state)).ok
    return session


def typical(mode: modes.Mode, tries: int = 12) -> tuple[Session, review.Record]:
    """The game nearest the typical length among seeds 1..tries."""
    best = None
    for seed in range(1, tries + 1):
        s = played(mode, seed)
        rec = review.replay(mode, s.setup, list(s.commands))
        gap = abs(len(rec.points) - TYPICAL[mode.name])
        if best is None or gap < best[0]:
            best = (gap, s, rec)
        if gap == 0:
            break
    assert best is not None
    return best[1], best[2]


def split_playouts(mode: modes.Mode, state: Any, n: int) -> dict[str, float]:
    """n play-outs on this core, timed by part."""
    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    parts = {"copy": 0.0, "redeal": 0.0, "choose": 0.0, "apply": 0.0}
    moves = 0
    t_all = time.perf_counter()
    cpu_all = time.process_time()
    for i in range(n):
        seed = chances.playout_seed(1, i)
        t = time.perf_counter()
        s = copy_state(state)
        parts["copy"] += time.perf_counter() - t
        t = time.perf_counter()
        hidden.redeal(rules, s, seed)
        parts["redeal"] += time.perf_counter() - t
        bot = sim.bots("heuristic", seed)
        while not chances.over(sim, s):
            t = time.perf_counter()
            cmd = bot.choose(rules, s)
            t2 = time.perf_counter()
            rules.apply(s, cmd)
            parts["apply"] += time.perf_counter() - t2
            parts["choose"] += t2 - t
            moves += 1
    total = time.perf_counter() - t_all
    cpu = time.process_time() - cpu_all
    out = {
        "playouts_per_second": round(n / total, 2),
        "playouts_per_cpu_second": round(n / cpu, 2),
        "moves_per_playout": round(moves / n, 1),
    }
    out.update({f"share_{k}": round(v / total, 3) for k, v in parts.items()})
    return out


def needed(p: float, goal: float) -> int:
    """Play-outs for a 95 % Wilson margin of at most `goal` at a chance of p (the plan's waves
    of 16 and 32 rounded up)."""
    for n in range(16, 2000, 16):
        low, high = chances.wilson(round(p * n), n)
        if (high - low) / 2 <= goal:
            return n
    return 2000


def projection(
    rec: review.Record, result: dict[str, Any], cpu: float, turning: int, goal: float
) -> dict[str, float]:
    """The whole review at the goal margin on an idle machine, from this run: a play-out's
    cost taken as proportional to the moves left in the game from its point (calibrated on
    this run's CPU seconds), each point's play-outs as its chance needs for the goal."""
    total = rec.final.index  # the moves of the whole record
    left = [max(1, total - p.index) for p in rec.points]
    mean_left = statistics.fmean(left)
    n = [p["playouts"] for p in result["points"]]
    work = sum(a * b for a, b in zip(n, left, strict=True)) + turning * mean_left
    per_move = cpu / max(1.0, work)
    need = [needed(p["chance"], goal) for p in result["points"]]
    turns = round(6 * statistics.fmean(need))  # a turning point's two chances, three times
    cpu_goal = per_move * (sum(a * b for a, b in zip(need, left, strict=True)) + turns * mean_left)
    first = [16] * len(need)
    cpu_first = per_move * sum(a * b for a, b in zip(first, left, strict=True))
    cores = os.cpu_count() or 1
    return {
        "playouts_at_goal": sum(need) + turns,
        "cpu_seconds_at_goal": round(cpu_goal, 1),
        "idle_seconds_at_goal": round(cpu_goal / cores, 1),
        "idle_seconds_first_chart": round(cpu_first / cores, 1),
    }


def cpu_seconds() -> float:
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def bench(name: str, opts: argparse.Namespace) -> dict[str, Any]:
    mode = modes.get(name)
    session, rec = typical(mode)
    mid = rec.points[len(rec.points) // 2].state
    out: dict[str, Any] = {
        "mode": name,
        "seed": session.setup.seed,
        "options": OPTIONS[name],
        "points": len(rec.points),
        "result": session.state.result,
        "load_before": round(os.getloadavg()[0], 2),
        "from_start": split_playouts(mode, rec.points[0].state, opts.playouts),
        "from_middle": split_playouts(mode, mid, opts.playouts),
    }
    if opts.review:
        plan = Plan(first=opts.first, step=opts.first, margin=opts.margin, cap=opts.cap)
        cpu0 = cpu_seconds()
        # The pool starts before the clock: a window keeps one from its start.
        pool = Pool(opts.workers)
        pool.warm()
        job = review.Review(rec, seed=1, plan=plan, pool=pool)
        result = job.run()
        job.close()
        pool.close()
        cpu = cpu_seconds() - cpu0
        t = job.timing()
        margins = [p["margin"] for p in result["points"]]
        n = [p["playouts"] for p in result["points"]]
        turning = sum(
            tp["played_chance"]["playouts"] + tp["hint_chance"]["playouts"]
            for tp in result["turning_points"]
        )
        out["review"] = {
            **t,
            "cpu_seconds": round(cpu, 1),
            "playouts": sum(n) + turning,
            "widest_margin": max(margins),
            "median_margin": statistics.median(margins),
            "projection": projection(rec, result, cpu, turning, opts.goal),
        }
    out["load_after"] = round(os.getloadavg()[0], 2)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--modes", nargs="+", default=["galaxy", "swarm", "arachnid"])
    p.add_argument("--playouts", type=int, default=30)
    p.add_argument("--no-review", dest="review", action="store_false")
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--margin", type=float, default=0.07, help="the review run's margin")
    p.add_argument("--first", type=int, default=16)
    p.add_argument("--cap", type=int, default=400)
    p.add_argument("--goal", type=float, default=0.07, help="the margin the projection is for")
    p.add_argument("--out", type=Path, default=None)
    opts = p.parse_args()
    results = []
    for name in opts.modes:
        r = bench(name, opts)
        results.append(r)
        print(json.dumps(r), flush=True)
        if opts.out is not None:
            opts.out.write_text(json.dumps(results, indent=1))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
