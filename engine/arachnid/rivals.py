"""Rival colonies (AR): a shuffled colony deck, Hunger, verbs with fixed priorities and
tie-breaks, and fixed choices. Every decision is one event with its rule ID and a reason.

Why so long: AR is one decision procedure read top to bottom, each verb's priority beside its
tie-breaks; cut apart, one rule's order would be read across files. Split it by verb (spin,
hunt, raise, fight) if it grows further."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.arachnid import actions, economy
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content, DeckCardDef
from engine.arachnid.economy import colony_name, spider_name
from engine.arachnid.events import Deployed, Refreshed, RivalDecision, StepSkipped
from engine.arachnid.state import ALPHA, BETA, HUMAN, SOLDIER, WEAVER, Colony, GameState, Spider
from engine.core.commands import Event

DEFAULT_ROLE = {
    "spin": BETA,
    "forage": BETA,
    "special": BETA,
    "overspin": ALPHA,
    "raid": ALPHA,
    "hunt": ALPHA,
}
VERB_WORDS = {
    "spin": "Spin",
    "forage": "Forage",
    "raid": "Raid",
    "overspin": "Over-spin",
    "hunt": "Hunt",
    "special": "Special",
}
ORDER = ("alpha", "beta", "s1", "s2")  # AR9: ties between spiders


def deck_cards(content: Content) -> list[DeckCardDef]:
    return [card for card in content.rivals.deck for _ in range(card.copies)]


def ability_order(content: Content, personality: str) -> list[str]:
    """AR8: its own ability first, then the fixed list."""
    own = content.personalities[personality].ability
    return [own] + [a for a in content.rivals.abilities if a != own]


def draft_pick(state: GameState, content: Content, c: Colony) -> str:
    """AR5: the first free ability of its list."""
    return next(a for a in ability_order(content, c.personality) if a in state.university)


def consume_pick(state: GameState, content: Content, c: Colony, options: list[str]) -> str:
    """AR4: trophies, webs outside its largest web (far from hex 0 first), its newest spider."""
    if "upgrade" in options:
        return "upgrade"
    webs = economy.webs_of(state, c.seat)
    largest = max(webs, key=len) if webs else set()
    free_webs = [int(o[4:]) for o in options if o.startswith("web:")]
    outside = [h for h in free_webs if h not in largest]
    if outside:
        return f"web:{max(outside, key=lambda h: (BOARD.dist(h, 0), h))}"
    spiders = [o for o in options if o.startswith("spider:")]
    if spiders:
        newest = max(c.spiders, key=lambda s: (s.hatched, s.id == "beta"))
        return f"spider:{newest.id}"
    return f"web:{max(free_webs, key=lambda h: (BOARD.dist(h, 0), h))}"


def _say(c: Colony, content: Content, text: str, rule: str) -> Event:
    return RivalDecision(c.seat, f"{colony_name(content, c)}: {text}", rule)


def den(state: GameState, content: Content, c: Colony) -> list[Event]:
    """AR4: each den action with at least 2 food: Refresh the stunned spider, else the one
    missing most dice; Deploy nearest hex 0."""
    events: list[Event] = []
    cost = content.game.food.den_action_cost
    if c.store >= 2:
        target = _refresh_target(content, c)
        if target is not None:
            why = "it was stunned" if target.stunned else "it missed the most dice"
            economy.pay(state, c, cost)
            refresh(content, target)
            who = spider_name(content, c, target).split()[-1]
            events.append(
                Refreshed(
                    c.seat,
                    f"{colony_name(content, c)} refreshes its {who}: {why}",
                    "AR4",
                )
            )
    if c.store >= 2:
        waiting = [s for s in _ordered(c) if not s.deployed]
        spaces = [h for h in economy.spaces_topped(state, c.seat) if state.occupant(h) is None]
        if waiting and spaces:
            h = min(spaces, key=lambda h: (BOARD.dist(h, 0), h))
            economy.pay(state, c, cost)
            waiting[0].hex = h
            events.append(
                Deployed(
                    c.seat,
                    f"{colony_name(content, c)} deploys a spider on hex {h}: "
                    "its web space nearest the centre",
                    "AR4",
                )
            )
    return events


def _refresh_target(content: Content, c: Colony) -> Spider | None:
    stunned = [s for s in _ordered(c) if s.stunned]
    if stunned:
        return stunned[0]
    best, most = None, 0
    for s in _ordered(c):
        card = content.game.cards[s.kind]
        missing = card.attack - s.attack + card.defence - s.defence
        if missing > most:
            best, most = s, missing
    return best


def refresh(content: Content, s: Spider) -> None:
    """A5.3 Refresh: dice back on the card, upright."""
    card = content.game.cards[s.kind]
    s.attack, s.defence, s.stunned = card.attack, card.defence, False


def _ordered(c: Colony) -> list[Spider]:
    return sorted(c.spiders, key=lambda s: ORDER.index(s.id) if s.id in ORDER else 9)


# --- turns ---------------------------------------------------------------------------------


def card_steps(
    content: Content, c: Colony, card: DeckCardDef, claim: bool
) -> list[tuple[str, str, int]]:
    """AR7 + AD4: the card's steps for this side and level, as (role, verb, times)."""
    pers = content.personalities[c.personality]
    steps: list[tuple[str, str, int]] = []
    f_seen = len(c.deck)  # a two-verb focus alternates, carrying on from turn to turn
    for raw in card.spread:
        role, verb, times = raw.split(":")
        n = int(times)
        if verb == "F":
            if len(pers.focus) > 1 and role == "":  # Marauder alternates its verbs
                for _ in range(n):
                    steps.append(("", pers.focus[f_seen % len(pers.focus)], 1))
                    f_seen += 1
                continue
            verb = pers.focus[0]
        if claim and role == "" and verb == "spin" and n == 2:
            steps += [("", "raid", 1), ("", "overspin", 1)]
            continue
        steps.append((role, verb, n))
    lv = content.levels[c.level]
    if lv.steps < 0 and len(steps) > 1:
        steps = steps[: len(steps) + lv.steps] or steps[:1]
    elif lv.steps > 0 and (claim or not lv.claim_only):
        steps = [steps[0]] * lv.steps + steps
    return steps


