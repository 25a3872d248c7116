"""Commands with out-of-range fields, for every game's rules: each must be refused with a reason
by `check`, never raise (a hex far off the board, a negative index, an unknown name). Built from
the game's own command registry, so a new command class is covered the day it is added."""

from __future__ import annotations

import typing
from collections.abc import Iterator
from typing import Any

import attrs

from engine.core.commands import Command

BAD_INTS = (-1, -7, 91, 1_000, 10**9, -(10**9))
BAD_STRS = ("", "nonsense", "x" * 60)


def _plain(cls: type) -> Command:
    """An instance with every required field zero or empty."""
    attrs.resolve_types(cls)
    kw = {}
    for f in attrs.fields(cls):
        if f.default is attrs.NOTHING:
            kw[f.name] = 0 if f.type is int else ""
    return cls(**kw)


def hostile(registry: Any, legal: list[Command]) -> Iterator[Command]:
    """For each command class: its legal commands (or a plain instance), with one field at a
    time set to each bad value of its type."""
    for name in registry.names():
        cls = registry.class_of(name)
        attrs.resolve_types(cls)
        bases = [c for c in legal if type(c) is cls][:3] or [_plain(cls)]
        for base in bases:
            for f in attrs.fields(cls):
                for v in _bad_values(f.type, getattr(base, f.name)):
                    yield attrs.evolve(base, **{f.name: v})


def _bad_values(kind: Any, now: Any) -> tuple:
    """Bad values for a field of this type: ints and strings out of range; a tuple of ints
    (a path) empty, or with one of its ends out of range."""
    if kind is int:
        return BAD_INTS
    if kind is str:
        return BAD_STRS
    if typing.get_origin(kind) is tuple and typing.get_args(kind)[:1] == (int,):
        seq = tuple(now) or (0,)
        out: list[tuple[int, ...]] = [()]
        for v in BAD_INTS:
            out += [(v,), (*seq[:-1], v), (v, *seq[1:])]
        return tuple(out)
    return ()


def refusals(rules: Any, state: Any) -> list[tuple[Command, Any]]:
    """Check every hostile command against `state`: returns (command, verdict) for each;
    raises if a check raises (the failure names the command)."""
    out = []
    for cmd in hostile(rules.commands, rules.legal_commands(state)):
        try:
            out.append((cmd, rules.check(state, cmd)))
        except Exception as exc:  # the finding: name the command that broke the check
            raise AssertionError(f"check raised {type(exc).__name__} for {cmd!r}: {exc}") from exc
    return out
