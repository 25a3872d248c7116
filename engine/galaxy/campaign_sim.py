"""`weavers simulate --campaign`: whole campaigns (D3) played headless by the heuristic player.

Each campaign plays scenarios 1 to 5 in order at `--difficulty`, with the invariants checked
as in every simulated game; `--games` counts campaigns. A campaign in which a game broke counts
as an error and is left out of the rates.
"""

from __future__ import annotations

import argparse
import statistics
import time
from typing import Any

from engine.galaxy.campaign import PLAYER, SCENARIOS, Campaign
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.simulate import GameResult, play_game

BOT = "heuristic"  # D3's figures are for the sensible player, whatever --bot says


def play_campaign(
    rules: GalaxyRules, index: int, run_seed: int, level: int, turn_limit: int
) -> tuple[Campaign, list[GameResult]]:
    """One campaign: scenario n is game index*5 + n - 1 of the run (its own seed)."""
    campaign = Campaign(id=f"sim{index}")
    results = []
    for n in SCENARIOS:
        res, _ = play_game(
            rules, index * len(SCENARIOS) + n - 1, run_seed, BOT, level, turn_limit, scenario=n
        )
        results.append(res)
        if res.result == "error":
            break
        campaign.record_result(n, level, res.scenario_won, res.turns)
    return campaign, results


def summarise(
    campaigns: list[tuple[Campaign, list[GameResult]]], level: int, seconds: float
) -> dict[str, Any]:
    done = [c for c, games in campaigns if c.finished]
    games = [g for _, gs in campaigns for g in gs]
    wins = sum(c.winner() == PLAYER for c in done)
    per_scenario = {}
    for n in SCENARIOS:
        played = [c.result_of(n) for c in done]
        per_scenario[str(n)] = round(sum(r.won for r in played) / max(1, len(played)), 4)
    return {
        "campaigns": len(campaigns),
        "campaign_wins": wins,
        "campaign_win_rate": round(wins / max(1, len(done)), 4),
        "points_mean": {
            "player": round(statistics.fmean([c.totals().player for c in done] or [0]), 2),
            "weavers": round(statistics.fmean([c.totals().weavers for c in done] or [0]), 2),
        },
        "scenario_win_rates": per_scenario,
        "games": len(games),
        "errors": sum(g.result == "error" for g in games),
        "error_messages": [f"game {g.index} (seed {g.seed}): {g.error}" for g in games if g.error],
        "turns_mean": round(statistics.fmean([g.turns for g in games] or [0]), 2),
        "difficulty": level,
        "bot": BOT,
        "seconds": round(seconds, 3),
    }


def format_summary(s: dict[str, Any]) -> str:
    rates = ", ".join(f"{n}: {r:.0%}" for n, r in s["scenario_win_rates"].items())
    lines = [
        f"{s['campaigns']} campaigns at difficulty {s['difficulty']} ({s['bot']} player): "
        f"{s['campaign_wins']} won (win rate {s['campaign_win_rate']:.1%}), "
        f"{s['errors']} errors",
        f"points: player {s['points_mean']['player']}, Weavers {s['points_mean']['weavers']}",
        f"scenarios won: {rates}",
    ]
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def summary(args: argparse.Namespace, rules: GalaxyRules) -> dict[str, Any]:
    """`--games` campaigns of the run: its summary."""
    start = time.perf_counter()
    campaigns = [
        play_campaign(rules, i, args.seed, args.difficulty, args.turn_limit)
        for i in range(args.games)
    ]
    return summarise(campaigns, args.difficulty, time.perf_counter() - start)
