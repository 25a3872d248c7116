"""A7-A9 and A12.2-A12.4, A12.7, A12.8: battles, critters and the Beta abilities."""

import attrs

from engine.arachnid import actions, battle, critters, economy, sweep
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Deploy
from engine.arachnid.state import BattleState
from tests.arachnid.helpers import RULES, C, Loaded, bare, bug, clear, me, my_turn, put, web

A, B = BOARD.corner_ray(1, 3), BOARD.corner_ray(1, 2)  # two adjacent hexes on ring 3 and 2


def duel(*dice: int, attacker: str = "alpha", defender: str = "beta"):
    """Rival seat 1's `attacker` beside rival seat 2's `defender`, stores empty (no bought
    bolster), the dice loaded; returns the state with the battle queued."""
    s = clear(bare(1))
    for c in s.colonies:
        c.store = 0
    put(s, 1, attacker, A)
    put(s, 2, defender, B)
    web(s, 2, 90, 89)  # somewhere far for the loser to retreat to
    s.rng = Loaded(*dice)
    battle.begin(s, C, 1, attacker)
    return s


def test_a7_1_dice_faces_are_data_and_rolls_use_them():
    assert C.game.dice.attack == (0, 1, 1, 2, 2, 3)
    assert C.game.dice.defence == (0, 1, 1, 1, 2, 2)
    assert C.game.dice.bolster == (0, 0, 1, 1, 1, 2)
    s = duel(5, 5, 4)  # attack 3 + 3, defence 2
    events = battle.step(s, C)
    assert any("6 against 2" in e.text for e in events)


def test_a7_2_a_movement_ending_beside_enemies_starts_a_battle_with_each_in_radar_order():
    s = clear(bare(1))
    my_turn(s)
    me(s).store = 3
    web(s, 0, 30, 31)
    put(s, 0, "alpha", 30)
    low, high = [h for h in BOARD.adjacent[31] if h != 30 and not s.webs[h]][:2]
    put(s, 1, "beta", high)
    put(s, 2, "beta", low)
    actions.perform(s, C, me(s), me(s).spider("alpha"), "move", 31)
    assert s.battle_queue == [(0, "alpha"), (2, "beta"), (1, "beta")]
    s.battle_queue = []
    s.stage, me(s).passed, me(s).spiders[1].hex = "den", False, -1
    RULES._apply(s, Deploy("beta", 30))
    assert me(s).spider("beta").hex == 30 and s.battle_queue == []  # a Deploy never starts one


def test_a7_2_where_a_movement_ends_and_whom_it_fights_are_known_before_it_is_made():
    s = clear(bare(1))
    my_turn(s)
    web(s, 0, 30, 31)
    put(s, 0, "alpha", 30)
    low, high = [h for h in BOARD.adjacent[31] if h != 30 and not s.webs[h]][:2]
    put(s, 1, "beta", high)
    put(s, 2, "beta", low)
    alpha = me(s).spider("alpha")
    assert actions.movement_end(s, alpha, "move", 31) == 31
    assert actions.movement_end(s, alpha, "spin", 31) == -1  # no movement, no battle
    foes = battle.foes_beside(s, 0, 31)
    assert [(c.seat, o.id) for c, o in foes] == [(2, "beta"), (1, "beta")]  # radar order
    assert (s.colonies[1], s.colonies[1].spider("beta")) not in battle.foes_beside(s, 1, 31)
    actions.perform(s, C, me(s), alpha, "move", 31)
    assert s.battle_queue == [(0, "alpha"), *((c.seat, o.id) for c, o in foes)]
    alpha.snared_by = 1
    assert actions.movement_end(s, alpha, "move", 30) == -1  # a snared Move only frees it


def test_a7_3_commit_attacker_at_least_one_die_support_and_bolster():
    s = clear(bare(1))
    me(s).store = 2
    put(s, 0, "beta", A)
    web(s, 0, BOARD.corner_ray(1, 4))
    put(s, 0, "alpha", BOARD.corner_ray(1, 4))  # same web, within 3: support
    put(s, 1, "beta", B)
    battle.begin(s, C, 0, "beta")
    battle.step(s, C)
    opts = s.choices[0].options
    assert s.choices[0].kind == "commit" and all(not o.startswith("a0") for o in opts)
    assert "a1s2b2" in opts and "a1s3b0" not in opts  # the Alpha's 2 attack dice, 2 food
    s = duel(0, 0, 0, 0)
    s.webs[B] = [2, 2]  # the defender on height 2: one free bolster die
    rival_a = s.colonies[1]
    rival_a.store = 5
    s.rng = Loaded(*[0] * 6)  # 2 attack + 2 bought bolster; 1 defence + 1 free bolster
    events = battle.step(s, C)
    assert rival_a.store == 3  # a rival buys bolster up to its cap (AR4)
    # the log keeps each side's dice, its bought bolster and the height-2 web's free die apart
    line = "([0, 0] + bolster [0, 0] vs [0] + free die of its height-2 web [0])"
    assert any(line in e.text for e in events)


