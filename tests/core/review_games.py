"""Finished games of every game, played by its heuristic player, for the chances and review
tests (engine/core/chances.py, engine/core/review.py)."""

from __future__ import annotations

import functools
from typing import Any

from engine import modes
from engine.core.record import dumps
from engine.core.session import Session, snapshot

MODES = ("galaxy", "swarm", "arachnid")
OPTIONS: dict[str, dict[str, Any]] = {
    "galaxy": {"difficulty": 3},
    "swarm": {"difficulty": 3, "rivals": 1},
    "arachnid": {},
}


@functools.cache
def _played(mode_name: str, seed: int) -> Session:
    mode = modes.get(mode_name)
    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    session = Session.new(rules, rules.setup(seed, **OPTIONS[mode_name]))
    bot = sim.bots("heuristic", seed)
    while not sim.over(session.state, None):
        assert session.submit(bot.choose(rules, session.state)).ok
    return session


def played(mode_name: str, seed: int = 11) -> Session:
    """A whole game played by the heuristic player (made once per test run)."""
    return _played(mode_name, seed)


def save_text(mode_name: str, seed: int = 11) -> str:
    return dumps(played(mode_name, seed), {})


def late_position(mode_name: str, back: int = 6, seed: int = 11) -> Any:
    """The position `back` commands before the end of a finished game: a play-out from it is
    short, so tests can run many."""
    session = played(mode_name, seed)
    rules = session.rules
    replayed = Session.new(rules, session.setup)
    for cmd in session.commands[: max(0, len(session.commands) - back)]:
        assert replayed.submit(cmd).ok
    return snapshot(replayed.state)
