"""Space Swarm's rules as the game shows them (data/rulebook.toml, our own words), searchable
by rule ID or keyword, for the rules viewer."""

from __future__ import annotations

import functools
from pathlib import Path

import attrs

from engine.core import content as loader

RULEBOOK = Path(__file__).parent / "data" / "rulebook.toml"


@attrs.frozen
class RuleEntry:
    id: str
    title: str
    text: str


@attrs.frozen
class RuleFile:
    rules: tuple[RuleEntry, ...]


@functools.cache
def rulebook() -> tuple[RuleEntry, ...]:
    return loader.load(RULEBOOK, RuleFile).rules


def search(query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (S7 finds S7.1-S7.5) or whose words contain it."""
    entries = rulebook()
    q = query.strip().lower()
    if not q:
        return list(entries)
    by_id = [r for r in entries if r.id.lower().startswith(q)]
    words = [r for r in entries if r not in by_id and (q in r.title.lower() or q in r.text.lower())]
    return by_id + words
