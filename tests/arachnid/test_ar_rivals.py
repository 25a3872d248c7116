"""AR1-AR9 and AD1: rival colonies run by deck and priority list, and the levels."""

import re

from engine.arachnid import battle, economy, rivals, rounds, scoring
from engine.arachnid.board import BOARD
from engine.arachnid.events import Logged
from engine.core.bots import RandomBot
from tests.arachnid.helpers import RULES, C, Loaded, bare, bug, clear, me, new, put, rival, web


def deck_of(personality: str, level: int = 3, claim: bool = False) -> list[list[str]]:
    s = bare(1, difficulty=level, personalities=[personality])
    c = rival(s)
    return [
        [f"{r}:{v}:{n}" for r, v, n in rivals.card_steps(C, c, card, claim)]
        for card in rivals.deck_cards(C)
    ]


def test_ar1_rivals_have_no_tracks_and_their_upgrade_is_a_trophy_worth_an_upgrade():
    s = bare(1)
    c = rival(s)
    assert all(sum(sp.covered.values()) == 0 for sp in c.spiders)
    before = scoring.total(s, C, c)
    battle.upgrade_now(s, C, c, c.spider("alpha"))
    assert c.kept == 1 and c.spider("alpha").trophies == 1
    assert scoring.total(s, C, c) == before + C.game.scoring.per_upgrade
    c.store = 0
    s.feed_due = 1
    rounds.consume(s, C, c, "upgrade")
    assert s.feed_due == 0 and c.kept == 0


def test_ar2_a_turn_reveals_a_card_pays_hunger_or_runs_step_1_only():
    s = bare(1)
    c = rival(s)
    s.rng = Loaded(*[0] * 20)
    c.store = 0
    rivals.begin_turn(s, C, c)
    assert len(c.deck) == 9 and c.card >= 0
    card = rivals.deck_cards(C)[c.card]
    if card.hunger + C.levels[3].hunger > 0:
        assert len(c.steps) == 1
    c.deck = [rivals.deck_cards(C).index(next(k for k in rivals.deck_cards(C) if k.hunger))]
    c.store = 0
    events = rivals.begin_turn(s, C, c)
    assert len(c.steps) == 1 and "step 1 only" in events[-1].text
    c.deck, c.store = [8], 5
    rivals.begin_turn(s, C, c)
    assert c.store == 5 - rivals.deck_cards(C)[8].hunger and len(c.steps) == 2


def test_ar2_spread_while_the_den_holds_more_than_8_then_claim_and_missing_roles_skip():
    s = bare(1)
    c = rival(s)
    c.deck = [0]
    assert "Spread" in rivals.begin_turn(s, C, c)[-1].text
    c.den, c.deck = [0, 0, 0, 0, 4, 4], [0]
    assert "Claim" in rivals.begin_turn(s, C, c)[-1].text
    c.steps = ["weaver:spin"]
    events = rivals.step(s, C, c)
    assert (
        type(events[0]).__name__ == "StepSkipped"
        and "no upright Weaver spider on the board" in events[0].text
    )


def test_ar3_spin_takes_food_first_then_joins_webs_then_nearest_a_fly():
    s = clear(bare(1))
    c = rival(s)
    b = put(s, c.seat, "beta", 30)
    near = [h for h in BOARD.adjacent[30] if not s.webs[h]]
    s.food[near[-1]] = 1
    rivals.v_spin(s, C, c, b)
    assert s.top(near[-1]) == c.seat and s.food[near[-1]] == 0


