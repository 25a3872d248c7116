"""C6 conflicts and C7 winning."""

from engine.galaxy.commands import EndTurn, InitiateConflict, PlaceCube, TakeCard
from engine.galaxy.events import ConflictCancelled, GameWon
from tests.galaxy.helpers import RULES, fill, game, give_card, refused, route_id, set_hand, types


def test_c6_1_a_conflict_starts_from_your_base_along_a_route():
    s = game(species="lumen")
    i = give_card(s.state, "raid")
    refused(s, InitiateConflict(i, 2, 3), "C6.1", "holding your base")
    refused(s, InitiateConflict(i, 1, 9), "C6.1", "joined by a route")
    refused(s, InitiateConflict(i, 1, 1), "C6.1", "already hold")
    j = give_card(s.state, "trade-compact")
    refused(s, InitiateConflict(j, 1, 2), "C6.1", "only a conflict card")
    assert s.submit(InitiateConflict(i, 1, 2)).ok
    refused(s, InitiateConflict(i, 1, 7), "C6.1", "already under way")


def test_c6_1_a_held_conflict_takes_no_cubes_until_initiated():
    s = game(species="lumen")
    i = give_card(s.state, "raid")
    set_hand(s.state, red=1)
    refused(s, PlaceCube("red", "project", i, 0), "C6.1", "initiate this conflict")


def test_c6_5_winning_one_conflict_cancels_another_against_the_same_system():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "raid")
    j = give_card(st, "feint")
    assert s.submit(InitiateConflict(i, 1, 2)).ok
    assert s.submit(InitiateConflict(j, 1, 2)).ok  # two conflicts may share a target
    out = fill(s, i, ["red", "blue"])
    cancelled = [e for e in out.events if isinstance(e, ConflictCancelled)]
    assert [e.card for e in cancelled] == ["feint"]
    assert 2 in st.bases and "feint" in st.discard


def test_c6_2_the_defender_never_fills_against_an_empty_system():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "border-skirmish")
    s.submit(InitiateConflict(i, 1, 7))
    for _ in range(5):
        s.submit(EndTurn())
    assert not any(st.tableau[i].defender) and not st.tableau[i].done


def test_c6_3_winning_places_a_base_and_gives_might():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "raid")  # red, any -> might
    s.submit(InitiateConflict(i, 1, 7))
    out = fill(s, i, ["red", "blue"])
    assert types(out.events)[1:3] == ["ConflictWon", "BasePlaced"]
    assert 7 in st.bases and st.supremacy["might"] == 1
    assert st.tableau[i].done


def test_c6_4_another_starting_system_is_guarded_by_more_slots():
    s = game(species="lumen")
    st = s.state
    st.bases.append(16)  # a base next to the bottom-right starting system 24
    i = give_card(st, "raid")
    assert s.submit(InitiateConflict(i, 16, 24)).ok
    extra = RULES.content.tunables.guarded_extra_slots
    assert st.tableau[i].needs == [*RULES.content.card("raid").slots, *["any"] * extra]
    out = fill(s, i)
    won = [e for e in out.events if isinstance(e, GameWon)]
    assert won and won[0].path == "second_start" and st.over


def test_c6_4_your_own_home_is_not_guarded_for_you():
    from engine.galaxy.content import default_content
    from engine.galaxy.projects import conflict_needs

    s = game(species="lumen")
    card = default_content().card("raid")
    assert len(conflict_needs(s.state, default_content(), card, s.state.home)) == len(card.slots)


def test_c6_5_a_base_arriving_at_an_involved_system_cancels_the_conflict():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "border-skirmish")  # red, red, any
    s.submit(InitiateConflict(i, 1, 2))
    set_hand(st, red=1, yellow=2)
    s.submit(PlaceCube("red", "project", i, 0))
    r = route_id(st, 1, 2)
    bag_red = st.bag["red"]
    s.submit(PlaceCube("yellow", "route", r))
    out = s.submit(PlaceCube("yellow", "route", r))
    cancelled = [e for e in out.events if isinstance(e, ConflictCancelled)]
    assert cancelled and cancelled[0].card == "border-skirmish" and cancelled[0].rule == "C6.5"
    assert all(p.card != "border-skirmish" for p in st.tableau)
    assert "border-skirmish" in st.discard
    assert st.bag["red"] == bag_red + 1  # the player's cube went back to the bag


def test_c6_5_winning_one_conflict_cancels_others_on_the_same_system_only():
    from engine.galaxy.board import status_changed

    s = game(species="lumen")
    st = s.state
    i = give_card(st, "raid")
    j = give_card(st, "feint")
    s.submit(InitiateConflict(i, 1, 2))
    s.submit(InitiateConflict(j, 1, 7))
    events = status_changed(st, 2, "test", keep=-1)
    assert [e.card for e in events] == ["raid"]
    assert [p.card for p in st.tableau if p.seq] == ["feint"]


def test_c7_nine_bases_win():
    s = game(species="lumen")
    st = s.state
    others = [x.number for x in st.galaxy.systems if not x.is_start and x.number not in (2,)]
    st.bases = sorted([st.home, *others[:7]])
    r = route_id(st, 1, 2)
    set_hand(st, red=2)
    s.submit(PlaceCube("red", "route", r))
    out = s.submit(PlaceCube("red", "route", r))
    assert out.events[-1] == GameWon("bases", rule="C7")
    assert st.over and st.result == "won" and st.cause == "bases"
    # The game's chart ends on the winning position, though the turn never ended.
    assert (st.history[-1].turn, st.history[-1].bases) == (st.turn, 9)


def test_c7_five_of_a_kind_wins_and_the_game_then_refuses_commands():
    s = game(species="lumen")
    st = s.state
    st.supremacy["prosperity"] = 4
    i = give_card(st, "trade-compact")
    out = fill(s, i, ["yellow", "yellow"])
    assert any(isinstance(e, GameWon) and e.path == "supremacy" for e in out.events)
    refused(s, EndTurn(), "C7", "game is over")
    refused(s, TakeCard("commerce"), "C7", "game is over")


def test_c7_two_starting_systems_win():
    from engine.galaxy.board import place_base
    from tests.galaxy.helpers import CONTENT, RULES

    s = game(species="lumen")
    st = s.state
    place_base(st, CONTENT, 24, "test")
    out = RULES.apply(st, EndTurn())
    assert any(isinstance(e, GameWon) and e.path == "second_start" for e in out)
