"""The Critter event (A4.6, A12.3): every critter activates once in radar order, fixed at the
sweep's start; then one spawns on hex 0 (Infestation: a second on ring 1). The sweep pauses
when a critter the person controls is due: the person picks its direction at every activation
(A8.5, decided 2026-11-26), a Choice whose options say where it would end and whom it would
bite. Rivals' controlled critters are steered by AR8 inside `critters.activate`."""

from __future__ import annotations

import attrs

from engine.arachnid import critters
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.state import HUMAN, Choice, Critter, GameState
from engine.core import bag
from engine.core.commands import Event

STEER = "steer"


@attrs.frozen
class Preview:
    """What steering a critter one way would do: where it ends and whom it costs food, as
    (seat, spider id) pairs (bitten, bumped, landed on, or robbed by the Ladybird)."""

    hex: int
    bitten: tuple[tuple[int, str], ...]


def start(state: GameState, content: Content) -> list[Event]:
    """A4.6: fix the order from the critters' positions now, then run it."""
    on_board = sorted((cr.hex, cr.id) for cr in state.critters if cr.hex >= 0)
    state.sweep = [cid for _, cid in on_board]
    state.sweeping = True
    return resume(state, content)


def resume(state: GameState, content: Content) -> list[Event]:
    """Activate the critters still due, stopping to ask the person to steer theirs; once all
    have acted, the spawn."""
    events: list[Event] = []
    while state.sweep:
        cr = state.critter(state.sweep[0])
        if cr.hex < 0:  # killed earlier in the sweep
            state.sweep.pop(0)
            continue
        if ask(state, content, cr):
            return events
        state.sweep.pop(0)
        events += critters.activate(state, content, cr)
    state.sweeping = False
    events += critters.spawn(state, content)
    if content.scenario(state.scenario).spawns > 1:  # AD2 Infestation: a second spawn
        events += second_spawn(state, content)
    return events


def ask(state: GameState, content: Content, cr: Critter) -> bool:
    """Ask the person where their critter goes, when they steer it (A8.5); False when not."""
    options = steer_options(state, content, cr)
    if options:
        state.choices.append(Choice(STEER, cr.controller, options, cr.id))
    return bool(options)


def steer_options(state: GameState, content: Content, cr: Critter) -> list[str]:
    """The person's choices for a critter they control about to act: the six directions
    ("face:1"-"face:6"), or for the Ladybird the free hexes of the outer ring ("hex:61"...).
    Empty when the person does not steer it (a rival's or no one's, entangled, nowhere)."""
    if cr.controller < 0 or state.colonies[cr.controller].kind != HUMAN or cr.entangled:
        return []
    if content.critter(cr.id).behaviour == "fly":
        return [f"hex:{h}" for h in critters.ladybird_hexes(state)]
    return [f"face:{f}" for f in range(1, 7)]


def steer(state: GameState, content: Content, cid: str, option: str) -> list[Event]:
    """The person's answer: the critter acts as steered; a sweep then carries on (advance).
    A Mind Control's own activation asks the same question outside any sweep."""
    if state.sweeping and state.sweep and state.sweep[0] == cid:
        state.sweep.pop(0)
    cr = state.critter(cid)
    kind, _, value = option.partition(":")
    if kind == "hex":
        return critters.activate(state, content, cr, to=int(value))
    return critters.activate(state, content, cr, face=int(value))


def preview(state: GameState, content: Content, cr: Critter, option: str) -> Preview:
    """Where a steering option sends the critter and who loses food by it; changes nothing."""
    kind, _, value = option.partition(":")
    hit: list[tuple[int, str]] = []
    if kind == "hex":
        end = int(value)
        near = critters.nearest_visible(state, end)  # A8.1: it robs the nearest colony
        if near is not None:
            hit.append((near[0].seat, near[1].id))
    else:
        end, bumped, landed = critters.crawl(state, content, cr, int(value))
        for who in (bumped, landed):
            if who is not None:
                hit.append((who[0].seat, who[1].id))
    around = {end, *BOARD.adjacent[end]}
    for c, s in critters.spiders_on_board(state):
        if s.hex in around and critters.visible(s) and (c.seat, s.id) not in hit:
            hit.append((c.seat, s.id))
    return Preview(end, tuple(hit))


def second_spawn(state: GameState, content: Content) -> list[Event]:
    """AD4 Infestation: a second critter on the lowest-numbered free ring-1 hex, else none."""
    for h in BOARD.ring_hexes(1):
        if state.occupant(h) is None:
            cid = bag.draw(state.critter_bag, state.rng)
            if cid is None:
                return []
            cr = state.critter(cid)
            cr.hex, cr.bitten = h, 0
            return critters.bites(state, content, cr)
    return []
