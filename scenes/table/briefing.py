"""What a game that is more than a free game says it is (issue 36): a scenario its name, rules
and goal, the daily game its day. A short label for the board's top bar, and a briefing over
the board when such a game starts, for a person at the window (never a scripted run)."""

from __future__ import annotations

from typing import Any

from engine.core import daily


def _scenario(setup: Any) -> tuple[str, str] | None:
    """(name, rules and goal) of the setup's scenario, from its game's `saved` module."""
    from scenes import games

    if not setup.options.get("scenario"):
        return None
    module = games.saved_module(games.modes_name(setup))
    said = getattr(module, "scenario_words", None)
    return said(setup) if said is not None else None


def label(setup: Any) -> str:
    """'Drought' or 'Daily game, 28 November' (both when a day's game were a scenario); ''
    for a free game."""
    parts = []
    day = setup.options.get("daily", "")
    if daily.is_day(day):
        parts.append(daily.words(day))
    scenario = _scenario(setup)
    if scenario:
        parts.append(scenario[0])
    return ", ".join(parts)


def briefing(setup: Any) -> tuple[str, str] | None:
    """(title, words) of the briefing this game starts with, or None."""
    scenario = _scenario(setup)
    if scenario:
        return scenario
    day = setup.options.get("daily", "")
    if daily.is_day(day):
        return (
            daily.words(day),
            f"Today's game, the same for every player, at level {daily.LEVEL}. The first "
            "game of the day counts in your record and your streak; playing it again is "
            "practice.",
        )
    return None


def brief(app: Any, board: Any) -> None:
    """The briefing over a board just started, for a person at the window."""
    from scenes.board_kit.confirm import ConfirmScene

    said = briefing(board.session.setup)
    if said is None or not app.first_time_offers:
        return
    app.scenes.push(ConfirmScene(app, said[0], said[1], [], cancel="Start", click_through=True))
