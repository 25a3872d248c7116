"""S6 movement, S7 combat (with the source's worked example)."""

import attrs

from engine.swarm import combat
from engine.swarm.commands import ChooseTarget, EndPhase, Move
from engine.swarm.events import FleetsMoved
from engine.swarm.state import MOVE, STOPPED, TARGET
from tests.swarm.helpers import RULES, C, bare, battle, clear, drive, hx, put, turn_of


def board_with(s, **cells):
    t = list(s.board.terrain)
    for name, kind in cells.items():
        col, row = (int(x) for x in name[1:].split("_"))
        t[hx(s, col, row)] = kind
    s.board = attrs.evolve(s.board, terrain=tuple(t))


def moving(fleets=3, at=(1, 1)):
    s = bare()
    clear(s)
    board_with(s, **{f"h{c}_{r}": "deep" for c in range(7) for r in range(5)})
    put(s, 0, hx(s, *at), fleets)
    put(s, 1, hx(s, 6, 4), 1)
    s.races[0].technologies += ["strategic-t1", "strategic-t2"]  # 3 orders
    turn_of(s, 0, MOVE)
    return s


def test_s6_1_an_order_takes_some_or_all_fleets_of_a_stack_along_adjacent_hexes():
    s = moving()
    a = hx(s, 1, 1)
    assert RULES.check(s, Move("ochre", a, 2, (hx(s, 2, 1),))).ok
    assert not RULES.check(s, Move("ochre", a, 4, (hx(s, 2, 1),))).ok
    assert not RULES.check(s, Move("ochre", a, 1, (hx(s, 4, 1),))).ok  # not adjacent
    RULES._apply(s, Move("ochre", a, 2, (hx(s, 2, 1),)))
    assert s.races[0].fleets[a] == 1 and s.races[0].fleets[hx(s, 2, 1)] == 2


def test_s6_2_a_fleet_moves_at_most_movement_steps_over_all_orders():
    s = moving()
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    RULES._apply(s, Move("ochre", a, 1, (b,)))
    v = RULES.check(s, Move("ochre", b, 1, (c,)))
    assert not v.ok and v.rule == "S6.2"
    s.races[0].technologies.append("movement-t1")  # Movement 2: one step left
    assert RULES.check(s, Move("ochre", b, 1, (c,))).ok


def test_s6_3_supernova_blocks_black_hole_and_enemy_hexes_stop_dark_matter_passes():
    s = moving()
    board_with(s, h2_1="supernova", h1_2="black_hole", h0_1="dark_matter")
    s.races[0].technologies += ["movement-t1", "movement-t2"]
    a = hx(s, 1, 1)
    assert RULES.check(s, Move("ochre", a, 1, (hx(s, 2, 1),))).rule == "S6.3"
    assert RULES.check(s, Move("ochre", a, 1, (hx(s, 1, 2), hx(s, 1, 3)))).rule == "S6.3"
    put(s, 1, hx(s, 0, 1), 1)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    assert RULES.check(s, Move("ochre", a, 1, (hx(s, 0, 1), hx(s, 0, 2)))).ok
    put(s, 1, hx(s, 1, 0), 1)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    assert RULES.check(s, Move("ochre", a, 1, (hx(s, 1, 0), hx(s, 2, 0)))).rule == "S6.3"


def test_s6_4_drop_and_pick_up_along_the_path_and_ruins_draw():
    s = moving(fleets=3)
    board_with(s, h2_1="ruins")
    s.races[0].technologies.append("movement-t1")  # Movement 2
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    put(s, 0, b, 2)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    cmd = Move("ochre", a, 2, (b, c), change=(1, 0))
    assert RULES.check(s, cmd).ok
    events = RULES._apply(s, cmd)
    assert s.races[0].fleets[c] == 3 and s.races[0].fleets[b] == 1 and s.races[0].fleets[a] == 1
    assert len(s.races[0].hand) == 1 and any(type(e).__name__ == "RuinsExplored" for e in events)
    assert b in s.spent_ruins
    s2 = moving(fleets=3)
    s2.races[0].technologies.append("movement-t1")
    drop = Move("ochre", a, 3, (b, c), change=(-1, 0))
    RULES._apply(s2, drop)
    assert s2.races[0].fleets[b] == 1 and s2.races[0].fleets[c] == 2
    assert not RULES.check(s2, Move("ochre", c, 1, (b,), change=(-1,))).ok


