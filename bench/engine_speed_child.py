"""One measurement of bench/engine_speed.py, run in a fresh process on one tree.

    python bench/engine_speed_child.py TREE MODE GAMES HEURISTIC_GAMES SEED

Imports the engine of TREE (this tree or the baseline's), plays the same seeded games as the
other tree does, and prints one JSON object: games per second of the process's CPU time for
the random and the heuristic player, bare (no invariant checks: a look-ahead's play-out) and
with the invariants checked after every command (`simulate --check-every-command`), the
state copy and the heuristic's evaluation on their own, and a digest of every game played
(the same seed must give the same game in both trees). Only engine APIs that the pinned
baseline has too are used here.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time

# Each figure is the fastest of this many rounds: on a shared machine a round is slowed by
# others' work (even in CPU time, when cores and caches are shared), never sped up.
ROUNDS = 3


def main() -> None:
    tree, mode, games, h_games, seed = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:6])
    sys.path.insert(0, tree)
    import engine

    assert engine.__file__.startswith(tree), engine.__file__
    import argparse

    from engine import mode_cli, modes
    from engine.core import simulate as runner
    from engine.core.session import snapshot

    clock = time.process_time
    parser = argparse.ArgumentParser()
    mode_cli.add_simulate_parser(parser.add_subparsers())
    out: dict[str, object] = {}
    digest = hashlib.sha256()
    sampled: list[object] = []  # positions the heuristic player was asked about
    for bot_name, n in (("random", games), ("heuristic", h_games)):
        args = parser.parse_args(["simulate", "--mode", mode, "--bot", bot_name])
        sim = modes.get(mode).simulate().SIMULATION
        rules = sim.rules()
        sim.check_args(args, rules)

        def play(i: int, checks: bool, bot: object = None, sim=sim, rules=rules, args=args):
            res, session = runner.play_game(
                sim,
                rules,
                i,
                seed,
                args.bot,
                sim.setup_options(args, rules, i),
                check_invariants=checks,
                every_command=checks,
                bot=bot,  # type: ignore[arg-type]
            )
            if res.result == "error":
                raise SystemExit(f"{tree}: {mode} {args.bot} game {i}: {res.error}")
            return res, session

        # Untimed: a warm-up game (first imports, caches), and the positions to time on.
        sampler = None
        if bot_name == "heuristic":
            for i in range(3):
                sampler = _Sampler(sim.bots(bot_name, runner.game_seed(seed, i)), sampled)
                play(i, False, sampler)
        else:
            play(0, False)
        for label, checks in (("bare", False), ("checked", True)):
            best = float("inf")  # the fastest of ROUNDS rounds: the least disturbed
            for r in range(ROUNDS):
                commands = 0
                start = clock()
                for i in range(n):
                    res, session = play(i, checks)
                    commands += res.commands
                    if label == "bare" and r == 0:
                        digest.update(repr((res.result, session.commands)).encode())
                best = min(best, clock() - start)
            out[f"{bot_name}_{label}"] = n / best
            out[f"{bot_name}_{label}_commands"] = commands / best
    rules = modes.get(mode).rules()
    n = len(sampled)
    out["copy_us"] = _per_call(lambda _: [snapshot(s) for s in sampled] and None, n)
    evaluate = EVALUATIONS[mode]
    prepared = [evaluate(rules, s, None) for s in sampled]  # the legal commands, once
    out["evaluate_us"] = _per_call(
        lambda _: [evaluate(rules, s, p) for s, p in zip(sampled, prepared, strict=True)], n
    )
    bots = modes.get(mode).simulate().SIMULATION.bots
    out["decide_us"] = _per_call(
        lambda copies: [bots("heuristic", seed).choose(rules, s) for s in copies],
        n,
        setup=lambda: [snapshot(s) for s in sampled],  # choose may change its position
    )
    out["positions"] = len(sampled)
    out["digest"] = digest.hexdigest()[:16]
    print(json.dumps(out))


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


def _per_call(work, calls: int, setup=lambda: None) -> float:
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
    from engine.galaxy.heuristic_position import Position

    view = Position(rules.content, state)
    return [view.score(c) for c in prepared]


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
