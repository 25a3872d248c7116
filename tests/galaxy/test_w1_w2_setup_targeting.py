"""W1 setup and W2 targeting, on the Standard Galaxy."""

import attrs
import pytest

from engine.galaxy.colours import CORNER_COLOURS
from engine.weavers.capture import place_black_hole
from engine.weavers.events import BlackHolePlaced, SwarmRemoved, SwarmTargeted
from engine.weavers.targeting import aim, choose_target
from tests.galaxy.helpers import CONTENT, arrange, span, swarm, weavers_game


@pytest.mark.parametrize("corner", [0, 1, 2, 3])
def test_w1_1_the_player_starts_with_a_base_on_the_chosen_corner(corner):
    st = weavers_game(corner=corner).state
    assert st.bases == [st.galaxy.corner_system(corner).number]
    assert st.galaxy.system(st.home).colour == CORNER_COLOURS[corner]


@pytest.mark.parametrize("corner", [0, 1, 2, 3])
def test_w1_2_two_swarms_left_and_right_and_the_diagonal_empty(corner):
    st = weavers_game(corner=corner).state
    g = st.galaxy
    beside = {g.corner_system((corner + 1) % 4).number, g.corner_system((corner + 3) % 4).number}
    assert {s.system for s in st.swarms} == beside
    diagonal = g.corner_system((corner + 2) % 4).number
    assert not st.swarm_at(diagonal) and not st.has_base(diagonal)
    assert sorted([s.card for s in st.swarms] + st.weaver_deck) == sorted(CONTENT.weavers)
    assert len(st.weaver_deck) == 3


def test_w1_2_the_five_cards_are_shuffled_by_the_seed():
    orders = {tuple(s.card for s in weavers_game(seed=k).state.swarms) for k in range(12)}
    assert len(orders) > 3
    assert [s.card for s in weavers_game(seed=4).state.swarms] == [
        s.card for s in weavers_game(seed=4).state.swarms
    ]


def test_w1_3_each_placed_swarm_targets_at_once():
    s = weavers_game()
    targeted = [e for e in s.opening if isinstance(e, SwarmTargeted)]
    assert sorted(e.card for e in targeted) == sorted(sw.card for sw in s.state.swarms)
    assert all(e.rule == "W1.3" and not e.retarget for e in targeted)
    for sw in s.state.swarms:
        assert sw.target and not s.state.swarm_at(sw.target)


def test_w2_1_nearest_system_of_the_first_arrow():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)])  # arrows blue, yellow, red
    sw = swarm(st, "veilspinners")
    assert sw.target == 2  # the only blue system 3 hexes from 9


def test_w2_1_ties_go_to_fewer_route_steps():
    st = weavers_game().state
    arrange(st, [("veilspinners", 6)])
    # Blue systems 13 and 4 are both 6 hexes from 6; 13 is 3 route steps away, 4 is 7.
    assert swarm(st, "veilspinners").target == 13


def test_w2_1_then_the_lower_system_number():
    st = weavers_game().state
    arrange(st, [("threadreavers", 9)])  # arrows yellow, red, white
    # Yellow 7 and 14: both 3 hexes and 1 route step from 9; 7 is the lower number.
    assert swarm(st, "threadreavers").target == 7


def test_w2_1_the_second_and_third_arrows_then_any_colour():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)])
    blues = [x.number for x in st.galaxy.systems if x.colour == "blue"]
    st.black_holes = blues
    sw = swarm(st, "veilspinners")
    target, arrow, reason = choose_target(st, CONTENT, sw)
    assert (target, arrow) == (7, 2) and "second arrow" in reason
    st.black_holes = blues + [x.number for x in st.galaxy.systems if x.colour == "yellow"]
    target, arrow, reason = choose_target(st, CONTENT, sw)
    assert (target, arrow) == (12, 3) and "third arrow" in reason
    # All three arrows failing: the nearest system of any colour (white 10).
    st.black_holes += [x.number for x in st.galaxy.systems if x.colour == "red" and x.number != 9]
    target, arrow, reason = choose_target(st, CONTENT, sw)
    assert (target, arrow) == (10, 4) and "any colour" in reason


def test_w2_2_black_holes_and_swarm_systems_are_not_legal_but_your_bases_are():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9), ("loomhive", 2)])
    assert swarm(st, "veilspinners").target != 2  # 2 holds a swarm
    st.bases.append(3)
    arrange(st, [("veilspinners", 9)])
    st.black_holes = [2]
    target, _, _ = choose_target(st, CONTENT, swarm(st, "veilspinners"))
    assert target == 3  # the next blue system, held by the player, is fair game


def with_black_hole_limit(limit: int):
    """The content with a bigger black-hole supply, so every system can be swallowed."""
    levels = dict(CONTENT.levels)
    levels[3] = attrs.evolve(levels[3], black_hole_limit=limit)
    return attrs.evolve(CONTENT, levels=levels)


def test_w2_3_no_legal_target_removes_the_card_and_leaves_a_black_hole():
    content = with_black_hole_limit(30)
    st = weavers_game().state
    arrange(st, [("veilspinners", 9), ("loomhive", 20)])
    st.black_holes = [x.number for x in st.galaxy.systems if x.number not in (9, 20)]
    events = aim(st, content, swarm(st, "veilspinners"), "test", "W2.4")
    assert isinstance(events[0], SwarmRemoved)
    assert events[0].rule == "W2.3" and events[0].system == 9
    holes = [e for e in events if isinstance(e, BlackHolePlaced)]
    # 9 was the loomhive's only open target: it re-targets (W2.4), finds nothing, and goes too.
    assert [(e.system, e.rule) for e in holes] == [(9, "W2.3"), (20, "W2.3")]
    removed = [e.card for e in events if isinstance(e, SwarmRemoved)]
    assert removed == ["veilspinners", "loomhive"]
    assert st.swarms == [] and sorted(st.weavers_gone)[-2:] == ["loomhive", "veilspinners"]
    assert st.is_black_hole(9) and st.is_black_hole(20)


