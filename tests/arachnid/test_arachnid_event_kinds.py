"""Seeded random games show every kind of event the rules can log (the headless contract's
`events` counts, AX2), with no error: a kind never seen is a rule never exercised."""

from collections import Counter

from engine.arachnid import events
from engine.arachnid.simulate import play_game
from engine.core.simulate import snake_case
from tests.arachnid.helpers import RULES


def test_forty_random_games_log_every_event_kind():
    kinds = {
        snake_case(name)
        for name, cls in vars(events).items()
        if isinstance(cls, type) and issubclass(cls, events.Logged) and cls is not events.Logged
    }
    seen: Counter = Counter()
    for i in range(40):
        res, _ = play_game(RULES, i, 13, "random", {"rivals": 2 + i % 2, "difficulty": 3})
        assert res.result in ("won", "lost"), res.error
        seen.update(res.events)
    assert sorted(kinds - set(seen)) == []
    assert len(kinds) == 34
