"""The rival races (SA): a decision card per round, candidate actions in plan order, the
forecast, card use, bid, muster and targets. Deterministic from the game's generator (only
the decision deck is shuffled); every choice comes with a one-line reason (SA1.3).

`decide` answers with the command a rival gives now; the rules apply it like a person's.
The heuristic player (SA7.9) is the same mind with a fixed Raid card at level 3.

Why so long: SA is one rival's mind, each step of a round (card, bid, muster, move, targets) a
short function calling the one before it; the forecast and card use could leave for modules of
their own when this grows further.
"""

from __future__ import annotations

import attrs

from engine.core.commands import Command
from engine.swarm import combat
from engine.swarm import commands as sc
from engine.swarm.board import BLACK_HOLE, CLUSTER, NEBULA, QUASAR, RUINS, distances_from
from engine.swarm.content import EVENT, TECHNOLOGY, Content, LevelDef, StanceDef
from engine.swarm.describe import a_or_an, plural
from engine.swarm.events import RivalDecision
from engine.swarm.movement import reach, steps_left, stops_at
from engine.swarm.state import (
    BATTLE_WINDOW,
    BID_WINDOW,
    DEVELOPMENT,
    MOVE,
    PICK,
    PRODUCTION,
    Bonus,
    GameState,
    Race,
)
from engine.swarm.values import hand_limit, occupied, value

STANCE_ORDER = ("expand", "raid", "entrench", "surge")  # the order of SD1's mix


def new_decision_deck(state: GameState, content: Content, level: int) -> list[str]:
    """SA2.1: a deck of stances by the level's mix (SD1), shuffled by the game's generator."""
    mix = content.levels[level].stances
    total = sum(mix)
    deck: list[str] = []
    for stance, n in zip(STANCE_ORDER, mix, strict=True):
        deck += [stance] * round(n * content.deck_size / total)
    state.rng.shuffle(deck)
    return deck


@attrs.frozen
class Mind:
    """Whose choices these are: its card face and the level's parameters."""

    stance: StanceDef
    level: LevelDef
    grab: bool
    plan: tuple[str, ...]


def mind_of(
    content: Content, race: Race, stance: str = "", level: int = 0, grab: bool | None = None
) -> Mind:
    st = content.stances[stance or race.card or "raid"]
    lv = content.levels[level or race.level or 3]
    grab = race.grab if grab is None else grab
    plan = content.grab_plan if grab else st.plan
    return Mind(st, lv, grab, tuple(plan))


def grab_due(state: GameState, content: Content) -> bool:
    """SA2.4: the deck holds fewer than grab_cards_per_race x races in play."""
    return len(state.deck) < content.game.automa.grab_cards_per_race * len(state.in_play())


@attrs.frozen
class Order:
    action: str
    mover: int
    goal: int
    count: int
    path: tuple[int, ...]
    note: str = ""


def decide(
    state: GameState, content: Content, race: Race, mind: Mind
) -> tuple[Command, RivalDecision | None]:
    """The command this race gives now, and the decision event to log (None for routine)."""
    phase = state.phase
    if phase == BID_WINDOW:
        return sc.Pass(race.id), None  # SA5.2: never in the bid
    if phase == PICK:
        return _pick(state, race, mind)
    if phase == DEVELOPMENT:
        return _develop(state, content, race, mind)
    if phase == PRODUCTION:
        return _produce(state, content, race, mind)
    if phase == MOVE:
        return _move(state, content, race, mind)
    if phase == BATTLE_WINDOW:
        return _battle_window(state, content, race, mind)
    raise AssertionError(f"a rival has nothing to decide in phase {phase!r}")


def _say(race: Race, mind: Mind, action: str, text: str, rule: str) -> RivalDecision:
    card = "grabbing" if mind.grab else f"{mind.stance.name} card"  # its decision card
    return RivalDecision(race.id, action, mind.stance.id, f"({card}) {text} ({rule})", rule=rule)


# --- bid, development, production --------------------------------------------------------


def _pick(state: GameState, race: Race, mind: Mind) -> tuple[Command, RivalDecision]:
    free = [i + 1 for i, p in enumerate(state.places) if p < 0]
    place = free[0] if mind.stance.bid == "first" else free[-1]
    word = "earliest" if mind.stance.bid == "first" else "latest"
    text = f"takes place {place}, the {word} free"
    return sc.PickPlace(race.id, place), _say(race, mind, "bid", text, "SA6.1")


