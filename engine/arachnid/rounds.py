"""The round (A4): event, Den phase, turns, clean-up and the end; plus feeding and consuming
(A4.4, A10). `advance` runs everything automatic until a person must decide."""

from __future__ import annotations

from engine.arachnid import actions, battle, economy, rivals, scoring, sweep
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.economy import colony_name
from engine.arachnid.events import (
    Drafted,
    EventDrawn,
    Famine,
    Fed,
    FlyPlaced,
    Passed,
    RoundStarted,
    SpiderConsumed,
    UpgradeConsumed,
    WebConsumed,
)
from engine.arachnid.state import DEN, EVENT, HUMAN, TURNS, Choice, Colony, GameState
from engine.core import bag
from engine.core.commands import Event

DRAFT = "draft"


def human(state: GameState) -> Colony:
    return next(c for c in state.colonies if c.kind == HUMAN)


def waiting_for_person(state: GameState) -> bool:
    if state.over:
        return True
    if state.choices:
        return True
    if state.battle is not None or len(state.battle_queue) > 1:
        return False
    if state.stage == DEN:
        return not human(state).passed
    if state.stage == TURNS:
        c = state.colonies[state.turn_seat]
        return c.kind == HUMAN and not c.passed
    return False


def advance(state: GameState, content: Content) -> list[Event]:
    """Run the game until a person must decide or it is over."""
    events: list[Event] = []
    guard = 0
    while not waiting_for_person(state):
        guard += 1
        if guard > 100_000:
            raise RuntimeError("the round flow did not settle")
        if state.battle is not None or len(state.battle_queue) > 1:
            events += battle.step(state, content)
            continue
        if state.stage == DRAFT:
            events += _draft(state, content)
        elif state.stage == EVENT and state.sweeping:
            events += sweep.resume(state, content)
        elif state.stage == EVENT:
            events += _feed_next(state, content) if state.feed_queue else _to_den(state, content)
        elif state.stage == DEN:
            events += _den_rivals(state, content)
        elif state.stage == TURNS:
            events += _turn_step(state, content)
        else:
            events += begin_round(state, content)
    return events


# --- draft and the round's start ---------------------------------------------------------------


def _draft(state: GameState, content: Content) -> list[Event]:
    """A3.4: one ability each, in reverse turn order; rivals by AR5."""
    if not state.turn_order:
        state.stage = ""
        return []
    c = state.colonies[state.turn_order[0]]
    if c.kind == HUMAN:
        state.choices.append(Choice("draft", c.seat, list(state.university), "beta"))
        return []
    state.turn_order.pop(0)
    pick = rivals.draft_pick(state, content, c)
    return [give_ability(state, content, c, pick, "AR5")]


def give_ability(state: GameState, content: Content, c: Colony, ability: str, rule: str) -> Event:
    state.university.remove(ability)
    beta = c.spider("beta")
    assert beta is not None
    beta.ability = ability
    c.ability_used.append(ability)
    return Drafted(
        c.seat, f"{colony_name(content, c)} drafts {content.ability_name(ability)}", rule
    )


def begin_round(state: GameState, content: Content) -> list[Event]:
    state.round += 1
    if state.round > 1:
        state.first = (state.first + 1) % len(state.colonies)
    events: list[Event] = [RoundStarted(-1, f"Round {state.round} begins", "A4.1")]
    ev = content.game.events
    if len(state.event_track) >= ev.track:  # A4.2: a full track goes back into the bag
        bag.refill(state.event_bag, state.event_track)
        bag.refill(state.event_bag, state.waiting)
    token = bag.draw(state.event_bag, state.rng)
    state.stage = EVENT
    if token is None:
        return events
    state.event_track.append(token)
    i = ev.tokens.index(token)
    kind, name, fly = ev.kinds[i], ev.names[i], ev.flies[i]
    events.append(EventDrawn(-1, f"Event: {name} (fly {fly})", "A4.1"))
    events += place_fly(state, fly)
    if kind == "feed":
        state.feed_queue = [
            (state.first + k) % len(state.colonies) for k in range(len(state.colonies))
        ]
        state.famine = []
    elif kind == "flyhit":
        events += fly_hit(state, content)
    else:
        events += sweep.start(state, content)
    return events


def place_fly(state: GameState, fly: int) -> list[Event]:
    """A4.3: 1 food on the innermost hex of that fly number free of food, spider and critter."""
    for h in range(1, BOARD.size):
        if BOARD.fly[h] == fly and not state.food[h] and state.occupant(h) is None:
            if state.pool_food <= 0:
                return []
            state.pool_food -= 1
            state.food[h] = 1
            return [FlyPlaced(-1, f"A fly lands on hex {h}", "A4.3")]
    return []


def fly_hit(state: GameState, content: Content) -> list[Event]:
    """A4.5: food per uncovered den fly symbol; 1 on each funnel."""
    events: list[Event] = []
    for k in range(len(state.colonies)):
        c = state.colonies[(state.first + k) % len(state.colonies)]
        n = economy.uncovered_flies(content, c)
        n //= content.scenario(state.scenario).fly_hit_divisor  # AD4 Drought
        if n:
            events += economy.gain(state, content, c, n, "Fly Hit", "A4.5")
    for h in range(BOARD.size):
        if state.funnel[h] >= 0 and state.pool_food > 0:
            state.pool_food -= 1
            state.funnel_food[h] += 1
    return events


# --- feeding and consuming -----------------------------------------------------------------


