"""W5 capture, W6 conflicts against the Weavers, W7 the end, W8 the cards, D1 the levels."""

import pytest

from engine.galaxy.commands import EndTurn, InitiateConflict, PlaceCube, TakeCard, UseLeader
from engine.galaxy.events import BaseLost, ConflictCancelled, ConflictWon, GameLost, GameWon
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, MORPHING, PROLIFERATION
from engine.weavers.events import (
    Captured,
    ConflictLostToWeavers,
    Morphed,
    RouteUnravelled,
    SwarmBanished,
    WeaverAdvanced,
)
from tests.galaxy.helpers import (
    CONTENT,
    RULES,
    arrange,
    fill,
    give_card,
    put,
    refused,
    route_id,
    set_hand,
    span,
    swarm,
    total_cubes,
    types,
    weavers_game,
)


def test_w5_a_swarm_arriving_captures_the_system():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])  # targets 2
    st.bases.append(2)
    pid = next(i for i, p in enumerate(st.planets) if p.system == 2 and p.cost == 1)
    colour = st.planets[pid].colour
    r12, r23 = route_id(st, 1, 2), route_id(st, 2, 3)
    set_hand(st, **{colour: 1, "red": 1, "yellow": 1})
    s.submit(PlaceCube(colour, "planet", pid))
    s.submit(PlaceCube("red", "route", r12))
    s.submit(PlaceCube("yellow", "route", r23))
    i = give_card(st, "raid")
    s.submit(InitiateConflict(i, 2, 3))
    put(st, "veilspinners", ENGULFMENT, 3)
    before = total_cubes(st)
    events = span(st, red=1, white=1, yellow=1)
    cap = next(e for e in events if isinstance(e, Captured))
    assert (cap.system, cap.bases_lost, cap.route_cubes, cap.planet_cubes) == (2, 1, 2, 1)
    assert any(isinstance(e, BaseLost) and e.system == 2 and e.rule == "W5" for e in events)
    assert 2 not in st.bases
    assert st.routes[r12] == [] and st.routes[r23] == []
    back = sorted(c for e in events if isinstance(e, RouteUnravelled) for c in e.colours)
    assert back == ["red", "yellow"]  # both routes' cubes went back to the bag
    assert not st.planets[pid].settled and st.planets[pid].cubes == 0
    assert any(isinstance(e, ConflictCancelled) and e.card == "raid" for e in events)
    why = [e.why for e in events if isinstance(e, ConflictCancelled)]
    assert why == ["a swarm arrived"]  # C6.5: the player reads why the conflict ended
    assert total_cubes(st) == before


def test_w5_losing_the_home_system_loses_the_game_at_the_end_of_the_turn():
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 7)])
    assert swarm(st, "loomhive").target == 1  # the player's home
    put(st, "loomhive", ENGULFMENT, 3)
    events = span(st, blue=1, white=1, yellow=1)
    assert any(isinstance(e, BaseLost) and e.system == 1 for e in events)
    assert not st.over  # W7.2 waits for the end of the turn: the player still acts
    assert s.submit(TakeCard("commerce")).ok
    out = s.submit(EndTurn())
    lost = [e for e in out.events if isinstance(e, GameLost)]
    assert lost and lost[0].cause == "home_lost" and lost[0].rule == "W7.2"
    assert st.over and st.result == "lost" and st.cause == "home_lost"
    refused(s, EndTurn(), "C7", "over")


def weavers_next_to_base():
    """A base at 2 and the loomhive on 9, joined by route 2-9; a raid held in the tableau."""
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 9), ("silk-tide", 20)])
    st.bases.append(2)
    return s, st, give_card(st, "raid")  # player red, any; defender red, red


def test_w6_1_winning_a_conflict_against_a_swarm_banishes_it():
    s, st, i = weavers_next_to_base()
    assert s.submit(InitiateConflict(i, 2, 9)).ok
    might = st.supremacy["might"]
    out = fill(s, i, ["red", "blue"])
    won = next(e for e in out.events if isinstance(e, ConflictWon))
    assert won.vs_weavers and won.target == 9
    ban = next(e for e in out.events if isinstance(e, SwarmBanished))
    assert (ban.card, ban.system, ban.rule) == ("loomhive", 9, "W6.1")
    assert swarm(st, "loomhive") is None and "loomhive" in st.weavers_gone
    assert 9 in st.bases and st.supremacy["might"] == might + 1


