"""A4-A6, A10, A11, A12.5, A12.9: rounds and events, food, tracks, den and spider actions,
consuming, scoring and shortfalls."""

import pytest

from engine.arachnid import economy, invariants, rounds, scoring
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.state import DEN, TURNS
from tests.arachnid.helpers import RULES, C, bare, bug, clear, me, my_turn, new, put, rival, web


def started(seed: int = 1, **options):
    """A session past the draft, in the person's first Den phase."""
    sess = new(seed, seat=0, **options)
    assert sess.submit(Choose("jump")).ok
    return sess


def test_a4_1_event_then_den_phase_then_turns_and_the_next_seat_starts_next_round():
    sess = started()
    s = sess.state
    assert s.round == 1 and len(s.event_track) == 1 and s.stage == DEN and s.first == 0
    assert sess.submit(EndDen()).ok
    assert s.stage == TURNS and s.turn_seat == 0
    assert sess.submit(Pass()).ok
    while s.round == 1 or s.stage != DEN:
        assert sess.submit(Pass() if s.stage == TURNS else EndDen()).ok
    assert s.round == 2 and s.first == 1


def test_a4_2_a_full_track_returns_to_the_bag_and_the_waiting_feed_joins():
    s = bare(1)
    s.stage = ""
    s.event_track, s.event_bag = list(s.event_bag), []
    rounds.begin_round(s, C)
    assert len(s.event_track) == 1 and len(s.event_bag) == 5 and s.waiting == []
    assert sorted(s.event_bag + s.event_track) == sorted(C.game.events.tokens)


def test_a4_3_a_fly_lands_on_the_innermost_free_hex_of_its_number():
    s = clear(bare(1))
    ring1 = [h for h in BOARD.ring_hexes(1) if BOARD.fly[h] == 4][0]
    rounds.place_fly(s, 4)
    assert s.food[ring1] == 1
    rounds.place_fly(s, 4)  # that one holds food now: the next ring's hex of number 4
    ring2 = [h for h in BOARD.ring_hexes(2) if BOARD.fly[h] == 4][0]
    assert s.food[ring2] == 1
    side2 = [h for h in BOARD.ring_hexes(2) if BOARD.fly[h] == 4]
    side3 = [h for h in BOARD.ring_hexes(3) if BOARD.fly[h] == 4]
    put(s, 0, "alpha", side2[1])  # a spider blocks; a web does not
    web(s, 1, side3[0])
    rounds.place_fly(s, 4)
    assert s.food[side2[1]] == 0 and s.food[side3[0]] == 1


def test_a4_4_a_feed_costs_each_colony_1_food_per_spider_deployed_or_not():
    s = bare(1)
    c = me(s)
    c.store, c.spiders[1].hex = 5, -1
    s.feed_queue, s.stage = [c.seat], "event"
    rounds._feed_next(s, C)
    assert c.store == 3 and s.feed_queue == []


def test_a4_5_fly_hit_pays_uncovered_den_flies_and_feeds_the_funnels():
    s = bare(1)
    c = me(s)
    c.store, c.den = 0, [0, 0, 0, 5, 5, 5]
    s.funnel[BOARD.corner_ray(1, 5)] = c.seat
    rounds.fly_hit(s, C)
    assert c.store == sum(C.game.den.flies[:3]) and s.funnel_food[BOARD.corner_ray(1, 5)] == 1


def test_a4_6_critter_event_activates_critters_then_spawns_on_hex_0():
    s = clear(bare(1))
    s.critter_bag = ["tater1"]
    s.event_bag, s.event_track, s.stage = ["critter1"], [], ""
    rounds.begin_round(s, C)
    assert s.critter("tater1").hex == 0
    s.event_bag, s.stage = ["critter2"], ""
    s.critter_bag = ["tater2"]
    rounds.begin_round(s, C)  # tater1 crawls off hex 0, then tater2 appears there
    assert s.critter("tater1").hex in BOARD.adjacent[0] and s.critter("tater2").hex == 0


