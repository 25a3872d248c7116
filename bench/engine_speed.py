"""Engine speed of all three games, each beside a pinned baseline measured in the same run.

    uv run python bench/engine_speed.py [--repeats 5] [--games 100] [--only weavers] [--yardstick]

Each row runs `weavers simulate --json` (invariants checked as in the tool) in a fresh Python
process, once on this tree and once on the baseline's tree (exported with `git archive` into a
cache folder), alternating, so both see the same load on a shared, noisy machine. It prints
the median games/s and commands/s of each and the ratio this / baseline: read the ratio.
Games are timed by the process's CPU time (`--clock wall` for simulate's own wall clock): on
a machine shared by several people the wall clock measures their work as much as ours, and
on a quiet machine the two agree.

Baselines (pinned; override with --weavers-baseline / --baseline):
- The Weavers: c345db4 (2026-11-22), the last commit before the table hosted a second game:
  "last week's speed" in issue 31 (random 140 games/s, heuristic 101 on the quiet machine).
- Space Swarm and Arachnid: 3c16b6b (2026-11-27), main before issue 31's speed work
  (Space Swarm random 95 games/s on the quiet machine).
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
WEAVERS_BASELINE = "c345db4"
BASELINE = "3c16b6b"
# The yardstick: The Weavers' random games at WEAVERS_BASELINE ran 140 games/s on the quiet
# 2-core machine (issue 31). With --yardstick every row is also measured against it in the
# same run, which turns a loaded machine's ratio into a quiet machine's games/s.
YARDSTICK_GAMES_PER_SECOND = 140.0

# (game, mode, bot, share of --games): the heuristic players of the table games are slower.
ROWS = [
    ("The Weavers", "galaxy", "random", 1.0),
    ("The Weavers", "galaxy", "heuristic", 1.0),
    ("Space Swarm", "swarm", "random", 1.0),
    ("Space Swarm", "swarm", "heuristic", 0.25),
    ("Arachnid", "arachnid", "random", 1.0),
    ("Arachnid", "arachnid", "heuristic", 0.25),
]

# Run in the child: the tree to import from comes first on the path, ahead of the installed
# project, and the child checks that it really imported that tree.
CHILD = """
import contextlib, io, json, os, sys, time
tree, clock = sys.argv[1], sys.argv[2]
sys.path.insert(0, tree)
os.chdir(tree)
if clock == "cpu":  # simulate times its games with perf_counter: make that this process's CPU
    time.perf_counter = time.process_time
try:
    from weavers.cli import main
except ImportError:  # before the entry point had its own package
    from game.cli import main
import engine
assert engine.__file__.startswith(tree), engine.__file__
out = io.StringIO()
with contextlib.redirect_stdout(out):
    main(["simulate", *sys.argv[3:], "--json"])
s = json.loads(out.getvalue().strip().splitlines()[-1])
cps = s.get("commands_per_second") or s["commands"] / max(s["seconds"], 1e-9)
print(json.dumps([s["games_per_second"], cps, s["errors"]]))
"""


def baseline_tree(rev: str) -> Path:
    """The engine and shell of `rev`, exported once into a cache folder."""
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
            ["git", "-C", str(ROOT), "archive", sha, "engine", "game", *_entry(sha)],
            check=True,
            capture_output=True,
        ).stdout
        subprocess.run(["tar", "-x", "-C", str(tree)], input=archive, check=True)
    return tree


def _entry(sha: str) -> list[str]:
    """The entry point's own package, for a baseline made after it moved out of game/."""
    found = subprocess.run(
        ["git", "-C", str(ROOT), "ls-tree", "--name-only", sha, "weavers"],
        capture_output=True,
        text=True,
    ).stdout.strip()
    return ["weavers"] if found else []


def measure(
    tree: Path, mode: str, bot: str, games: int, seed: int, clock: str = "cpu"
) -> tuple[float, float]:
    args = ["--games", str(games), "--seed", str(seed), "--bot", bot]
    if mode != "galaxy":
        args += ["--mode", mode]
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tree), clock, *args],
        check=True,
        capture_output=True,
        text=True,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
    )
    gps, cps, errors = json.loads(done.stdout.strip().splitlines()[-1])
    if errors:
        raise SystemExit(f"{tree}: {errors} games ended in an error ({mode}, {bot})")
    return gps, cps


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--games", type=int, default=100, help="games per measurement (random bot)")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--weavers-baseline", default=WEAVERS_BASELINE)
    p.add_argument("--baseline", default=BASELINE, help="for Space Swarm and Arachnid")
    p.add_argument("--only", choices=("weavers", "swarm", "arachnid"), action="append")
    p.add_argument("--bots", nargs="+", default=["random", "heuristic"])
    p.add_argument(
        "--yardstick",
        action="store_true",
        help="also run The Weavers' random games at the Weavers baseline beside each row and "
        f"print the row's games/s scaled to its quiet-machine {YARDSTICK_GAMES_PER_SECOND:.0f}",
    )
    p.add_argument(
        "--clock",
        choices=("cpu", "wall"),
        default="cpu",
        help="cpu (default): games per second of the process's own CPU time, which other "
        "people's work on a shared machine hardly changes; wall: as simulate prints them",
    )
    args = p.parse_args()
    wanted = {"weavers": "galaxy", "swarm": "swarm", "arachnid": "arachnid"}
    modes = {wanted[o] for o in args.only} if args.only else set(wanted.values())
    print(f"{'game':12s} {'bot':9s} {'this tree':>17s} {'baseline':>24s} {'ratio':>6s}  (medians)")
    for title, mode, bot, share in ROWS:
        if mode not in modes or bot not in args.bots:
            continue
        rev = args.weavers_baseline if mode == "galaxy" else args.baseline
        base = baseline_tree(rev)
        games = max(5, int(args.games * share))
        ours: list[tuple[float, float]] = []
        theirs: list[tuple[float, float]] = []
        yard: list[float] = []  # this row's games/s over the yardstick's, run by run
        stick = baseline_tree(args.weavers_baseline)
        for r in range(args.repeats):  # alternate which goes first: the load drifts
            pair = [(ROOT, ours), (base, theirs)]
            for tree, into in pair if r % 2 == 0 else pair[::-1]:
                into.append(measure(tree, mode, bot, games, args.seed, args.clock))
            if args.yardstick:
                g_stick, _ = measure(stick, "galaxy", "random", args.games, args.seed, args.clock)
                yard.append(ours[-1][0] / g_stick)
        g_ours = statistics.median(g for g, _ in ours)
        g_base = statistics.median(g for g, _ in theirs)
        c_ours = statistics.median(c for _, c in ours)
        quiet = ""
        if yard:
            quiet = f"; about {statistics.median(yard) * YARDSTICK_GAMES_PER_SECOND:.0f} quiet"
        print(
            f"{title:12s} {bot:9s} {g_ours:7.1f} games/s "
            f"{g_base:7.1f} games/s at {rev:8s} {g_ours / g_base:6.2f}  "
            f"({c_ours:.0f} commands/s; {games} games x {args.repeats}{quiet})",
            flush=True,
        )


if __name__ == "__main__":
    main()
