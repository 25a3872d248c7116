"""The daily game's seed and streak (engine/core/daily.py): from the date alone."""

from datetime import date

import pytest

from engine import modes
from engine.core import daily
from engine.core.session import Session


def test_the_daily_seed_comes_from_the_date_alone_and_differs_by_day():
    assert daily.seed_for(date(2026, 11, 27)) == 20261127
    assert daily.seed_for(date(2026, 11, 28)) != daily.seed_for(date(2026, 11, 27))
    assert daily.options_for(date(2026, 1, 5)) == {"difficulty": 3, "daily": "2026-01-05"}


def test_every_game_accepts_the_daily_option_and_refuses_a_day_that_is_none():
    for mode in modes.MODES.values():
        rules = mode.rules()
        ok = Session.new(rules, rules.setup(20261127, **daily.options_for(date(2026, 11, 27))))
        assert ok.setup.options["daily"] == "2026-11-27"
        bad = rules.setup(1, daily="2026-13-40")
        if hasattr(rules, "setup_problem"):  # The Weavers and Space Swarm say which field
            assert "daily" in rules.setup_problem(bad)[0]
        else:
            with pytest.raises(ValueError, match="daily"):
                Session.new(rules, bad)


def test_the_streak_counts_days_won_in_a_row_up_to_today_or_yesterday():
    d = date(2026, 11, 27)
    won = {date(2026, 11, 25), date(2026, 11, 26)}
    assert daily.streak(won, d) == 2  # today still to play
    assert daily.streak(won | {d}, d) == 3
    assert daily.streak({date(2026, 11, 24)}, d) == 0  # a day missed ends it
    assert not daily.is_day("27/11/2026") and daily.is_day("2026-11-27")


@pytest.mark.parametrize(
    "value", [None, 20261127, ["2026-11-27"], "2026-11-7", "2026-11-277", "", "2026-02-30"]
)
def test_only_a_written_calendar_day_names_a_daily_game(value):
    assert daily.is_day(value) is False


def test_a_day_written_another_way_is_not_the_same_day():
    assert daily.is_day("2026-11-27") is True
    assert daily.is_day("20261127xx") is False  # ten characters, not a date
