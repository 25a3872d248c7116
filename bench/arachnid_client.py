"""Arachnid on screen: frame times over an autoplay game, idle CPU, and how long the rivals
take to decide (issue 19's performance figures).

    uv run python bench/arachnid_client.py [--size 1920x1080] [--size 3840x2160] [--seed 1]
        [--rivals 3] [--idle-seconds 10] [--frames N] [--frames-only]

Frames: a whole game through the real board scene at 1x, the heuristic bot moving once the
last move's animations have played (as `--autoplay` does); each frame's work (update, draw,
flip) is timed, not the sleep, as wall time and as the main thread's CPU time (which a
machine shared with other work does not inflate). Rivals: every command the person makes is
timed through the session; the ones that hand over to the rivals (Pass, Done in den) hold
their whole turns.
Idle: the CPU share of `weavers --mode arachnid --new-game` left alone on its board.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="arachnid-bench-"))
os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="arachnid-bench-"))

import frame_report  # noqa: E402  (bench/ is this script's folder)
import pygame  # noqa: E402

from engine.arachnid.commands import EndDen, Pass  # noqa: E402
from engine.arachnid.heuristic import HeuristicBot  # noqa: E402
from engine.core.session import Session  # noqa: E402
from engine.modes import get  # noqa: E402
from game.app import App  # noqa: E402
from scenes.arachnid.start import start_game  # noqa: E402


def frames(size: tuple[int, int], seed: int, rivals: int, limit: int = 0) -> dict:
    """Frame work over an autoplay game (its first `limit` frames when given)."""
    app = App(size, frames=None)
    board = start_game(app, seed, {"rivals": rivals}, autoplay=True)
    times: list[float] = []
    cpu: list[float] = []  # the main thread's CPU time: what waiting for a core cannot inflate
    moments: list[str] = []
    while (not board.state.over or board.animator.busy) and not (limit and len(times) >= limit):
        done = len(board.session.commands)
        start, start_cpu = time.perf_counter(), time.thread_time()
        app.step([], 1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - start_cpu) * 1000)
        played = board.session.commands[done:]
        st = board.state
        what = f"round {st.round}, {st.stage}" + (" (over)" if st.over else "")
        if played:
            what += ", played " + ", ".join(type(c).__name__ for c in played)
        moments.append(what)
    pygame.quit()
    return {
        "wall": frame_report.summary(times, moments),
        "cpu": frame_report.summary(cpu, moments),
    }


def rival_turns(seeds: range, rivals: int) -> dict:
    rules = get("arachnid").rules()
    handover, other = [], []
    for seed in seeds:
        session = Session.new(rules, rules.setup(seed, rivals=rivals))
        bot = HeuristicBot()
        while not session.state.over:
            cmd = bot.choose(rules, session.state)
            start = time.perf_counter()
            session.submit(cmd)
            ms = (time.perf_counter() - start) * 1000
            (handover if isinstance(cmd, (Pass, EndDen)) else other).append(ms)
    handover.sort()
    return {
        "handovers": len(handover),
        "median_ms": round(statistics.median(handover), 2),
        "p99_ms": round(handover[int(0.99 * (len(handover) - 1))], 2),
        "max_ms": round(handover[-1], 2),
        "other_max_ms": round(max(other), 2),
    }


def idle(seconds: float) -> float:
    cmd = [sys.executable, "-m", "weavers", "--mode", "arachnid", "--new-game", "--seed", "1"]
    proc = subprocess.Popen(cmd, env=dict(os.environ))
    try:
        time.sleep(8.0)  # start-up and the opening's beats
        t0, c0 = time.perf_counter(), _cpu(proc.pid)
        time.sleep(seconds)
        return (_cpu(proc.pid) - c0) / (time.perf_counter() - t0)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def _cpu(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", action="append", help="WxH, repeatable (default 1920x1080)")
    p.add_argument("--frames-only", action="store_true", help="skip rival turns and idle")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--rivals", type=int, default=3)
    p.add_argument("--idle-seconds", type=float, default=10.0)
    p.add_argument("--frames", type=int, default=0, help="only the game's first N frames")
    args = p.parse_args()
    print(f"Arachnid, {args.rivals} rivals, seed {args.seed}, {frame_report.load()}")
    for size in args.size or ["1920x1080"]:
        f = frames(frame_report.parse_size(size), args.seed, args.rivals, args.frames)
        print(frame_report.text(f"{size} wall", f["wall"]))
        print(frame_report.text(f"{size} CPU ", f["cpu"]), flush=True)
    if args.frames_only:
        return 0
    print(f"rival turns (10 games): {rival_turns(range(1, 11), args.rivals)}")
    print(f"idle CPU: {idle(args.idle_seconds):.1%} of one core")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
