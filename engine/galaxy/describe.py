"""Plain words for what happens and what things do: log lines, card texts, species powers.

The client prints these; keeping them in the engine means every screen (and the CLI) says
the same thing, and tests can read them without pygame.
"""

from __future__ import annotations

from engine.core.commands import Command, Event
from engine.core.words import plural  # noqa: F401  (its home before; still used here)
from engine.galaxy import commands as gc
from engine.galaxy import events as ge
from engine.galaxy.colours import SUPREMACY_OF
from engine.galaxy.content import DECK_NAMES, CardDef, Content, Effect, SpeciesDef
from engine.galaxy.galaxy import Galaxy
from engine.galaxy.state import GameState
from engine.weavers import events as we

KIND_NAMES = {
    "might": "Might",
    "insight": "Insight",
    "prosperity": "Prosperity",
    "industry": "Industry",
    "order": "Order",
}
SYMBOL_OF_COLOUR = {c: KIND_NAMES[k] for c, k in SUPREMACY_OF.items()}
PATHS = {
    "bases": "expansion (all your bases are on the board)",
    "supremacy": "supremacy (five identical symbols)",
    "second_start": "a second starting system conquered",
    "banished_all": "every swarm banished",
}
CAUSES = {
    "home_lost": "your home system fell to the Weavers",
    "black_holes": "the galaxy filled with black holes",
    "stalled": "the galaxy stalled: no cube left to draw and no swarm able to feed",
    "standstill": "the galaxy stood still: turn after turn ended as an earlier turn had",
    "turn_limit": "the turn limit was reached",
    "deadline": "the last swarms held out until the deadline",
    "goal_missed": "the goal's last turn passed without a win",
}


def effect_text(eff: Effect) -> str:
    n = eff.count
    texts = {
        "add_cubes": f"add {plural(n, eff.colour + ' cube')} from the reserve to your bag",
        "draw_next": f"draw {plural(n, 'more cube')} next turn",
        "extra_card": "take one more card this turn",
        "free_base": "place a base in an empty system joined by a route to one of yours",
        "settle_free": "settle a planet in one of your systems for free",
        "advance_route": f"fill {plural(n, 'route slot')} from the reserve",
        "skip_turn": "you skip your next turn",
        "draw_bonus": f"draw {plural(n, 'more cube')} every turn",
        "route_two_colours": "a route may carry cubes of two colours",
        "extra_project": f"hold {plural(n, 'more unfinished project')}",
        "conflict_discount": f"your conflicts need {plural(n, 'cube')} fewer on your side",
        "settle_bonus": f"settling a planet adds {plural(n, 'more cube')} to your bag",
        "steal": "once a turn, move 1 cube from a Weaver project or the Weavers' side of a "
        "conflict back to the reserve",
        "exchange": "once a turn, swap a cube in your hand for one of another colour",
        "redraw": "once a turn, put a cube from your hand back in the bag and draw again",
        "extra_draw": f"once a game, draw {plural(n, 'extra cube')} at once",
        "start_card": f"start with the top {eff.deck} card",
        "supremacy": f"start with {n} {KIND_NAMES.get(eff.symbol, eff.symbol)}",
    }
    return texts.get(eff.kind, eff.kind)


CHOICE_PROMPTS = {
    "free_base": "Choose a lit system for your new base: it costs nothing",
    "settle_free": "Choose a lit planet to settle: it costs nothing",
    "advance_route": "Choose a lit route: a cube from the reserve fills its next slot",
}


def choice_prompt(kind: str) -> str:
    """What a pending choice (a card effect or a species power) asks of the player."""
    return CHOICE_PROMPTS.get(kind, "Choose one of the lit places")


def command_text(cmd: Command, state: GameState, content: Content) -> str:
    """A move in player words, as the thing done ("red cube on route 1-2"), for the log's
    note of a move taken back ("Undone: ...")."""
    g = state.galaxy
    match cmd:
        case gc.PlaceCube(colour=c, spot="route", ref=r):
            return f"{c} cube on {route_name(g, r)}"
        case gc.PlaceCube(colour=c, spot="planet", ref=p):
            return f"{c} cube on {planet_name(g, p)}"
        case gc.PlaceCube(colour=c, ref=i):
            return f"{c} cube on {content.card(state.tableau[i].card).name}"
        case gc.Recall():
            return "black cube spent to take a cube back"
        case gc.TakeCard(deck=d):
            return (
                f"{content.card(state.tableau[-1].card).name} taken from the {DECK_NAMES[d]} deck"
            )
        case gc.InitiateConflict(project=i, target=t):
            return f"attack on {_system(t)} with {content.card(state.tableau[i].card).name}"
        case gc.UseLeader(project=i):
            return f"{content.card(state.tableau[i].card).name}'s ability"
        case gc.UsePower():
            return "your species' power"
        case _:
            return "your last move"