def test_a4_7_the_game_ends_after_the_round_a_den_empties_and_spiderless_colonies_skip():
    s = bare(1)
    c = me(s)
    c.den = [0, 0, 0, 0, 0, 1]
    h = next(h for h in BOARD.adjacent[c.spider("beta").hex] if economy.is_open(s, h))
    economy.spin(s, C, c, h)
    assert s.last_den_round and scoring.end_cause(s) == "den_empty"
    s = bare(1)
    s.round = s.round_limit
    assert scoring.end_cause(s) == "round_limit"
    s = clear(bare(1))
    for h in range(1, BOARD.size):
        s.webs[h] = [0]
    assert scoring.end_cause(s) == "board_full"
    s = bare(1)
    me(s).spiders = []
    s.stage, s.turn_order = TURNS, [me(s).seat]
    rounds._start_turn(s, C)
    assert me(s).passed


def test_a5_1_store_then_incubator_and_a_full_incubator_hatches():
    s = bare(1)
    c = rival(s)
    room = C.game.food.store
    c.store = room - 1
    economy.gain(s, C, c, 4, "test", "A5.1")
    assert c.store == room and c.incubator == 0 and len(c.spiders) == 3
    assert c.spiders[-1].kind == "weaver" and not c.spiders[-1].deployed
    economy.gain(s, C, c, 3, "test", "A5.1")
    assert len(c.spiders) == 4
    economy.gain(s, C, c, 3, "test", "A5.1")  # at 4 spiders it stays full
    assert len(c.spiders) == 4 and c.incubator == 3
    pool = s.pool_food
    economy.gain(s, C, c, 2, "test", "A5.1")
    assert s.pool_food == pool  # more overflow is lost (back to the pool)


def test_a5_2_a_track_takes_store_food_moves_it_right_and_discards_it_at_clean_up():
    s = clear(bare(1))
    my_turn(s)
    c = me(s)
    c.store = 3
    put(s, 0, "alpha", 30)
    web(s, 0, 31, 32)
    s.webs[30] = [0]
    cmd = Act("alpha", "move", 31)
    RULES._apply(s, cmd)
    a = c.spider("alpha")
    assert c.store == 2 and a.food["move"] == 0
    RULES._apply(s, Act("alpha", "move", 32))
    assert a.food["move"] == 1 and c.store == 2  # moved right, free
    v = RULES.check(s, Act("alpha", "move", 31))
    assert not v.ok and v.rule == "A5.2"  # on its last uncovered space (2 of 3)
    rounds.end_turn(s, C, c)
    assert a.food["move"] == -1


def test_a5_3_den_actions_cost_1_food_once_a_round():
    sess = started()
    s = sess.state
    c = me(s)
    c.store = 3
    a = c.spider("alpha")
    a.stunned, a.attack = True, 0
    assert sess.submit(Refresh("alpha")).ok
    assert not a.stunned and a.attack == 2 and c.store == 2
    v = RULES.check(s, Refresh("beta"))
    assert not v.ok and v.rule == "A5.3"
    c.spiders[1].hex = -1
    h = BOARD.corner_ray(1, 3)
    assert sess.submit(Deploy("beta", h)).ok and c.store == 1
    assert not RULES.check(s, Deploy("alpha", h)).ok


