"""The move preview in Arachnid (engine/core/lookahead.py): a battle's odds are exact (the
distribution the game's own roll gives), and a move into a battle with no attack dice is
costly."""

from __future__ import annotations

import itertools
from collections import Counter
from fractions import Fraction

from engine.arachnid.commands import Act, Choose
from engine.core import lookahead
from engine.core.rng import Rng
from tests.core.lookahead_cases import find


def _battle(p: lookahead.Preview) -> lookahead.Consequence | None:
    found = p.of_kind(lookahead.BATTLE)
    return found[0] if found else None


def test_a_move_into_a_battle_with_no_attack_dice_is_costly():
    rules, state, seen = find(
        "arachnid",
        lambda c: isinstance(c, Act),
        lambda p: bool(p.costly and _battle(p)),
    )
    fight = _battle(seen)
    assert fight is not None and fight.costly and "no attack dice" in seen.why
    me = next(c for c in state.colonies if c.kind == "human")
    spider = me.spider(seen.command.spider)
    assert spider is not None and spider.attack == 0
    assert sum(c.probability for c in fight.chances) == 1
    assert seen.command.hex in fight.places


def test_the_odds_of_a_battle_are_the_rolls_the_game_makes():
    """The preview's odds against what the game's own roll gives: the dice faces enumerated
    one by one, and the commitment applied under many re-dealt generators."""
    rules, state, seen = find(
        "arachnid",
        lambda c: isinstance(c, Choose),
        lambda p: bool(_battle(p)) and len(_battle(p).chances) >= 3,
    )
    assert seen.hidden == "then the battle's dice are rolled"
    fight = _battle(seen)
    odds = {c.key: c.probability for c in fight.chances}
    assert sum(odds.values()) == 1
    seen_keys: Counter[str] = Counter()
    n = 800
    for k in range(n):
        copy = lookahead.copy_state(state)
        copy.rng = Rng.from_seed(k, stream=77)
        events = rules.apply(copy, seen.command)
        seen_keys[_outcome(events)] += 1
    for key, p in odds.items():
        # 800 rolls (fixed seeds): within four standard deviations of the exact chance.
        sd = (float(p) * (1 - float(p)) / n) ** 0.5
        assert abs(seen_keys[key] / n - float(p)) <= 4 * sd + 0.002, (key, seen_keys, odds)
    assert set(seen_keys) <= set(odds)


def _outcome(events) -> str:
    """The attacker's outcome of the battle in these events (A7.4)."""
    roll = next(e for e in events if type(e).__name__ == "Battle" and " attacks " in e.text)
    at, de = roll.text.split(": ", 1)[1].split(" (")[0].split(" against ")
    x = int(at) - int(de)
    return (
        "overkill"
        if x >= 2
        else "victory"
        if x == 1
        else "tie"
        if x == 0
        else ("defeat" if x == -1 else "crushed")
    )


def test_dice_sums_match_enumeration():
    faces = (0, 1, 1, 2)
    for count in range(4):
        exact = lookahead.dice_sums([faces] * count)
        counted = Counter(sum(r) for r in itertools.product(faces, repeat=count))
        total = len(faces) ** count
        assert exact == {s: Fraction(n, total) for s, n in counted.items()}


def test_the_hint_walks_a_spider_with_no_dice_elsewhere_when_it_can():
    """The Hint's gentler variant of a move into a battle with no attack dice: the same
    spider's same action to a hex worth its food with no such battle, if there is one."""
    from engine.core import hint

    rules, state, seen = find(
        "arachnid",
        lambda c: isinstance(c, Act),
        lambda p: bool(p.costly and _battle(p)),
    )
    cmd = seen.command
    for other in rules.gentler(state, cmd):
        assert (other.spider, other.action) == (cmd.spider, cmd.action) and other != cmd
    h = hint._gentler(rules, state, hint.Advice(cmd, "Move there"), seen)
    if h.command != cmd:
        assert not h.preview.costly and "rather than" in h.reason
        assert "no attack dice" in h.reason
    else:
        assert not [
            c for c in rules.gentler(state, cmd) if not lookahead.preview(rules, state, c).costly
        ]
