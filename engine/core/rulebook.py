"""A game's in-game rules reference (our own words, data/rulebook.toml of each game): its
entries, read from the file, and the search the rules viewer uses (by rule ID or word)."""

from __future__ import annotations

import string
from collections.abc import Mapping
from pathlib import Path

import attrs

from engine.core import content as loader
from engine.core.content import ContentError


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


def fill_numbers(
    entries: tuple[RuleEntry, ...], values: Mapping[str, object], file: str
) -> tuple[RuleEntry, ...]:
    """Each entry with its placeholders ({store}) filled from the content's numbers, so the
    rules a player reads match the numbers the game plays with. A placeholder the content
    does not know is a content error naming the file and entry."""
    out = []
    for i, entry in enumerate(entries):
        for _, name, _, _ in string.Formatter().parse(entry.text):
            if name is not None and name not in values:
                raise ContentError(file, f"rules[{i}].text", f"unknown number {{{name}}}")
        out.append(attrs.evolve(entry, text=entry.text.format_map(values)))
    return tuple(out)


def search_entries(entries: tuple[RuleEntry, ...], query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (C4 finds C4.1-C4.4), then those whose words
    contain it; every entry for an empty query."""
    q = query.strip().lower()
    if not q:
        return list(entries)
    by_id = [r for r in entries if r.id.lower().startswith(q)]
    words = [r for r in entries if r not in by_id and (q in r.title.lower() or q in r.text.lower())]
    return by_id + words
