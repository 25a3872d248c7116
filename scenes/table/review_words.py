"""The Review screen's words: chances as players read them, a turning point's lines, and a
finished review to draw without play-outs (the layout check's)."""

from __future__ import annotations

from typing import Any

from engine.core import review


def pct(v: float) -> str:
    return f"{round(v * 100)} %"


def moves_text(moves: list[str], shown: int) -> str:
    """At most `shown` moves, then how many more."""
    if len(moves) <= shown:
        return "; ".join(moves) or "nothing"
    return "; ".join(moves[:shown]) + f" and {len(moves) - shown} more"


def turning_words(k: int, t: dict[str, Any], unit: str, shown: int) -> str:
    """One turning point: the fall, then what you played and what the Hint would have, each
    with its chance and margin."""
    played, hint = t["played_chance"], t["hint_chance"]
    return (
        f"{k + 1}. {unit.capitalize()} {t[unit]}: {pct(t['before']['chance'])} to "
        f"{pct(t['after']['chance'])}.\n"
        f"You played: {moves_text(t['played'], shown)} ({pct(played['chance'])} "
        f"± {round(played['margin'] * 100)}).\n"
        f"The Hint: {moves_text(t['hint'], shown)} ({pct(hint['chance'])} "
        f"± {round(hint['margin'] * 100)})."
    )


def sample_result(unit: str, n: int = 23) -> dict[str, Any]:
    """A finished review to draw without play-outs (the layout check's busy review): n
    points, three turning points with long move lists."""
    pts = [
        {
            unit: i + 1,
            "command": 10 * i,
            "chance": 0.5 + 0.4 * ((i * 7) % 11 - 5) / 5,
            "margin": 0.07,
            "playouts": 196,
        }
        for i in range(n)
    ]
    for p in pts:
        p["chance"] = min(1.0, max(0.0, round(p["chance"], 3)))
    moves = [f"a long described move number {i} on system {i + 3}" for i in range(9)]
    turning = [
        {
            unit: 3 + 5 * k,
            "command": 30 + 50 * k,
            "drop": 0.4 - 0.1 * k,
            "before": {"chance": 0.8, "margin": 0.06, "playouts": 196},
            "after": {"chance": 0.4, "margin": 0.07, "playouts": 196},
            "played": moves,
            "played_chance": {"chance": 0.45, "margin": 0.07, "playouts": 196},
            "hint": moves[:5],
            "hint_chance": {"chance": 0.8, "margin": 0.06, "playouts": 196},
        }
        for k in range(3)
    ]
    return {
        "unit": unit,
        "result": "lost",
        "said": review.said([196]),
        "points": pts,
        "end": {unit: n, "command": 10 * n, "result": "lost"},
        "turning_points": turning,
        "record_note": "made with other game data than today's: reviewed as its record of moves",
        "version": review.REVIEW_VERSION,
    }
