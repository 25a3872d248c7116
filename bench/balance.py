"""Balance by simulation: the heuristic bot at every difficulty, the random bot as a floor.

    uv run python bench/balance.py [--games 1000] [--seed 7] [--levels 1 2 3 4 5]
                                   [--species] [--random-games 400]

Prints, per level: win rate with a 95 % (Wilson) interval, turns (mean, median), victory
paths and loss causes; with --species the same for each species at difficulty 3 (--games
games each, every corner); and the random bot at difficulty 3. Reproducible: the same seed
gives the same figures.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter

from engine.core.simulate import wilson
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.simulate import LOSS_CAUSES, WIN_PATHS, play_game


def run(rules, games: int, seed: int, bot: str, level: int, species: str | None = None):
    results = []
    for i in range(games):
        res, _ = play_game(rules, i, seed, bot, level, species=species)  # invariants checked
        results.append(res)
    return results


def row(label: str, results) -> str:
    n = len(results)
    wins = sum(r.result == "won" for r in results)
    lo, hi = wilson(wins, n)
    turns = [r.turns for r in results]
    paths = Counter(r.cause for r in results if r.result == "won")
    causes = Counter(r.cause for r in results if r.result == "lost")
    errors = sum(r.result == "error" for r in results)
    path_text = ", ".join(f"{p} {paths[p]}" for p in WIN_PATHS)
    cause_text = ", ".join(f"{c} {causes[c]}" for c in LOSS_CAUSES)
    return (
        f"| {label} | {n} | {wins / n:.1%} ({lo:.1%}-{hi:.1%}) | {statistics.fmean(turns):.1f} | "
        f"{statistics.median(turns):.0f} | {path_text} | {cause_text} | {errors} |"
    )


HEADER = (
    "| games | n | win rate (95 % CI) | turns mean | turns median | victory paths | "
    "loss causes | errors |\n|---|---|---|---|---|---|---|---|"
)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--levels", type=int, nargs="*", default=[1, 2, 3, 4, 5])
    p.add_argument("--species", action="store_true", help="per-species rates at difficulty 3")
    p.add_argument("--random-games", type=int, default=400)
    args = p.parse_args()
    rules = GalaxyRules()
    started = time.perf_counter()
    print(HEADER)
    for level in args.levels:
        print(
            row(
                f"heuristic, difficulty {level}",
                run(rules, args.games, args.seed, "heuristic", level),
            ),
            flush=True,
        )
    if args.species:
        for sp in sorted(rules.content.species):
            res = run(rules, args.games, args.seed, "heuristic", 3, sp)
            print(row(f"heuristic, d3, {sp}", res), flush=True)
    if args.random_games:
        print(row("random, difficulty 3", run(rules, args.random_games, args.seed, "random", 3)))
    print(f"\n({time.perf_counter() - started:.0f} s; content {rules.content.version})")


if __name__ == "__main__":
    main()
