"""Space Swarm's rules as the game shows them (data/rulebook.toml, our own words), searchable
by rule ID or keyword, for the rules viewer."""

from __future__ import annotations

import functools
from fractions import Fraction
from pathlib import Path

from engine.core.rulebook import RuleEntry, fill_numbers, load_entries, search_entries
from engine.core.words import plural
from engine.swarm.content import LevelDef, default_content

RULEBOOK = Path(__file__).parent / "data" / "rulebook.toml"


def level_words(lv: LevelDef) -> str:
    """SD1: what a level changes for the rivals, from its data: the rules and New game say
    the same words."""
    odds = Fraction(lv.strike_ratio).limit_denominator(10)
    parts = [
        f"rivals start with {plural(lv.fleets, 'fleet')}",
        f"attack at odds of {odds.numerator} to {odds.denominator} or better",
    ]
    if not lv.cards_as_events:
        parts.append("never play cards as events")
    if lv.bonus:
        names = [a.capitalize() for a in lv.bonus]
        same = len(set(lv.bonus.values())) == 1
        if same:
            joined = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
            parts.append(f"get {joined} +{next(iter(lv.bonus.values()))}")
        else:
            parts.append("get " + ", ".join(f"{a.capitalize()} +{v}" for a, v in lv.bonus.items()))
    said = ", ".join(parts[:-1]) + " and " + parts[-1]
    return f"Level {lv.level} {lv.name}: {said}."


@functools.cache
def rulebook() -> tuple[RuleEntry, ...]:
    content = default_content()
    levels = " ".join(level_words(content.levels[n]) for n in sorted(content.levels))
    return fill_numbers(load_entries(RULEBOOK), {"levels": levels}, RULEBOOK.name)


def search(query: str) -> list[RuleEntry]:
    """Entries whose ID starts with the query (S7 finds S7.1-S7.5) or whose words contain it."""
    return search_entries(rulebook(), query)
