import attrs
import pytest

from engine.core import content
from engine.core.content import ContentError


@attrs.frozen
class Slot:
    colour: str = attrs.field(validator=attrs.validators.in_(["red", "blue", "black"]))


@attrs.frozen
class Card:
    name: str
    slots: list[Slot]
    reward: int = 1


@attrs.frozen
class Deck:
    cards: list[Card]


def write(tmp_path, text, name="deck.toml"):
    p = tmp_path / name
    p.write_text(text)
    return p


def test_valid_file_loads(tmp_path):
    p = write(tmp_path, '[[cards]]\nname = "A"\nslots = [{colour = "red"}, {colour = "blue"}]\n')
    deck = content.load(p, Deck)
    assert deck.cards[0].slots[1].colour == "blue"


@pytest.mark.parametrize(
    ("text", "field", "words"),
    [
        (
            '[[cards]]\nname = "A"\nslots = [{colour = "pink"}]\n',
            "cards[0].slots[0].colour",
            "pink",
        ),
        ("[[cards]]\nslots = []\n", "cards[0].name", "missing"),
        ('[[cards]]\nname = "A"\nslots = []\nreward = "lots"\n', "cards[0].reward", "whole number"),
        ('[[cards]]\nname = "A"\nslots = []\nrewrd = 2\n', "cards[0]", "rewrd"),
        ("[[cards]\nname=", "", "not valid TOML"),
    ],
)
def test_malformed_file_names_file_and_field(tmp_path, text, field, words):
    p = write(tmp_path, text)
    with pytest.raises(ContentError) as info:
        content.load(p, Deck)
    err = info.value
    assert err.file == "deck.toml"
    assert err.field == field
    assert words in err.message
    assert str(err).startswith("deck.toml")


def test_version_changes_with_content(tmp_path):
    p = write(tmp_path, "a = 1\n")
    v1 = content.version_of([p])
    p.write_text("a = 2\n")
    assert content.version_of([p]) != v1
