"""The legal commands of The Weavers and Arachnid are worked out without asking `check` again
for what their making already settles (engine speed, issue 41): over whole games of both
players they must be exactly the candidates `check` accepts, in the same order."""

from __future__ import annotations

import pytest

from engine import modes
from engine.arachnid import actions
from engine.arachnid.commands import Act, Pass
from engine.arachnid.rounds import human
from engine.core.bots import RandomBot
from engine.core.session import Session


def by_check_galaxy(rules, state) -> list:
    return [c for c in rules.candidate_commands(state) if rules.check(state, c).ok]


def by_check_arachnid(rules, state) -> list:
    """Arachnid's legal commands as they were made before: every variant asked of `check`."""
    if state.over or state.choices or state.stage != "turns":
        return rules.legal_commands(state)  # these never skipped check
    me = human(state)
    if state.turn_seat != me.seat or me.passed:
        return []
    out = []
    for s in me.spiders:
        for action in actions.ACTIONS:
            for h in actions.targets(state, rules.content, me, s, action):
                out += [c for c in rules._variants(state, s, action, h) if rules.check(state, c).ok]
    return [*out, Pass()]


@pytest.mark.parametrize("mode", ["galaxy", "arachnid"])
@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_legal_commands_are_exactly_what_check_accepts(mode, bot):
    rules = modes.get(mode).rules()
    sim = modes.get(mode).simulate().SIMULATION
    by_check = by_check_galaxy if mode == "galaxy" else by_check_arachnid
    positions = kinds = 0
    seen: set[type] = set()
    for seed in range(4):
        s = Session.new(rules, rules.setup(seed))
        player = sim.bots(bot, seed) if bot != "random" else RandomBot(seed)
        n = 0
        while not s.state.over and n < 600:
            legal = rules.legal_commands(s.state)
            assert legal == by_check(rules, s.state), (seed, n)
            seen.update(type(c) for c in legal)
            positions += 1
            assert s.submit(player.choose(rules, s.state)).ok
            n += 1
    kinds = len(seen)
    assert positions > 100 and kinds >= 4
    if mode == "arachnid":
        assert Act in seen


def every_placement(state) -> set:
    """Every cube placement, recall, card, attack and leader's use The Weavers' check accepts,
    found by trying them all (not from candidate_commands)."""
    from engine.galaxy import commands as gc
    from engine.galaxy.colours import COLOURS
    from engine.galaxy.rules import DECKS

    rules = modes.get("galaxy").rules()
    tries = [gc.TakeCard(d) for d in DECKS]
    for colour in COLOURS:
        tries += [gc.PlaceCube(colour, gc.ROUTE, r) for r in range(len(state.routes))]
        tries += [gc.PlaceCube(colour, gc.PLANET, p) for p in range(len(state.planets))]
    for i, proj in enumerate(state.tableau):
        for k in range(len(proj.needs)):
            tries += [gc.PlaceCube(colour, gc.PROJECT, i, k) for colour in COLOURS]
            tries.append(gc.Recall(gc.PROJECT, i, k))
    tries += [gc.Recall(gc.ROUTE, r) for r in range(len(state.routes))]
    tries += [gc.Recall(gc.PLANET, p) for p in range(len(state.planets))]
    systems = [s.number for s in state.galaxy.systems]
    content = rules.content
    for i in range(len(state.tableau)):
        # Every target from every base (check refuses any other origin first, C6.1)...
        tries += [gc.InitiateConflict(i, o, t) for o in state.bases for t in systems]
        ability = content.card(state.tableau[i].card).ability
        if ability is None:
            continue  # ... and a leader's every use (check refuses any other card first)
        # (A Redraw's check reads no second colour, so only its one record is tried.)
        second = ("", *COLOURS) if ability.kind == "exchange" else ("",)
        tries += [gc.UseLeader(i, a, b) for a in COLOURS for b in second]
        tries += [gc.UseLeader(i, spot="swarm", ref=t, slot=k) for t in systems for k in range(3)]
        tries += [
            gc.UseLeader(i, spot="conflict", ref=j, slot=k)
            for j, other in enumerate(state.tableau)
            for k in range(len(other.defender))
        ]
    return {c for c in tries if rules.check(state, c).ok}


@pytest.mark.parametrize("bot", ["random", "heuristic"])
def test_the_weavers_legal_placements_are_every_accepted_one(bot):
    from engine.galaxy import commands as gc

    rules = modes.get("galaxy").rules()
    sim = modes.get("galaxy").simulate().SIMULATION
    found = 0
    for seed in range(3):
        s = Session.new(rules, rules.setup(seed))
        player = sim.bots(bot, seed) if bot != "random" else RandomBot(seed)
        while not s.state.over and len(s.commands) < 300:
            kinds = (gc.PlaceCube, gc.Recall, gc.TakeCard, gc.InitiateConflict, gc.UseLeader)
            legal = {c for c in rules.legal_commands(s.state) if isinstance(c, kinds)}
            if s.state.pending is None:
                assert legal == every_placement(s.state), (seed, len(s.commands))
                found += len(legal)
            assert s.submit(player.choose(rules, s.state)).ok
    assert found > 500


def test_arachnid_track_open_is_what_track_check_says():
    rules = modes.get("arachnid").rules()
    seen = {True: 0, False: 0}
    for seed in range(3):
        s = Session.new(rules, rules.setup(seed))
        bot = RandomBot(seed)
        while not s.state.over and len(s.commands) < 300:
            me = human(s.state)
            for store in (0, 1, me.store):
                me.store, kept = store, me.store
                for sp in me.spiders:
                    for a in actions.ACTIONS:
                        ok = actions.track_check(rules.content, me, sp, a).ok
                        assert actions.track_open(rules.content, me, sp, a) == ok
                        seen[ok] += 1
                me.store = kept
            assert s.submit(bot.choose(rules, s.state)).ok
    assert seen[True] > 100 and seen[False] > 100
