"""C1 components and C2 the galaxy."""

import attrs
import pytest

from engine.galaxy.colours import COLOURS, CORNER_COLOURS, GLYPH, MEANING, SUPREMACY_OF
from engine.galaxy.commands import PlaceCube
from engine.galaxy.galaxy import NEBULA, SUPERNOVA, Route
from engine.galaxy.generator import generate
from engine.galaxy.maps import galaxy_problems, standard_galaxy
from tests.galaxy.helpers import CONTENT, RULES, game, route_id, set_hand, total_cubes


def test_c1_every_colour_has_a_meaning_a_glyph_and_a_supremacy_kind():
    assert set(MEANING) == set(GLYPH) == set(SUPREMACY_OF) == set(COLOURS)
    assert len(set(GLYPH.values())) == 5  # never colour alone


def test_c1_reserve_and_bag_start_from_the_tunables():
    tun = CONTENT.tunables
    s = game(species="lumen").state
    assert total_cubes(s) == tun.reserve  # every cube of the supply is somewhere
    bonus = sum(b.count for b in CONTENT.species["lumen"].bonus if b.kind == "add_cubes")
    in_bag = sum(s.bag.values()) + sum(s.hand.values())
    assert in_bag == sum(tun.bag_start.values()) + bonus
    assert s.reserve["black"] == tun.reserve["black"] - tun.bag_start["black"]


def test_c1_reserve_is_finite_an_effect_takes_only_what_is_there():
    s = game(species="lumen").state
    planet = next(i for i, p in enumerate(s.planets) if p.system == s.home and p.cost == 1)
    colour = s.planets[planet].colour
    s.reserve[colour] = 1  # settling wants 2
    set_hand(s, **{colour: 1})
    before_bag = s.bag[colour]
    events = RULES.apply(s, PlaceCube(colour, "planet", planet))
    settled = [e for e in events if type(e).__name__ == "PlanetSettled"]
    assert settled and settled[0].added == 1
    assert s.bag[colour] == before_bag + 1 and s.reserve[colour] == 0


def test_c1_bases_are_a_supply_of_nine():
    from engine.galaxy.board import place_base

    s = game().state
    others = [sys.number for sys in s.galaxy.systems if not sys.is_start]
    s.bases = [s.home, *others[:8]]
    assert len(s.bases) == 9
    assert place_base(s, CONTENT, others[8], "C4.1") == []
    assert others[8] not in s.bases


def test_c2_standard_galaxy_keeps_every_property():
    g = standard_galaxy()
    assert galaxy_problems(g) == []
    assert 20 <= len([s for s in g.systems if not s.is_start]) <= 24


def test_c2_starting_systems_clockwise_red_blue_yellow_white():
    g = standard_galaxy()
    corners = sorted((s for s in g.systems if s.is_start), key=lambda s: s.corner)
    assert [s.colour for s in corners] == list(CORNER_COLOURS)
    xs = [s.hex for s in corners]
    # top-left and top-right share the top row; bottom corners the bottom row.
    assert xs[0].r == xs[1].r < xs[2].r == xs[3].r


# 500 seeds in five parts of 100, so the suite's workers share them.
@pytest.mark.parametrize("first", range(0, 500, 100))
def test_c2_random_galaxies_keep_every_property_on_500_seeds(first):
    wormholes = nebula_routes = 0
    for seed in range(first, first + 100):
        g = generate(seed)
        assert galaxy_problems(g) == [], seed
        wormholes += any(r.wormhole for r in g.routes)
        terrain = {(t.q, t.r): t.kind for t in g.terrain}
        nebula_routes += any(any(terrain.get(p) == NEBULA for p in r.path) for r in g.routes)
    assert wormholes > 20  # about half the maps have a wormhole pair
    assert nebula_routes > 20


def test_c2_same_seed_same_map_other_seed_other_map():
    assert generate(42) == generate(42)
    assert generate(42) != generate(43)


def test_c2_a_nebula_adds_a_slot_and_a_supernova_blocks():
    for seed in range(60):
        g = generate(seed)
        terrain = {(t.q, t.r): t.kind for t in g.terrain}
        for r in g.routes:
            if r.wormhole:
                assert r.slots == 1
                continue
            assert all(terrain.get(p) != SUPERNOVA for p in r.path)
            nebulas = sum(terrain.get(p) == NEBULA for p in r.path)
            assert r.slots == len(r.path) + 1 + nebulas


def test_c2_the_property_check_catches_broken_maps():
    g = standard_galaxy()
    crossing = Route(len(g.routes), 2, 7, 3, ((1, 0), (0, 1)))
    assert galaxy_problems(attrs.evolve(g, routes=(*g.routes, crossing)))
    lonely = attrs.evolve(g, routes=tuple(r for r in g.routes if not r.touches(1)))
    assert any("not connected" in p or "2-3 routes" in p for p in galaxy_problems(lonely))
    too_long = attrs.evolve(g, routes=(attrs.evolve(g.routes[0], slots=9), *g.routes[1:]))
    assert any("slots" in p for p in galaxy_problems(too_long))


@pytest.mark.parametrize("corner", [0, 1, 2, 3])
def test_c2_home_is_the_chosen_corner(corner):
    s = game(corner=corner).state
    assert s.galaxy.system(s.home).corner == corner
    assert s.bases == [s.home]


def test_c2_random_galaxy_option_is_seeded():
    a = game(seed=5, galaxy="random", galaxy_seed=77).state.galaxy
    b = game(seed=6, galaxy="random", galaxy_seed=77).state.galaxy
    assert a == b == generate(77)
    assert route_id(game().state, 1, 2) == 0
