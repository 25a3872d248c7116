"""Arachnid balance by simulation (ARACHNID.md AX3): the heuristic player against every level,
two and three rivals, the winner's scoring sources, each Beta ability, each rival personality,
and the random player as a floor with its speed.

    uv run python bench/arachnid_balance.py [--games 300] [--seed 13] [--ability-games 80]

Prints Markdown tables (docs/BALANCE.md, "Arachnid"). The same seed gives the same figures.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections import Counter
from typing import Any

from engine.arachnid.content import ABILITIES, PASSIVE
from engine.arachnid.heuristic import HeuristicBot
from engine.arachnid.rules import ArachnidRules
from engine.arachnid.simulate import STAT_EVENTS, GameResult, play_game
from engine.core.simulate import game_seed


def run(
    rules: ArachnidRules,
    games: int,
    seed: int,
    bot: str,
    rivals: int,
    level: int,
    prefer: str = "",
) -> list[GameResult]:
    out = []
    for i in range(games):
        player = HeuristicBot(game_seed(seed, i), prefer) if prefer else None
        options = {"rivals": rivals, "difficulty": level}
        res, _ = play_game(rules, i, seed, bot, options, bot=player)  # invariants checked
        out.append(res)
    return out


def famine_share(results: list[GameResult]) -> tuple[float, float]:
    """Games with a famine of any colony, and of the player's colony (A12.9)."""
    n = max(1, len(results))
    anyone = sum(r.stats.get("famine", 0) > 0 for r in results) / n
    player = sum(r.events.get("famine", 0) > 0 for r in results) / n
    return anyone, player


def level_row(label: str, results: list[GameResult]) -> str:
    n = len(results)
    wins = sum(r.result == "won" for r in results)
    rounds = [r.rounds for r in results]
    limit = sum(r.cause == "round_limit" for r in results) / n
    anyone, player = famine_share(results)
    per = {k: sum(r.stats.get(k, 0) for r in results) / n for k in STAT_EVENTS}
    fewest = min(min(r.stats.get("battle", 0), r.stats.get("critter_killed", 0)) for r in results)
    errors = sum(r.result == "error" for r in results)
    return (
        f"| {label} | {n} | {wins / n:.1%} | {statistics.fmean(rounds):.1f} | {limit:.1%} | "
        f"{anyone:.0%} / {player:.0%} | {per['battle']:.1f} | {per['critter_killed']:.1f} | "
        f"{fewest} | {errors} |"
    )


LEVEL_HEADER = (
    "| rivals, level | games | heuristic wins | rounds | round limit | famine (any / yours) "
    "| battles a game | critter kills a game | fewest battles or kills in a game | errors |\n"
    "|---|---|---|---|---|---|---|---|---|---|"
)


def sources_rows(results: list[GameResult]) -> list[str]:
    """The winner's points by source, as shares of its total (AX3: each >= 5 %, webs <= 75 %)."""
    rows = []
    for who in ("player", "rival"):
        won = [r for r in results if (r.result == "won") == (who == "player")]
        side = "player" if who == "player" else "rivals"
        points: Counter = Counter()
        for r in won:
            points.update(r.sources[side])
        total = max(1, sum(points.values()))
        share = " | ".join(f"{points[k] / total:.1%}" for k in ("spiders", "webs", "upgrades"))
        score = statistics.fmean(sum(r.sources[side].values()) for r in won) if won else 0
        rows.append(f"| {who} wins | {len(won)} | {score:.1f} | {share} |")
    return rows


def ability_rows(rules: ArachnidRules, games: int, seed: int) -> list[str]:
    """Each ability drafted first: games held, games the player used it (the passive ones
    act by themselves), its win rate and the distance from the mean."""
    rows, rates = [], {}
    for a in ABILITIES:
        res = [r for r in run(rules, games, seed, "heuristic", 2, 3, prefer=a) if a in r.abilities]
        wins = sum(r.result == "won" for r in res)
        rates[a] = wins / max(1, len(res))
        used = (
            "passive" if a in PASSIVE else str(sum(r.stats.get(f"player_{a}", 0) > 0 for r in res))
        )
        rows.append((a, len(res), used, rates[a]))
    mean = statistics.fmean(rates.values())
    return [f"| {a} | {n} | {u} | {p:.1%} | {p - mean:+.1%} |" for a, n, u, p in rows]