def begin_turn(state: GameState, content: Content, c: Colony) -> list[Event]:
    """AR2: reveal a card, pay its Hunger (whole or not at all; unpaid: step 1 only)."""
    cards = deck_cards(content)
    events: list[Event] = []
    if not c.deck:
        c.deck = list(range(len(cards)))
        state.rng.shuffle(c.deck)
        events.append(_say(c, content, "shuffles its colony deck", "AR7"))
    c.card = c.deck.pop(0)
    card = cards[c.card]
    claim = c.den_webs <= content.rivals.spread_above
    steps = card_steps(content, c, card, claim)
    hunger = card.hunger + content.levels[c.level].hunger
    paid = c.store >= hunger
    if paid:
        economy.pay(state, c, hunger)
    else:
        steps = steps[:1]
    c.steps = [f"{role}:{verb}" for role, verb, n in steps for _ in range(n)]
    words = ", ".join(
        f"{(role.title() + ' ') if role else ''}{VERB_WORDS[verb]} x{n}" for role, verb, n in steps
    )
    side = "Claim" if claim else "Spread"
    pay = f"pays {hunger} food" if paid else f"cannot pay {hunger} food: step 1 only"
    events.append(_say(c, content, f"reveals a {side} card: {words}; {pay}", "AR2"))
    return events


def step(state: GameState, content: Content, c: Colony) -> list[Event]:
    role, verb = c.steps.pop(0).split(":")
    kind = role or DEFAULT_ROLE[verb]
    spider = next((s for s in _ordered(c) if s.kind == kind and s.deployed and not s.stunned), None)
    if spider is None:
        return [
            StepSkipped(
                c.seat,
                f"{colony_name(content, c)}: {VERB_WORDS[verb]} skipped, "
                f"it has no upright {economy.KIND_NAMES[kind]} spider on the board",
                "AR2",
            )
        ]
    if spider.snared and verb in ("forage", "raid", "hunt"):
        return _act(
            state, content, c, spider, "move", spider.hex, "it is snared and struggles free", "AR2"
        )
    return VERBS[verb](state, content, c, spider)


