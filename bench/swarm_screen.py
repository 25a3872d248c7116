"""Space Swarm on screen: whole games by mouse, and the screen's performance figures.

    uv run python bench/swarm_screen.py [--rivals 1 2 3] [--seeds 1 2 3] [--jobs 2] [--random]
    uv run python bench/swarm_screen.py --perf [--size 1920x1080]

Games: each is `weavers --mode swarm --autoplay --via-mouse --until-over` in its own process,
headless, with the heuristic bot (and with `--random` also the random bot, which tries the
moves the other rarely makes). One line a game; exits 1 if a game failed, did not reach Game
over, or any command could not be made by clicking.

--perf: the frame times of one such game at the given size (work per frame, not the sleep),
the idle board's CPU share over 10 s, and how long the rivals take to decide a whole turn.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _env(home: Path) -> dict:
    return dict(
        os.environ,
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        XDG_DATA_HOME=str(home / "data"),
        XDG_CONFIG_HOME=str(home / "config"),
    )


def play(rivals: int, seed: int, bot: str, scratch: Path, size: str = "1280x720") -> dict:
    name = f"{bot}-k{rivals}-s{seed}-{size}"
    stats = scratch / f"{name}.json"
    args = [sys.executable, "-m", "game.cli", "--mode", "swarm", "--autoplay", "--via-mouse"]
    args += ["--until-over", "--seed", str(seed), "--rivals", str(rivals), "--bot", bot]
    args += ["--size", size, "--stats-json", str(stats)]
    started = time.perf_counter()
    done = subprocess.run(args, env=_env(scratch / name), capture_output=True, text=True, cwd=ROOT)
    if done.returncode != 0 or not stats.exists():
        return {"error": done.stderr.strip()[-400:], "rivals": rivals, "seed": seed, "bot": bot}
    out = json.loads(stats.read_text())
    out.update(rivals=rivals, seed=seed, bot=bot, seconds=time.perf_counter() - started)
    return out


def games(args: argparse.Namespace) -> int:
    bots = ["heuristic", "random"] if args.random else ["heuristic"]
    todo = [(k, seed, bot) for bot in bots for k in args.rivals for seed in args.seeds]
    with tempfile.TemporaryDirectory(prefix="swarm-mouse-") as tmp:
        with ThreadPoolExecutor(args.jobs) as pool:
            results = list(pool.map(lambda g: play(*g, Path(tmp)), todo))
    kinds: Counter[str] = Counter()
    bad = 0
    for r in results:
        name = f"{r['bot']:9} {r['rivals']} rivals seed {r['seed']}"
        if "error" in r:
            bad += 1
            print(f"{name}: FAILED: {r['error']}")
            continue
        kinds.update(r["command_kinds"])
        over = r["result"] in ("won", "lost")
        bad += (not over) + len(r["unreachable"])
        print(
            f"{name}: {r['result']} ({r['cause']}) after {r['turns']} turns, "
            f"{r['commands']} commands, {r['clicks']} clicks, "
            f"{len(r['unreachable'])} unreachable, p99 frame {r['p99_ms']} ms, "
            f"{r['seconds']:.1f} s"
        )
        for u in r["unreachable"]:
            print(f"    unreachable: {u['command']}: {u['reason']}")
    print(f"\n{len(results)} games, {bad} problems")
    print("command kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    return 1 if bad else 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(scratch: Path, seconds: float = 10.0) -> float:
    """CPU share of the Space Swarm board left alone once its opening has played."""
    cmd = [sys.executable, "-m", "game.cli", "--mode", "swarm", "--new-game", "--seed", "1"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=_env(scratch / "idle"))
    try:
        time.sleep(12.0)  # start-up and the opening beats
        start_cpu, start = cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(seconds)
        return (cpu_seconds(proc.pid) - start_cpu) / (time.perf_counter() - start)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def rival_turns(games_n: int = 6) -> list[float]:
    """Milliseconds each rival takes to decide a whole turn (its TurnStarted to the next
    person's decision or the next race's turn), over heuristic games with 1-3 rivals."""
    sys.path.insert(0, str(ROOT))
    from engine.core.session import Session
    from engine.swarm import automa
    from engine.swarm.bots import make_bot
    from engine.swarm.rules import SwarmRules

    rules = SwarmRules()
    per_turn: dict[tuple, float] = {}
    real = automa.decide

    def timed(state, content, race, mind):
        started = time.perf_counter()
        out = real(state, content, race, mind)
        if race.kind != "automa":  # the player's seat, played by the heuristic bot
            return out
        key = (id(state), state.turns, race.seat)
        per_turn[key] = per_turn.get(key, 0.0) + (time.perf_counter() - started) * 1000
        return out

    automa.decide = timed
    try:
        for g in range(games_n):
            session = Session.new(rules, rules.setup(g + 1, rivals=1 + g % 3))
            bot = make_bot("heuristic", g)
            while not session.state.over:
                session.submit(bot.choose(rules, session.state))
    finally:
        automa.decide = real
    return sorted(per_turn.values())


def perf(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory(prefix="swarm-perf-") as tmp:
        r = play(2, 1, "heuristic", Path(tmp), args.size)
        if "error" in r:
            print("FAILED:", r["error"])
            return 1
        print(
            f"frames over an autoplay game at {args.size} (2 rivals, seed 1, 1x): "
            f"{r['frames']} frames, mean {r['mean_ms']} ms, p50 {r['p50_ms']} ms, "
            f"p99 {r['p99_ms']} ms, max {r['max_ms']} ms"
        )
        share = idle_cpu(Path(tmp))
        print(f"idle board: {share * 100:.2f} % of one core over 10 s")
    turns = rival_turns()
    p99 = turns[min(len(turns) - 1, int(0.99 * len(turns)))]
    print(
        f"a rival's whole turn: {len(turns)} turns, median {statistics.median(turns):.2f} ms, "
        f"p99 {p99:.2f} ms, max {turns[-1]:.2f} ms"
    )
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rivals", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3])
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--random", action="store_true", help="also play with the random bot")
    parser.add_argument("--perf", action="store_true", help="frame, idle and rival-turn figures")
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args()
    return perf(args) if args.perf else games(args)


if __name__ == "__main__":
    raise SystemExit(main())
