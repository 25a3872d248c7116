"""C3 a turn, C4 placing cubes."""

from engine.galaxy.commands import EndTurn, PlaceCube, Recall, TakeCard
from engine.galaxy.events import BasePlaced, CubesDrawn, HandReturned, RouteCompleted, TurnStarted
from tests.galaxy.helpers import RULES, game, give_card, refused, route_id, set_hand, types


def test_c3_1_each_turn_starts_by_drawing_three():
    s = game()
    assert types(s.opening)[:2] == ["TurnStarted", "CubesDrawn"]
    assert sum(s.state.hand.values()) == 3
    out = s.submit(EndTurn())
    drawn = [e for e in out.events if isinstance(e, CubesDrawn)]
    assert len(drawn) == 1 and len(drawn[0].colours) == 3
    assert sum(s.state.hand.values()) == 3


def test_c3_1_draws_fewer_when_the_bag_runs_low():
    s = game()
    st = s.state
    for c in st.bag:  # leave exactly 2 cubes in the bag (the rest to the reserve)
        st.reserve[c] += st.bag[c] + st.hand[c]
        st.bag[c] = st.hand[c] = 0
    st.reserve["red"] -= 2
    st.bag["red"] = 2
    out = s.submit(EndTurn())
    drawn = next(e for e in out.events if isinstance(e, CubesDrawn))
    assert drawn.colours == ("red", "red")


def test_c3_3_act_in_any_order_but_one_card_per_turn():
    s = game()
    assert s.submit(TakeCard("commerce")).ok
    refused(s, TakeCard("progress"), "C3.3", "already taken")
    s.submit(EndTurn())
    assert s.submit(TakeCard("progress")).ok


def test_c3_3_card_limit_counts_unfinished_projects():
    s = game(species="vorr")  # no power that changes the limit
    for deck in ("commerce", "expansion", "progress"):
        give_card(s.state, s.state.decks[deck][0])
    refused(s, TakeCard("leader"), "C3.3", "3 unfinished")


def test_c3_4_end_of_turn_returns_the_hand_to_the_bag():
    s = game()
    set_hand(s.state, red=2, black=1)
    bag_before = dict(s.state.bag)
    out = s.submit(EndTurn())
    returned = next(e for e in out.events if isinstance(e, HandReturned))
    assert sorted(returned.colours) == ["black", "red", "red"]
    assert next(e for e in out.events if isinstance(e, TurnStarted)).turn == 2
    total_bag_and_hand = {c: s.state.bag[c] + s.state.hand[c] for c in bag_before}
    assert total_bag_and_hand["red"] == bag_before["red"] + 2


def test_c4_1_route_needs_a_base_at_one_end():
    s = game()
    set_hand(s.state, white=1)
    far = route_id(s.state, 3, 4)  # nowhere near the home corner
    refused(s, PlaceCube("white", "route", far), "C4.1", "touch a system holding one of your bases")


def test_c4_1_one_colour_per_route_and_never_black():
    s = game()
    r = route_id(s.state, 1, 2)
    set_hand(s.state, red=1, blue=1, black=1)
    refused(s, PlaceCube("black", "route", r), "C4.1", "black")
    assert s.submit(PlaceCube("red", "route", r)).ok
    refused(s, PlaceCube("blue", "route", r), "C4.1", "one colour per route")


def test_c4_1_completing_a_route_places_a_base_on_an_empty_far_system():
    s = game()
    r = route_id(s.state, 1, 2)
    set_hand(s.state, yellow=3)
    s.submit(PlaceCube("yellow", "route", r))
    out = s.submit(PlaceCube("yellow", "route", r))
    assert types(out.events)[1:3] == ["RouteCompleted", "BasePlaced"]
    assert s.state.bases == [1, 2]
    refused(s, PlaceCube("yellow", "route", r), "C4.1", "already complete")


def test_c4_1_no_base_on_a_starting_system_or_a_held_one():
    s = game(corner=3)  # home 20; route 20-18 is 3 slots
    st = s.state
    st.bases.append(18)
    st.bases.sort()
    r = route_id(st, 18, 20)
    set_hand(st, white=3)
    for _ in range(3):
        out = s.submit(PlaceCube("white", "route", r))
    assert any(isinstance(e, RouteCompleted) for e in out.events)
    assert not any(isinstance(e, BasePlaced) for e in out.events)
    # A route from a base towards another starting system completes without a base there.
    st.bases.append(16)
    r2 = route_id(st, 16, 24)
    set_hand(st, blue=3)
    for _ in range(3):
        out = s.submit(PlaceCube("blue", "route", r2))
    assert any(isinstance(e, RouteCompleted) for e in out.events)
    assert 24 not in st.bases


def test_c4_1_the_far_end_must_not_be_a_black_hole():
    s = game()
    s.state.black_holes.append(2)
    set_hand(s.state, red=1)
    refused(s, PlaceCube("red", "route", route_id(s.state, 1, 2)), "C4.1", "black hole")


