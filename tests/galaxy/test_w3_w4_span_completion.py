"""W3 the Weavers Span and W4 completing Weaver projects (and C3.2, the Span's place)."""

import pytest

from engine.galaxy.commands import EndTurn, PlaceCube
from engine.weavers.content import ENGULFMENT, MORPHING, PROLIFERATION
from engine.weavers.events import (
    Engulfed,
    Morphed,
    Proliferated,
    SupremacyReaction,
    SwarmPlaced,
    SwarmTargeted,
    WeaverAdvanced,
    WeaverStarved,
)
from tests.galaxy.helpers import (
    CONTENT,
    arrange,
    fill,
    give_card,
    put,
    set_hand,
    span,
    swarm,
    total_cubes,
    types,
    weavers_game,
)

# veilspinners: proliferation yellow x4, morphing blue x3, engulfment white x4.


def veil_at_9():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)])
    return st


def test_w3_1_a_pair_in_hand_advances_proliferation():
    st = veil_at_9()
    yellow = st.reserve["yellow"]
    events = span(st, red=2, white=1)
    assert swarm(st, "veilspinners").cubes == [1, 0, 0]
    assert st.reserve["yellow"] == yellow - 1
    adv = [e for e in events if isinstance(e, WeaverAdvanced)]
    assert [(e.project, e.colour, e.rule) for e in adv] == [("proliferation", "yellow", "W3.1")]


# Veilspinners: proliferation by a pair, morphing by exactly one blue, engulfment by neither.
@pytest.mark.parametrize(
    ("hand", "cubes"),
    [
        pytest.param({"black": 2, "red": 1}, [1, 0, 0], id="black cubes make a pair too"),
        pytest.param({"blue": 1, "red": 1, "white": 1}, [0, 1, 0], id="one of the morph colour"),
        pytest.param({"blue": 2, "red": 1}, [1, 0, 0], id="two of the morph colour, a pair"),
        pytest.param({"red": 2, "blue": 1}, [1, 1, 0], id="a pair and a single advance both"),
        pytest.param({"red": 1, "white": 1, "yellow": 1}, [0, 0, 1], id="neither, engulfment"),
        pytest.param({}, [0, 0, 1], id="an empty hand, engulfment"),
    ],
)
def test_w3_1_the_hand_decides_which_projects_advance(hand, cubes):
    st = veil_at_9()
    span(st, **hand)
    assert swarm(st, "veilspinners").cubes == cubes


def test_w3_1_swarms_act_in_system_number_order():
    st = weavers_game().state
    arrange(st, [("loomhive", 12), ("veilspinners", 9), ("shroudmind", 3)])
    events = span(st, red=1, white=1, yellow=1)
    order = [e.system for e in events if isinstance(e, WeaverAdvanced)]
    assert order == sorted(order) == [3, 9, 12]


def test_w3_1_a_swarm_placed_during_the_span_does_not_advance():
    st = veil_at_9()
    put(st, "veilspinners", PROLIFERATION, 3)
    newcomer = st.weaver_deck[0]
    events = span(st, red=2, white=1)
    assert any(isinstance(e, Proliferated) for e in events)
    assert not [e for e in events if isinstance(e, WeaverAdvanced) and e.card == newcomer]
    assert swarm(st, newcomer).cubes == [0, 0, 0]


def test_w3_2_a_completion_resolves_before_the_next_swarm_advances():
    st = weavers_game().state
    arrange(st, [("loomhive", 3), ("silk-tide", 12)])
    put(st, "loomhive", ENGULFMENT, 3)
    events = span(st, blue=1, white=1, yellow=1)
    names = types(events)
    silk = [
        i for i, e in enumerate(events) if isinstance(e, WeaverAdvanced) and e.card == "silk-tide"
    ]
    assert names.index("Engulfed") < silk[0]
    assert names.index("BlackHolePlaced") < silk[0]


def test_w3_2_the_reserve_is_finite_for_the_weavers_too():
    st = veil_at_9()
    st.bag["yellow"] += st.reserve["yellow"]
    st.reserve["yellow"] = 0
    events = span(st, red=2, white=1)
    assert any(isinstance(e, WeaverStarved) and e.colour == "yellow" for e in events)
    assert swarm(st, "veilspinners").cubes == [0, 0, 0]


def test_w3_3_a_listed_supremacy_symbol_feeds_the_swarm():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])  # insight -> yellow + white
    i = give_card(st, "quantum-lab")  # blue, any -> insight
    out = fill(s, i, ["blue", "red"])
    reactions = [e for e in out.events if isinstance(e, SupremacyReaction)]
    assert [(e.card, e.symbol, e.rule) for e in reactions] == [("veilspinners", "insight", "W3.3")]
    fed = [(e.project, e.colour, e.rule) for e in out.events if isinstance(e, WeaverAdvanced)]
    assert fed == [("proliferation", "yellow", "W3.3"), ("engulfment", "white", "W3.3")]
    assert swarm(st, "veilspinners").cubes == [1, 0, 1]


