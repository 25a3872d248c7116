"""The daily game in the player's record (issue 30 item 6): starting the day's daily counts
the attempt (PlayerRecord.daily), its end sets the result once, and replays are practice; the
Statistics tab shows today's result and the streak of days won. Nothing here imports pygame.
"""

from __future__ import annotations

from datetime import date
from typing import Any

from engine import modes
from engine.core import daily
from engine.core.session import Session
from game import player_record
from game.player_record import DailyEntry, PlayerRecord


def today() -> date:
    return date.today()


def entry(record: PlayerRecord, mode: str, day: date) -> DailyEntry | None:
    key = day.isoformat()
    return next((d for d in record.daily if d.mode == mode and d.day == key), None)


def begin(mode: str, day: date) -> tuple[bool, str]:
    """The day's daily game of `mode` is being started: True when this is the counted attempt
    (the first of the day; it is written in the record now), False for practice; and a
    problem with the record file in plain words ('' when none)."""
    loaded = player_record.load()
    record = loaded.record
    if entry(record, mode, day) is not None:
        return False, ""
    record.daily.append(DailyEntry(mode, day.isoformat()))
    problem = player_record.save(record) if loaded.writable else loaded.problem
    return True, problem


def options_of(mode: str, day: date, counted: bool) -> dict[str, Any]:
    """The setup options of the day's game: the counted attempt records its day."""
    return daily.options_for(day) if counted else {"difficulty": daily.LEVEL}


def day_of(session: Session[Any]) -> date | None:
    """The day a session is the counted daily game of, or None."""
    value = session.setup.options.get("daily")
    if not daily.is_day(value):
        return None
    day = date.fromisoformat(value)
    return day if session.setup.seed == daily.seed_for(day) else None


def note_game(session: Session[Any]) -> str:
    """At game end: the counted daily game's result, once; the words for Game over ('' for
    any other game). Never raises."""
    try:
        day = day_of(session)
        st = session.state
        if day is None or not getattr(st, "over", False) or st.result not in ("won", "lost"):
            return ""
        mode = modes.for_game(session.rules.name).name
        loaded = player_record.load()
        record = loaded.record
        found = entry(record, mode, day)
        if found is None or found.result:
            return ""
        record.daily[record.daily.index(found)] = DailyEntry(mode, found.day, st.result)
        problem = player_record.save(record) if loaded.writable else loaded.problem
        words = f"Daily game of {day.isoformat()}: {'won' if st.result == 'won' else 'lost'}."
        words += f" Daily streak: {streak(record, mode, today())}."
        return f"{words} {problem}".strip()
    except Exception as exc:  # a bug here must not take the result screen with it
        return f"The daily game could not be recorded ({type(exc).__name__}: {exc})."


def streak(record: PlayerRecord, mode: str, day: date) -> int:
    won = {date.fromisoformat(d.day) for d in record.daily if d.mode == mode and d.won}
    return daily.streak(won, day)


def row(record: PlayerRecord, mode: str, day: date) -> tuple[str, str]:
    """The Statistics tab's line: today's daily game, and the streak of days won."""
    found = entry(record, mode, day)
    words = {None: "not played yet", "": "under way", "won": "won", "lost": "lost"}
    now = words[found.result if found else None]
    return ("Daily game today", f"{now}, streak {streak(record, mode, day)}")
