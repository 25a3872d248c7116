"""Idle CPU, start-up, memory, executable size, save and load time (Linux).

    uv run python bench/system.py [--skip-exe]

- idle: CPU share of one core over 10 s with the board open, its opening animations over,
  and no input (dummy driver; with --display also on a real X display).
- start-up: wall time to draw one frame and exit (`--frames 1`), from source and from the
  executable, divided by the same for a minimal pygame window built the same way (the floor).
- memory: peak RSS of a whole autoplay game. Executable size. Save and load of a turn-20 game.
Medians over repeats; the machine is shared, so read ratios rather than absolutes.
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

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "bench" / "out"
# Without PYTHONDONTWRITEBYTECODE (set on some machines): an installed game keeps its
# compiled modules, so a from-source start must not compile every module every time.
ENV = {
    **{k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"},
    "SDL_VIDEODRIVER": "dummy",
    "SDL_AUDIODRIVER": "dummy",
    "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    "XDG_DATA_HOME": tempfile.mkdtemp(prefix="weavers-bench-data-"),
    "XDG_CONFIG_HOME": tempfile.mkdtemp(prefix="weavers-bench-config-"),
}
MINIMAL = """
import os, sys
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame
pygame.display.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((10, 10, 30))
pygame.display.flip()
pygame.quit()
"""


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / ticks


def idle_cpu(seconds: float = 10.0, display: str | None = None) -> float:
    """CPU share of the idle board; with `display` (an X server such as Xvfb) the real
    video driver is used, whose event wait truly blocks (the dummy driver polls)."""
    cmd = [sys.executable, "-m", "weavers", "--new-game", "--seed", "1"]
    env = dict(ENV)
    if display:
        env.pop("SDL_VIDEODRIVER")
        env["DISPLAY"] = display
    proc = subprocess.Popen(cmd, cwd=ROOT, env=env)
    try:
        time.sleep(10.0)  # start-up and the opening animations (about 6 s at 1x)
        start_cpu, start = cpu_seconds(proc.pid), time.perf_counter()
        time.sleep(seconds)
        used = cpu_seconds(proc.pid) - start_cpu
        return used / (time.perf_counter() - start)
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def wall(cmd: list[str], repeats: int) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        subprocess.run(cmd, cwd=ROOT, env=ENV, check=True, capture_output=True)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def build_minimal() -> Path:
    """The floor: a minimal pygame window, frozen with PyInstaller the same way (one file)."""
    OUT.mkdir(parents=True, exist_ok=True)
    script = OUT / "minimal_window.py"
    script.write_text(MINIMAL)
    exe = OUT / "dist" / "minimal_window"
    if not exe.exists():
        subprocess.run(
            [
                sys.executable,
                "-m",
                "PyInstaller",
                str(script),
                "--onefile",
                "--noconfirm",
                "--log-level",
                "WARN",
                "--distpath",
                str(OUT / "dist"),
                "--workpath",
                str(OUT / "work"),
                "--specpath",
                str(OUT),
            ],
            check=True,
            cwd=ROOT,
        )
    return exe


def peak_rss_mb() -> float:
    """Peak RSS of an autoplay game, measured by a wrapper whose only child is the game
    (RUSAGE_CHILDREN counts every child a process has waited for, so this one must not be
    the bench, which has run others)."""
    game = [sys.executable, "-m", "weavers", "--autoplay", "--seed", "1", "--frames", "1500"]
    wrapper = (
        "import resource, subprocess, sys; "
        f"subprocess.run({game!r}, check=True); "
        "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)"
    )
    out = subprocess.run(
        [sys.executable, "-c", wrapper],
        cwd=ROOT,
        env=ENV,
        check=True,
        capture_output=True,
        text=True,
    )
    return int(out.stdout.strip().splitlines()[-1]) / 1024


def save_load_ms() -> tuple[float, float]:
    from engine.core import record
    from engine.core.session import Session
    from engine.galaxy.bots import RandomBot
    from engine.galaxy.rules import GalaxyRules

    rules = GalaxyRules()
    seed = 0
    while True:  # a game that reaches turn 20 with the random bot
        s = Session.new(rules, rules.setup(seed, difficulty=1))
        bot = RandomBot(seed)
        while s.state.turn < 20 and not s.state.over:
            s.submit(bot.choose(rules, s.state))
        if s.state.turn >= 20:
            break
        seed += 1
    path = Path(tempfile.mkdtemp()) / "save.json"
    saves, loads = [], []
    for _ in range(20):
        t = time.perf_counter()
        record.save_file(path, s)
        saves.append((time.perf_counter() - t) * 1000)
        t = time.perf_counter()
        record.load_file(path, rules)
        loads.append((time.perf_counter() - t) * 1000)
    return statistics.median(saves), statistics.median(loads)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--skip-exe", action="store_true", help="skip the executable start-up")
    p.add_argument("--repeats", type=int, default=5)
    p.add_argument("--display", help="also measure idle CPU on this X display (e.g. Xvfb :99)")
    args = p.parse_args()
    share = idle_cpu()
    print(f"idle CPU on the board (dummy driver): {share * 100:.2f} % of one core over 10 s")
    if args.display:
        share = idle_cpu(display=args.display)
        print(f"idle CPU on the board (X display {args.display}): {share * 100:.2f} %")
    ours_src = wall([sys.executable, "-m", "weavers", "--frames", "1"], args.repeats)
    floor_script = OUT / "minimal_window.py"
    OUT.mkdir(parents=True, exist_ok=True)
    floor_script.write_text(MINIMAL)
    floor_src = wall([sys.executable, str(floor_script)], args.repeats)
    print(
        f"start-up from source: {ours_src:.3f} s; minimal window {floor_src:.3f} s; "
        f"ratio {ours_src / floor_src:.2f}"
    )
    exe = ROOT / "dist" / "weavers"
    if not args.skip_exe and exe.exists():
        ours_exe = wall([str(exe), "--frames", "1"], args.repeats)
        floor_exe = wall([str(build_minimal())], args.repeats)
        print(
            f"start-up of the executable: {ours_exe:.3f} s; minimal window executable "
            f"{floor_exe:.3f} s; ratio {ours_exe / floor_exe:.2f}"
        )
        print(f"executable size: {exe.stat().st_size / 1e6:.1f} MB")
    elif not args.skip_exe:
        print("no dist/weavers: build it with `uv run python build/build.py` first")
    print(f"peak RSS over an autoplay game: {peak_rss_mb():.0f} MB")
    save, load = save_load_ms()
    print(f"save of a turn-20 game: {save:.1f} ms; load: {load:.1f} ms (medians of 20)")


if __name__ == "__main__":
    main()