def test_w3_3_symbols_not_on_the_card_feed_nothing():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    i = give_card(st, "trade-compact")  # prosperity: not a veilspinners reaction
    out = fill(s, i, ["yellow", "yellow"])
    assert not [e for e in out.events if isinstance(e, SupremacyReaction)]
    assert swarm(st, "veilspinners").cubes == [0, 0, 0]


def test_w3_3_a_reaction_can_complete_a_project_during_the_players_turn():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    put(st, "veilspinners", ENGULFMENT, 3)
    i = give_card(st, "quantum-lab")
    out = fill(s, i, ["blue", "red"])
    assert any(isinstance(e, Engulfed) for e in out.events)
    assert swarm(st, "veilspinners").system == 2 and st.is_black_hole(9)


def test_w3_4_a_skipped_turn_still_has_its_span_then_the_hand_goes_back():
    s = weavers_game()
    st = s.state
    i = give_card(st, "stasis-treaty")
    fill(s, i, ["black", "black"])
    out = s.submit(EndTurn())
    names = types(out.events)
    k = names.index("TurnSkipped")
    after = names[k:]
    assert after[1:4] == ["TurnStarted", "CubesDrawn", "SpanStarted"]
    assert after.index("SpanStarted") < after.index("HandReturned")
    assert names.count("SpanStarted") == 2  # the skipped turn's and the next turn's


def test_c3_2_the_span_comes_after_the_draw_and_before_the_player_acts():
    s = weavers_game()
    names = types(s.opening)
    assert names.index("CubesDrawn") < names.index("SpanStarted")
    out = s.submit(EndTurn())
    names = types(out.events)
    assert names.index("CubesDrawn") < names.index("SpanStarted")
    assert sum(s.state.hand.values()) == 3  # the hand is still there to act with


def test_w4_1_proliferation_places_the_next_card_on_the_target():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    st.bases.append(2)  # the target holds a player base
    put(st, "veilspinners", PROLIFERATION, 3)
    put(st, "veilspinners", MORPHING, 1)
    newcomer = st.weaver_deck[0]
    before = total_cubes(st)
    events = span(st, red=2, white=1)
    pro = next(e for e in events if isinstance(e, Proliferated))
    assert (pro.card, pro.new_card, pro.at, pro.rule) == ("veilspinners", newcomer, 2, "W4.1")
    assert any(isinstance(e, SwarmPlaced) and e.rule == "W4.1" for e in events)
    assert swarm(st, newcomer).system == 2 and 2 not in st.bases  # W5 at the target
    assert swarm(st, "veilspinners").cubes == [0, 0, 0]  # all its cubes, morphing's too
    targeted = {e.card for e in events if isinstance(e, SwarmTargeted)}
    assert {"veilspinners", newcomer} <= targeted  # both re-target
    assert total_cubes(st) == before


def test_w4_2_morphing_swaps_the_card_on_the_same_system():
    st = veil_at_9()
    put(st, "veilspinners", MORPHING, 2)
    put(st, "veilspinners", PROLIFERATION, 1)
    newcomer = st.weaver_deck[0]
    events = span(st, blue=1, red=1, white=1)
    morph = next(e for e in events if isinstance(e, Morphed))
    assert (morph.card, morph.new_card, morph.system) == ("veilspinners", newcomer, 9)
    assert st.weaver_deck[-1] == "veilspinners"  # to the bottom of the deck
    assert swarm(st, "veilspinners") is None
    new = swarm(st, newcomer)
    assert new.system == 9 and new.cubes == [0, 0, 0]
    assert any(isinstance(e, SwarmTargeted) and e.rule == "W4.2" for e in events)


def test_w4_3_engulfment_moves_the_swarm_and_leaves_a_black_hole():
    st = veil_at_9()
    put(st, "veilspinners", ENGULFMENT, 3)
    put(st, "veilspinners", PROLIFERATION, 2)
    events = span(st, red=1, white=1, yellow=1)
    eng = next(e for e in events if isinstance(e, Engulfed))
    assert (eng.left, eng.at, eng.rule) == (9, 2, "W4.3")
    sw = swarm(st, "veilspinners")
    assert sw.system == 2 and st.is_black_hole(9)
    assert sw.cubes == [0, 0, 0] and sw.target not in (2, 9)
    moved = [e for e in events if isinstance(e, SwarmTargeted) and e.rule == "W4.3"]
    assert moved and "moved" in moved[0].reason


def test_w4_4_with_the_deck_empty_proliferation_resolves_as_engulfment():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)], deck=[])
    put(st, "veilspinners", PROLIFERATION, 3)
    events = span(st, red=2, white=1)
    eng = next(e for e in events if isinstance(e, Engulfed))
    assert eng.rule == "W4.4" and not any(isinstance(e, Proliferated) for e in events)
    assert swarm(st, "veilspinners").system == 2 and st.is_black_hole(9)


