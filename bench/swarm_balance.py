"""Space Swarm balance by simulation: the SWARM.md targets, one table row per setting.

    uv run python bench/swarm_balance.py [--games 300] [--seed 11] [--rows h1-3 a2-3 ...]
                                         [--data DIR] [--events 500]

Rows (name: player, rivals, level): h1-1 ... h1-5 (heuristic vs one rival at levels 1, 3, 4,
5), h2-3, h3-3 (two and three level-3 rivals), a1-3, a2-3, a3-3 (`--bot automa`: a level-3
rival's mind in the player's seat, the symmetry check), r1-1 (the random bot, level 1).
Each row prints the player's win rate with a 95 % (Wilson) interval against its target, how
the games were decided (Cluster victory, deck-out, last race standing; by anyone), rounds
(median, mean), the share of games won by the race that went first in round 1, and the
fair share it is compared with. The same seed gives the same figures as `weavers simulate
--mode swarm --seed S` (invariant checks off here, which changes no decision). `--data DIR`
loads the TOML files from another folder: try a tuning without editing engine/swarm/data.
`--events N` also plays N random games with one and with two rivals and names every event
kind they never logged.
"""

from __future__ import annotations

import argparse
import statistics
import time
from pathlib import Path

from engine.core.commands import Event
from engine.core.simulate import snake_case, wilson
from engine.swarm import events as swarm_events
from engine.swarm.content import load_content
from engine.swarm.rules import SwarmRules
from engine.swarm.simulate import GameResult, play_game

# name -> (bot, rivals, level, target low, target high)
ROWS: dict[str, tuple[str, int, int, float, float]] = {
    "h1-1": ("heuristic", 1, 1, 0.75, 1.0),
    "h1-3": ("heuristic", 1, 3, 0.40, 0.60),
    "h1-4": ("heuristic", 1, 4, 0.25, 0.50),  # no target of its own: between levels 3 and 5
    "h1-5": ("heuristic", 1, 5, 0.0, 0.25),
    "h2-3": ("heuristic", 2, 3, 0.30, 0.50),
    "h3-3": ("heuristic", 3, 3, 0.25, 0.45),
    "a1-3": ("automa", 1, 3, 0.45, 0.55),
    "a2-3": ("automa", 2, 3, 1 / 3 - 0.05, 1 / 3 + 0.05),
    "a3-3": ("automa", 3, 3, 0.20, 0.30),
    "r1-1": ("random", 1, 1, 0.0, 0.15),
}


def run_row(rules: SwarmRules, name: str, games: int, seed: int) -> dict:
    bot, rivals, level, low, high = ROWS[name]
    results: list[GameResult] = []
    start = time.perf_counter()
    for i in range(games):
        res, _ = play_game(rules, i, seed, bot, rivals, level, check_invariants=False)
        results.append(res)
    seconds = time.perf_counter() - start
    done = [r for r in results if r.result != "error"]
    wins = sum(r.result == "won" for r in done)
    n = len(done)
    # How the game was decided, whoever won: a loss by "eliminated" means a rival was last.
    decided = {"clusters": 0, "deck_out": 0, "last": 0}
    for r in done:
        decided[r.path if r.path in ("clusters", "deck_out") else "last"] += 1
    rounds = [r.rounds for r in done]
    return {
        "row": name,
        "bot": bot,
        "rivals": rivals,
        "level": level,
        "games": games,
        "errors": games - n,
        "win_rate": wins / max(1, n),
        "interval": wilson(wins, n),
        "target": (low, high),
        "on_target": low <= wins / max(1, n) <= high,
        "decided": decided,
        "player_win_paths": {
            p: sum(r.result == "won" and r.path == p for r in done)
            for p in ("clusters", "deck_out", "last_standing")
        },
        "rounds_median": statistics.median(rounds) if rounds else 0,
        "rounds_mean": statistics.fmean(rounds) if rounds else 0.0,
        "first_seat": sum(r.first_seat_won for r in done) / max(1, n),
        "fair_share": 1 / (rivals + 1),
        "games_per_second": games / seconds if seconds else 0.0,
    }


def row_line(s: dict) -> str:
    lo, hi = s["interval"]
    tl, th = s["target"]
    d = s["decided"]
    n = max(1, s["games"] - s["errors"])
    mark = "ok" if s["on_target"] else "OFF"
    return (
        f"{s['row']:5} {s['bot']:9} rivals {s['rivals']} level {s['level']}: "
        f"win {s['win_rate']:6.1%} [{lo:.1%}-{hi:.1%}] target {tl:.0%}-{th:.0%} {mark:3} | "
        f"decided by clusters {d['clusters'] / n:5.1%} deck-out {d['deck_out'] / n:5.1%} "
        f"last {d['last'] / n:5.1%} | player wins c/d/l "
        f"{'/'.join(str(v) for v in s['player_win_paths'].values())} | "
        f"rounds {s['rounds_median']} ({s['rounds_mean']:.1f}) | "
        f"first seat {s['first_seat']:.1%} (fair {s['fair_share']:.1%}) | "
        f"errors {s['errors']} | {s['games_per_second']:.0f} games/s"
    )


def event_kinds() -> set[str]:
    """Every event Space Swarm can log, by its statistics name."""
    return {
        snake_case(name)
        for name, cls in vars(swarm_events).items()
        if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
    }


def missing_events(rules: SwarmRules, games: int, seed: int, rivals: int) -> list[str]:
    """The event kinds that `games` random games never logged (SWARM.md: every kind in 500)."""
    seen: set[str] = set()
    for i in range(games):
        res, _ = play_game(rules, i, seed, "random", rivals, 3, check_invariants=False)
        seen |= set(res.events)
    return sorted(event_kinds() - seen)


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=300)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--rows", nargs="*", default=list(ROWS), choices=list(ROWS))
    p.add_argument("--data", type=Path, default=None, help="load the TOML files from here")
    p.add_argument("--events", type=int, default=0, help="also: N random games, kinds unseen")
    args = p.parse_args()
    rules = SwarmRules(load_content(args.data) if args.data else None)
    print(f"Space Swarm balance: {args.games} games a row, seed {args.seed}, standard board")
    for name in args.rows:
        print(row_line(run_row(rules, name, args.games, args.seed)), flush=True)
    for rivals in (1, 2) if args.events else ():
        gone = missing_events(rules, args.events, args.seed, rivals)
        print(f"{args.events} random games, {rivals} rival(s): never logged {gone or 'none'}")


if __name__ == "__main__":
    main()
