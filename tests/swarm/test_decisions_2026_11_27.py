"""The rules and words settled on 2026-11-27 (issue 29, item 4: what a newcomer met): a
person's Production ends by itself once nothing is left to do in it (S5.2); the forecast
shows the worst the enemies' hidden cards could do (S8.3); the log names pick-ups, drops
and your own Research draws (S6.4, S5.5); Game over's standings and the tie-break that
decided (S9.2)."""

from pathlib import Path

from engine.core import record
from engine.core.session import Session, Setup
from engine.swarm import advice, combat, flow
from engine.swarm.commands import EndPhase, Move, Produce
from engine.swarm.describe import decided_words, log_line, worst_case_words
from engine.swarm.events import CardsDrawn, FleetsMoved, PhaseEndsItself, PhaseStarted
from engine.swarm.standings import decided_by, standings
from engine.swarm.state import AUTOMA, BATTLE_WINDOW, HUMAN, MOVE, PRODUCTION, Bonus
from engine.swarm.values import value
from tests.swarm.helpers import RULES, C, bare, clear, hx, new, put, turn_of
from tests.swarm.test_decisions_2026_11_26 import give

# --- S5.2: Production ends by itself ---------------------------------------------------------


def producing(seat: int = 0):
    s = bare()
    clear(s)
    put(s, 0, s.races[0].home, 3)
    put(s, 1, s.races[1].home, 3)
    turn_of(s, seat, PRODUCTION)
    return s


def test_s5_2_production_ends_by_itself_once_the_last_new_fleet_is_placed():
    s = producing()
    me = s.races[0]
    left = value(s, C, me, "production")
    assert left == 2  # 1 + the home Cluster
    events = RULES.apply(s, Produce("ochre", me.home, 1))
    assert s.phase == PRODUCTION  # one still to place: nothing ends
    assert not any(isinstance(e, PhaseEndsItself) for e in events)
    events = RULES.apply(s, Produce("ochre", me.home, 1))
    assert s.phase == MOVE and flow.pending(s) == 0
    ended = [e for e in events if isinstance(e, PhaseEndsItself)]
    assert len(ended) == 1 and ended[0].phase == PRODUCTION and ended[0].rule == "S5.2"
    assert any(isinstance(e, PhaseStarted) and e.phase == MOVE for e in events)
    line = log_line(ended[0], C, s)
    assert line == (
        "Ochre's Production ends by itself: every new fleet is placed and no card in hand "
        "adds more (S5.2)"
    )


def test_s5_2_a_game_begun_before_the_decision_keeps_waiting_for_end_production():
    # The rule is written into each new game's setup; a game without it (a save begun
    # before 2026-11-27) plays on as it was made instead of becoming a record to watch.
    assert RULES.setup(1, rivals=1).options["production_ends_itself"] is True
    s = RULES.new_state(Setup("swarm", 1, {"rivals": 1}, RULES.content_version()))
    assert s.production_ends_itself is False
    clear(s)
    put(s, 0, s.races[0].home, 3)
    put(s, 1, s.races[1].home, 3)
    turn_of(s, 0, PRODUCTION)
    me = s.races[0]
    for _ in range(value(s, C, me, "production")):
        events = RULES.apply(s, Produce("ochre", me.home, 1))
    assert s.phase == PRODUCTION and not any(isinstance(e, PhaseEndsItself) for e in events)
    assert RULES.check(s, EndPhase("ochre")).ok


def test_s5_2_a_save_made_before_the_decision_still_loads_and_plays_on():
    old = Path(__file__).resolve().parents[1] / "data" / "golden-swarm-heuristic-1rival.json"
    loaded = record.load_file(old, RULES)  # not a record of the old game: no OtherContent
    assert "production_ends_itself" not in loaded.setup.options
    assert loaded.state.production_ends_itself is False and loaded.state.over


def test_s5_2_a_setup_refuses_a_production_option_that_is_not_yes_or_no():
    bad = Setup("swarm", 1, {"rivals": 1, "production_ends_itself": "yes"}, "")
    assert RULES.setup_problem(bad) == ("production_ends_itself", "'yes' is not allowed")


def test_s5_2_production_waits_for_end_while_a_production_card_could_add_more():
    for card in ("production-e1", "production-t1"):
        s = producing()
        give(s, 0, card, "attack-e1")
        me = s.races[0]
        RULES.apply(s, Produce("ochre", me.home, 2))
        assert s.phase == PRODUCTION, card  # the card could still give more fleets
        assert RULES.check(s, EndPhase("ochre")).ok
    s = producing()
    give(s, 0, "attack-e1", "movement-t1")  # cards, but none adds fleets
    RULES.apply(s, Produce("ochre", s.races[0].home, 2))
    assert s.phase == MOVE


