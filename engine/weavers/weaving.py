"""Weaver projects advancing and completing (W3, W4), conflicts taking their cubes (W6)."""

from __future__ import annotations

import attrs

from engine.core.commands import Event
from engine.galaxy import board
from engine.galaxy.colours import COLOURS, slot_accepts
from engine.galaxy.content import Content
from engine.galaxy.state import GameState, Swarm
from engine.galaxy.supply import hand_list
from engine.weavers.capture import arrive, clear_cubes, place_black_hole, slots_needed, sort_swarms
from engine.weavers.content import ENGULFMENT, MORPHING, PROJECTS, PROLIFERATION
from engine.weavers.events import (
    ConflictLostToWeavers,
    Engulfed,
    Morphed,
    Proliferated,
    SpanEnded,
    SpanStarted,
    SupremacyReaction,
    SwarmPlaced,
    WeaverAdvanced,
    WeaverStarved,
)
from engine.weavers.span_summary import swarm_move
from engine.weavers.targeting import aim, retarget_invalid


@attrs.define
class Placed:
    """Cards placed during one Span or reaction: they do not advance in it (W3.1)."""

    fresh: set[str] = attrs.field(factory=set)


def find(state: GameState, card: str) -> Swarm | None:
    for s in state.swarms:
        if s.card == card:
            return s
    return None


def _divert_to(state: GameState, content: Content, colour: str) -> tuple[int, int] | None:
    """W6.2: (tableau index, Weavers' slot) of the oldest open conflict against a swarm that
    has an empty Weavers slot for this colour, or None."""
    best = None
    for i, proj in enumerate(state.tableau):
        if not proj.is_open_conflict or not state.swarm_at(proj.target):
            continue
        if best is not None and proj.seq >= state.tableau[best[0]].seq:
            continue
        for k, (c, n) in enumerate(zip(proj.defender, proj.defender_needs, strict=True)):
            if not c and slot_accepts(n, colour):
                best = (i, k)
                break
    return best


def weavers_win_conflict(state: GameState, index: int) -> list[Event]:
    """W6.3: the Weavers' side is full: the card is discarded, the player's cubes are lost."""
    proj = state.tableau.pop(index)
    lost = 0
    for c in proj.cubes:
        if c:
            state.reserve[c] += 1
            lost += 1
    for c in proj.defender:
        if c:
            state.reserve[c] += 1
    state.discard.append(proj.card)
    return [ConflictLostToWeavers(proj.card, proj.target, lost)]


def advance(
    state: GameState, content: Content, swarm: Swarm, project: int, placed: Placed, rule: str
) -> list[Event]:
    """One cube of the project's colour from the reserve: to a conflict first (W6.2), else onto
    the project, which resolves at once when full (W3.2)."""
    colour = content.weavers[swarm.card].projects[project].colour
    name = PROJECTS[project]
    if state.reserve[colour] < 1:
        return [WeaverStarved(swarm.card, name, colour)]
    state.reserve[colour] -= 1
    slots = slots_needed(state, content, swarm.card, project)
    diverted = _divert_to(state, content, colour)
    if diverted is not None:
        target, k = diverted
        proj = state.tableau[target]
        proj.defender[k] = colour
        filled = sum(1 for c in proj.defender if c)
        events: list[Event] = [
            WeaverAdvanced(
                swarm.card,
                swarm.system,
                name,
                colour,
                filled,
                len(proj.defender),
                proj.card,
                "W6.2",
            )
        ]
        if all(proj.defender):
            events += weavers_win_conflict(state, target)
        return events
    swarm.cubes[project] += 1
    events = [
        WeaverAdvanced(
            swarm.card, swarm.system, name, colour, swarm.cubes[project], slots, rule=rule
        )
    ]
    if swarm.cubes[project] >= slots:
        events += complete(state, content, swarm, project, placed)
    return events


def complete(
    state: GameState, content: Content, swarm: Swarm, project: int, placed: Placed
) -> list[Event]:
    """A Weaver project is full (W4). With the Weaver deck empty, proliferation and morphing
    resolve as engulfment instead (W4.4)."""
    if project in (PROLIFERATION, MORPHING) and not state.weaver_deck:
        return _engulf(state, content, swarm, "W4.4")
    if project == PROLIFERATION:
        return _proliferate(state, content, swarm, placed)
    if project == MORPHING:
        return _morph(state, content, swarm, placed)
    return _engulf(state, content, swarm, "W4.3")


