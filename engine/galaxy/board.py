"""The board's own rules: where the player may build, bases coming and going, victory (C4, C7).

Both the legality checks and the effects that offer choices ask these functions, so "where may
a base go" is decided in one place.
"""

from __future__ import annotations

from engine.core.commands import Event
from engine.galaxy.colours import BLACK, SUPREMACY
from engine.galaxy.content import Content
from engine.galaxy.events import BasePlaced, ConflictCancelled, GameWon, RouteCompleted
from engine.galaxy.scenarios import victory_counts
from engine.galaxy.state import GameState, TurnStats
from engine.galaxy.supply import ongoing


def conflicts_over(state: GameState, system: int) -> list[int]:
    """Tableau indexes of the open conflicts a status change of `system` would end (C6.5)."""
    return [
        i
        for i, p in enumerate(state.tableau)
        if p.is_open_conflict and system in (p.origin, p.target)
    ]


def is_empty_system(state: GameState, system: int) -> bool:
    """Empty for a base (C4.1): no base, no swarm, no black hole, not a starting system."""
    s = state.galaxy.system(system)
    return not (
        s.is_start
        or state.has_base(system)
        or state.swarm_at(system)
        or state.is_black_hole(system)
    )


def route_buildable(state: GameState, rid: int) -> str:
    """Why cubes cannot go on this route now ("" when they can), per C4.1."""
    route = state.galaxy.routes[rid]
    if len(state.routes[rid]) >= route.slots:  # state.route_complete, read directly: hot
        return "that route is already complete"
    bases, holes = state.bases, state.black_holes
    at_a, at_b = route.a in bases, route.b in bases
    if not (at_a or at_b):
        return "a route must touch a system holding one of your bases"
    if (at_a and route.b in holes) or (at_b and route.a in holes):
        return "the far end of that route is a black hole"
    return ""


def route_accepts(state: GameState, content: Content, rid: int, colour: str) -> str:
    """Why a cube of this colour cannot join the route's cubes ("" when it can)."""
    if colour == BLACK:
        return "black cubes never go on routes"
    colours = set(state.routes[rid])
    allowed = 2 if ongoing(state, content, "route_two_colours") else 1
    if colour not in colours and len(colours) >= allowed:
        if allowed == 1:
            return f"this route already carries {next(iter(colours))}: one colour per route"
        return "this route already carries two colours"
    return ""


def place_base(
    state: GameState, content: Content, system: int, rule: str, keep: int = -1
) -> list[Event]:
    """Put a base on a system if one is left in the supply (C1); its status changes (C6.5),
    which cancels conflicts involving it (but the one at tableau index `keep`)."""
    if state.has_base(system) or len(state.bases) >= content.tunables.bases:
        return []
    state.bases.append(system)
    state.bases.sort()
    events: list[Event] = [BasePlaced(system, rule=rule)]
    events += status_changed(state, system, "your base arrived", keep=keep)
    return events


def status_changed(state: GameState, system: int, why: str, keep: int = -1) -> list[Event]:
    """Cancel every open conflict involving the system (C6.5), except tableau index `keep`.

    A cancelled conflict returns the player's cubes to the bag and its card is discarded;
    cubes on the Weavers' side go back to the reserve.
    """
    events: list[Event] = []
    for i in reversed(range(len(state.tableau))):
        proj = state.tableau[i]
        if i == keep or not proj.is_open_conflict:
            continue
        if system not in (proj.origin, proj.target):
            continue
        for c in proj.cubes:
            if c:
                state.bag[c] += 1
        for c in proj.defender:
            if c:
                state.reserve[c] += 1
        del state.tableau[i]
        state.discard.append(proj.card)
        events.append(ConflictCancelled(proj.card, system, why))
    return events


def complete_route_if_full(state: GameState, content: Content, rid: int) -> list[Event]:
    """A full route is complete; its far system gets a base if it is empty (C4.1)."""
    if not state.route_complete(rid):
        return []
    route = state.galaxy.routes[rid]
    events: list[Event] = [RouteCompleted(rid)]
    for end in (route.a, route.b):
        far = route.other(end)
        if state.has_base(end) and is_empty_system(state, far):
            events += place_base(state, content, far, "C4.1")
            break
    return events


def free_base_systems(state: GameState) -> list[int]:
    """Empty systems joined by a route to one of the player's bases (free-base effects)."""
    out = set()
    for r in state.galaxy.routes:
        for end in (r.a, r.b):
            if state.has_base(end) and is_empty_system(state, r.other(end)):
                out.add(r.other(end))
    return sorted(out)


def victory(state: GameState, content: Content) -> GameWon | None:
    """The first victory condition met now (C7, W7.1) that the scenario leaves on (D2.5)."""
    # Checked after every command: each condition is worked out only when the ones before it
    # did not end the game, in this order.
    tun = content.tunables
    if len(state.bases) >= tun.bases and victory_counts(state, content, "bases"):
        return GameWon("bases", rule="C7")
    top = max(state.supremacy[k] for k in SUPREMACY)
    if top >= tun.supremacy_goal and victory_counts(state, content, "supremacy"):
        return GameWon("supremacy", rule="C7")
    starts = sum(1 for b in state.bases if state.galaxy.system(b).is_start)
    if starts >= 2 and victory_counts(state, content, "second_start"):
        return GameWon("second_start", rule="C7")
    gone = state.opponent == "weavers" and not state.swarms
    if gone and victory_counts(state, content, "banished_all"):
        return GameWon("banished_all", rule="W7.1")
    return None


def record_turn(state: GameState) -> None:
    """The chart's row for this turn: the board as it stands (a game won mid-turn ends on
    its winning position, not on the turn before)."""
    row = TurnStats(state.turn, len(state.bases), len(state.black_holes), state.supremacy_total())
    if state.history and state.history[-1].turn == state.turn:
        state.history[-1] = row
    else:
        state.history.append(row)


def finish_if_won(state: GameState, content: Content) -> list[Event]:
    if state.over:
        return []
    won = victory(state, content)
    if won is None:
        return []
    record_turn(state)
    state.over = True
    state.result = "won"
    state.cause = won.path
    state.pending = None
    return [won]
