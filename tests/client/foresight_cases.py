"""Positions for the "before the click" scene tests, found as tests/core/lookahead_cases.py
finds them (seeded heuristic games, every matching command previewed), returned as a session
a board can be opened on."""

from __future__ import annotations

from collections.abc import Callable

from engine import modes
from engine.core import lookahead
from engine.core.commands import Command
from engine.core.session import Session


def find_session(
    mode: str,
    which: Callable[[Session, Command], bool],
    wanted: Callable[[lookahead.Preview], bool],
    seeds: range = range(40),
) -> tuple[Session, Command]:
    """A fresh session at the first position where a command `which` accepts previews as
    `wanted`, and that command."""
    m = modes.get(mode)
    rules = m.rules()
    for seed in seeds:
        session = Session.new(rules, rules.setup(seed))
        bot = m.simulate().SIMULATION.bots("heuristic", seed)
        while not session.state.over:
            for cmd in rules.legal_commands(session.state):
                if which(session, cmd) and wanted(lookahead.preview(rules, session.state, cmd)):
                    return Session.replay(rules, session.setup, session.commands), cmd
            assert session.submit(bot.choose(rules, session.state)).ok
    raise AssertionError(f"no such position in {mode} games of seeds {seeds}")


def fresh(session: Session) -> Session:
    """The same position anew (each test changes its own)."""
    return Session.replay(session.rules, session.setup, session.commands)
