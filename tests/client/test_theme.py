"""Every game's colours come from one theme (game/theme.py), so the colour-blind palette
reaches them all."""

import itertools

from game import theme

# Machado et al. (2009), full severity: how a colour looks with each common deficiency.
SEEN_AS = {
    "deuteranopia": ((0.367, 0.861, -0.228), (0.280, 0.673, 0.047), (-0.012, 0.043, 0.969)),
    "protanopia": ((0.152, 1.053, -0.205), (0.115, 0.786, 0.099), (-0.004, -0.048, 1.052)),
}


def seen(colour, matrix):
    return [sum(m * c for m, c in zip(row, colour, strict=True)) for row in matrix]


def closest_pair(colours: dict, matrix) -> float:
    return min(
        sum((x - y) ** 2 for x, y in zip(seen(a, matrix), seen(b, matrix), strict=True)) ** 0.5
        for a, b in itertools.combinations(colours.values(), 2)
    )


def test_the_colour_blind_palette_reaches_arachnids_colonies_and_sets_them_apart():
    from scenes.arachnid import view

    try:
        before = {k: closest_pair(view.COLONY, m) for k, m in SEEN_AS.items()}
        theme.set_palette("colour-blind")
        assert view.COLONY["red"] != (214, 72, 72)  # the board's own table changed with it
        after = {k: closest_pair(view.COLONY, m) for k, m in SEEN_AS.items()}
        for kind in SEEN_AS:
            assert after[kind] > before[kind] and after[kind] > 100, (kind, before, after)
    finally:
        theme.set_palette("standard")
    assert view.COLONY["red"] == (214, 72, 72)


def test_the_shared_marks_are_the_themes_own_on_every_board():
    from scenes.galaxy import galaxy_view, tutorial_overlay

    assert galaxy_view.PLAYER is theme.GOLD and tutorial_overlay.RING is theme.HINT


def test_the_colour_blind_palette_reaches_space_swarms_races_and_sets_them_apart():
    from engine.swarm.content import default_content
    from scenes.swarm.view import race_colour

    races = default_content().game.races
    try:
        before = {
            k: closest_pair({r.id: race_colour(r) for r in races}, m) for k, m in SEEN_AS.items()
        }
        theme.set_palette("colour-blind")
        shown = {r.id: race_colour(r) for r in races}
        assert shown["crimson"] != tuple(races[3].colour)  # the board asks the theme
        for kind, m in SEEN_AS.items():
            after = closest_pair(shown, m)
            assert after > before[kind] and after > 100, (kind, before, after)
    finally:
        theme.set_palette("standard")
    assert [race_colour(r) for r in races] == [tuple(r.colour) for r in races]
