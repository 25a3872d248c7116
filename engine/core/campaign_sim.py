"""`weavers simulate --campaign` for every game: whole campaigns (D3, SD3, AD3) played headless.

Each campaign plays scenarios 1 to 5 in order at `--difficulty`, each game checked as every
simulated game is; `--games` counts campaigns. A game asks its own simulation for one scenario
game (a `PlayScenario`); a campaign in which a game broke counts as an error and is left out
of the rates.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
from collections.abc import Callable
from typing import Any

import attrs

from engine.core.campaign import PLAYER, SCENARIOS, Campaign

BOT = "heuristic"  # the campaign figures are for the sensible player, whatever --bot says


@attrs.frozen
class ScenarioGame:
    """One simulated scenario game, as a campaign needs it."""

    index: int
    seed: int
    won: bool  # the game won with the scenario's goal met
    turns: int = 0
    error: str = ""


# (game index in the run, scenario, level) -> the game played
PlayScenario = Callable[[int, int, int], ScenarioGame]


def play_campaign(
    play: PlayScenario, index: int, level: int
) -> tuple[Campaign, list[ScenarioGame]]:
    """One campaign: scenario n is game index*5 + n - 1 of the run (its own seed)."""
    campaign = Campaign(id=f"sim{index}")
    games = []
    for n in SCENARIOS:
        game = play(index * len(SCENARIOS) + n - 1, n, level)
        games.append(game)
        if game.error:
            break
        campaign.record_result(n, level, game.won, game.turns)
    return campaign, games


def summarise(
    campaigns: list[tuple[Campaign, list[ScenarioGame]]], level: int, seconds: float
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
            "rivals": round(statistics.fmean([c.totals().rivals for c in done] or [0]), 2),
        },
        "scenario_win_rates": per_scenario,
        "games": len(games),
        "errors": sum(bool(g.error) for g in games),
        "error_messages": [f"game {g.index} (seed {g.seed}): {g.error}" for g in games if g.error],
        "turns_mean": round(statistics.fmean([g.turns for g in games] or [0]), 2),
        "difficulty": level,
        "bot": BOT,
        "seconds": round(seconds, 3),
    }


def format_summary(s: dict[str, Any], rivals: str = "rivals") -> str:
    """`rivals`: who the player plays against, in player words ("the Weavers")."""
    rates = ", ".join(f"{n}: {r:.0%}" for n, r in s["scenario_win_rates"].items())
    lines = [
        f"{s['campaigns']} campaigns at difficulty {s['difficulty']} ({s['bot']} player): "
        f"{s['campaign_wins']} won (win rate {s['campaign_win_rate']:.1%}), "
        f"{s['errors']} errors",
        f"points: player {s['points_mean']['player']}, {rivals} {s['points_mean']['rivals']}",
        f"scenarios won: {rates}",
    ]
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def run(args: argparse.Namespace, play: PlayScenario, rivals: str = "rivals") -> int:
    start = time.perf_counter()
    campaigns = [play_campaign(play, i, args.difficulty) for i in range(args.games)]
    summary = summarise(campaigns, args.difficulty, time.perf_counter() - start)
    print(json.dumps(summary) if args.json else format_summary(summary, rivals))
    return 0