def _feed_next(state: GameState, content: Content) -> list[Event]:
    c = state.colonies[state.feed_queue[0]]
    if state.feed_due < 0:
        state.feed_due = economy.feed_cost(content, c)
        paid = min(c.store, state.feed_due)
        economy.pay(state, c, paid)
        state.feed_due -= paid
    if state.feed_due > 0:
        options = consume_options(state, c)
        if options:
            if c.seat not in state.famine:
                state.famine.append(c.seat)
                state.bump("famine")
            if c.kind == HUMAN:
                state.choices.append(Choice("consume", c.seat, options, str(state.feed_due)))
                return [
                    Famine(
                        c.seat,
                        f"{colony_name(content, c)} is short of food: it must consume",
                        "A10",
                    )
                ]
            return consume(state, content, c, rivals.consume_pick(state, content, c, options))
        state.feed_due = 0  # A12.9: nothing left to consume: forgiven
    state.feed_queue.pop(0)
    state.feed_due = -1
    return [Fed(c.seat, f"{colony_name(content, c)} feeds its spiders", "A4.4")]


def consume_options(state: GameState, c: Colony) -> list[str]:
    """A10: an upgrade token, a top web without a spider, or a spider."""
    out = ["upgrade"] if c.kept > 0 else []
    out += [f"web:{h}" for h in economy.spaces_topped(state, c.seat) if state.spider_at(h) is None]
    out += [f"spider:{s.id}" for s in c.spiders]
    return out


def consume(state: GameState, content: Content, c: Colony, option: str) -> list[Event]:
    """Turn one item into food (A10); it pays the Feed first, the surplus goes to the store."""
    cv = content.game.consume
    kind, _, what = option.partition(":")
    nm = colony_name(content, c)
    if kind == "upgrade":
        c.kept -= 1
        state.gone_bloodied += 1
        for s in sorted(c.spiders, key=lambda s: -s.trophies):
            if s.trophies:
                s.trophies -= 1
                break
        value = cv.upgrade
        event: Event = UpgradeConsumed(c.seat, f"{nm} consumes an upgrade token", "A10")
    elif kind == "web":
        h = int(what)
        economy.remove_top(state, h)
        value = cv.web
        state.bump("web_consumed")
        event = WebConsumed(c.seat, f"{nm} consumes its web on hex {h}", "A10")
    else:
        eaten = c.spider(what)
        assert eaten is not None
        battle.free_snare(state, eaten)
        economy.remove_spider(state, c, eaten)
        value = cv.spider
        state.feed_due = max(0, state.feed_due - content.game.food.feed_per_spider)
        state.bump("spider_consumed")
        if c.kind == HUMAN:
            state.bump("player_spider_consumed")
        event = SpiderConsumed(c.seat, f"{nm} consumes a spider", "A10")
    value = min(value, state.pool_food)
    state.pool_food -= value
    pay = min(value, state.feed_due)
    state.feed_due -= pay
    state.pool_food += pay
    room = content.game.food.store - c.store
    c.store += min(room, value - pay)
    state.pool_food += max(0, value - pay - room)
    return [event]


# --- Den phase and turns -------------------------------------------------------------------


def _to_den(state: GameState, content: Content) -> list[Event]:
    state.stage = DEN
    for c in state.colonies:
        c.den_used = []
        c.passed = c.kind != HUMAN
    return []


def _den_rivals(state: GameState, content: Content) -> list[Event]:
    """A12.10: the person first (done), then rivals in seat order; then the turns."""
    events: list[Event] = []
    for c in state.colonies:
        if c.kind != HUMAN:
            events += rivals.den(state, content, c)
    n = len(state.colonies)
    state.turn_order = [(state.first + k) % n for k in range(n)]
    state.stage = TURNS
    events += _start_turn(state, content)
    return events


def _start_turn(state: GameState, content: Content) -> list[Event]:
    seat = state.turn_order.pop(0)
    state.turn_seat = seat
    c = state.colonies[seat]
    c.passed = False
    state.cleaned = False
    for o in state.colonies:
        for s in o.spiders:
            s.upgraded = False
    if c.kind == HUMAN:  # statistics: rounds where Pass was all the person could do
        state.bump("player_rounds")
        if not c.spiders or not actions.can_act(state, content, c):
            state.bump("dead_rounds")
    if not c.spiders:  # A4.7: a colony without spiders skips its turn
        c.passed = True
        return []
    if c.kind != HUMAN:
        return rivals.begin_turn(state, content, c)
    return []


def _turn_step(state: GameState, content: Content) -> list[Event]:
    c = state.colonies[state.turn_seat]
    if c.kind != HUMAN and c.steps and not c.passed:
        return rivals.step(state, content, c)
    if not c.passed:
        c.passed = True
    if not state.cleaned:
        return end_turn(state, content, c)
    return next_turn(state, content)


def end_turn(state: GameState, content: Content, c: Colony) -> list[Event]:
    """A5.5: clean-up, then the next colony's turn or the round's end."""
    events: list[Event] = [Passed(c.seat, f"{colony_name(content, c)} passes", "A5.5")]
    for s in c.spiders:
        for t, pos in s.food.items():
            if pos >= 0 and pos >= economy.uncovered(content, s, t) - 1:
                s.food[t] = -1
                state.pool_food += 1
    for sid in list(c.to_upgrade):
        spider = c.spider(sid)
        c.to_upgrade.remove(sid)
        if spider is not None:
            spider.upgraded = False  # clean-up is where the active colony takes its upgrades
            events += battle.upgrade_now(state, content, c, spider)
    c.card = -1
    state.cleaned = True
    return events


def next_turn(state: GameState, content: Content) -> list[Event]:
    if state.turn_order:
        return _start_turn(state, content)
    cause = scoring.end_cause(state)
    if cause:
        return scoring.finish(state, content, cause)
    state.stage = ""
    return []
