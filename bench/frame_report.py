"""What every game's frame bench prints: mean, p50, p99 and the worst frame, with the moment
it happened (its frame number, the second of play at 60 Hz and what was going on), for the
wall time of each frame's work and for the main thread's CPU time, which a busy shared
machine does not inflate by taking the core away mid-frame. The worst frame after the first
second is given apart: the goals (issue 41) allow the first second its start-up work.
"""

from __future__ import annotations

import os

FPS = 60


def _pct(ordered: list[float], p: float) -> float:
    return ordered[min(len(ordered) - 1, int(p * len(ordered)))]


def summary(times: list[float], moments: list[str] | None = None) -> dict[str, object]:
    """Figures of one series of frame times (ms); `moments` says what each frame showed."""
    if not times:
        return {"frames": 0}
    ordered = sorted(times)
    worst = max(range(len(times)), key=times.__getitem__)
    late = times[FPS:]
    worst_late = FPS + max(range(len(late)), key=late.__getitem__) if late else worst
    return {
        "frames": len(times),
        "mean": sum(times) / len(times),
        "p50": _pct(ordered, 0.5),
        "p99": _pct(ordered, 0.99),
        "max": times[worst],
        "max_at": worst,
        "max_what": moments[worst] if moments else "",
        "max_after_1s": times[worst_late],
        "max_after_1s_at": worst_late,
        "max_after_1s_what": moments[worst_late] if moments else "",
    }


def text(label: str, s: dict[str, object]) -> str:
    """One line: `label: mean, p50, p99, max (at frame N, T s: what)`."""
    if not s.get("frames"):
        return f"{label}: no frames"

    def at(key: str) -> str:
        n = int(s[f"{key}_at"])  # type: ignore[call-overload]
        what = s[f"{key}_what"]
        return f"frame {n}, {n / FPS:.1f} s" + (f": {what}" if what else "")

    return (
        f"{label}: mean {s['mean']:.2f} ms, p50 {s['p50']:.2f}, p99 {s['p99']:.2f}, "
        f"max {s['max']:.2f} ({at('max')}); after the first second max "
        f"{s['max_after_1s']:.2f} ({at('max_after_1s')})"
    )


def load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load {one:.1f} {five:.1f} {fifteen:.1f} on {os.cpu_count()} cores"


def parse_size(value: str) -> tuple[int, int]:
    """`1920x1080` -> (1920, 1080), for every bench's --size."""
    w, _, h = value.lower().partition("x")
    return int(w), int(h)
