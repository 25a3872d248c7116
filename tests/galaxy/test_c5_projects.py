"""C5 projects and cards."""

import pytest

from engine.galaxy.colours import SUPREMACY
from engine.galaxy.commands import Choose, EndTurn, PlaceCube, UseLeader, UsePower
from engine.galaxy.events import CubesDrawn, TurnSkipped
from tests.galaxy.helpers import CONTENT, RULES, fill, game, give_card, refused, set_hand, types


def test_c5_1_completion_rewards_returns_cubes_and_keeps_the_card():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "credit-union")  # yellow, black -> prosperity, order
    bag = dict(st.bag)
    out = fill(s, i, ["yellow", "black"])
    assert "ProjectCompleted" in types(out.events)
    assert st.supremacy["prosperity"] == 1 and st.supremacy["order"] == 1
    assert st.tableau[i].done and st.tableau[i].cubes == [""] * len(st.tableau[i].needs)
    assert st.bag["yellow"] >= bag["yellow"] and st.bag["black"] >= bag["black"]
    set_hand(st, yellow=1)
    refused(s, PlaceCube("yellow", "project", i, 0), "C5.1", "already complete")


def test_c5_2_add_cubes_effect_fills_the_bag_from_the_reserve():
    s = game(species="lumen")
    i = give_card(s.state, "trade-compact")
    out = fill(s, i, ["yellow", "yellow"])
    added = [e for e in out.events if type(e).__name__ == "CubesAdded"]
    assert added and added[0].colour == "yellow" and added[0].count == 2


def test_c5_2_draw_next_draws_more_next_turn():
    s = game(species="lumen")
    i = give_card(s.state, "deep-survey")
    fill(s, i, ["blue", "blue", "red"])
    out = s.submit(EndTurn())
    drawn = next(e for e in out.events if isinstance(e, CubesDrawn))
    assert len(drawn.colours) == 4
    drawn2 = next(e for e in s.submit(EndTurn()).events if isinstance(e, CubesDrawn))
    assert len(drawn2.colours) == 3


def test_c5_2_extra_card_lets_you_take_another():
    from engine.galaxy.commands import TakeCard

    s = game(species="lumen")
    assert s.submit(TakeCard("commerce")).ok
    i = give_card(s.state, "predictive-models")
    fill(s, i, ["blue", "red", "red"])
    assert s.submit(TakeCard("expansion")).ok


def test_c5_2_free_base_asks_where_and_only_offers_empty_joined_systems():
    s = game(species="lumen")
    i = give_card(s.state, "orbital-shipyards")
    out = fill(s, i, ["white", "white", "red"])
    assert "ChoiceNeeded" in types(out.events)
    offered = sorted(o.ref for o in s.state.pending.options)
    assert offered == [2, 7]  # the two systems joined to home 1
    refused(s, EndTurn(), "C5.2", "first choose")
    refused(s, Choose(9), "C5.2", "not one of the offered")
    assert s.submit(Choose(7)).ok
    assert s.state.bases == [1, 7] and s.state.pending is None


def test_c5_2_settle_free_and_advance_route():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "colony-arks")
    fill(s, i, ["white", "yellow"])
    pid = st.pending.options[0].ref
    assert s.submit(Choose(pid)).ok and st.planets[pid].settled
    j = give_card(st, "hyperlanes")  # advance_route 2
    fill(s, j, ["white", "white", "blue"])
    first = st.pending.options[0]
    assert s.submit(Choose(first.ref, first.colour)).ok
    assert st.pending is not None and st.pending.remaining == 1
    # the second cube must keep the route's colour
    assert all(o.colour == first.colour for o in st.pending.options if o.ref == first.ref)


def test_c5_3_one_government_at_a_time_and_its_ongoing_rule():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "technocracy")  # draw 4
    out = fill(s, i, ["blue", "blue", "black"])
    assert "GovernmentChanged" in types(out.events) and st.government == "technocracy"
    drawn = next(e for e in s.submit(EndTurn()).events if isinstance(e, CubesDrawn))
    assert len(drawn.colours) == 4
    j = give_card(st, "bureaucracy")
    out = fill(s, j, ["black", "red", "red"])
    assert st.government == "bureaucracy"
    assert "technocracy" in st.discard
    assert all(p.card != "technocracy" for p in st.tableau)


