"""Projects in the tableau: completing them, their rewards and effects, conflicts (C5, C6)."""

from __future__ import annotations

from engine.core.commands import Event
from engine.galaxy import board
from engine.galaxy.colours import ANY, ROUTE_COLOURS
from engine.galaxy.content import CONFLICT, GOVERNMENT, CardDef, Content, Effect
from engine.galaxy.events import (
    ChoiceNeeded,
    ConflictWon,
    CubePlaced,
    EffectResolved,
    GovernmentChanged,
    PlanetSettled,
    ProjectCompleted,
    SupremacyGained,
)
from engine.galaxy.scenarios import settle_extra
from engine.galaxy.state import GameState, Option, Pending, Project
from engine.galaxy.supply import add_to_bag, ongoing, take_from_reserve
from engine.weavers.capture import remove_swarm
from engine.weavers.events import SwarmBanished
from engine.weavers.weaving import react


def new_project(card: CardDef) -> Project:
    return Project(
        card.id,
        list(card.slots),
        [""] * len(card.slots),
        defender_needs=list(card.defender),
        defender=[""] * len(card.defender),
    )


def conflict_needs(state: GameState, content: Content, card: CardDef, target: int) -> list[str]:
    """The player's side of a conflict against `target`: the card's slots, 3 more against a
    starting system not your own (C6.4), fewer with a conflict discount (never below 1)."""
    needs = list(card.slots)
    if state.galaxy.system(target).is_start and target != state.home:
        needs += [ANY] * content.tunables.guarded_extra_slots
    for _ in range(ongoing(state, content, "conflict_discount")):
        if len(needs) <= 1:
            break
        # Drop the most generous slot first, so a discount never makes a colour easier to skip.
        idx = needs.index(ANY) if ANY in needs else len(needs) - 1
        del needs[idx]
    return needs


def gain_supremacy(state: GameState, content: Content, kinds: tuple[str, ...]) -> list[Event]:
    """Symbols gained during the player's turn; each may feed the swarms (W3.3)."""
    events: list[Event] = []
    goal = content.tunables.supremacy_goal
    for k in kinds:
        if state.supremacy[k] < goal:
            state.supremacy[k] += 1
        events.append(SupremacyGained(k, state.supremacy[k]))
        events += board.finish_if_won(state, content)
        if state.over:
            break
        events += react(state, content, k)
    return events


def settle_bonus(state: GameState, content: Content) -> int:
    """How many cubes settling a planet adds to the bag now (C4.2, with species and cards)."""
    bonus = content.tunables.settle_bonus + ongoing(state, content, "settle_bonus")
    return bonus + settle_extra(state, content)  # D2.4


def settle(state: GameState, content: Content, pid: int, rule: str) -> list[Event]:
    """A planet is settled: its bag bonus comes from the reserve (C4.2)."""
    planet = state.planets[pid]
    planet.settled = True
    added = take_from_reserve(state, planet.colour, settle_bonus(state, content))
    state.bag[planet.colour] += added
    return [PlanetSettled(pid, planet.system, planet.colour, added, rule=rule)]


def complete_if_full(state: GameState, content: Content, index: int) -> list[Event]:
    """Resolve a project whose slots are all filled (C5.1), or a won conflict (C6.3)."""
    proj = state.tableau[index]
    if proj.done or any(c == "" for c in proj.cubes):
        return []
    if content.card(proj.card).deck == CONFLICT and proj.seq == 0:
        return []
    card = content.card(proj.card)
    proj.done = True
    for c in proj.cubes:
        state.bag[c] += 1
    proj.cubes = [""] * len(proj.cubes)
    events: list[Event] = []
    if card.deck == CONFLICT:
        events += _win_conflict(state, content, index)
    else:
        events.append(ProjectCompleted(card.id))
    events += gain_supremacy(state, content, card.reward)
    if card.deck == GOVERNMENT:
        events += _install_government(state, card)
    if card.effect:
        events += resolve_effect(state, content, card.effect, card.id)
    return events


