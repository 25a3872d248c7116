"""The rules settled on 2026-11-26 (SWARM.md, end) after the outside check of issue 28: a
fleet is never taken twice by one order (S6.4), battle windows follow the bid's turn order
(S10.3), the strike lines of a battle add up (S7.3), and Undo never crosses a reveal (C3.1).
"""

import random

from engine.core.session import Session
from engine.swarm import flow, invariants
from engine.swarm.commands import ChooseTarget, EndPhase, Move, Pass
from engine.swarm.events import BattleFought, BattleStarted, Strike
from engine.swarm.state import BATTLE_WINDOW, MOVE, TARGET, Battle
from tests.swarm.helpers import RULES, C, bare, battle, clear, hx, put, turn_of
from tests.swarm.test_s6_s7_movement_combat import moving


def give(s, seat, *cards, placed=False):
    for c in cards:
        s.deck.remove(c)
    (s.races[seat].technologies if placed else s.races[seat].hand).extend(cards)


# --- S6.4: fleets that left the start hex are not there to be picked up ----------------------


def test_s6_4_fleets_that_left_the_start_hex_cannot_be_picked_up_on_the_way_back():
    s = moving(fleets=1)
    give(s, 0, "movement-t1", "movement-t2", placed=True)  # Movement 3: out, back, out
    a, b = hx(s, 1, 1), hx(s, 2, 1)
    before = list(s.races[0].fleets)
    # Issue 28's repro: one fleet out to b, back to a picking "itself" up again, out to b.
    v = RULES.check(s, Move("ochre", a, 1, (b, a, b), change=(0, 1, 0)))
    assert not v.ok and v.rule == "S6.4"
    assert "left B2" in v.reason and "0 stayed" in v.reason
    assert s.races[0].fleets == before


def test_s6_4_a_path_back_through_its_start_picks_up_only_fleets_that_stayed():
    s = moving(fleets=2)
    give(s, 0, "movement-t1", "movement-t2", placed=True)
    a, b = hx(s, 1, 1), hx(s, 2, 1)
    assert not RULES.check(s, Move("ochre", a, 1, (b, a, b), change=(0, 2, 0))).ok
    cmd = Move("ochre", a, 1, (b, a, b), change=(0, 1, 0))
    assert RULES.check(s, cmd).ok
    RULES._apply(s, cmd)
    assert s.races[0].fleets[a] == 0 and s.races[0].fleets[b] == 2
    assert not any("stack" in p or "fleets" in p for p in RULES.validate(s))


def test_s6_4_fleets_an_order_dropped_stay_where_it_dropped_them():
    s = moving(fleets=3)
    give(s, 0, "movement-t1", "movement-t2", "movement-t3", placed=True)  # Movement 4
    a, b, c = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1)
    assert RULES.check(s, Move("ochre", a, 3, (b, c, b, c), change=(-1, 0, 0, 0))).ok
    v = RULES.check(s, Move("ochre", a, 3, (b, c, b, c), change=(-1, 0, 1, 0)))
    assert not v.ok and v.rule == "S6.4" and "dropped" in v.reason


# --- S10.3: battle windows in the round's turn order, from the active race -------------------


def three_on_one_hex(active, order):
    s, h = battle(2, 2, 2, at=(3, 3))
    for seat in (0, 1, 2):
        put(s, seat, hx(s, seat, 0), 1)  # nobody goes out in the battle
    turn_of(s, active, MOVE)
    s.order = order  # what the bid made: not a rotation of the seats
    s.turn_index = order.index(active)
    return s, h


def test_s10_3_battle_windows_follow_the_bids_turn_order_from_the_active_player():
    s, _ = three_on_one_hex(0, [0, 2, 1])
    events = RULES.apply(s, EndPhase("ochre"))
    started = next(e for e in events if isinstance(e, BattleStarted))
    assert started.races == ("ochre", "violet", "teal")  # seat order would say teal second
    assert s.battle is not None and s.battle.window == [0, 2, 1]


def test_s10_3_battle_windows_follow_the_bids_turn_order_from_an_active_rival():
    s, _ = three_on_one_hex(1, [2, 1, 0])  # teal active, then ochre (round over: violet)
    events = RULES.apply(s, EndPhase("teal"))
    started = next(e for e in events if isinstance(e, BattleStarted))
    assert started.races == ("teal", "ochre", "violet")
    assert s.phase == BATTLE_WINDOW and s.battle.window == [0, 2]  # violet answers after us


# --- S7.3: the strike lines add up -----------------------------------------------------------


def two_rivals_strike_one_fleet():
    s, h = battle(1, 1, 1, at=(3, 3))
    for col in range(3):  # the player occupies most hexes: both rivals target it (SA6.3)
        put(s, 0, hx(s, col, 0), 1)
    put(s, 1, hx(s, 6, 0), 1)
    put(s, 2, hx(s, 6, 5), 1)
    turn_of(s, 0, MOVE)
    return s, h


