"""The worker of bench/engine_speed.py: one tree's engine, driven one small step at a time.

    python bench/engine_speed_child.py TREE MODE SEED

Imports the engine of TREE (this tree or the baseline's) and answers one JSON line per
request line on stdin, so that the bench can alternate two workers (two trees) step by step
and both see the same moments of a shared machine's load:

    {"play": "random", "game": 3, "checks": false}  -> {"seconds": s, "commands": n, "digest": d}
    {"time": "copy" | "evaluate" | "decide"}         -> {"us": microseconds a position}

`play` plays game `game` of the seeded run (the same game in both trees: the digest of its
commands and result shows it) with the invariants checked after every command or not, timed
by this process's CPU time. The other requests time the state copy
(`engine.core.session.snapshot`), the heuristic's evaluation (its scoring of one position's
legal moves, worked out beforehand) and its whole decision (`choose`), each the fastest of
five rounds over the positions the heuristic player met in its first three games. Only engine
APIs that the pinned baseline has too are used here.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time


def main() -> None:
    tree, mode, seed = sys.argv[1], sys.argv[2], int(sys.argv[3])
    sys.path.insert(0, tree)
    import engine

    assert engine.__file__.startswith(tree), engine.__file__
    from engine import mode_cli, modes
    from engine.core import simulate as runner
    from engine.core.session import snapshot

    parser = argparse.ArgumentParser()
    mode_cli.add_simulate_parser(parser.add_subparsers())
    sims = {}
    for bot in ("random", "heuristic"):
        args = parser.parse_args(["simulate", "--mode", mode, "--bot", bot])
        sim = modes.get(mode).simulate().SIMULATION
        rules = sim.rules()
        sim.check_args(args, rules)
        sims[bot] = (sim, rules, args)

    def play(bot: str, i: int, checks: bool, player: object = None) -> tuple[object, object]:
        sim, rules, args = sims[bot]
        res, session = runner.play_game(
            sim,
            rules,
            i,
            seed,
            bot,
            sim.setup_options(args, rules, i),
            check_invariants=checks,
            every_command=checks,
            bot=player,  # type: ignore[arg-type]
        )
        if res.result == "error":
            raise SystemExit(f"{tree}: {mode} {bot} game {i}: {res.error}")
        return res, session

    # Untimed: the positions to time on (and a warm-up: first imports, caches).
    sampled: list[object] = []
    sim, rules, _ = sims["heuristic"]
    for i in range(3):
        play(
            "heuristic",
            i,
            False,
            _Sampler(sim.bots("heuristic", runner.game_seed(seed, i)), sampled),
        )
    play("random", 0, False)
    evaluate = EVALUATIONS[mode]
    prepared = [evaluate(rules, s, None) for s in sampled]  # the legal commands, once
    timers = {
        "copy": (lambda _: [snapshot(s) for s in sampled], lambda: None),
        "evaluate": (
            lambda _: [evaluate(rules, s, p) for s, p in zip(sampled, prepared, strict=True)],
            lambda: None,
        ),
        "decide": (
            lambda copies: [sim.bots("heuristic", seed).choose(rules, s) for s in copies],
            lambda: [snapshot(s) for s in sampled],  # choose may change its position
        ),
    }
    print(json.dumps({"positions": len(sampled)}), flush=True)
    for line in sys.stdin:
        ask = json.loads(line)
        if "play" in ask:
            start = time.process_time()
            res, session = play(ask["play"], ask["game"], ask["checks"])
            seconds = time.process_time() - start
            digest = hashlib.sha256(repr((res.result, session.commands)).encode()).hexdigest()
            out = {"seconds": seconds, "commands": res.commands, "digest": digest[:16]}
        else:
            work, setup = timers[ask["time"]]
            out = {"us": _per_call(work, len(sampled), setup)}
        print(json.dumps(out), flush=True)


class _Sampler:
    """The heuristic player, keeping a copy of every fourth position it is asked about."""

    def __init__(self, bot: object, into: list[object]) -> None:
        self.bot, self.into, self.n = bot, into, 0

    def choose(self, rules: object, state: object) -> object:
        from engine.core.session import snapshot

        if self.n % 4 == 0:
            self.into.append(snapshot(state))
        self.n += 1
        return self.bot.choose(rules, state)  # type: ignore[attr-defined]


def _per_call(work, calls: int, setup) -> float:
    """Microseconds per call of the best of five rounds of `work(setup())` (`calls` calls
    each); `setup` is not timed."""
    best = float("inf")
    for _ in range(5):
        given = setup()
        start = time.process_time()
        work(given)
        best = min(best, time.process_time() - start)
    return best / calls * 1e6


# The heuristic's evaluation on its own, per game: with `prepared` None it returns what the
# measured call needs besides the position (the legal commands), worked out beforehand.
def _galaxy(rules, state, prepared):
    if prepared is None:
        return rules.legal_commands(state)
    from engine.galaxy import heuristic_moves
    from engine.galaxy.heuristic_position import Position

    view = Position(rules.content, state)
    if hasattr(view, "score"):  # the baseline's way to ask
        return [view.score(c) for c in prepared]
    return [heuristic_moves.score(view, c) for c in prepared]


def _arachnid(rules, state, prepared):
    from engine.arachnid.commands import Act

    if prepared is None:
        return [c for c in rules.legal_commands(state) if isinstance(c, Act)]
    from engine.arachnid.heuristic import HeuristicBot

    bot = HeuristicBot()
    return [bot.value(rules, state, c) for c in prepared]


def _swarm(rules, state, prepared):
    # The rivals' and the heuristic player's mind: automa.decide scores the moves itself.
    from engine.swarm import automa, flow
    from engine.swarm.bots import STANCE
    from engine.swarm.state import TARGET

    if prepared is None:
        return 0
    race = state.races[flow.pending(state)]
    if state.phase == TARGET:
        return None
    mind = automa.mind_of(rules.content, race, STANCE, 3, False)
    return automa.decide(state, rules.content, race, mind)  # it changes nothing


EVALUATIONS = {"galaxy": _galaxy, "arachnid": _arachnid, "swarm": _swarm}

if __name__ == "__main__":
    main()
