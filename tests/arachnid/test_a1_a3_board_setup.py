"""A1-A3 and A12.1, A12.6, A12.10: components, the board's numbering, starts and setup."""

from engine.arachnid import economy
from engine.arachnid.board import BOARD, corner_direction, start_corners
from engine.arachnid.commands import Choose
from engine.core.hexgrid import DIRECTIONS, Hex
from tests.arachnid.helpers import RULES, C, bare, clear, me, new, put, web


def test_a1_components_come_from_finite_pools_and_a_gain_the_pool_lacks_is_lost():
    s = bare(1)
    g = C.game
    assert BOARD.size == 91 and g.pool.food == 50 and g.pool.bloodied == 50
    assert len(s.critters) == 5 and len(g.events.tokens) == 6
    assert len(s.university) == 10 and s.cards_left == {"weaver": 4, "soldier": 4}
    held = sum(c.store for c in s.colonies)
    assert s.pool_food == 50 - held
    s.pool_food = 1
    c = me(s)
    c.store = 0
    economy.gain(s, C, c, 3, "test", "A1")
    assert c.store == 1 and s.pool_food == 0  # two of the three were not there: lost


def test_a2_1_radar_numbers_ring_by_ring_clockwise_from_the_blue_arrow():
    assert BOARD.hexes[0] == Hex(0, 0)
    for ring, first, last in ((1, 1, 6), (2, 7, 18), (3, 19, 36), (5, 61, 90)):
        assert BOARD.ring_hexes(ring) == list(range(first, last + 1))
    assert BOARD.hexes[1] == corner_direction(1)  # hex 1 is on the arrow toward corner 1
    assert BOARD.hexes[2] == corner_direction(2)  # ...and the ring goes on clockwise


def test_a2_2_fly_numbers_follow_ring_sides_and_the_die_steps_toward_its_corner():
    assert sorted(BOARD.fly[h] for h in BOARD.ring_hexes(1)) == [1, 2, 3, 4, 5, 6]
    for ring in range(1, 6):
        for f in range(1, 7):
            side = [h for h in BOARD.ring_hexes(ring) if BOARD.fly[h] == f]
            assert len(side) == ring and side[0] == BOARD.corner_ray(f, ring)
    for f in range(1, 7):
        assert BOARD.step(0, f) == BOARD.corner_ray(f, 1)
    assert BOARD.step(BOARD.corner_ray(1, 5), 1) == -1  # off the board


def test_a2_3_starts_on_corner_rays_webs_rings_5_4_3_alpha_ring_4_beta_ring_3():
    assert start_corners(3) == (1, 3, 5) and start_corners(4) == (1, 2, 4, 5)
    for rivals, corners in ((2, (1, 3, 5)), (3, (1, 2, 4, 5))):
        s = bare(3, rivals=rivals)
        for c, corner in zip(s.colonies, corners, strict=True):
            ray = [BOARD.corner_ray(corner, r) for r in (5, 4, 3)]
            assert sorted(economy.spaces_topped(s, c.seat)) == sorted(ray)
            assert c.spider("alpha").hex == ray[1] and c.spider("beta").hex == ray[2]


def test_a2_4_height_colour_of_the_top_token_webs_and_the_largest_web():
    s = clear(bare(1))
    web(s, 0, 1, 2, 3)
    web(s, 1, 8)
    s.webs[2].append(1)  # red over yellow: hex 2 is yellow's now, height 2
    assert s.top(2) == 1 and len(s.webs[2]) == 2
    assert economy.web_of(s, 1) == {1} and economy.web_of(s, 3) == {3}
    assert economy.largest_web(s, 1) == len(economy.web_of(s, 2))
    assert economy.largest_web(s, 0) == 1
    economy.remove_top(s, 2)
    assert s.top(2) == 0 and economy.web_of(s, 1) == {1, 2, 3}
    assert s.colonies[1].gone_webs == 1  # a token off the board leaves the game


