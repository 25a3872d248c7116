"""Client frame times (dummy video driver): mean and 99th percentile per window size.

    uv run python bench/client_frames.py [--frames 1800] [--every 0] [--busiest]

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

import pygame  # noqa: E402

from game.app import App, frame_stats  # noqa: E402
from scenes.galaxy.new_game import start_game  # noqa: E402


def measure(size: tuple[int, int], frames: int, every: int, seed: int) -> dict:
    app = App(size, frames=None)
    board = start_game(app, seed, {"difficulty": 3})
    bot = board.autoplay or __import__("engine.galaxy.bots", fromlist=["x"]).make_bot("random", 1)
    times = []
    for f in range(frames):
        due = (not board.animator.queue.busy) if every == 0 else (f % every == 0)
        if due and not board.state.over:
            board.issue(bot.choose(board.rules, board.state))
        start = time.perf_counter()
        app.step([], 1 / 60)
        pygame.display.flip()
        times.append((time.perf_counter() - start) * 1000)
        if board.state.over:
            board = start_game(app, seed + f, {"difficulty": 3}, replace=True)
    pygame.quit()
    return frame_stats(times[10:])  # the first frames build caches once


def busiest(size: tuple[int, int], seed: int, rounds: int = 5) -> dict:
    """Every swarm one cube short on all three projects, then end the turn: the Span sets off
    completions at once (an engulfment with its collapse and debris, splits, morphs), with
    motes, cubes in flight and drawn cubes tumbling into the tray. Frames are timed until
    all of it has played, at 1x."""
    from engine.galaxy.commands import EndTurn
    from engine.weavers.capture import slots_needed

    app = App(size, frames=None)
    times: list[float] = []
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
        for _ in range(60 * 20):
            start = time.perf_counter()
            busy = app.step([], 1 / 60)
            pygame.display.flip()
            times.append((time.perf_counter() - start) * 1000)
            if not busy:
                break
    pygame.quit()
    return frame_stats(times)


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
    args = p.parse_args()
    sizes = ((1280, 720), (1920, 1080))
    if not args.busiest:
        for size in sizes:
            st = measure(size, args.frames, args.every, args.seed)
            print(
                f"{size[0]}x{size[1]}: mean {st['mean_ms']:.2f} ms, p50 {st['p50_ms']:.2f}, "
                f"p99 {st['p99_ms']:.2f}, max {st['max_ms']:.2f} ({st['frames']} frames, "
                + (f"a move every {args.every})" if args.every else "autoplay pace)")
            )
    for size in sizes:
        st = busiest(size, args.seed)
        print(
            f"{size[0]}x{size[1]} busiest animation: mean {st['mean_ms']:.2f} ms, "
            f"p99 {st['p99_ms']:.2f}, max {st['max_ms']:.2f} ({st['frames']} frames)"
        )


if __name__ == "__main__":
    main()
