"""S4 rounds and the bid, S5 the five phases."""

from engine.swarm import commands as sc
from engine.swarm import flow
from engine.swarm.state import BID_WINDOW, DEVELOPMENT, MOVE, PICK, PRODUCTION, Bonus
from engine.swarm.values import hand_limit
from tests.swarm.helpers import RULES, C, bare, clear, drive, new, put, turn_of


def play_until(sess, phase):
    from engine.swarm.bots import HeuristicBot

    bot = HeuristicBot()
    for _ in range(500):
        if sess.state.phase == phase or sess.state.over:
            return
        assert sess.submit(bot.choose(RULES, sess.state)).ok


def test_s4_1_a_round_is_one_turn_per_race_in_play():
    sess = new(2, rivals=2)
    play_until(sess, BID_WINDOW)
    assert sess.state.round == 2 and sess.state.turns == 3


def test_s4_2_standing_by_initiative_then_strategic_movement_and_seat():
    s = bare(rivals=2)
    s.last_first = 1
    assert flow.standing(s, C) == [1, 2, 0]
    s.races[0].technologies.append("initiative-t1")
    assert flow.standing(s, C)[0] == 0
    s.races[2].technologies.append("initiative-t2")
    s.races[2].technologies.append("movement-t1")
    assert flow.standing(s, C)[:2] == [2, 0]


def test_s4_3_bid_window_lowest_first_bonuses_last_until_the_bid_ends():
    sess = new(2, rivals=1)
    play_until(sess, BID_WINDOW)
    s = sess.state
    lowest_first = list(reversed(s.standing))
    assert s.bid_queue == lowest_first[len(lowest_first) - len(s.bid_queue) :]
    if s.bid_queue[0] == 0 and s.races[0].hand:
        assert sess.submit(sc.PlayCard("ochre", s.races[0].hand[0])).ok
        assert s.races[0].bonuses[-1].until == "bid"
    while s.phase == BID_WINDOW:
        assert sess.submit(sc.Pass(s.races[flow.pending(s)].id)).ok
    assert all(b.until != "bid" for r in s.races for b in r.bonuses) or s.phase == PICK


def test_s4_4_picks_take_free_places_and_are_final():
    sess = new(2, rivals=1)
    play_until(sess, PICK)
    s = sess.state
    taken = [i + 1 for i, p in enumerate(s.places) if p >= 0]
    for place in taken:
        assert not sess.check(sc.PickPlace("ochre", place)).ok
    free = [i + 1 for i, p in enumerate(s.places) if p < 0]
    assert sess.submit(sc.PickPlace("ochre", free[0])).ok
    assert s.order[free[0] - 1] == 0


def test_s5_1_development_one_technology_then_discard_to_2_plus_strategic():
    s = bare()
    clear(s)
    put(s, 0, s.races[0].home, 3)
    turn_of(s, 0, DEVELOPMENT)
    r = s.races[0]
    r.hand = ["attack-t1", "attack-t2", "defense-e1", "movement-t1", "strategic-t3"]
    for c in r.hand:
        s.deck.remove(c)
    assert not RULES.check(s, sc.EndPhase("ochre")).ok  # 5 cards, limit 3
    assert RULES.check(s, sc.PlaceTechnology("ochre", "strategic-t3")).ok
    assert not RULES.check(s, sc.PlaceTechnology("ochre", "defense-e1")).ok
    RULES._apply(s, sc.PlaceTechnology("ochre", "strategic-t3"))
    assert not RULES.check(s, sc.PlaceTechnology("ochre", "attack-t1")).ok  # once a phase
    assert hand_limit(C, r) == 4
    RULES._apply(s, sc.Discard("ochre", "attack-t1"))
    assert not RULES.check(s, sc.Discard("ochre", "attack-t2")).ok
    assert RULES.check(s, sc.EndPhase("ochre")).ok


