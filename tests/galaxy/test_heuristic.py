"""The heuristic player (issue 9): the choices a sensible player makes in set positions, and
that it plays far better than the random player."""

from __future__ import annotations

from engine.galaxy.colours import BLACK, COLOURS
from engine.galaxy.commands import EndTurn, InitiateConflict, PlaceCube, UseLeader
from engine.galaxy.heuristic import HeuristicBot, Position, explain
from engine.galaxy.heuristic_moves import score
from engine.galaxy.simulate import play_game
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, PROLIFERATION

from .helpers import CONTENT, RULES, arrange, fill, give_card, put, set_hand, swarm, weavers_game


def leader_and_threat(target: int):
    """A finished Saboteur, a base at 2 next to the Loomhive on 9, which aims at `target` and
    is one cube from splitting."""
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 9), ("silk-tide", 20)])
    st.bases.append(2)
    k = give_card(st, "saboteur")
    fill(s, k, ["black", "red"])
    sw = swarm(st, "loomhive")
    sw.target = target
    put(st, "loomhive", PROLIFERATION, slots_needed(st, CONTENT, "loomhive", PROLIFERATION) - 1)
    return s, st, k


def only_black_left(st) -> None:
    """Every non-black cube of the bag and hand back to the reserve."""
    for c in COLOURS:
        if c != BLACK:
            st.reserve[c] += st.bag[c] + st.hand[c]
            st.bag[c] = st.hand[c] = 0


def rest_of_turn(s) -> list:
    """The commands the bot plays until it would end the turn (the end itself not played)."""
    bot, played = HeuristicBot(1), []
    for _ in range(40):
        cmd = bot.choose(RULES, s.state)
        if isinstance(cmd, EndTurn):
            return played
        assert s.submit(cmd).ok
        played.append(cmd)
    raise AssertionError(f"the turn never ended: {played}")


def test_it_pulls_a_cube_off_a_swarm_about_to_split_onto_its_base():
    s, st, k = leader_and_threat(target=2)
    set_hand(st, yellow=1, white=1, blue=1)
    steal = UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION)
    assert "about to strike" in score(Position(CONTENT, st), steal).reason
    assert steal in rest_of_turn(s)


def test_out_of_cubes_it_stops_holding_off_a_swarm_that_spares_its_home():
    # Stealing every turn while nothing can be built only stalls the game (issue 9: level 1
    # games ran to the turn limit); a capture sends route cubes back to the bag (W5).
    s, st, k = leader_and_threat(target=2)
    only_black_left(st)
    assert not any(isinstance(c, UseLeader) for c in rest_of_turn(s))


def test_out_of_cubes_it_still_defends_its_home():
    s, st, k = leader_and_threat(target=2)
    swarm(st, "loomhive").target = st.home  # losing the home loses the game (W7.2)
    only_black_left(st)
    assert UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION) in rest_of_turn(s)


def test_it_banishes_the_last_swarm_when_the_hand_can_win_the_conflict_now():
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 9)])
    st.bases.append(2)
    i = give_card(st, "raid")  # player side red, any, any
    set_hand(st, red=1, blue=1, yellow=1)
    choice = explain(RULES, st)
    assert choice.command == InitiateConflict(i, 2, 9), choice


def test_it_opens_a_conflict_to_divert_a_swarm_about_to_engulf_its_home():
    # The Loomhive on 2, next to the home (1), is one cube from engulfing it; the hand cannot
    # win the conflict now, but open, it soaks up the swarms' cubes (W6.2).
    s = weavers_game()
    st = s.state
    arrange(st, [("loomhive", 2), ("silk-tide", 20)])
    swarm(st, "loomhive").target = st.home
    put(st, "loomhive", ENGULFMENT, slots_needed(st, CONTENT, "loomhive", ENGULFMENT) - 1)
    i = give_card(st, "siege")  # player side red, red, red
    set_hand(st, blue=1, yellow=1, white=1)
    attack = InitiateConflict(i, st.home, 2)
    assert "divert" in score(Position(CONTENT, st), attack).reason
    assert attack in rest_of_turn(s)


def test_early_on_it_builds_routes_toward_empty_systems():
    s = weavers_game(seed=2, species="ferrum")
    first = [c for c in rest_of_turn(s) if isinstance(c, PlaceCube)]
    st = s.state
    routes = [c for c in first if c.spot == "route"]
    assert routes, first
    far = {st.galaxy.routes[c.ref].other(st.home) for c in routes}
    assert all(not st.swarm_at(n) and not st.galaxy.system(n).is_start for n in far)