def test_w6_2_weaver_cubes_go_to_the_open_conflict_first():
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    events = span(st, red=1, blue=1, yellow=1)  # a single red: loomhive morphing (red)
    adv = next(e for e in events if isinstance(e, WeaverAdvanced) and e.card == "loomhive")
    assert adv.diverted_to == "raid" and adv.rule == "W6.2" and adv.colour == "red"
    assert st.tableau[i].defender[0] == "red"
    assert swarm(st, "loomhive").cubes == [0, 0, 0]  # the project did not advance...
    # ...and a diverted cube does not set off engulfment (W3.1: morphing's condition held).


def test_w6_2_any_swarm_feeds_it_and_only_colours_the_slot_takes():
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    span(st, red=2, blue=1)  # a pair: loomhive proliferates white, silk-tide yellow
    needs = st.tableau[i].defender_needs
    pairs = list(zip(st.tableau[i].defender, needs, strict=True))
    red_slots = [c for c, n in pairs if n == "red"]
    assert red_slots and not any(red_slots)  # red slots take no white or yellow
    any_slots = [c for c, n in pairs if n == "any"]
    assert any_slots == ["white"]  # the first swarm's cube filled the open slot (W6.2)...
    assert swarm(st, "loomhive").cubes[PROLIFERATION] == 0  # ...so its project did not grow
    assert swarm(st, "silk-tide").cubes[PROLIFERATION] == 1  # the next found no room left


def test_w6_2_the_oldest_conflict_is_fed_first_by_any_swarm():
    s, st, i = weavers_next_to_base()
    j = give_card(st, "feint")  # defender any, any
    s.submit(InitiateConflict(j, 2, 9))
    s.submit(InitiateConflict(i, 2, 9))  # raid: defender red, red
    events = span(st, red=1, blue=1, yellow=1)
    fed = [(e.card, e.colour, e.diverted_to) for e in events if isinstance(e, WeaverAdvanced)]
    # loomhive's red goes to the older feint, not the raid that also takes red; then
    # silk-tide's blue (a swarm elsewhere) goes to the feint too.
    assert fed[:2] == [("loomhive", "red", "feint"), ("silk-tide", "blue", "feint")]
    raid = next(p for p in st.tableau if p.card == "raid")
    assert not any(raid.defender) and raid.is_open_conflict


def test_w6_2_a_conflict_against_an_empty_system_takes_no_weaver_cubes():
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 3))  # 3 holds no swarm
    span(st, red=1, blue=1, yellow=1)
    assert not any(st.tableau[i].defender)
    assert swarm(st, "loomhive").cubes[MORPHING] == 1


def test_w6_3_the_weavers_win_a_full_defender_side_and_the_turn_goes_on():
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    set_hand(st, red=1)
    s.submit(PlaceCube("red", "project", i, 0))
    before = total_cubes(st)
    reserve_red = st.reserve["red"]
    span(st, red=1, blue=1, yellow=1)
    events = span(st, red=1, blue=1, yellow=1)
    lost = next(e for e in events if isinstance(e, ConflictLostToWeavers))
    assert (lost.card, lost.cubes_lost, lost.rule) == ("raid", 1, "W6.3")
    assert all(p.card != "raid" for p in st.tableau) and "raid" in st.discard
    assert st.reserve["red"] == reserve_red + 1  # the player's cube is lost to the reserve
    assert total_cubes(st) == before
    assert not st.over and s.submit(EndTurn()).ok


def raid_on_the_loomhive_with_no_room_for_yellow():
    """A raid from 2 on the loomhive at 9 whose defenders cannot take the yellow cube the
    engulfment feeds (W6.2 diverts nothing): the swarm engulfs on the next full project."""
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    proj = st.tableau[i]
    for k, need in enumerate(proj.defender_needs):
        if need == "any":
            proj.defender[k] = "white"
            st.reserve["white"] -= 1
    return s, st, i


