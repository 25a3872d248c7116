"""Space Swarm's rules as the game shows them (data/rulebook.toml, our own words), searchable
by rule ID or keyword, for the rules viewer."""

from __future__ import annotations

import functools
from pathlib import Path

from engine.core.rulebook import RuleEntry, load_entries, search_entries

RULEBOOK = Path(__file__).parent / "data" / "rulebook.toml"


@functools.cache
def rulebook() -> tuple[RuleEntry, ...]:
    return load_entries(RULEBOOK)


def search(query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (S7 finds S7.1-S7.5) or whose words contain it."""
    return search_entries(rulebook(), query)
