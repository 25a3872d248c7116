"""The rules settled on 2026-11-26 (ARACHNID.md, "Decisions of 2026-11-26") and the defects the
outside check found (issue 28): each test is named after its rule and fails on the code before
the fix."""

from engine.arachnid import actions, battle, critters, rivals, scoring, sweep
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass
from engine.core.bots import RandomBot
from tests.arachnid.helpers import RULES, C, Loaded, bare, bug, clear, me, my_turn, new, put, web
from tests.hostile import refusals

# Hex 30 (ring 3) and its neighbours: 14, 15 (ring 2), 29, 31 (ring 3, not adjacent to each
# other), 51, 52 (ring 4).
AT, LOW, HIGH = 30, 29, 31


# --- AD2 Web War -------------------------------------------------------------------------------


def test_ad2_web_war_a_web_atop_another_colonys_web_scores_3():
    s = clear(bare(1, scenario=4))
    web(s, 0, 40)  # a plain space: 2
    s.webs[41] = [1, 0]  # atop a rival's web: 3
    s.webs[42] = [0, 0]  # atop its own web: 2
    s.webs[43] = [0, 2]  # the rival tops this one: nothing for the person
    assert scoring.parts(s, C, me(s))["webs"] == 2 + 3 + 2
    assert scoring.parts(s, C, s.colonies[2])["webs"] == 3  # any colony's web atop another's
    s.scenario = 0  # the standard game: 2 a space, whatever lies under it
    assert scoring.parts(s, C, me(s))["webs"] == 2 * 3
    assert C.game.scoring.per_web_atop == 3  # the number is data


# --- A5.4 food goes to a colony where a movement ends, or under a web it spins -------------------


def test_a5_4_a_web_spun_over_food_feeds_the_colony():
    s = clear(bare(1))
    my_turn(s)
    c = me(s)
    c.store = 3
    web(s, 0, AT)
    put(s, 0, "beta", AT)
    s.food[LOW] = 2
    s.pool_food -= 2
    pool = s.pool_food
    RULES._apply(s, Act("beta", "spin", LOW))
    assert s.top(LOW) == 0 and s.food[LOW] == 0
    assert c.store == 3 - 1 + 2  # paid the track's food, gained the two under the new web
    assert s.pool_food == pool  # the track's food went to the card, the hex's to the store
    # Over-spin: food lying on a single web space goes to the colony that tops it.
    put(s, 0, "alpha", HIGH)
    web(s, 1, 32)
    s.food[32] = 1
    RULES._apply(s, Act("alpha", "overspin", 32))
    assert s.webs[32] == [1, 0] and s.food[32] == 0 and c.store == 4 - 1 + 1


def test_a5_4_a_rivals_web_spun_over_food_feeds_the_rival():
    s = clear(bare(1))
    c = s.colonies[1]
    c.store = 0
    web(s, 1, AT)
    b = put(s, 1, "beta", AT)
    s.food[LOW] = 2
    rivals.v_spin(s, C, c, b)
    assert s.top(LOW) == 1 and s.food[LOW] == 0 and c.store == 2


def test_a5_4_a_retreat_takes_no_food():
    s = clear(bare(1))
    for c in s.colonies:
        c.store = 0
    put(s, 1, "alpha", 30)
    put(s, 2, "beta", 31)
    web(s, 2, 90)
    s.food[90] = 2
    s.funnel[90], s.funnel_food[90] = 2, 1
    s.rng = Loaded(5, 5, 0)  # 6 against 0: overkill, the defender retreats to hex 90
    battle.begin(s, C, 1, "alpha")
    battle.step(s, C)
    d = s.colonies[2].spider("beta")
    assert d.hex == 90 and d.stunned
    assert s.food[90] == 2 and s.funnel_food[90] == 1 and s.colonies[2].store == 0
    # A movement ending there does take it (A5.4, A12.8).
    d.stunned = False
    d.hex = 89
    web(s, 2, 89)
    actions.perform(s, C, s.colonies[2], d, "move", 90)
    assert s.food[90] == s.funnel_food[90] == 0 and s.colonies[2].store == 3


# --- A9 Pounce on a controlled critter -------------------------------------------------------


def test_a9_pounce_may_kill_a_critter_another_colony_controls_and_its_token_goes_back():
    s = clear(bare(1))
    my_turn(s)
    c = me(s)
    c.store = 3
    b = put(s, 0, "beta", AT)
    b.ability = "pounce"
    t = bug(s, "tater1", LOW)
    t.controller = 1
    s.colonies[1].mind_used = True
    cmd = Act("beta", "pounce", LOW)
    assert cmd in RULES.legal_commands(s) and RULES.check(s, cmd).ok
    RULES._apply(s, cmd)
    assert t.hex == -1 and t.controller == -1 and not s.colonies[1].mind_used
    assert c.store == 3 - 1 + 3
    # Mind Control still takes only a critter no one controls.
    s = clear(bare(1))
    my_turn(s)
    b2 = put(s, 0, "beta", AT)
    b2.ability = "mind"
    bug(s, "tater1", LOW).controller = 1
    assert actions.targets(s, C, me(s), b2, "mind") == []


