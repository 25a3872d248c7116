"""Invariants under random play: conservation, supplies, refusals change nothing, saves."""

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import record
from engine.core.rng import Rng
from engine.core.serial import state_hash
from engine.core.session import Session
from engine.galaxy import invariants
from engine.galaxy.bots import RandomBot
from engine.galaxy.commands import PlaceCube
from tests.galaxy.helpers import CONTENT, RULES


def random_session(seed: int) -> Session:
    species = sorted(CONTENT.species)[seed % len(CONTENT.species)]
    return Session.new(RULES, RULES.setup(seed, species=species, corner=seed % 4))


def test_invariant_checker_catches_a_lost_cube():
    s = random_session(1)
    assert invariants.problems(s.state, CONTENT) == []
    s.state.bag["red"] -= 1
    assert any("red cubes" in p for p in invariants.problems(s.state, CONTENT))


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(min_value=0, max_value=2**31))
def test_random_play_keeps_every_invariant(seed):
    s = random_session(seed)
    bot = RandomBot(seed)
    chaos = Rng.from_seed(seed, stream=99)
    for step in range(250):
        if s.state.over:
            break
        # A refused command changes nothing (try one that is very likely illegal).
        bad = PlaceCube(chaos.choice(["red", "black"]), "route", chaos.below(len(s.state.routes)))
        if not RULES.check(s.state, bad).ok:
            before = state_hash(s.state)
            assert not s.submit(bad).ok
            assert state_hash(s.state) == before
        out = s.submit(bot.choose(RULES, s.state))
        assert out.ok
        assert invariants.problems(s.state, CONTENT) == [], (seed, step)


def test_save_load_gives_equal_state_and_equal_future_after_every_step():
    s = random_session(5)
    bot = RandomBot(5)
    for _ in range(120):
        if s.state.over:
            break
        loaded = record.session_from(record.loads(record.dumps(s), RULES), RULES)
        assert loaded.state == s.state
        cmd = bot.choose(RULES, s.state)
        twin = copy.deepcopy(cmd)
        a, b = s.submit(cmd), loaded.submit(twin)
        assert a.ok and b.ok and a.events == b.events
        assert loaded.state == s.state


def test_replay_of_a_whole_random_game_reproduces_it():
    s = random_session(11)
    bot = RandomBot(11)
    while not s.state.over and s.state.turn < 60:
        s.submit(bot.choose(RULES, s.state))
    again = Session.replay(RULES, s.setup, s.commands)
    assert state_hash(again.state) == state_hash(s.state)
    report = record.verify(record.loads(record.dumps(s), RULES), RULES)
    assert report.ok, report.message


def test_a_practice_galaxy_without_weavers_keeps_the_invariants():
    from engine.galaxy.rules import GalaxyRules
    from engine.galaxy.simulate import play_game

    rules = GalaxyRules()
    for i in range(5):
        res, _ = play_game(rules, i, 1, "random", turn_limit=30, opponent="none")
        assert res.result != "error", res.error