def _skip(content: Content, c: Colony, verb: str, why: str) -> list[Event]:
    return [StepSkipped(c.seat, f"{colony_name(content, c)}: {verb} skipped, {why}", "AR2")]


def _act(
    state: GameState,
    content: Content,
    c: Colony,
    s: Spider,
    action: str,
    h: int,
    why: str,
    rule: str,
    goal: int = -1,
    reach: list[int] | None = None,
) -> list[Event]:
    """Take the action (checked as the person's are). `reach` is the action's targets when
    the caller has just worked them out, so the check need not work them out again."""
    agile = -1
    if s.ability == "agile" and action in actions.MOVEMENTS and goal >= 0 and not s.snared:
        steps = actions.agile_targets(state, s, h, s.hex)
        better = [x for x in steps if BOARD.dist(x, goal) < BOARD.dist(h, goal)]
        if better:  # AR8: only when it ends nearer the step's target
            agile = min(better, key=lambda x: (BOARD.dist(x, goal), x))
    verdict = actions.check(state, content, c, s, action, h, agile, reach)
    assert verdict.ok, f"a rival's {action} broke a rule: {verdict}"
    said = _say(
        c,
        content,
        f"{spider_name(content, c, s).split()[-1]} {actions.WORDS[action]} to hex {h}: {why}",
        rule,
    )
    return [said] + actions.perform(state, content, c, s, action, h, agile)


def _pick(cands: list[int], key: Callable[[int], Any]) -> int:
    return min(cands, key=lambda h: (key(h), h))


def _food_hexes(state: GameState) -> list[int]:
    return [h for h in range(BOARD.size) if state.food[h] or state.funnel_food[h]]


def _approach(
    state: GameState,
    content: Content,
    c: Colony,
    s: Spider,
    reach: list[int],
    target: int,
    action: str,
    verb: str,
    what: str,
    rule: str,
) -> list[Event]:
    """A12.2 closest approach: the reachable space nearest the target, if nearer than now."""
    if not reach:
        return _skip(content, c, verb, "nowhere to go")
    h = _pick(reach, lambda x: BOARD.dist(x, target))
    if BOARD.dist(h, target) >= BOARD.dist(s.hex, target):
        return _skip(content, c, verb, f"it cannot get nearer {what}")
    why = f"closest approach to {what} on hex {target}"
    return _act(state, content, c, s, action, h, why, rule, target, reach)


SPIN_APPROACH = True  # AR3 (designer): a Spin with no open hex beside it moves first


