"""The in-game rules reference (our own words), searchable by rule ID or keyword.

Texts name tunable numbers [T] as placeholders ({settle_cubes}) filled from the content, so
the rules a player reads always match the numbers the game plays with.
"""

from __future__ import annotations

import functools
from pathlib import Path

from engine.core.rulebook import RuleEntry, fill_numbers, load_entries, search_entries
from engine.galaxy.content import Content, default_content
from engine.galaxy.describe import plural
from engine.galaxy.scenarios import goal_text, special_rules

RULEBOOK = Path(__file__).parent / "data" / "rulebook.toml"


@functools.cache
def _entries() -> tuple[RuleEntry, ...]:
    return load_entries(RULEBOOK)


def _span(values: list[int]) -> str:
    lo, hi = min(values), max(values)
    return str(lo) if lo == hi else f"{lo} to {hi}"


def level_words(content: Content, level: int) -> str:
    """D1: a level as the rules and the New game screen both say it."""
    lv = content.level(level)
    return f"Level {level} {lv.name}: {lv.blurb}"


def numbers(content: Content) -> dict[str, object]:
    """The values a rule text may name, by placeholder."""
    tun = content.tunables
    slots = [len(c.slots) for c in content.cards.values()]
    scenario_texts: dict[str, object] = {}
    for n, scen in content.scenarios.items():  # D2: each scenario's rules and goal, from data
        scenario_texts[f"scenario_{n}"] = " ".join(special_rules(scen))
        goal = goal_text(scen) or "None besides the usual win."
        scenario_texts[f"goal_{n}"] = "Goal: " + goal[0].lower() + goal[1:]
    return {
        **scenario_texts,
        "levels": " ".join(level_words(content, n) for n in sorted(content.levels)),
        "bases": tun.bases,
        "black_holes": tun.black_holes,
        "draw_cubes": plural(tun.draw, "cube"),
        "max_unfinished": tun.max_unfinished,
        "settle_cubes": plural(tun.settle_bonus, "cube"),
        "guarded_cubes": plural(tun.guarded_extra_slots, "more cube"),
        "supremacy_goal": tun.supremacy_goal,
        "deck_size": tun.deck_size,
        "standstill_turns": tun.standstill_turns,
        "reserve_colour": _span([v for k, v in tun.reserve.items() if k != "black"]),
        "reserve_black": tun.reserve["black"],
        "bag_colour": _span(list(tun.bag_start.values())),
        "card_slots": _span(slots),
    }


def rulebook(content: Content | None = None) -> tuple[RuleEntry, ...]:
    """Every entry, its numbers filled from the content (a placeholder the content does not
    know is a content error naming the entry)."""
    return fill_numbers(_entries(), numbers(content or default_content()), RULEBOOK.name)


def search(query: str, content: Content | None = None) -> list[RuleEntry]:
    """Entries whose ID starts with the query (C4 finds C4.1-C4.4) or whose words contain it."""
    return search_entries(rulebook(content), query)