def test_it_wins_far_more_often_than_the_random_player():
    games = 24
    heuristic = sum(play_game(RULES, i, 5, "heuristic", 3)[0].result == "won" for i in range(games))
    random = sum(play_game(RULES, i, 5, "random", 3)[0].result == "won" for i in range(games))
    assert heuristic >= random + games // 4, (heuristic, random)


def test_the_same_seed_gives_the_same_choices():
    s1, s2 = weavers_game(seed=4), weavers_game(seed=4)
    b1, b2 = HeuristicBot(4), HeuristicBot(4)
    for _ in range(60):
        c1, c2 = b1.choose(RULES, s1.state), b2.choose(RULES, s2.state)
        assert c1 == c2
        if s1.state.over:
            break
        assert s1.submit(c1).ok and s2.submit(c2).ok


def test_every_hint_says_what_to_do_and_why():
    """Each reason reads '<the move>: <why>', for every legal move in games played through."""
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot

    seen = set()
    for seed in (1, 2, 3):
        for species in ("drift", "vorr"):
            s = Session.new(RULES, RULES.setup(seed, species=species, difficulty=3))
            bot = make_bot("random", seed)
            for _ in range(120):
                if s.state.over:
                    break
                pos = Position(CONTENT, s.state)
                for cmd in RULES.legal_commands(s.state):
                    reason = score(pos, cmd).reason
                    what, sep, why = reason.partition(": ")
                    assert sep and what.strip() and why.strip(), (cmd, reason)
                    seen.add(type(cmd).__name__)
                s.push(bot.choose(RULES, s.state))
                s.process()
    assert {"PlaceCube", "TakeCard", "EndTurn", "UsePower", "Choose", "Recall"} <= seen


def test_d2_5_the_heuristic_does_not_chase_a_victory_the_scenario_switched_off():
    # The Last Swarm: a ninth base or a second starting system wins nothing there, so the
    # player (and the Hint) must not value them as wins.
    values = {}
    for scenario in (0, 5):
        st = weavers_game(scenario=scenario).state
        free = [
            x.number
            for x in st.galaxy.systems
            if not x.is_start and not st.swarm_at(x.number) and x.number != st.home
        ]
        st.bases = sorted([st.home, *free[: CONTENT.tunables.bases - 2]])
        pos = Position(CONTENT, st)
        other_start = next(
            x.number for x in st.galaxy.systems if x.is_start and x.number != st.home
        )
        card = next(c for c in CONTENT.cards.values() if c.deck == "conflict")
        values[scenario] = (
            pos.system_value(free[-1]),
            pos.conflict_value(other_start, st.home, card),
        )
    assert values[0][0] - values[5][0] >= 30  # the last base wins only in the standard game
    assert values[0][1] - values[5][1] >= 12 + 25


def test_a_card_hint_says_what_the_hand_really_holds_for_its_slots():
    """A hand of white, white for Hegemony (red and black): the hint says so, and never that
    the cubes suit it."""
    from engine.galaxy.commands import TakeCard

    st = weavers_game().state
    deck = next(d for d, cards in st.decks.items() if "hegemony" in cards)
    st.decks[deck].remove("hegemony")
    st.decks[deck].insert(0, "hegemony")
    set_hand(st, white=2)
    reason = score(Position(CONTENT, st), TakeCard(deck)).reason
    assert reason.startswith("Take Hegemony: ")
    assert "suit" not in reason and "none in your hand" in reason
    assert "black" in reason and "red" in reason
    set_hand(st, red=2, black=1)
    reason = score(Position(CONTENT, st), TakeCard(deck)).reason
    assert "your hand can fill 3 of its 5 slots" in reason


def test_w7_4_once_a_turn_repeats_it_stops_stealing_and_lets_the_galaxy_move():
    # Issue 31: at level 4 (seed 36352045) the player pulled the swarm's one new cube off
    # every turn and ended it, a thousand turns long. Once a turn has ended as an earlier one
    # did, stealing again only repeats it (W7.4): the player lets the swarm move instead.
    s, st, k = leader_and_threat(target=2)
    set_hand(st, yellow=1, white=1, blue=1)
    steal = UseLeader(k, spot="swarm", ref=9, slot=PROLIFERATION)
    assert steal in rest_of_turn(s)
    s, st, k = leader_and_threat(target=2)
    set_hand(st, yellow=1, white=1, blue=1)
    st.standstill = 1
    assert "repeats" in score(Position(CONTENT, st), steal).reason
    assert steal not in rest_of_turn(s)


def test_w7_4_the_endless_level_4_game_of_issue_31_now_ends_without_standing_still():
    res, _ = play_game(RULES, 297, 34, "heuristic", difficulty=4, turn_limit=1000)
    assert res.seed == 36352045
    assert res.result in ("won", "lost") and res.cause not in ("turn_limit", "standstill")
    assert res.turns < 100
