"""Space Swarm on screen: the board's performance figures.

    uv run python bench/swarm_screen.py [--size 1920x1080] [--size 3840x2160] [--frames-only]

The frame times of one whole game by mouse at the given size (work per frame, not the sleep),
the idle board's CPU share over 10 s, and how long the rivals take to decide a whole turn.
Whole games by mouse, every game alike: `bench/mouse_games.py --mode swarm`.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import frame_report  # bench/ is this script's folder
from mouse_games import headless_env

ROOT = Path(__file__).resolve().parent.parent


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_cpu(scratch: Path, seconds: float = 10.0) -> float:
    """CPU share of the Space Swarm board left alone once its opening has played."""
    cmd = [sys.executable, "-m", "weavers", "--mode", "swarm", "--new-game", "--seed", "1"]
    proc = subprocess.Popen(cmd, cwd=ROOT, env=headless_env(scratch / "idle"))
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


def frames(size: tuple[int, int], seed: int = 1, rivals: int = 2) -> dict:
    """Work per frame over one whole game by mouse at 1x, in this process, as the window's
    loop runs it (input, update, draw, flip): wall time, and the main thread's CPU time, which
    a busy shared machine does not inflate by taking the core away mid-frame."""
    os.environ.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    os.environ.setdefault("XDG_DATA_HOME", tempfile.mkdtemp(prefix="swarm-perf-"))
    os.environ.setdefault("XDG_CONFIG_HOME", tempfile.mkdtemp(prefix="swarm-perf-"))
    sys.path.insert(0, str(ROOT))
    import pygame

    from game.app import App
    from scenes.swarm.mouse import SwarmMousePlayer
    from scenes.swarm.new_game import start_game

    app = App(size, frames=None)
    board = start_game(app, seed, {"rivals": rivals, "difficulty": 3})
    player = SwarmMousePlayer(app, board)
    app.driver = player
    wall: list[float] = []
    cpu: list[float] = []
    moments: list[str] = []
    while app.scenes.top is board and len(wall) < 30000:
        player.tick(1 / 60)
        events = pygame.event.get()
        done = len(board.session.commands)
        started, used = time.perf_counter(), time.thread_time()
        app.step(events, 1 / 60)
        pygame.display.flip()
        app.frame_count += 1
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.thread_time() - used) * 1000)
        st = board.state
        moments.append(_moment(st, board.session.commands[done:]))
    pygame.quit()
    return {
        "wall": frame_report.summary(wall, moments),
        "cpu": frame_report.summary(cpu, moments),
        "over": board.state.over,
        "unreachable": len(player.unreachable),
    }


def _moment(st: object, played: list) -> str:
    """What a frame showed: the round and phase, and the commands it played."""
    what = f"round {getattr(st, 'round', '?')}, {getattr(st, 'phase', '')}"
    if played:
        what += ", played " + ", ".join(type(c).__name__ for c in played)
    return what


def perf(args: argparse.Namespace) -> int:
    print(f"Space Swarm, a whole game by mouse (2 rivals, seed 1, 1x), {frame_report.load()}")
    for size in args.size:
        f = frames(frame_report.parse_size(size))
        print(frame_report.text(f"{size} wall", f["wall"]))
        print(frame_report.text(f"{size} CPU ", f["cpu"]))
        print(f"{size}: game over {f['over']}, {f['unreachable']} unreachable", flush=True)
    if args.frames_only:
        return 0
    with tempfile.TemporaryDirectory(prefix="swarm-perf-") as tmp:
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
    parser.add_argument("--perf", action="store_true", help="what it measures (kept for old notes)")
    parser.add_argument(
        "--size", action="append", help="window size WxH, repeatable (default 1920x1080)"
    )
    parser.add_argument("--frames-only", action="store_true", help="skip idle and rival turns")
    args = parser.parse_args()
    args.size = args.size or ["1920x1080"]
    return perf(args)


if __name__ == "__main__":
    raise SystemExit(main())
