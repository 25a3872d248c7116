"""The Weavers' forecast (W3.1, W4, W6.2) checked against the real Span: what it says will
happen on a hand is what run_span does on that hand. Plus the Span's one-line summary."""

import copy

import pytest

from engine.galaxy.colours import COLOURS
from engine.galaxy.commands import InitiateConflict
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, MORPHING, PROLIFERATION
from engine.weavers.events import Engulfed, Morphed, Proliferated, SpanEnded
from engine.weavers.forecast import (
    ENGULF,
    MORPH,
    NEITHER,
    PAIR,
    SINGLE,
    SPLIT,
    base_threat_text,
    completing,
    hand_chances,
    threat_text,
    threatened_bases,
    threats,
)
from engine.weavers.weaving import run_span
from tests.galaxy.helpers import (
    CONTENT,
    arrange,
    give_card,
    put,
    set_hand,
    span,
    swarm,
    weavers_game,
)

# veilspinners: proliferation yellow x4, morphing blue x3, engulfment white x2 (tuned, data).


def short(st, project, by=1):
    """Fill a veilspinners project until it is `by` cubes from complete."""
    need = slots_needed(st, CONTENT, "veilspinners", project)
    put(st, "veilspinners", project, need - by - swarm(st, "veilspinners").cubes[project])
    return need


def veil_at_9(deck=None):
    s = weavers_game()
    arrange(s.state, [("veilspinners", 9)], deck=deck)
    return s.state


def test_w3_1_forecast_engulfment_one_cube_short_lands_on_the_target():
    st = veil_at_9()
    short(st, ENGULFMENT)
    [t] = threats(st, CONTENT)
    target = swarm(st, "veilspinners").target
    assert (t.project, t.outcome, t.trigger, t.target) == (ENGULFMENT, ENGULF, NEITHER, target)
    words = threat_text(t, CONTENT)
    assert words.startswith(f"Veilspinners engulfs system {target}")
    assert "if no pair and no single blue cube is drawn" in words
    # What it says is what the Span does: on such a hand, the swarm moves to the target...
    events = span(copy.deepcopy(st), red=1, white=1, yellow=1)
    assert [(e.left, e.at) for e in events if isinstance(e, Engulfed)] == [(9, target)]
    # ...and on a pair it does not.
    assert not any(isinstance(e, Engulfed) for e in span(st, red=2, white=1))


def test_w4_1_forecast_proliferation_one_cube_short_splits_onto_the_target_on_a_pair():
    st = veil_at_9()
    short(st, PROLIFERATION)
    [t] = threats(st, CONTENT)
    assert (t.outcome, t.trigger, t.target) == (SPLIT, PAIR, swarm(st, "veilspinners").target)
    assert "a pair is drawn" in threat_text(t, CONTENT)
    events = span(st, black=2, red=1)
    assert [e.at for e in events if isinstance(e, Proliferated)] == [t.target]


def test_w4_2_forecast_morphing_one_cube_short_morphs_on_a_single_of_its_colour():
    st = veil_at_9()
    short(st, MORPHING)
    [t] = threats(st, CONTENT)
    assert (t.outcome, t.trigger, t.target, t.lands) == (MORPH, SINGLE, 0, False)
    assert "exactly one blue cube is drawn" in threat_text(t, CONTENT)
    assert any(isinstance(e, Morphed) for e in span(st, blue=1, red=1, white=1))


def test_w4_4_forecast_with_the_deck_empty_proliferation_engulfs_instead():
    st = veil_at_9(deck=[])
    short(st, PROLIFERATION)
    [t] = threats(st, CONTENT)
    assert (t.outcome, t.trigger) == (ENGULF, PAIR)
    events = span(st, red=2, blue=1)
    assert [e.at for e in events if isinstance(e, Engulfed)] == [t.target]


def test_w3_1_forecast_two_short_is_no_threat_and_an_empty_reserve_starves_it():
    st = veil_at_9()
    short(st, ENGULFMENT, by=2)
    assert threats(st, CONTENT) == []
    short(st, ENGULFMENT)
    white = st.reserve["white"]
    st.reserve["white"] = 0
    st.bag["white"] += white  # kept somewhere: the forecast only reads the reserve
    assert threats(st, CONTENT) == []


