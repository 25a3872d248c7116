"""Arachnid's rules as the game shows them (data/rulebook.toml, our own words), searchable by
rule ID or word. Tuned numbers [T] are placeholders ({store}) filled from the content, so the
rules a player reads always match the numbers the game plays with."""

from __future__ import annotations

import functools
from pathlib import Path

from engine.arachnid.content import Content, LevelDef, default_content
from engine.core.rulebook import RuleEntry, fill_numbers, load_entries, search_entries
from engine.core.words import plural

RULEBOOK = Path(__file__).parent / "data" / "rulebook.toml"


def _list(values) -> str:
    return ", ".join(str(v) for v in values)


def reach_words(hexes: int) -> str:
    """How far an ability reaches, in player words (the in-game rules and the board)."""
    return "beside or under it" if hexes <= 1 else f"within {hexes}"


def level_words(lv: LevelDef) -> str:
    """AD1: what a level changes for the rivals, from its data (the rules and New game)."""
    parts = [f"rivals start with {lv.food} food"]
    if lv.steps < 0:
        parts.append("their cards lose their last step")
    elif lv.steps > 0:
        side = "Claim cards repeat their" if lv.claim_only else "every card repeats its"
        parts.append(f"{side} first step")
    if lv.hunger:
        parts.append(
            f"Hunger +{lv.hunger} (each card a rival turns up costs it {lv.hunger} food more, "
            "or only the card's first step is played)"
        )
    dice = "no bolster dice" if not lv.bolster_cap else f"up to {lv.bolster_cap} bolster "
    parts.append(
        "they buy "
        + dice
        + ("" if not lv.bolster_cap else "die" if lv.bolster_cap == 1 else "dice")
    )
    if lv.soldier:
        parts.append("each has a Soldier from the start")
    return f"Level {lv.level} {lv.name}: " + ", ".join(parts) + "."


def numbers(content: Content) -> dict[str, object]:
    """The values a rule text may name, by placeholder: a count followed by its noun is
    filled with the noun ('1 hex', '3 hexes'), so the text never reads '1 hexes'."""
    g = content.game
    spiders = [p for p in g.scoring.spiders if p]
    return {
        "food_pool": g.pool.food,
        "bloodied_pool": g.pool.bloodied,
        "den_3": _list(g.den.stacks_3),
        "den_4": _list(g.den.stacks_4),
        "den_webs_3": plural(sum(g.den.stacks_3), "web"),
        "den_flies": _list(g.den.flies),
        "first_flies": g.den.flies[0],
        "second_flies": g.den.flies[1],
        "start_food": g.den.start_food,
        "store": g.food.store,
        "incubator": g.food.incubator,
        "max_spiders": plural(g.food.max_spiders, "spider"),
        "feed": g.food.feed_per_spider,
        "den_cost": g.food.den_action_cost,
        "round_limit": g.food.round_limit,
        "consume_upgrade": g.consume.upgrade,
        "consume_web": g.consume.web,
        "consume_spider": g.consume.spider,
        "attack_dice": _list(g.dice.attack),
        "defence_dice": _list(g.dice.defence),
        "bolster_dice": _list(g.dice.bolster),
        "event_track": plural(g.events.track, "space"),
        "spider_points": _list(spiders),
        "each_further": g.scoring.each_further,
        "per_web": g.scoring.per_web,
        "per_web_atop": g.scoring.per_web_atop,
        "drought_food": content.scenario(2).player_food,
        "per_upgrade": g.scoring.per_upgrade,
        "upgrade_points": plural(g.scoring.per_upgrade, "point"),
        "web_points": plural(g.scoring.per_web, "point"),
        "pounce_reach": reach_words(g.reach.pounce),
        "snare_reach": reach_words(g.reach.snare),
        "mind_reach": reach_words(g.reach.mind),
        "support_hexes": plural(g.reach.support, "hex"),
        "bite": g.food.bite,
        "weavers": plural(g.university.weaver, "Weaver"),
        "soldiers": plural(g.university.soldier, "Soldier"),
        "levels": " ".join(level_words(lv) for _, lv in sorted(content.levels.items())),
    }


@functools.cache
def _entries() -> tuple[RuleEntry, ...]:
    return load_entries(RULEBOOK)


def rulebook(content: Content | None = None) -> tuple[RuleEntry, ...]:
    """Every entry, its numbers filled from the content."""
    return fill_numbers(_entries(), numbers(content or default_content()), RULEBOOK.name)


def search(query: str, content: Content | None = None) -> list[RuleEntry]:
    """Entries whose ID starts with the query (A7 finds A7.1-A7.6), then those whose words
    contain it."""
    return search_entries(rulebook(content), query)
