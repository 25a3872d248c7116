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


def test_the_pages_explain_the_round_the_draft_hatching_upgrades_and_spent_dice():
    # Issue 36: none of these were said on any page.
    text = " ".join(p.text for p in pages())
    for said in (
        "drafts one ability for its Beta",  # the draft
        "1. Event",  # the order of a round
        "2. Den phase",
        "3. Turns",
        "4. Clean-up",
        "you choose its card, a Weaver that spins or a Soldier",  # the hatch choice
        "when one kind is gone you get the other",
        "earns an upgrade",  # upgrades
        "takes a trophy instead",
        "stay spent",  # spent dice
        "until you Refresh that spider",
    ):
        assert said in text, said


def _words_drawn(picture, size=(900, 560)):
    import pygame

    from game import draw
    from game.layout_record import Recorder

    surface = pygame.Surface(size)
    draw.recorder = Recorder()
    try:
        picture(surface, surface.get_rect(), 1.0)
        return [d.what for d in draw.recorder.items if d.kind == "text"]
    finally:
        draw.recorder = None


def test_the_den_picture_counts_the_empty_spaces_it_shows_not_their_flies(app):
    from scenes.arachnid import quick_rules_pictures as qp

    g = default_content().game
    words = _words_drawn(qp.den_picture)
    den = list(g.den.stacks_3)
    den[1] = 0
    empty = sum(1 for n in den if n == 0)
    flies = sum(f for f, n in zip(g.den.flies, den, strict=True) if n == 0)
    assert f"{empty} spaces empty:" in words and f"+{flies} food at" in words


def test_the_spin_picture_numbers_the_hexes_its_caption_names(app, monkeypatch):
    from scenes.arachnid import quick_rules_pictures as qp

    asked = []
    real = qp.web_crop

    def crop(st, key, hexes, size, numbers=False):
        asked.append((key, numbers))
        return real(st, key, hexes, size, numbers)

    monkeypatch.setattr(qp, "web_crop", crop)
    words = _words_drawn(qp.spin_picture)
    assert any("7" in w and "38" in w for w in words)  # the caption names hexes 7 and 38
    assert asked and all(numbers for _, numbers in asked)  # so the hexes show their numbers
