"""The Weavers' client frame times (dummy video driver): mean, p99 and the worst frame with
the moment it happened, per window size, in wall time and the main thread's CPU time.

    uv run python bench/client_frames.py [--frames 1800] [--every 0] [--busiest]
        [--size 1920x1080] [--size 3840x2160]

An autoplay game runs through the real board scene at 1x. By default the bot moves as the
client's --autoplay does, once the last move's animations have played; `--every N` forces a
move every N frames instead (8 is about seven moves a second). Each frame's work (update,
draw, flip) is timed, not the sleep to the next frame.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="weavers-bench-"))

import frame_report  # noqa: E402  (bench/ is this script's folder)
import pygame  # noqa: E402

from game.app import App  # noqa: E402
from scenes.galaxy.new_game import start_game  # noqa: E402


def measure(size: tuple[int, int], frames: int, every: int, seed: int) -> dict:
    app = App(size, frames=None)
    board = start_game(app, seed, {"difficulty": 3})
    bot = board.autoplay or __import__("engine.galaxy.bots", fromlist=["x"]).make_bot("random", 1)
    wall: list[float] = []
    cpu: list[float] = []
    moments: list[str] = []
    for f in range(frames):
        due = (not board.animator.queue.busy) if every == 0 else (f % every == 0)
        played = ""
        if due and not board.state.over:
            cmd = bot.choose(board.rules, board.state)
            played = f", played {type(cmd).__name__}"
            board.issue(cmd)
        start, used = time.perf_counter(), time.thread_time()
        app.step([], 1 / 60)
        pygame.display.flip()
        wall.append((time.perf_counter() - start) * 1000)
        cpu.append((time.thread_time() - used) * 1000)
        moments.append(f"turn {board.state.turn}{played}")
        if board.state.over:
            board = start_game(app, seed + f, {"difficulty": 3}, replace=True)
    pygame.quit()
    return {
        "wall": frame_report.summary(wall, moments),
        "cpu": frame_report.summary(cpu, moments),
    }


def busiest(size: tuple[int, int], seed: int, rounds: int = 5) -> dict:
    """Every swarm one cube short on all three projects, then end the turn: the Span sets off
    completions at once (an engulfment with its collapse and debris, splits, morphs), with
    motes, cubes in flight and drawn cubes tumbling into the tray. Frames are timed until
    all of it has played, at 1x."""
    from engine.galaxy.commands import EndTurn
    from engine.weavers.capture import slots_needed

    app = App(size, frames=None)
    wall: list[float] = []
    cpu: list[float] = []
    moments: list[str] = []
    for r in range(rounds):
        board = start_game(app, seed + r, {"difficulty": 3}, replace=r > 0)
        app.step([], 1 / 60)
        board.animator.skip()
        st = board.state
        for sw in st.swarms:
            for p in range(3):
                colour = board.content.weavers[sw.card].projects[p].colour
                need = slots_needed(st, board.content, sw.card, p) - 1 - sw.cubes[p]
                take = max(0, min(need, st.reserve[colour]))
                st.reserve[colour] -= take
                sw.cubes[p] += take
        board.animator.sync(st)
        board.issue(EndTurn())
        for k in range(60 * 20):
            start, used = time.perf_counter(), time.thread_time()
            busy = app.step([], 1 / 60)
            pygame.display.flip()
            wall.append((time.perf_counter() - start) * 1000)
            cpu.append((time.thread_time() - used) * 1000)
            moments.append(f"round {r + 1}, frame {k} of the Span")
            if not busy:
                break
    pygame.quit()
    return {
        "wall": frame_report.summary(wall, moments),
        "cpu": frame_report.summary(cpu, moments),
    }


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--frames", type=int, default=1800)
    p.add_argument(
        "--every",
        type=int,
        default=0,
        help="a move every N frames; 0 (default) moves like --autoplay: when the animations end",
    )
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--busiest", action="store_true", help="only the busiest-animation figure")
    p.add_argument(
        "--size",
        action="append",
        help="window size WxH, repeatable (default 1280x720 and 1920x1080)",
    )
    args = p.parse_args()
    sizes = [frame_report.parse_size(v) for v in args.size or ["1280x720", "1920x1080"]]
    print(f"The Weavers, {frame_report.load()}")
    if not args.busiest:
        pace = f"a move every {args.every}" if args.every else "autoplay pace"
        for size in sizes:
            st = measure(size, args.frames, args.every, args.seed)
            label = f"{size[0]}x{size[1]} ({args.frames} frames, {pace})"
            print(frame_report.text(f"{label} wall", st["wall"]))
            print(frame_report.text(f"{label} CPU ", st["cpu"]), flush=True)
    for size in sizes:
        st = busiest(size, args.seed)
        label = f"{size[0]}x{size[1]} busiest animation"
        print(frame_report.text(f"{label} wall", st["wall"]))
        print(frame_report.text(f"{label} CPU ", st["cpu"]), flush=True)


if __name__ == "__main__":
    main()