def test_a7_4_tie_victory_overkill():
    s = duel(0, 0, 0)  # 0 against 0: the attacker retreats, nobody loses food
    s.colonies[1].store = s.colonies[2].store = 0
    texts = [e.text for e in battle.step(s, C)]
    # Issue 36: a tie's retreat came with no word; the log now says why it retreats.
    assert texts[1] == "tie: the attacker, Purple Alpha, retreats; no one loses food"
    a = s.colonies[1].spider("alpha")
    assert a.hex != A and not s.colonies[2].spider("beta").stunned
    s = duel(1, 0, 0)  # 1 against 0: victory, the defender retreats and loses 1 food
    s.colonies[2].store = 2
    battle.step(s, C)
    d = s.colonies[2].spider("beta")
    assert s.colonies[2].store == 1 and not d.stunned and d.hex != B
    s = duel(5, 5, 0)  # 6 against 0: overkill, also stunned
    battle.step(s, C)
    assert s.colonies[2].spider("beta").stunned and s.stats["overkill"] == 1


def test_a7_5_retreat_to_own_web_two_hexes_away_else_the_den():
    s = duel(5, 5, 0)
    battle.step(s, C)
    d = s.colonies[2].spider("beta")
    assert d.hex in (89, 90) and BOARD.dist(d.hex, A) >= 2
    s = duel(5, 5, 0)
    s.webs[89] = s.webs[90] = []
    battle.step(s, C)
    assert not s.colonies[2].spider("beta").deployed  # no space: back to the den


def test_a7_6_battlers_are_owed_one_upgrade_the_defender_at_once():
    s = duel(1, 0, 0)
    battle.step(s, C)
    assert s.colonies[2].kept == 1  # defender: a trophy at once (AR1)
    assert s.colonies[1].to_upgrade == ["alpha"] and s.colonies[1].kept == 0
    s2 = clear(bare(1))
    c = me(s2)
    sp = c.spider("beta")
    assert battle.upgrade_now(s2, C, c, sp) == [] and s2.choices[0].kind == "upgrade"
    assert "track:move" in s2.choices[0].options and any(
        o.startswith("swap:") for o in s2.choices[0].options
    )
    s2.choices = []
    battle.upgrade_now(s2, C, c, sp)
    assert s2.choices == []  # at most once a turn


def test_a8_1_each_critter_behaves_by_its_kind():
    s = clear(bare(1))
    web(s, 0, 30)
    cr = bug(s, "worm", 30)
    to = BOARD.step(30, 1)
    critters.activate(s, C, cr, face=1)
    assert cr.hex == to and not s.webs[30]  # the web it left loses its top token
    s = clear(bare(1))
    put(s, 0, "alpha", 45)
    me(s).store = 2
    lb = bug(s, "ladybird", 0)
    s.rng = Loaded(0)
    critters.activate(s, C, lb)
    assert BOARD.rings[lb.hex] == 5 and me(s).store == 1  # stole from the nearest
    s = clear(bare(1))
    t = bug(s, "tater1", 10)
    critters.activate(s, C, t, face=2)
    assert t.hex == BOARD.step(10, 2)


def test_a8_2_blocked_steps_stay_put_and_a_bumped_spider_is_bitten_even_with_stealth():
    s = clear(bare(1))
    t = bug(s, "tater1", BOARD.corner_ray(1, 5))
    critters.activate(s, C, t, face=1)  # off the board
    assert t.hex == BOARD.corner_ray(1, 5)
    t.hex = 1
    critters.activate(s, C, t, face=4)  # onto hex 0
    assert t.hex == 1
    beta = put(s, 0, "beta", BOARD.step(1, 1))
    beta.ability = "stealth"
    me(s).store = 2
    critters.activate(s, C, t, face=1)
    assert t.hex == 1 and me(s).store == 1


