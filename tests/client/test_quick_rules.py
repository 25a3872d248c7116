"""Every game's quick rules: pictured pages before its full, searchable rule reference,
reached from the title with the game picked. One test per check, over the games that have
them; what differs by game (its pages, a word to search its rules for) is named here."""

import pygame
import pytest

from scenes import games
from scenes.table.rules import RulesScene
from scenes.table.title import TitleScene
from tests.client.player import click, click_button, frame, pick_game, press

# Each game's pages, by the picture each names.
PAGES = {
    "galaxy": ["route", "planet", "swarm", "span", "capture"],
    "swarm": ["round", "move", "battle", "terrain", "attributes", "bid"],
    "arachnid": ["den", "round", "card", "spin", "battle", "hatch", "critters", "feed", "score"],
}
WORDS = {"galaxy": 80, "swarm": 80, "arachnid": 120}  # the fewest characters a page says
# A search of each game's rule reference, and the rule it must find.
SEARCH = {"galaxy": ("W5", "W5"), "swarm": ("damage", "S7"), "arachnid": ("spider", "A5.4")}
GAMES = list(PAGES)


def test_every_game_with_pictured_rules_is_checked_here():
    assert sorted(e.mode for e in games.playable() if e.quick_rules) == sorted(GAMES)


@pytest.mark.parametrize("mode", GAMES)
def test_every_page_names_a_picture_that_draws_something(app, mode):
    scene = games.get(mode).open("quick_rules", app)
    assert [p.picture for p in scene.pages] == PAGES[mode]
    for page in scene.pages:
        assert page.title and len(page.text) > WORDS[mode] and "{" not in page.text
        surface = pygame.Surface((640, 480))
        surface.fill((0, 0, 0))
        scene.pictures[page.picture](surface, pygame.Rect(10, 10, 620, 460), 1.0)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 640, 7) for y in range(0, 480, 7)}
        assert len(colours) > 12, f"the {page.picture} picture is nearly empty"


@pytest.mark.parametrize("mode", GAMES)
def test_the_title_rules_turn_the_pages_then_open_the_games_searchable_reference(app, mode):
    entry = games.get(mode)
    pick_game(app, mode)
    click_button(app, "Rules")
    scene = app.scenes.top
    assert isinstance(scene, games.resolve(entry.quick_rules)) and scene.page == 0
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
    # It stays searchable, in this game's own rules: typing narrows the entries.
    query, rule = SEARCH[mode]
    for ch in query:
        app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch)], 0.016)
    assert reference.search.text == query
    found = reference.search_fn(reference.search.text)
    assert found == entry.open("rulebook", query)
    assert any(e.id.startswith(rule) for e in found)
    frame(app)
    click(app, reference.back.rect.center)
    assert isinstance(app.scenes.top, TitleScene)


@pytest.mark.parametrize("mode", GAMES)
def test_full_rules_is_one_click_from_any_page(app, mode):
    pick_game(app, mode)
    click_button(app, "Rules")
    frame(app)
    click_button(app, "Next")
    click_button(app, "Full rules")
    assert isinstance(app.scenes.top, RulesScene)
