"""`weavers simulate --campaign` for every game: whole campaigns (D3, SD3, AD3) played headless
by the shared runner (engine/core/simulate.py).

Each campaign plays scenarios 1 to 5 in order at `--difficulty` by the heuristic player, each
game checked as every simulated game is; `--games` counts campaigns. A game says which of its
results won the scenario and how a scenario game is set up (Simulation.scenario_won,
campaign_options). A campaign in which a game broke counts as an error and is left out of the
rates.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from typing import Any

from engine.core import simulate as runner
from engine.core.campaign import PLAYER, SCENARIOS, Campaign
from engine.core.simulate import Simulation, fail

BOT = "heuristic"  # the campaign figures are for the sensible player, whatever --bot says


def play_campaign(sim: Any, rules: Any, args: argparse.Namespace, index: int) -> tuple:
    """One campaign: scenario n is game index*5 + n - 1 of the run (its own seed). Returns
    the campaign and each game's result."""
    campaign = Campaign(id=f"sim{index}")
    games = []
    for n in SCENARIOS:
        i = index * len(SCENARIOS) + n - 1
        options = sim.campaign_options(args, rules, i, n)
        res, _ = runner.play_game(
            sim, rules, i, args.seed, BOT, options, turn_limit=args.turn_limit
        )
        games.append(res)
        if res.result == "error":
            break
        campaign.record_result(n, args.difficulty, sim.scenario_won(res), sim.turns(res))
    return campaign, games


def summarise(
    sim: Any, campaigns: list[tuple[Campaign, list[Any]]], level: int, seconds: float
) -> dict[str, Any]:
    done = [c for c, games in campaigns if c.finished]
    games = [g for _, gs in campaigns for g in gs]
    wins = sum(c.winner() == PLAYER for c in done)
    per_scenario = {}
    for n in SCENARIOS:
        # A finished campaign has a result for every scenario; the filter only tells mypy so.
        played = [r for c in done if (r := c.result_of(n)) is not None]
        per_scenario[str(n)] = round(sum(r.won for r in played) / max(1, len(played)), 4)
    return {
        "mode": sim.mode,
        "campaigns": len(campaigns),
        "campaign_wins": wins,
        "campaign_win_rate": round(wins / max(1, len(done)), 4),
        "points_mean": {
            "player": round(statistics.fmean([c.totals().player for c in done] or [0]), 2),
            "rivals": round(statistics.fmean([c.totals().rivals for c in done] or [0]), 2),
        },
        "scenario_win_rates": per_scenario,
        "games": len(games),
        "errors": sum(g.result == "error" for g in games),
        "error_messages": [f"game {g.index} (seed {g.seed}): {g.error}" for g in games if g.error],
        "turns_mean": round(statistics.fmean([sim.turns(g) for g in games] or [0]), 2),
        "difficulty": level,
        "bot": BOT,
        "seconds": round(seconds, 3),
    }


def format_summary(s: dict[str, Any], title: str = "", rivals: str = "rivals") -> str:
    """`rivals`: who the player plays against, in player words ("the Weavers")."""
    rates = ", ".join(f"{n}: {r:.0%}" for n, r in s["scenario_win_rates"].items())
    lines = [
        f"{title}{s['campaigns']} campaigns at difficulty {s['difficulty']} ({s['bot']} "
        f"player): {s['campaign_wins']} won (win rate {s['campaign_win_rate']:.1%}), "
        f"{s['errors']} errors",
        f"points: player {s['points_mean']['player']}, {rivals} {s['points_mean']['rivals']}",
        f"scenarios won: {rates}",
    ]
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def run(sim: Simulation, args: argparse.Namespace) -> int:
    """`weavers simulate --campaign`: whole campaigns played headless, their summary printed
    (one JSON object with --json)."""
    rules = runner.checked_rules(sim, args)
    if not sim.has_campaign:
        raise fail(f"--campaign: {sim.title} has no campaign to simulate")
    summary, text = simulate(sim, args, rules)
    print(json.dumps(summary) if args.json else text)
    return 0


def simulate(sim: Any, args: argparse.Namespace, rules: Any) -> tuple[dict[str, Any], str]:
    """`--games` campaigns of the run: the summary and its text."""
    start = time.perf_counter()
    campaigns = [play_campaign(sim, rules, args, i) for i in range(args.games)]
    summary = summarise(sim, campaigns, args.difficulty, time.perf_counter() - start)
    return summary, format_summary(summary, f"{sim.title}: ", sim.rivals)