def test_c6_5_a_swarm_leaving_cancels_the_conflict():
    s, st, i = raid_on_the_loomhive_with_no_room_for_yellow()
    put(st, "loomhive", ENGULFMENT, slots_needed(st, CONTENT, "loomhive", ENGULFMENT) - 1)
    events = span(st, blue=1, white=1, yellow=1)
    assert "Engulfed" in types(events)
    cancelled = [e for e in events if isinstance(e, ConflictCancelled)]
    assert cancelled and cancelled[0].card == "raid" and cancelled[0].rule == "C6.5"
    assert [e.why for e in cancelled] == ["it became a black hole"]


def test_c6_5_a_swarm_leaving_cancels_the_conflict_when_no_black_hole_is_left():
    s, st, i = raid_on_the_loomhive_with_no_room_for_yellow()
    limit = CONTENT.level(st.difficulty).black_hole_limit
    far = [x.number for x in st.galaxy.systems if x.number not in (1, 2, 9, 20)]
    st.black_holes = [n for n in far if not st.galaxy.system(n).is_start][:limit]
    put(st, "loomhive", ENGULFMENT, slots_needed(st, CONTENT, "loomhive", ENGULFMENT) - 1)
    events = span(st, blue=1, white=1, yellow=1)
    assert "Engulfed" in types(events) and 9 not in st.black_holes  # no token left for it
    cancelled = [e for e in events if isinstance(e, ConflictCancelled)]
    assert cancelled and cancelled[0].card == "raid" and cancelled[0].system == 9
    assert [e.why for e in cancelled] == ["its swarm left"]
    assert all(p.card != "raid" for p in st.tableau)


def test_c6_5_a_swarm_capturing_the_origin_cancels_the_conflict():
    s, st, i = weavers_next_to_base()
    arrange(st, [("veilspinners", 9), ("silk-tide", 20)])  # veilspinners targets 2, the origin
    s.submit(InitiateConflict(i, 2, 3))
    put(st, "veilspinners", ENGULFMENT, 3)
    events = span(st, red=1, white=1, yellow=1)
    assert any(isinstance(e, ConflictCancelled) and e.system == 2 for e in events)


def test_c6_5_banishing_the_swarm_cancels_other_conflicts_against_it():
    s, st, i = weavers_next_to_base()
    j = give_card(st, "feint")
    s.submit(InitiateConflict(i, 2, 9))
    s.submit(InitiateConflict(j, 2, 9))
    out = fill(s, i, ["red", "blue"])
    cancelled = [e for e in out.events if isinstance(e, ConflictCancelled)]
    assert [e.card for e in cancelled] == ["feint"]


def test_c6_5_morphing_a_swarm_does_not_cancel_the_conflict():
    from engine.weavers.weaving import Placed, complete

    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    events = complete(st, CONTENT, swarm(st, "loomhive"), MORPHING, Placed())
    morph = next(e for e in events if isinstance(e, Morphed))
    assert morph.system == 9 and st.swarm_at(9) and swarm(st, "loomhive") is None
    assert not any(isinstance(e, ConflictCancelled) for e in events)
    assert st.tableau[i].is_open_conflict


def test_c5_4_a_leader_steals_from_a_weaver_project_or_a_conflict():
    s, st, i = weavers_next_to_base()
    k = give_card(st, "saboteur")
    fill(s, k, ["black", "red"])
    put(st, "loomhive", PROLIFERATION, 2)
    white = st.reserve["white"]
    steal = UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION)
    assert steal in RULES.legal_commands(st)
    assert s.submit(steal).ok
    assert swarm(st, "loomhive").cubes[PROLIFERATION] == 1 and st.reserve["white"] == white + 1
    refused(s, UseLeader(k, spot="swarm", ref=9, slot=MORPHING), "C5.4", "acted this turn")
    # Next turn: from the Weavers' side of a conflict.
    st.turn += 1
    s.submit(InitiateConflict(i, 2, 9))
    st.tableau[i].defender = ["red", ""]
    st.reserve["red"] -= 1
    refused(s, UseLeader(k, spot="conflict", ref=i, slot=1), "C5.4", "slot is empty")
    assert s.submit(UseLeader(k, spot="conflict", ref=i, slot=0)).ok
    assert st.tableau[i].defender == ["", ""]
    refused(s, UseLeader(k, spot="swarm", ref=3, slot=0), "C5.4", "acted this turn")