def test_c5_4_leaders_act_once_per_turn():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "quartermaster")  # exchange
    fill(s, i, ["white", "red"])
    set_hand(st, red=2)
    assert s.submit(UseLeader(i, "red", "blue")).ok
    assert st.hand["blue"] == 1 and st.hand["red"] == 1
    refused(s, UseLeader(i, "red", "blue"), "C5.4", "acted this turn")
    s.submit(EndTurn())
    set_hand(st, red=1)
    assert s.submit(UseLeader(i, "red", "yellow")).ok


def test_c5_4_redraw_returns_a_cube_and_draws_one():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "oracle")
    fill(s, i, ["blue", "red"])
    set_hand(st, red=1)
    out = s.submit(UseLeader(i, "red"))
    assert out.ok and sum(st.hand.values()) == 1
    assert isinstance(out.events[1], CubesDrawn)


def test_c5_4_an_unfinished_leader_cannot_act_and_steal_needs_a_weaver():
    s = game(species="lumen")
    i = give_card(s.state, "saboteur")
    set_hand(s.state, red=1)
    refused(s, UseLeader(i, "red"), "C5.4", "complete this leader")
    fill(s, i, ["black", "red"])
    refused(s, UseLeader(i, spot="swarm", ref=1, slot=0), "C5.4", "no swarm sits")
    refused(s, UseLeader(i), "C5.4", "steal from a Weaver project")


def test_c5_4_at_least_three_leaders_steal():
    stealers = [c for c in CONTENT.cards.values() if c.ability and c.ability.kind == "steal"]
    assert len(stealers) >= 3


def test_c5_5_a_skipped_turn_draws_then_returns_the_hand():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "stasis-treaty")
    fill(s, i, ["black", "black"])
    assert st.skip_next
    out = s.submit(EndTurn())
    names = types(out.events)
    k = names.index("TurnSkipped")
    assert names[k + 1 : k + 4] == ["TurnStarted", "CubesDrawn", "HandReturned"]
    skipped = next(e for e in out.events if isinstance(e, TurnSkipped))
    assert skipped.turn == 2 and st.turn == 3
    assert sum(st.hand.values()) == 3 and not st.skip_next


def test_c5_5_content_has_a_skip_card():
    assert any(c.effect and c.effect.kind == "skip_turn" for c in CONTENT.cards.values())


def test_c5_6_every_supremacy_kind_can_reach_five():
    for kind in SUPREMACY:
        assert sum(c.reward.count(kind) for c in CONTENT.cards.values()) >= 5, kind


def test_c5_6_supremacy_never_passes_the_goal():
    s = game(species="lumen")
    s.state.supremacy["order"] = 4
    from engine.galaxy.projects import gain_supremacy

    gain_supremacy(s.state, CONTENT, ("order", "order"))
    assert s.state.supremacy["order"] == 5


@pytest.mark.parametrize("species", sorted(CONTENT.species))
def test_c5_7_each_species_has_a_bonus_and_a_power(species):
    sp = CONTENT.species[species]
    assert sp.bonus and sp.power
    st = game(species=species).state
    bag = {c: st.bag[c] + st.hand[c] for c in st.bag}
    changed = bag != CONTENT.tunables.bag_start or len(st.tableau) > 0 or any(st.supremacy.values())
    assert changed  # the bonus shows from the first turn


def test_c5_7_once_per_game_powers():
    import attrs

    from engine.core.session import Session
    from engine.galaxy.content import Effect
    from engine.galaxy.rules import GalaxyRules

    # No species ships with the once-per-game draw now, but the power stays in the rules.
    seer = attrs.evolve(CONTENT.species["lumen"], power=Effect("extra_draw", 3))
    rules = GalaxyRules(attrs.evolve(CONTENT, species={**CONTENT.species, "lumen": seer}))
    s = Session.new(rules, rules.setup(1, species="lumen", opponent="none"))
    assert s.submit(UsePower()).ok
    assert sum(s.state.hand.values()) == 3 + 3
    refused(s, UsePower(), "C5.7", "used this game")
    d = game(species="drift")  # free_base
    assert d.submit(UsePower()).ok and d.state.pending.kind == "free_base"
    a = game(species="auren")  # ongoing: nothing to use
    refused(a, UsePower(), "C5.7", "always in effect")


