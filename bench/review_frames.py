"""The Review screen's frames while the chart fills in: the work is on the look-ahead's process
pool, so the draw thread only polls (scenes/table/review.py).

    uv run python bench/review_frames.py [--mode galaxy] [--size 1920x1080] [--seconds 20]

Draws the Review screen of a finished heuristic game frame after frame (real time, as the
window's loop does) while the play-outs run on every core, then the same screen once the review
is done (kept: nothing left to work out) as the baseline in the same run; prints each run's
median, p99 and max frame time (the draw thread's update + draw, in ms).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import tempfile
import time


def frames(app, scene, seconds: float, until_done: bool) -> list[float]:
    out = []
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        t = time.perf_counter()
        app.step([], 1 / 60)
        out.append((time.perf_counter() - t) * 1000)
        if until_done and scene.result is not None:
            break
        time.sleep(max(0.0, 1 / 60 - (time.perf_counter() - t)))
    return out


def figures(ms: list[float]) -> dict[str, float]:
    ms = sorted(ms)
    return {
        "frames": len(ms),
        "median_ms": round(statistics.median(ms), 2),
        "p99_ms": round(ms[min(len(ms) - 1, int(len(ms) * 0.99))], 2),
        "max_ms": round(ms[-1], 2),
    }


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    p.add_argument("--mode", default="galaxy")
    p.add_argument("--size", default="1920x1080")
    p.add_argument("--seconds", type=float, default=20.0)
    opts = p.parse_args()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = tempfile.mkdtemp()
    os.environ["XDG_DATA_HOME"] = os.environ["XDG_CONFIG_HOME"] = home
    from game.app import App
    from scenes.table import review as screen
    from scenes.table import review_words as words
    from tests.core.review_games import played

    session = played(opts.mode)
    w, h = (int(v) for v in opts.size.split("x"))
    app = App((w, h), frames=None)
    screen.pool_of(app).warm()  # a window keeps its pool from the first review on
    scene = screen.ReviewScene(app, session.rules, session.setup, session.commands)
    app.scenes.push(scene)
    working = frames(app, scene, opts.seconds, until_done=True)
    done = scene.result is not None
    kept = screen.ReviewScene(app, session.rules, session.setup, session.commands)
    app.scenes.replace(kept)
    if not done:  # not finished in time: the baseline is the same screen with a sample result
        kept.result = words.sample_result(scene.unit(), len(scene.points()))
    baseline = frames(app, kept, min(5.0, opts.seconds), until_done=False)
    print(
        json.dumps(
            {
                "mode": opts.mode,
                "size": opts.size,
                "load": round(os.getloadavg()[0], 2),
                "while_working": figures(working),
                "review_finished": done,
                "baseline_done": figures(baseline),
            }
        )
    )
    app.scenes.pop()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
