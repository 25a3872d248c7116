"""S1-S3: components, the board and its generator, setup."""

from collections import Counter

from engine.core.rng import Rng
from engine.swarm import mapgen
from engine.swarm.board import CLUSTER, SUPERNOVA, WORMHOLE, Board
from engine.swarm.content import EVENT, TECHNOLOGY
from engine.swarm.state import AUTOMA
from engine.swarm.values import value
from tests.swarm.helpers import RULES, C, bare, new


def test_s1_1_two_to_four_races_with_colour_emblem_and_seats_clockwise():
    assert [r.emblem for r in C.game.races] == ["triangle", "circle", "diamond", "square"]
    for rivals in (1, 2, 3):
        s = new(rivals=rivals).state
        assert [r.seat for r in s.races] == list(range(rivals + 1))
        assert len({r.home for r in s.races}) == rivals + 1
    assert RULES.setup_problem(RULES.setup(1, rivals=4)) is not None


def test_s1_2_a_race_has_one_stack_per_hex():
    s = new().state
    r = s.races[0]
    assert len(r.fleets) == s.board.size and r.stacks() == [r.home]


def test_s1_3_attributes_start_at_1_and_add_technologies_level_terrain_and_cards():
    s = bare(difficulty=5)
    player, rival = s.races
    for a in C.attributes:
        expected = 1 + (1 if a == "production" else 0)  # the home Cluster counts (S2.2)
        assert value(s, C, player, a) == expected
    assert value(s, C, rival, "initiative") == 2  # level 5's open bonus (SD1)
    player.technologies.append("attack-t1")
    assert value(s, C, player, "attack") == 2


def test_s1_4_the_deck_holds_54_cards_7_technologies_and_2_events_per_attribute():
    kinds = Counter((c.attribute, c.kind) for c in C.cards.values())
    assert len(C.cards) == 54
    for a in C.attributes:
        assert kinds[(a, TECHNOLOGY)] == 7 and kinds[(a, EVENT)] == 2


def test_s2_1_board_sizes_and_homes_by_race_count():
    for n, (w, h) in ((2, (7, 5)), (3, (7, 6)), (4, (7, 6))):
        s = new(rivals=n - 1).state
        assert (s.board.width, s.board.height) == (w, h)
    s = new(rivals=2).state
    assert [s.board.col_row(r.home) for r in s.races] == [(0, 0), (6, 0), (3, 5)]
    s = new(rivals=1, home=1).state  # the player picks a home; rivals take the next
    assert s.board.col_row(s.races[0].home) == (6, 4)
    assert s.board.col_row(s.races[1].home) == (0, 0)


def test_s2_2_terrain_is_one_d20_per_hex_with_the_table_of_the_rules():
    # The rules' table, rolls 1 to 9 (written out here, not read from the engine's list).
    table = "ruins cluster nebula supernova black_hole dark_matter quasar wormhole asteroids"
    assert C.game.mapgen.d20[:9] == tuple(table.split())
    assert mapgen.roll(Rng.from_seed(3), ("ruins",) * 9) in ("ruins", "deep")


def test_s2_3_homes_are_clusters_and_their_neighbours_never_block():
    for seed in range(20):
        board, _ = mapgen.generate(Rng.from_seed(seed), C, 3)
        assert mapgen.problems(board, C) == []
        assert all(board.terrain[h] == CLUSTER for h in board.homes)


def test_s2_4_same_seed_same_map_conditions_hold_and_standard_boards_are_data():
    a = mapgen.generate(Rng.from_seed(5), C, 2)
    b = mapgen.generate(Rng.from_seed(5), C, 2)
    assert a == b
    for n in (2, 3, 4):
        board = mapgen.standard(C, n)
        assert mapgen.problems(board, C) == []
    lone = list(mapgen.standard(C, 2).terrain)
    lone[lone.index(WORMHOLE)] = "deep"
    assert "a lone Wormhole (S2.4)" in mapgen.problems(Board(7, 5, tuple(lone), (0, 34)), C)
    cut = ["deep"] * 35
    for h in (1, 7, 8):
        cut[h] = SUPERNOVA
    cut[0] = cut[34] = CLUSTER
    assert any("cut off" in p for p in mapgen.problems(Board(7, 5, tuple(cut), (0, 34)), C))


def test_s3_1_each_race_starts_with_3_fleets_on_its_home():
    s = new(rivals=2).state
    assert all(r.fleets[r.home] >= 3 - 0 for r in s.races if r.kind != AUTOMA)
    s = bare(rivals=2, difficulty=1)
    assert [r.total_fleets for r in s.races] == [3, 2, 2]


def test_s3_2_opening_hands_hold_a_technology_mulligans_are_shown():
    seen = 0
    for seed in range(40):
        sess = new(seed)
        names = [type(e).__name__ for e in sess.opening]
        seen += names.count("Mulligan")
        for r in sess.state.races:
            assert any(C.cards[c].kind == TECHNOLOGY for c in r.hand + r.technologies) or (
                r.kind == AUTOMA
            )
    assert seen > 0


def test_s3_3_a_random_race_goes_first_in_round_1_then_seat_order():
    firsts = {new(seed, rivals=2).state.first_seat for seed in range(30)}
    assert firsts == {0, 1, 2}
    s = new(4, rivals=2).state
    assert s.order == [(s.first_seat + i) % 3 for i in range(3)]