def _win_conflict(state: GameState, content: Content, index: int) -> list[Event]:
    proj = state.tableau[index]
    for c in proj.defender:
        if c:
            state.reserve[c] += 1
    proj.defender = [""] * len(proj.defender)
    target = proj.target
    events: list[Event] = [ConflictWon(proj.card, target, state.swarm_at(target))]
    events += banish_swarm(state, content, target, index)
    events += board.place_base(state, content, target, "C6.3", keep=index)
    return events


def banish_swarm(state: GameState, content: Content, system: int, keep: int) -> list[Event]:
    """A swarm on a conquered system is banished (C6.3, W6.1): out of the game, its cubes to
    the reserve; other conflicts involving the system are cancelled (C6.5)."""
    swarm = state.swarm_on(system)
    if swarm is None:
        return []
    remove_swarm(state, content, swarm)
    events: list[Event] = [SwarmBanished(swarm.card, system)]
    events += board.status_changed(state, system, "its swarm was banished", keep=keep)
    return events


def _install_government(state: GameState, card: CardDef) -> list[Event]:
    old = state.government
    if old:
        for i, p in enumerate(state.tableau):
            if p.card == old:
                del state.tableau[i]
                break
        state.discard.append(old)
    state.government = card.id
    return [GovernmentChanged(card.id, old)]


def resolve_effect(state: GameState, content: Content, eff: Effect, source: str) -> list[Event]:
    """A one-off effect of a completed card, or a species' once-per-game power (C5.2)."""
    kind = eff.kind
    events: list[Event] = [EffectResolved(source, kind, eff.count)]
    if kind == "add_cubes":
        events += add_to_bag(state, eff.colour, eff.count, "C5.2")
    elif kind == "draw_next":
        state.draw_next_bonus += eff.count
    elif kind == "extra_card":
        state.card_allowance += eff.count
    elif kind == "skip_turn":
        state.skip_next = True
    elif kind in ("free_base", "settle_free", "advance_route"):
        events += offer_choice(state, content, kind, source, eff.count)
    else:  # the content validator only lets known kinds through
        raise ValueError(f"unknown effect kind {kind!r}")
    return events


def choice_options(state: GameState, content: Content, kind: str) -> list[Option]:
    if kind == "free_base":
        return [Option(s) for s in board.free_base_systems(state)]
    if kind == "settle_free":
        return [
            Option(i)
            for i, p in enumerate(state.planets)
            if state.has_base(p.system) and not p.settled
        ]
    if kind == "advance_route":
        out = []
        for rid in range(len(state.routes)):
            if board.route_buildable(state, rid):
                continue
            for colour in ROUTE_COLOURS:
                if state.reserve[colour] and not board.route_accepts(state, content, rid, colour):
                    out.append(Option(rid, colour))
        return out
    raise ValueError(f"unknown choice kind {kind!r}")


def offer_choice(
    state: GameState, content: Content, kind: str, source: str, count: int
) -> list[Event]:
    """Leave a choice pending for the player, or nothing if no option exists."""
    options = choice_options(state, content, kind)
    if not options:
        state.pending = None
        return []
    state.pending = Pending(kind, source, options, count)
    return [ChoiceNeeded(kind, len(options), rule=choice_rule(content, source))]


def choice_rule(content: Content, source: str) -> str:
    """A choice a species power left is C5.7's; one a card's effect left, C5.2's."""
    return "C5.7" if source in content.species else "C5.2"


def resolve_choice(state: GameState, content: Content, option: Option) -> list[Event]:
    pending = state.pending
    assert pending is not None
    events: list[Event] = []
    rule = choice_rule(content, pending.source)
    if pending.kind == "free_base":
        events += board.place_base(state, content, option.ref, rule)
    elif pending.kind == "settle_free":
        events += settle(state, content, option.ref, rule)
    elif pending.kind == "advance_route":
        take_from_reserve(state, option.colour, 1)
        state.routes[option.ref].append(option.colour)
        events.append(CubePlaced(option.colour, "route", option.ref, from_reserve=True, rule=rule))
        events += board.complete_route_if_full(state, content, option.ref)
    remaining = pending.remaining - 1
    state.pending = None
    if remaining > 0:
        events += offer_choice(state, content, pending.kind, pending.source, remaining)
    return events
