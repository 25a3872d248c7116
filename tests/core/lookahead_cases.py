"""Finding positions of a kind for the look-ahead's tests: the heuristic player plays seeded
games and every matching command is previewed until one shows what is wanted. Found, not
built by hand, so a balance change moves the position without breaking the test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import modes
from engine.core import lookahead
from engine.core.commands import Command
from engine.core.session import Session


def find(
    mode: str,
    which: Callable[[Command], bool],
    wanted: Callable[[lookahead.Preview], bool],
    seeds: range = range(40),
) -> tuple[Any, Any, lookahead.Preview]:
    """(rules, state, preview) of the first command `which` accepts whose preview is
    `wanted`, in games of the heuristic player (level 3) from these seeds."""
    m = modes.get(mode)
    rules = m.rules()
    for seed in seeds:
        session = Session.new(rules, rules.setup(seed))
        bot = m.simulate().SIMULATION.bots("heuristic", seed)
        while not session.state.over:
            for cmd in rules.legal_commands(session.state):
                if which(cmd):
                    seen = lookahead.preview(rules, session.state, cmd)
                    if wanted(seen):
                        return rules, session.state, seen
            assert session.submit(bot.choose(rules, session.state)).ok
    raise AssertionError(f"no such position in {mode} games of seeds {seeds}")
