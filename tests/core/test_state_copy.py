"""The fast state copy (engine/core/state_copy.py, behind session.snapshot): for positions of
every game it equals copy.deepcopy, shares none of the state's mutable parts but the galaxy,
and a game played on from the copy is the game played on from the original."""

from __future__ import annotations

import copy

import attrs
import pytest

from engine import modes
from engine.core.bots import RandomBot
from engine.core.session import Session, snapshot
from engine.core.state_copy import deep_copy


def positions(mode: str, seed: int, every: int = 7) -> list[Session]:
    """Sessions at every `every`-th command of a random game (copied by replay)."""
    rules = modes.get(mode).rules()
    s = Session.new(rules, rules.setup(seed))
    bot, out, n = RandomBot(seed), [], 0
    while not s.state.over and n < 400:
        if n % every == 0:
            out.append(Session.replay(rules, s.setup, list(s.commands)))
        assert s.submit(bot.choose(rules, s.state)).ok
        n += 1
    return out


def mutable_ids(obj: object, skip: set[int], into: set[int]) -> set[int]:
    """The ids of every list, dict and mutable record reachable from obj (not entering
    `skip`)."""
    if id(obj) in skip or id(obj) in into:
        return into
    frozen = attrs.has(type(obj)) and type(obj).__setattr__ is not object.__setattr__
    if isinstance(obj, (list, dict, set)) or (attrs.has(type(obj)) and not frozen):
        into.add(id(obj))  # a frozen record's own fields cannot change: what it holds counts
    if isinstance(obj, dict):
        for k, v in obj.items():
            mutable_ids(k, skip, into)
            mutable_ids(v, skip, into)
    elif isinstance(obj, (list, tuple, set)):
        for v in obj:
            mutable_ids(v, skip, into)
    elif attrs.has(type(obj)):
        for f in attrs.fields(type(obj)):
            mutable_ids(getattr(obj, f.name), skip, into)
    return into


@pytest.mark.parametrize("mode", ["galaxy", "swarm", "arachnid"])
def test_snapshot_equals_deepcopy_and_shares_nothing_mutable(mode):
    for s in positions(mode, seed=3):
        st = s.state
        galaxy = getattr(st, "galaxy", None)
        shared = {id(galaxy)} if galaxy is not None else set()
        copied = snapshot(st)
        assert copied == copy.deepcopy(st)
        assert type(copied) is type(st)
        assert getattr(copied, "galaxy", None) is galaxy  # shared, as before
        original = mutable_ids(st, shared, set())
        assert not mutable_ids(copied, shared, set()) & original


@pytest.mark.parametrize("mode", ["galaxy", "swarm", "arachnid"])
def test_a_game_played_on_from_the_copy_is_the_same_game(mode):
    rules = modes.get(mode).rules()
    for s in positions(mode, seed=5, every=11)[:6]:
        copied = snapshot(s.state)
        a, b = RandomBot(9), RandomBot(9)
        for _ in range(40):
            if s.state.over:
                break
            cmd = a.choose(rules, s.state)
            assert cmd == b.choose(rules, copied)
            assert rules.apply(s.state, cmd) == rules.apply(copied, cmd)
        assert copied == s.state


def test_copy_of_plain_containers_and_fallbacks():
    @attrs.frozen
    class Point:
        x: int
        tags: tuple[str, ...] = ()

    @attrs.define
    class Box:
        items: list[list[int]]
        where: dict[str, Point]
        seen: set[int] = attrs.field(factory=set)
        pair: tuple[list[int], int] = ([1], 2)

    box = Box([[1, 2], [3]], {"a": Point(1, ("x",))}, {4}, ([5], 6))
    copied = deep_copy(box)
    assert copied == box
    assert copied.items[0] is not box.items[0]
    assert copied.seen is not box.seen  # a set goes through copy.deepcopy
    assert copied.pair[0] is not box.pair[0]
    assert deep_copy(box, shared=[box]) is box
    assert deep_copy(box).where["a"] is box.where["a"]  # frozen, of plain values: shared


def test_a_frozen_record_holding_a_list_is_copied():
    @attrs.frozen
    class Hand:
        cards: list[str]

    hand = Hand(["a"])
    copied = deep_copy(hand)
    assert copied == hand and copied is not hand and copied.cards is not hand.cards