def personality_rows(results: list[GameResult]) -> list[str]:
    seen: Counter = Counter()
    won: Counter = Counter()
    beaten: Counter = Counter()
    for r in results:
        for p, w in r.personalities.items():
            seen[p] += 1
            won[p] += int(w)
            beaten[p] += r.result == "won"
    rates = {p: won[p] / seen[p] for p in seen}
    mean = statistics.fmean(rates.values())
    return [
        f"| {p} | {seen[p]} | {rates[p]:.1%} | {rates[p] - mean:+.1%} | {beaten[p] / seen[p]:.1%} |"
        for p in sorted(seen)
    ]


def share(results: list[GameResult], stat: str) -> float:
    return sum(r.stats.get(stat, 0) > 0 for r in results) / max(1, len(results))


def player_row(label: str, results: list[GameResult]) -> str:
    """Issue 28: how a kind of player fares: wins, the rounds in which Pass was all it could
    do, the games it hatched in, the games a colony (its own) lost a spider to famine."""
    rounds = sum(r.stats.get("player_rounds", 0) for r in results)
    dead = sum(r.stats.get("dead_rounds", 0) for r in results) / max(1, rounds)
    wins = sum(r.result == "won" for r in results) / max(1, len(results))
    errors = sum(r.result == "error" for r in results)
    return (
        f"| {label} | {len(results)} | {wins:.1%} | {dead:.1%} | "
        f"{share(results, 'player_spider_hatched'):.1%} | "
        f"{share(results, 'spider_consumed'):.1%} ({share(results, 'player_spider_consumed'):.1%})"
        f" | {errors} |"
    )


PLAYER_HEADER = (
    "| player, rivals, level | games | wins | dead rounds | you hatch | a spider lost to famine "
    "(yours) | errors |\n|---|---|---|---|---|---|---|"
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--ability-games", type=int, default=80)
    ap.add_argument("--random-games", type=int, default=300)
    a = ap.parse_args(argv)
    rules = ArachnidRules()
    print("### Heuristic player against each level\n")
    print(LEVEL_HEADER)
    level3: dict[int, list[GameResult]] = {}
    for rivals in (2, 3):
        for level in (1, 2, 3, 4, 5) if rivals == 2 else (3,):
            res = run(rules, a.games, a.seed, "heuristic", rivals, level)
            if level == 3:
                level3[rivals] = res
            print(level_row(f"{rivals}, {level}", res), flush=True)
    print("\n### The winner's points by source (2 rivals, level 3)\n")
    print("| winner | games | points | spiders | webs | upgrades |\n|---|---|---|---|---|---|")
    print("\n".join(sources_rows(level3[2])))
    print("\n### Rival personalities (2 and 3 rivals, level 3)\n")
    print("| personality | games | its win rate | from the mean | you beat it |")
    print("|---|---|---|---|---|")
    print("\n".join(personality_rows(level3[2] + level3[3])))
    print(
        "\n### The heuristic player's Beta ability (drafted first when free; 2 rivals, level 3)\n"
    )
    print("| ability | games held | games used | win rate | from the mean |")
    print("|---|---|---|---|---|")
    print("\n".join(ability_rows(rules, a.ability_games, a.seed)), flush=True)
    print("\n### Players: dead rounds, hatching, famine (issue 28)\n")
    print(PLAYER_HEADER)
    for bot in ("heuristic", "newcomer", "random"):
        for rivals in (2, 3):
            res = (
                level3[rivals]
                if bot == "heuristic"
                else run(rules, a.games, a.seed, bot, rivals, 3)
            )
            print(player_row(f"{bot}, {rivals}, 3", res), flush=True)
    for bot in ("newcomer", "random"):
        print(player_row(f"{bot}, 2, 1", run(rules, a.games, a.seed, bot, 2, 1)), flush=True)
    print("\n### Random player (floor and speed; 2 rivals, level 3, invariants checked)\n")
    start, cpu = time.perf_counter(), time.process_time()
    res = []
    kinds: Counter = Counter()
    for i in range(a.random_games):
        r, _ = play_game(rules, i, a.seed, "random", {"rivals": 2, "difficulty": 3})
        res.append(r)
        kinds.update(r.events)
    secs = time.perf_counter() - start
    cpu_secs = time.process_time() - cpu  # the machine is shared: CPU time is the fair speed
    wins = sum(r.result == "won" for r in res)
    errors = sum(r.result == "error" for r in res)
    print("| games | wins | errors | games a second (wall / CPU) | event kinds seen |")
    print("|---|---|---|---|---|")
    speed = f"{len(res) / secs:.1f} / {len(res) / cpu_secs:.1f}"
    print(f"| {len(res)} | {wins / len(res):.1%} | {errors} | {speed} | {len(kinds)} |")
    return 0


_ = Any
if __name__ == "__main__":
    raise SystemExit(main())
