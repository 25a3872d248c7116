"""Balance of the scenarios and the campaign (GAME.md D2, D3) by simulation, checks on.

    uv run python bench/scenario_balance.py [--games 300] [--campaigns 200] [--seed 1]
                                            [--levels 3] [--banish-games 1000]

Prints three tables: each scenario at each level in --levels (the heuristic player's scenario
win rate with a 95 % interval, games won without the goal, turns, victory paths, loss causes,
errors); whole campaigns at each level (campaign win rate, mean points, each scenario's rate);
and, for the standard game at every level, how often banishing every swarm is the path to
victory. Every game checks the invariants (an error would show in its row). Reproducible: the
same seed gives the same figures, and `weavers simulate --scenario N --games G --seed S --bot
heuristic --difficulty D --json` gives the same row.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import campaign_sim  # noqa: E402
from engine.core.simulate import wilson  # noqa: E402
from engine.galaxy.rules import GalaxyRules  # noqa: E402
from engine.galaxy.simulate import (  # noqa: E402
    LOSS_CAUSES,
    SIMULATION,
    WIN_PATHS,
    play_game,
)

BOT = "heuristic"


def scenario_row(rules: GalaxyRules, n: int, level: int, games: int, seed: int) -> str:
    results = [play_game(rules, i, seed, BOT, level, scenario=n)[0] for i in range(games)]
    done = [r for r in results if r.result != "error"]
    wins = sum(r.scenario_won for r in done)
    game_wins = sum(r.result == "won" for r in done)
    lo, hi = wilson(wins, len(done))
    paths = Counter(r.cause for r in done if r.result == "won")
    causes = Counter(r.cause for r in done if r.result == "lost")
    turns = [r.turns for r in done] or [0]
    name = rules.content.scenarios[n].name
    return (
        f"| {n} {name} | {level} | {len(results)} | {wins / max(1, len(done)):.1%} "
        f"({lo:.1%}-{hi:.1%}) | {game_wins - wins} | {statistics.fmean(turns):.1f} | "
        + ", ".join(f"{p} {paths[p]}" for p in WIN_PATHS if paths[p])
        + " | "
        + ", ".join(f"{c} {causes[c]}" for c in LOSS_CAUSES if causes[c])
        + f" | {len(results) - len(done)} |"
    )


def campaign_row(rules: GalaxyRules, level: int, campaigns: int, seed: int) -> str:
    args = argparse.Namespace(seed=seed, difficulty=level, turn_limit=200)
    played = [campaign_sim.play_campaign(SIMULATION, rules, args, i) for i in range(campaigns)]
    s = campaign_sim.summarise(SIMULATION, played, level, 0.0)
    done = s["campaigns"] - sum(1 for c, _ in played if not c.finished)
    lo, hi = wilson(s["campaign_wins"], done)
    rates = " / ".join(f"{r:.0%}" for r in s["scenario_win_rates"].values())
    pts = s["points_mean"]
    return (
        f"| {level} | {s['campaigns']} | {s['campaign_win_rate']:.1%} ({lo:.1%}-{hi:.1%}) | "
        f"{pts['player']} / {pts['rivals']} | {rates} | {s['errors']} |"
    )


def banish_row(rules: GalaxyRules, level: int, games: int, seed: int) -> str:
    results = [play_game(rules, i, seed, BOT, level)[0] for i in range(games)]
    wins = [r for r in results if r.result == "won"]
    banished = sum(r.cause == "banished_all" for r in wins)
    errors = sum(r.result == "error" for r in results)
    share = banished / max(1, len(wins))
    return f"| {level} | {games} | {len(wins) / games:.1%} | {banished} | {share:.1%} | {errors} |"


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--games", type=int, default=300, help="games per scenario and level")
    p.add_argument("--campaigns", type=int, default=200)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--levels", type=int, nargs="*", default=[3])
    p.add_argument("--banish-games", type=int, default=1000, help="standard games per level")
    args = p.parse_args()
    rules = GalaxyRules()
    started = time.perf_counter()
    print(
        "| scenario | level | games | scenario won (95 % CI) | won without the goal | turns "
        "| victory paths | loss causes | errors |\n|---|---|---|---|---|---|---|---|---|"
    )
    for level in args.levels:
        for n in sorted(rules.content.scenarios):
            print(scenario_row(rules, n, level, args.games, args.seed), flush=True)
    if args.campaigns:
        print(
            "\n| level | campaigns | campaign won (95 % CI) | mean points player / Weavers "
            "| scenarios 1-5 won | errors |\n|---|---|---|---|---|---|"
        )
        for level in args.levels:
            print(campaign_row(rules, level, args.campaigns, args.seed), flush=True)
    if args.banish_games:
        print(
            "\n| level (standard game) | games | won | by banishing every swarm | share of wins "
            "| errors |\n|---|---|---|---|---|---|"
        )
        for level in (1, 2, 3, 4, 5):
            print(banish_row(rules, level, args.banish_games, args.seed), flush=True)
    print(f"\n({time.perf_counter() - started:.0f} s; content {rules.content.version})")


if __name__ == "__main__":
    main()
