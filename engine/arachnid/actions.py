"""Spider actions (A5.4) and Beta abilities (A9): who may do what, where, and the effects.
Shared by the person's commands and the rivals' steps; tracks (A5.2) are paid elsewhere."""

from __future__ import annotations

from engine.arachnid import battle, critters, economy, sweep
from engine.arachnid.board import BOARD
from engine.arachnid.content import PASSIVE, Content
from engine.arachnid.economy import spider_name
from engine.arachnid.events import AbilityUsed, Moved, WebUnravelled
from engine.arachnid.state import ALPHA, BETA, SOLDIER, WEAVER, Colony, GameState, Spider
from engine.core.commands import OK, Event, Verdict, refuse

MOVEMENTS = ("move", "balloon", "jump", "pounce")
ABILITY_ACTIONS = ("balloon", "funnel", "jump", "mind", "pounce", "snare", "unravel")
ACTIONS = ("move", "spin", "overspin", "bite", *ABILITY_ACTIONS)
WHO = {
    "spin": (BETA, WEAVER),
    "overspin": (ALPHA,),
    "bite": (ALPHA, SOLDIER),
}
WORDS = {
    "move": "Move",
    "spin": "Spin",
    "overspin": "Over-spin",
    "bite": "Bite",
    "balloon": "Balloon",
    "funnel": "Funnel Web",
    "jump": "Jump",
    "mind": "Mind Control",
    "pounce": "Pounce",
    "snare": "Snare",
    "unravel": "Unravel",
}


def track_of(action: str) -> str:
    return action if action in ("move", "spin", "overspin", "bite") else "special"


def free(state: GameState, h: int, start: int = -1) -> bool:
    """A web space with no spider or critter (the moving spider's own hex counts as free)."""
    return bool(state.webs[h]) and (h == start or state.occupant(h) is None)


def move_targets(state: GameState, s: Spider) -> list[int]:
    """A5.4 Move: any free space of its current web, or one step onto another web."""
    if s.snared:
        return [s.hex]
    web = economy.web_of(state, s.hex)
    taken = state.occupied()
    out = {h for h in web if h != s.hex and h not in taken}
    out |= {h for h in BOARD.adjacent[s.hex] if h not in web and state.webs[h] and h not in taken}
    return sorted(out)


def targets(state: GameState, content: Content, c: Colony, s: Spider, action: str) -> list[int]:
    """Every hex the action may aim at now (empty: not possible)."""
    if not s.deployed or s.stunned:
        return []
    if action == "move":
        return move_targets(state, s)
    if action in WHO:
        if s.kind not in WHO[action]:
            return []
        if action == "spin":
            if c.den_webs == 0:
                return []
            return [h for h in BOARD.adjacent[s.hex] if economy.is_open(state, h)]
        if action == "overspin":
            if c.den_webs == 0:
                return []
            return [
                h
                for h in BOARD.adjacent[s.hex]
                if len(state.webs[h]) == 1 and state.occupant(h) is None and state.funnel[h] < 0
            ]
        near = {s.hex, *BOARD.adjacent[s.hex]}
        return sorted(cr.hex for cr in state.critters if cr.hex in near)
    if s.kind != BETA or s.ability != action or action in PASSIVE:
        return []
    if s.snared and action in MOVEMENTS:
        return []
    if action == "balloon":
        return sorted(h for d in range(6) for h in BOARD.line(s.hex, d) if free(state, h))
    if action == "jump":
        return [h for h in range(BOARD.size) if BOARD.dist(h, s.hex) == 3 and free(state, h)]
    if action == "funnel":
        if c.funnels >= 3:
            return []
        return [h for h in BOARD.adjacent[s.hex] if state.top(h) == c.seat and state.funnel[h] < 0]
    if action in ("mind", "pounce"):
        if action == "mind" and c.mind_used:
            return []
        reach = content.game.reach.pounce if action == "pounce" else content.game.reach.mind
        # A9 (decided 2026-11-26): Pounce may kill a critter another colony controls (its
        # token goes back); Mind Control only takes a critter no one controls.
        return sorted(
            cr.hex
            for cr in state.critters
            if cr.hex >= 0
            and BOARD.dist(cr.hex, s.hex) <= reach
            and (action == "pounce" or cr.controller < 0)
        )
    if action == "snare":
        if c.snare_used:
            return []
        out = [
            cr.hex
            for cr in state.critters
            if cr.hex >= 0
            and BOARD.dist(cr.hex, s.hex) <= content.game.reach.snare
            and not cr.entangled
        ]
        out += [
            o.hex
            for oc in state.colonies
            if oc.seat != c.seat
            for o in oc.spiders
            if o.deployed and BOARD.dist(o.hex, s.hex) <= content.game.reach.snare and not o.snared
        ]
        return sorted(set(out))
    if action == "unravel":
        return [h for h in BOARD.adjacent[s.hex] if state.webs[h] and state.spider_at(h) is None]
    return []