def test_s5_2_a_rival_ends_its_own_production_as_before():
    s = producing(seat=1)
    assert s.races[1].kind == AUTOMA
    events = RULES.apply(s, Produce("teal", s.races[1].home, value(s, C, s.races[1], "production")))
    assert not any(isinstance(e, PhaseEndsItself) for e in events)


def test_s5_2_undo_takes_the_placing_back_with_the_phase_it_ended():
    sess = new(5)
    # To the player's Production, by the session as a person would.
    while not (sess.state.phase == PRODUCTION and flow.pending(sess.state) == 0):
        cmd = RULES.legal_commands(sess.state)[0]
        assert sess.submit(cmd).ok
    me = sess.state.races[0]
    me.hand = [c for c in me.hand if C.cards[c].attribute != "production"]  # nothing adds more
    before = list(me.fleets)
    left = value(sess.state, C, me, "production") - me.produced
    n = len(sess.commands)
    assert sess.submit(Produce("ochre", me.home, left)).ok
    assert sess.state.phase == MOVE and len(sess.commands) == n + 1
    assert sess.can_undo().ok
    sess.undo()
    assert sess.state.phase == PRODUCTION and sess.state.races[0].fleets == before


def test_s5_2_a_game_is_the_same_game_every_time_with_production_ending_itself():
    def play(seed):
        sess = new(seed, rivals=2)
        ended = 0
        for _ in range(400):
            if sess.state.over:
                break
            cmds = RULES.legal_commands(sess.state)
            assert not (sess.state.phase == PRODUCTION and cmds == [EndPhase("ochre")]), (
                "nothing left to do in Production, yet it waits for a click"
            )
            outcome = sess.submit(cmds[len(sess.commands) % len(cmds)])
            ended += sum(isinstance(e, PhaseEndsItself) for e in outcome.events)
        return sess.state, ended

    a, ended = play(11)
    b, _ = play(11)
    assert ended > 0 and a == b


# --- S8.3: the forecast's worst case ---------------------------------------------------------


def battle(mine: int, theirs: int):
    s = bare()
    clear(s)
    h = hx(s, 3, 2)
    put(s, 0, h, mine)
    put(s, 1, h, theirs)
    return s, h


def test_s8_3_the_worst_case_plays_the_strongest_cards_the_rival_could_hold():
    s, h = battle(4, 3)
    me, teal = s.races[0], s.races[1]
    assert advice.worst_case(s, C, me, h) is None  # Teal holds nothing
    assert combat.forecast(s, C, me, h, 4) == (3, 3)  # equal Initiative, 4 and 3 at 1/1
    give(s, 1, "movement-t1")  # whatever it is, we cannot see it: it could be a Defense +2
    worst = advice.worst_case(s, C, me, h)
    assert worst is not None and worst.holders == ("teal",) and worst.cards == 1
    # Its card could be an Attack Event: 3 fleets at Attack 3 destroy all 4 of mine (equal
    # Initiative: mine still strike). Defense or Initiative +2 would cost me 3 and leave me
    # destroying 1: losing more is the worse case.
    assert (worst.destroyed, worst.lost) == (3, 4)
    assert teal.bonuses == [] and teal.hand == ["movement-t1"]  # the state is unchanged
    words = worst_case_words(C, worst, (3, 3))
    assert words == "At worst, if they play them: you destroy 3, lose 4."


def test_s8_3_the_worst_case_uses_only_cards_the_player_has_not_seen():
    s, h = battle(4, 3)
    me = s.races[0]
    give(s, 1, "movement-t1", "movement-t2")
    every = [c for c in C.cards if C.cards[c].attribute in ("initiative", "attack", "defense")]
    for c in every:  # every battle card seen: in the discard pile
        if c in s.deck:
            s.deck.remove(c)
            s.discard.append(c)
    worst = advice.worst_case(s, C, me, h)
    assert worst is not None and (worst.destroyed, worst.lost) == (3, 3)
    assert worst_case_words(C, worst, (3, 3)) == "At worst, their cards change nothing."