def test_s6_5_stacks_on_one_hex_merge_leaving_a_contested_hex_is_allowed():
    s = moving(fleets=2)
    a, b = hx(s, 1, 1), hx(s, 2, 1)
    put(s, 1, a, 1)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    assert RULES.check(s, Move("ochre", a, 1, (b,))).ok
    RULES._apply(s, Move("ochre", a, 1, (b,)))
    RULES._apply(s, Move("ochre", a, 1, (b,))) if s.races[0].orders < 1 else None
    assert s.races[0].fleets[b] >= 1 and len(s.races[0].taken[b]) == s.races[0].fleets[b]


def test_s7_1_the_player_is_asked_for_a_target_only_with_two_or_more_enemies():
    s, h = battle(5, 1, 2, at=(3, 3))
    put(s, 1, 0, 1)
    put(s, 2, 6, 1)
    turn_of(s, 0, MOVE)
    drive(s, EndPhase("ochre"))
    assert s.phase == TARGET
    assert not RULES.check(s, ChooseTarget("ochre", "ochre")).ok
    events = RULES.apply(s, ChooseTarget("ochre", "violet"))
    assert any(type(e).__name__ == "Strike" and e.target == "violet" for e in events)


def test_s7_2_strikes_by_initiative_highest_first_equal_at_once():
    s, h = battle(2, 3)
    s.races[1].technologies.append("initiative-t1")  # strikes first: kills 3 // 1 = 2
    s.battle = None
    d, lost = combat.forecast(s, C, s.races[0], h, 2)
    assert (d, lost) == (0, 2)  # destroyed before it strikes (S10.2)
    s.races[1].technologies.clear()
    assert combat.forecast(s, C, s.races[0], h, 2) == (2, 2)  # at once


def test_s7_3_damage_attack_times_fleets_floor_by_defense_never_pooled():
    assert (
        combat.losses(5, 2, 3) == 2 and combat.losses(7, 2, 3) == 3 and combat.losses(1, 2, 3) == 0
    )
    s, h = battle(1, 1, 3, at=(3, 3))
    s.races[2].technologies.append("defense-t1")  # Defense 2
    _, lost = combat.strike_group(s, C, h, [0, 1], {0: 2, 1: 2})
    assert lost.get(2, 0) == 0  # 1 + 1 damage, each below Defense 2: not pooled


def test_s7_4_one_exchange_stacks_may_stay_together():
    s, h = battle(5, 5)
    s.races[0].technologies.append("defense-t1")
    s.races[1].technologies.append("defense-t1")
    put(s, 1, 0, 1)
    turn_of(s, 0, MOVE)
    events = drive(s, EndPhase("ochre"))
    names = [type(e).__name__ for e in events]
    mine = events[: names.index("TurnStarted")]  # this Attack phase; the rival's comes next
    assert [type(e).__name__ for e in mine].count("BattleFought") == 1
    assert [e.destroyed for e in mine if type(e).__name__ == "Strike"] == [2, 2]


def test_s7_5_the_sources_example_5_lose_3_and_3_lose_2():
    s, h = battle(5, 3)  # Joe: Attack 1, Defense 1; Ron: Attack 1, Defense 2
    s.races[1].technologies.append("defense-t1")
    _, lost = combat.strike_group(s, C, h, [0, 1], {0: 1, 1: 0})
    assert lost == {0: 3, 1: 2}
    assert s.races[0].fleets[h] == 2 and s.races[1].fleets[h] == 1


def test_s10_1_a_stopped_fleet_has_no_steps_left_for_the_turn():
    s = moving(fleets=2)
    s.races[0].technologies += ["movement-t1", "movement-t2"]
    board_with(s, h2_1="black_hole")
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    RULES._apply(s, Move("ochre", a, 1, (b,)))
    assert s.races[0].taken[b] == [STOPPED]
    assert RULES.check(s, Move("ochre", b, 1, (c,))).rule == "S6.2"


