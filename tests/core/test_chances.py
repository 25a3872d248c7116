"""Chances from any position (engine/core/chances.py): re-dealt hidden information, seeded
play-outs, a process pool that stops when cancelled."""

from __future__ import annotations

import time

import attrs
import pytest

from engine import modes
from engine.core import chances, hidden
from engine.core.chances import Chance, Estimates, Plan, Pool, Question
from engine.core.rng import Rng
from engine.core.serial import CONVERTER
from engine.core.session import snapshot
from tests.core.review_games import MODES, late_position, played


def swapped(mode_name: str, state):
    """The same position as the player saw it, with everything hidden from them changed:
    other cards under each face-up top, in the rivals' hands and the decks, other orders
    in the bags, another future in the generator."""
    s = snapshot(state)
    s.rng = Rng.from_seed(987654321, stream=77)
    if mode_name == "galaxy":
        for deck in s.decks.values():
            deck[1:] = deck[:0:-1]
        s.weaver_deck.reverse()
    elif mode_name == "swarm":
        rivals = [r for r in s.races if r.kind != "human"]
        holder = next((r for r in rivals if r.hand), None)
        if holder is not None and s.deck:
            holder.hand[0], s.deck[-1] = s.deck[-1], holder.hand[0]
        s.deck.reverse()
        for r in rivals:
            r.decisions.reverse()
    else:
        for c in s.colonies:
            if c.kind != "human":
                c.deck.reverse()
        s.critter_bag.reverse()
        s.event_bag.reverse()
    assert CONVERTER.unstructure(s) != CONVERTER.unstructure(state)
    return s


def plain(state) -> dict:
    return CONVERTER.unstructure(state)


def early_position(mode_name: str):
    from engine.core.session import Session

    session = played(mode_name)
    again = Session.new(session.rules, session.setup)
    for cmd in session.commands[:12]:
        assert again.submit(cmd).ok
    return snapshot(again.state)


@pytest.mark.parametrize("mode_name", MODES)
def test_a_redeal_forgets_everything_hidden_and_keeps_everything_seen(mode_name):
    """Two positions that differ only in what the player could not see are re-dealt to the
    very same position; what they could see is as it was."""
    rules = modes.get(mode_name).rules()
    for position in (early_position(mode_name), late_position(mode_name)):
        a, b = snapshot(position), swapped(mode_name, position)
        hidden.redeal(rules, a, 5)
        hidden.redeal(rules, b, 5)
        assert plain(a) == plain(b)
        seen, now = plain(position), plain(a)
        if mode_name == "galaxy":
            for name, deck in position.decks.items():
                assert a.decks[name][:1] == deck[:1]  # the face-up top card
                assert sorted(a.decks[name]) == sorted(deck)
            for key in ("decks", "weaver_deck", "rng"):
                seen.pop(key), now.pop(key)
        elif mode_name == "swarm":
            me = position.races[0]
            assert a.races[0].hand == me.hand  # your own hand is yours to see
            assert sorted(a.deck + [c for r in a.races[1:] for c in r.hand]) == sorted(
                position.deck + [c for r in position.races[1:] for c in r.hand]
            )
            assert [len(r.hand) for r in a.races] == [len(r.hand) for r in position.races]
            for d in (seen, now):
                d.pop("deck"), d.pop("rng")
                for r in d["races"][1:]:
                    r.pop("hand"), r.pop("decisions")
        else:
            for d in (seen, now):
                d.pop("critter_bag"), d.pop("event_bag"), d.pop("rng")
                for c in d["colonies"][1:]:
                    c.pop("deck")
            assert sorted(a.critter_bag) == sorted(position.critter_bag)
        assert now == seen


@pytest.mark.parametrize("mode_name", MODES)
def test_a_play_out_never_reads_what_was_hidden(mode_name):
    """The same seed from two positions the player could not tell apart plays the same game."""
    position = late_position(mode_name, back=10)
    other = swapped(mode_name, position)
    for i in range(4):
        seed = chances.playout_seed(3, i)
        assert chances.play_out(mode_name, position, seed) == chances.play_out(
            mode_name, other, seed
        )


def test_a_play_out_leaves_its_position_unchanged():
    position = late_position("galaxy")
    before = plain(position)
    chances.play_out("galaxy", position, 1)
    assert plain(position) == before


def test_a_finished_game_has_a_known_chance_and_no_margin():
    assert chances.known(True).share == 1.0 and chances.known(True).margin == 0.0
    assert chances.known(False).share == 0.0


def test_the_margin_is_wilson_s_95_percent_interval_and_shrinks_with_play_outs():
    c = Chance(98, 196)
    assert c.share == 0.5 and 0.068 < c.margin < 0.070
    assert Chance(490, 980).margin < c.margin
    assert Chance(0, 0).margin == 1.0


def test_chances_are_the_same_whatever_the_number_of_workers():
    """Seeded: the same positions give the same numbers on one worker or two, whatever order
    the workers finish in."""
    questions = lambda: [  # noqa: E731
        Question(late_position(m, back=8)) for m in ("galaxy", "galaxy")
    ]
    plan = Plan(first=4, step=4, margin=0.0, cap=12, chunk=3)
    got = []
    for workers in (1, 2):
        with Pool(workers) as pool:
            qs = questions()
            Estimates("galaxy", qs, pool, 9, plan).run()
            got.append([q.chance for q in qs])
    assert got[0] == got[1]
    assert all(c.playouts == 12 for c in got[0])


def test_a_wave_stops_once_its_margin_is_reached():
    """A chance stops asking for play-outs once its margin is within the plan's (a position
    that always ends the same way needs few)."""
    with Pool(1) as pool:
        q = Question(late_position("galaxy", back=2))
        Estimates("galaxy", [q], pool, 1, Plan(first=8, step=8, margin=0.2, cap=64)).run()
    assert q.chance.margin <= 0.2 or q.chance.playouts == 64
    assert q.chance.playouts < 64


def test_cancel_stops_the_workers():
    """Cancelling stops the running play-outs too (not only the queued ones): every worker
    process is gone soon after, though 64 whole games (minutes of work) were queued."""
    session = played("arachnid")
    pool = Pool(2)
    pool.warm()  # both workers are up and waiting
    processes = list(pool.executor._processes.values())
    start = snapshot(session.rules.new_state(session.setup))
    session.rules.start(start)
    qs = [Question(start)]
    Estimates("arachnid", qs, pool, 1, Plan(first=64, cap=64, chunk=32))
    time.sleep(1.0)  # the workers are inside their play-outs now
    assert all(p.is_alive() for p in processes)
    pool.cancel()
    deadline = time.monotonic() + 30  # generous: the machine may be shared
    while any(p.is_alive() for p in processes) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not any(p.is_alive() for p in processes)
    assert not qs[0].done and not any(
        f.done() and not f.cancelled() and not f.exception() for f in qs[0].waiting
    )


def test_a_game_without_its_own_player_or_without_what_is_hidden_cannot_be_estimated():
    galaxy = modes.get("galaxy")
    no_player = attrs.evolve(galaxy, name="nobot", title="Nobot", bots=("random",))
    assert chances.unavailable(no_player) == (
        "Nobot has no player of its own to play the rest of a game out"
    )
    assert chances.unavailable(galaxy) == ""


def test_every_game_says_what_is_hidden():
    for name in MODES:
        assert chances.unavailable(modes.get(name)) == ""