def test_a8_3_visible_spiders_beside_or_under_are_bitten_after_activation_and_spawn():
    s = clear(bare(1))
    put(s, 0, "alpha", 1)
    put(s, 1, "alpha", 2)
    me(s).store, s.colonies[1].store = 2, 2
    s.critter_bag = ["tater1"]
    critters.spawn(s, C)
    assert me(s).store == 1 and s.colonies[1].store == 1
    stealthy = put(s, 2, "beta", 3)
    stealthy.ability = "stealth"
    s.colonies[2].store = 2
    critters.bites(s, C, s.critter("tater1"))
    assert s.colonies[2].store == 2


def test_a8_4_kills_pay_the_food_heebie_pays_1_then_2_and_the_dead_refill_the_bag():
    s = clear(bare(1))
    c = me(s)
    c.store = 0
    a = put(s, 0, "alpha", 1)
    h = bug(s, "heebie", 0)
    critters.hit(s, C, c, a, h)
    assert c.store == 1 and h.hex == 0 and h.bitten == 1
    critters.hit(s, C, c, a, h)
    assert c.store == 3 and h.hex == -1 and s.dead == ["heebie"]
    s.critter_bag = []
    critters.spawn(s, C)
    assert s.critter("heebie").hex == 0 and s.critter("heebie").bitten == 0 and s.dead == []


def test_a8_5_entangled_only_untangles_and_a_controlled_critter_is_steered():
    s = clear(bare(1))
    t = bug(s, "tater1", 10)
    t.entangled, t.snarer = True, 1
    s.colonies[1].snare_used = True
    critters.activate(s, C, t, face=2)
    assert t.hex == 10 and not t.entangled and not s.colonies[1].snare_used
    t.controller = 0
    critters.activate(s, C, t, face=3)
    assert t.hex == BOARD.step(10, 3)


def _beta(ability: str, h: int = 30):
    s = clear(bare(1))
    my_turn(s)
    me(s).store = 3
    b = put(s, 0, "beta", h)
    b.ability = ability
    return s, b


def test_a9_agile_steps_once_onto_another_web_after_a_movement():
    s, b = _beta("agile")
    web(s, 0, 31)
    web(s, 1, BOARD.adjacent[31][-1] if BOARD.adjacent[31][-1] != 30 else BOARD.adjacent[31][0])
    cmds = [x for x in RULES.legal_commands(s) if getattr(x, "agile", -1) >= 0]
    assert cmds and all(s.top(x.agile) == 1 for x in cmds)


def test_a9_stealth_and_vicious():
    s = clear(bare(1))
    b = put(s, 0, "beta", 1)
    b.ability = "stealth"
    assert not critters.visible(b) and critters.nearest_visible(s, 0) is None
    s = duel(1, 0, 0, attacker="beta", defender="beta")
    s.colonies[1].spider("beta").ability = "vicious"
    events = battle.step(s, C)
    assert any("2 against 0" in e.text for e in events)  # +1


def test_a9_balloon_jump_pounce_and_funnel():
    s, b = _beta("balloon", 1)
    web(s, 0, BOARD.corner_ray(1, 5), 45)
    assert actions.targets(s, C, me(s), b, "balloon") == [BOARD.corner_ray(1, 5)]
    s, b = _beta("jump", 0 + 1)
    web(s, 0, BOARD.corner_ray(4, 2), BOARD.corner_ray(4, 3))
    assert actions.targets(s, C, me(s), b, "jump") == [
        h for h in (BOARD.corner_ray(4, 2),) if BOARD.dist(h, 1) == 3
    ]
    s, b = _beta("pounce", 30)
    me(s).store = 0
    h = bug(s, "tater1", BOARD.adjacent[30][0])  # beside it: within any reach
    actions.perform(s, C, me(s), b, "pounce", h.hex)
    assert h.hex == -1 and me(s).store == 3 and b.hex == 30  # no web there: it stays
    s, b = _beta("funnel", 30)
    web(s, 0, *BOARD.adjacent[30])
    assert len(actions.targets(s, C, me(s), b, "funnel")) == len(BOARD.adjacent[30])
    actions.perform(s, C, me(s), b, "funnel", BOARD.adjacent[30][0])
    assert s.funnel[BOARD.adjacent[30][0]] == 0 and me(s).funnels == 1