def test_s8_3_no_worst_case_for_a_rival_that_never_plays_cards_or_has_passed():
    s, h = battle(4, 3)
    give(s, 1, "attack-e1")
    s.races[1].level = 1  # Cadet: never plays cards as events (SD1)
    assert advice.worst_case(s, C, s.races[0], h) is None
    s.races[1].level = 3
    assert advice.worst_case(s, C, s.races[0], h) is not None
    s2 = new(3)
    st = s2.state
    st.phase = BATTLE_WINDOW  # Teal has passed in this battle's window: only the player left
    from engine.swarm.state import Battle

    st.battle = Battle(h, [0], targets=[-1, -1])
    clear(st)
    put(st, 0, h, 4)
    put(st, 1, h, 3)
    st.races[1].hand = ["attack-e1"]
    assert advice.worst_case(st, C, st.races[0], h) is None


def test_s8_3_the_worst_case_is_never_better_than_the_forecast():
    import random

    rng = random.Random(4)
    battle_cards = [c for c in C.cards if C.cards[c].attribute in advice.BATTLE_ATTRIBUTES]
    for _ in range(60):
        s, h = battle(rng.randint(1, 9), rng.randint(1, 9))
        give(s, 1, *rng.sample([c for c in battle_cards if c in s.deck], rng.randint(1, 4)))
        expected = combat.forecast(s, C, s.races[0], h, s.races[0].fleets[h])
        worst = advice.worst_case(s, C, s.races[0], h)
        assert worst is not None
        assert worst.lost >= expected[1] and worst.destroyed <= expected[0]
        # Its real hand is one it could hold: played, it is never worse than the worst case.
        teal = s.races[1]
        for card in teal.hand:
            c = C.cards[card]
            teal.bonuses.append(Bonus(c.attribute, c.bonus, "phase", card))
        real = combat.forecast(s, C, s.races[0], h, s.races[0].fleets[h])
        assert (real[1], -real[0]) <= (worst.lost, -worst.destroyed)


# --- S6.4 and S5.5 in the log ----------------------------------------------------------------


def test_s6_4_the_log_names_the_pickups_and_drops_along_a_path():
    from tests.swarm.test_s6_s7_movement_combat import moving

    s = moving(fleets=3)
    give(s, 0, "movement-t1", "movement-t2", placed=True)  # Movement 3
    a, b, c, d = hx(s, 1, 1), hx(s, 2, 1), hx(s, 3, 1), hx(s, 4, 1)
    put(s, 0, b, 2)
    s.races[0].taken[b] = [0, 0]
    cmd = Move("ochre", a, 2, (b, c, d), change=(2, -1, 0))
    assert RULES.check(s, cmd).ok
    events = RULES._apply(s, cmd)
    moved = events[0]
    assert isinstance(moved, FleetsMoved) and moved.change == (2, -1, 0)
    line = log_line(moved, C, s)
    lb, lc, la, ld = (s.board.label(x) for x in (b, c, a, d))
    assert line == (
        f"Ochre moves 2 fleets from {la} to {ld}, picked up 2 at {lb}, dropped 1 at {lc} (S6)"
    )


def test_s5_5_the_log_names_your_own_research_draw_and_only_counts_a_rivals():
    s = bare()
    mine = log_line(CardsDrawn("ochre", ("attack-e1", "movement-t3")), C, s)
    assert mine == "Ochre draws Attack Event and Movement Technology (S5.5)"
    theirs = log_line(CardsDrawn("teal", ("attack-e2", "defense-t1")), C, s)
    assert theirs == "Teal draws 2 cards (S5.5)"
    assert "Attack" not in theirs and "Defense" not in theirs
    assert log_line(CardsDrawn("ochre", ("attack-e1",), rule="S3.2"), C, s) is None
    hot = bare(seats=["human", "human"])  # two people at one table: nobody's cards named
    assert log_line(CardsDrawn("ochre", ("attack-e1",)), C, hot) == "Ochre draws 1 card (S5.5)"


def test_s5_5_a_whole_game_logs_each_research_draw_naming_only_the_players_cards():
    sess = new(8, rivals=2)
    named = counted = 0
    for _ in range(2000):
        if sess.state.over:
            break
        cmds = RULES.legal_commands(sess.state)
        outcome = sess.submit(cmds[len(sess.commands) % len(cmds)])
        for e in outcome.events:
            if isinstance(e, CardsDrawn) and e.rule == "S5.5" and e.cards:
                line = log_line(e, C, sess.state)
                if sess.state.race(e.race).kind == HUMAN:
                    named += 1
                    assert all(C.cards[c].attribute.title() in line for c in e.cards)
                else:
                    counted += 1
                    assert line.endswith("cards (S5.5)") or line.endswith("card (S5.5)")
    assert named > 0 and counted > 0


# --- S9.2: the standings at the end ----------------------------------------------------------


