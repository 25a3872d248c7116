"""The shared soft light (game/glow.py): the sky is the same for the same seed, never touches
the game's random numbers, is built once, and stays dark enough for the pieces over it."""

from __future__ import annotations

import random

import pygame

from game import glow


def test_the_same_seed_gives_the_same_sky_and_another_seed_another():
    glow.clear()
    a = glow.nebula((320, 180), 7, (8, 10, 24), ((90, 40, 140),))
    glow.clear()
    b = glow.nebula((320, 180), 7, (8, 10, 24), ((90, 40, 140),))
    c = glow.nebula((320, 180), 8, (8, 10, 24), ((90, 40, 140),))
    assert pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")
    assert pygame.image.tobytes(a, "RGB") != pygame.image.tobytes(c, "RGB")


def test_the_sky_never_draws_from_the_shared_random_numbers():
    glow.clear()
    random.seed(5)
    before = random.getstate()
    glow.nebula((200, 120), 3, (8, 10, 24), ((90, 40, 140),))
    assert random.getstate() == before


def test_the_sky_is_built_once_per_size_and_seed():
    glow.clear()
    first = glow.nebula((160, 90), 1, (8, 10, 24), ((30, 90, 120),))
    assert glow.nebula((160, 90), 1, (8, 10, 24), ((30, 90, 120),)) is first


def test_the_sky_stays_dark_behind_the_pieces():
    glow.clear()
    sky = glow.nebula((480, 270), 11, (8, 10, 24), ((90, 40, 140), (30, 90, 120)))
    w, h = sky.get_size()
    brightest = max(max(sky.get_at((x, y))[:3]) for x in range(0, w, 3) for y in range(0, h, 3))
    assert brightest < 160  # a white planet is 230+: a star never passes for a piece


def test_a_shadow_is_larger_than_its_rectangle_and_see_through_at_the_rim():
    sh = glow.shadow((100, 60), 12)
    assert sh.get_size() == (124, 84)
    assert sh.get_at((0, 0)).a < sh.get_at((62, 42)).a


def test_the_overshoot_and_elastic_easings_pass_the_end_and_rest_on_it():
    from game.tween import ease_out_back, ease_out_elastic

    assert abs(ease_out_back(0.0)) < 1e-9 and abs(ease_out_back(1.0) - 1.0) < 1e-9
    assert max(ease_out_back(k / 100) for k in range(101)) > 1.05  # the overshoot
    assert ease_out_elastic(0.0) == 0.0 and ease_out_elastic(1.0) == 1.0
    assert max(ease_out_elastic(k / 100) for k in range(101)) > 1.0
