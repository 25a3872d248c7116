"""The shared word helpers."""

import pytest

from engine.core.words import plural


@pytest.mark.parametrize(
    ("n", "noun", "said"),
    [
        (1, "hex", "1 hex"),
        (3, "hex", "3 hexes"),
        (0, "cube", "0 cubes"),
        (2, "enemy", "2 enemies"),
        (2, "day", "2 days"),
        (2, "match", "2 matches"),
        (1, "spider", "1 spider"),
    ],
)
def test_plural_says_the_count_with_its_noun(n, noun, said):
    assert plural(n, noun) == said