def test_w6_2_forecast_a_cube_an_open_conflict_would_take_is_no_threat():
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 9), ("silk-tide", 20)])  # loomhive morphing: red x3
    st.bases.append(2)
    i = give_card(st, "raid")  # defender side red, red
    put(st, "loomhive", MORPHING, 2)
    assert [t.project for t in threats(st, CONTENT) if t.card == "loomhive"] == [MORPHING]
    assert s.submit(InitiateConflict(i, 2, 9)).ok
    assert [t for t in threats(st, CONTENT) if t.card == "loomhive"] == []


def test_w3_3_forecast_names_the_supremacy_gains_that_also_complete_it():
    st = veil_at_9()  # Insight -> yellow+white, Industry -> blue+white
    short(st, ENGULFMENT)
    [t] = threats(st, CONTENT)
    assert set(t.symbols) == {"insight", "industry"}
    assert "or if you gain" in threat_text(t, CONTENT)


def test_c3_1_the_next_hands_cover_the_bag_with_their_true_chances():
    st = veil_at_9()
    set_hand(st, red=1, blue=1)
    hands = hand_chances(st, CONTENT)
    assert abs(sum(p for _, p in hands) - 1) < 1e-9
    assert all(sum(h.values()) == CONTENT.tunables.draw for h, _ in hands)
    # Only red in the bag and hand: the one hand left is three reds.
    for c in COLOURS:
        st.reserve[c] += st.bag[c] + st.hand[c]
        st.bag[c] = st.hand[c] = 0
    st.bag["red"] = 5
    assert hand_chances(st, CONTENT) == [({**dict.fromkeys(COLOURS, 0), "red": 3}, 1.0)]


@pytest.mark.parametrize("project", [PROLIFERATION, MORPHING, ENGULFMENT])
def test_w3_1_forecast_chance_matches_the_real_span_over_every_hand(project):
    """Weigh every possible next hand, run the real Span on it, and count completions."""
    st = veil_at_9()
    short(st, project)
    # A small bag keeps the check quick while every W3.1 case can still come up.
    for c in COLOURS:
        st.reserve[c] += st.bag[c] + st.hand[c]
        st.bag[c] = st.hand[c] = 0
    for c, n in {"blue": 2, "red": 2, "white": 1, "black": 2}.items():
        st.bag[c], st.reserve[c] = n, st.reserve[c] - n
    [t] = threats(st, CONTENT)
    real = 0.0
    for hand, p in hand_chances(st, CONTENT):
        trial = copy.deepcopy(st)
        set_hand(trial, **hand)
        events = run_span(trial, CONTENT)
        done = any(isinstance(e, (Engulfed, Proliferated, Morphed)) for e in events)
        assert done == (completing(st, CONTENT, swarm(st, "veilspinners"), hand) == project)
        real += p if done else 0.0
    assert 0 < t.chance < 1 and abs(t.chance - real) < 1e-9


def test_w2_2_bases_a_swarm_is_aimed_at_are_listed_soonest_first():
    st = veil_at_9()
    sw = swarm(st, "veilspinners")
    assert threatened_bases(st, CONTENT) == []
    st.bases.append(sw.target)
    short(st, PROLIFERATION)
    [b] = threatened_bases(st, CONTENT)
    assert (b.system, b.engulf_left, b.split_left, b.soonest) == (sw.target, 2, 1, 1)
    words = base_threat_text(b, CONTENT)
    assert words == (
        f"System {sw.target}: Veilspinners engulfs it after 2 more white; "
        "splits onto it after 1 more yellow"
    )


def test_w3_1_each_span_ends_with_a_line_on_what_each_swarm_did_and_why():
    st = veil_at_9()
    short(st, ENGULFMENT)
    target = swarm(st, "veilspinners").target
    events = span(st, red=1, white=1, yellow=1)
    end = events[-1]
    assert isinstance(end, SpanEnded) and end.rule == "W3.1"
    need = slots_needed(st, CONTENT, "veilspinners", ENGULFMENT)
    assert end.summary == (
        f"Veilspinners: engulfment {need}/{need}, moved to system {target}, system 9 a black hole "
        "(no pair, no single blue)"
    )
    end = span(st, red=2, blue=1)[-1]
    assert end.summary.endswith("(a pair of red, one blue)")
    assert "proliferation 1/4, morphing 1/3" in end.summary
