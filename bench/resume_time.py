"""How long a player waits to resume a 40-turn game, step by step (headless).

    uv run python bench/resume_time.py [--turns 40] [--repeats 20]

Steps: read and check the save (record.load_file: parse, structure, and replay the record as
the check against the snapshot), of which the replay alone (record.rebuild); resume (the replay
is kept from the load, so only the log and undo barrier are set); turn the events into log
lines; and the whole path from the file to the board's first drawn frame (open_save,
BoardScene, one App.step).
Medians over repeats; the machine is shared, so read them as orders of magnitude.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="weavers-bench-data-")
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="weavers-bench-config-")


def game(turns: int):
    """A game the random bot has played past `turns` turns (the first seed that gets there)."""
    from engine.core.session import Session
    from engine.galaxy.bots import RandomBot
    from engine.galaxy.rules import GalaxyRules

    rules = GalaxyRules()
    seed = 1
    while True:
        s = Session.new(rules, rules.setup(seed, difficulty=1))
        bot = RandomBot(seed)
        while s.state.turn <= turns and not s.state.over:
            s.submit(bot.choose(rules, s.state))
        if s.state.turn > turns:
            return s
        seed += 1


def ms(f, repeats: int) -> float:
    times = []
    for _ in range(repeats):
        t = time.perf_counter()
        f()
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--turns", type=int, default=40)
    p.add_argument("--repeats", type=int, default=20)
    args = p.parse_args()
    from engine.core import record
    from engine.galaxy.describe import log_lines
    from game import saves
    from game.app import App
    from scenes.galaxy.board import BoardScene

    s = game(args.turns)
    rules = s.rules
    path = saves.quicksave(s)
    loaded = record.load_file(path, rules)
    resumed = record.resume(loaded, rules)
    events = [*resumed.opening, *(e for batch in resumed.history for e in batch)]
    lines = log_lines(events, rules.content, resumed.state.galaxy)
    print(
        f"game: turn {s.state.turn}, {len(s.commands)} commands, {len(lines)} log lines, "
        f"save {path.stat().st_size / 1024:.0f} KiB"
    )
    read = ms(lambda: record.load_file(path, rules), args.repeats)
    replay = ms(lambda: record.rebuild(rules, loaded.setup, loaded.commands), args.repeats)
    resume = ms(lambda: record.resume(loaded, rules), args.repeats)
    words = ms(lambda: log_lines(events, rules.content, resumed.state.galaxy), args.repeats)
    app = App((1280, 720), frames=1)

    def to_first_frame() -> None:
        app.scenes.replace(BoardScene(app, saves.open_save(path, rules)))
        app.step([], 0.016)

    whole = ms(to_first_frame, args.repeats)
    print(f"read and check the save (with the replay): {read:.1f} ms")
    print(f"  of which the replay of the record:       {replay:.1f} ms")
    print(f"resume from the loaded save:  {resume:.1f} ms")
    print(f"events to log lines:      {words:.1f} ms")
    print(f"file to first board frame (all of the above, the board and one frame): {whole:.1f} ms")


if __name__ == "__main__":
    main()
