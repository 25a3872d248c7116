"""S6 movement, S7 combat (with the source's worked example)."""

import attrs

from engine.swarm import combat
from engine.swarm.commands import ChooseTarget, EndPhase, Move
from engine.swarm.state import MOVE, STOPPED, TARGET
from tests.swarm.helpers import RULES, C, bare, clear, drive, hx, put, turn_of


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
    s = bare(rivals=2)
    clear(s)
    h = hx(s, 3, 3)
    put(s, 0, h, 5)
    put(s, 1, h, 1)
    put(s, 2, h, 2)
    put(s, 1, 0, 1)
    put(s, 2, 6, 1)
    turn_of(s, 0, MOVE)
    drive(s, EndPhase("ochre"))
    assert s.phase == TARGET
    assert not RULES.check(s, ChooseTarget("ochre", "ochre")).ok
    events = RULES.apply(s, ChooseTarget("ochre", "violet"))
    assert any(type(e).__name__ == "Strike" and e.target == "violet" for e in events)


def test_s7_2_strikes_by_initiative_highest_first_equal_at_once():
    s = bare()
    clear(s)
    h = hx(s, 3, 2)
    put(s, 0, h, 2)
    put(s, 1, h, 3)
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
    s = bare(rivals=2)
    clear(s)
    h = hx(s, 3, 3)
    put(s, 2, h, 3)
    s.races[2].technologies.append("defense-t1")  # Defense 2
    put(s, 0, h, 1)
    put(s, 1, h, 1)
    _, lost = combat.strike_group(s, C, h, [0, 1], {0: 2, 1: 2})
    assert lost.get(2, 0) == 0  # 1 + 1 damage, each below Defense 2: not pooled


def test_s7_4_one_exchange_stacks_may_stay_together():
    s = bare()
    clear(s)
    h = hx(s, 3, 2)
    put(s, 0, h, 5)
    put(s, 1, h, 5)
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
    s = bare()
    clear(s)
    h = hx(s, 3, 2)
    put(s, 0, h, 5)  # Joe: Attack 1, Defense 1
    put(s, 1, h, 3)  # Ron: Attack 1, Defense 2
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
    s = bare()
    clear(s)
    h = hx(s, 3, 2)
    put(s, 0, h, 1)
    put(s, 1, h, 4)
    s.races[1].technologies.append("initiative-t1")
    put(s, 1, 0, 1)
    turn_of(s, 0, MOVE)
    events = drive(s, EndPhase("ochre"))
    assert [e.race for e in events if type(e).__name__ == "Strike"] == ["teal"]
