"""Whole games played through the mouse, at several levels and seeds (issue 13's check).

    uv run python bench/mouse_games.py [--levels 1 3 5] [--seeds 1 2 3] [--jobs 2] [--via keys]

`--via keys` plays them by keyboard alone instead (`weavers --via-keys`, issue 14).

Each game is `weavers --autoplay --via-mouse --until-over` in its own process, headless, with
the heuristic bot (leading the Drift Nomads on the first seed, whose power is the one a
player clicks) and then the random bot, which tries the moves the heuristic one rarely makes.
Prints one line a game and a summary; exits 1 if any command could not be made with the
mouse, or if the games together did not use every kind of command the engine has.
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

from engine.galaxy.commands import COMMANDS


def play(
    level: int, seed: int, bot: str, species: str | None, scratch: Path, via: str = "mouse"
) -> dict:
    stats = scratch / f"{bot}-d{level}-s{seed}.json"
    home = scratch / f"{bot}-d{level}-s{seed}"
    env = dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
    )
    args = [sys.executable, "-m", "game.cli", "--autoplay", f"--via-{via}", "--until-over"]
    args += ["--seed", str(seed), "--difficulty", str(level), "--bot", bot]
    if species:
        args += ["--species", species]
    started = time.perf_counter()
    done = subprocess.run(
        [*args, "--stats-json", str(stats)], env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        return {"error": done.stderr.strip()[-400:], "level": level, "seed": seed, "bot": bot}
    out = json.loads(stats.read_text())
    out.update(level=level, seed=seed, bot=bot, seconds=time.perf_counter() - started)
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", type=int, nargs="+", default=[1, 3, 5])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--via", choices=("mouse", "keys"), default="mouse")
    args = parser.parse_args()
    games = []
    for bot in ("heuristic", "random"):
        for level in args.levels:
            for k, seed in enumerate(args.seeds):
                games.append((level, seed, bot, "drift" if k == 0 else None))
    with tempfile.TemporaryDirectory(prefix="weavers-mouse-") as tmp:
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda g: play(*g, Path(tmp), args.via), games))
    kinds: Counter[str] = Counter()
    unreachable = 0
    failed = 0
    for r in results:
        name = f"{r['bot']:9} level {r['level']} seed {r['seed']}"
        if "error" in r:
            failed += 1
            print(f"{name}: FAILED: {r['error']}")
            continue
        kinds.update(r["command_kinds"])
        unreachable += len(r["unreachable"])
        print(
            f"{name}: {r['result']} ({r['cause']}) on turn {r['turns']}, "
            f"{r['commands']} commands, {r['clicks']} clicks, {r['keys']} keys, "
            f"{len(r['unreachable'])} unreachable, {r['seconds']:.1f} s"
        )
        for u in r["unreachable"]:
            print(f"    unreachable: {u['command']}: {u['reason']}")
    every = {COMMANDS.class_of(name).__name__ for name in COMMANDS.names()}
    missing = sorted(every - set(kinds))
    print(f"\n{len(results)} games, {failed} failed, {unreachable} commands unreachable")
    print("command kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    print("kinds never used: " + (", ".join(missing) or "none"))
    return 1 if failed or unreachable or missing else 0


if __name__ == "__main__":
    raise SystemExit(main())
