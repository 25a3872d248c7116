"""Engine speed of all three games, each beside a pinned baseline measured in the same run.

    uv run python bench/engine_speed.py [--repeats 5] [--games 30] [--only swarm] [--baseline REV]

What a look-ahead waits on (the preview and the game review play positions out many times):
per game, whole games per second of the random and of the heuristic player, bare (no
invariant checks, as a play-out runs) and with the invariants checked after every command
(`weavers simulate --check-every-command`, and the tests), so the table shows what the checks
cost in a play-out; then the state copy (`engine.core.session.snapshot`), the heuristic's
evaluation (its scoring of the legal moves of one position, those worked out beforehand) and
its whole decision (`choose`), each on their own, in microseconds, on positions the heuristic
player met in its first three games.

Each measurement runs bench/engine_speed_child.py in a fresh Python process, once on this tree
and once on the baseline's (exported with `git archive` into a cache folder), alternating
which goes first, so both see the same load on a shared, noisy machine; it prints medians and
the ratio this / baseline: read the ratio. Times are the process's CPU time, which other
people's work on a shared machine hardly changes. Both trees play the same seeded games: the
`same games` column compares a digest of every game's commands and result (determinism).

Baseline (pinned): ec84bda (2026-11-28), main as issue 41 found it.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
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


def measure(tree: Path, mode: str, games: int, h_games: int, seed: int) -> dict[str, float]:
    done = subprocess.run(
        [sys.executable, str(CHILD), str(tree), mode, str(games), str(h_games), str(seed)],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONHASHSEED": "0"},
    )
    if done.returncode:
        raise SystemExit(f"{tree} ({mode}): {done.stderr.strip()[-2000:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=20, help="random games per round")
    p.add_argument("--heuristic-games", type=int, default=8)
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--baseline", default=BASELINE)
    p.add_argument("--only", choices=sorted(MODES), action="append")
    p.add_argument("--this", type=Path, default=ROOT, help="the tree to measure (default: this)")
    args = p.parse_args()
    base = baseline_tree(args.baseline)
    load = os.getloadavg()
    print(
        f"baseline {args.baseline}; {args.repeats} runs each, interleaved; medians of CPU time; "
        f"load at start {load[0]:.1f} {load[1]:.1f} {load[2]:.1f}"
    )
    print(f"{'':12s} {'':18s} {'this tree':>12s} {'baseline':>12s} {'ratio':>6s}")
    for key in args.only or list(MODES):
        title, mode = MODES[key]
        ours: list[dict[str, float]] = []
        theirs: list[dict[str, float]] = []
        for r in range(args.repeats):  # alternate which goes first: the load drifts
            pair = [(args.this.resolve(), ours), (base, theirs)]
            for tree, into in pair if r % 2 == 0 else pair[::-1]:
                into.append(measure(tree, mode, args.games, args.heuristic_games, args.seed))
        same = {d["digest"] for d in ours} == {d["digest"] for d in theirs}
        for label, k, unit, higher in ROWS:
            a = statistics.median(d[k] for d in ours)
            b = statistics.median(d[k] for d in theirs)
            ratio = a / b if higher else b / a  # above 1: faster than the baseline
            print(f"{title:12s} {label:18s} {a:8.1f} {unit:3s} {b:8.1f} {unit:3s} {ratio:5.2f}x")
        for bot in ("random", "heuristic"):
            cost = [1 - d[f"{bot}_checked"] / d[f"{bot}_bare"] for d in ours]
            print(
                f"{title:12s} {bot + ' checks cost':18s} {statistics.median(cost):8.0%} of a "
                "play-out's time (this tree)"
            )
        print(
            f"{title:12s} {'same games':18s} {'yes' if same else 'NO: the games differ'} "
            f"({args.games} random + {args.heuristic_games} heuristic games, seed {args.seed}; "
            f"{int(ours[0]['positions'])} positions)",
            flush=True,
        )
    end = os.getloadavg()
    print(f"load at end {end[0]:.1f} {end[1]:.1f} {end[2]:.1f}")


if __name__ == "__main__":
    main()