# --- AR3 / AR8: equal spaces go to the person's ---------------------------------------------


def test_ar3_an_overspin_between_equal_spaces_takes_the_persons_web():
    s = clear(bare(1))
    c = s.colonies[1]
    web(s, 1, AT)
    a = put(s, 1, "alpha", AT)
    web(s, 2, LOW)  # the other rival's, lower in radar order
    web(s, 0, HIGH)  # the person's: as many enemy webs around (none)
    rivals.v_overspin(s, C, c, a)
    assert s.webs[HIGH] == [0, 1] and s.webs[LOW] == [2]
    s = clear(bare(1))  # more enemy webs around still come first
    web(s, 1, AT)
    a = put(s, 1, "alpha", AT)
    web(s, 2, LOW, 28)
    web(s, 0, HIGH)
    rivals.v_overspin(s, C, s.colonies[1], a)
    assert s.webs[LOW] == [2, 1]


def test_ar8_an_unravel_between_equal_spaces_takes_the_persons_web():
    s = clear(bare(1))
    web(s, 1, AT)
    b = put(s, 1, "beta", AT)
    b.ability = "unravel"
    web(s, 2, LOW)
    web(s, 0, HIGH)  # both height 1 and 3 from hex 0
    rivals.v_special(s, C, s.colonies[1], b)
    assert s.webs[HIGH] == [] and s.webs[LOW] == [2]
    s = clear(bare(1))  # height 2 first, wherever it lies; among those the person's
    web(s, 1, AT)
    b = put(s, 1, "beta", AT)
    b.ability = "unravel"
    web(s, 2, 14, height=2)  # nearer hex 0
    web(s, 0, 51, height=2)
    web(s, 0, 15)
    rivals.v_special(s, C, s.colonies[1], b)
    assert s.webs[51] == [0] and s.webs[14] == [2, 2] and s.webs[15] == [0]
    s = clear(bare(1))  # height 1: nearest hex 0 before the person's
    web(s, 1, AT)
    b = put(s, 1, "beta", AT)
    b.ability = "unravel"
    web(s, 2, 14)
    web(s, 0, 51)
    rivals.v_special(s, C, s.colonies[1], b)
    assert s.webs[14] == [] and s.webs[51] == [0]


def test_ar8_a_rivals_controlled_critter_heads_for_the_persons_nearest_spider():
    s = clear(bare(1))
    t = bug(s, "tater1", AT)
    t.controller = 1
    put(s, 2, "alpha", 15)  # the other rival's spider, beside it
    put(s, 0, "alpha", 53)  # the person's, two hexes off (beyond 31)
    assert critters.steer_target(s, t) == 53
    critters.activate(s, C, t)
    assert t.hex == HIGH  # one step toward the person's spider, not onto the nearer rival
    s = clear(bare(1))  # none of the person's on the board: the nearest other spider
    t = bug(s, "tater1", AT)
    t.controller = 1
    put(s, 2, "alpha", 15)
    assert critters.steer_target(s, t) == 15


# --- A2.1 every field in range: refused with a reason, never an exception --------------------


def _off_board(cmd) -> bool:
    for name, lo in (("hex", 0), ("agile", -1), ("steer", 0)):
        v = getattr(cmd, name, None)
        if v is not None and not lo <= v < 91:
            return True
    return False


def test_a2_1_a_command_off_the_board_is_refused_with_a_reason_never_an_exception():
    sess = new(1, seat=0)
    s = sess.state
    while s.stage != "den" or s.choices:
        sess.submit(RULES.legal_commands(s)[0])
    v = RULES.check(s, Deploy("beta", 10_000))
    assert not v.ok and "not on the board" in v.reason and v.rule == "A2.1"
    v = RULES.check(s, Deploy("beta", -1))  # not the last hex by Python's back door
    assert not v.ok and "not on the board" in v.reason
    seen: set[str] = set()
    for seed in range(1, 9):  # games until each kind of moment was met (a game may lack one)
        sess = new(seed, seat=0)
        s = sess.state
        bot = RandomBot(seed + 4)
        for i in range(400):
            if s.over:
                break
            moment = s.stage + ("+choice" if s.choices else "")
            if i % 7 == 0 or moment not in seen:  # each kind of moment at least once
                seen.add(moment)
                for cmd, verdict in refusals(RULES, s):
                    if _off_board(cmd):
                        assert not verdict.ok and verdict.reason, cmd
            assert sess.submit(bot.choose(RULES, s)).ok
        if {"den", "turns", "turns+choice"} <= seen:
            break
    assert {"den", "turns", "turns+choice"} <= seen