def test_s7_3_two_strikes_on_a_one_fleet_stack_report_what_each_destroyed_in_strike_order():
    s, h = two_rivals_strike_one_fleet()
    ledger = invariants.BattleLedger()
    events = RULES.apply(s, EndPhase("ochre"))
    while flow.pending(s) == 0 and s.phase in (BATTLE_WINDOW, TARGET):
        cmd = Pass("ochre") if s.phase == BATTLE_WINDOW else ChooseTarget("ochre", "teal")
        events += RULES.apply(s, cmd)
    strikes = [(e.race, e.target, e.destroyed) for e in events if isinstance(e, Strike)]
    assert strikes[:3] == [("ochre", "teal", 1), ("teal", "ochre", 1), ("violet", "ochre", 0)]
    fought = next(e for e in events if isinstance(e, BattleFought))
    assert dict(fought.losses) == {"ochre": 1, "teal": 1}
    assert ledger.feed(events) == [] and RULES.validate(s) == []


def test_s7_3_the_battle_ledger_catches_lines_that_do_not_add_up_or_overkill():
    ok = [
        BattleStarted(5, ("ochre", "teal", "violet"), fleets=(1, 1, 1)),
        Strike("teal", "ochre", 5, 1, 1, 1),
        Strike("violet", "ochre", 5, 1, 1, 0),
        BattleFought(5, (("ochre", 1),)),
    ]
    assert invariants.BattleLedger().feed(ok) == []
    overkill = [*ok[:2], Strike("violet", "ochre", 5, 1, 1, 1), BattleFought(5, (("ochre", 1),))]
    found = invariants.BattleLedger().feed(overkill)
    assert any("destroyed 2 of ochre's 1" in p for p in found)
    assert any("strike lines" in p for p in found)  # 1 + 1 said, 1 lost


def test_s7_3_random_many_race_battles_keep_the_ledger_and_every_invariant():
    """Battles of three or four races with random stacks and attributes, fought through the
    real flow: no strike kills more than the stack still holds, the lines add up to the
    losses, and the invariants hold after every command. Several strikes on one stack (the
    case a planted bug hid in) must occur often, or the test proves nothing."""
    pick = random.Random(28)  # the test's own generator, never the game's
    piled_on = 0
    for _ in range(120):
        s = bare(rivals=pick.choice((2, 3)))
        clear(s)
        h = hx(s, 3, 3)
        for r in s.races:
            put(s, r.seat, h, pick.randint(1, 6))
            if pick.random() < 0.7:
                put(s, r.seat, hx(s, r.seat, 0), 1)
            for attr in ("initiative", "attack", "defense"):
                for _ in range(pick.randint(0, 2)):
                    tech = next((c for c in s.deck if c.startswith(f"{attr}-t")), "")
                    if tech:
                        give(s, r.seat, tech, placed=True)
        turn_of(s, 0, MOVE)
        ledger = invariants.BattleLedger()
        events = RULES.apply(s, EndPhase("ochre"))
        problems = ledger.feed(events) + RULES.validate(s)
        while not s.over and flow.pending(s) == 0 and s.phase in (BATTLE_WINDOW, TARGET):
            cmd = pick.choice(RULES.legal_commands(s)) if s.phase == TARGET else Pass("ochre")
            more = RULES.apply(s, cmd)
            events += more
            problems += ledger.feed(more) + RULES.validate(s)
        assert problems == []
        hits = [e.target for e in events if isinstance(e, Strike) and e.hex == h]
        piled_on += any(hits.count(t) >= 2 for t in set(hits))
    assert piled_on >= 30


# --- S8.3: asked only when a card would change the forecast ---------------------------------


def test_s8_3_the_heuristic_plays_in_a_battle_window_only_cards_the_board_asks_about():
    """The board passes for the player when no card (alone or with others) would change the
    forecast; the heuristic player, asked anyway, passes there too, and every card it plays
    in a window is one the board counts as mattering: nothing it does by mouse is lost to an
    automatic pass (issue 28 item 6)."""
    from engine.swarm import advice
    from engine.swarm.bots import make_bot
    from engine.swarm.commands import PlayCard

    windows = plays = quiet = 0
    for seed in range(1, 7):
        for rivals in (1, 3):
            sess = Session.new(RULES, RULES.setup(seed, rivals=rivals))
            bot = make_bot("heuristic", seed)
            while not sess.state.over:
                s = sess.state
                cmd = bot.choose(RULES, s)
                if s.phase == BATTLE_WINDOW:
                    me = s.races[flow.pending(s)]
                    matter = advice.cards_that_matter(s, C, me, s.battle.hex)
                    windows += 1
                    quiet += not matter
                    if isinstance(cmd, PlayCard):
                        plays += 1
                        assert cmd.card in matter, (seed, rivals, cmd, matter)
                    assert matter or cmd == Pass(me.id)
                assert sess.submit(cmd).ok
    assert windows > 50 and plays > 10 and quiet > 10


def test_s8_3_cards_matter_even_when_only_five_together_change_the_forecast():
    """3 fleets at Defense 1 against 15 at Attack 1: they lose all 3 up to Defense 5 (15 // 5);
    only a sixth point of Defense saves one. Five +1 Defense Technologies matter together,
    so the board must ask (it used to try at most four cards together)."""
    from engine.swarm import advice

    s, h = battle(3, 15)
    techs = [f"defense-t{n}" for n in range(1, 6)]
    give(s, 0, *techs, "movement-e1")
    assert advice.forecast_with(s, C, s.races[0], h, *techs[:4]) == (3, 3)
    assert advice.forecast_with(s, C, s.races[0], h, *techs) == (3, 2)
    assert advice.cards_that_matter(s, C, s.races[0], h) == techs