def test_a5_4_move_spin_overspin_bite_and_food_where_a_movement_ends():
    s = clear(bare(1))
    my_turn(s)
    c = me(s)
    c.store = C.game.food.store
    web(s, 0, 30, 31, 32)
    web(s, 1, 33)
    put(s, 0, "beta", 30)
    s.food[32] = 2
    reach = {x.hex for x in RULES.legal_commands(s) if getattr(x, "action", "") == "move"}
    assert 32 in reach and 31 in reach
    RULES._apply(s, Act("beta", "move", 32))
    assert c.store == C.game.food.store and c.incubator == 1  # paid 1, gained 2: it was full
    assert s.food[32] == 0
    spins = [x.hex for x in RULES.legal_commands(s) if getattr(x, "action", "") == "spin"]
    assert spins and all(economy.is_open(s, h) and h in BOARD.adjacent[32] for h in spins)
    put(s, 0, "alpha", 31)
    over = [x.hex for x in RULES.legal_commands(s) if getattr(x, "action", "") == "overspin"]
    assert all(len(s.webs[h]) == 1 and h in BOARD.adjacent[31] for h in over)
    near = next(h for h in BOARD.adjacent[31] if economy.is_open(s, h))
    bug(s, "tater1", near)
    bites = [x.hex for x in RULES.legal_commands(s) if getattr(x, "action", "") == "bite"]
    assert bites == [near]


def test_a5_5_pass_cleans_up_and_takes_the_owed_upgrades():
    s = bare(1)
    my_turn(s)
    c = me(s)
    c.to_upgrade = ["alpha"]
    RULES._apply(s, Pass())
    rounds._turn_step(s, C)
    assert s.choices and s.choices[0].kind == "upgrade" and s.cleaned


@pytest.mark.parametrize(
    "kind,row",
    [
        ("alpha", {"move": (2, 3), "overspin": (1, 2), "bite": (1, 2), "dice": (2, 2)}),
        ("beta", {"move": (2, 3), "spin": (2, 3), "special": (1, 2), "dice": (1, 1)}),
        ("weaver", {"move": (1, 2), "spin": (2, 4), "dice": (1, 1)}),
        ("soldier", {"move": (2, 3), "bite": (1, 3), "dice": (3, 2)}),
    ],
)
def test_a6_spider_cards_tracks_and_dice(kind, row):
    card = C.game.cards[kind]
    assert (card.attack, card.defence) == row["dice"]  # row not changed: mutmut reruns it
    for t in ("move", "spin", "overspin", "bite", "special"):
        assert tuple(card.track(t)) == row.get(t, (0, 0))


def test_a10_consuming_an_upgrade_a_web_or_a_spider_pays_the_feed():
    s = bare(1)
    c = me(s)
    cv = C.game.consume
    c.store, c.kept = 0, 1
    s.gone_bloodied = 0
    s.feed_due = cv.upgrade + 1
    rounds.consume(s, C, c, "upgrade")
    assert s.feed_due == 1 and c.kept == 0 and c.store == 0
    h = BOARD.corner_ray(1, 5)
    rounds.consume(s, C, c, f"web:{h}")
    assert s.feed_due == 0 and c.store == cv.web - 1 and not s.webs[h]  # the rest to the store
    s.feed_due = 2  # the consumed spider needs no feeding: 1 left, paid from its 3
    rounds.consume(s, C, c, "spider:beta")
    assert s.feed_due == 0 and c.spider("beta") is None and c.store == cv.web - 1 + cv.spider - 1
    assert "spider:alpha" in rounds.consume_options(s, c)


def test_a11_scoring_spiders_webs_upgrades_and_ties_go_to_the_rivals():
    assert [scoring.spider_points(C, n) for n in range(7)] == [0, 3, 6, 10, 15, 20, 25]
    s = bare(1)
    c = me(s)
    c.kept = 2
    per = C.game.scoring.per_upgrade
    assert scoring.parts(s, C, c) == {"spiders": 6, "webs": 6, "upgrades": 2 * per}
    c.kept = 0
    for o in s.colonies:
        o.store = 3
    scoring.finish(s, C, "den_empty")  # everyone level on points, web and food: the rivals
    assert s.result == "lost" and s.tie_break == "rivals"
    s = bare(1)
    me(s).store = 5
    for o in s.colonies:
        o.store = 0 if o is not me(s) else 5
    scoring.finish(s, C, "den_empty")
    assert s.result == "won" and s.tie_break == "food"