# --- Undo never crosses a reveal (core session barrier) ----------------------------------


def test_ar2_undo_never_crosses_a_rivals_card_turned_up():
    """Done in den, the rivals play and turn up their cards: undo must not take that back
    (it would let the person preview the rivals' hidden cards and moves)."""
    sess = new(2, seat=0)
    s = sess.state
    quiet = 0  # reveals that drew nothing from the generator (the deck was shuffled before)
    for _ in range(300):
        if s.over:
            break
        legal = RULES.legal_commands(s)
        cmd = next((c for c in legal if isinstance(c, (EndDen, Pass))), legal[0])
        rng, shown = (s.rng.state, s.rng.inc), RULES.reveal_mark(s)
        out = sess.submit(cmd)
        assert out.ok
        turned = [e for e in out.events if "reveals a" in getattr(e, "text", "")]
        assert bool(turned) == (RULES.reveal_mark(s) != shown)
        if turned:
            quiet += (s.rng.state, s.rng.inc) == rng
            assert not sess.can_undo().ok, cmd
            assert "cannot be undone" in sess.can_undo().reason
    assert quiet > 0  # such reveals happened, and the generator alone would not have barred them


# --- A8.5 the controller steers at every activation -------------------------------------------


def _event_stage(s):
    s.stage, s.feed_queue, s.round = "event", [], max(s.round, 1)
    s.critter_bag = ["worm"]
    return s


def test_a8_5_the_person_steers_a_critter_they_control_at_every_activation():
    s = _event_stage(clear(bare(1)))
    t = bug(s, "tater1", AT)
    t.controller = 0
    me(s).mind_used = True
    put(s, 1, "alpha", 53)  # two hexes off: a step to 31 or 52 would end beside it
    events = sweep.start(s, C)
    ch = s.choices[0]
    assert (ch.kind, ch.seat, ch.about) == ("steer", 0, "tater1")
    assert ch.options == [f"face:{f}" for f in range(1, 7)]
    assert t.hex == AT and s.critter_at(0) is None and events == []  # nothing acted yet
    # Each option says where it would end and whom it would bite.
    for o in ch.options:
        p = sweep.preview(s, C, t, o)
        f = int(o[5:])
        assert p.hex == BOARD.step(AT, f)
        near = p.hex in BOARD.adjacent[53]
        assert ((1, "alpha") in p.bitten) == near
    assert not RULES.check(s, Choose("face:7")).ok
    assert not RULES.check(s, Pass()).ok  # the choice comes first
    face = next(f for f in range(1, 7) if BOARD.step(AT, f) in BOARD.adjacent[53])
    store = s.colonies[1].store
    RULES.apply(s, Choose(f"face:{face}"))
    assert t.hex == BOARD.step(AT, face) and s.colonies[1].store == store - 1
    assert s.critter("worm").hex == 0 and not s.sweeping  # then the spawn, then the den
    # The next Critter event asks again (not only at the first activation).
    s.critter("worm").hex = -1
    _event_stage(s)
    sweep.start(s, C)
    assert s.choices and s.choices[0].kind == "steer" and s.choices[0].about == "tater1"


def test_a8_5_the_person_sends_a_ladybird_they_control_to_a_free_outer_hex():
    s = _event_stage(clear(bare(1)))
    lb = bug(s, "ladybird", 70)
    lb.controller = 0
    sweep.start(s, C)
    opts = s.choices[0].options
    assert opts == [f"hex:{h}" for h in critters.ladybird_hexes(s)]
    put(s, 2, "beta", 80)
    assert sweep.preview(s, C, lb, "hex:81").bitten[0] == (2, "beta")  # robbed and bitten
    RULES.apply(s, Choose("hex:81"))
    assert lb.hex == 81


def _mind_beta(h: int = AT):
    s = clear(bare(1))
    my_turn(s)
    me(s).store = 3
    b = put(s, 0, "beta", h)
    b.ability = "mind"
    return s, b


