"""Engine speed: commands per second and whole games per second, by bot.

    uv run python bench/engine_speed.py [--games 200] [--repeats 3]

Runs `weavers simulate` in-process (invariant checks included, as in the tool) and prints
the median over the repeats; the machine is shared and noisy, so read the median.
"""

from __future__ import annotations

import argparse
import statistics
import time

from engine.galaxy.bots import BOTS
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.simulate import play_game

MODES = {
    "simulate (checks each turn)": {"check_invariants": True},
    "checks after every command": {"check_invariants": True, "every_command": True},
    "rules only": {"check_invariants": False},
}


def run(bot: str, games: int, seed: int, mode: dict) -> tuple[float, float]:
    rules = GalaxyRules()
    commands = 0
    start = time.perf_counter()
    for i in range(games):
        res, _ = play_game(rules, i, seed, bot, **mode)
        commands += res.commands
    seconds = time.perf_counter() - start
    return commands / seconds, games / seconds


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--repeats", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args()
    for bot in sorted(BOTS):
        for label, mode in MODES.items():
            runs = [run(bot, args.games, args.seed, mode) for _ in range(args.repeats)]
            cps = statistics.median(r[0] for r in runs)
            gps = statistics.median(r[1] for r in runs)
            print(f"{bot:10s} {label:28s} {cps:9.0f} commands/s {gps:7.1f} games/s")


if __name__ == "__main__":
    main()
