"""`weavers replay FILE [--verify]`: check a game record headless (no pygame).

Exit codes: 0 OK, 1 the replay diverged from the saved state (loading checks that too, so a
diverging save is reported so with or without --verify; a save made with other content that
today's content does not play to its snapshot is one of these), 2 the file cannot be used.
"""

from __future__ import annotations

import argparse
from typing import Any


def add_parser(sub: Any) -> None:
    p = sub.add_parser("replay", help="re-play a saved game from its seed and commands")
    p.add_argument("file", help="a save file (or a record written by simulate --record)")
    p.add_argument("--verify", action="store_true", help="compare with the saved final state")


def run(args: argparse.Namespace, rules: Any) -> int:
    from engine.core import record  # not at import: every start builds this command's parser
    from engine.core.record import RecordMismatch, SaveError

    try:
        loaded = record.load_file(args.file, rules)
    except RecordMismatch as exc:
        print(f"DIVERGED: {exc}")
        return 1
    except SaveError as exc:
        print(f"damaged: {exc}")
        return 2
    summary = loaded.meta.get("summary") or {}
    if not args.verify:
        print(
            f"{args.file}: {len(loaded.commands)} commands, turn {summary.get('turn', '?')}, "
            f"{summary.get('result') or 'in progress'}"
        )
        return 0
    report = record.verify(loaded, rules)
    print(report.message if report.ok else f"DIVERGED: {report.message}")
    return 0 if report.ok else 1