def test_a8_5_mind_control_on_a_ladybird_asks_you_where_it_flies():
    # Issue 36: the Ladybird flew where the game chose; "steered by you" means you pick.
    s, b = _mind_beta()
    lb = bug(s, "ladybird", HIGH)
    put(s, 1, "alpha", 80)
    put(s, 2, "beta", 66)
    mind = [x for x in RULES.legal_commands(s) if getattr(x, "action", "") == "mind"]
    assert mind == [Act("beta", "mind", HIGH)]
    events = RULES.apply(s, mind[0])
    ch = s.choices[0]
    assert (ch.kind, ch.seat, ch.about) == ("steer", 0, "ladybird")
    assert ch.options == [f"hex:{h}" for h in critters.ladybird_hexes(s)]
    assert lb.hex == HIGH and lb.controller == 0 and me(s).mind_used  # not flown yet
    assert not any("flies" in e.text for e in events)
    assert not RULES.check(s, Pass()).ok and not RULES.check(s, Choose("hex:30")).ok
    # Each option says whom it robs; the person sends it beside Purple's Beta, not Yellow's.
    assert sweep.preview(s, C, lb, "hex:67").bitten[0] == (2, "beta")
    store = s.colonies[2].store
    events = RULES.apply(s, Choose("hex:67"))
    assert lb.hex == 67 and s.colonies[2].store < store and not s.choices
    flew = next(e for e in events if "flies" in e.text)
    assert flew.rule == "A8.5" and "steered by" in flew.text and not s.sweeping
    # The next Critter event asks again, as at every activation.
    s.stage, s.feed_queue, s.critter_bag = "event", [], []
    sweep.start(s, C)
    assert s.choices[0].kind == "steer" and s.choices[0].about == "ladybird"


def test_a8_5_a_ladybird_mind_controlled_with_no_free_outer_hex_stays_and_asks_nothing():
    s, b = _mind_beta()
    lb = bug(s, "ladybird", HIGH)
    for h in critters.ladybird_hexes(s):
        web(s, 1, h)
        s.colonies[1].spiders.append(type(b)(f"x{h}", "weaver", hex=h))
    RULES.apply(s, Act("beta", "mind", HIGH))
    assert s.choices == [] and lb.hex == HIGH and lb.controller == 0


def test_a8_5_a_rival_steers_its_ladybird_by_ar8_and_the_log_says_why():
    s = clear(bare(1))
    lb = bug(s, "ladybird", HIGH)
    lb.controller = 1
    put(s, 0, "alpha", 80)  # the person's spider: AR8 sends it at the person
    put(s, 2, "alpha", 40)  # nearer, but not the person's
    events = critters.activate(s, C, lb)
    flew = events[0]
    assert lb.hex in BOARD.adjacent[80] or BOARD.dist(lb.hex, 80) == min(
        BOARD.dist(h, 80) for h in BOARD.ring_hexes(5) if h != 80
    )
    assert flew.rule == "AR8" and "toward Red Alpha" in flew.text, flew.text
    # With no spider to aim at, it flies as the game's generator says (A8.1), logged so.
    s = clear(bare(1))
    lb = bug(s, "ladybird", HIGH)
    lb.controller = 1
    s.rng = Loaded(4)
    events = critters.activate(s, C, lb)
    assert lb.hex == critters.ladybird_hexes(clear(bare(1)))[4]


def test_a8_5_a_rivals_crawler_is_steered_toward_the_person_and_the_log_says_why():
    s = clear(bare(1))
    t = bug(s, "tater1", AT)
    t.controller = 1
    put(s, 0, "alpha", 53)
    events = critters.activate(s, C, t)
    said = "steered by Purple toward Red Alpha, steps toward corner"
    assert events[0].rule == "AR8" and said in events[0].text, events[0].text
    assert BOARD.dist(t.hex, 53) < BOARD.dist(AT, 53)


def test_a8_5_a_rivals_or_an_entangled_critter_acts_without_asking_the_person():
    s = _event_stage(clear(bare(1)))
    t = bug(s, "tater1", AT)
    t.controller = 1  # a rival steers it itself (AR8)
    w = bug(s, "tater2", 70)
    w.controller, w.entangled = 0, True  # the activation only untangles it
    put(s, 0, "alpha", 53)
    sweep.start(s, C)
    assert s.choices == [] and not s.sweeping
    assert t.hex == HIGH and w.hex == 70 and not w.entangled


def test_a8_5_a_sweep_paused_for_the_person_saves_and_resumes():
    from engine.core import record

    sess = new(3, seat=0)
    st = sess.state
    assert st.choices[0].kind == "draft" and sess.submit(Choose("mind")).ok
    bot = RandomBot(1)
    asked = 0
    for _ in range(3000):
        if st.over or asked >= 2:
            break
        if st.choices and st.choices[0].kind == "steer":
            # mid-sweep (or a Mind Control's own flight): saved and loaded, the same critters
            # are still due
            asked += st.sweeping
            loaded = record.loads(record.dumps(sess), RULES)
            assert loaded.state == st and loaded.state.sweep == st.sweep
            assert st.sweep != [] or not st.sweeping
        cmd = bot.choose(RULES, st)
        mind = [c for c in RULES.legal_commands(st) if getattr(c, "action", "") == "mind"]
        assert sess.submit(mind[0] if mind else cmd).ok
    assert asked >= 1
