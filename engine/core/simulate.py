"""What every game's headless simulation shares: per-game seeds, event names for statistics,
the loop that lets a bot play a session to its end, and writing records.

Each game's own `simulate` module adds its setup, its invariants and its summary keys.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

from engine.core import record
from engine.core.bots import Bot
from engine.core.session import Outcome, Session

MAX_GAMES = 1_000_000  # beyond this a run is a typo, not a plan


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game `index` of a run: spread out, and the same for the same run seed."""
    return (run_seed * 1_000_003 + index * 7_919) & 0xFFFFFFFF


def snake_case(name: str) -> str:
    """CubesDrawn -> cubes_drawn: the statistics name of an event class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def play_out(
    session: Session[Any],
    bot: Bot,
    over: Callable[[Any], bool],
    after: Callable[[Outcome], None] | None = None,
    max_commands: int = 1_000_000,
) -> int:
    """Let `bot` play until `over(state)`; call `after` with each outcome. A legal command the
    rules then refuse is a bug, raised. Returns the number of commands played."""
    n = 0
    while not over(session.state):
        if n >= max_commands:
            raise RuntimeError(f"the game did not end within {max_commands} commands")
        outcome = session.submit(bot.choose(session.rules, session.state))
        if not outcome.ok:
            raise RuntimeError(f"the bot's legal command was refused: {outcome.verdict}")
        n += 1
        if after is not None:
            after(outcome)
    return n


def write_record(
    directory: Path, name: str, session: Session[Any], meta: dict[str, Any], tool: str
) -> None:
    """Write one game's record (a save) for `replay --verify`; a failed write ends the run."""
    path = directory / name
    try:
        record.save_file(path, session, meta)
    except OSError as exc:  # the disk filled or the folder went away mid-run
        raise SystemExit(f"{tool}: could not write {path}: {exc.strerror or exc}") from None
