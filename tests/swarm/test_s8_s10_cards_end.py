"""S8 cards, S9 the end, S10 details settled on review."""

from engine.swarm import flow
from engine.swarm.commands import EndPhase, Pass, PickPlace, PlaceTechnology, PlayCard
from engine.swarm.state import AUTOMA, BATTLE_WINDOW, DEVELOPMENT, MOVE, PRODUCTION, TARGET
from engine.swarm.values import hand_limit, value
from tests.swarm.helpers import RULES, C, bare, battle, clear, drive, put, turn_of


def hand(s, seat, *cards):
    for c in cards:
        s.deck.remove(c)
    s.races[seat].hand += list(cards)


def test_s8_1_technologies_are_placed_only_in_development_events_never():
    s = bare()
    clear(s)
    put(s, 0, 0, 3)
    hand(s, 0, "attack-t1", "attack-e1")
    turn_of(s, 0, PRODUCTION)
    assert RULES.check(s, PlaceTechnology("ochre", "attack-t1")).rule == "S8.1"
    turn_of(s, 0, DEVELOPMENT)
    assert RULES.check(s, PlaceTechnology("ochre", "attack-e1")).rule == "S8.1"


def test_s8_2_event_plus_2_for_the_phase_technology_plus_1_for_the_turn():
    s = bare()
    clear(s)
    put(s, 0, 0, 3)
    put(s, 1, 34, 3)
    hand(s, 0, "attack-e1", "defense-t1")
    turn_of(s, 0, DEVELOPMENT)
    RULES._apply(s, PlayCard("ochre", "attack-e1"))
    RULES._apply(s, PlayCard("ochre", "defense-t1"))
    r = s.races[0]
    assert value(s, C, r, "attack") == 3 and value(s, C, r, "defense") == 2
    RULES._apply(s, EndPhase("ochre"))
    assert value(s, C, r, "attack") == 1 and value(s, C, r, "defense") == 2
    assert "attack-e1" in s.discard and "defense-t1" in s.discard


def test_s8_3_off_turn_cards_only_in_the_bid_and_battle_windows():
    s, h = battle(2, 2)
    put(s, 0, 0, 1)
    hand(s, 0, "defense-e1")
    turn_of(s, 1, MOVE)
    assert not RULES.check(s, PlayCard("ochre", "defense-e1")).ok  # another's Move phase
    s.phase = MOVE
    RULES.apply(s, EndPhase("teal"))  # teal attacks: the battle window opens
    assert s.phase == BATTLE_WINDOW and flow.pending(s) == 0
    assert RULES.check(s, PlayCard("ochre", "defense-e1")).ok
    assert not RULES.check(s, PickPlace("ochre", 1)).ok


def test_s8_4_hands_are_hidden_but_their_sizes_and_discards_public():
    s = bare()
    hand(s, 0, "attack-t1")
    turn_of(s, 0, DEVELOPMENT)
    assert RULES.check(s, PlayCard("ochre", "attack-t2")).rule == "S8.4"
    assert "hexes" in RULES.summary(s) and "hand" not in RULES.summary(s)


def finish_turn(s, seat=0):
    turn_of(s, seat, MOVE)
    return drive(s, EndPhase(s.races[seat].id))


def test_s9_1_cluster_victory_at_the_end_of_a_turn():
    s = bare()
    clear(s)
    for h in s.board.clusters():
        put(s, 0, h, 1)
    put(s, 1, 10, 1)
    finish_turn(s)
    assert s.over and s.winner == 0 and s.win_path == "clusters" and s.result == "won"


def test_s9_2_deck_out_most_hexes_then_clusters_then_fleets_then_the_rival():
    s = bare()
    clear(s)
    put(s, 0, 0, 1)
    put(s, 0, 10, 1)
    put(s, 1, 34, 5)
    s.discard += s.deck[2:]
    del s.deck[2:]
    finish_turn(s)
    assert s.over and s.win_path == "deck_out" and s.winner == 0
    s = bare()
    clear(s)
    put(s, 0, 0, 2)
    put(s, 1, 34, 2)
    s.discard += s.deck
    s.deck.clear()
    finish_turn(s)
    assert s.winner == 1 and s.tie_break and s.result == "lost"  # ties go to the rival


def test_s9_3_a_race_with_no_fleets_is_out_last_race_wins():
    s = bare(rivals=2)
    clear(s)
    put(s, 0, 0, 2)
    put(s, 1, 6, 2)
    finish_turn(s)
    assert s.races[2].out and not s.over
    s.races[1].fleets = [0] * s.board.size
    s.lost += 2
    finish_turn(s)
    assert s.over and s.win_path == "last_standing" and s.result == "won"


def test_s9_4_occupy_and_control():
    s = bare(rivals=1)
    clear(s)
    put(s, 0, 0, 1)
    put(s, 1, 0, 1)
    from engine.swarm.automa import _controls

    assert s.occupants(0) == [0, 1] and not _controls(s, s.races[0], 0)
    s.races[1].fleets[0] = 0
    assert _controls(s, s.races[0], 0)


def test_s10_3_each_race_in_a_battle_plays_or_passes_once_in_turn_order():
    s, h = battle(2, 2, 2, at=(3, 3))
    turn_of(s, 1, MOVE)
    s.order = [1, 2, 0]
    RULES.apply(s, EndPhase("teal"))
    assert s.battle is not None and s.battle.window == [0]  # teal and violet passed first
    RULES.apply(s, Pass("ochre"))
    assert s.phase == TARGET  # the window is over; with two enemies the player picks (S7.1)


def test_s10_4_the_hand_limit_ignores_card_bonuses():
    s = bare()
    r = s.races[0]
    hand(s, 0, "strategic-e1")
    before = hand_limit(C, r)
    from engine.swarm.state import Bonus

    r.bonuses.append(Bonus("strategic", 2, "phase", "strategic-e1"))
    assert hand_limit(C, r) == before == 3


def test_s10_5_the_generator_rerolls_the_whole_map_in_order():
    from engine.core.rng import Rng
    from engine.swarm import mapgen

    board, rolls = mapgen.generate(Rng.from_seed(8), C, 2)
    assert rolls >= 1 and mapgen.problems(board, C) == []


def test_s10_6_ruins_with_an_empty_deck_are_spent_without_a_draw():
    from engine.swarm.commands import Move

    s = bare()
    clear(s)
    ruins = s.board.terrain.index("ruins")
    near = [n for n in s.board.neighbours(ruins) if s.board.terrain[n] not in ("supernova",)][0]
    put(s, 0, near, 2)
    put(s, 1, 34, 1)
    s.discard += s.deck
    s.deck.clear()
    turn_of(s, 0, MOVE)
    RULES._apply(s, Move("ochre", near, 1, (ruins,)))
    assert ruins in s.spent_ruins and s.races[0].hand == [] and s.races[0].ruins == 0


def test_s10_7_end_of_turn_order_and_solo_ends_when_the_player_is_out():
    s = bare(rivals=2)
    clear(s)
    put(s, 1, 6, 2)
    put(s, 2, 40, 2)
    finish_turn(s, 1)
    assert s.over and s.win_path == "eliminated" and s.result == "lost"
    s = bare(rivals=1, seats=[AUTOMA, AUTOMA])
    clear(s)
    assert s.races[0].kind == AUTOMA
