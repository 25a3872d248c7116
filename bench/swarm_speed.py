"""Space Swarm speed: random and heuristic games per second, with and without the invariant
checks after every command (`weavers simulate --mode swarm` keeps them on). Medians of 3 runs."""

from __future__ import annotations

import statistics
import time

from engine.swarm.rules import SwarmRules
from engine.swarm.simulate import play_game

GAMES = 100


def rate(bot: str, rivals: int, checks: bool) -> float:
    rules = SwarmRules()
    runs = []
    for run in range(3):
        start = time.perf_counter()
        for i in range(GAMES):
            res, _ = play_game(rules, i, 100 + run, bot, rivals, 3, check_invariants=checks)
            assert res.result != "error", res.error
        runs.append(GAMES / (time.perf_counter() - start))
    return statistics.median(runs)


def main() -> None:
    for bot in ("random", "heuristic"):
        for rivals in (1, 3):
            for checks in (False, True):
                label = "with checks" if checks else "no checks"
                speed = rate(bot, rivals, checks)
                print(f"{bot:9} {rivals} rival(s), {label:11}: {speed:6.1f} games/s")


if __name__ == "__main__":
    main()