def test_a9_mind_control_snare_unravel_and_tokens_return_when_swapped():
    s, b = _beta("mind", 30)
    t = bug(s, "tater1", 31)
    actions.perform(s, C, me(s), b, "mind", 31, steer=1)
    assert t.hex == BOARD.step(31, 1) and t.controller == 0 and me(s).mind_used
    s, b = _beta("snare", 30)
    o = put(s, 1, "alpha", 32)
    actions.perform(s, C, me(s), b, "snare", 32)
    assert o.snared and me(s).snare_used
    s.university.append("jump")
    battle.apply_upgrade(s, C, me(s), b, "swap:jump")
    assert not o.snared and not me(s).snare_used and "snare" in s.university
    s, b = _beta("unravel", 30)
    web(s, 1, 31)
    s.webs[31] = [0, 1]
    actions.perform(s, C, me(s), b, "unravel", 31)
    assert s.webs[31] == [0]


def test_a12_2_nearest_ties_go_by_radar_number():
    s = clear(bare(1))
    put(s, 0, "alpha", 4)
    put(s, 1, "alpha", 1)
    c, sp = critters.nearest_visible(s, 0)
    assert sp.hex == 1  # both 1 away: the lower radar number


def test_a12_3_sweep_order_fixed_at_its_start_and_an_empty_bag_takes_the_dead():
    s = clear(bare(1))
    bug(s, "tater1", 1)
    bug(s, "tater2", 2)
    s.rng = Loaded(3, 0, 0)  # tater1 rolls 4 (toward hex 0: stays), tater2 rolls 1
    s.critter_bag, s.dead = [], ["worm"]
    events = sweep.start(s, C)
    acted = [e.text for e in events if type(e).__name__ == "CritterActed"]
    assert "hex 1 " in acted[0] and "hex 2" in acted[1]
    assert s.critter("worm").hex == 0 and s.dead == []


def test_a12_4_heebie_jeebies_on_a_spider_costs_1_food_per_spider_and_they_share_the_hex():
    s = clear(bare(1))
    c = me(s)
    c.store = 5
    put(s, 0, "alpha", BOARD.step(10, 2))
    h = bug(s, "heebie", 10)
    critters.activate(s, C, h, face=2)
    assert h.hex == c.spider("alpha").hex and c.store == 3  # two spiders: 2 food


def test_a12_7_snared_spiders_only_move_to_free_themselves_and_a_stunned_alpha_never_supports():
    s, b = _beta("jump", 30)
    b.snared_by = 1
    s.colonies[1].snare_used = True
    v = RULES.check(s, Act("beta", "jump", 30))
    assert not v.ok
    assert actions.targets(s, C, me(s), b, "move") == [30]
    RULES._apply(s, Act("beta", "move", 30))
    assert not b.snared and not s.colonies[1].snare_used
    s = clear(bare(1))
    put(s, 0, "beta", A)
    a = put(s, 0, "alpha", BOARD.corner_ray(1, 4))
    assert battle.supporter(s, me(s), me(s).spider("beta")) is a
    a.stunned = True
    assert battle.supporter(s, me(s), me(s).spider("beta")) is None


def test_a12_8_funnels_block_over_spin_and_leave_with_their_space():
    s = clear(bare(1))
    web(s, 1, 31)
    s.funnel[31], s.funnel_food[31] = 1, 2
    a = put(s, 0, "alpha", 30)
    assert 31 not in actions.targets(s, C, me(s), a, "overspin")
    economy.remove_top(s, 31)
    assert s.funnel[31] == -1 and s.food[31] == 2 and s.funnel_food[31] == 0
    s, b = _beta("funnel", 30)
    web(s, 0, *BOARD.adjacent[30])
    me(s).funnels = 3
    assert actions.targets(s, C, me(s), b, "funnel") == []


def test_a9_pounce_snare_and_mind_control_reach_is_data():
    import attrs

    s, b = _beta("pounce", 30)
    far = next(h for h in range(BOARD.size) if BOARD.dist(h, 30) == 3)
    bug(s, "tater1", far)
    seed = attrs.evolve(C.game.reach, pounce=3)
    as_seed = attrs.evolve(C, game=attrs.evolve(C.game, reach=seed))
    assert actions.targets(s, as_seed, me(s), b, "pounce") == [far]
    assert C.game.reach.snare == C.game.reach.mind == 3  # the seed's "up to three"
    if C.game.reach.pounce < 3:  # tuned down (docs/ARACHNID_NOTES.md)
        assert actions.targets(s, C, me(s), b, "pounce") == []


