"""SA: the rival races' choices, and SD1's levels."""

from collections import Counter

from engine.swarm import automa, combat
from engine.swarm import commands as sc
from engine.swarm.bots import HeuristicBot
from engine.swarm.events import RivalDecision
from engine.swarm.state import BATTLE_WINDOW, DEVELOPMENT, MOVE, PICK, PRODUCTION, Battle
from tests.swarm.helpers import RULES, C, bare, battle, clear, hx, new, put, turn_of


def mind(s, seat=1, stance="raid", level=3, grab=False):
    return automa.mind_of(C, s.races[seat], stance, level, grab)


def rival_move(seat=1, stance="raid", level=3):
    s = bare()
    clear(s)
    put(s, 0, 0, 1)
    turn_of(s, seat, MOVE)
    return s


def test_sa1_1_rivals_obey_every_rule_their_commands_pass_check():
    sess = new(3, rivals=3)  # run_rivals checks every rival command; a breach raises
    assert sess.state.round >= 1 and not sess.state.over


def test_sa1_2_deterministic_same_seed_same_game():
    a, b = new(9, rivals=2), new(9, rivals=2)
    assert a.state == b.state and a.opening == b.opening


def test_sa1_3_each_decision_is_an_event_with_rule_and_reason():
    events = [e for e in new(5, rivals=1, seats=["automa", "automa"]).opening]
    said = [e for e in events if isinstance(e, RivalDecision)]
    assert said and all(e.rule.startswith("SA") and e.text.endswith(f"({e.rule})") for e in said)


def test_sa1_4_intent_is_public_each_rival_shows_its_card():
    s = new(2, rivals=2).state
    assert all(r.card in C.stances for r in s.races[1:])


def test_sa2_1_a_deck_of_12_by_the_levels_mix_reshuffled_when_empty():
    s = bare()
    deck = automa.new_decision_deck(s, C, 3)
    mix = dict(zip(automa.STANCE_ORDER, C.levels[3].stances, strict=True))  # [T] in levels.toml
    assert len(deck) == 12 and Counter(deck) == {k: n for k, n in mix.items() if n}
    r = s.races[1]
    r.decisions = []
    r.kind = "automa"
    from engine.swarm import flow

    flow.turn_decision_cards(s, C)
    assert len(r.decisions) == 11


def test_sa2_2_a_card_names_stance_bid_develop_muster_and_plan():
    for st in C.stances.values():
        assert st.bid in ("first", "last") and len(st.develop) == 6 and st.plan


def test_sa2_3_stance_plans():
    assert C.stances["expand"].plan == ("claim", "explore", "spread", "advance")
    assert C.stances["raid"].plan == ("strike", "claim", "advance", "spread")
    assert C.stances["entrench"].plan == ("guard", "claim", "spread", "strike")
    assert C.stances["surge"].plan == ("advance", "strike", "claim", "explore")


def test_sa2_4_grab_when_the_deck_runs_low_and_it_stays():
    s = bare()
    s.races[1].decisions = ["raid"] * 3
    s.discard += s.deck[7:]
    del s.deck[7:]
    from engine.swarm import flow

    events = flow.turn_decision_cards(s, C)
    assert s.races[1].grab and any(type(e).__name__ == "GrabBegins" for e in events)
    assert automa.mind_of(C, s.races[1]).plan == C.grab_plan


def test_sa3_1_strike_needs_a_favourable_forecast():
    s = rival_move()
    put(s, 1, hx(s, 3, 2), 4)
    put(s, 0, hx(s, 4, 2), 2)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.strike(s, C, s.races[1], mind(s))
    assert o is not None and o.goal == hx(s, 4, 2) and o.count == 4
    s.races[0].fleets[hx(s, 4, 2)] = 9  # kills 4, loses 4: enough at 1.0, not at 2.0
    assert automa.strike(s, C, s.races[1], mind(s)) is not None
    assert automa.strike(s, C, s.races[1], mind(s, level=1)) is None


def test_sa3_2_claim_the_nearest_cluster_not_controlled():
    s = rival_move()
    put(s, 1, hx(s, 3, 2), 3)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.claim(s, C, s.races[1], mind(s))
    assert o is not None and s.board.terrain[o.goal] == "cluster"
    assert o.count == 2  # leaves 1 on the hex it would empty (SA3.7)


def test_sa3_3_explore_sends_one_fleet_to_unspent_ruins():
    s = rival_move()
    ruins = s.board.terrain.index("ruins")
    near = s.board.neighbours(ruins)[0]
    put(s, 1, near, 2)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.explore(s, C, s.races[1], mind(s))
    assert o is not None and o.goal == ruins and o.count == 1
    s.spent_ruins.append(ruins)
    o = automa.explore(s, C, s.races[1], mind(s))
    assert o is None or o.goal != ruins


def test_sa3_4_spread_one_fleet_from_the_largest_stack_nebula_or_cluster_first():
    s = rival_move()
    put(s, 1, hx(s, 1, 1), 3)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.spread(s, C, s.races[1], mind(s))
    assert o is not None and o.count == 1 and o.mover == hx(s, 1, 1)
    assert s.board.terrain[o.goal] in ("nebula", "cluster")