def test_s8_3_the_forecast_says_how_many_cards_the_enemies_there_hold():
    from engine.swarm.describe import unknown_hands

    s, h = three_on_one_hex(0, [0, 1, 2])
    assert unknown_hands(s, C, 0, h) == ""
    give(s, 1, "attack-e1", "defense-e1")
    give(s, 2, "defense-e2")
    give(s, 0, "attack-e2")  # the player's own cards are no unknown
    words = unknown_hands(s, C, 0, h)
    assert words == "Teal holds 2 cards, Violet holds 1 card; the forecast does not know them"


def test_s8_3_an_enemy_that_has_passed_or_never_plays_cards_is_no_unknown():
    from engine.swarm.describe import unknown_hands

    s, h = three_on_one_hex(0, [0, 1, 2])
    give(s, 1, "attack-e1")
    give(s, 2, "defense-e2")
    s.phase = BATTLE_WINDOW
    s.battle = Battle(h, window=[0, 2])  # Teal has passed this battle's window
    assert unknown_hands(s, C, 0, h) == "Violet holds 1 card; the forecast does not know it"
    s.races[2].level = 1  # a level whose rivals never play cards as events (SD1)
    assert not C.levels[1].cards_as_events
    assert unknown_hands(s, C, 0, h) == ""


# --- C3.1: Undo never crosses a reveal -------------------------------------------------------


def hidden_parts(state):
    """What the player could not know before it was shown: the deck, the rivals' hands,
    placed Technologies and decision cards."""
    rivals = [r for r in state.races if r.kind != "human"]
    return (
        list(state.deck),
        [(list(r.hand), list(r.technologies), r.card, list(r.decisions)) for r in rivals],
    )


def test_c3_1_undo_in_space_swarm_never_takes_back_a_card_drawn_or_a_rivals_card():
    """Whole games, undo tried after every command: whatever Undo allows leaves the deck, the
    rivals' hands, placed cards and decision cards as they were shown."""
    from engine.swarm.bots import HeuristicBot

    tried = refused = 0
    for seed, rivals in ((3, 1), (4, 2), (5, 3)):
        sess = Session.new(RULES, RULES.setup(seed, rivals=rivals))
        bot = HeuristicBot()
        while not sess.state.over:
            assert sess.submit(bot.choose(RULES, sess.state)).ok
            shown = hidden_parts(sess.state)
            if not sess.can_undo().ok:
                refused += 1
                assert sess.can_undo().rule == "C3.1"
                continue
            cmd = sess.commands[-1]
            sess.undo()
            tried += 1
            assert hidden_parts(sess.state) == shown, f"undoing {cmd} took back a reveal"
            assert sess.submit(cmd).ok
    assert tried > 50 and refused > 20


def test_c3_1_a_rivals_card_in_a_battle_window_is_a_barrier():
    s, h = battle(2, 2)
    put(s, 0, 0, 1)
    put(s, 1, 34, 1)
    give(s, 1, "defense-e1")  # Teal plays it to lose nothing (SA7.6)
    turn_of(s, 0, MOVE)
    sess = Session(RULES, RULES.setup(1, rivals=1), s, [])
    sess.submit(EndPhase("ochre"))
    assert s.phase == BATTLE_WINDOW and sess.can_undo().ok  # nothing shown yet
    out = sess.submit(Pass("ochre"))
    assert any(type(e).__name__ == "CardPlayed" and e.race == "teal" for e in out.events)
    assert not sess.can_undo().ok and sess.can_undo().rule == "C3.1"


# --- Out-of-range fields: refused with a reason, never an exception (issue 28 item 15) ------


def test_every_command_with_a_field_out_of_range_is_refused_with_a_reason():
    """Every Space Swarm command class, from the legal commands of each kind of decision in
    seeded games, with one field at a time off the board, negative, huge or unknown (a path's
    hex among them): `check` answers, never raises, and a refusal names its reason and rule
    and changes nothing."""
    from engine.core.bots import RandomBot
    from engine.core.session import snapshot
    from tests.hostile import refusals

    phases, refused = set(), 0
    for seed, rivals in ((1, 1), (2, 3)):
        sess = Session.new(RULES, RULES.setup(seed, rivals=rivals))
        bot = RandomBot(seed)
        for i in range(400):
            s = sess.state
            if s.over:
                break
            if s.phase not in phases or i % 9 == 0:
                phases.add(s.phase)
                before = snapshot(s)
                for cmd, verdict in refusals(RULES, s):
                    if not verdict.ok:
                        refused += 1
                        assert verdict.reason and verdict.rule, cmd
                assert s == before
            assert sess.submit(bot.choose(RULES, s)).ok
    assert {"development", "production", "move", "bid_window", "pick"} <= phases
    assert refused > 1000