def test_a12_5_hatching_takes_the_other_card_or_waits_full():
    s = bare(1)
    c = rival(s)
    s.cards_left = {"weaver": 0, "soldier": 1}
    c.incubator = 3
    economy.hatch(s, C, c)
    assert c.spiders[-1].kind == "soldier" and c.incubator == 0
    c.incubator = 3
    economy.hatch(s, C, c)
    assert c.incubator == 3 and len(c.spiders) == 3  # both gone: it stays full
    s.feed_queue, s.feed_due = [c.seat], -1
    c.store = 5
    rounds._feed_next(s, C)
    assert c.incubator == 3  # never hatches during a Feed


def test_a12_9_losses_take_only_the_store_and_an_unpayable_feed_is_forgiven():
    s = bare(1)
    c = me(s)
    c.store = 1
    assert economy.lose(s, c, 3) == 1 and c.store == 0
    for h in economy.spaces_topped(s, c.seat):
        s.webs[h] = []
    c.spiders = []  # nothing left to consume
    s.feed_queue, s.feed_due = [c.seat], 2
    rounds._feed_next(s, C)
    assert s.feed_queue == [] and not s.choices and s.stats.get("famine", 0) == 0
    s = bare(1)
    c = rival(s)
    c.store = 0
    s.feed_queue, s.feed_due = [c.seat], -1
    rounds._feed_next(s, C)
    assert s.stats["famine"] == 1 and c.seat in s.famine


# --- food, hatching and webs: words and edges (bench/mutation.py arachnid.economy) ----------


def test_a5_1_a_gain_says_who_gains_what_and_why_and_a_full_incubator_returns_its_food():
    s = clear(bare(1))
    c = me(s)
    c.store, c.incubator, s.pool_food = C.game.food.store, C.game.food.incubator - 1, 10
    events = economy.gain(s, C, c, 1, "a fly", "A4.5")
    assert [(type(e).__name__, e.seat, e.text, e.rule) for e in events] == [
        ("FoodGained", 0, "Red gains 1 food: a fly", "A4.5"),
        (
            "SpiderHatched",
            0,
            "Red's incubator is full: a new spider hatches, a Weaver or a Soldier as you choose",
            "A5.1",
        ),
    ]
    assert c.incubator == 0 and s.pool_food == 10 - 1 + C.game.food.incubator
    assert s.choices[-1].kind == "hatch" and s.choices[-1].options == ["weaver", "soldier"]
    assert s.stats["spider_hatched"] == s.stats["player_spider_hatched"] == 1
    assert c.spiders[-1].id == "s1" and c.spiders[-1].hatched == c.hatch_count == 3


def test_a1_a_gain_the_pool_lacks_is_lost_and_an_empty_pool_gives_nothing():
    s = clear(bare(1))
    c = rival(s)
    c.store, s.pool_food = 0, 2
    events = economy.gain(s, C, c, 5, "food found on hex 7", "A5.4")
    assert [e.text for e in events] == ["Purple gains 2 food: food found on hex 7"]
    assert c.store == 2 and s.pool_food == 0
    assert economy.gain(s, C, c, 3, "nothing", "A5.4") == [] and c.store == 2


def test_a12_5_a_person_with_one_card_kind_left_gets_it_without_a_choice():
    s = clear(bare(1))
    c = me(s)
    s.cards_left = {"weaver": 0, "soldier": 2}
    c.incubator = C.game.food.incubator
    events = economy.hatch(s, C, c)
    assert events[0].text == "Red's incubator is full: a new Soldier hatches"
    assert c.spiders[-1].kind == "soldier" and s.choices == [] and s.cards_left["soldier"] == 1
    r = rival(s)
    s.cards_left = {"weaver": 2, "soldier": 0}
    r.spiders[-1].kind = "weaver"  # fewer Soldiers than Weavers, but none left: a Weaver
    r.incubator = C.game.food.incubator
    economy.hatch(s, C, r)
    assert r.spiders[-1].kind == "weaver" and s.stats.get("player_spider_hatched") == 1


