"""W7.4 every game ends: turns in a row that end as an earlier turn ended are a standstill.

Issue 31: a level-4 game (seed 36352045) ran for a thousand turns because the player stole the
swarm's one new cube every turn and ended the turn; practice galaxies with nothing left to
build ran on forever too. After `standstill_turns` [T] such turns the game is over.
"""

from __future__ import annotations

from engine.galaxy.colours import COLOURS
from engine.galaxy.commands import EndTurn, PlaceCube, Recall, UseLeader
from engine.galaxy.describe import log_line, result_text
from engine.galaxy.events import GameLost
from engine.galaxy.standstill import digest
from engine.weavers.content import PROLIFERATION

from .helpers import CONTENT, RULES, arrange, game, give_card, weavers_game

N = CONTENT.tunables.standstill_turns


def _losses(events) -> list[GameLost]:
    return [e for e in events if isinstance(e, GameLost)]


def _starve(st, **bag: int) -> None:
    """The hand empty, the bag holding only these cubes (the rest in the reserve)."""
    for c in COLOURS:
        st.reserve[c] += st.bag[c] + st.hand[c] - bag.get(c, 0)
        st.bag[c], st.hand[c] = bag.get(c, 0), 0


def _stealing_loop():
    """Issue 31's game in small: three blue cubes are all the player draws, so every Span
    feeds the Veilspinners' Proliferation one yellow cube, and a finished Saboteur pulls it
    back to the reserve every turn."""
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    k = give_card(st, "saboteur")
    st.tableau[k].done = True
    _starve(st, blue=3)
    return s, st, k


def _steal_then_end(s, k) -> list:
    steal = UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION)
    if s.state.swarms[0].cubes[PROLIFERATION]:
        assert s.submit(steal).ok
    return s.submit(EndTurn()).events


def test_w7_4_stealing_the_swarms_cube_back_every_turn_ends_the_game_after_n_turns():
    s, st, k = _stealing_loop()
    counts = []
    for _ in range(N + 5):
        events = _steal_then_end(s, k)
        counts.append(st.standstill)
        if st.over:
            break
    # The first turn ends in a new position; each later one ends where it did.
    assert counts == list(range(N + 1))
    lost = _losses(events)
    assert lost and lost[0].cause == "standstill" and lost[0].rule == "W7.4"
    assert st.over and st.result == "lost" and st.cause == "standstill"
    assert not st.stalled  # cubes were drawn and the swarm fed: W7.3 never saw it


def test_w7_4_a_turn_that_changes_the_galaxy_starts_the_count_again():
    s, st, k = _stealing_loop()
    for _ in range(N - 1):
        _steal_then_end(s, k)
    assert st.standstill == N - 2 and not st.over
    # This turn the player also places a blue cube: a position the galaxy never had.
    if st.swarms[0].cubes[PROLIFERATION]:
        s.submit(UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION))
    place = next(c for c in RULES.legal_commands(st) if isinstance(c, PlaceCube))
    assert s.submit(place).ok
    s.submit(EndTurn())
    assert st.standstill == 0 and not st.over
    turns = 0
    while not st.over:
        _steal_then_end(s, k)
        turns += 1
    assert turns == N and st.cause == "standstill"  # the count starts from the new position


def test_w7_4_going_back_and_forth_between_two_positions_is_standing_still_too():
    # A black cube placed on a project one turn and taken back the next: the galaxy swaps
    # between two positions it has stood in before, which changes nothing either.
    s = game(species="nyx")
    st = s.state
    k = give_card(st, "senate")  # black, black, any, black, black
    _starve(st, black=2)
    st.hand["black"], st.bag["black"] = 2, 0
    s.submit(EndTurn())
    turns = 0
    while not st.over and turns < 4 * N:
        if st.hand["black"] and st.tableau[k].cubes[0]:
            assert s.submit(Recall("project", k, 0)).ok
        elif st.hand["black"] and not st.tableau[k].cubes[0]:
            assert s.submit(PlaceCube("black", "project", k, 0)).ok
        s.submit(EndTurn())
        turns += 1
    assert st.over and st.cause == "standstill"
    assert len(set(st.positions)) == len(st.positions) <= 3


def test_w7_4_the_practice_galaxy_ends_too():
    s = game(species="lumen")
    st = s.state
    _starve(st, black=2)
    events = []
    for _ in range(N + 1):
        events = s.submit(EndTurn()).events
    assert st.over and st.result == "lost" and st.cause == "standstill"
    assert _losses(events)[0].rule == "W7.4"


def test_w7_4_a_swarm_left_to_feed_is_no_standstill():
    # Ending every turn at once is no standstill while the swarms grow (and strike).
    s, st, _ = _stealing_loop()
    for _ in range(2 * N):
        if st.over:
            break
        s.submit(EndTurn())
        assert st.standstill == 0
    assert st.cause != "standstill"


def test_w7_4_the_log_and_the_result_say_why():
    line = log_line(GameLost("standstill", rule="W7.4"), CONTENT)
    assert line.startswith("Game over: the galaxy stood still")
    assert "earlier turn" in result_text("lost", "standstill")


def test_w7_4_the_position_ignores_the_turn_number_but_not_a_cube():
    s, st, _ = _stealing_loop()
    before = digest(st)
    st.turn += 7
    st.history = []
    assert digest(st) == before
    st.bag["blue"] -= 1
    st.reserve["blue"] += 1
    assert digest(st) != before


def test_w7_4_the_positions_live_in_the_save_and_replay_to_the_same():
    from engine.core import record

    from .helpers import played

    s = played(6, seed=5)
    assert s.state.positions
    loaded = record.loads(record.dumps(s).encode(), RULES, source="test")
    assert loaded.state.positions == s.state.positions
    assert loaded.state.standstill == s.state.standstill


def test_w7_4_a_position_is_written_down_the_same_on_every_run_and_in_every_version():
    """The digests live in saves (W7.4 counts against them after a load), so a position must
    keep its digest across runs, machines and updates. Changing what the position holds or
    how it is written makes an older save's count start again: change this value only with
    that in mind (and say so where the saves' notes are kept)."""
    st = weavers_game(seed=1).state
    assert digest(st) == "c27667a67fe37cb7"  # 16 hex digits, blake2b of the written position
    # Lists of two or more: two discards, two swarms gone, two projects with two cubes each.
    st.discard += [st.decks["commerce"].pop(0), st.decks["commerce"].pop(0)]
    st.weavers_gone += ["loomhive", "silk-tide"]
    for card in (st.decks["progress"][0], st.decks["expansion"][0]):
        i = give_card(st, card)
        st.tableau[i].cubes[:2] = ["red", "blue"]
    assert digest(st) == "2ddef0237172ef7c"