def test_s10_2_a_stack_with_no_fleets_left_does_not_strike():
    s, h = battle(1, 4)
    s.races[1].technologies.append("initiative-t1")
    put(s, 1, 0, 1)
    turn_of(s, 0, MOVE)
    events = drive(s, EndPhase("ochre"))
    assert [e.race for e in events if type(e).__name__ == "Strike"] == ["teal"]


# --- edges the mutation run (bench/mutation.py swarm.combat) showed untested ----------------


def deep_battle(rivals=2, h=(3, 3)):
    """A blank board of Deep Space (no terrain bonus) and the battle hex."""
    s = bare(rivals=rivals)
    clear(s)
    board_with(s, **{f"h{c}_{r}": "deep" for c in range(7) for r in range(5)})
    return s, hx(s, *h)


def test_s7_3_a_loss_is_at_most_the_whole_stack_and_defense_never_divides_by_less_than_1():
    assert combat.losses(9, 1, 4) == 4  # at most all; the rest of the damage is lost
    assert combat.losses(4, 1, 4) == 4 and combat.losses(3, 1, 4) == 3
    assert combat.losses(3, 0, 5) == 3  # a Defense below 1 counts as 1
    assert combat.losses(0, 1, 4) == 0


def test_s5_4_battle_hexes_are_where_the_race_and_an_enemy_both_are_in_hex_order():
    s, h = deep_battle()
    a, b, c = hx(s, 1, 1), hx(s, 5, 3), hx(s, 2, 2)
    put(s, 0, b, 1)
    put(s, 2, b, 1)  # an enemy of seat 0 (not seat 1)
    put(s, 0, a, 2)
    put(s, 1, a, 1)
    put(s, 0, c, 3)  # alone: no battle
    put(s, 1, h, 1)  # seat 1 alone on h, seat 0 has none there
    assert combat.battle_hexes(s, s.races[0]) == sorted([a, b])
    assert combat.battle_hexes(s, s.races[1]) == [a]
    assert combat.battle_hexes(s, s.races[2]) == [b]


def test_s7_2_initiative_groups_are_the_values_present_highest_first():
    s, h = deep_battle()
    put(s, 0, h, 1)
    put(s, 1, h, 1)
    s.races[1].technologies += ["initiative-t1", "initiative-t2"]
    s.races[2].technologies.append("initiative-t1")  # not on h: its value does not count
    put(s, 2, hx(s, 1, 1), 1)
    assert combat.initiative_groups(s, C, h) == [3, 1]
    put(s, 2, h, 2)
    assert combat.initiative_groups(s, C, h) == [3, 2, 1]


def test_sa6_3_seat_order_after_a_seat_counts_clockwise_from_the_next():
    s, _ = deep_battle()
    assert [combat.seat_after(s, 1, o) for o in (2, 0, 1)] == [0, 1, 2]
    assert [combat.seat_after(s, 0, o) for o in (1, 2)] == [0, 1]


def test_sa6_3_ties_go_to_the_race_occupying_most_hexes_then_seat_order_after():
    s, h = deep_battle()
    put(s, 1, h, 2)  # Teal strikes: 2 damage
    put(s, 0, h, 3)
    put(s, 2, h, 3)  # each loses 2 to it
    put(s, 0, hx(s, 1, 1), 1)  # Ochre occupies more hexes
    t, kill = combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h])
    assert (t.seat, kill) == (0, 2)
    put(s, 2, hx(s, 5, 3), 1)  # now equal: seat order after Teal is Violet, then Ochre
    t, kill = combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h])
    assert (t.seat, kill) == (2, 2)
    s.races[0].fleets[h] = 2  # Ochre strikes for 2: Teal 2, Violet 2, both on 2 hexes
    put(s, 1, hx(s, 1, 2), 1)
    t, _ = combat.best_target(s, C, s.races[0], h, lambda r: r.fleets[h])
    assert t.seat == 1  # after Ochre: Teal first