def card_text(card: CardDef) -> str:
    reward = " + ".join(KIND_NAMES[r] for r in card.reward)
    parts = [f"Reward: {reward}."]
    if card.effect:
        parts.append(f"Then {effect_text(card.effect)}.")
    if card.ongoing:
        parts.append(f"While it is your government, {effect_text(card.ongoing)}.")
    if card.ability:
        parts.append(f"Leader: {effect_text(card.ability)}.")
    if card.defender:
        parts.append("Defenders, if a swarm holds the target: " + ", ".join(card.defender) + ".")
    return " ".join(parts)


def species_text(sp: SpeciesDef) -> str:
    bonus = "; ".join(effect_text(b) for b in sp.bonus)
    return f"{sp.blurb} Start: {bonus}. Power: {effect_text(sp.power)}."


def _system(n: int) -> str:
    return f"system {n}"


def _sw(content: Content, card: str) -> str:
    return f"the {content.weavers[card].name} swarm"


def route_name(galaxy: Galaxy | None, rid: int) -> str:
    if galaxy is None:
        return f"route {rid}"
    r = galaxy.routes[rid]
    return f"route {r.a}-{r.b}"


def planet_name(galaxy: Galaxy | None, pid: int) -> str:
    if galaxy is None:
        return f"planet {pid}"
    flat = [(s.number, p) for s in galaxy.systems for p in s.planets]
    system, planet = flat[pid]
    return f"a {planet.colour} planet in system {system}"