def _develop(
    state: GameState, content: Content, race: Race, mind: Mind
) -> tuple[Command, RivalDecision | None]:
    order = mind.stance.develop
    if not race.placed_tech:
        techs = [c for c in race.hand if content.cards[c].kind == TECHNOLOGY]
        if techs:
            card = min(techs, key=lambda c: (order.index(content.cards[c].attribute), c))
            attr = content.cards[card].attribute
            text = f"places {a_or_an(attr.title())} Technology, first in its develop order"
            return sc.PlaceTechnology(race.id, card), _say(race, mind, "develop", text, "SA5.1")
    if len(race.hand) > hand_limit(content, race):
        # From the end of the develop order; an Event before a Technology of one attribute.
        def key(c: str) -> tuple:
            cd = content.cards[c]
            return (-order.index(cd.attribute), cd.kind != EVENT, c)

        card = min(race.hand, key=key)
        text = f"discards {a_or_an(content.cards[card].attribute.title())} card, last in its order"
        return sc.Discard(race.id, card), _say(race, mind, "discard", text, "SA5.1")
    return sc.EndPhase(race.id), None


def _produce(
    state: GameState, content: Content, race: Race, mind: Mind
) -> tuple[Command, RivalDecision | None]:
    if mind.level.cards_as_events:  # SA7.6: every Production Event, never a Technology
        for c in sorted(race.hand):
            cd = content.cards[c]
            if cd.attribute == "production" and cd.kind == EVENT:
                text = "plays a Production Event in its Production"
                return sc.PlayCard(race.id, c), _say(race, mind, "card", text, "SA7.6")
    left = value(state, content, race, "production") - race.produced
    if left > 0:
        h, why = muster_stack(state, content, race, mind.stance.muster)
        text = f"musters {plural(left, 'new fleet')} at {state.board.label(h)}, {why}"
        return sc.Produce(race.id, h, left), _say(race, mind, "muster", text, "SA6.2")
    return sc.EndPhase(race.id), None


def muster_stack(state: GameState, content: Content, race: Race, muster: str) -> tuple[int, str]:
    """SA7.8: front, home, Clusters or largest; a missing stack means front."""
    stacks = race.stacks()
    if muster == "home" and race.fleets[race.home] > 0:
        return race.home, "its home"
    if muster == "clusters":
        on = [h for h in stacks if state.board.terrain[h] == CLUSTER]
        if on:
            return max(on, key=lambda h: (race.fleets[h], -h)), "its largest stack on a Cluster"
    if muster == "largest":
        return largest(race), "its largest stack"
    enemies = [h for r in state.races if r.seat != race.seat for h in r.stacks()]
    if not enemies:
        return largest(race), "its largest stack"

    def near(h: int) -> tuple:
        d = distances_from(state.board, h)
        ds = [d[e] for e in enemies if d[e] >= 0]
        return (min(ds) if ds else 999, -race.fleets[h], h)

    return min(stacks, key=near), "the stack nearest an enemy"


def largest(race: Race) -> int:
    return max(race.stacks(), key=lambda h: (race.fleets[h], -h))


# --- the Move phase: candidate actions ---------------------------------------------------


def _move(
    state: GameState, content: Content, race: Race, mind: Mind
) -> tuple[Command, RivalDecision | None]:
    orders_left = value(state, content, race, "strategic") - race.orders
    order = first_order(state, content, race, mind) if orders_left > 0 else None
    wants = [a for a in mind.plan if a in ("strike", "claim")]
    if mind.level.cards_as_events and wants:
        found = order is not None and order.action in wants
        if not found:
            card = enabling_card(state, content, race, mind, wants)
            if card:
                attr = content.cards[card].attribute
                text = f"plays {attr.title()} so that {a_or_an('/'.join(wants))} can go ahead"
                return sc.PlayCard(race.id, card), _say(race, mind, "card", text, "SA7.6")
    if order is None:
        return sc.EndPhase(race.id), None
    b = state.board
    text = (
        f"{order.action}s: {order.count} fleet{'s' if order.count > 1 else ''} "
        f"from {b.label(order.mover)} to {b.label(order.goal)}"
        + (f", {order.note}" if order.note else "")
    )
    rule = {"strike": "SA3.1", "claim": "SA3.2", "explore": "SA3.3", "spread": "SA3.4"}.get(
        order.action, {"guard": "SA3.5", "advance": "SA3.6"}.get(order.action, "SA3")
    )
    cmd = sc.Move(race.id, order.mover, order.count, order.path)
    return cmd, _say(race, mind, order.action, text, rule)