def test_w7_1_the_player_wins_when_no_swarm_is_left():
    s, st, i = weavers_next_to_base()
    arrange(st, [("loomhive", 9)])
    s.submit(InitiateConflict(i, 2, 9))
    out = fill(s, i, ["red", "blue"])
    won = [e for e in out.events if isinstance(e, GameWon)]
    assert won and won[0].path == "banished_all" and won[0].rule == "W7.1"
    assert st.result == "won" and st.cause == "banished_all"


def test_w7_2_the_last_black_hole_loses_at_the_end_of_the_turn():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    limit = CONTENT.level(st.difficulty).black_hole_limit
    far = [x.number for x in st.galaxy.systems if x.number not in (1, 2, 9) and not x.is_start]
    st.black_holes = far[: limit - 1]
    put(st, "veilspinners", ENGULFMENT, 3)
    span(st, red=1, white=1, yellow=1)
    assert len(st.black_holes) == limit and not st.over
    out = s.submit(EndTurn())
    lost = [e for e in out.events if isinstance(e, GameLost)]
    assert lost and lost[0].cause == "black_holes" and lost[0].rule == "W7.2"


def test_w7_2_a_loss_both_ways_at_once_names_both_and_counts_the_turn_it_ended_in():
    from engine.galaxy.state import last_turn
    from engine.weavers.ending import loss_causes

    s = weavers_game()
    st = s.state
    limit = CONTENT.level(st.difficulty).black_hole_limit
    far = [x.number for x in st.galaxy.systems if x.number != st.home and not x.is_start]
    st.black_holes = far[:limit]
    st.bases.remove(st.home)
    turn = st.turn
    assert loss_causes(st, CONTENT) == []  # not over yet
    out = s.submit(EndTurn())
    lost = [e for e in out.events if isinstance(e, GameLost)]
    assert lost and lost[0].cause == "home_lost"
    assert loss_causes(st, CONTENT) == ["home_lost", "black_holes"]
    assert st.turn == turn + 1 and last_turn(st) == turn  # the counter moved on; not the game


# GAME.md W8's table with its [T] starting values as tuned by simulation (docs/BALANCE.md:
# engulfment 4 -> 2); arrows, colours and reactions are the design's. A row: the card, its
# three arrow colours, its projects' colour and slots (proliferation, morphing, engulfment),
# its two reactions (symbol, two colours).
W8_TABLE = """
veilspinners  blue yellow red    yellow 4 blue 3 white 2   insight yellow white  industry blue white
loomhive      red white blue     white 4 red 3 yellow 2    might white yellow  prosperity red yellow
threadreavers yellow red white   red 4 yellow 3 blue 2     prosperity red blue  might yellow blue
shroudmind    white blue yellow  blue 4 white 3 red 2      industry blue red  insight white red
silk-tide     red blue white     yellow 4 white 3 blue 2   order yellow blue  might white blue
"""


def _w8_row(row: str) -> tuple[str, tuple]:
    w = row.split()
    projects = tuple((w[i], int(w[i + 1])) for i in (4, 6, 8))
    reactions = tuple((w[i], (w[i + 1], w[i + 2])) for i in (10, 13))
    return w[0], (tuple(w[1:4]), projects, reactions)


def test_w8_the_five_weaver_cards_match_the_design():
    got = {
        c.id: (
            tuple(c.arrows),
            tuple((p.colour, p.slots) for p in c.projects),
            tuple((r.symbol, tuple(r.colours)) for r in c.reactions),
        )
        for c in CONTENT.weavers.values()
    }
    assert got == dict(_w8_row(row) for row in W8_TABLE.strip().splitlines())


def test_d1_five_levels_and_level_3_is_the_standard_game():
    assert sorted(CONTENT.levels) == [1, 2, 3, 4, 5]
    std = CONTENT.level(3)
    assert std.slot_delta == (0, 0, 0) and std.starting_swarms == 2 and std.head_start == 0
    assert std.black_hole_limit == 9


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_d1_each_level_describes_its_own_black_hole_limit(level):
    import re

    lv = CONTENT.level(level)
    said = re.findall(r"(\d+) black holes", lv.blurb)
    assert said == [str(lv.black_hole_limit)], lv.blurb


