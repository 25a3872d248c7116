"""`weavers review SAVE [--json]`: a game's chances turn by turn and its turning points,
headless (engine/core/review.py). Exit codes: 0 reviewed, 2 the file cannot be reviewed (the
reason is printed; with --json as {"error": ...})."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser(
        "review", help="a saved game's chances turn by turn, and the moves that decided it"
    )
    p.add_argument("file", help="a save file (or a record written by simulate --record)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--seed", type=int, default=1, help="the play-outs' seed (default 1)")
    p.add_argument(
        "--margin",
        type=float,
        default=0.07,
        help="play out each position until its 95 %% margin is at most this (default 0.07)",
    )
    p.add_argument("--cap", type=int, default=400, help="at most this many play-outs per position")
    p.add_argument("--first", type=int, default=16, help="play-outs per position at first")
    p.add_argument("--workers", type=int, default=None, help="processes (default: every core)")
    p.add_argument("--timing", action="store_true", help="add how long each stage took")


def run(args: argparse.Namespace) -> int:
    from engine.core import review
    from engine.core.chances import Plan, Pool

    def refuse(message: str) -> int:
        print(json.dumps({"error": message}) if args.json else f"weavers review: {message}")
        return 2

    if not 0 < args.margin < 1 or args.cap < 1 or not 1 <= args.first <= args.cap:
        return refuse("--margin must be between 0 and 1, and 1 <= --first <= --cap")
    try:
        mode, setup, commands, note = review.record_of_file(args.file)
        record = review.replay(mode, setup, commands)
    except review.ReviewRefused as exc:
        return refuse(str(exc))
    if note:
        record.note = f"{note}; {record.note}" if record.note else note
    plan = Plan(first=args.first, margin=args.margin, cap=args.cap)
    job = review.Review(record, seed=args.seed, plan=plan, pool=Pool(args.workers))
    try:
        out = job.run()
    except KeyboardInterrupt:
        job.cancel()
        raise
    finally:
        job.close()
    if args.timing:
        out["timing"] = job.timing()
    if args.json:
        print(json.dumps(out))
    else:
        print(text(out))
    sys.stdout.flush()
    return 0


def text(out: dict[str, Any]) -> str:
    unit = out["unit"]
    lines = [f"{out['game']}: {out['result']}. {out['said']}."]
    for p in out["points"]:
        lines.append(
            f"  {unit} {p[unit]:>3}: {p['chance']:6.1%} ± {p['margin']:.1%} ({p['playouts']})"
        )
    for t in out["turning_points"]:
        lines.append(
            f"{unit.capitalize()} {t[unit]}: chances fell by {t['drop']:.0%}. You played: "
            f"{'; '.join(t['played'])} ({t['played_chance']['chance']:.0%}). The Hint: "
            f"{'; '.join(t['hint'])} ({t['hint_chance']['chance']:.0%})."
        )
    if out["record_note"]:
        lines.append(f"Note: {out['record_note']}")
    return "\n".join(lines)
