"""Commands, events and verdicts: the vocabulary between a game's rules and everything else.

A game defines one attrs class per player intent (a Command) and one per thing that happened
(an Event, tagged with the rule ID that caused it). `check` answers a Verdict: ok, or a refusal
with a plain-words reason and a rule ID. Tagged registries give each class a stable name, so
commands can be written into a game record and read back.
"""

from __future__ import annotations

from typing import Any, Generic, TypeVar

import attrs


@attrs.frozen
class Command:
    """Base of every player command. Subclasses are frozen attrs classes with plain fields."""


@attrs.frozen
class Event:
    """Base of every event. `rule` names the rule ID that caused it (e.g. "W2.3")."""


@attrs.frozen
class Verdict:
    ok: bool
    reason: str = ""
    rule: str = ""

    def __bool__(self) -> bool:
        return self.ok

    def __str__(self) -> str:
        if self.ok:
            return "ok"
        return f"{self.reason} ({self.rule})" if self.rule else self.reason


OK = Verdict(True)


def refuse(rule: str, reason: str) -> Verdict:
    return Verdict(False, reason, rule)


class Refused(Exception):
    """Raised when a refused command is forced through an API that cannot return a Verdict."""

    def __init__(self, verdict: Verdict) -> None:
        super().__init__(str(verdict))
        self.verdict = verdict


C = TypeVar("C")


class TypeRegistry(Generic[C]):
    """Stable names for a family of attrs classes, so they serialise as {"type": name, ...}."""

    def __init__(self, family: str) -> None:
        self.family = family
        self._by_name: dict[str, type[C]] = {}
        self._by_class: dict[type[C], str] = {}

    def register(self, name: str):
        def deco(cls: type[C]) -> type[C]:
            if name in self._by_name:
                raise ValueError(f"{self.family} name {name!r} registered twice")
            self._by_name[name] = cls
            self._by_class[cls] = name
            return cls

        return deco

    def name_of(self, obj: C | type[C]) -> str:
        cls = obj if isinstance(obj, type) else type(obj)
        try:
            return self._by_class[cls]
        except KeyError:
            raise KeyError(f"{cls.__name__} is not a registered {self.family}") from None

    def class_of(self, name: str) -> type[C]:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"unknown {self.family} type {name!r}") from None

    def names(self) -> list[str]:
        return sorted(self._by_name)

    def unstructure(self, obj: C, converter: Any) -> dict[str, Any]:
        data = converter.unstructure(obj)
        return {"type": self.name_of(obj), **data}

    def structure(self, data: Any, converter: Any) -> C:
        if not isinstance(data, dict):
            raise ValueError(f"a {self.family} must be an object, not {type(data).__name__}")
        if "type" not in data:
            raise ValueError(f"a {self.family} needs a 'type' field")
        cls = self.class_of(data["type"])
        rest = {k: v for k, v in data.items() if k != "type"}
        return converter.structure(rest, cls)