def test_a5_4_spinning_says_where_takes_the_food_there_and_the_last_den_web_ends_the_game():
    s = clear(bare(1))
    c = me(s)
    h = 40
    s.food[h] = 2
    events = economy.spin(s, C, c, h, rule="A5.4")
    assert [(e.seat, e.text, e.rule) for e in events][:2] == [
        (0, "Red spins a web on hex 40", "A5.4"),
        (0, "Red gains 2 food: food spun over on hex 40", "A5.4"),
    ]
    assert s.webs[h] == [0] and s.food[h] == 0 and not s.last_den_round
    c.den = [0] * (len(c.den) - 1) + [1]
    s.round = 9
    events = economy.spin(s, C, c, 41, rule="A5.5")
    assert c.den_webs == 0 and s.last_den_round
    # Issue 36: the last round is said, once, when it begins to be the last (A4.7).
    last = [(type(e).__name__, e.text, e.rule) for e in events][-1]
    assert last == (
        "LastRound",
        "Red has spun its last den web: this round (round 9) is the last",
        "A4.7",
    )
    r = s.colonies[1]
    r.den = [0] * (len(r.den) - 1) + [1]
    events = economy.spin(s, C, r, 42)
    assert not any(type(e).__name__ == "LastRound" for e in events)


def test_a12_8_a_removed_top_token_leaves_the_game_and_its_funnel_gives_back_the_food():
    s = clear(bare(1))
    s.webs[40] = [1, 0]
    s.funnel[40], s.funnel_food[40], s.food[40] = 0, 2, 1
    economy.remove_top(s, 40)
    assert s.webs[40] == [1] and s.colonies[0].gone_webs == 1
    assert (s.funnel[40], s.funnel_food[40], s.food[40]) == (-1, 0, 3)
    economy.remove_top(s, 40)
    assert s.webs[40] == [] and s.colonies[1].gone_webs == 1 and s.food[40] == 3


def test_a7_5_retreat_spaces_are_own_unoccupied_spaces_at_least_2_from_the_winner():
    s = clear(bare(1))
    c = me(s)
    w = 40
    near = BOARD.adjacent[w][0]
    two = next(h for h in range(1, BOARD.size) if BOARD.dist(h, w) == 2)
    three = next(h for h in range(1, BOARD.size) if BOARD.dist(h, w) == 3)
    busy = next(h for h in range(1, BOARD.size) if BOARD.dist(h, w) == 4)
    web(s, 0, near, two, three, busy)
    put(s, 0, "alpha", busy)
    assert economy.retreat_spaces(s, c, w) == sorted([two, three])
    assert economy.retreat_spaces(s, c, -1) == sorted([near, two, three])


def test_a5_4_a_movement_ending_on_food_takes_it_and_the_funnel_food():
    s = clear(bare(1))
    c = me(s)
    assert economy.take_food_at(s, C, c, 40) == []
    s.food[40], s.funnel_food[40] = 1, 2
    store = c.store
    events = economy.take_food_at(s, C, c, 40)
    assert events[0].text == "Red gains 3 food: food found on hex 40"
    assert c.store == min(store + 3, C.game.food.store) and s.food[40] == s.funnel_food[40] == 0


def test_a10_a_spider_that_leaves_takes_its_tokens_out_and_its_food_back_to_the_pool():
    s = clear(bare(1))
    c = me(s)
    b = c.spider("beta")
    b.covered, b.food = {"move": 1, "spin": 2}, {"move": 0, "spin": -1, "special": 2}
    pool, gone = s.pool_food, s.gone_bloodied
    economy.remove_spider(s, c, b)
    assert s.gone_bloodied == gone + 3 and s.pool_food == pool + 2 and b not in c.spiders