def enabling_card(
    state: GameState, content: Content, race: Race, mind: Mind, wants: list[str]
) -> str:
    """SA7.6: one Movement or Strategic card (Movement first, Events first) that would give a
    Strike or Claim an instance."""
    options = [c for c in race.hand if content.cards[c].attribute in ("movement", "strategic")]
    options.sort(
        key=lambda c: (
            content.cards[c].attribute != "movement",
            content.cards[c].kind != EVENT,
            c,
        )
    )
    tried: set[tuple[str, str]] = set()
    for c in options:
        cd = content.cards[c]
        if (cd.attribute, cd.kind) in tried:
            continue
        tried.add((cd.attribute, cd.kind))
        race.bonuses.append(Bonus(cd.attribute, cd.bonus, "phase", c))
        try:
            if value(state, content, race, "strategic") - race.orders > 0:
                for a in wants:
                    if ACTIONS[a](state, content, race, mind) is not None:
                        return c
        finally:
            race.bonuses.pop()
    return ""


def first_order(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3: the first plan action with a legal instance."""
    for action in mind.plan:
        if action == "explore" and not state.deck:
            continue  # SA7.3
        order = ACTIONS[action](state, content, race, mind)
        if order is not None:
            return order
    return None


def sendable(
    state: GameState, content: Content, race: Race, h: int, strike: bool
) -> tuple[int, int]:
    """SA3.7 / SA7.1: how many fleets an order from h sends (every one with steps left, less
    what stays), and the steps the group can go (its fewest steps left)."""
    left = steps_left(state, content, race, h)
    movable = sum(1 for s in left if s > 0)
    keep = content.game.automa.home_keep if h == race.home else 0
    if not strike:
        keep = max(keep, 1)
    count = min(movable, race.fleets[h] - keep)
    if count <= 0:
        return 0, 0
    return count, left[count - 1]


def _tie(order: Order) -> tuple:
    """SA7.2: fewer steps, more fleets sent, lower goal hex, lower mover hex, lower path."""
    return (len(order.path), -order.count, order.goal, order.mover, order.path)


def _enemy_at(state: GameState, race: Race, h: int) -> bool:
    for r in state.races:  # a plain loop: asked for every hex every order weighs
        if r.fleets[h] > 0 and r.seat != race.seat:
            return True
    return False


def _controls(state: GameState, race: Race, h: int) -> bool:
    return race.fleets[h] > 0 and not _enemy_at(state, race, h)


def strike(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.1: enter an enemy hex where the forecast destroys >= 1 and >= ratio x lost."""
    best, best_key = None, None
    foes = [x for r in state.races if r.seat != race.seat for x in r.stacks()]
    for h in race.stacks():
        count, steps = sendable(state, content, race, h, strike=True)
        if count <= 0:
            continue
        dist = distances_from(state.board, h)
        if not any(0 <= dist[x] <= steps for x in foes):
            continue  # no enemy within reach: skip the search
        for goal, path in reach(state, race, h, steps).items():
            if not _enemy_at(state, race, goal):
                continue
            d, lost = combat.forecast(state, content, race, goal, count + race.fleets[goal])
            if not combat.strike_test(d, lost, mind.level.strike_ratio):
                continue
            victim = max(
                (r for r in state.races if r.seat != race.seat and r.fleets[goal] > 0),
                key=occupied,
            )
            o = Order("strike", h, goal, count, path, f"forecast: kills {d}, loses {lost}")
            key = (-(d - lost), -occupied(victim), *_tie(o))
            if best_key is None or key < best_key:
                best, best_key = o, key
    return best


def _nearest(
    state: GameState,
    content: Content,
    race: Race,
    action: str,
    goals: list[int],
    one: bool = False,
    test_enemy: float | None = None,
    movers: list[int] | None = None,
) -> Order | None:
    """The goal nearest one of the race's stacks that can reach it this turn; the mover is the
    stack nearest the goal (SA7.1); ties by SA7.2."""
    if not goals:
        return None
    best, best_key = None, None
    goalset = set(goals)
    for h in movers if movers is not None else race.stacks():
        count, steps = sendable(state, content, race, h, strike=False)
        if count <= 0:
            continue
        if one:
            count, steps = 1, steps_left(state, content, race, h)[0]
        dist = distances_from(state.board, h)
        if not any(0 <= dist[g] <= steps for g in goals):
            continue
        for goal, path in reach(state, race, h, steps).items():
            if goal not in goalset:
                continue
            note = ""
            if _enemy_at(state, race, goal):
                if test_enemy is None:
                    continue
                d, lost = combat.forecast(state, content, race, goal, count + race.fleets[goal])
                if not combat.strike_test(d, lost, test_enemy):
                    continue
                note = f"forecast: kills {d}, loses {lost}"
            o = Order(action, h, goal, count, path, note)
            key = _tie(o)
            if best_key is None or key < best_key:
                best, best_key = o, key
    return best


def claim(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.2: the nearest Star Cluster it does not control (enemy-held only if Strike's test
    holds)."""
    goals = [h for h in state.board.clusters() if not _controls(state, race, h)]
    return _nearest(state, content, race, "claim", goals, test_enemy=mind.level.strike_ratio)


def explore(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.3: 1 fleet to the nearest unspent Ruins in reach (never into an enemy: our call)."""
    goals = [
        h
        for h, t in enumerate(state.board.terrain)
        if t == RUINS and h not in state.spent_ruins and race.fleets[h] == 0
    ]
    return _nearest(state, content, race, "explore", goals, one=True)


def spread(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.4 / SA7.3: 1 fleet from the largest stack to an unoccupied hex in reach, never a
    Quasar or Black Hole; a Nebula or Cluster beats any other, then nearest."""
    h = largest(race)
    count, _ = sendable(state, content, race, h, strike=False)
    if count <= 0:
        return None
    steps = steps_left(state, content, race, h)[0]
    best, best_key = None, None
    for goal, path in reach(state, race, h, steps).items():
        t = state.board.terrain[goal]
        if t in (QUASAR, BLACK_HOLE) or state.occupants(goal):
            continue
        o = Order("spread", h, goal, 1, path)
        key = (t not in (NEBULA, CLUSTER), *_tie(o))
        if best_key is None or key < best_key:
            best, best_key = o, key
    return best


def threats(state: GameState, content: Content, race: Race, h: int, extra: int = 0) -> bool:
    """SA7.4: could an enemy stack end a legal path on h next turn (its Movement now) and pass
    Strike's test against the race's stack there (with `extra` more fleets) at ratio 1.0?"""
    mine = race.fleets[h] + extra
    saved = race.fleets[h]
    race.fleets[h] = mine
    try:
        for e in state.races:
            if e.seat == race.seat or e.out:
                continue
            mv = value(state, content, e, "movement")
            for eh in e.stacks():
                if eh != h and h not in reach(state, e, eh, mv):
                    continue
                count = e.fleets[h] + (e.fleets[eh] if eh != h else 0)
                d, lost = combat.forecast(state, content, e, h, count)
                if combat.strike_test(d, lost, 1.0):
                    return True
        return False
    finally:
        race.fleets[h] = saved


def guard(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.5 / SA7.4: reinforce the threatened stack with most fleets from the nearest stack
    that can reach it this turn and whose fleets end the threat."""
    threatened = [h for h in race.stacks() if threats(state, content, race, h)]
    if not threatened:
        return None
    h = max(threatened, key=lambda x: (race.fleets[x], -x))
    best, best_key = None, None
    for m in race.stacks():
        if m == h:
            continue
        count, steps = sendable(state, content, race, m, strike=False)
        if count <= 0:
            continue
        path = reach(state, race, m, steps).get(h)
        if path is None or threats(state, content, race, h, extra=count):
            continue
        o = Order("guard", m, h, count, path, "to end the threat there")
        if best_key is None or _tie(o) < best_key:
            best, best_key = o, _tie(o)
    return best


def advance(state: GameState, content: Content, race: Race, mind: Mind) -> Order | None:
    """SA3.6 / SA7.3: the largest stack with >= 2 fleets and steps left moves its full Movement
    toward the nearest Cluster it does not control (not the one it is on), stopping at the last
    hex of its path with no enemy or where Strike's test holds (and never on a Quasar)."""
    movers = [
        h
        for h in race.stacks()
        if race.fleets[h] >= 2 and sendable(state, content, race, h, strike=False)[0] > 0
    ]
    if not movers:
        return None
    h = max(movers, key=lambda x: (race.fleets[x], -x))
    count, steps = sendable(state, content, race, h, strike=False)
    dist = distances_from(state.board, h)
    goals = [
        g
        for g in state.board.clusters()
        if g != h and not _controls(state, race, g) and dist[g] > 0
    ]
    if not goals:
        return None
    goal = min(goals, key=lambda g: (dist[g], g))
    path = list(shortest_path(state, h, goal))[:steps]
    for i, x in enumerate(path):  # a legal S6 path ends on a stopping hex
        if stops_at(state, race, x):
            path = path[: i + 1]
            break
    while path:
        end = path[-1]
        ok = state.board.terrain[end] != QUASAR
        if ok and _enemy_at(state, race, end):
            d, lost = combat.forecast(state, content, race, end, count + race.fleets[end])
            ok = combat.strike_test(d, lost, mind.level.strike_ratio)
        if ok:
            break
        path.pop()
    if not path:
        return None
    note = f"toward the Cluster at {state.board.label(goal)}"
    return Order("advance", h, path[-1], count, tuple(path), note)


def shortest_path(state: GameState, start: int, goal: int) -> tuple[int, ...]:
    """SA7.1: fewest steps (Supernovas excluded, a jump 1), the lowest such path (SA7.2)."""
    board = state.board
    paths: dict[int, tuple[int, ...]] = {start: ()}
    frontier = [start]
    while frontier and goal not in paths:
        nxt = []
        for x in frontier:
            for n in board.steps_from(x):
                if n not in paths:
                    paths[n] = (*paths[x], n)
                    nxt.append(n)
        frontier = nxt
    return paths.get(goal, ())


ACTIONS = {
    "strike": strike,
    "claim": claim,
    "explore": explore,
    "spread": spread,
    "guard": guard,
    "advance": advance,
}


# --- battle windows -----------------------------------------------------------------------


def _battle_window(
    state: GameState, content: Content, race: Race, mind: Mind
) -> tuple[Command, RivalDecision | None]:
    """SA7.6: the fewest cards that make the forecast lose 0 fleets, failing that destroyed >=
    lost, failing that none (equal counts: Events first, then Defense, Initiative, Attack)."""
    if not mind.level.cards_as_events:
        return sc.Pass(race.id), None
    assert state.battle is not None
    card = battle_card(state, content, race, state.battle.hex)
    if not card:
        return sc.Pass(race.id), None
    attr = content.cards[card].attribute
    text = f"plays {attr.title()} before the battle at {state.board.label(state.battle.hex)}"
    return sc.PlayCard(race.id, card), _say(race, mind, "card", text, "SA7.6")


PREFER = {"defense": 0, "initiative": 1, "attack": 2}


def battle_card(state: GameState, content: Content, race: Race, h: int) -> str:
    """The first card of the best set to play before a battle on h ("" for none)."""
    d0, l0 = combat.forecast(state, content, race, h, race.fleets[h])
    if l0 == 0:
        return ""
    useful = sorted(
        (c for c in race.hand if content.cards[c].attribute in PREFER),
        key=lambda c: (content.cards[c].kind != EVENT, PREFER[content.cards[c].attribute], c),
    )[:6]
    best_zero: tuple | None = None
    best_even: tuple | None = None
    n = len(useful)
    for mask in range(1, 1 << n):
        chosen = [useful[i] for i in range(n) if mask >> i & 1]
        for c in chosen:
            cd = content.cards[c]
            race.bonuses.append(Bonus(cd.attribute, cd.bonus, "phase", c))
        d, lost = combat.forecast(state, content, race, h, race.fleets[h])
        del race.bonuses[len(race.bonuses) - len(chosen) :]
        rank = [
            (content.cards[c].kind != EVENT, PREFER[content.cards[c].attribute]) for c in chosen
        ]
        key = (len(chosen), rank, chosen)
        if lost == 0 and (best_zero is None or key < best_zero):
            best_zero = key
        elif d >= lost and (best_even is None or key < best_even):
            best_even = key
    if best_zero is not None:
        return best_zero[2][0]
    if d0 >= l0:
        return ""
    if best_even is not None:
        return best_even[2][0]
    return ""
