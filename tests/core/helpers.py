"""Helpers shared by the save tests and the games' simulate tests."""

from __future__ import annotations

import json
from pathlib import Path

from engine.core.serial import digest


def reseal(doc: dict) -> str:
    """Re-sign an edited document, so a test reaches the checks behind the checksum."""
    doc = {k: v for k, v in doc.items() if k != "checksum"}
    doc["checksum"] = digest(doc)
    return json.dumps(doc)


# What every game's `weavers simulate --json` summary holds (the shared runner's part).
SIMULATE_KEYS = (
    "mode games bot rivals difficulty scenario wins losses errors win_rate rounds_mean "
    "rounds_median events games_per_second seconds error_messages"
).split()


def simulated(capsys, mode: str, records: Path) -> dict:
    """`weavers simulate` of three random-bot games of `mode` (seed 2), its records kept in
    `records`: the summary it prints with --json, which holds every shared key and no error;
    each record replays to the same end."""
    from weavers.cli import main

    args = ["simulate", "--mode", mode, "--games", "3", "--seed", "2", "--json"]
    assert main([*args, "--bot", "random", "--record", str(records)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert [k for k in SIMULATE_KEYS if k not in out] == [] and out["errors"] == 0
    files = sorted(records.glob("*.json"))
    assert len(files) == 3
    assert main(["replay", str(files[0]), "--verify"]) == 0
    assert capsys.readouterr().out.startswith("OK")
    return out


def save_without_clock(session) -> dict:
    """The save a session would write, less the moment it was written (meta.saved_at), so two
    saves of the same game compare equal whatever second they were made in."""
    import json

    from engine.core import record

    doc = json.loads(record.dumps(session))
    doc.get("meta", {}).pop("saved_at", None)
    return doc
