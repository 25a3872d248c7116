"""Space Swarm's quick rules: six pictured pages drawn with the board's own code (the pages and
the title's Rules button for every game: tests/client/test_quick_rules.py)."""

import pytest

from engine.core.content import ContentError
from engine.swarm.combat import losses
from game import resources
from scenes.swarm import guided
from scenes.swarm.quick_rules import SwarmQuickRules, load_pages
from scenes.swarm.quick_rules_pictures import BATTLE, battle_lines, bid_standing
from tests.client.player import frame


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


@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_every_page_draws_at_1280x720_at_both_scales(app, scale):
    app.ui_scale = scale
    scene = SwarmQuickRules(app)
    app.scenes.push(scene)
    for n in range(len(scene.pages)):
        scene.page = n
        frame(app)