def test_ar3_forage_raid_overspin_and_hunt_pick_by_their_lists():
    s = clear(bare(1))
    c = rival(s)
    a = put(s, c.seat, "alpha", 30)
    web(s, c.seat, 31, 32)
    s.food[32] = 1
    b = put(s, c.seat, "beta", 31)
    rivals.v_forage(s, C, c, b)
    assert b.hex == 32
    s = clear(bare(1))
    c = rival(s)
    web(s, c.seat, 30, 31, 32)
    a = put(s, c.seat, "alpha", 30)
    foe = put(s, me(s).seat, "beta", next(h for h in BOARD.adjacent[32] if not s.webs[h]))
    rivals.v_raid(s, C, c, a)
    assert a.hex in BOARD.adjacent[foe.hex] or s.battle_queue
    s = clear(bare(1))
    c = rival(s)
    a = put(s, c.seat, "alpha", 30)
    lone, crowded = BOARD.adjacent[30][0], BOARD.adjacent[30][-1]
    web(s, me(s).seat, lone, crowded, *[h for h in BOARD.adjacent[crowded] if h != 30])
    rivals.v_overspin(s, C, c, a)
    assert s.top(crowded) == c.seat
    s = clear(bare(1))
    c = rival(s)
    a = put(s, c.seat, "alpha", 30)
    bug(s, "heebie", BOARD.adjacent[30][0])
    bug(s, "tater1", BOARD.adjacent[30][1])
    rivals.v_hunt(s, C, c, a)
    assert s.critter("tater1").hex == -1  # fewest bites left first


def test_ar4_fixed_choices_den_hatch_retreat_and_consume():
    s = bare(1)
    c = rival(s)
    c.store = 3
    c.spider("beta").stunned = True
    rivals.den(s, C, c)
    assert not c.spider("beta").stunned and c.store == 2
    s = bare(1)
    c = rival(s)
    c.spider("beta").hex = -1
    c.store = 2
    rivals.den(s, C, c)
    h = c.spider("beta").hex
    spaces = economy.spaces_topped(s, c.seat)
    assert h == min(
        (x for x in spaces if s.occupant(x) in (None, ("spider", c.seat, "beta"))),
        key=lambda x: (BOARD.dist(x, 0), x),
    )
    s = bare(1)
    c = rival(s)
    c.incubator = 3
    economy.hatch(s, C, c)
    c.incubator = 3
    economy.hatch(s, C, c)
    assert [x.kind for x in c.spiders[2:]] == ["weaver", "soldier"]
    s = clear(bare(1))
    c = rival(s)
    put(s, me(s).seat, "alpha", 50)
    assert battle.retreat_pick(s, c, [51, 80]) == 80
    s = bare(1)
    c = rival(s)
    c.kept = 1
    opts = rounds.consume_options(s, c)
    assert rivals.consume_pick(s, C, c, opts) == "upgrade"
    c.kept = 0
    opts = [o for o in rounds.consume_options(s, c) if not o.startswith("web")]
    assert rivals.consume_pick(s, C, c, opts) == "spider:beta"  # the newest of the pair


def test_ar5_personalities_draft_the_first_free_ability_of_their_list():
    s = bare(1, personalities=["trapper", "queen"])
    t, q = [c for c in s.colonies if c.kind != "human"]
    assert rivals.draft_pick(s, C, t) == "pounce"
    s.university.remove("agile")
    assert rivals.draft_pick(s, C, q) == "jump"
    focus = {p.id: p.focus[0] for p in C.rivals.personalities}
    assert focus == {
        "queen": "spin",
        "marauder": "overspin",
        "trapper": "hunt",
        "drifter": "forage",
    }


def test_ar6_every_rival_and_critter_decision_is_one_logged_event_with_a_rule():
    sess = new(4, rivals=3)
    bot = RandomBot(4)
    seen = 0
    for _ in range(200):
        if sess.state.over:
            break
        out = sess.submit(bot.choose(RULES, sess.state))
        for e in out.events:
            assert isinstance(e, Logged) and e.text
            assert re.fullmatch(r"(A|AR|AD)\d+(\.\d+)?", e.rule), e
            if type(e).__name__ in ("RivalDecision", "StepSkipped", "CritterActed"):
                seen += 1
    assert seen > 20


def test_ar7_the_default_deck_and_the_claim_side():
    cards = rivals.deck_cards(C)
    assert len(cards) == 10
    s = bare(1, personalities=["marauder"])
    c = rival(s)
    first = []
    for left in (9, 8):  # two turns in a row: a two-verb focus alternates
        c.deck = list(range(left))
        first.append(rivals.card_steps(C, c, cards[0], False)[0][1])
    assert sorted(first) == ["overspin", "raid"]
    claim = deck_of("queen", claim=True)
    spread_q = deck_of("queen")
    i = next(k for k, card in enumerate(spread_q) if card[0] == ":spin:2")
    assert claim[i][:2] == [":raid:1", ":overspin:1"]
    s = bare(1)
    c = rival(s)
    c.deck = []
    events = rivals.begin_turn(s, C, c)
    assert "shuffles" in events[0].text and len(c.deck) == 9