def test_sa6_3_a_race_with_no_stack_there_is_never_the_target():
    s, h = deep_battle()
    put(s, 1, h, 1)
    put(s, 0, h, 3)
    s.races[0].technologies.append("defense-t1")  # Teal's 1 damage destroys nothing
    for x in ((1, 1), (5, 3), (2, 2)):
        put(s, 2, hx(s, *x), 1)  # Violet occupies most hexes, but none on h
    t, kill = combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h])
    assert (t.seat, kill) == (0, 0)
    s.races[0].fleets[h] = 0
    assert combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h]) == (None, 0)


def test_s10_2_a_stack_without_fleets_or_target_does_not_strike_and_an_empty_target_is_spared():
    s, h = deep_battle()
    put(s, 0, h, 2)
    put(s, 1, h, 2)
    put(s, 2, h, 1)
    events, lost = combat.strike_group(s, C, h, [1, 2, 0], {0: 1})
    # Teal and Violet named no target: only Ochre strikes, after them
    assert [(e.race, e.target, e.fleets, e.damage, e.destroyed) for e in events] == [
        ("ochre", "teal", 2, 2, 2)
    ]
    assert lost == {1: 2} and s.races[1].fleets[h] == 0
    events, lost = combat.strike_group(s, C, h, [0], {0: 1})
    assert events == [] and lost == {}  # its target has no fleets left there
    events, lost = combat.strike_group(s, C, h, [1], {1: 0})
    assert events == [] and lost == {}  # Teal has none left: it does not strike


def test_s10_1_losses_in_a_move_take_the_fleets_with_fewest_steps_left():
    s, h = deep_battle()
    put(s, 0, h, 4)
    put(s, 1, h, 1)
    s.races[1].technologies.append("attack-t1")  # 2 x 1 damage: Ochre loses 2 of 4
    s.races[0].taken = [[] for _ in s.races[0].fleets]
    s.races[0].taken[h] = [0, 1, 2, 3]
    _, lost = combat.strike_group(s, C, h, [1], {1: 0})
    assert lost == {0: 2}
    assert s.races[0].fleets[h] == 2 and s.races[0].taken[h] == [0, 1]
    s.races[0].taken = []  # outside Move nothing is tracked, and nothing breaks
    combat.strike_group(s, C, h, [1], {1: 0})
    assert s.races[0].fleets[h] == 0


def test_sa3_1_the_strike_test_needs_one_destroyed_and_the_ratio():
    assert combat.strike_test(1, 0, 2.0)
    assert not combat.strike_test(0, 0, 1.0)
    assert combat.strike_test(2, 1, 2.0) and not combat.strike_test(1, 1, 2.0)
    assert combat.strike_test(3, 2, 1.5) and not combat.strike_test(2, 2, 1.5)


def test_sa4_the_forecast_of_no_fleets_or_no_enemy_is_nothing():
    s, h = deep_battle()
    put(s, 1, h, 3)
    assert combat.forecast(s, C, s.races[0], h, 0) == (0, 0)
    assert combat.forecast(s, C, s.races[0], hx(s, 1, 1), 4) == (0, 0)
    put(s, 0, h, 9)  # the count asked about replaces what is there
    assert combat.forecast(s, C, s.races[0], h, 2) == (2, 2)


def test_sa7_7_the_forecast_takes_every_enemy_strike_and_its_own_target_by_sa6_3():
    s, h = deep_battle()
    put(s, 1, h, 2)
    put(s, 2, h, 3)
    s.races[2].technologies.append("defense-t1")  # Violet: Defense 2
    # Ochre with 4 strikes Teal (destroys 2; Violet would lose 4 // 2 = 2 too, on as many
    # hexes, and Teal is next after Ochre) while both strike it: 2 + 3 damage, it loses 4
    assert combat.forecast(s, C, s.races[0], h, 4) == (2, 4)
    s.races[0].technologies.append("initiative-t1")  # it strikes first, then loses 0 + 3
    assert combat.forecast(s, C, s.races[0], h, 4) == (2, 3)
    s.races[1].technologies += ["initiative-t1", "initiative-t2"]
    # Teal first (Ochre 4 -> 2), then Ochre with 2 (destroys 2 of Teal), then Violet (2 more)
    assert combat.forecast(s, C, s.races[0], h, 4) == (2, 4)