def test_w2_4_a_swarm_arriving_at_the_target_makes_others_retarget():
    from engine.galaxy.state import Swarm
    from engine.weavers.capture import arrive
    from engine.weavers.targeting import retarget_invalid

    st = weavers_game().state
    arrange(st, [("veilspinners", 9)], deck=["shroudmind", "threadreavers", "silk-tide"])
    assert swarm(st, "veilspinners").target == 2
    newcomer = Swarm("loomhive", 14)
    st.swarms.append(newcomer)
    arrive(st, CONTENT, newcomer, 2)
    events = retarget_invalid(st, CONTENT)
    turned = [e for e in events if e.card == "veilspinners"]
    assert turned and turned[0].retarget and turned[0].rule == "W2.4"
    assert "a swarm reached system 2" in turned[0].reason
    assert swarm(st, "veilspinners").target not in (2, 9)


def test_w2_4_a_target_taken_mid_span_is_replaced_before_the_next_swarm_advances():
    from tests.galaxy.helpers import put

    st = weavers_game().state
    arrange(st, [("loomhive", 3), ("silk-tide", 12)])
    assert swarm(st, "loomhive").target == swarm(st, "silk-tide").target == 9
    put(st, "loomhive", 2, 3)  # engulfment (yellow) one cube from complete
    events = span(st, blue=1, white=1, yellow=1)  # no pair, no single red: loomhive engulfs
    names = [type(e).__name__ for e in events]
    engulf = names.index("Engulfed")
    turn = next(
        i for i, e in enumerate(events) if isinstance(e, SwarmTargeted) and e.card == "silk-tide"
    )
    silk_advances = [
        i
        for i, e in enumerate(events)
        if type(e).__name__ == "WeaverAdvanced" and e.card == "silk-tide"
    ]
    assert engulf < turn < silk_advances[0]
    assert events[turn].rule == "W2.4" and "system 9" in events[turn].reason
    assert swarm(st, "loomhive").system == 9 and st.is_black_hole(3)
    assert swarm(st, "silk-tide").target != 9


def test_w2_4_a_target_that_becomes_a_black_hole_is_replaced():
    from engine.weavers.targeting import retarget_invalid

    st = weavers_game().state
    arrange(st, [("veilspinners", 9), ("loomhive", 20)])
    target = swarm(st, "veilspinners").target
    place_black_hole(st, CONTENT, target, "test")
    events = retarget_invalid(st, CONTENT)
    assert events and events[0].retarget and "black hole" in events[0].reason
    assert events[0].rule == "W2.4"
    assert swarm(st, "veilspinners").target != target


def test_w2_1_a_system_no_route_reaches_loses_a_tie_on_distance():
    # Blue 13 and 4 are both 6 hexes from 6; with every route to 13 gone, 13 has no route
    # steps at all and counts as the farthest: 4 wins the tie (13 would win it on steps).
    st = weavers_game().state
    cut = tuple(r for r in st.galaxy.routes if 13 not in (r.a, r.b))
    st.galaxy = attrs.evolve(st.galaxy, routes=cut)
    arrange(st, [("veilspinners", 6)])
    assert swarm(st, "veilspinners").target == 4


def test_w2_1_the_log_says_which_arrow_chose_the_target_and_why():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)])  # arrows blue, yellow, red
    sw = swarm(st, "veilspinners")
    assert choose_target(st, CONTENT, sw)[2] == "nearest blue system (first arrow)"
    colour = {x.number: x.colour for x in st.galaxy.systems}
    st.black_holes = [n for n, c in colour.items() if c == "blue"]
    assert choose_target(st, CONTENT, sw)[2] == "no blue system open; nearest yellow (second arrow)"
    st.black_holes += [n for n, c in colour.items() if c == "yellow"]
    assert choose_target(st, CONTENT, sw)[2] == (
        "no blue or yellow system open; nearest red (third arrow)"
    )
    st.black_holes += [n for n, c in colour.items() if c == "red" and n != 9]
    assert choose_target(st, CONTENT, sw)[2] == (
        "no blue, yellow, red system open; nearest system of any colour"
    )


def test_w2_1_the_turn_event_names_the_swarm_its_system_target_arrow_and_reason():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)])
    sw = swarm(st, "veilspinners")
    (first,) = aim(st, CONTENT, sw, "", "W1.3")
    assert (first.card, first.system, first.target, first.arrow) == ("veilspinners", 9, 2, 1)
    assert first.reason == "nearest blue system (first arrow)" and not first.retarget
    (again,) = aim(st, CONTENT, sw, "system 2 became a black hole", "W2.4")
    assert again.reason == "system 2 became a black hole: nearest blue system (first arrow)"
    assert again.retarget and again.rule == "W2.4"


def test_w2_4_every_swarm_whose_target_went_retargets_and_each_says_so():
    from engine.weavers.targeting import retarget_invalid

    st = weavers_game().state
    arrange(st, [("loomhive", 3), ("silk-tide", 12)])
    assert swarm(st, "loomhive").target == swarm(st, "silk-tide").target == 9
    place_black_hole(st, CONTENT, 9, "test")
    events = retarget_invalid(st, CONTENT)
    assert sorted(e.card for e in events if isinstance(e, SwarmTargeted)) == [
        "loomhive",
        "silk-tide",
    ]
    assert all(sw.target != 9 for sw in st.swarms)