def agile_targets(state: GameState, s: Spider, end: int, start: int) -> list[int]:
    """A9 Agile: after a movement, one free step onto an adjacent other web."""
    web = economy.web_of(state, end)
    return [
        h
        for h in BOARD.adjacent[end]
        if h not in web and state.webs[h] and (h == start or state.occupant(h) is None)
    ]


def movement_end(state: GameState, s: Spider, action: str, h: int, agile: int = -1) -> int:
    """Where the spider stands once this action's movement (A7.2) ends, before any battle:
    the hex, or the Agile step's; -1 when the action makes no movement (a snared Move only
    frees it; a Pounce lands only on a web space without a spider)."""
    if action not in MOVEMENTS or s.snared or not s.deployed:
        return -1
    if action == "pounce" and not (state.webs[h] and state.spider_at(h) is None):
        return -1
    if agile >= 0 and agile in agile_targets(state, s, h, s.hex):
        return agile
    return h


def track_check(content: Content, c: Colony, s: Spider, action: str) -> Verdict:
    """A5.2, A6: the action's track can take food now (the person's colony; rivals have no
    tracks, AR1)."""
    if track_open(content, c, s, action):
        return OK
    track = track_of(action)
    up = economy.uncovered(content, s, track) if track in s.food else 0
    if up == 0:
        return refuse("A6", "this spider's card has no such action")
    if s.food.get(track, -1) < 0:
        return refuse("A5.2", "starting an action track needs 1 food from your store")
    return refuse("A5.2", "that track's food is on its last uncovered space")


def track_open(content: Content, c: Colony, s: Spider, action: str) -> bool:
    """Whether track_check says yes, without the refusal's words (the legal commands ask it
    of every spider's every action before every move)."""
    track = track_of(action)
    pos = s.food.get(track, -1)
    if pos < 0:  # no food on the track yet: it must exist and the store pay for it
        return track in s.food and c.store >= 1 and economy.uncovered(content, s, track) != 0
    return pos + 1 < economy.uncovered(content, s, track)


def idle_round(content: Content, c: Colony) -> bool:
    """Nothing the colony can do all this round: no food in its store (a den action or a new
    track costs 1, A5.2-A5.3) and no track food that may still move on for free. Nothing in
    a round brings food back before its end but the colony's own actions (A4-A5)."""
    if c.store > 0:
        return False
    return not any(
        0 <= pos and pos + 1 < economy.uncovered(content, s, track)
        for s in c.spiders
        for track, pos in s.food.items()
    )


def can_act(state: GameState, content: Content, c: Colony) -> bool:
    """Whether any spider of the person's colony has an action it could take now, beyond
    Pass (the dead-round figure of `simulate`)."""
    return any(
        track_check(content, c, s, a).ok and targets(state, content, c, s, a)
        for s in c.spiders
        for a in ACTIONS
    )