def test_s2_2_asteroids_add_1_attack_and_a_nebula_1_defense_to_the_stacks_there():
    s, h = deep_battle(rivals=1)
    put(s, 0, h, 3)
    put(s, 1, h, 4)
    board_with(s, h3_3="asteroids")
    assert combat.forecast(s, C, s.races[0], h, 9) == (4, 8)  # Teal, Attack 2 x 4, strikes too
    events, lost = combat.strike_group(s, C, h, [0], {0: 1})
    assert (events[0].damage, lost) == (6, {1: 4})  # (1 + 1) x 3
    s, h = deep_battle(rivals=1)
    put(s, 0, h, 3)
    put(s, 1, h, 4)
    board_with(s, h3_3="nebula")
    assert combat.forecast(s, C, s.races[0], h, 3) == (1, 2)  # 4 // 2 on Ochre too
    events, lost = combat.strike_group(s, C, h, [0], {0: 1})
    assert (events[0].damage, lost) == (3, {1: 1})  # 3 // (1 + 1)


def test_sa6_3_the_target_is_chosen_by_the_damage_asteroids_give_the_striker():
    s, h = deep_battle()
    board_with(s, h3_3="asteroids")  # Teal strikes with Attack 1 + 1 there: 2 x 2 = 4
    put(s, 1, h, 2)
    put(s, 0, h, 3)  # Ochre loses 3 of its 3...
    put(s, 2, h, 2)  # ...Violet 2 of its 2
    put(s, 2, hx(s, 5, 3), 1)  # Violet occupies more hexes: it would win a tie
    t, kill = combat.best_target(s, C, s.races[1], h, lambda r: r.fleets[h])
    assert (t.seat, kill) == (0, 3)


# --- S6 refusals say the rule and the reason (bench/mutation.py swarm.movement) -------------


def refused(s, cmd):
    v = RULES.check(s, cmd)
    assert not v.ok
    return v.rule, v.reason


def test_s6_1_an_order_needs_own_fleets_a_count_they_have_and_adjacent_hexes_on_the_board():
    s = moving()
    L = s.board.label
    a, b, far = hx(s, 1, 1), hx(s, 2, 1), hx(s, 4, 1)
    size = s.board.size
    assert refused(s, Move("ochre", hx(s, 3, 3), 1, (b,))) == ("S6.1", "you have no fleets there")
    assert refused(s, Move("ochre", size, 1, (b,))) == ("S6.1", "you have no fleets there")
    assert refused(s, Move("ochre", -1, 1, (b,)))[0] == "S6.1"
    assert refused(s, Move("ochre", a, 4, (b,))) == ("S6.1", "you have 3 fleets there")
    assert refused(s, Move("ochre", a, 0, (b,))) == ("S6.1", "you have 3 fleets there")
    assert refused(s, Move("ochre", a, 1, ())) == ("S6.1", "a move order goes at least one step")
    assert refused(s, Move("ochre", a, 1, (size,))) == ("S6.1", "that hex is not on the board")
    assert refused(s, Move("ochre", a, 1, (-1,))) == ("S6.1", "that hex is not on the board")
    assert refused(s, Move("ochre", a, 1, (far,))) == (
        "S6.1",
        f"{L(far)} is not one step from {L(a)}",
    )
    assert RULES.check(s, Move("ochre", a, 3, (b,))).ok  # all of them, one step


def test_s6_2_the_refusal_says_how_many_steps_the_fleets_have_left():
    s = moving()
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    assert refused(s, Move("ochre", a, 1, (b, c))) == (
        "S6.2",
        "some of these fleets have 0 steps left this turn",
    )
    s.races[0].technologies.append("movement-t1")
    assert RULES.check(s, Move("ochre", a, 1, (b, c))).ok  # exactly Movement steps