def deck_out(fleets_by_seat: list[dict[int, int]], seats=None):
    s = bare(rivals=2, **({"seats": seats} if seats else {}))
    clear(s)
    for seat, where in enumerate(fleets_by_seat):
        for h, n in where.items():
            put(s, seat, h, n)
    s.deck.clear()
    winner, tie = flow.deck_out_winner(s)
    flow.finish(s, C, winner, "deck_out", "S9.2", tie)
    return s


def test_s9_2_the_standings_list_hexes_clusters_and_fleets_with_what_decided():
    s = bare(rivals=2)
    cl = [h for h in s.board.clusters() if h not in [r.home for r in s.races]]
    homes = [r.home for r in s.races]
    plain = [h for h in range(s.board.size) if h not in s.board.clusters()]
    # Ochre and Teal hold 3 hexes each; Teal holds two Clusters, Ochre one: Clusters decide.
    s = deck_out(
        [
            {homes[0]: 2, plain[5]: 1, plain[6]: 1},
            {homes[1]: 1, cl[0]: 1, plain[9]: 1},
            {homes[2]: 4},
        ]
    )
    rows = standings(s)
    assert [r.race for r in rows] == ["teal", "ochre", "violet"]
    assert (rows[0].hexes, rows[0].clusters, rows[0].fleets) == (3, 2, 3)
    assert (rows[1].hexes, rows[1].clusters, rows[1].fleets) == (3, 1, 4)
    assert decided_by(s) == "clusters" and s.tie_break
    assert decided_words(C, s) == "Tied on hexes, Teal held more Star Clusters"


def test_s9_2_each_tie_break_is_named():
    s = bare(rivals=2)
    homes = [r.home for r in s.races]
    plain = [h for h in range(s.board.size) if h not in s.board.clusters()]
    one = deck_out([{homes[0]: 1, plain[3]: 1}, {homes[1]: 1}, {homes[2]: 1}])
    assert decided_by(one) == "hexes" and not one.tie_break
    assert decided_words(C, one) == "Ochre held the most hexes when the deck ran out"
    fleets = deck_out([{homes[0]: 1}, {homes[1]: 3}, {homes[2]: 2}])
    assert decided_by(fleets) == "fleets" and fleets.winner == 1
    rival = deck_out([{homes[0]: 2}, {homes[1]: 2}, {homes[2]: 1}])
    assert decided_by(rival) == "rival" and rival.winner == 1 and rival.result == "lost"
    seat = deck_out([{homes[0]: 1}, {homes[1]: 2}, {homes[2]: 2}])
    assert decided_by(seat) == "seat" and seat.winner == 1
    shared = deck_out([{homes[0]: 2}, {homes[1]: 2}, {homes[2]: 1}], ["human", "human", "automa"])
    assert decided_by(shared) == "shared" and shared.result == "won"
    assert "share the win" in decided_words(C, shared)


def test_s9_2_a_cluster_win_is_said_as_such_in_the_standings():
    sess = Session.new(RULES, RULES.setup(1, rivals=1))
    st = sess.state
    flow.finish(st, C, 1, "clusters", "S9.1")
    assert decided_by(st) == ""
    assert decided_words(C, st) == "Teal held every Star Cluster alone"


def test_s9_2_the_standings_after_the_winner_go_by_clusters_then_fleets_and_keep_seats():
    s = bare(rivals=2)
    cl = [h for h in s.board.clusters() if h not in [r.home for r in s.races]]
    homes = [r.home for r in s.races]
    plain = [h for h in range(s.board.size) if h not in s.board.clusters()]
    # Ochre wins on hexes (3); Teal and Violet hold 2 hexes each: Violet a second Cluster.
    s = deck_out(
        [
            {homes[0]: 1, plain[5]: 1, plain[6]: 1},
            {homes[1]: 5, plain[9]: 5},
            {homes[2]: 1, cl[0]: 1},
        ]
    )
    rows = standings(s)
    assert [(r.race, r.seat) for r in rows] == [("ochre", 0), ("violet", 2), ("teal", 1)]
    # Level on hexes and Clusters: the more fleets come first.
    s = deck_out([{homes[0]: 1, plain[5]: 1, plain[6]: 1}, {homes[1]: 1}, {homes[2]: 3}])
    assert [r.race for r in standings(s)] == ["ochre", "violet", "teal"]
    assert [r.out for r in standings(s)] == [False, False, False]
    s.races[2].out = True  # a race out is listed last, and says so
    assert [(r.race, r.out) for r in standings(s)][-1] == ("violet", True)
