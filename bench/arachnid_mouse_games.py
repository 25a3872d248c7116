"""Whole Arachnid games played through the mouse (issue 19's check).

    uv run python bench/arachnid_mouse_games.py [--rivals 2 3] [--seeds 1 2 5]
        [--bots heuristic random] [--jobs 1]

Each game is `weavers --mode arachnid --autoplay --via-mouse --until-over` in its own
process, headless, at the normal animation speed. Prints one line a game (result, rounds,
commands, clicks, unreachable, frame times) and a summary; exits 1 if any game failed or any
command could not be made with the mouse (with --require-all-kinds, also if the games
together missed a kind of command).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from engine.arachnid.commands import COMMANDS


def play(rivals: int, seed: int, bot: str, scratch: Path) -> dict:
    name = f"{bot}-r{rivals}-s{seed}"
    stats = scratch / f"{name}.json"
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        XDG_DATA_HOME=str(scratch / name / "data"),
        XDG_CONFIG_HOME=str(scratch / name / "config"),
    )
    args = [sys.executable, "-m", "game.cli", "--mode", "arachnid", "--autoplay", "--via-mouse"]
    args += ["--until-over", "--seed", str(seed), "--rivals", str(rivals), "--bot", bot]
    started = time.perf_counter()
    done = subprocess.run(
        [*args, "--size", "1920x1080", "--stats-json", str(stats)],
        env=env,
        capture_output=True,
        text=True,
    )
    if done.returncode != 0 or not stats.exists():
        return {"error": done.stderr.strip()[-600:], "rivals": rivals, "seed": seed, "bot": bot}
    out = json.loads(stats.read_text())
    out.update(rivals=rivals, seed=seed, bot=bot, seconds=time.perf_counter() - started)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rivals", type=int, nargs="+", default=[2, 3])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 5])
    parser.add_argument("--bots", nargs="+", default=["heuristic"])
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument(
        "--require-all-kinds",
        action="store_true",
        help="also fail when the games together missed a kind of command (a short run may)",
    )
    args = parser.parse_args()
    games = [(k, s, b) for b in args.bots for k in args.rivals for s in args.seeds]
    with tempfile.TemporaryDirectory(prefix="arachnid-mouse-") as tmp:
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda g: play(*g, Path(tmp)), games))
    kinds: Counter[str] = Counter()
    unreachable = failed = 0
    for r in results:
        name = f"{r['bot']:9} {r['rivals']} rivals seed {r['seed']}"
        if "error" in r:
            failed += 1
            print(f"{name}: FAILED: {r['error']}")
            continue
        kinds.update(r["command_kinds"])
        unreachable += len(r["unreachable"])
        print(
            f"{name}: {r['result']} ({r['cause']}) after round {r['turns']}, "
            f"{r['commands']} commands, {r['clicks']} clicks, "
            f"{len(r['unreachable'])} unreachable, frames {r['frames']}, "
            f"p50 {r['p50_ms']} ms, p99 {r['p99_ms']} ms, {r['seconds']:.0f} s"
        )
        for u in r["unreachable"]:
            print(f"    unreachable: {u['command']}: {u['reason']}")
    every = {COMMANDS.class_of(n).__name__ for n in COMMANDS.names()}
    missing = sorted(every - set(kinds))
    print(f"\n{len(results)} games, {failed} failed, {unreachable} commands unreachable")
    print("command kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    print("kinds never used: " + (", ".join(missing) or "none"))
    return 1 if failed or unreachable or (missing and args.require_all_kinds) else 0


if __name__ == "__main__":
    raise SystemExit(main())
