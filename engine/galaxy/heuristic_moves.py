"""How the heuristic player scores each kind of command, from what the position says
(engine.galaxy.heuristic_position): a value and the one-line reason a hint shows. A command
kind with no scorer here is worth nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import attrs

from engine.core.commands import Command
from engine.galaxy import board
from engine.galaxy import commands as gc
from engine.galaxy.colours import ANY, BLACK
from engine.galaxy.content import CONFLICT, LEADER, CardDef
from engine.galaxy.describe import KIND_NAMES
from engine.weavers.capture import slots_needed

if TYPE_CHECKING:
    from engine.galaxy.heuristic_position import Position

END_TURN_VALUE = 0.3  # anything worth less than this is not worth doing this turn


@attrs.frozen
class Choice:
    command: Command
    score: float
    reason: str


# A scorer's reason is its text, or what makes the text when asked: the player scores every
# legal move but shows the reason of one, so the dearer reasons are written only for it.
Reason = str | Callable[[], str]


def score(pos: Position, cmd: Command) -> Choice:
    value, reason = rank(pos, cmd)
    return Choice(cmd, value, said(reason))


def rank(pos: Position, cmd: Command) -> tuple[float, Reason]:
    """The command's value, and its reason as the scorer gave it (see `said`)."""
    scorer = SCORERS.get(type(cmd))
    return scorer(pos, cmd) if scorer else (0.0, "")


def said(reason: Reason) -> str:
    return reason if isinstance(reason, str) else reason()


def end_turn(pos: Position, cmd: gc.EndTurn) -> tuple[float, str]:
    return END_TURN_VALUE, "Nothing better to do this turn: end it"


def place_cube(pos: Position, cmd: gc.PlaceCube) -> tuple[float, Reason]:
    st, colour = pos.st, cmd.colour
    if cmd.spot == "route":
        # A cube of any colour is worth the same on a route: each route is scored once for
        # every colour in the hand.
        known = pos.route_scores.get(cmd.ref)
        if known is None:
            known = pos.route_scores[cmd.ref] = _route(pos, cmd)
        return known
    if cmd.spot == "planet":
        planet = st.planets[cmd.ref]
        early = 3.2 if st.turn < 8 else 2.0
        value = early * (planet.cubes + 1) / planet.cost
        if pos.threat.get(planet.system, 0.0) > 3:
            value *= 0.4  # about to be captured: its cubes would go to the reserve
        return value, f"Settle a {planet.colour} planet in system {planet.system}: more cubes"
    # A project's worth is the same for every slot and colour but for flexible slots (below).
    scored = pos.project_scores.get(cmd.ref)
    if scored is None:
        scored = pos.project_scores[cmd.ref] = _project(pos, cmd)
    value, reason, conflict = scored
    if not conflict and st.tableau[cmd.ref].needs[cmd.slot] == ANY and colour != BLACK:
        value -= 0.15 * pos.share[colour]  # keep flexible slots for awkward colours
    return value, reason


def _route(pos: Position, cmd: gc.PlaceCube) -> tuple[float, Reason]:
    st = pos.st
    route = st.galaxy.routes[cmd.ref]
    filled = len(st.routes[cmd.ref]) + 1
    far = route.b if st.has_base(route.a) else route.a
    if st.has_base(far):
        return 0.2, f"Link systems {route.a} and {route.b}: nothing better for this cube"
    empty = board.is_empty_system(st, far)
    target = pos.system_value(far) if empty else 0.8
    progress = filled / route.slots
    value = target * (0.35 + 0.65 * progress)
    if filled == route.slots:
        value += target
    near = st.has_base(route.a) and route.a or route.b
    value -= 0.5 * pos.threat.get(near, 0.0) / 4

    def reason() -> str:
        gain = "a new base there" if empty else "the route is yours"
        text = f"Build toward system {far} ({filled}/{route.slots}): {gain} when full"
        ended = board.conflicts_over(st, far) if empty else []
        if filled == route.slots and ended:
            names = " and ".join(pos.content.card(st.tableau[i].card).name for i in ended)
            text += f"; that ends your {names} there, its cubes back to your bag"
        return text

    return value, reason


