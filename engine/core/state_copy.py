"""A deep copy of a game state, several times faster than `copy.deepcopy`.

A look-ahead copies the state before every play-out, and Undo copies it too. The states of
every game are attrs records, lists, dicts, tuples and plain values; `copy.deepcopy` spends
most of its time on its generic protocol (`__reduce_ex__`, `__getstate__`, the memo) for each
of them. Here each attrs class gets a copier written out once from its fields, a list or dict
of plain values is copied in one go, and what cannot change (numbers, strings, None) is
shared. Anything else falls back to `copy.deepcopy`.

The copy equals the original and shares none of its mutable parts, except the objects named
in `shared` (an immutable galaxy) and frozen records holding only values that cannot change.
It keeps no memo: an object referred to twice in the state would be copied twice. No game
relies on such sharing, since a save and its load (JSON) would lose it too;
tests/core/test_state_copy.py checks every game's states.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from fractions import Fraction
from typing import Any, TypeVar

import attrs

T = TypeVar("T")
Shared = frozenset[int]  # the ids of objects the copy shares

# Values a copy may share: they cannot change.
_ATOMIC: frozenset[type] = frozenset({int, str, float, bool, type(None), bytes, complex, Fraction})
_LIST = {list}


def deep_copy(obj: T, shared: Iterable[object] = ()) -> T:
    """A deep copy of `obj` that shares the objects in `shared` (an immutable galaxy...)."""
    return _copy(obj, frozenset(id(s) for s in shared))


def _copy(obj: Any, shared: Shared) -> Any:
    cls = type(obj)
    if cls in _ATOMIC:
        return obj
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier_for(cls)
    return copier(obj, shared)


def _copy_list(obj: list[Any], shared: Shared) -> list[Any]:
    kinds = set(map(type, obj))  # in C, no Python loop
    if kinds <= _ATOMIC:  # plain values only
        return obj[:]
    if kinds == _LIST:  # a list of lists (of fleets, of web stacks...)
        return [_copy_list(x, shared) for x in obj]
    atomic = _ATOMIC
    return [x if type(x) in atomic else _copy(x, shared) for x in obj]


def _copy_dict(obj: dict[Any, Any], shared: Shared) -> dict[Any, Any]:
    atomic = _ATOMIC
    if atomic.issuperset(map(type, obj.values())) and atomic.issuperset(map(type, obj)):
        return obj.copy()
    return {
        (k if type(k) in atomic else _copy(k, shared)): (
            v if type(v) in atomic else _copy(v, shared)
        )
        for k, v in obj.items()
    }


def _copy_tuple(obj: tuple[Any, ...], shared: Shared) -> tuple[Any, ...]:
    if _ATOMIC.issuperset(map(type, obj)):
        return obj  # as copy.deepcopy: a tuple of plain values is shared
    items = [_copy(x, shared) for x in obj]
    # As copy.deepcopy: a tuple of what is shared anyway (frozen records) is shared itself.
    return obj if all(a is b for a, b in zip(items, obj, strict=True)) else tuple(items)


def _deepcopy(obj: Any, shared: Shared) -> Any:
    return obj if id(obj) in shared else copy.deepcopy(obj)


def _copier_for(cls: type) -> Callable[[Any, Shared], Any]:
    """The copier of one class: for a plain slotted attrs class, a function written out from
    its fields (one line each, no loop: this is the hot path of a play-out's copy)."""
    if not attrs.has(cls) or _custom_copy(cls) or not hasattr(cls, "__slots__"):
        return _deepcopy
    names = [f.name for f in attrs.fields(cls)]
    value = "v if type(v) in atomic else deep(v, shared)"
    head = ["def copy_record(obj, shared):", "    if id(obj) in shared:", "        return obj"]
    if getattr(cls, "__setattr__", None) is object.__setattr__:
        lines = [*head, "    out = new(cls)"]
        for name in names:
            lines += [f"    v = obj.{name}", f"    out.{name} = {value}"]
    else:
        # A frozen record: when every field copies to itself (numbers, strings, tuples of
        # them: a board's terrain) it cannot change, and is shared as a tuple would be.
        lines = [*head, "    if known.get(id(obj)) is obj:", "        return obj"]
        lines += ["    same = True", "    values = []"]
        for name in names:
            lines += [
                f"    v = obj.{name}",
                f"    c = {value}",
                "    same = same and c is v",
                "    values.append(c)",
            ]
        lines += ["    if same:", "        remember(obj)", "        return obj"]
        lines.append("    out = new(cls)")
        lines += [f"    put(out, {n!r}, values[{k}])" for k, n in enumerate(names)]
    lines.append("    return out")
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls, "atomic": _ATOMIC, "deep": _copy}
    scope.update(put=object.__setattr__, known=_IMMUTABLE, remember=_remember)
    exec("\n".join(lines), scope)  # field names from attrs.fields: identifiers only
    return scope["copy_record"]


# Frozen records found to hold nothing that can change (a galaxy: its systems, routes and
# planets), by id; each entry keeps its record, so an id is never a later object's. A state
# copy meets the same galaxy every time: it is then shared without a walk through it.
_IMMUTABLE: dict[int, object] = {}


def _remember(obj: object) -> None:
    if len(_IMMUTABLE) >= 4096:
        _IMMUTABLE.clear()
    _IMMUTABLE[id(obj)] = obj


def _custom_copy(cls: type) -> bool:
    """Whether the class copies itself its own way, which the copy must respect. (The
    __getstate__/__setstate__ pair attrs gives a slotted class reads and writes only its
    fields: copying field by field is the same.)"""
    return (
        hasattr(cls, "__deepcopy__")
        or getattr(cls, "__reduce_ex__", None) is not object.__reduce_ex__
        or getattr(cls, "__reduce__", None) is not object.__reduce__
    )


_COPIERS: dict[type, Callable[[Any, Shared], Any]] = {
    list: _copy_list,
    dict: _copy_dict,
    tuple: _copy_tuple,
}