def test_a6_a_short_bloodied_pool_covers_what_it_can_and_rivals_take_none():
    s = clear(bare(1))
    c, r = me(s), rival(s)
    s.pool_bloodied = 1
    sp = economy.new_spider(s, C, c, "weaver")
    assert sum(sp.covered.values()) == 1 and s.pool_bloodied == 0
    assert all(v == -1 for v in sp.food.values()) and sp.food
    s.pool_bloodied = 9
    rs = economy.new_spider(s, C, r, "soldier")
    assert sum(rs.covered.values()) == 0 and s.pool_bloodied == 9
    assert economy.spider_name(C, r, rs) == "Purple Soldier"


def test_a5_1_a_gain_that_fills_the_incubator_twice_logs_both_hatchings():
    s = clear(bare(1))
    c = rival(s)
    fd = C.game.food
    c.store, c.incubator, s.pool_food = fd.store, 0, 20
    events = economy.gain(s, C, c, 2 * fd.incubator, "a feast", "A5.1")
    assert [type(e).__name__ for e in events] == ["FoodGained", "SpiderHatched", "SpiderHatched"]
    assert len(c.spiders) == 4 and c.incubator == 0


def test_a12_5_a_hatching_is_still_logged_when_the_incubator_then_fills_and_is_held_full():
    s = clear(bare(1))
    c = rival(s)
    fd = C.game.food
    economy.new_spider(s, C, c, "weaver")  # 3 spiders: room for one more
    c.store, c.incubator, s.pool_food = fd.store, fd.incubator - 1, 20
    # 1 food hatches the 4th spider; the next fill the incubator again (held full, A12.5);
    # the last finds it full with no figure left and goes back to the pool.
    events = economy.gain(s, C, c, fd.incubator + 2, "a feast", "A5.1")
    assert [type(e).__name__ for e in events] == ["FoodGained", "SpiderHatched"]
    assert len(c.spiders) == 4 and c.incubator == fd.incubator and s.pool_food == 20 - 4 + 3


def test_a5_1_the_person_chooses_soldier_and_the_new_spider_becomes_a_soldier():
    sess = new(1, seat=0)
    s = sess.state
    c = me(s)
    s.choices = []
    c.store, c.incubator = C.game.food.store, C.game.food.incubator - 1
    economy.gain(s, C, c, 1, "a fly", "A4.5")
    new_id = c.spiders[-1].id
    assert s.choices[0].kind == "hatch" and c.spiders[-1].kind == "weaver"
    left = dict(s.cards_left)
    assert sess.submit(Choose("soldier")).ok
    sp = c.spider(new_id)
    assert sp is not None and sp.kind == "soldier"
    card = C.game.cards["soldier"]
    assert (sp.attack, sp.defence) == (card.attack, card.defence)
    assert s.cards_left == {"weaver": left["weaver"] + 1, "soldier": left["soldier"] - 1}


def test_a11_a_colony_with_no_web_on_the_board_has_a_largest_web_of_0():
    s = clear(bare(1))
    c = me(s)
    assert economy.largest_web(s, c.seat) == 0  # the Game over table shows it
    web(s, c.seat, 40)
    assert economy.largest_web(s, c.seat) == 1


# --- A11 ties, A4.7 the full board (issue 40: what the mutation run found untested) -----------


def _webs(s, seat: int, taken: set[int], *sizes: int) -> None:
    """Separate webs of these sizes for a colony, none touching another web."""
    for n in sizes:
        start = min(h for h in range(1, BOARD.size) if h not in taken)
        out = [start]
        while len(out) < n:
            out.append(
                min(h for x in out for h in BOARD.adjacent[x] if h and h not in out + [*taken])
            )
        web(s, seat, *out)
        taken.update(out)
        for h in out:
            taken.update(BOARD.adjacent[h])


def _level(first: tuple[int, ...], second: tuple[int, ...]):
    """The person's webs and the first rival's; nothing else on the board, no food."""
    s = clear(bare(1))
    for c in s.colonies:
        c.store = c.incubator = c.kept = 0
    taken: set[int] = {0}
    _webs(s, me(s).seat, taken, *first)
    _webs(s, s.colonies[1].seat, taken, *second)
    return s


