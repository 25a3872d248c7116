"""Space Swarm's in-game rules answer what a newcomer asks: the core rules are there."""

import pytest

from engine.swarm.rulebook import rulebook, search


@pytest.mark.parametrize(
    ("query", "rule"),
    [
        ("damage", "S7.3"),
        ("nebula", "S2.2"),
        ("S7.3", "S7.3"),
        ("Initiative", "S7.2"),
        ("phases", "S4.1"),
        ("bid", "S4.3"),
        ("Wormhole", "S2.2"),
        ("Production", "S1.3"),
    ],
)
def test_the_rules_answer_a_newcomers_words(query, rule):
    assert rule in [e.id for e in search(query)]


def test_every_terrain_and_attribute_is_explained():
    text = " ".join(e.text for e in rulebook())
    terrains = [
        "Alien Ruins",
        "Star Cluster",
        "Nebula",
        "Supernova",
        "Black Hole",
        "Dark Matter",
        "Quasar",
        "Wormhole",
        "Asteroid Field",
        "Deep Space",
    ]
    attributes = ["Initiative", "Attack", "Defense", "Movement", "Production", "Strategic"]
    assert [w for w in terrains + attributes if w not in text] == []
