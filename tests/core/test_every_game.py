"""What every game on the table promises, tested once for all of them (parametrised over
engine.modes, so a game added there is tested here with no new code): the same seed and
commands give the same game, and a save loads to the same state with the same future."""

from __future__ import annotations

import pytest

from engine import modes
from engine.core import record
from engine.core.session import Session

GAMES = modes.names()


def _bot(mode: str, name: str, seed: int):
    return modes.get(mode).simulate().SIMULATION.bots(name, seed)


@pytest.mark.parametrize("mode", GAMES)
def test_the_same_seed_and_commands_give_the_same_game(mode):
    rules = modes.get(mode).rules()
    a = Session.new(rules, rules.setup(9))
    b = Session.new(rules, rules.setup(9))
    bot_a, bot_b = _bot(mode, "random", 3), _bot(mode, "random", 3)
    while not a.state.over:
        ca, cb = bot_a.choose(rules, a.state), bot_b.choose(rules, b.state)
        assert ca == cb and a.submit(ca).ok and b.submit(cb).ok
    assert a.state == b.state and b.state.over


@pytest.mark.parametrize("mode", GAMES)
def test_every_game_says_how_it_went_in_the_same_words(mode):
    """`--stats-json` reports each game's result, ending and length through its rules, never
    by reading a game's own state fields: unfinished at the start, then how it ended."""
    rules = modes.get(mode).rules()
    sess = Session.new(rules, rules.setup(4))
    assert rules.played(sess.state)["result"] == "unfinished"
    bot = _bot(mode, "random", 4)
    while not sess.state.over:
        assert sess.submit(bot.choose(rules, sess.state)).ok
    played, summary = rules.played(sess.state), rules.summary(sess.state)
    assert played["result"] == sess.state.result and played["result"] in ("won", "lost")
    assert played["cause"] and played["cause"] == summary["cause"]
    assert played["turns"] >= 1 and played["turns"] == summary.get("turn", summary.get("round"))


@pytest.mark.parametrize("bot_name", ["random", "heuristic"])
@pytest.mark.parametrize("mode", GAMES)
def test_a_save_loads_to_the_same_state_with_the_same_future(mode, bot_name):
    rules = modes.get(mode).rules()
    sess = Session.new(rules, rules.setup(6))
    bot = _bot(mode, bot_name, 6)
    for _ in range(30):
        if not sess.state.over:
            sess.submit(bot.choose(rules, sess.state))
    loaded = record.loads(record.dumps(sess), rules)
    assert loaded.state == sess.state and record.verify(loaded, rules).ok
    other = record.session_from(loaded, rules)
    for _ in range(60):
        if sess.state.over:
            break
        cmd = bot.choose(rules, sess.state)
        assert sess.submit(cmd).ok and other.submit(cmd).ok
        assert other.state == sess.state


# Each game's setups worth covering (a game not named here plays its defaults on four seeds).
SETUPS = {
    "swarm": [
        {"rivals": 1, "board": "standard"},
        {"rivals": 2, "board": "random"},
        {"rivals": 3, "board": "random"},
        {"rivals": 1, "board": "random"},
    ],
    "arachnid": [
        {"rivals": 2, "difficulty": 3},
        {"rivals": 3, "difficulty": 1},
        {"rivals": 2, "difficulty": 5},
        {"rivals": 3, "difficulty": 4},
    ],
}
CASES = [
    (mode, seed, options)
    for mode in GAMES
    for seed, options in enumerate(SETUPS.get(mode, [{}] * 4), start=1)
]


@pytest.mark.parametrize(("mode", "seed", "options"), CASES)
def test_the_invariants_hold_after_every_command_of_a_random_game(mode, seed, options):
    rules = modes.get(mode).rules()
    problems = modes.get(mode).simulate().SIMULATION.problems
    sess = Session.new(rules, rules.setup(seed, **options))
    bot = _bot(mode, "random", seed)
    assert problems(sess.state, rules.content) == []
    n = 0
    while not sess.state.over:
        assert sess.submit(bot.choose(rules, sess.state)).ok
        assert problems(sess.state, rules.content) == []
        n += 1
    assert n > 10 and sess.state.result in ("won", "lost")