def test_ar8_ability_list_and_targets():
    assert rivals.ability_order(C, "drifter") == [
        "balloon", "agile", "jump", "stealth", "vicious", "funnel", "unravel", "snare",
        "pounce", "mind",
    ]  # fmt: skip
    s = clear(bare(1))
    c = rival(s)
    b = put(s, c.seat, "beta", 30)
    b.ability = "unravel"
    web(s, me(s).seat, BOARD.adjacent[30][0])
    s.webs[BOARD.adjacent[30][1]] = [me(s).seat, me(s).seat]
    rivals.v_special(s, C, c, b)
    assert len(s.webs[BOARD.adjacent[30][1]]) == 1  # enemy height 2 first
    s = clear(bare(1))
    c = rival(s)
    b = put(s, c.seat, "beta", 30)
    b.ability = "pounce"
    bug(s, "worm", BOARD.adjacent[30][0])
    bug(s, "tater1", BOARD.adjacent[30][1])
    rivals.v_special(s, C, c, b)
    assert s.critter("tater1").hex == -1 and s.critter("worm").hex >= 0  # most food


def test_ar9_at_most_3_trophies_a_spider_and_ties_go_alpha_beta_1_2():
    s = bare(1)
    c = rival(s)
    a = c.spider("alpha")
    for _ in range(5):
        a.upgraded = False
        battle.upgrade_now(s, C, c, a)
    assert a.trophies == 3 and c.kept == 3
    assert [x.id for x in rivals._ordered(c)] == ["alpha", "beta"]


def test_ad1_levels_change_steps_hunger_food_bolster_and_black_widow_soldiers():
    lv = C.levels
    assert [lv[k].food for k in range(1, 6)] == [2, 3, 3, 6, 6]
    assert [lv[k].bolster_cap for k in range(1, 6)] == [0, 1, 2, 2, 3]
    assert [lv[k].hunger for k in range(1, 6)] == [1, 1, 0, 0, 0]
    base = deck_of("queen", 3)
    assert [len(x) for x in deck_of("queen", 1)] == [max(1, len(x) - 1) for x in base]
    assert deck_of("queen", 4) == base
    assert [x[1:] for x in deck_of("queen", 4, claim=True)] == deck_of("queen", 3, claim=True)
    assert [x[1:] for x in deck_of("queen", 5)] == base
    s = bare(1, difficulty=5)
    assert all(len(c.spiders) == 3 for c in s.colonies if c.kind != "human")
    assert rival(s).store == lv[5].food and rival(s).spiders[2].kind == "soldier"


def test_ar3_a_spin_with_no_open_hex_beside_it_moves_first_then_spins():
    s = clear(bare(1))
    c = rival(s)
    web(s, c.seat, *BOARD.adjacent[30], 30)
    b = put(s, c.seat, "beta", 30)
    den = c.den_webs
    events = rivals.v_spin(s, C, c, b)
    assert b.hex != 30 and c.den_webs == den - 1
    assert [type(e).__name__ for e in events].count("RivalDecision") == 2


def test_ar3_a_web_whose_spaces_straddle_another_web_counts_once_when_joining():
    """A2.4 webs as groups: web {4, 12} and web {8}; a space beside 4 touches only the first,
    so the rival's Spin does not 'join two of its webs' there."""
    s = clear(bare(1))
    c = rival(s)
    web(s, c.seat, 4, 12, 8)
    assert sorted(sorted(w) for w in economy.webs_of(s, c.seat)) == [[4, 12], [8]]
    b = put(s, c.seat, "beta", 4)
    events = rivals.v_spin(s, C, c, b)
    assert "joins two of its webs" not in events[0].text
    assert "nearest the centre" in events[0].text