def check(
    state: GameState,
    content: Content,
    c: Colony,
    s: Spider,
    action: str,
    h: int,
    agile: int,
    reach: list[int] | None = None,
) -> Verdict:
    """Whether the spider may take the action at hex h now. `reach` is `targets(...)` when the
    caller has it already (the legal commands ask for every hex it lists)."""
    if action not in ACTIONS:
        return refuse("A5.4", f"{action!r} is not a spider action")
    if not s.deployed:
        return refuse("A5.4", "that spider is not on the board yet (deploy it in the Den phase)")
    if s.stunned:
        return refuse("A5.4", "a stunned spider cannot act until it is refreshed")
    if action in ABILITY_ACTIONS and (s.kind != BETA or s.ability != action):
        return refuse("A9", f"only a Beta holding {WORDS[action]} can use it")
    if action in WHO and s.kind not in WHO[action]:
        return refuse("A5.4", f"this spider cannot {WORDS[action]} (A6)")
    if s.snared and action in MOVEMENTS and action != "move":
        return refuse("A12.7", "a snared spider must first free itself with a Move")
    if h not in (targets(state, content, c, s, action) if reach is None else reach):
        return refuse(_rule(action), f"{WORDS[action]} cannot reach hex {h}")
    if agile >= 0:
        if s.ability != "agile" or action not in MOVEMENTS or s.snared:
            return refuse("A9", "only an Agile Beta steps after a movement")
        if action == "pounce" and not (free(state, h) or state.critter_at(h)):
            return refuse("A9", "the Pounce did not move the spider")
        if agile not in agile_targets(state, s, h, s.hex):
            return refuse("A9", "Agile steps onto an adjacent free space of another web")
    return OK


def _rule(action: str) -> str:
    return "A5.4" if action in ("move", "spin", "overspin", "bite") else "A9"


def perform(
    state: GameState,
    content: Content,
    c: Colony,
    s: Spider,
    action: str,
    h: int,
    agile: int = -1,
    steer: int = 0,
) -> list[Event]:
    """Carry out a checked action; a movement may start battles (A7.2)."""
    nm = spider_name(content, c, s)
    events: list[Event] = []
    if action == "move" and s.snared:
        battle.free_snare(state, s)
        return [Moved(c.seat, f"{nm} struggles free of a snare", "A5.4")]
    if action in ("move", "balloon", "jump"):
        events.append(Moved(c.seat, f"{nm}: {WORDS[action]} hex {s.hex} -> {h}", _rule(action)))
        return events + _arrive(state, content, c, s, h, agile)
    if action in ("spin", "overspin"):
        return economy.spin(state, content, c, h)
    if action == "bite":
        cr = state.critter_at(h)
        assert cr is not None
        return critters.hit(state, content, c, s, cr)
    events.append(AbilityUsed(c.seat, f"{nm} uses {WORDS[action]} on hex {h}", "A9"))
    if action == "funnel":
        state.funnel[h] = c.seat
        c.funnels += 1
        return events
    if action == "unravel":
        economy.remove_top(state, h)
        return events + [WebUnravelled(c.seat, f"the top web on hex {h} is unravelled", "A9")]
    if action == "snare":
        sp = state.spider_at(h)
        if sp is not None:
            sp[1].snared_by = c.seat
        else:
            cr = state.critter_at(h)
            assert cr is not None
            cr.entangled, cr.snarer = True, c.seat
        c.snare_used = True
        return events
    cr = state.critter_at(h)
    assert cr is not None
    if action == "mind":
        c.mind_used = True
        cr.controller = c.seat
        ladybird = content.critter(cr.id).behaviour == "fly"
        if ladybird and steer == 0 and sweep.ask(state, content, cr):
            return events  # A8.5: the person picks the outer hex it flies to (a Choice)
        face = 0 if ladybird else steer
        to = steer if ladybird and steer > 0 else -1
        return events + critters.activate(state, content, cr, face=face, to=to)
    # pounce: the critter dies, all its food is gained; the Beta lands if it can
    cdef = content.critter(cr.id)
    value = sum(cdef.food[cr.bitten :])
    events += critters.kill(state, content, c, s, cr, value, "A9")
    if free(state, h):
        return events + _arrive(state, content, c, s, h, agile)
    return events


def _arrive(
    state: GameState, content: Content, c: Colony, s: Spider, h: int, agile: int
) -> list[Event]:
    start = s.hex
    s.hex = h
    events: list[Event] = []
    if agile >= 0 and agile in agile_targets(state, s, h, start):
        s.hex = agile
        events.append(
            Moved(c.seat, f"{spider_name(content, c, s)} steps on to hex {agile} (Agile)", "A9")
        )
    events += economy.take_food_at(state, content, c, s.hex)
    battle.begin(state, content, c.seat, s.id)
    return events