# --- the battle's words and edges (bench/mutation.py arachnid.battle) -----------------------


def test_a7_4_the_log_gives_the_sums_the_dice_and_the_outcome_for_either_side():
    s = duel(5, 5, 0)  # 6 against 0: overkill on the defender
    s.colonies[2].store = 2
    assert [(type(e).__name__, e.seat, e.text, e.rule) for e in battle.step(s, C)] == [
        ("Battle", 1, "Purple Alpha attacks Yellow Beta: 6 against 0 ([3, 3] vs [0])", "A7.4"),
        ("Overkill", 2, "Yellow Beta is stunned", "A7.4"),
        ("Battle", 2, "overkill for Purple Alpha: Yellow Beta loses 1 food and retreats", "A7.4"),
        (
            "Upgraded",
            2,
            "Yellow Beta takes a trophy for the battle (+2 points at the end, like your kept "
            "upgrades)",
            "AR1",
        ),
        ("Retreated", 2, "Yellow Beta retreats to hex 89", "A7.5"),
    ]
    assert s.colonies[2].store == 1 and s.stats["battle"] == 1 and s.stats["overkill"] == 1
    s = duel(0, 0, 1)  # 0 against 1: the attacker loses, no overkill
    s.colonies[1].store = 2
    texts = [e.text for e in battle.step(s, C)]
    assert texts[1] == "victory for Yellow Beta: Purple Alpha loses 1 food and retreats"
    assert texts[-1] == "Purple Alpha retreats to its den"
    assert not s.colonies[1].spider("alpha").stunned and s.colonies[1].store == 1
    assert s.stats.get("overkill", 0) == 0


def test_a7_4_a_difference_of_exactly_2_is_overkill_either_way():
    s = duel(3, 0, 0)  # 2 against 0
    battle.step(s, C)
    assert s.colonies[2].spider("beta").stunned
    assert not s.colonies[1].spider("alpha").stunned
    s = duel(0, 0, 5)  # 0 against 2: the attacker is stunned
    battle.step(s, C)
    assert s.colonies[1].spider("alpha").stunned
    assert not s.colonies[2].spider("beta").stunned
    assert s.colonies[1].spider("alpha").hex == -1  # and goes home: no web of its own


def test_a7_6_an_upgrade_frees_a_track_space_or_swaps_the_beta_ability_and_says_so():
    s = clear(bare(1))
    c, b = me(s), me(s).spider("beta")
    b.covered = {"move": 1, "spin": 0, "special": 2}
    b.ability = ""
    s.university = ["jump", "agile"]
    opts = battle.upgrade_options(s, C, b)
    assert opts == ["track:move", "track:special", "swap:jump", "swap:agile"]  # no empty track
    c.spider("alpha").covered = {"bite": 1}
    assert battle.upgrade_options(s, C, c.spider("alpha")) == ["track:bite"]  # only a Beta swaps
    ev = battle.apply_upgrade(s, C, c, b, "track:special")
    assert [(e.seat, e.text, e.rule) for e in ev] == [
        (0, "Red Beta frees a space on its special track (+2 points)", "A7.6")
    ]  # A11: a kept upgrade scores per_upgrade (2), and the words say so
    assert C.game.scoring.per_upgrade == 2
    assert b.covered["special"] == 1 and c.kept == 1
    ev = battle.apply_upgrade(s, C, c, b, "swap:jump")
    assert [(e.seat, e.text, e.rule) for e in ev] == [
        (0, "Red's Beta swaps nothing for Jump", "A7.6")
    ]
    assert b.ability == "jump" and s.university == ["agile"] and c.ability_used == ["jump"]
    ev = battle.apply_upgrade(s, C, c, b, "swap:agile")
    assert ev[0].text == "Red's Beta swaps Jump for Agile"
    assert s.university == ["jump"] and c.ability_used == ["jump", "agile"]
    battle.apply_upgrade(s, C, c, b, "swap:jump")  # back again: counted once
    assert c.ability_used == ["jump", "agile"] and s.university == ["agile"]


def test_a7_3_commit_keys_defender_may_commit_none_and_bolster_is_capped_by_food():
    s = clear(bare(1))
    me(s).store = 9
    put(s, 0, "beta", A)
    put(s, 1, "beta", B)
    battle.begin(s, C, 1, "beta")
    s.battle = BattleState((1, "beta"), (0, "beta"))
    opts = battle.commit_options(s, "defence")  # Beta: 1 defence die, no Alpha near, 3 bought
    assert opts == [f"a{o}s0b{y}" for o in (0, 1) for y in range(4)]
    me(s).store = 1
    assert battle.commit_options(s, "defence") == ["a0s0b0", "a0s0b1", "a1s0b0", "a1s0b1"]
    assert battle.parse_commit("a2s13b3") == [2, 13, 3]


