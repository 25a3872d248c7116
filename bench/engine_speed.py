"""Engine speed of all three games, each beside a pinned baseline measured in the same run.

    uv run python bench/engine_speed.py [--repeats 3] [--games 20] [--only swarm] [--baseline REV]

What a look-ahead waits on (the preview and the game review play positions out many times):
per game, whole games per second of the random and of the heuristic player, bare (no
invariant checks, as a play-out runs) and with the invariants checked after every command
(`weavers simulate --check-every-command`, and the tests), so the table shows what the checks
cost in a play-out; then the state copy (`engine.core.session.snapshot`), the heuristic's
evaluation (its scoring of the legal moves of one position, those worked out beforehand) and
its whole decision (`choose`), each on their own, in microseconds, on positions the heuristic
player met in its first three games.

Each tree's engine runs in a worker process of its own (bench/engine_speed_child.py; the
baseline's tree is exported with `git archive` into a cache folder), and the two are asked
one step at a time in lock-step: one game by this tree, the same game by the baseline (which
goes first alternates), so both meet the same moments of a shared machine's load. Times are
the workers' CPU time; each game's time is its fastest of --repeats (a run is slowed by
others' work, never sped up), a row's games/s its games over the sum of those. Read the
ratios. Both trees play the same seeded games: `same games` compares a digest of every game's
commands and result (determinism).

Baseline (pinned): ec84bda (2026-11-28), main as issue 41 found it.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BASELINE = "ec84bda"
CHILD = Path(__file__).resolve().parent / "engine_speed_child.py"
MODES = {"weavers": ("The Weavers", "galaxy"), "swarm": ("Space Swarm", "swarm")}
MODES["arachnid"] = ("Arachnid", "arachnid")

# (label, key, unit, higher is better)
ROWS = [
    ("random, bare", "random_bare", "games/s", True),
    ("random, checks", "random_checked", "games/s", True),
    ("heuristic, bare", "heuristic_bare", "games/s", True),
    ("heuristic, checks", "heuristic_checked", "games/s", True),
    ("state copy", "copy_us", "us", False),
    ("evaluation", "evaluate_us", "us", False),
    ("decision", "decide_us", "us", False),
]


def baseline_tree(rev: str) -> Path:
    """The engine of `rev`, exported once into a cache folder."""
    sha = subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--short=12", rev],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    tree = Path(tempfile.gettempdir()) / "engine-speed-baselines" / sha
    if not (tree / "engine").is_dir():
        tree.mkdir(parents=True, exist_ok=True)
        archive = subprocess.run(
            ["git", "-C", str(ROOT), "archive", sha, "engine"],
            check=True,
            capture_output=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


class Worker:
    """One tree's engine in its own process (bench/engine_speed_child.py), asked one step at
    a time."""

    def __init__(self, tree: Path, mode: str, seed: int) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, str(CHILD), str(tree), mode, str(seed)],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": "0"},
        )
        self.positions = self._answer()["positions"]

    def ask(self, **request: object) -> dict:
        assert self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        return self._answer()

    def _answer(self) -> dict:
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            raise SystemExit(f"the worker stopped (exit {self.proc.wait()})")
        return json.loads(line)

    def close(self) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        self.proc.wait()


def measure(
    this: Path, base: Path, mode: str, games: dict[str, int], repeats: int, seed: int
) -> tuple[dict[str, float], dict[str, float], bool, int]:
    """Both trees' figures (see ROWS), asked of two workers in lock-step: each game, copy or
    evaluation is done by one tree right after the other (which goes first alternates), so
    both meet the same load. A game's time is its fastest of `repeats`; a row's games/s is
    its games over the sum of those times."""
    workers = [Worker(this, mode, seed), Worker(base, mode, seed)]
    best: list[dict[tuple, float]] = [{}, {}]
    digests: list[set[str]] = [set(), set()]
    micro: list[dict[str, list[float]]] = [{}, {}]
    step = 0
    try:
        for _ in range(repeats):
            jobs: list[dict] = [
                {"play": bot, "game": i, "checks": checks}
                for bot, n in games.items()
                for checks in (False, True)
                for i in range(n)
            ]
            jobs += [{"time": t} for t in ("copy", "evaluate", "decide")]
            for job in jobs:
                step += 1
                for k in (0, 1) if step % 2 else (1, 0):
                    got = workers[k].ask(**job)
                    if "us" in got:
                        micro[k].setdefault(job["time"], []).append(got["us"])
                        continue
                    key = (job["play"], job["checks"], job["game"])
                    best[k][key] = min(best[k].get(key, float("inf")), got["seconds"])
                    if not job["checks"]:
                        digests[k].add(got["digest"])
    finally:
        for w in workers:
            w.close()
    figures: list[dict[str, float]] = []
    for k in (0, 1):
        f: dict[str, float] = {}
        for bot, n in games.items():
            for checks, label in ((False, "bare"), (True, "checked")):
                seconds = sum(best[k][bot, checks, i] for i in range(n))
                f[f"{bot}_{label}"] = n / seconds
        for t, values in micro[k].items():
            f[f"{t}_us"] = min(values)
        figures.append(f)
    return figures[0], figures[1], digests[0] == digests[1], workers[0].positions


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=20, help="random games (each its own seed)")
    p.add_argument("--heuristic-games", type=int, default=8)
    p.add_argument("--repeats", type=int, default=3, help="times each game is played")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--baseline", default=BASELINE)
    p.add_argument("--only", choices=sorted(MODES), action="append")
    p.add_argument("--this", type=Path, default=ROOT, help="the tree to measure (default: this)")
    args = p.parse_args()
    base = baseline_tree(args.baseline)
    load = os.getloadavg()
    print(
        f"baseline {args.baseline}; both trees step by step in lock-step, each game's fastest "
        f"of {args.repeats}; CPU time; load at start {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}"
    )
    print(f"{'':12s} {'':18s} {'this tree':>12s} {'baseline':>12s} {'ratio':>6s}")
    games = {"random": args.games, "heuristic": args.heuristic_games}
    for key in args.only or list(MODES):
        title, mode = MODES[key]
        ours, theirs, same, positions = measure(
            args.this.resolve(), base, mode, games, args.repeats, args.seed
        )
        for label, k, unit, higher in ROWS:
            a, b = ours[k], theirs[k]
            ratio = a / b if higher else b / a  # above 1: faster than the baseline
            print(f"{title:12s} {label:18s} {a:8.1f} {unit:3s} {b:8.1f} {unit:3s} {ratio:5.2f}x")
        for bot in ("random", "heuristic"):
            cost = 1 - ours[f"{bot}_checked"] / ours[f"{bot}_bare"]
            base_cost = 1 - theirs[f"{bot}_checked"] / theirs[f"{bot}_bare"]
            print(
                f"{title:12s} {bot + ' checks cost':18s} {cost:8.0%} of a checked play-out's "
                f"time ({base_cost:.0%} at the baseline)"
            )
        print(
            f"{title:12s} {'same games':18s} {'yes' if same else 'NO: the games differ'} "
            f"({args.games} random + {args.heuristic_games} heuristic games, seed "
            f"{args.seed}; {positions} positions)",
            flush=True,
        )
    end = os.getloadavg()
    print(f"load at end {end[0]:.1f} {end[1]:.1f} {end[2]:.1f}")


if __name__ == "__main__":
    main()