def test_s5_2_production_gives_fleets_equal_to_production_split_as_you_like():
    s = bare()
    clear(s)
    home = s.races[0].home
    put(s, 0, home, 1)
    put(s, 0, 8, 1)
    turn_of(s, 0, PRODUCTION)
    assert not RULES.check(s, sc.EndPhase("ochre")).ok  # 2 to place (base 1 + home Cluster)
    assert not RULES.check(s, sc.Produce("ochre", 3, 1)).ok  # not one of your stacks
    RULES._apply(s, sc.Produce("ochre", home, 1))
    RULES._apply(s, sc.Produce("ochre", 8, 1))
    assert not RULES.check(s, sc.Produce("ochre", 8, 1)).ok
    assert RULES.check(s, sc.EndPhase("ochre")).ok


def test_s5_3_move_phase_up_to_strategic_orders():
    s = bare()
    clear(s)
    put(s, 0, s.races[0].home, 3)
    turn_of(s, 0, MOVE)
    from engine.swarm.commands import Move

    assert RULES.check(s, Move("ochre", 0, 1, (1,))).ok
    RULES._apply(s, Move("ochre", 0, 1, (1,)))
    verdict = RULES.check(s, Move("ochre", 0, 1, (7,)))
    assert not verdict.ok and verdict.rule == "S5.3"


def test_s5_4_attack_fights_each_shared_hex_in_hex_order():
    s = bare()
    clear(s)
    for h in (9, 3):
        put(s, 0, h, 2)
        put(s, 1, h, 1)
    put(s, 1, 20, 1)
    turn_of(s, 0, MOVE)
    events = drive(s, sc.EndPhase("ochre"))
    starts = [e.hex for e in events if type(e).__name__ == "BattleStarted"]
    assert starts[:2] == [3, 9]


def test_s5_5_research_draws_2():
    s = bare()
    clear(s)
    put(s, 0, 0, 2)
    put(s, 1, 34, 2)
    turn_of(s, 0, MOVE)
    before = len(s.deck)
    RULES._apply(s, sc.EndPhase("ochre"))
    assert len(s.races[0].hand) == 2 and len(s.deck) == before - 2


def test_s5_6_the_end_quasar_losses_then_the_checks():
    s = bare()
    clear(s)
    quasar = s.board.terrain.index("quasar")
    put(s, 0, quasar, 2)
    put(s, 0, 0, 1)
    put(s, 1, 34, 2)
    turn_of(s, 0, MOVE)
    events = RULES._apply(s, sc.EndPhase("ochre"))
    assert s.races[0].fleets[quasar] == 1
    assert any(type(e).__name__ == "QuasarLoss" for e in events)


def test_s4_2_ties_after_movement_count_seats_from_last_rounds_first():
    s = bare(rivals=3)
    s.last_first = 2
    assert flow.standing(s, C) == [2, 3, 0, 1]


def test_s8_2_bonus_kinds_expire_by_phase_and_turn():
    s = bare()
    r = s.races[0]
    r.bonuses = [Bonus("attack", 2, "phase", "attack-e1"), Bonus("attack", 1, "turn", "a")]
    from engine.swarm import cards

    cards.expire(s, "phase")
    assert [b.until for b in r.bonuses] == ["turn"]


def test_s4_2_strategic_decides_before_movement():
    s = bare(rivals=2)
    s.last_first = 0
    # Equal Initiative; race 1 has the higher Movement, race 2 the higher Strategic.
    s.races[1].technologies += ["movement-t1", "movement-t2"]
    s.races[2].technologies.append("strategic-t1")
    assert flow.standing(s, C) == [2, 1, 0]
    # Movement still breaks a tie in Strategic, before the seat count.
    s.races[0].technologies.append("strategic-t2")
    assert flow.standing(s, C) == [0, 2, 1]
    s.races[0].technologies.append("movement-t6")
    s.races[1].technologies.append("strategic-t6")
    assert flow.standing(s, C)[:2] == [1, 0]