def test_a12_7_an_alpha_supports_within_3_hexes_on_the_same_web_only_when_deployed():
    s = clear(bare(1))
    far = BOARD.corner_ray(1, 4)
    put(s, 0, "beta", A)
    web(s, 0, far)
    a = put(s, 0, "alpha", far)
    assert BOARD.dist(A, far) <= 3 and battle.supporter(s, me(s), me(s).spider("beta")) is a
    assert battle.supporter(s, me(s), a) is None  # an Alpha never supports itself
    a.hex = -1
    assert battle.supporter(s, me(s), me(s).spider("beta")) is None  # in the den
    s.webs[far] = [1]  # another colony's web on top: not the same web
    a.hex = far
    assert battle.supporter(s, me(s), me(s).spider("beta")) is None
    end = next(h for h in range(1, BOARD.size) if BOARD.dist(A, h) == 4 and BOARD.dist(0, h) > 3)
    path = [end]  # a web from the Beta out to 4 hexes away, step by step
    while path[-1] != A:
        path.append(
            next(n for n in BOARD.adjacent[path[-1]] if BOARD.dist(A, n) < BOARD.dist(A, path[-1]))
        )
    web(s, 0, *path)
    for h in path[:-1]:
        a.hex = h
        k = BOARD.dist(A, h)
        assert (battle.supporter(s, me(s), me(s).spider("beta")) is a) == (k <= 3), k


def test_a7_3_attack_commits_attack_dice_and_defence_commits_defence_dice_with_the_alphas():
    s = clear(bare(1))
    c = me(s)
    c.store = 0
    b = put(s, 0, "beta", A)
    near = BOARD.corner_ray(1, 4)
    web(s, 0, near)
    a = put(s, 0, "alpha", near)
    b.attack, b.defence, a.attack, a.defence = 2, 1, 3, 0
    put(s, 1, "beta", B)
    s.battle = BattleState((0, "beta"), (1, "beta"))
    assert battle.commit_options(s, "attack") == [
        f"a{o}s{x}b0" for o in (1, 2) for x in range(4)
    ]  # at least 1 of its 2 attack dice, up to the Alpha's 3
    s.battle = BattleState((1, "beta"), (0, "beta"))
    assert battle.commit_options(s, "defence") == ["a0s0b0", "a1s0b0"]  # 1 defence, Alpha 0
    r = s.colonies[1]
    rb = r.spider("beta")
    rb.attack, rb.defence = 1, 2
    ra = put(s, 1, "alpha", BOARD.step(B, 0) if BOARD.step(B, 0) != A else BOARD.step(B, 1))
    s.webs[ra.hex] = [1]
    s.webs[B] = [1]
    ra.attack, ra.defence = 3, 1
    assert battle.supporter(s, r, rb) is ra
    s.battle = BattleState((1, "beta"), (0, "beta"))
    assert battle.rival_commit(s, C, "attack")[:2] == [1, 3]
    s.battle = BattleState((0, "beta"), (1, "beta"))
    assert battle.rival_commit(s, C, "defence")[:2] == [2, 1]
    ra.hex = -1  # no Alpha near: no support
    assert battle.rival_commit(s, C, "defence")[:2] == [2, 0]


def test_a9_swapping_away_mind_control_or_snare_returns_only_that_ability_s_tokens():
    s = clear(bare(1))
    c = me(s)
    b = c.spider("beta")
    crs = [bug(s, cid, h) for cid, h in zip(("tater1", "tater2"), (50, 51), strict=True)]
    crs[0].controller, crs[1].controller = 0, 1
    crs[0].snarer, crs[0].entangled = 0, True
    crs[1].snarer, crs[1].entangled = 1, True
    c.mind_used = c.snare_used = True
    other = s.colonies[1].spider("alpha")
    other.snared_by = 0
    b.ability, s.university = "jump", ["agile", "mind", "snare"]
    battle.apply_upgrade(s, C, c, b, "swap:mind")  # swapping away Jump: no token moves
    assert crs[0].controller == 0 and crs[0].snarer == 0 and c.mind_used and c.snare_used
    battle.apply_upgrade(s, C, c, b, "swap:snare")  # away Mind Control: its critter is free
    assert [cr.controller for cr in crs] == [-1, 1] and not c.mind_used
    assert crs[0].snarer == 0 and c.snare_used and other.snared_by == 0
    ev = battle.apply_upgrade(s, C, c, b, "swap:agile")  # away Snare
    assert [(cr.snarer, cr.entangled) for cr in crs] == [(-1, False), (1, True)]
    assert other.snared_by == -1 and not c.snare_used
    assert ev[0].seat == 0 and ev[0].text == "Red's Beta swaps Snare for Agile"