def event_text(event: Event, content: Content, galaxy: Galaxy | None = None) -> str | None:
    """One log line for an event (without its rule ID), or None for events not worth a line."""
    e = event
    g = galaxy
    match e:
        case ge.TurnStarted(turn=t, skipped=True):
            return f"Turn {t} (skipped): you draw, the Weavers act, the cubes go back"
        case ge.TurnStarted(turn=t):
            return f"Turn {t} begins"
        case ge.CubesDrawn(colours=cs):
            return "You draw " + (", ".join(cs) if cs else "nothing: the bag is empty")
        case ge.CubePlaced(colour=c, spot="route", ref=r, from_reserve=True):
            return f"A {c} cube from the reserve goes on {route_name(g, r)}"
        case ge.CubePlaced(colour=c, spot=spot, ref=r):
            if spot == "route":
                return f"You place {c} on {route_name(g, r)}"
            if spot == "planet":
                return f"You place {c} on {planet_name(g, r)}"
            return f"You place {c} on a project"
        case ge.CubeRecalled(colour=c):
            return f"You spend black to take back a {c} cube"
        case ge.RouteCompleted(route=r):
            return f"{route_name(g, r).capitalize()} is complete"
        case ge.BasePlaced(system=s):
            return f"You found a base in {_system(s)}"
        case ge.BaseLost(system=s):
            return f"Your base in {_system(s)} is lost"
        case ge.PlanetSettled(system=s, colour=c, added=n):
            return f"A {c} planet in {_system(s)} is settled: +{n} {c} in your bag"
        case ge.CardTaken(card=cid):
            return f"You take {content.card(cid).name}"
        case ge.ProjectCompleted(card=cid):
            return f"{content.card(cid).name} is complete"
        case ge.SupremacyGained(kind=k, level=lv):
            return f"{KIND_NAMES[k]} rises to {lv}"
        case ge.CubesAdded(colour=c, count=n):
            return f"+{plural(n, c + ' cube')} in your bag"
        case ge.GovernmentChanged(card=cid, replaced=old) if old:
            return f"{content.card(cid).name} replaces {content.card(old).name} as government"
        case ge.GovernmentChanged(card=cid):
            return f"{content.card(cid).name} becomes your government"
        case ge.LeaderUsed(card=cid, detail=d):
            return f"{content.card(cid).name} acts: {d}"
        case ge.PowerUsed(species=sp):
            return f"The {content.species[sp].name} use their power"
        case ge.ChoiceNeeded(kind=k):
            return choice_prompt(k)
        case ge.ConflictInitiated(card=cid, origin=o, target=t, slots=n):
            return f"{content.card(cid).name}: from {_system(o)} against {_system(t)} ({n} slots)"
        case ge.ConflictWon(card=cid, target=t):
            return f"You win {content.card(cid).name} and take {_system(t)}"
        case ge.ConflictCancelled(card=cid, system=s, why=w):
            return f"{content.card(cid).name} is cancelled: {w} in {_system(s)}"
        case ge.HandReturned(colours=cs):
            return f"Your hand goes back into the bag ({', '.join(cs)})"
        case ge.BagCubeLost(colour=c, why=w):
            return f"The dark takes a {c} cube from your bag: {w}"
        case ge.TurnSkipped(turn=t):
            return f"You skip turn {t}"
        case ge.GameWon(path=p):
            how = PATHS.get(p, p)
            return f"Victory by {how}" if p in ("bases", "supremacy") else f"Victory: {how}"
        case ge.GameLost(cause=c):
            return f"Game over: {CAUSES.get(c, c)}"
        case we.SwarmPlaced(card=c, system=s):
            return f"{_sw(content, c)} appears in {_system(s)}"
        case we.SwarmTargeted(card=c, target=t, reason=r):
            return f"{_sw(content, c)} turns toward {_system(t)}: {r}"
        case we.SwarmRemoved(card=c, system=s):
            return f"{_sw(content, c)} finds no target and collapses in {_system(s)}"
        case we.BlackHolePlaced(system=s, count=n):
            return f"{_system(s).capitalize()} becomes a black hole ({n})"
        case we.RouteUnravelled(route=r, colours=cs):
            n = len(cs)
            return f"{route_name(g, r).capitalize()} unravels: {plural(n, 'cube')} to your bag"
        case we.SpanStarted(hand=h):
            return "The Weavers read your hand: " + (", ".join(h) if h else "empty")
        case we.SpanEnded(summary=text) if text:
            return f"Span summary: {text}"
        case we.WeaverAdvanced(card=c, project=p, colour=col, diverted_to=d) if d:
            return f"{_sw(content, c)}'s {col} cube goes to the defenders of {content.card(d).name}"
        case we.WeaverAdvanced(card=c, project=p, filled=f, slots=n):
            return f"{_sw(content, c)} weaves {p} ({f}/{n})"
        case we.WeaverStarved(card=c, colour=col):
            return f"{_sw(content, c)} finds no {col} cube in the reserve"
        case we.SupremacyReaction(card=c, symbol=k):
            return f"{_sw(content, c)} feeds on your {KIND_NAMES[k]}"
        case we.Proliferated(card=c, new_card=n, at=t):
            return f"{_sw(content, c)} splits: {_sw(content, n)} lands in {_system(t)}"
        case we.Morphed(card=c, new_card=n, system=s):
            return f"{_sw(content, c)} morphs into {_sw(content, n)} in {_system(s)}"
        case we.Engulfed(card=c, left=a, at=b):
            return f"{_sw(content, c)} engulfs {_system(a)} and moves to {_system(b)}"
        case we.Captured(system=s, bases_lost=b, route_cubes=r):
            return f"{_system(s).capitalize()} is captured ({b} base lost, {r} route cubes back)"
        case we.SwarmBanished(card=c, system=s):
            return f"{_sw(content, c)} is banished from {_system(s)}"
        case we.ConflictLostToWeavers(card=cid):
            return f"The Weavers win {content.card(cid).name}; your cubes on it are lost"
    return None


def log_line(event: Event, content: Content, galaxy: Galaxy | None = None) -> str | None:
    """An event as a log line ending with its rule ID, e.g. '... (W2.4)'."""
    text = event_text(event, content, galaxy)
    if text is None:
        return None
    text = text[0].upper() + text[1:]
    rule = getattr(event, "rule", "")
    return f"{text} ({rule})" if rule else text


def log_lines(events: list[Event], content: Content, galaxy: Galaxy | None = None) -> list[str]:
    """The log lines of many events, in order (events with nothing to say are left out)."""
    return [line for e in events if (line := log_line(e, content, galaxy))]


def result_text(result: str, cause: str) -> str:
    """How a finished game ended, e.g. 'Won: every swarm banished'."""
    if result == "won":
        return f"Won: {PATHS.get(cause, cause)}"
    return f"Lost: {CAUSES.get(cause, cause)}"
