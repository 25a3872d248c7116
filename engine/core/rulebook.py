"""A game's in-game rules reference (our own words, data/rulebook.toml of each game): its
entries, read from the file, and the search the rules viewer uses (by rule ID or word)."""

from __future__ import annotations

from pathlib import Path

import attrs

from engine.core import content as loader


@attrs.frozen
class RuleEntry:
    id: str
    title: str
    text: str


@attrs.frozen
class RuleFile:
    rules: tuple[RuleEntry, ...]


def load_entries(path: Path) -> tuple[RuleEntry, ...]:
    """The entries of a rulebook file, checked like any content file."""
    return loader.load(path, RuleFile).rules


def search_entries(entries: tuple[RuleEntry, ...], query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (C4 finds C4.1-C4.4), then those whose words
    contain it; every entry for an empty query."""
    q = query.strip().lower()
    if not q:
        return list(entries)
    by_id = [r for r in entries if r.id.lower().startswith(q)]
    words = [r for r in entries if r not in by_id and (q in r.title.lower() or q in r.text.lower())]
    return by_id + words