def test_a7_2_a_queued_foe_that_left_or_is_gone_is_no_longer_fought():
    s = duel(5, 5, 0)
    s.colonies[2].spider("beta").hex = 90  # moved away before its battle came
    assert battle.step(s, C) == [] and s.battle is None and s.battle_queue == []
    s = duel(5, 5, 0)
    gone = s.colonies[2].spider("beta")
    s.colonies[2].spiders.remove(gone)  # consumed before its battle came
    assert battle.step(s, C) == [] and s.battle is None and s.battle_queue == []
    s = duel(5, 5, 0)
    s.colonies[2].spider("beta").hex = 90
    third = next(h for h in BOARD.adjacent[A] if h != B and not s.webs[h])
    put(s, 0, "beta", third)
    s.battle_queue = [(1, "alpha"), (2, "beta"), (0, "beta")]
    battle.step(s, C)  # the next foe in the queue is still fought
    assert s.battle is not None and s.battle.defender == (0, "beta")


def test_a7_3_a_person_attacked_by_a_rival_is_asked_for_the_defence_commitment():
    s = clear(bare(1))
    for c in s.colonies:
        c.store = 0
    put(s, 1, "alpha", A)
    put(s, 0, "beta", B)
    s.rng = Loaded(0, 0)
    battle.begin(s, C, 1, "alpha")
    assert battle.step(s, C) == []
    ch = s.choices[0]
    assert (ch.kind, ch.seat, ch.about) == ("commit", 0, "defence")
    assert ch.options == battle.commit_options(s, "defence") and "a0s0b0" in ch.options


def test_a7_5_a_person_chooses_the_retreat_space_only_when_there_are_two_or_more():
    for spaces in ((90, 89), (90,)):
        s = clear(bare(1))
        for c in s.colonies:
            c.store = 0
        put(s, 1, "alpha", A)
        put(s, 0, "beta", B)
        web(s, 0, *spaces)
        s.rng = Loaded(5, 5, 0)  # 6 against 0: the person's Beta loses
        battle.begin(s, C, 1, "alpha")
        battle.step(s, C)
        s.choices.clear()
        battle.commit(s, C, [0, 0, 0])
        s.choices.clear()
        battle.step(s, C)
        if len(spaces) > 1:
            ch = s.choices[0]
            assert (ch.kind, ch.seat, ch.about) == ("retreat", 0, "beta")
            assert ch.options == [str(h) for h in sorted(spaces)]
        else:
            assert s.choices == [] and me(s).spider("beta").hex == 90


def test_a7_2_every_battle_of_one_movement_is_in_the_log():
    s = duel(5, 5, 0, 0, 0, 0, 0)
    third = next(h for h in BOARD.adjacent[A] if h != B and not s.webs[h])
    put(s, 2, "alpha", third)
    battle.begin(s, C, 1, "alpha")
    events = battle.step(s, C)
    fought = [e.text for e in events if "attacks" in e.text]
    assert len(fought) == 2 and fought[0].startswith("Purple Alpha attacks Yellow")


# --- a battle's roll, retreat and trophy: edges the second mutation run showed untested -----