def test_c4_2_settling_a_planet_grows_the_bag():
    s = game(species="lumen")  # no settling power
    st = s.state
    pid = next(i for i, p in enumerate(st.planets) if p.system == st.home)
    colour = st.planets[pid].colour
    set_hand(st, **{colour: 1})
    bag = st.bag[colour]
    out = s.submit(PlaceCube(colour, "planet", pid))
    assert "PlanetSettled" in types(out.events)
    bonus = RULES.content.tunables.settle_bonus
    assert st.planets[pid].settled and st.bag[colour] == bag + bonus
    set_hand(st, **{colour: 1})
    refused(s, PlaceCube(colour, "planet", pid), "C4.2", "already settled")


def test_c4_2_planets_need_your_base_and_their_colour():
    s = game()
    st = s.state
    away = next(i for i, p in enumerate(st.planets) if p.system == 2)
    set_hand(st, white=1, blue=1)
    refused(s, PlaceCube("white", "planet", away), "C4.2", "your base")
    home = next(i for i, p in enumerate(st.planets) if p.system == st.home)
    refused(s, PlaceCube("blue", "planet", home), "C4.2", "takes red")


def test_c4_2_a_two_cube_planet_settles_on_the_second_cube():
    s = game()
    st = s.state
    st.bases.append(2)
    pid = next(i for i, p in enumerate(st.planets) if p.system == 2 and p.cost == 2)
    colour = st.planets[pid].colour
    set_hand(st, **{colour: 2})
    assert "PlanetSettled" not in types(s.submit(PlaceCube(colour, "planet", pid)).events)
    assert "PlanetSettled" in types(s.submit(PlaceCube(colour, "planet", pid)).events)


def test_c4_3_project_slots_take_their_colour_any_non_black_or_black():
    s = game()
    i = give_card(s.state, "credit-union")  # yellow, black
    j = give_card(s.state, "quantum-lab")  # blue, any
    set_hand(s.state, black=2, red=2, yellow=1)
    refused(s, PlaceCube("red", "project", i, 0), "C4.3", "yellow")
    refused(s, PlaceCube("black", "project", j, 1), "C4.3", "any cube but black")
    assert s.submit(PlaceCube("red", "project", j, 1)).ok
    refused(s, PlaceCube("red", "project", j, 1), "C4.3", "already filled")
    assert s.submit(PlaceCube("black", "project", i, 1)).ok


def test_c4_4_recall_spends_a_black_cube_to_take_one_back():
    s = game()
    st = s.state
    r = route_id(st, 1, 2)
    set_hand(st, red=1, black=1)
    s.submit(PlaceCube("red", "route", r))
    bag_black = st.bag["black"]
    assert s.submit(Recall("route", r)).ok
    assert st.hand == {"red": 1, "blue": 0, "yellow": 0, "white": 0, "black": 0}
    assert st.bag["black"] == bag_black + 1
    assert st.routes[r] == []
    refused(s, Recall("route", r), "C4.4", "black cube")


def test_c4_4_no_recall_from_a_settled_planet_or_complete_route():
    s = game()
    st = s.state
    pid = next(i for i, p in enumerate(st.planets) if p.system == st.home)
    r = route_id(st, 1, 2)
    set_hand(st, red=3, black=1)
    s.submit(PlaceCube("red", "planet", pid))
    s.submit(PlaceCube("red", "route", r))
    s.submit(PlaceCube("red", "route", r))
    refused(s, Recall("planet", pid), "C4.4", "settled")
    refused(s, Recall("route", r), "C4.4", "complete route")


def test_c4_placing_needs_the_cube_in_hand():
    s = game()
    set_hand(s.state, red=1)
    refused(s, PlaceCube("blue", "route", 0), "C4", "no blue cube")
    refused(s, PlaceCube("red", "moon", 0), "C4", "route, a planet or a project")


def test_legal_commands_are_exactly_the_accepted_ones():
    s = game(seed=3)
    legal = RULES.legal_commands(s.state)
    assert EndTurn() in legal
    for cmd in RULES.candidate_commands(s.state):
        assert (cmd in legal) == RULES.check(s.state, cmd).ok


def test_c4_routes_and_planets_have_no_slot_number_so_one_move_has_one_record():
    s = game()
    legal = next(c for c in RULES.legal_commands(s.state) if isinstance(c, PlaceCube))
    assert legal.spot in ("route", "planet")
    for slot in (-1, 1):
        verdict = RULES.check(s.state, PlaceCube(legal.colour, legal.spot, legal.ref, slot))
        assert not verdict.ok and "no numbered slots" in verdict.reason
        assert not RULES.check(s.state, Recall(legal.spot, legal.ref, slot)).ok
    assert RULES.check(s.state, legal).ok


def test_c3_4_an_empty_hand_returns_nothing():
    s = game()
    set_hand(s.state)  # every cube of the hand placed, say
    out = s.submit(EndTurn())
    assert not any(isinstance(e, HandReturned) for e in out.events)
    started = next(e for e in out.events if isinstance(e, TurnStarted))
    assert started.turn == 2 and started.skipped is False


def test_c3_3_an_extra_card_lasts_only_for_its_turn():
    from engine.galaxy.content import Effect
    from engine.galaxy.projects import resolve_effect

    s = game(species="vorr")
    resolve_effect(s.state, RULES.content, Effect("extra_card", count=1), "predictive-models")
    assert s.submit(TakeCard("commerce")).ok and s.submit(TakeCard("progress")).ok
    s.submit(EndTurn())
    assert s.submit(TakeCard("expansion")).ok
    refused(s, TakeCard("leader"), "C3.3", "already taken")  # one a turn again
