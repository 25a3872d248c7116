"""Arachnid's quick rules: every number on its pages from the game's data (the pages and the
title's Rules button for every game: tests/client/test_quick_rules.py)."""

import attrs

from engine.arachnid.content import default_content
from scenes.arachnid.quick_rules import pages


def test_the_numbers_on_the_pages_come_from_the_data():
    content = default_content()
    g = content.game
    text = " ".join(p.text for p in pages())
    assert f"Your store holds {g.food.store}" in text
    assert f"{g.food.feed_per_spider} food per spider" in text
    assert f"scores {g.scoring.per_web} points" in text
    assert f"each kept upgrade {g.scoring.per_upgrade}" in text
    # Changed data changes the words: the pages are filled, not written with the numbers.
    food = attrs.evolve(g.food, store=g.food.store + 4)
    changed = attrs.evolve(content, game=attrs.evolve(g, food=food))
    text = " ".join(p.text for p in pages(changed))
    assert f"Your store holds {g.food.store + 4}" in text