def test_s6_3_the_refusal_names_the_supernova_the_black_hole_or_the_enemy_hex():
    s = moving()
    L = s.board.label
    s.races[0].technologies += ["movement-t1", "movement-t2"]
    a, b, c, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 1, 2)
    board_with(s, h2_1="supernova")
    assert refused(s, Move("ochre", a, 1, (b,))) == (
        "S6.3",
        f"no stack may enter the Supernova at {L(b)}",
    )
    board_with(s, h2_1="black_hole")
    assert refused(s, Move("ochre", a, 1, (b, c))) == (
        "S6.3",
        f"a path ends on entering a Black Hole ({L(b)})",
    )
    assert RULES.check(s, Move("ochre", a, 1, (b,))).ok  # ending there is allowed
    put(s, 1, d, 1)
    assert refused(s, Move("ochre", a, 1, (d, hx(s, 1, 3)))) == (
        "S6.3",
        f"a path ends on entering an enemy hex ({L(d)})",
    )


def test_s6_4_drops_and_pick_ups_are_refused_with_the_reason():
    s = moving(fleets=3)
    L = s.board.label
    s.races[0].technologies += ["movement-t1", "movement-t2"]  # Movement 3
    a, b, c, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 4, 1)
    assert refused(s, Move("ochre", a, 2, (b, c), change=(1,))) == (
        "S6.4",
        "say what to drop or pick up at each hex of the path, or nothing",
    )
    assert refused(s, Move("ochre", a, 2, (b, c), change=(-2, 0))) == (
        "S6.4",
        "a drop must leave fleets to go on",
    )
    assert RULES.check(s, Move("ochre", a, 2, (b, c), change=(-1, 0))).ok
    assert refused(s, Move("ochre", a, 2, (b, c), change=(0, -1))) == (
        "S6.4",
        "fleets at the end of the path stay there anyway",
    )
    put(s, 0, b, 2)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    assert refused(s, Move("ochre", a, 2, (b, c), change=(0, 1))) == (
        "S6.4",
        "a pick-up at the end of the path goes nowhere",
    )
    assert refused(s, Move("ochre", a, 2, (b, c), change=(3, 0))) == (
        "S6.4",
        "you have 2 fleets to pick up there",
    )
    assert RULES.check(s, Move("ochre", a, 2, (b, c), change=(2, 0))).ok
    assert refused(s, Move("ochre", a, 2, (b, a, b, c), change=(-1, 0, 1, 0))) == (
        "S6.4",
        f"fleets this order dropped at {L(b)} stay",
    )
    assert refused(s, Move("ochre", a, 2, (b, a, d), change=(0, 2, 0))) == (
        "S6.4",
        f"the fleets that left {L(a)} are not there to pick up again; 1 stayed",
    )
    assert RULES.check(s, Move("ochre", a, 2, (b, a, b), change=(0, 1, 0))).ok
    s.races[0].taken[b] = [2, 2]  # the fleets on b have 1 step left: not enough for 2 more
    assert refused(s, Move("ochre", a, 1, (b, c, d), change=(1, 0, 0))) == (
        "S6.4",
        f"fleets picked up at {L(b)} lack the steps to go on",
    )
    s.races[0].taken[b] = [1, 2]  # one has 2 steps left: exactly enough
    assert RULES.check(s, Move("ochre", a, 1, (b, c, d), change=(1, 0, 0))).ok


def test_s2_2_a_wormhole_jump_is_one_step_and_only_a_jump_is_logged_as_one():
    s = moving(fleets=3)
    s.races[0].technologies += ["movement-t1", "movement-t2"]  # Movement 3
    board_with(s, h2_1="wormhole", h3_1="wormhole", h5_1="wormhole")
    a, w1, w2, w3, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 5, 1), hx(s, 4, 1)
    events = RULES._apply(s, Move("ochre", a, 1, (w1, w3)))
    assert [(type(e).__name__, e.race) for e in events] == [
        ("FleetsMoved", "ochre"),
        ("WormholeJump", "ochre"),
    ]
    assert (events[1].origin, events[1].to, events[1].rule) == (w1, w3, "S2.2")
    assert events[0] == FleetsMoved("ochre", a, (w1, w3), 1, 1, False)
    events = RULES._apply(s, Move("ochre", a, 1, (w1, w2, d)))  # in, to the next, out: walks
    assert [type(e).__name__ for e in events] == ["FleetsMoved"]
    assert s.races[0].fleets[w3] == 1 and s.races[0].fleets[d] == 1