def test_a11_a_tie_on_points_goes_to_the_colony_with_the_largest_web():
    s = _level((4,), (2, 2))
    assert scoring.total(s, C, me(s)) == scoring.total(s, C, s.colonies[1])
    scoring.finish(s, C, "den_empty")
    assert s.result == "won" and s.tie_break == "largest_web"
    s = _level((2, 2), (4,))
    scoring.finish(s, C, "den_empty")
    assert s.result == "lost" and s.winner == 1 and s.tie_break == "largest_web"


def test_a11_the_food_tie_break_counts_the_store_and_the_incubator():
    s = _level((2,), (2,))
    me(s).store, me(s).incubator = 1, 2  # 3 food
    s.colonies[1].store = 2  # 2 food
    scoring.finish(s, C, "den_empty")
    assert s.result == "won" and s.tie_break == "food"


def test_a11_the_scores_of_every_colony_are_kept_in_seat_order():
    s = _level((3,), (2,))
    me(s).kept = 1
    scoring.finish(s, C, "round_limit")
    assert s.scores == [scoring.total(s, C, c) for c in s.colonies]
    assert s.scores[me(s).seat] == 3 * C.game.scoring.per_web + C.game.scoring.per_upgrade
    assert s.tie_break == ""  # nobody level on points


def test_a4_7_the_board_is_full_only_when_hex_1_is_taken_too():
    s = clear(bare(1))
    for h in range(2, BOARD.size):
        s.webs[h] = [0]
    assert scoring.end_cause(s) == ""  # hex 1 is still open
    s.webs[1] = [1]
    assert scoring.end_cause(s) == "board_full"


def test_a11_among_three_level_colonies_two_sharing_the_largest_web_go_to_food():
    s = _level((2, 2), (4,))
    taken = {h for h in range(BOARD.size) if s.webs[h]}
    for h in list(taken):
        taken.update(BOARD.adjacent[h])
    _webs(s, s.colonies[2].seat, taken | {0}, 4)
    me(s).store = 9  # level with both rivals on points, with a smaller largest web
    s.colonies[2].store = 1
    assert len({scoring.total(s, C, c) for c in s.colonies}) == 1
    scoring.finish(s, C, "den_empty")
    assert s.tie_break == "food" and s.winner == 2  # the largest web is shared: food decides


def test_a11_a_tie_through_every_break_goes_to_the_first_rival_seat():
    s = _level((2,), (2,))
    scoring.finish(s, C, "den_empty")
    assert s.tie_break == "rivals" and s.winner == 1 and s.result == "lost"


@pytest.mark.parametrize(
    ("cause", "words"),
    [
        ("den_empty", "a den is empty"),
        ("board_full", "no open hex is left"),
        ("round_limit", "round 7 was the last"),
    ],
)
def test_a11_the_game_over_line_says_why_it_ended_and_every_score(cause, words):
    s = _level((3,), (2,))
    s.round = 7
    (over,) = scoring.finish(s, C, cause)
    assert over.seat == s.winner == me(s).seat and over.rule == "A11"
    names = [economy.colony_name(C, c) for c in s.colonies]
    scores = ", ".join(f"{n} {p}" for n, p in zip(names, s.scores, strict=True))
    assert over.text == f"The game ends ({words}): {scores}"


def test_ad3_a_finished_game_gives_its_campaign_the_scenario_level_result_and_rounds():
    s = _level((3,), (2,))
    s.round = 11
    scoring.finish(s, C, "den_empty")
    out = scoring.campaign_outcome(s, C)
    assert (out.scenario, out.level, out.won, out.turns) == (s.scenario, s.level, True, 11)
    s = _level((2,), (3,))
    scoring.finish(s, C, "den_empty")
    assert not scoring.campaign_outcome(s).won


# --- issue 36: one gain filling the incubator twice hands out only the cards there are --------


