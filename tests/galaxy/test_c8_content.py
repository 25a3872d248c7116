"""C8 the content guide, and validation of damaged content files."""

import shutil

import pytest

from engine.core.content import ContentError
from engine.galaxy.content import DATA_DIR, DECKS, load_content
from tests.galaxy.helpers import CONTENT


def test_c8_six_decks_of_nine_cards_with_two_to_five_slots():
    for deck in DECKS:
        cards = CONTENT.deck_cards(deck)
        assert len(cards) == 9, deck
        for c in cards:
            assert 2 <= len(c.slots) <= 5 and 1 <= len(c.reward) <= 2


def test_c8_slot_requirements_mix_colours_any_and_black():
    kinds = {s for c in CONTENT.cards.values() for s in c.slots}
    assert {"any", "black", "red", "blue", "yellow", "white"} <= kinds


def test_c8_most_cards_have_an_effect_and_at_least_six_species():
    with_effect = [c for c in CONTENT.cards.values() if c.effect or c.ongoing or c.ability]
    non_conflict = [c for c in CONTENT.cards.values() if c.deck != "conflict"]
    assert len(with_effect) > len(non_conflict) // 2
    assert len(CONTENT.species) >= 6


@pytest.fixture
def data_copy(tmp_path):
    dest = tmp_path / "data"
    shutil.copytree(DATA_DIR, dest)
    return dest


@pytest.mark.parametrize(
    ("file", "old", "new", "field"),
    [
        ("cards.toml", 'slots = ["yellow"', 'slots = ["purple"', "cards[0]"),
        ("cards.toml", 'deck = "commerce"', 'deck = "trade"', "cards[0].deck"),
        ("cards.toml", 'reward = ["prosperity"]', 'reward = ["wealth"]', "cards[0].reward"),
        (
            "cards.toml",
            'kind = "add_cubes", count = 2',
            'kind = "rain", count = 2',
            "cards[0].effect.kind",
        ),
        (
            "species.toml",
            'power = { kind = "settle_bonus"',
            'power = { kind = "fly"',
            "species[0].power.kind",
        ),
        ("tunables.toml", "draw = 3", "draw = 0", "draw"),
        ("tunables.toml", "red = 45", "red = -1", "reserve.red"),
        ("tunables.toml", "bases = 9", 'bases = "nine"', "bases"),
        ("levels.toml", "head_start = 1", "head_start = 2", "levels[3].head_start"),
    ],
)
def test_c8_damaged_content_is_named_by_file_and_field(data_copy, file, old, new, field):
    path = data_copy / file
    text = path.read_text()
    assert old in text
    path.write_text(text.replace(old, new, 1))
    with pytest.raises(ContentError) as info:
        load_content(data_copy)
    assert info.value.file == file
    assert info.value.field.startswith(field), info.value


def test_c8_a_missing_deck_card_is_caught(data_copy):
    path = data_copy / "cards.toml"
    text = path.read_text()
    start = text.index("[[cards]]")
    end = text.index("[[cards]]", start + 1)
    path.write_text(text[:start] + text[end:])
    with pytest.raises(ContentError, match="deck commerce has 8 cards"):
        load_content(data_copy)


def test_c8_a_damaged_galaxy_file_is_named(tmp_path):
    from engine.galaxy.maps import GALAXY_DIR, load_galaxy

    p = tmp_path / "standard.toml"
    p.write_text((GALAXY_DIR / "standard.toml").read_text().replace("slots = 2", "slots = 7", 1))
    with pytest.raises(ContentError) as info:
        load_galaxy(p)
    assert info.value.file == "standard.toml" and "routes[" in info.value.field