def _project(pos: Position, cmd: gc.PlaceCube) -> tuple[float, Reason, bool]:
    """A cube on the project's worth before its slot's colour counts, its reason, and whether
    the project is a conflict (no colour counts then)."""
    st = pos.st
    proj = st.tableau[cmd.ref]
    card = pos.content.card(proj.card)
    open_slots = sum(1 for c in proj.cubes if not c)
    if card.deck == CONFLICT:
        value = pos.conflict_value(proj.target, proj.origin, card) / open_slots
        if proj.defender and any(proj.defender):
            left = sum(1 for c in proj.defender if not c)
            value *= 1.5 if left <= open_slots else 1.0  # race the Weavers' side
        value += 0.6
        return value, f"Push {card.name}: fill it first to win system {proj.target}", True
    value = pos.card_value(card) / open_slots
    if open_slots == 1:
        value += 1.0  # completing now
    elif open_slots >= 3 and pos.cubes_left() <= 6:
        value *= 0.3  # a starved bag should not sink cubes into a long project

    def project_reason() -> str:
        reward = " + ".join(KIND_NAMES[k] for k in card.reward)
        if open_slots == 1:
            return f"Finish {card.name}: it gives you {reward}"
        return f"Work on {card.name}: {open_slots} slots left to gain {reward}"

    return value, project_reason, False


def initiate_conflict(pos: Position, cmd: gc.InitiateConflict) -> tuple[float, str]:
    from engine.galaxy.projects import conflict_needs

    st = pos.st
    card = pos.content.card(st.tableau[cmd.project].card)
    needs = conflict_needs(st, pos.content, card, cmd.target)
    short = len(needs) - pos.fillable_now(needs)
    value = pos.conflict_value(cmd.target, cmd.origin, card)
    sw = st.swarm_on(cmd.target)
    if short == 0:
        # Won before any Span can feed the defenders.
        return value + 4.0, f"Attack system {cmd.target}: your hand can win it this turn"
    if sw is not None and len(st.swarms) == 1 and short <= 1:
        # The last swarm: its lone cubes fill the defenders slowly; the race is ours.
        return value * 0.8, f"Attack system {cmd.target}: banishing the last swarm wins"
    if sw is not None and st.has_base(sw.target) and pos.threat.get(sw.target, 0) > 2.5:
        # It will not win this turn, but it soaks up the swarms' cubes (W6.2).
        return value * 0.35, f"Attack system {cmd.target}: it diverts the swarms' cubes"
    gain = "banish its swarm" if sw is not None else "take the system"
    return value * 0.25 / (1 + short), f"Attack system {cmd.target}: win it to {gain}"


def take_card(pos: Position, cmd: gc.TakeCard) -> tuple[float, Reason]:
    st = pos.st
    card = pos.content.card(st.decks[cmd.deck][0])
    fit = sum(pos.share.get(n, 0.8) if n != ANY else 0.8 for n in card.slots) / len(card.slots)
    value = 0.6 + pos.card_value(card) * (0.35 + fit) / (1 + 0.25 * len(card.slots))
    locked = sum(1 for p in st.tableau if not p.done and any(p.cubes))
    if pos.cubes_left() <= 8 and locked >= 2:
        value -= 1.5  # no cubes to spare for another project
    if card.deck == CONFLICT:
        targets = [n for b in st.bases for n in st.galaxy.neighbours(b) if st.swarm_at(n)]
        value += (1.5 + 6.0 / len(st.swarms)) if targets else -0.5
    if card.deck == LEADER and card.ability and card.ability.kind == "steal" and st.swarms:
        value += 1.0

    def reason() -> str:
        reward = " + ".join(KIND_NAMES[k] for k in card.reward)
        return f"Take {card.name}: it gives {reward}; {_hand_fit(pos, card)}"

    return value, reason


def _hand_fit(pos: Position, card: CardDef) -> str:
    """What the hand really holds for the card's slots: the hint says so, never more."""
    slots = list(card.slots)
    fits = pos.fillable_now(slots)
    if fits == len(slots):
        return "your hand can fill all its slots"
    if fits * 2 >= len(slots):
        return f"your hand can fill {fits} of its {len(slots)} slots"
    wanted = sorted({n for n in slots if n != ANY})
    colours = ", ".join(wanted) if wanted else "any colour"
    if fits == 0:
        return f"it wants {colours}, none in your hand yet"
    return f"it wants {colours}; your hand fills only {fits} of its {len(slots)} slots"


