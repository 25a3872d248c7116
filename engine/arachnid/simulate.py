"""Arachnid in the shared simulation runner (engine/core/simulate.py): `weavers simulate
--mode arachnid` (ARACHNID.md AX2). Invariants are checked after every command.
"""

from __future__ import annotations

import argparse
import functools
import statistics
from collections import Counter
from typing import Any

import attrs

from engine.arachnid import invariants, scoring
from engine.arachnid.bots import make_bot
from engine.arachnid.rounds import human
from engine.arachnid.rules import ArachnidRules
from engine.core import simulate as runner
from engine.core.simulate import GameResult as BaseResult
from engine.core.simulate import fail, mean

CAUSES = ("den_empty", "board_full", "round_limit")
SOURCES = ("spiders", "webs", "upgrades")
STAT_EVENTS = (
    "battle",
    "overkill",
    "critter_killed",
    "spider_hatched",
    "spider_consumed",
    "web_consumed",
    "famine",
)


@attrs.define
class GameResult(BaseResult):
    rounds: int = 0
    player: int = 0
    best_rival: int = 0
    sources: dict = attrs.field(factory=dict)  # player / rivals -> source -> points
    tie_break: str = ""
    abilities: list = attrs.field(factory=list)
    personalities: dict = attrs.field(factory=dict)  # personality -> won
    stats: dict = attrs.field(factory=dict)


class ArachnidSimulation(runner.Simulation):
    # Which game this is, in the three lines every game's plug has.
    mode, title, record_prefix = "arachnid", "Arachnid", "arachnid"
    rules_type, result_type = ArachnidRules, GameResult
    bots, problems = staticmethod(make_bot), staticmethod(invariants.problems)

    def check_args(self, args: argparse.Namespace, rules: ArachnidRules) -> None:
        if args.rivals is None:
            args.rivals = 2
        if args.rivals not in (2, 3):
            raise fail("Arachnid is played against 2 or 3 rivals (--rivals)")
        if not 0 <= args.scenario <= 5:
            raise fail("--scenario must be 0 (none) or 1-5")
        if args.round_limit is not None and not 1 <= args.round_limit <= 200:
            raise fail("--round-limit must be from 1 to 200")

    def setup_options(
        self, args: argparse.Namespace, rules: ArachnidRules, index: int
    ) -> dict[str, Any]:
        options: dict[str, Any] = {"rivals": args.rivals, "difficulty": args.difficulty}
        if args.scenario:
            options["scenario"] = args.scenario
        if args.round_limit is not None:
            options["round_limit"] = args.round_limit
        return options

    rivals = "the rival colonies"

    def finish(self, res: Any, state: Any, rules: Any, turn_limit: int | None) -> None:
        c = rules.content
        me = human(state)
        res.result, res.cause, res.rounds = state.result, state.end_cause, state.round
        res.player = scoring.total(state, c, me)
        rivals = [x for x in state.colonies if x is not me]
        best = max(rivals, key=lambda x: scoring.ranking_key(state, c, x))
        res.best_rival = scoring.total(state, c, best)
        res.sources = {
            "player": scoring.parts(state, c, me),
            "rivals": scoring.parts(state, c, best),
        }
        res.tie_break = state.tie_break
        res.abilities = list(me.ability_used)
        res.personalities = {x.personality: state.winner == x.seat for x in rivals}
        res.stats = dict(state.stats)

    def summary(self, results: list[Any], done: list[Any], args: argparse.Namespace) -> dict:
        rounds = [r.rounds for r in done]
        events: Counter = Counter()
        for r in done:  # Arachnid counts finished games only, its rules' own tallies beside
            events.update(r.events)
        for k in STAT_EVENTS:
            events[k] = sum(r.stats.get(k, 0) for r in done)
        abilities: dict[str, dict[str, int]] = {}
        personalities: dict[str, dict[str, int]] = {}
        for r in done:
            for a in r.abilities:
                d = abilities.setdefault(a, {"games": 0, "wins": 0})
                d["games"] += 1
                d["wins"] += r.result == "won"
            for p, won in r.personalities.items():
                d = personalities.setdefault(p, {"games": 0, "wins": 0})
                d["games"] += 1
                d["wins"] += int(won)
        n = max(1, len(done))
        return {
            "rivals": args.rivals,
            "scenario": args.scenario,
            "rounds_mean": mean(rounds),
            "rounds_median": statistics.median(rounds) if rounds else 0,
            "end_causes": {k: sum(r.cause == k for r in done) for k in CAUSES},
            "player_score_mean": mean([r.player for r in done]),
            "best_rival_score_mean": mean([r.best_rival for r in done]),
            "margin_mean": mean([r.player - r.best_rival for r in done]),
            "score_sources": {
                side: {k: mean([r.sources[side][k] for r in done]) for k in SOURCES}
                for side in ("player", "rivals")
            },
            "tie_breaks": dict(Counter(r.tie_break for r in done if r.tie_break)),
            "abilities": dict(sorted(abilities.items())),
            "personalities": dict(sorted(personalities.items())),
            "events": dict(sorted(events.items())),
            "events_per_game": {k: round(events[k] / n, 2) for k in STAT_EVENTS},
            "famine_games": share(done, "famine"),
            # ARACHNID.md AX3 (2026-11-26): a colony loses a spider to famine in <= 35 %
            "famine_spider_games": share(done, "spider_consumed"),
            "player_famine_spider_games": share(done, "player_spider_consumed"),
            # issue 28: the person's rounds where Pass was all they could do (<= 15 %), and
            # the games where the person's colony hatched a spider (most of them)
            "dead_rounds": round(
                sum(r.stats.get("dead_rounds", 0) for r in done)
                / max(1, sum(r.stats.get("player_rounds", 0) for r in done)),
                4,
            ),
            "player_hatch_games": share(done, "player_spider_hatched"),
            "hatch_games": share(done, "spider_hatched"),
        }

    def summary_lines(self, s: dict[str, Any]) -> list[str]:
        return [
            runner.headline(s, f"{s['rivals']} rivals at level {s['difficulty']}", "Arachnid: "),
            f"rounds: mean {s['rounds_mean']}, median {s['rounds_median']}; ends "
            + ", ".join(f"{k} {v}" for k, v in s["end_causes"].items()),
            f"scores: you {s['player_score_mean']}, best rival {s['best_rival_score_mean']}",
            f"your rounds with nothing but Pass: {s['dead_rounds']:.1%}; games where you "
            f"hatch: {s['player_hatch_games']:.1%}; a spider lost to famine: "
            f"{s['famine_spider_games']:.1%} of games "
            f"(yours {s['player_famine_spider_games']:.1%})",
        ]


def share(done: list[Any], stat: str) -> float:
    """The share of finished games whose tally `stat` is above zero."""
    return round(sum(r.stats.get(stat, 0) > 0 for r in done) / max(1, len(done)), 4)


SIMULATION = ArachnidSimulation()


# One seeded game by a bot name (or a given `bot=`): play_game(rules, index, run_seed,
# bot_name, options, check_invariants=True, bot=None) -> (its figures, its session).
play_game = functools.partial(runner.play_game, SIMULATION)