def _proliferate(state: GameState, content: Content, swarm: Swarm, placed: Placed) -> list[Event]:
    target = swarm.target
    new = Swarm(state.weaver_deck.pop(0), target)
    placed.fresh.add(new.card)
    clear_cubes(state, content, swarm)
    state.swarms.append(new)
    sort_swarms(state)
    events: list[Event] = [
        Proliferated(swarm.card, new.card, swarm.system, target),
        SwarmPlaced(new.card, target, rule="W4.1"),
    ]
    events += arrive(state, content, new, target)
    events += aim(state, content, new, "", "W4.1")
    if swarm in state.swarms:
        events += aim(state, content, swarm, "its swarm split off", "W4.1")
    events += retarget_invalid(state, content)
    return events


def _morph(state: GameState, content: Content, swarm: Swarm, placed: Placed) -> list[Event]:
    old = swarm.card
    clear_cubes(state, content, swarm)
    state.weaver_deck.append(old)
    swarm.card = state.weaver_deck.pop(0)
    placed.fresh.add(swarm.card)
    events: list[Event] = [Morphed(old, swarm.card, swarm.system)]
    events += aim(state, content, swarm, "", "W4.2")
    return events


def _engulf(state: GameState, content: Content, swarm: Swarm, rule: str) -> list[Event]:
    left, target = swarm.system, swarm.target
    events: list[Event] = [Engulfed(swarm.card, left, target, rule=rule)]
    events += arrive(state, content, swarm, target)
    events += place_black_hole(state, content, left, "W4.3")
    clear_cubes(state, content, swarm)
    if swarm in state.swarms:
        events += aim(state, content, swarm, "it moved", "W4.3")
    events += retarget_invalid(state, content)
    return events


def run_span(state: GameState, content: Content) -> list[Event]:
    """The Weavers Span (W3.1): each swarm on the board now, in system-number order, reads
    the hand just drawn."""
    if not state.swarms:
        return []
    hand = dict(state.hand)
    events: list[Event] = [SpanStarted(state.turn, hand_list(state))]
    pair = any(hand[c] >= 2 for c in COLOURS)
    placed = Placed()
    moves: list[str] = []
    for card in [s.card for s in state.swarms]:
        if card in placed.fresh or state.over:
            continue
        swarm = find(state, card)
        if swarm is None:
            continue
        first = len(events)
        morph_colour = content.weavers[card].morphing.colour
        single = hand[morph_colour] == 1
        if pair:
            events += advance(state, content, swarm, PROLIFERATION, placed, "W3.1")
        swarm = find(state, card)
        if single and swarm is not None and card not in placed.fresh:
            events += advance(state, content, swarm, MORPHING, placed, "W3.1")
        swarm = find(state, card)
        if not pair and not single and swarm is not None:
            events += advance(state, content, swarm, ENGULFMENT, placed, "W3.1")
        moves.append(swarm_move(content, card, hand, events[first:]))
        events += board.finish_if_won(state, content)
    events.append(SpanEnded(state.turn, "; ".join(moves)))
    return events


def react(state: GameState, content: Content, symbol: str) -> list[Event]:
    """W3.3: a supremacy symbol the player just gained feeds every swarm listing it."""
    events: list[Event] = []
    placed = Placed()
    for card in [s.card for s in state.swarms]:
        swarm = find(state, card)
        if swarm is None or card in placed.fresh:
            continue
        for reaction in content.weavers[card].reactions:
            if reaction.symbol != symbol:
                continue
            events.append(SupremacyReaction(card, swarm.system, symbol))
            for colour in reaction.colours:
                swarm = find(state, card)
                if swarm is None:
                    break
                project = content.weavers[card].project_of(colour)
                events += advance(state, content, swarm, project, placed, "W3.3")
            if swarm is None:
                break  # the swarm is gone: its other reactions have nothing left to feed
    return events