@pytest.mark.parametrize("level", [1, 2, 3, 4, 5])
def test_d1_each_level_shapes_the_weavers(level):
    lv = CONTENT.level(level)
    st = weavers_game(difficulty=level).state
    assert len(st.swarms) == lv.starting_swarms
    for sw in st.swarms:
        for p in range(3):
            base = CONTENT.weavers[sw.card].projects[p].slots
            assert slots_needed(st, CONTENT, sw.card, p) == max(1, base + lv.slot_delta[p])
    opening = weavers_game(difficulty=level)
    placed = [e for e in opening.opening if type(e).__name__ == "SwarmPlaced"]
    assert len(placed) == lv.starting_swarms


def test_d1_harder_levels_start_with_cubes_and_a_third_swarm():
    s5 = weavers_game(difficulty=5)
    placed = [e.system for e in s5.opening if type(e).__name__ == "SwarmPlaced"]
    corners = {s5.state.galaxy.system(n).corner for n in placed}
    assert corners == {1, 2, 3}  # the diagonal corner is taken too (W1.2 at level 5)
    easy = weavers_game(difficulty=1)
    first_span = [e for e in easy.opening if isinstance(e, WeaverAdvanced)]
    assert all(e.slots >= 4 for e in first_span)
    from engine.weavers.setup import place_starting_swarms

    state = RULES.new_state(RULES.setup(1, species="lumen", difficulty=4))
    place_starting_swarms(state, CONTENT)  # W1 alone, before any Span
    head = CONTENT.level(4).head_start
    assert head >= 1
    assert all(sw.cubes[ENGULFMENT] == head for sw in state.swarms)


def _starved_galaxy(st, swarm_colours_left: int = 0, bag: dict | None = None) -> None:
    """Nothing in the hand; the bag holds `bag`; the reserve keeps `swarm_colours_left` of
    each colour (the swarms feed from it)."""
    from engine.galaxy.colours import COLOURS

    for c in COLOURS:
        st.hand[c] = 0
        st.bag[c] = (bag or {}).get(c, 0)
        st.reserve[c] = swarm_colours_left


def test_w7_3_a_turn_that_draws_nothing_and_feeds_no_swarm_ends_the_game():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    _starved_galaxy(st)
    out = s.submit(EndTurn())  # the next turn draws nothing and the swarm cannot feed
    assert st.stalled and not st.over
    assert not [e for e in out.events if isinstance(e, WeaverAdvanced)]
    out = s.submit(EndTurn())
    lost = [e for e in out.events if isinstance(e, GameLost)]
    assert lost and lost[0].cause == "stalled" and lost[0].rule == "W7.3"
    assert st.over and st.result == "lost" and st.cause == "stalled"


def test_w7_3_a_swarm_that_feeds_or_a_cube_drawn_keeps_the_game_going():
    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    _starved_galaxy(st, swarm_colours_left=5)  # nothing drawn, but the swarm feeds
    out = s.submit(EndTurn())
    assert [e for e in out.events if isinstance(e, WeaverAdvanced)]
    assert not st.stalled
    s.submit(EndTurn())
    assert not st.over or st.cause != "stalled"

    s = weavers_game()
    st = s.state
    arrange(st, [("veilspinners", 9)])
    _starved_galaxy(st, bag={"red": 1})  # one cube drawn, and no swarm can feed
    s.submit(EndTurn())
    assert st.hand["red"] == 1 and not st.stalled
    s.submit(EndTurn())
    assert not st.over


def test_w7_3_a_practice_galaxy_without_weavers_is_never_lost_by_stalling():
    from engine.core.session import Session

    s = Session.new(RULES, RULES.setup(1, species="lumen", opponent="none"))
    st = s.state
    _starved_galaxy(st)
    s.submit(EndTurn())
    s.submit(EndTurn())
    assert not st.over