def _two_hatches(weavers: int, soldiers: int):
    """A session where one gain fills the person's incubator twice, the University holding
    `weavers` and `soldiers` cards (the rest on rival spiders, so the count stays four)."""
    sess = new(1, seat=0)
    s = sess.state
    c = me(s)
    s.choices = []
    fd = C.game.food
    gone = {"weaver": 4 - weavers, "soldier": 4 - soldiers}
    s.cards_left = {"weaver": weavers, "soldier": soldiers}
    s.cards_gone = gone  # consumed earlier: the University's count stays whole
    s.pool_food -= fd.store - c.store
    c.store, c.incubator = fd.store, 0
    events = economy.gain(s, C, c, 2 * fd.incubator, "a feast", "A5.1")
    return sess, s, c, events


def test_a12_5_a_double_hatch_cannot_hand_out_a_card_the_other_hatch_took():
    # One Weaver and one Soldier left: the first hatch holds the Weaver while you choose, the
    # second takes the Soldier; choosing Soldier for the first was accepted, five Soldiers
    # were out and the University held -1.
    sess, s, c, events = _two_hatches(1, 1)
    first, second = c.spiders[-2], c.spiders[-1]
    assert (first.kind, second.kind) == ("weaver", "soldier")
    assert s.cards_left == {"weaver": 0, "soldier": 0}
    assert not any(ch.kind == "hatch" for ch in s.choices)  # nothing left to choose
    assert events[-1].rule == "A12.5" and "no Soldier card is left" in events[-1].text
    assert not RULES.check(s, Choose("soldier")).ok
    assert invariants.problems(s, C) == []


def test_a12_5_the_second_hatch_question_drops_the_kind_the_first_answer_took():
    sess, s, c, _ = _two_hatches(2, 1)
    asked = [ch for ch in s.choices if ch.kind == "hatch"]
    assert [ch.options for ch in asked] == [["weaver", "soldier"], ["weaver", "soldier"]]
    assert sess.submit(Choose("soldier")).ok  # the last Soldier goes to the first spider
    assert s.cards_left == {"weaver": 1, "soldier": 0}
    assert not any(ch.kind == "hatch" for ch in s.choices)  # the second stays a Weaver
    kinds = sorted(sp.kind for sp in c.spiders[-2:])
    assert kinds == ["soldier", "weaver"] and invariants.problems(s, C) == []
    # A forged answer naming a card that is gone changes nothing (A12.5: the other one).
    sess, s, c, _ = _two_hatches(2, 1)
    s.cards_left["soldier"] = 0  # as if a rival took it meanwhile
    s.cards_gone["soldier"] += 1
    economy.settle_hatch_choices(s, C)
    assert not any(ch.kind == "hatch" for ch in s.choices)


def test_a5_1_the_hatch_log_says_a_spider_hatches_and_then_the_card_you_chose():
    sess = new(1, seat=0)
    s = sess.state
    c = me(s)
    s.choices = []
    c.store, c.incubator = C.game.food.store, C.game.food.incubator - 1
    events = economy.gain(s, C, c, 1, "a fly", "A4.5")
    hatched = events[-1].text
    assert "a Weaver or a Soldier as you choose" in hatched and "new Weaver" not in hatched
    out = sess.submit(Choose("soldier"))
    assert [e.text for e in out.events][0] == "Red's new spider is a Soldier"


def test_a1_the_invariants_catch_a_fifth_soldier_card():
    s = new(1).state
    s.cards_left["soldier"] -= 1
    s.colonies[1].spiders[-1].kind = "soldier"  # handed out twice: the University at 3 of 4
    s.cards_left["soldier"] = -1
    assert any("soldier cards" in p for p in invariants.problems(s, C))
    s = new(1).state
    assert invariants.problems(s, C) == []
    s.cards_left["weaver"] -= 1  # a card lost
    assert any("weaver cards" in p for p in invariants.problems(s, C))
