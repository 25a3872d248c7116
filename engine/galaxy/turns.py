"""The turn cycle (C3): draw, the Weavers Span, the player acts, then the end of the turn."""

from __future__ import annotations

from engine.core.commands import Event
from engine.galaxy import board, scenario_rules
from engine.galaxy.colours import COLOURS
from engine.galaxy.content import Content
from engine.galaxy.events import HandReturned, TurnSkipped, TurnStarted
from engine.galaxy.standstill import note_turn_end, standstill_loss
from engine.galaxy.state import GameState
from engine.galaxy.supply import draw, hand_list, ongoing
from engine.weavers.ending import loss_at_end_of_turn
from engine.weavers.events import WeaverAdvanced
from engine.weavers.weaving import run_span


def start_turn(state: GameState, content: Content, skipped: bool = False) -> list[Event]:
    """Phase 1 (C3.1): draw; then the Weavers Span (C3.2, W3). A scenario's late swarm
    enters first (D2.1), so it reads this turn's hand like the others."""
    late = scenario_rules.late_swarm(state, content)
    count = content.tunables.draw + ongoing(state, content, "draw_bonus") + state.draw_next_bonus
    state.draw_next_bonus = 0
    drawn = draw(state, count)
    span = run_span(state, content)
    state.stalled = not drawn.colours and not any(isinstance(e, WeaverAdvanced) for e in span)
    events: list[Event] = [TurnStarted(state.turn, skipped), *late, drawn, *span]
    events += board.finish_if_won(state, content)
    return events


def return_hand(state: GameState, rule: str = "C3.4") -> list[Event]:
    cubes = hand_list(state)
    for c in COLOURS:
        state.bag[c] += state.hand[c]
        state.hand[c] = 0
    return [HandReturned(cubes, rule=rule)] if cubes else []


def _close_turn(state: GameState, content: Content) -> list[Event]:
    """End-of-turn checks (C7, W7.2-W7.4) and the chart row."""
    board.record_turn(state)
    note_turn_end(state)
    events = board.finish_if_won(state, content)
    lost = loss_at_end_of_turn(state, content) or standstill_loss(state, content)
    if lost is not None:
        state.over = True
        state.result = "lost"
        state.cause = lost.cause
        state.pending = None
        events.append(lost)
    state.turn += 1
    state.cards_taken = 0
    state.card_allowance = 1
    return events


def end_turn(state: GameState, content: Content) -> list[Event]:
    """Phase 3 (C3.4), a skipped turn if one is owed (C5.5), then the next turn's start."""
    events = return_hand(state)
    events += _close_turn(state, content)
    if state.skip_next and not state.over:
        state.skip_next = False
        events.append(TurnSkipped(state.turn))
        events += start_turn(state, content, skipped=True)
        events += return_hand(state, rule="C5.5")
        events += _close_turn(state, content)
    if not state.over:
        events += start_turn(state, content)
    return events
