"""The quick rules: pictured pages before the full rule reference, reached from the title."""

import pygame

from game import tutorial
from scenes.galaxy.quick_rules import QuickRulesScene
from scenes.galaxy.quick_rules_pictures import PICTURES
from scenes.rules import RulesScene
from tests.client.player import click, click_button, frame, press


def test_every_page_names_a_picture_that_draws_something(app):
    pages = tutorial.load().page
    assert [p.picture for p in pages] == ["route", "planet", "swarm", "span", "capture"]
    for page in pages:
        assert page.title and len(page.text) > 80
        surface = pygame.Surface((600, 400))
        surface.fill((0, 0, 0))
        PICTURES[page.picture](surface, pygame.Rect(10, 10, 580, 380), 1.0)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 600, 7) for y in range(0, 400, 7)}
        assert len(colours) > 12, f"the {page.picture} picture is nearly empty"


def test_the_title_rules_button_opens_the_pages_then_the_searchable_reference(app):
    frame(app)
    click_button(app, "Rules")
    scene = app.scenes.top
    assert isinstance(scene, QuickRulesScene) and scene.page == 0
    frame(app)
    assert not scene.prev.enabled  # nothing before the first page
    for n in range(1, len(scene.pages)):
        click_button(app, "Next")
        assert scene.page == n
    press(app, pygame.K_LEFT)
    assert scene.page == len(scene.pages) - 2
    press(app, pygame.K_RIGHT)
    click_button(app, "Rule reference")  # the last page's Next
    reference = app.scenes.top
    assert isinstance(reference, RulesScene)
    # It stays searchable: typing narrows the entries.
    for ch in "W5":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch)], 0.016)
    assert reference.search.text == "W5"
    frame(app)
    click(app, reference.back.rect.center)
    assert app.scenes.top.__class__.__name__ == "TitleScene"


def test_full_rules_is_one_click_from_any_page(app):
    frame(app)
    click_button(app, "Rules")
    frame(app)
    click_button(app, "Next")
    click_button(app, "Full rules")
    assert isinstance(app.scenes.top, RulesScene)
