"""Arachnid's rules as the game shows them (data/rulebook.toml, our own words, read with its
content), searchable by rule ID or keyword, for the rules viewer."""

from __future__ import annotations

from engine.arachnid.content import default_content
from engine.core.rulebook import RuleEntry, search_entries


def rulebook() -> tuple[RuleEntry, ...]:
    return default_content().rulebook.rules


def search(query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (A8 finds A8.1-A8.5) or whose words contain it."""
    return search_entries(rulebook(), query)