def test_w4_4_with_the_deck_empty_morphing_resolves_as_engulfment():
    st = weavers_game().state
    arrange(st, [("veilspinners", 9)], deck=[])
    put(st, "veilspinners", MORPHING, 2)
    events = span(st, blue=1, red=1, white=1)
    assert any(isinstance(e, Engulfed) and e.rule == "W4.4" for e in events)
    assert not any(isinstance(e, Morphed) for e in events)


def test_w4_completion_keeps_every_cube_accounted_for():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9), ("loomhive", 12)])
    st.bases.append(2)
    set_hand(st, red=2)
    s.submit(PlaceCube("red", "route", 0))
    before = total_cubes(st)
    put(st, "veilspinners", ENGULFMENT, 3)
    put(st, "loomhive", PROLIFERATION, 3)
    assert total_cubes(st) == before
    span(st, red=1, white=1, yellow=1)
    assert total_cubes(st) == before


# --- what the log says of a Span (bench/mutation.py weavers.weaving survivors) -------------


def lines(st, events):
    from engine.galaxy.describe import log_lines

    return log_lines(events, CONTENT, st.galaxy)


def test_w3_1_the_log_reads_the_hand_and_the_summary_names_every_swarm_in_turn():
    st = weavers_game().state
    arrange(st, [("loomhive", 3), ("silk-tide", 12)])
    events = span(st, blue=1, white=1, yellow=1)
    assert lines(st, events)[0] == "The Weavers read your hand: blue, yellow, white (W3.1)"
    summary = events[-1].summary.split("; ")
    assert [part.split(":")[0] for part in summary] == ["Loomhive", "Silk Tide"]
    assert summary[1] == "Silk Tide: morphing 1/3 (one white)"


def test_w3_2_a_single_cube_left_in_the_reserve_still_feeds_the_swarm():
    st = veil_at_9()
    st.bag["yellow"] += st.reserve["yellow"] - 1
    st.reserve["yellow"] = 1
    events = span(st, red=2, white=1)
    assert not any(isinstance(e, WeaverStarved) for e in events)
    assert swarm(st, "veilspinners").cubes == [1, 0, 0] and st.reserve["yellow"] == 0


def test_w3_2_a_starved_project_is_named_in_the_log_and_the_summary():
    st = veil_at_9()
    st.bag["yellow"] += st.reserve["yellow"]
    st.reserve["yellow"] = 0
    events = span(st, red=2, white=1)
    assert "The Veilspinners swarm finds no yellow cube in the reserve (C1)" in lines(st, events)
    assert events[-1].summary.startswith(
        "Veilspinners: proliferation starved (no yellow cube in the reserve)"
    )


def test_w4_1_the_log_says_where_the_new_swarm_appears_and_why_each_swarm_turns():
    st = veil_at_9()
    st.bases.append(2)
    put(st, "veilspinners", PROLIFERATION, 3)
    newcomer = st.weaver_deck[0]
    events = span(st, red=2, white=1)
    pro = next(e for e in events if isinstance(e, Proliferated))
    assert pro.system == 9  # the new swarm comes out of its parent (the board glides it from 9)
    said = lines(st, events)
    name = CONTENT.weavers[newcomer].name
    assert f"The {name} swarm appears in system 2 (W4.1)" in said
    turns = {e.card: e for e in events if isinstance(e, SwarmTargeted)}
    assert not turns[newcomer].retarget and turns[newcomer].reason.startswith("nearest ")
    parent = turns["veilspinners"]
    assert parent.retarget and parent.rule == "W4.1"
    assert parent.reason.startswith("its swarm split off: nearest ")


def test_w4_2_the_morphed_swarm_aims_afresh():
    st = veil_at_9()
    put(st, "veilspinners", MORPHING, 2)
    newcomer = st.weaver_deck[0]
    events = span(st, blue=1, red=1, white=1)
    aimed = next(e for e in events if isinstance(e, SwarmTargeted) and e.card == newcomer)
    assert aimed.rule == "W4.2" and not aimed.retarget
    assert aimed.reason.startswith(("nearest ", "no "))


def test_w4_3_the_engulfing_swarm_says_it_moved_when_it_turns():
    st = veil_at_9()
    put(st, "veilspinners", ENGULFMENT, 3)
    events = span(st, red=1, white=1, yellow=1)
    moved = next(e for e in events if isinstance(e, SwarmTargeted) and e.rule == "W4.3")
    assert moved.retarget and moved.reason.startswith("it moved: nearest ")


def test_w3_3_a_swarm_reacts_to_the_second_symbol_on_its_card():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])  # insight -> yellow + white, then industry -> blue + white
    i = give_card(st, "ore-haulers")  # white, any, white, white -> industry
    out = fill(s, i, ["white", "red", "white", "white"])
    reactions = [e for e in out.events if isinstance(e, SupremacyReaction)]
    assert [(e.card, e.symbol) for e in reactions] == [("veilspinners", "industry")]
    fed = [(e.project, e.colour) for e in out.events if isinstance(e, WeaverAdvanced)]
    assert fed == [("morphing", "blue"), ("engulfment", "white")]