def test_c5_7_the_choice_a_power_leaves_is_the_powers_not_a_cards():
    from engine.galaxy.commands import Choose, EndTurn
    from engine.galaxy.events import BasePlaced, ChoiceNeeded

    d = game(species="drift")
    out = d.submit(UsePower())
    asked = next(e for e in out.events if isinstance(e, ChoiceNeeded))
    assert asked.rule == "C5.7"
    refused(d, EndTurn(), "C5.7", "your species' power goes")
    ref = d.state.pending.options[0].ref
    out = d.submit(Choose(ref))
    assert [e.rule for e in out.events if isinstance(e, BasePlaced)] == ["C5.7"]


def test_c5_7_species_powers_change_the_rules():
    from engine.galaxy.commands import InitiateConflict

    v = game(species="vorr")
    i = give_card(v.state, "siege")
    assert v.submit(InitiateConflict(i, 1, 2)).ok
    assert len(v.state.tableau[i].needs) == len(CONTENT.card("siege").slots) - 1
    f = game(species="ferrum")
    set_hand(f.state, red=1, blue=1, yellow=1)
    f.submit(PlaceCube("red", "route", 0))
    assert f.submit(PlaceCube("blue", "route", 0)).ok
    assert RULES.check(f.state, PlaceCube("yellow", "route", 1)).ok


def test_c5_2_settle_free_offers_only_unsettled_planets_at_your_bases_and_pays_once():
    s = game(species="lumen")
    st = s.state
    home = [i for i, p in enumerate(st.planets) if p.system == st.bases[0]]
    assert len(home) == 2 and all(st.planets[i].cost == 1 for i in home)
    set_hand(st, **{st.planets[home[0]].colour: 1})
    assert s.submit(PlaceCube(st.planets[home[0]].colour, "planet", home[0])).ok
    assert st.planets[home[0]].settled
    i = give_card(st, "colony-arks")
    fill(s, i, ["white", "yellow"])
    offered = [o.ref for o in st.pending.options]
    assert offered == [home[1]]  # not the settled one, not a planet away from your bases
    refused(s, Choose(home[0]), "C5.2", "not one of the offered")
    away = next(j for j, p in enumerate(st.planets) if p.system not in st.bases)
    refused(s, Choose(away), "C5.2", "not one of the offered")
    colour = st.planets[home[1]].colour
    bag = st.bag[colour]
    out = s.submit(Choose(home[1]))
    assert out.ok and st.planets[home[1]].settled and st.pending is None
    settled = [e for e in out.events if type(e).__name__ == "PlanetSettled"]
    assert len(settled) == 1 and settled[0].added == CONTENT.tunables.settle_bonus
    assert st.bag[colour] == bag + CONTENT.tunables.settle_bonus  # the bag bonus once


def test_c5_2_settle_free_with_every_planet_at_your_bases_settled_asks_nothing():
    s = game(species="lumen")
    st = s.state
    for p in st.planets:
        if p.system in st.bases:
            p.settled = True
    i = give_card(st, "colony-arks")
    out = fill(s, i, ["white", "yellow"])
    assert "ProjectCompleted" in types(out.events)
    assert st.pending is None and "ChoiceNeeded" not in types(out.events)
    assert "PlanetSettled" not in types(out.events)


def test_c5_5_the_skipped_turn_is_marked_skipped_and_its_hand_returns_under_c5_5():
    s = game(species="lumen")
    st = s.state
    i = give_card(st, "stasis-treaty")
    fill(s, i, ["black", "black"])
    out = s.submit(EndTurn())
    started = [e for e in out.events if type(e).__name__ == "TurnStarted"]
    assert [(e.turn, e.skipped) for e in started] == [(2, True), (3, False)]
    assert all(type(e.skipped) is bool for e in started)
    returned = [e.rule for e in out.events if type(e).__name__ == "HandReturned"]
    assert returned[-1] == "C5.5" and returned[:-1] == ["C3.4"] * (len(returned) - 1)
    out = s.submit(EndTurn())  # an ordinary turn after it
    assert [e.skipped for e in out.events if type(e).__name__ == "TurnStarted"] == [False]