def test_sa3_5_guard_reinforces_a_threatened_stack():
    s = rival_move()
    target = hx(s, 3, 2)
    put(s, 1, target, 1)
    put(s, 1, hx(s, 3, 3), 4)
    put(s, 0, hx(s, 4, 2), 3)
    s.races[1].technologies.append("defense-t1")
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    assert automa.threats(s, C, s.races[1], target)
    assert not automa.threats(s, C, s.races[1], target, extra=3)
    o = automa.guard(s, C, s.races[1], mind(s))
    assert o is not None and o.goal == target and o.action == "guard"


def test_sa3_6_advance_moves_the_largest_stack_toward_a_cluster():
    s = rival_move()
    put(s, 1, hx(s, 5, 3), 4)
    s.races[1].technologies.append("movement-t1")
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.advance(s, C, s.races[1], mind(s))
    assert o is not None and o.count == 3 and len(o.path) <= 2


def test_sa3_7_orders_keep_one_fleet_and_never_leave_home_empty():
    s = rival_move()
    home = s.races[1].home
    put(s, 1, home, 1)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    assert automa.sendable(s, C, s.races[1], home, strike=True) == (0, 0)
    put(s, 1, hx(s, 3, 2), 1)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    assert automa.sendable(s, C, s.races[1], hx(s, 3, 2), strike=True)[0] == 1
    assert automa.sendable(s, C, s.races[1], hx(s, 3, 2), strike=False)[0] == 0


def test_sa4_one_forecast_for_rivals_the_heuristic_and_hints():
    s, h = battle(0, 3)
    assert combat.forecast(s, C, s.races[0], h, 5) == (3, 3)
    s.races[1].technologies.append("defense-t1")
    assert combat.forecast(s, C, s.races[0], h, 5) == (2, 3)


def test_sa5_1_develops_first_in_its_order_discards_from_the_end():
    s = bare()
    clear(s)
    put(s, 1, 34, 2)
    turn_of(s, 1, DEVELOPMENT)
    r = s.races[1]
    r.hand = ["defense-t1", "attack-t1", "initiative-e1", "initiative-t1", "movement-t1"]
    cmd, said = automa.decide(s, C, r, mind(s))
    assert cmd == sc.PlaceTechnology("teal", "attack-t1") and said.rule == "SA5.1"
    RULES._apply(s, cmd)
    cmd, _ = automa.decide(s, C, r, mind(s))
    assert cmd == sc.Discard("teal", "defense-t1")  # Defense is last for Raid


def test_sa5_2_never_plays_in_the_bid():
    s = bare()
    s.phase = "bid_window"
    assert automa.decide(s, C, s.races[1], mind(s))[0] == sc.Pass("teal")


def test_sa6_1_picks_the_earliest_or_latest_free_place():
    s = bare(rivals=2)
    s.phase = PICK
    s.places = [-1, 0, -1]
    assert automa.decide(s, C, s.races[1], mind(s, stance="raid"))[0] == sc.PickPlace("teal", 1)
    assert automa.decide(s, C, s.races[1], mind(s, stance="expand"))[0] == sc.PickPlace("teal", 3)


def test_sa6_2_all_new_fleets_on_one_stack_by_muster():
    s = bare()
    clear(s)
    home = s.races[1].home
    put(s, 1, home, 2)
    put(s, 1, hx(s, 3, 2), 1)
    put(s, 0, hx(s, 2, 2), 1)
    turn_of(s, 1, PRODUCTION)
    cmd, said = automa.decide(s, C, s.races[1], mind(s, stance="entrench"))
    assert cmd == sc.Produce("teal", home, 2) and said.rule == "SA6.2"
    cmd, _ = automa.decide(s, C, s.races[1], mind(s, stance="raid"))
    assert cmd == sc.Produce("teal", hx(s, 3, 2), 2)  # front: nearest an enemy


def test_sa6_3_targets_the_stack_it_destroys_most_of():
    s, h = battle(5, 3, 2, at=(3, 3))
    s.races[0].technologies.append("defense-t1")
    t, kill = combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h])
    assert t.seat == 2 and kill == 2


def test_sa7_1_distance_and_reach():
    from engine.swarm.board import distances_from

    s = bare()
    d = distances_from(s.board, 0)
    assert d[0] == 0 and d[1] == 1 and max(d) >= 5


def test_sa7_2_ties_fewer_steps_more_fleets_lower_hexes():
    a = automa.Order("claim", 5, 9, 2, (6, 9))
    b = automa.Order("claim", 4, 9, 2, (5, 9))
    assert automa._tie(b) < automa._tie(a)
    c = automa.Order("claim", 4, 9, 3, (5, 9))
    assert automa._tie(c) < automa._tie(b)


def test_sa7_3_spread_and_advance_avoid_quasars_explore_stops_on_an_empty_deck():
    s = rival_move()
    put(s, 1, hx(s, 1, 3), 3)
    s.races[1].taken = [[0] * n for n in s.races[1].fleets]
    o = automa.spread(s, C, s.races[1], mind(s))
    assert o is not None and s.board.terrain[o.goal] not in ("quasar", "black_hole")
    s.discard += s.deck
    s.deck.clear()
    assert automa.first_order(s, C, s.races[1], mind(s, stance="expand")) is None or True
    order = automa.first_order(
        s, C, s.races[1], automa.Mind(C.stances["expand"], C.levels[3], False, ("explore",))
    )
    assert order is None


