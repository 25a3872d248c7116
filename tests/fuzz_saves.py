"""Damaging a save the way an editor, a bad disk or a prankster might: one change somewhere in
the document, resealed (checksum and snapshot hash made right again) so it reaches every check
behind them. Used by the fuzz test (with hypothesis' draw) and bench/fuzz_saves.py (random)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from engine.core.serial import digest
from tests.core.helpers import reseal

Draw = Callable[[str, Any], Any]  # draw(kind, argument): "index" n -> 0..n-1, "pick" seq, "bool"

ODD_VALUES: list[Any] = [
    None,
    True,
    False,
    0,
    -1,
    1,
    999,
    2**63,
    10**30,
    1.5,
    -0.0,
    1e308,
    "",
    "abc",
    "no",
    "3",
    "nobody",
    "red",
    [],
    [1, 2],
    {},
    {"x": 1},
]


def _change(value: Any, draw: Draw) -> Any:
    """The value nearby of the same kind (a number one off, another known word), or an odd one."""
    if draw("bool", None):
        return draw("pick", ODD_VALUES)
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + draw("pick", [-1, 1, 7, -100])
    if isinstance(value, str):
        return draw("pick", ["red", "blue", "lumen", "nyx", value + "x", value.upper()])
    if isinstance(value, list):
        return value[:-1] if value and draw("bool", None) else [*value, *value[:1]]
    return draw("pick", ODD_VALUES)


def mutate(value: Any, draw: Draw, depth: int = 0) -> Any:
    """One change somewhere inside JSON data: a value changed, a key dropped or added."""
    if isinstance(value, dict) and value and (depth == 0 or draw("index", 4)):
        key = draw("pick", sorted(value))
        what = draw("index", 10)
        if what == 0:
            return {k: v for k, v in value.items() if k != key}
        if what == 1:
            return {**value, "extra": 1}
        return {**value, key: mutate(value[key], draw, depth + 1)}
    if isinstance(value, list) and value and draw("index", 4):
        i = draw("index", len(value))
        return [*value[:i], mutate(value[i], draw, depth + 1), *value[i + 1 :]]
    return _change(value, draw)


def hypothesis_draw(data: Any) -> Draw:
    """A Draw from hypothesis' st.data(), so the tests shrink what they find."""
    from hypothesis import strategies as st

    def draw(kind: str, arg: Any) -> Any:
        if kind == "bool":
            return data.draw(st.booleans())
        if kind == "index":
            return data.draw(st.integers(0, arg - 1))
        return data.draw(st.sampled_from(arg))

    return draw


PARTS = ["state", "state", "state", "commands", "setup", "meta", "state_hash", "format_version"]


def resealed_mutant(good: str, draw: Draw) -> str:
    """A good save with one change, resealed; mostly with the snapshot's hash made right too."""
    doc = json.loads(good)
    part = draw("pick", PARTS)
    doc[part] = mutate(doc[part], draw)
    if part == "state" and draw("index", 4):
        doc["state_hash"] = digest(doc["state"])
    return reseal(doc)


# --- good saves of every game, for the fuzzing and the content-version tests ------------------

MODES = ("galaxy", "swarm", "arachnid")


def played_game(mode: str, seed: int, moves: int) -> Any:
    """A game of `mode` (engine.modes name) the random player has played for `moves` commands
    (fewer if it ended), from the default setup with this seed."""
    from engine import modes
    from engine.core.session import Session

    game = modes.get(mode)
    rules = game.rules()
    options = {"difficulty": 1 + seed % 5} if mode != "arachnid" else {}
    session = Session.new(rules, rules.setup(seed, **options))
    bot = _random_bot(mode, seed)
    for _ in range(moves):
        if session.state.over:
            break
        session.submit(bot.choose(rules, session.state))
    return session


def _random_bot(mode: str, seed: int) -> Any:
    if mode == "galaxy":
        from engine.galaxy.bots import make_bot
    elif mode == "swarm":
        from engine.swarm.bots import make_bot
    else:
        from engine.arachnid.bots import make_bot
    return make_bot("random", seed)


def other_content(text: str, change: Callable[[dict], None] | None = None) -> str:
    """A save as if made with other content (another `setup.content_version`), with its
    snapshot changed by `change` if given, resealed (snapshot hash and checksum right)."""
    doc = json.loads(text)
    doc["setup"]["content_version"] = "made with older cards"
    if change is not None:
        change(doc["state"])
        doc["state_hash"] = digest(doc["state"])
    return reseal(doc)


def renamed_game(text: str, draw: Draw, games: tuple[str, ...]) -> str:
    """A good save whose game name was changed to another game's (in its setup, at its top
    or both) and resealed, as an editor might: checksum and snapshot hash right again."""
    doc = json.loads(text)
    others = [g for g in games if g != doc["setup"]["game"]]
    other = draw("pick", [*others, "nobody"])
    where = draw("pick", ["setup", "top", "both"])
    if where in ("setup", "both"):
        doc["setup"]["game"] = other
    if where in ("top", "both"):
        doc["game"] = other
    return reseal(doc)
