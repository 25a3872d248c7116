"""Whole games played through the mouse (or the keyboard alone), any game, several settings.

    uv run python bench/mouse_games.py [--mode galaxy|swarm|arachnid] [--via mouse|keys]
        [--levels 1 3 5] [--rivals 1 2 3] [--seeds 1 2 3] [--bots heuristic random]
        [--random] [--jobs 2] [--size 1280x720] [--require-all-kinds]

Each game is `weavers --mode M --autoplay --via-mouse --until-over` (or `--via-keys`) in its
own process, headless. Prints one line a game and a summary; exits 1 if a game failed or did
not reach Game over, if any command could not be made by clicking (or by keys), or, where the
game asks for it (The Weavers always, the others with --require-all-kinds), if the games
together did not use every kind of command the engine has.

The Weavers' defaults: levels 1, 3 and 5 on three seeds, the heuristic bot (leading the Drift
Nomads on the first seed, whose power is the one a player clicks) and then the random bot,
which tries the moves the heuristic one rarely makes. Space Swarm: 1-3 rivals; Arachnid: 2-3
rivals at 1920x1080; both with the heuristic bot (--random adds the random one).
"""

from __future__ import annotations

import argparse
import importlib
import json
import os
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Defaults:
    """What a game's run plays unless told otherwise."""

    levels: tuple[int, ...]
    rivals: tuple[int | None, ...]  # (None,): the game has no rivals to count
    seeds: tuple[int, ...]
    bots: tuple[str, ...]
    size: str
    jobs: int
    all_kinds: bool  # whether missing a kind of command fails the run by default
    progress: str  # what the stats' `turns` count
    first_species: str | None = None  # led on each level's first seed


BOTH, HEURISTIC = ("heuristic", "random"), ("heuristic",)
GAMES = {  # levels, rivals, seeds, bots, size, jobs, every kind required, `turns` counts
    "galaxy": Defaults((1, 3, 5), (None,), (1, 2, 3), BOTH, "1280x720", 2, True, "turn", "drift"),
    "swarm": Defaults((3,), (1, 2, 3), (1, 2, 3), HEURISTIC, "1280x720", 2, False, "turns"),
    "arachnid": Defaults((3,), (2, 3), (1, 2, 5), HEURISTIC, "1920x1080", 1, False, "round"),
}


def headless_env(home: Path) -> dict[str, str]:
    """A game run with no window or sound, its saves and settings in `home`."""
    return dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
    )


@dataclass(frozen=True)
class Game:
    mode: str
    bot: str
    level: int
    rivals: int | None
    seed: int
    species: str | None

    @property
    def name(self) -> str:
        against = f"{self.rivals} rivals" if self.rivals is not None else f"level {self.level}"
        return f"{self.bot:9} {against} seed {self.seed}"


def play(game: Game, scratch: Path, via: str, size: str) -> dict:
    home = scratch / f"{game.bot}-d{game.level}-r{game.rivals}-s{game.seed}"
    stats = home / "stats.json"
    args = [sys.executable, "-m", "weavers", "--mode", game.mode, "--autoplay", f"--via-{via}"]
    args += ["--until-over", "--seed", str(game.seed), "--difficulty", str(game.level)]
    args += ["--bot", game.bot, "--size", size, "--stats-json", str(stats)]
    if game.rivals is not None:
        args += ["--rivals", str(game.rivals)]
    if game.species:
        args += ["--species", game.species]
    started = time.perf_counter()
    done = subprocess.run(args, env=headless_env(home), capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0 or not stats.exists():
        return {"error": done.stderr.strip()[-600:]}
    out = json.loads(stats.read_text())
    out["seconds"] = time.perf_counter() - started
    return out


def plan(args: argparse.Namespace, d: Defaults) -> list[Game]:
    bots = list(args.bots or d.bots)
    if args.random and "random" not in bots:
        bots.append("random")
    rivals = args.rivals or d.rivals
    seeds = args.seeds or d.seeds
    return [
        Game(args.mode, bot, level, k, seed, d.first_species if i == 0 else None)
        for bot in bots
        for level in args.levels or d.levels
        for k in rivals
        for i, seed in enumerate(seeds)
    ]


def every_kind(mode: str) -> set[str]:
    sys.path.insert(0, str(ROOT))
    commands = importlib.import_module(f"engine.{mode}.commands").COMMANDS
    return {commands.class_of(name).__name__ for name in commands.names()}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", choices=sorted(GAMES), default="galaxy")
    parser.add_argument("--via", choices=("mouse", "keys"), default="mouse")
    parser.add_argument("--levels", type=int, nargs="+")
    parser.add_argument("--rivals", type=int, nargs="+")
    parser.add_argument("--seeds", type=int, nargs="+")
    parser.add_argument("--bots", nargs="+", choices=("heuristic", "random"))
    parser.add_argument("--random", action="store_true", help="also play with the random bot")
    parser.add_argument("--jobs", type=int)
    parser.add_argument("--size", help="window size, WxH")
    parser.add_argument(
        "--require-all-kinds",
        action="store_true",
        help="also fail when the games together missed a kind of command (a short run may)",
    )
    args = parser.parse_args()
    d = GAMES[args.mode]
    if args.mode == "galaxy" and args.rivals:
        parser.error("--rivals: The Weavers has no rivals to count")
    games = plan(args, d)
    with tempfile.TemporaryDirectory(prefix=f"{args.mode}-{args.via}-") as tmp:
        with ThreadPoolExecutor(args.jobs or d.jobs) as pool:
            results = list(
                pool.map(lambda g: play(g, Path(tmp), args.via, args.size or d.size), games)
            )
    kinds: Counter[str] = Counter()
    unreachable = failed = unfinished = 0
    for game, r in zip(games, results, strict=True):
        if "error" in r:
            failed += 1
            print(f"{game.name}: FAILED: {r['error']}")
            continue
        kinds.update(r["command_kinds"])
        unreachable += len(r["unreachable"])
        unfinished += r["result"] not in ("won", "lost")
        print(
            f"{game.name}: {r['result']} ({r['cause']}), {d.progress} {r['turns']}, "
            f"{r['commands']} commands, {r['clicks']} clicks, {r['keys']} keys, "
            f"{len(r['unreachable'])} unreachable, frames {r['frames']}, "
            f"p99 {r.get('p99_ms', 0)} ms, {r['seconds']:.1f} s"
        )
        for u in r["unreachable"]:
            print(f"    unreachable: {u['command']}: {u['reason']}")
    missing = sorted(every_kind(args.mode) - set(kinds))
    print(
        f"\n{len(results)} games, {failed} failed, {unfinished} not over, "
        f"{unreachable} commands unreachable"
    )
    print("command kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    print("kinds never used: " + (", ".join(missing) or "none"))
    need_all = d.all_kinds or args.require_all_kinds
    return 1 if failed or unfinished or unreachable or (missing and need_all) else 0


if __name__ == "__main__":
    raise SystemExit(main())
