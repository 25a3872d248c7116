"""Arachnid's quick rules: pictured pages reached from the title with Arachnid picked, every
number on them from the game's data, then the game's own rule reference."""

import attrs
import pygame

from engine.arachnid.content import default_content
from scenes.arachnid.quick_rules import ArachnidQuickRules, pages
from scenes.arachnid.quick_rules_pictures import PICTURES
from scenes.rules import RulesScene
from tests.client.player import click, click_button, frame, press


def _pick_arachnid(app) -> None:
    """Pick Arachnid on the title by clicking its card."""
    frame(app)
    rect = next(r for r, e in app.scenes.top.picker.rects if e.mode == "arachnid")
    click(app, rect.center)
    assert app.game_mode == "arachnid"


def test_every_page_has_words_and_a_picture_that_draws_something(app):
    shown = pages()
    assert [p.picture for p in shown] == [
        "den",
        "card",
        "spin",
        "battle",
        "critters",
        "feed",
        "score",
    ]
    for page in shown:
        assert page.title and len(page.text) > 120 and "{" not in page.text
        surface = pygame.Surface((640, 480))
        surface.fill((0, 0, 0))
        PICTURES[page.picture](surface, pygame.Rect(10, 10, 620, 460), 1.0)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 640, 7) for y in range(0, 480, 7)}
        assert len(colours) > 12, f"the {page.picture} picture is nearly empty"


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


def test_the_title_rules_with_arachnid_picked_turn_the_pages_then_open_its_reference(app):
    from scenes import games

    _pick_arachnid(app)
    click_button(app, "Rules")
    scene = app.scenes.top
    assert isinstance(scene, ArachnidQuickRules) and scene.page == 0
    frame(app)
    assert not scene.prev.enabled
    for n in range(1, len(scene.pages)):
        click_button(app, "Next")
        assert scene.page == n
    press(app, pygame.K_LEFT)
    assert scene.page == len(scene.pages) - 2
    press(app, pygame.K_RIGHT)
    click_button(app, "Rule reference")
    reference = app.scenes.top
    assert isinstance(reference, RulesScene)
    assert reference.search_fn("spider") == games.get("arachnid").open("rulebook", "spider")
    frame(app)
    click(app, reference.back.rect.center)
    assert app.scenes.top.__class__.__name__ == "TitleScene"