def test_s2_2_ruins_draw_once_and_are_spent_even_with_an_empty_deck():
    s = moving(fleets=3)
    board_with(s, h2_1="ruins", h1_2="ruins")
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 1, 2)
    events = RULES._apply(s, Move("ochre", a, 1, (b,)))
    names = [type(e).__name__ for e in events]
    assert names == ["FleetsMoved", "CardsDrawn", "RuinsExplored"]
    assert events[1].rule == "S2.2" and len(events[1].cards) == C.game.setup.ruins_draw
    assert (events[2].race, events[2].hex, events[2].drew) == ("ochre", b, C.game.setup.ruins_draw)
    assert s.races[0].ruins == 1 and s.spent_ruins == [b]
    s.deck.clear()
    events = RULES._apply(s, Move("ochre", a, 1, (c,)))
    assert [type(e).__name__ for e in events] == ["FleetsMoved", "RuinsExplored"]
    assert events[1].drew == 0 and s.races[0].ruins == 1 and s.spent_ruins == [b, c]


def test_s6_4_a_drop_leaves_the_fleets_with_fewest_steps_and_the_rest_go_on():
    s = moving(fleets=2)
    s.races[0].technologies.append("movement-t1")  # Movement 2
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    s.races[0].taken[a] = [0, 1]  # steps left 2 and 1
    cmd = Move("ochre", a, 2, (b, c), change=(-1, 0))
    assert RULES.check(s, cmd).ok  # the one with 1 step left stays on b
    events = RULES._apply(s, cmd)
    assert events[0] == FleetsMoved("ochre", a, (b, c), 2, 1, False, change=(-1, 0))
    assert s.races[0].fleets[b] == 1 and s.races[0].taken[b] == [2]
    assert s.races[0].fleets[c] == 1 and s.races[0].taken[c] == [2]


def test_s6_4_a_pick_up_later_on_the_path_needs_only_the_steps_still_to_go():
    s = moving(fleets=1)
    s.races[0].technologies += ["movement-t1", "movement-t2"]  # Movement 3
    a, b, c, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 4, 1)
    put(s, 0, c, 1)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    s.races[0].taken[c] = [2]  # 1 step left: enough for the last step from c
    assert RULES.check(s, Move("ochre", a, 1, (b, c, d), change=(0, 1, 0))).ok
    s.races[0].taken[c] = [3]
    assert RULES.check(s, Move("ochre", a, 1, (b, c, d), change=(0, 1, 0))).rule == "S6.4"


def test_s6_4_fleets_picked_up_on_a_hex_are_not_there_to_pick_up_again_on_the_way_back():
    s = moving(fleets=1)
    s.races[0].technologies += ["movement-t1", "movement-t2", "movement-t3"]  # Movement 4
    a, b, c, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 2, 2)
    put(s, 0, b, 2)
    s.races[0].taken = [[0] * n for n in s.races[0].fleets]
    ok = Move("ochre", a, 1, (b, c, b, d), change=(1, 0, 1, 0))
    assert RULES.check(s, ok).ok
    assert refused(s, Move("ochre", a, 1, (b, c, b, d), change=(1, 0, 2, 0))) == (
        "S6.4",
        "you have 1 fleets to pick up there",
    )
    RULES._apply(s, ok)
    assert s.races[0].fleets[b] == 0 and s.races[0].fleets[d] == 3


def test_s6_3_a_path_ending_on_an_enemy_hex_stops_the_fleets_for_the_turn():
    s = moving(fleets=2)
    s.races[0].technologies.append("movement-t1")
    a, b = hx(s, 1, 1), hx(s, 2, 1)
    put(s, 1, b, 1)
    events = RULES._apply(s, Move("ochre", a, 2, (b,)))
    assert events[0] == FleetsMoved("ochre", a, (b,), 2, 2, True)
    assert s.races[0].taken[b] == [STOPPED, STOPPED]