def test_ar4_a_retreat_counts_enemy_spiders_exactly_2_hexes_away():
    s = clear(bare(1))
    c = rival(s)
    low, high = 51, 80
    enemy = next(
        h for h in range(1, BOARD.size) if BOARD.dist(h, low) == 2 and BOARD.dist(h, high) > 2
    )
    put(s, me(s).seat, "alpha", enemy)
    assert battle.retreat_pick(s, c, [low, high]) == high  # not the lower-numbered space


# --- AR4 the Den phase at exactly 2 food (issue 40) ----------------------------------------------


def test_ar4_a_rival_with_exactly_2_food_refreshes_its_stunned_spider():
    s = bare(1)
    c = rival(s)
    c.store = 2
    c.spider("beta").stunned = True
    c.spider("alpha").attack = 0  # more worn, but the stunned spider comes first
    events = rivals.den(s, C, c)
    assert not c.spider("beta").stunned and c.spider("alpha").attack == 0
    assert c.store == 2 - C.game.food.den_action_cost
    assert events[0].rule == "AR4" and "stunned" in events[0].text


def test_ar4_a_rival_with_exactly_2_food_refreshes_its_most_worn_spider():
    s = bare(1)
    c = rival(s)
    card = C.game.cards
    alpha, beta = c.spider("alpha"), c.spider("beta")
    c.store = 2
    alpha.attack = card["alpha"].attack - 1  # missing 1 die
    beta.attack, beta.defence = 0, 0  # missing 2 (all of its dice)
    events = rivals.den(s, C, c)
    assert (beta.attack, beta.defence) == (card["beta"].attack, card["beta"].defence)
    assert alpha.attack == card["alpha"].attack - 1  # one Refresh a Den phase
    assert c.store == 2 - C.game.food.den_action_cost
    assert "missed the most dice" in events[0].text


def test_ar4_a_rival_with_1_food_refreshes_nothing():
    s = bare(1)
    c = rival(s)
    c.store = 1
    c.spider("beta").stunned = True
    assert rivals.den(s, C, c) == []
    assert c.spider("beta").stunned and c.store == 1


# --- AD2 Queen: the player also holds the largest web, strictly (issue 40) -----------------------


def _chain(start: int, n: int, taken: set[int]) -> list[int]:
    """n edge-connected hexes from start, avoiding hex 0 and `taken`."""
    out = [start]
    while len(out) < n:
        nxt = min(
            h for x in out for h in BOARD.adjacent[x] if h and h not in out and h not in taken
        )
        out.append(nxt)
    taken.update(out)
    for h in out:  # a margin so two colonies' webs never touch
        taken.update(BOARD.adjacent[h])
    return out


def _queen_board(mine: int, theirs: int, scenario: int = 5):
    s = clear(bare(1, scenario=scenario))
    taken: set[int] = set()
    player = me(s)
    r = rival(s)
    web(s, player.seat, *_chain(60, mine, taken))
    web(s, r.seat, *_chain(75, theirs, taken))
    put(s, player.seat, "alpha", next(h for h in range(BOARD.size) if s.top(h) == player.seat))
    return s, player, r


def test_ad2_queen_the_player_first_on_points_but_tied_for_the_largest_web_loses():
    s, player, r = _queen_board(3, 3)
    assert C.scenario(5).largest_web
    assert scoring.total(s, C, player) > max(scoring.total(s, C, c) for c in s.colonies[1:])
    scoring.finish(s, C, "round_limit")
    assert s.result == "lost" and s.winner == r.seat


def test_ad2_queen_the_player_wins_with_a_strictly_largest_web():
    s, player, r = _queen_board(4, 3)
    scoring.finish(s, C, "round_limit")
    assert s.result == "won" and s.winner == player.seat


def test_ad2_queen_a_rivals_larger_web_beats_the_player_first_on_points():
    s, player, r = _queen_board(3, 4)
    player.kept = 5  # far ahead on points
    assert scoring.total(s, C, player) > scoring.total(s, C, r)
    scoring.finish(s, C, "round_limit")
    assert s.result == "lost" and s.winner == r.seat


def test_ad2_outside_the_queen_a_tie_for_the_largest_web_does_not_matter():
    s, player, r = _queen_board(3, 3, scenario=1)
    scoring.finish(s, C, "round_limit")
    assert s.result == "won" and s.winner == player.seat
