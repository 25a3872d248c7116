"""Space Swarm's quick rules: six pictured pages drawn with the board's own code, reached from
the title with Space Swarm picked, ending in its searchable rule reference."""

import pygame
import pytest

from engine.core.content import ContentError
from engine.swarm.combat import losses
from game import resources
from scenes.rules import RulesScene
from scenes.swarm import guided
from scenes.swarm.quick_rules import SwarmQuickRules, load_pages
from scenes.swarm.quick_rules_pictures import BATTLE, PICTURES, battle_lines, bid_standing
from scenes.title import TitleScene
from tests.client.player import click, click_button, frame, press


def test_every_page_names_a_picture_that_draws_something(app):
    pages = load_pages()
    assert [p.picture for p in pages] == ["round", "move", "battle", "terrain", "attributes", "bid"]
    for page in pages:
        assert page.title and len(page.text) > 80
        surface = pygame.Surface((600, 400))
        surface.fill((0, 0, 0))
        PICTURES[page.picture](surface, pygame.Rect(10, 10, 580, 380), 1.0)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 600, 5) for y in range(0, 400, 5)}
        assert len(colours) > 12, f"the {page.picture} picture is nearly empty"


def test_s7_3_the_worked_battle_is_the_rules_own_five_against_three():
    """S7.5's example: 5 fleets Attack 1 Defense 1 vs 3 fleets Attack 1 Defense 2, equal
    Initiative: the 5 lose 3, the 3 lose 2; the sums on the page say so."""
    assert BATTLE == ((5, 1, 1), (3, 1, 2))
    lines, left = battle_lines()
    assert left == (2, 1)
    assert losses(5, 2, 3) == 2 and losses(3, 1, 5) == 3
    text = " ".join(lines)
    assert "5 fleets × Attack 1 = 5 damage" in text
    assert "5 ÷ 2 = 2 fleets lost (1 damage wasted)" in text
    assert "3 ÷ 1 = 3 fleets lost" in text


def test_s4_2_the_bid_picture_stands_by_initiative_then_strategic():
    # Seat 0 has Initiative 2; seats 1 and 2 tie on 1 and seat 1's Strategic 2 breaks it.
    assert bid_standing() == [0, 1, 2]


def test_a_page_naming_a_missing_picture_is_refused_by_file_and_field(tmp_path):
    good = resources.asset(guided.FILE).read_text()
    bad = tmp_path / "swarm_tutorial.toml"
    bad.write_text(good.replace('picture = "move"', 'picture = "nowhere"'))
    with pytest.raises(ContentError, match=r"page\[1\]\.picture"):
        load_pages(bad)


def test_title_rules_with_space_swarm_picked_click_through_every_page(app):
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    frame(app)
    rect = next(r for r, e in title.picker.rects if e.mode == "swarm")
    click(app, rect.center)
    assert app.game_mode == "swarm"
    click_button(app, "Rules")
    scene = app.scenes.top
    assert isinstance(scene, SwarmQuickRules) and scene.page == 0
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
    # Space Swarm's own rules: the damage rule is found.
    for ch in "damage":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=ord(ch), mod=0, unicode=ch)], 0.016)
    assert any(e.id.startswith("S7") for e in reference.search_fn(reference.search.text))
    frame(app)
    click(app, reference.back.rect.center)
    assert isinstance(app.scenes.top, TitleScene)


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_every_page_draws_at_1280x720_at_both_scales(app, scale):
    app.ui_scale = scale
    scene = SwarmQuickRules(app)
    app.scenes.push(scene)
    for n in range(len(scene.pages)):
        scene.page = n
        frame(app)