def test_a2_5_open_hexes_and_one_occupant_per_hex():
    s = clear(bare(1))
    assert not economy.is_open(s, 0)
    assert economy.is_open(s, 5)
    web(s, 0, 5)
    assert not economy.is_open(s, 5)
    put(s, 0, "alpha", 5)
    s.critter("tater1").hex = 7
    assert not economy.is_open(s, 7)
    assert s.occupant(5) == ("spider", 0, "alpha")


def test_a3_1_setup_choices_and_the_generator_deals_seats():
    seats = {me(RULES.new_state(RULES.setup(seed, rivals=3))).seat for seed in range(12)}
    assert len(seats) > 1  # dealt, not fixed
    s = bare(1, seat=2, colour="green", rivals=3, difficulty=4)
    assert me(s).seat == 2 and me(s).colour == "green" and len(s.colonies) == 4
    assert all(c.level == 4 for c in s.colonies if c.kind != "human")
    assert s.first == 0  # seat 1 (index 0) starts


def test_a3_2_den_stacks_and_webs_leave_from_the_leftmost_non_empty_stack():
    assert me(bare(1)).den == list(C.game.den.stacks_3)
    assert me(bare(1, rivals=3)).den == list(C.game.den.stacks_4) == [0, 2, 3, 4, 4, 4]
    c = me(bare(1))
    c.den = [0, 3, 3, 4, 4, 5]
    flies = C.game.den.flies
    assert economy.uncovered_flies(C, c) == flies[0]  # the bare first space counts
    economy.take_den_web(c)
    assert c.den == [0, 2, 3, 4, 4, 5]
    c.den = [0, 0, 3, 4, 4, 5]
    assert economy.uncovered_flies(C, c) == flies[0] + flies[1]


def test_a3_3_store_incubator_and_cards_at_the_start():
    s = bare(1)
    c = me(s)
    assert c.store == C.game.den.start_food and c.incubator == 0
    alpha, beta = c.spider("alpha"), c.spider("beta")
    assert (alpha.attack, alpha.defence, beta.attack, beta.defence) == (2, 2, 1, 1)
    assert alpha.covered == {"move": 1, "overspin": 1, "bite": 1}
    assert beta.covered == {"move": 1, "spin": 1, "special": 1}
    assert s.pool_bloodied == 50 - 6  # the rivals' cards take none (AR1)


def test_a3_4_draft_in_reverse_turn_order_the_rest_stay_in_the_university():
    sess = new(1, seat=0)
    s = sess.state
    assert s.choices and s.choices[0].kind == "draft"  # seats 2 and 1 drafted before seat 0
    assert all(c.spider("beta").ability for c in s.colonies if c.kind != "human")
    assert sess.submit(Choose("jump")).ok
    assert me(s).spider("beta").ability == "jump" and len(s.university) == 7


def test_a3_5_event_bag_waits_for_feed_2_and_the_critter_bag_holds_all_five():
    s = bare(1)
    assert "feed2" not in s.event_bag and s.waiting == ["feed2"] and len(s.event_bag) == 5
    assert len(s.critter_bag) == 5


def test_a12_1_corner_1_is_east_and_rings_walk_clockwise():
    assert corner_direction(1) == DIRECTIONS[0]
    assert BOARD.corner_ray(1, 5) == BOARD.index[DIRECTIONS[0].scale(5)]
    ring = BOARD.ring_hexes(2)
    assert BOARD.hexes[ring[1]] == DIRECTIONS[0].scale(2) + DIRECTIONS[4]


def test_a12_6_webs_beyond_the_start_and_the_den_stay_in_the_box():
    assert me(bare(1)).box == 26 - 3 - sum(C.game.den.stacks_3)
    assert me(bare(1, rivals=3)).box == 26 - 3 - 17 == 6


def test_a12_10_seat_k_takes_corner_k_and_rivals_are_dealt_without_repeats():
    s = bare(5, rivals=3)
    assert len({c.colour for c in s.colonies}) == 4
    assert len({c.personality for c in s.colonies if c.kind != "human"}) == 3
    s = bare(5, personalities=["trapper"])
    assert [c.personality for c in s.colonies if c.kind != "human"][0] == "trapper"
