"""Building game positions for rule tests: a real game from a seed, then the hand set by hand."""

from __future__ import annotations

from engine.core.serial import state_hash
from engine.core.session import Session
from engine.galaxy.colours import COLOURS
from engine.galaxy.commands import PlaceCube
from engine.galaxy.invariants import cube_totals
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.state import GameState

RULES = GalaxyRules()
CONTENT = RULES.content


def game(seed: int = 1, species: str = "auren", corner: int = 0, **options) -> Session:
    """A game without the Weavers, so section-C rules are tested without a Span in the way."""
    options.setdefault("opponent", "none")
    return Session.new(RULES, RULES.setup(seed, species=species, corner=corner, **options))


def weavers_game(seed: int = 1, species: str = "lumen", corner: int = 0, **options) -> Session:
    return Session.new(
        RULES, RULES.setup(seed, species=species, corner=corner, opponent="weavers", **options)
    )


def played(turns: int = 2, seed: int = 3) -> Session:
    """A Weavers game the random player has played until the given turn (or its end)."""
    from engine.galaxy.bots import RandomBot

    s = weavers_game(seed=seed)
    bot = RandomBot(seed)
    while s.state.turn <= turns and not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    return s


def set_hand(state: GameState, **counts: int) -> None:
    """Put the current hand back in the bag, then take exactly these cubes from the bag
    (or the reserve when the bag lacks them), keeping every cube accounted for."""
    for c in COLOURS:
        state.bag[c] += state.hand[c]
        state.hand[c] = 0
    for c, n in counts.items():
        from_bag = min(n, state.bag[c])
        state.bag[c] -= from_bag
        state.reserve[c] -= n - from_bag
        state.hand[c] = n


def route_id(state: GameState, a: int, b: int) -> int:
    for r in state.galaxy.routes:
        if {r.a, r.b} == {a, b}:
            return r.id
    raise KeyError((a, b))


def give_card(state: GameState, card_id: str) -> int:
    """Move a card from its deck into the tableau; return its tableau index."""
    from engine.galaxy.projects import new_project

    card = CONTENT.card(card_id)
    for i, proj in enumerate(state.tableau):
        if proj.card == card_id:  # a species may start with it
            return i
    state.decks[card.deck].remove(card_id)
    state.tableau.append(new_project(card))
    return len(state.tableau) - 1


def total_cubes(state: GameState) -> dict[str, int]:
    return cube_totals(state, CONTENT)


def types(events):
    return [type(e).__name__ for e in events]


def refused(session, cmd, rule, words=""):
    before = state_hash(session.state)
    out = session.submit(cmd)
    assert not out.ok, f"{cmd} should be refused"
    assert out.verdict.rule == rule, out.verdict
    assert words in out.verdict.reason, out.verdict
    assert state_hash(session.state) == before
    return out.verdict


def fill(session, index, colours=None):
    """Fill every empty slot of a tableau card: with the given colours where they fit the slot,
    otherwise with what the slot asks for ("any" gets red). Returns the last outcome."""
    from engine.galaxy.colours import slot_accepts

    proj = session.state.tableau[index]
    picked = []
    for k, need in enumerate(proj.needs):
        if proj.cubes[k]:
            continue
        wanted = colours[k] if colours and k < len(colours) else None
        if wanted and slot_accepts(need, wanted):
            picked.append((k, wanted))
        else:
            picked.append((k, "red" if need == "any" else need))
    counts: dict[str, int] = {}
    for _, c in picked:
        counts[c] = counts.get(c, 0) + 1
    set_hand(session.state, **counts)
    out = None
    for k, colour in picked:
        out = session.submit(PlaceCube(colour, "project", index, k))
        assert out.ok, out.verdict
    return out


def arrange(state: GameState, placements: list[tuple[str, int]], deck: list[str] | None = None):
    """Replace the swarms: these cards on these systems (each then targets, W1.3), the rest of
    the Weaver cards in `deck` (default: the unused ones), cubes conserved."""
    from engine.galaxy.state import Swarm
    from engine.weavers.capture import clear_cubes, sort_swarms
    from engine.weavers.targeting import aim

    for sw in state.swarms:
        clear_cubes(state, CONTENT, sw)
    state.swarms = [Swarm(card, system) for card, system in placements]
    sort_swarms(state)
    used = {c for c, _ in placements}
    unused = [c for c in CONTENT.weavers if c not in used]
    state.weaver_deck = list(unused if deck is None else deck)
    state.weavers_gone = [c for c in unused if c not in state.weaver_deck]
    events = []
    for sw in list(state.swarms):
        events += aim(state, CONTENT, sw, "", "W1.3")
    return events


def put(state: GameState, card: str, project: int, n: int) -> None:
    """Put n cubes from the reserve on a swarm's project."""
    sw = next(s for s in state.swarms if s.card == card)
    colour = CONTENT.weavers[card].projects[project].colour
    state.reserve[colour] -= n
    sw.cubes[project] += n


def span(state: GameState, **hand: int):
    """Run a Weavers Span on exactly this hand."""
    from engine.weavers.weaving import run_span

    set_hand(state, **hand)
    return run_span(state, CONTENT)


def swarm(state: GameState, card: str):
    return next((s for s in state.swarms if s.card == card), None)
