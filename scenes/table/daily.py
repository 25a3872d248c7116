"""The daily game from the title (issue 30 item 6), for any game whose entry in scenes/games.py
names it as its `daily` piece: today's seed (engine/core/daily.py) at level 3; the first game
of the day is counted in the record (game.daily_record), replays are practice."""

from __future__ import annotations

from engine.core import daily
from game import daily_record


def start_today(app) -> None:
    """Start today's game of the game picked on the title, on its board."""
    from scenes import games

    mode = app.game_mode
    day = daily_record.today()
    counted, problem = daily_record.begin(mode, day)
    options = daily_record.options_of(mode, day, counted)
    if not counted:
        problem = problem or "Today's daily game was played: this one is practice."
    app.notice = problem
    games.start_game(app, mode, daily.seed_for(day), options)