def use_leader(pos: Position, cmd: gc.UseLeader) -> tuple[float, str]:
    st = pos.st
    card = pos.content.card(st.tableau[cmd.project].card)
    if cmd.spot == "swarm":
        sw = st.swarm_on(cmd.ref)
        if sw is None:
            return 0.0, ""
        need = slots_needed(st, pos.content, sw.card, cmd.slot)
        urgency = sw.cubes[cmd.slot] / need
        threatens = st.has_base(sw.target)
        if st.standstill:
            # The last turn ended as an earlier one had (W7.4): stealing again only
            # repeats it, and a galaxy that stands still is lost. Let the swarm move.
            return 0.1, f"{card.name}: holding this swarm off again only repeats the turn"
        if pos.cubes_left() == 0:
            # No cube left to draw or place: holding off even a strike on the home only
            # repeats the same turn forever (the swarm feeds, the leader steals it back).
            return 0.1, f"{card.name}: holding this swarm off only delays the end"
        if pos.dry() and sw.target != st.home:
            # Holding the swarm off forever only stalls a game we cannot build in; its
            # capture sends route cubes back to the bag (W5).
            return 0.1, f"{card.name}: no point holding this swarm off now"
        if urgency < 0.8 and not threatens:
            # Stealing from a swarm that threatens nothing only drags the game out.
            return 0.1, f"{card.name}: pull a cube off a harmless swarm"
        value = 1.0 + 3.0 * urgency + (2.0 if threatens else 0.0)
        if cmd.slot == 1:
            value *= 0.5  # a morph does the least harm
        return value, f"{card.name}: pull a cube off a swarm about to strike"
    if cmd.spot == "conflict":
        if pos.dry() or st.standstill:
            return 0.1, f"{card.name}: no cubes to win that conflict with"
        return 2.5, f"{card.name}: weaken the defenders"
    if cmd.colour2:
        gain = pos.share.get(cmd.colour, 0.2) - pos.share.get(cmd.colour2, 0.2)
        return 0.2 + gain, f"{card.name}: swap {cmd.colour} for {cmd.colour2}"
    return 0.25, f"{card.name}: trade a cube back for a chance at a better one"


def use_power(pos: Position, cmd: gc.UsePower) -> tuple[float, str]:
    power = pos.content.species[pos.st.species].power
    if power.kind == "free_base":
        best = max((pos.system_value(s) for s in board.free_base_systems(pos.st)), default=0.0)
        return best, "Use your species' power: a free base"
    return (1.5 if pos.st.turn > 3 else 0.2), "Use your species' power: more cubes now"


def choose(pos: Position, cmd: gc.Choose) -> tuple[float, Reason]:
    st, pending = pos.st, pos.st.pending
    if pending is None:
        return 0.0, ""
    if pending.kind == "free_base":
        return pos.system_value(cmd.ref), f"Found the base in system {cmd.ref}: the best spot"
    if pending.kind == "settle_free":
        planet = st.planets[cmd.ref]
        value = 1.0 + planet.cost - planet.cubes
        return value, f"Settle the planet in system {planet.system}: it saves the most cubes"
    value, reason = place_cube(pos, gc.PlaceCube(cmd.colour, "route", cmd.ref))
    return value, reason


def recall(pos: Position, cmd: gc.Recall) -> tuple[float, str]:
    """Worth it only when the bag is starved: free a cube locked on a far-off project."""
    st = pos.st
    if pos.cubes_left() > 5:
        return -1.0, "Take a cube back: only worth it when the bag runs dry"
    if st.standstill:  # the cube would only go back where it was: the turn repeats (W7.4)
        return -1.0, "Take a cube back: it only repeats the last turn"
    if cmd.spot == "project":
        proj = st.tableau[cmd.ref]
        empty = sum(1 for c in proj.cubes if not c)
        if empty >= 3 or pos.cubes_left() <= 3:
            return 0.9, "Take a cube back: a far-off project holds it, and the bag is dry"
    # Never from a route: the cube would only go back on it, round and round.
    return -1.0, "Take a cube back: only worth it when the bag runs dry"


SCORERS: dict[type, Callable[[Any, Any], tuple[float, Reason]]] = {
    gc.EndTurn: end_turn,
    gc.PlaceCube: place_cube,
    gc.InitiateConflict: initiate_conflict,
    gc.TakeCard: take_card,
    gc.UseLeader: use_leader,
    gc.UsePower: use_power,
    gc.Choose: choose,
    gc.Recall: recall,
}