def test_a7_3_committed_dice_leave_the_cards_and_the_alphas_support_is_rolled():
    s = duel(5, 5, 5, 0, 0)
    atk, dfn = s.colonies[1], s.colonies[2]
    ab, db = atk.spider("alpha"), dfn.spider("beta")
    # the attacker is a Beta now, with its Alpha beside it on its web
    ab.hex = -1
    beta = put(s, 1, "beta", A)
    aa = put(s, 1, "alpha", next(h for h in BOARD.adjacent[A] if h != B))
    da = put(s, 2, "alpha", next(h for h in BOARD.adjacent[B] if h not in (A, aa.hex)))
    beta.attack, aa.attack = 1, 2
    db.attack, db.defence, da.attack, da.defence = 1, 1, 2, 1
    assert battle.supporter(s, atk, beta) is aa and battle.supporter(s, dfn, db) is da
    battle.begin(s, C, 1, "beta")
    events = battle.step(s, C)
    assert events[0].text == "Purple Beta attacks Yellow Beta: 9 against 0 ([3, 3, 3] vs [0, 0])"
    assert (beta.attack, aa.attack) == (0, 0)  # 1 + 2 attack dice committed and spent
    assert (db.defence, da.defence) == (0, 0)  # the defence spends defence dice...
    assert (db.attack, da.attack) == (1, 2)  # ...never attack dice


def test_a9_vicious_adds_exactly_1_to_the_defender_too():
    s = duel(0, 0, attacker="beta", defender="beta")
    s.colonies[2].spider("beta").ability = "vicious"
    events = battle.step(s, C)
    assert "0 against 1 ([0] vs [0])" in events[0].text


def test_a7_2_a_mover_that_loses_and_retreats_fights_no_more_even_beside_the_next_foe():
    s = duel(0, 0, 1)  # 0 against 1: the attacking Alpha loses
    foe2 = next(h for h in BOARD.adjacent[A] if h > B and not s.webs[h])
    put(s, 2, "alpha", foe2).defence = 0  # no support dice for the first foe
    back = next(
        h
        for h in BOARD.adjacent[foe2]
        if h not in (A, B) and not s.webs[h] and BOARD.dist(h, B) >= 2
    )
    web(s, 1, back)  # its one retreat space is beside the second foe
    battle.begin(s, C, 1, "alpha")
    assert [f[0] for f in s.battle_queue[1:]] == [2, 2]
    events = battle.step(s, C)
    assert sum(1 for e in events if "attacks" in e.text) == 1
    assert events[-1].text == f"Purple Alpha retreats to hex {back}"
    assert s.battle is None and s.battle_queue == []


def test_a12_7_a_snared_spider_that_retreats_is_freed_and_the_snare_goes_home():
    s = duel(5, 5, 0)  # the defender loses
    db = s.colonies[2].spider("beta")
    db.snared_by = 0  # the person's Snare holds it
    s.colonies[0].snare_used = True
    battle.step(s, C)
    assert db.hex == 89 and not db.snared and not s.colonies[0].snare_used


def test_ar9_a_rival_takes_a_trophy_only_while_a_bloodied_token_is_left():
    s = duel(5, 5, 0)
    s.pool_bloodied = 1
    events = battle.step(s, C)
    assert any(e.text.startswith("Yellow Beta takes a trophy") for e in events)
    assert s.pool_bloodied == 0 and s.colonies[2].spider("beta").trophies == 1
    s = duel(5, 5, 0)
    s.pool_bloodied = 0
    events = battle.step(s, C)
    assert not any("trophy" in e.text for e in events)
    assert s.pool_bloodied == 0 and s.colonies[2].spider("beta").trophies == 0


def test_a7_6_an_upgrade_worth_1_point_says_point_not_points():
    one = attrs.evolve(C.game.scoring, per_upgrade=1)  # a [T] number: data may tune it to 1
    content = attrs.evolve(C, game=attrs.evolve(C.game, scoring=one))
    s = clear(bare(1))
    c, b = me(s), me(s).spider("beta")
    b.covered = {"special": 1}
    ev = battle.apply_upgrade(s, content, c, b, "track:special")
    assert ev[0].text == "Red Beta frees a space on its special track (+1 point)"


def test_a7_3_the_attackers_free_die_and_the_defenders_bought_bolster_add_up_and_are_shown():
    s = duel(5, 5, 2, 0, 5)  # attack 3 + 3, free bolster 1; defence 0, bought bolster 2
    web(s, 1, A, height=2)  # the attacker stands on a height-2 web: one free bolster die
    dfn = s.colonies[2]
    dfn.store = len(dfn.spiders) + 1  # a rival buys 1 bolster die and keeps a food a spider
    assert C.levels[dfn.level].bolster_cap >= 1
    events = battle.step(s, C)
    assert events[0].text == (
        "Purple Alpha attacks Yellow Beta: 7 against 2 "
        "([3, 3] + free die of its height-2 web [1] vs [0] + bolster [2])"
    )
    assert dfn.store == len(dfn.spiders) - 1  # 1 paid for the die, 1 lost in the battle