@pytest.mark.parametrize("level", [1, 2, 5])
def test_d1_the_levels_black_hole_limit_is_the_one_invariants_and_the_loss_use(level):
    # Levels 1 and 2 bear more black holes than the C1 token count: the level's limit is the
    # only one anything checks (D1), so a tenth black hole at level 1 is no broken invariant.
    from engine.galaxy.invariants import problems

    s = weavers_game(difficulty=level)
    st = s.state
    limit = CONTENT.level(level).black_hole_limit
    used = {st.home, *(sw.system for sw in st.swarms), *(sw.target for sw in st.swarms)}
    free = [x.number for x in st.galaxy.systems if x.number not in used and not x.is_start]
    st.black_holes = free[: limit - 1]
    assert len(st.black_holes) == limit - 1
    assert not [p for p in problems(st, CONTENT) if "black holes" in p]
    out = s.submit(EndTurn())
    assert not [e for e in out.events if isinstance(e, GameLost) and e.cause == "black_holes"]
    st.black_holes = free[: limit + 1]
    assert [p for p in problems(st, CONTENT) if "black holes" in p]


# --- edges the mutation run of weaving showed untested (bench/mutation.py) -----------------


def test_w6_2_a_project_card_ahead_of_the_conflict_does_not_hide_it():
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 9), ("silk-tide", 20)])
    st.bases.append(2)
    give_card(st, "quantum-lab")  # a plain project, first in the tableau
    i = give_card(st, "raid")
    assert s.submit(InitiateConflict(i, 2, 9)).ok
    events = span(st, red=1, blue=1, yellow=1)
    adv = next(e for e in events if isinstance(e, WeaverAdvanced) and e.card == "loomhive")
    assert adv.diverted_to == "raid" and st.tableau[i].defender[0] == "red"


def test_w6_2_the_oldest_conflict_is_fed_whatever_its_place_in_the_tableau():
    s, st, i = weavers_next_to_base()
    j = give_card(st, "feint")
    k = give_card(st, "crusade")
    for card in (k, i, j):  # initiated crusade, raid, feint: the crusade is the oldest
        assert s.submit(InitiateConflict(card, 2, 9)).ok, card
    events = span(st, red=1, blue=1, yellow=1)
    adv = next(e for e in events if isinstance(e, WeaverAdvanced) and e.card == "loomhive")
    assert adv.diverted_to == "crusade"


def test_w6_3_the_cube_that_fills_the_weavers_side_is_logged_before_the_loss():
    s, st, i = weavers_next_to_base()
    s.submit(InitiateConflict(i, 2, 9))
    span(st, red=1, blue=1, yellow=1)
    events = span(st, red=1, blue=1, yellow=1)
    names = types(events)
    k = names.index("ConflictLostToWeavers")
    last = events[k - 1]
    assert isinstance(last, WeaverAdvanced) and last.diverted_to == "raid"


# --- W2.3, W5: what a black hole and a capture say (issue 40, engine/weavers/capture.py) -------


def test_w2_3_a_black_hole_on_your_base_names_its_own_rule_on_every_loss():
    from engine.weavers.capture import place_black_hole

    s = weavers_game()
    st = s.state
    home = st.bases[0]
    route = st.galaxy.routes_of(home)[0]
    st.routes[route.id] = ["red"]
    st.bag["red"] -= 1
    before = len(st.black_holes)
    events = place_black_hole(st, CONTENT, home, "W2.3")
    placed = [e for e in events if type(e).__name__ == "BlackHolePlaced"]
    assert [(e.system, e.count, e.rule) for e in placed] == [(home, before + 1, "W2.3")]
    lost = [e for e in events if type(e).__name__ == "BaseLost"]
    assert [(e.system, e.rule) for e in lost] == [(home, "W2.3")]
    unravelled = [e for e in events if type(e).__name__ == "RouteUnravelled"]
    assert [(e.route, e.colours, e.rule) for e in unravelled] == [(route.id, ("red",), "W2.3")]
    assert place_black_hole(st, CONTENT, home, "W2.3") == []  # already one: nothing more


def test_w5_a_capture_says_which_swarm_took_what():
    from engine.weavers.capture import arrive

    s = weavers_game()
    st = s.state
    swarm = st.swarms[0]
    home = st.bases[0]
    events = arrive(st, CONTENT, swarm, home)
    (captured,) = [e for e in events if type(e).__name__ == "Captured"]
    assert (captured.card, captured.system, captured.bases_lost) == (swarm.card, home, 1)
    empty = next(x.number for x in st.galaxy.systems if x.number != home)
    events = arrive(st, CONTENT, swarm, empty)
    (captured,) = [e for e in events if type(e).__name__ == "Captured"]
    assert captured.bases_lost == 0