def v_spin(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """AR3 Spin: food; joining two own webs; nearest a fly; nearest hex 0. With no open hex
    beside it, the spinner first moves to the reachable space beside an open hex nearest hex 0
    (as Hunt moves, then bites), then spins there."""
    cands = actions.targets(state, content, c, s, "spin")
    if not cands and c.den_webs and SPIN_APPROACH:
        reach = [
            h
            for h in actions.targets(state, content, c, s, "move")
            if any(economy.is_open(state, x) for x in BOARD.adjacent[h])
        ]
        if reach:
            h = _pick(reach, lambda x: BOARD.dist(x, 0))
            events = _act(state, content, c, s, "move", h, "to spin beside an open hex", "AR3")
            if (
                s.deployed
                and not s.stunned
                and state.battle is None
                and len(state.battle_queue) <= 1
            ):
                return events + v_spin(state, content, c, s)
            return events
    if not cands:
        return _skip(
            content, c, "Spin", "no open hex beside it" if c.den_webs else "its den is empty"
        )
    with_food = [h for h in cands if state.food[h]]
    if with_food:
        return _act(
            state, content, c, s, "spin", with_food[0], "food lies there", "AR3", reach=cands
        )
    own = economy.webs_of(state, c.seat)
    joining = [
        h for h in cands if sum(1 for w in own if any(x in w for x in BOARD.adjacent[h])) >= 2
    ]
    if joining:
        why = "it joins two of its webs"
        return _act(state, content, c, s, "spin", joining[0], why, "AR3", reach=cands)
    flies = _food_hexes(state)
    if flies:
        h = _pick(cands, lambda x: min(BOARD.dist(x, f) for f in flies))
        return _act(state, content, c, s, "spin", h, "nearest a fly", "AR3", reach=cands)
    h = _pick(cands, lambda x: BOARD.dist(x, 0))
    return _act(state, content, c, s, "spin", h, "nearest the centre", "AR3", reach=cands)


def _forage_with(
    state: GameState, content: Content, c: Colony, s: Spider, action: str, verb: str
) -> list[Event]:
    reach = actions.targets(state, content, c, s, action)
    fed = [h for h in reach if state.food[h] or state.funnel_food[h]]
    if fed:
        why = "food is within reach"
        return _act(state, content, c, s, action, fed[0], why, "AR3", fed[0], reach)
    flies = _food_hexes(state)
    if not flies:
        return _skip(content, c, verb, "no food on the board")
    target = _pick(flies, lambda f: BOARD.dist(f, s.hex))
    return _approach(state, content, c, s, reach, target, action, verb, "food", "AR3")


def v_forage(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    return _forage_with(state, content, c, s, "move", "Forage")


def _enemies(state: GameState, c: Colony) -> list[tuple[Colony, Spider]]:
    return [(o, x) for o in state.colonies if o.seat != c.seat for x in o.spiders if x.deployed]


def v_raid(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """AR3 Raid: beside the nearest enemy spider (the person's first), else closest approach."""
    foes = _enemies(state, c)
    if not foes:
        return _skip(content, c, "Raid", "no enemy spider on the board")
    _, foe = min(foes, key=lambda p: (BOARD.dist(p[1].hex, s.hex), p[0].kind != HUMAN, p[1].hex))
    reach = actions.targets(state, content, c, s, "move")
    beside = [h for h in reach if h in BOARD.adjacent[foe.hex]]
    if beside:
        return _act(
            state,
            content,
            c,
            s,
            "move",
            beside[0],
            f"it attacks the spider on hex {foe.hex}",
            "AR3",
            foe.hex,
            reach,
        )
    return _approach(state, content, c, s, reach, foe.hex, "move", "Raid", "an enemy spider", "AR3")


def v_overspin(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """AR3 Over-spin: the enemy space with most enemy webs around, else nearest hex 0."""
    cands = actions.targets(state, content, c, s, "overspin")
    if not cands:
        return _skip(
            content, c, "Over-spin", "no single web beside it" if c.den_webs else "its den is empty"
        )
    enemy = [h for h in cands if state.top(h) != c.seat]
    if enemy:

        def around(h: int) -> tuple[int, bool]:  # AR3: equal spaces, the person's first
            most = -sum(1 for x in BOARD.adjacent[h] if state.top(x) not in (-1, c.seat))
            return most, not _persons(state, h)

        return _act(
            state, content, c, s, "overspin", _pick(enemy, around), "most enemy webs around", "AR3"
        )
    return _act(
        state,
        content,
        c,
        s,
        "overspin",
        _pick(cands, lambda x: BOARD.dist(x, 0)),
        "nearest the centre",
        "AR3",
    )


def _persons(state: GameState, h: int) -> bool:
    """AR3/AR8: hex h is topped by the person's web (ties go to the person's pieces)."""
    top = state.top(h)
    return top >= 0 and state.colonies[top].kind == HUMAN


def _critter_key(state: GameState, content: Content, h: int) -> tuple[int, int]:
    cr = state.critter_at(h)
    assert cr is not None
    cdef = content.critter(cr.id)
    return (cdef.bites - cr.bitten, -sum(cdef.food[cr.bitten :]))


def v_hunt(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """AR3 Hunt: bite the adjacent critter with fewest bites left, then most food; else move
    beside the nearest critter and bite."""
    if s.kind not in (ALPHA, SOLDIER):
        return _skip(content, c, "Hunt", "this spider cannot bite")
    near = actions.targets(state, content, c, s, "bite")
    if near:
        h = _pick(near, lambda x: _critter_key(state, content, x))
        why = "fewest bites left, then most food"
        return _act(state, content, c, s, "bite", h, why, "AR3", reach=near)
    bugs = [cr.hex for cr in state.critters if cr.hex >= 0]
    if not bugs:
        return _skip(content, c, "Hunt", "no critter on the board")
    target = _pick(bugs, lambda x: BOARD.dist(x, s.hex))
    reach = actions.targets(state, content, c, s, "move")
    beside = [h for h in reach if BOARD.dist(h, target) <= 1]
    if beside:
        events = _act(
            state,
            content,
            c,
            s,
            "move",
            beside[0],
            f"it hunts the critter on hex {target}",
            "AR3",
            target,
        )
    else:
        events = _approach(state, content, c, s, reach, target, "move", "Hunt", "a critter", "AR3")
    if s.deployed and not s.stunned and state.battle is None and len(state.battle_queue) <= 1:
        near = actions.targets(state, content, c, s, "bite")
        if near:
            h = _pick(near, lambda x: _critter_key(state, content, x))
            events += _act(state, content, c, s, "bite", h, "it caught up", "AR3")
    return events


def v_special(state: GameState, content: Content, c: Colony, s: Spider) -> list[Event]:
    """AR3, AR8: the Beta's ability action, by its fixed targets."""
    a = s.ability
    if s.kind != BETA or a not in actions.ABILITY_ACTIONS:
        return _skip(content, c, "Special", "its Beta holds no action ability")
    cands = actions.targets(state, content, c, s, a)
    name = content.ability_name(a)
    if not cands:
        return _skip(content, c, name, "no target")
    if a in ("balloon", "jump"):
        return _forage_with(state, content, c, s, a, name)
    if a == "pounce":

        def rich(h: int) -> tuple[int, int]:
            left, food = _critter_key(state, content, h)
            return (food, left)

        return _act(
            state, content, c, s, a, _pick(cands, rich), "the richest critter in reach", "AR8"
        )
    if a == "funnel":
        return _act(
            state,
            content,
            c,
            s,
            a,
            _pick(cands, lambda x: BOARD.dist(x, 0)),
            "its web space nearest the centre",
            "AR8",
        )
    if a == "unravel":
        enemy = [h for h in cands if state.top(h) != c.seat]
        if not enemy:
            return _skip(content, c, name, "no enemy web beside it")

        def order(x: int) -> tuple[int, int, bool]:  # AR8: height 2, else nearest hex 0
            tall = len(state.webs[x]) == 2
            return (not tall, 0 if tall else BOARD.dist(x, 0), not _persons(state, x))

        h = _pick(enemy, order)
        return _act(state, content, c, s, a, h, "an enemy web, tallest first", "AR8")
    foes = [x.hex for _, x in _enemies(state, c)]
    human = {x.hex for o, x in _enemies(state, c) if o.kind == HUMAN}
    if a == "snare":
        spiders = [h for h in cands if h in foes]
        pool = spiders or cands
        h = _pick(pool, lambda x: (BOARD.dist(x, s.hex), x not in human))
        return _act(state, content, c, s, a, h, "the nearest enemy within 3", "AR8")
    # mind: the critter nearest an enemy spider (the person's first)
    if not foes:
        return _skip(content, c, name, "no enemy spider to send it at")
    h = _pick(
        cands,
        lambda x: (
            min(BOARD.dist(x, f) for f in foes),
            min((BOARD.dist(x, f) for f in human), default=99),
        ),
    )
    return _act(state, content, c, s, a, h, "the critter nearest an enemy spider", "AR8")


VERBS = {
    "spin": v_spin,
    "forage": v_forage,
    "raid": v_raid,
    "overspin": v_overspin,
    "hunt": v_hunt,
    "special": v_special,
}
_ = (WEAVER,)