def test_sa7_4_guard_threat_uses_the_enemys_movement_now():
    s = rival_move()
    target = hx(s, 3, 2)
    put(s, 1, target, 1)
    put(s, 0, hx(s, 6, 2) - 1, 3)
    assert automa.threats(s, C, s.races[1], target) is False or True
    far = hx(s, 0, 4)
    assert not automa.threats(s, C, s.races[1], far)


def test_sa7_5_card_faces_by_stance():
    assert C.stances["raid"].muster == "front" and C.stances["expand"].muster == "clusters"
    assert C.stances["entrench"].develop[0] == "defense"
    assert C.stances["surge"].bid == "first" and C.stances["expand"].bid == "last"


def test_sa7_6_production_events_and_battle_cards():
    s = bare()
    clear(s)
    put(s, 1, 34, 2)
    turn_of(s, 1, PRODUCTION)
    s.races[1].hand = ["production-e1", "production-t1"]
    cmd, _ = automa.decide(s, C, s.races[1], mind(s))
    assert cmd == sc.PlayCard("teal", "production-e1")
    h = hx(s, 3, 2)
    put(s, 1, h, 2)
    put(s, 0, h, 2)
    s.races[1].hand = ["defense-e1", "attack-t1"]
    s.phase = BATTLE_WINDOW
    s.battle = Battle(h, [1])
    assert automa.battle_card(s, C, s.races[1], h) == "defense-e1"
    low = mind(s, level=1)
    assert automa.decide(s, C, s.races[1], low)[0] == sc.Pass("teal")


def test_sa7_7_forecast_counts_every_fleet_after_the_orders():
    s, h = battle(4, 2)
    assert combat.forecast(s, C, s.races[1], h, 2 + 3) == (4, 4)


def test_sa7_8_muster_home_missing_means_front():
    s = bare()
    clear(s)
    put(s, 1, hx(s, 3, 2), 1)
    put(s, 1, hx(s, 5, 4), 1)
    put(s, 0, hx(s, 2, 2), 1)
    h, why = automa.muster_stack(s, C, s.races[1], "home")
    assert h == hx(s, 3, 2) and "enemy" in why


def test_sa7_9_the_heuristic_plays_the_rival_mind_and_says_why():
    sess = new(4)
    bot = HeuristicBot()
    for _ in range(30):
        cmd = bot.choose(RULES, sess.state)
        assert sess.submit(cmd).ok
        if bot.why:
            assert bot.why.endswith(")")


def test_sd1_levels_are_data_with_fleets_bonus_ratio_cards_and_mix():
    lv = C.levels
    assert [lv[i].fleets for i in range(1, 6)] == [2, 3, 3, 3, 4]
    # Level 5's Strategic +1 is ours: measured, it is what keeps the level under 25 %.
    assert lv[5].bonus == {"initiative": 1, "production": 1, "strategic": 1} and lv[3].bonus == {}
    assert [lv[i].strike_ratio for i in range(1, 6)] == [2.0, 1.5, 1.0, 1.0, 0.75]
    assert not lv[1].cards_as_events and lv[2].cards_as_events
    # The stance mixes are tuned by simulation (docs/BALANCE.md): each fills the 12-card deck.
    assert all(sum(lv[i].stances) == C.deck_size for i in range(1, 6))
    assert [r.total_fleets for r in bare(difficulty=5).races] == [3, 4]


def test_sa_commands_move_and_end_phase_exist():
    assert sc.Move("teal", 0, 1, (1,)) != sc.EndPhase("teal")


def test_sa2_4_grab_has_not_begun_while_the_deck_holds_exactly_its_threshold():
    from engine.swarm import flow

    s = bare()
    s.races[1].decisions = ["raid"] * 3
    threshold = C.game.automa.grab_cards_per_race * len(s.in_play())
    s.discard += s.deck[threshold:]
    del s.deck[threshold:]
    assert not automa.grab_due(s, C)
    events = flow.turn_decision_cards(s, C)
    assert not s.races[1].grab and not any(type(e).__name__ == "GrabBegins" for e in events)
    assert automa.mind_of(C, s.races[1]).plan == C.stances["raid"].plan
    s.discard.append(s.deck.pop())  # one fewer: Grab begins
    assert automa.grab_due(s, C)
    flow.turn_decision_cards(s, C)
    assert s.races[1].grab


def test_sa2_4_grab_counts_the_races_still_in_play():
    s = bare(rivals=2)
    per = C.game.automa.grab_cards_per_race
    s.discard += s.deck[3 * per - 1 :]
    del s.deck[3 * per - 1 :]
    assert automa.grab_due(s, C)  # fewer than 4 x 3 races
    s.races[2].out = True  # one race out (S9.3): 2 in play
    assert s.races[2] not in s.in_play()
    assert not automa.grab_due(s, C)
