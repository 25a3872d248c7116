"""The daily game (issue 30 item 6): one game a calendar day for every player, the same on
every machine because its seed comes from the date alone (no network, no clock but the date),
played at level 3. The first game started from the day's daily counts; replays of it are
practice. Nothing here imports pygame or any one game's engine.
"""

from __future__ import annotations

from datetime import date, timedelta
from typing import TypeGuard

LEVEL = 3


def seed_for(day: date) -> int:
    """The day's seed: its date as a number (2026-11-27 -> 20261127), for every game."""
    return day.year * 10_000 + day.month * 100 + day.day


def options_for(day: date) -> dict[str, object]:
    """The setup options of the day's counted game (the game records its day)."""
    return {"difficulty": LEVEL, "daily": day.isoformat()}


def words(day: str) -> str:
    """How the game of a day is named to the player: 'Daily game, 28 November'."""
    when = date.fromisoformat(day)
    return f"Daily game, {when.day} {when.strftime('%B')}"


def is_day(value: object) -> TypeGuard[str]:
    """Whether a setup option names a day (YYYY-MM-DD)."""
    if not isinstance(value, str) or len(value) != 10:
        return False
    try:
        return date.fromisoformat(value).isoformat() == value
    except ValueError:
        return False


def streak(won_days: set[date], today: date) -> int:
    """Days in a row, up to today (or yesterday, while today's is still to play), whose daily
    game was won."""
    day = today if today in won_days else today - timedelta(days=1)
    n = 0
    while day in won_days:
        n += 1
        day -= timedelta(days=1)
    return n
