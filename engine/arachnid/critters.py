"""Critters (A8, A12.3, A12.4): the radar sweep, each behaviour, bites, kills and spawning.

Every chance (the d6, the Ladybird's hex, the bag) comes from the state's generator, and every
critter decision is one logged event with its rule (AR6).
"""

from __future__ import annotations

from engine.arachnid import economy
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.economy import colony_name, spider_name
from engine.arachnid.events import (
    CritterActed,
    CritterBite,
    CritterHit,
    CritterKilled,
    CritterSpawned,
    FoodLost,
)
from engine.arachnid.state import HUMAN, Colony, Critter, GameState, Spider
from engine.core import bag
from engine.core.commands import Event


def loss(lost: int) -> str:
    """A bite's cost in the log: an empty store loses nothing, and says so (A12.9)."""
    return f"-{lost} food" if lost else "no food to lose"


def name(content: Content, cr: Critter) -> str:
    return content.critter(cr.id).name


def visible(s: Spider) -> bool:
    """A9 Stealth: a stealthy Beta is unseen by critters."""
    return s.ability != "stealth"


def spiders_on_board(state: GameState) -> list[tuple[Colony, Spider]]:
    return [(c, s) for c in state.colonies for s in c.spiders if s.deployed]


def nearest_visible(
    state: GameState, h: int, seat_filter: int = -1
) -> tuple[Colony, Spider] | None:
    """A12.2: the nearest visible spider (of colonies other than `seat_filter`); ties by the
    spider's radar number."""
    best = None
    for c, s in spiders_on_board(state):
        if c.seat == seat_filter or not visible(s):
            continue
        key = (BOARD.dist(h, s.hex), s.hex)
        if best is None or key < best[0]:
            best = (key, c, s)
    return None if best is None else (best[1], best[2])


def bites(
    state: GameState, content: Content, cr: Critter, skip: set[int] | None = None
) -> list[Event]:
    """A8.3: each visible spider beside or under the critter costs its colony 1 food."""
    events: list[Event] = []
    near = {cr.hex, *BOARD.adjacent[cr.hex]}
    for c, s in spiders_on_board(state):
        if s.hex in near and visible(s) and s.hex not in (skip or set()):
            lost = economy.lose(state, c, content.game.food.bite)
            events.append(
                CritterBite(
                    c.seat,
                    f"{name(content, cr)} bites {spider_name(content, c, s)}: {loss(lost)}",
                    "A8.3",
                )
            )
    return events


def free_for_critter(state: GameState, h: int) -> bool:
    return h > 0 and state.critter_at(h) is None


def steer_target(state: GameState, cr: Critter) -> int:
    """AR8: a rival's controlled critter heads for the person's nearest visible spider,
    whatever other colonies stand nearer (decided 2026-11-26); with none of the person's in
    sight, the nearest visible spider of another colony. -1 when there is none."""
    best = None
    for c, s in spiders_on_board(state):
        if c.seat == cr.controller or not visible(s):
            continue
        key = (c.kind != HUMAN, BOARD.dist(cr.hex, s.hex), s.hex)
        if best is None or key < best[0]:
            best = (key, s.hex)
    return -1 if best is None else best[1]


def steer_face(state: GameState, cr: Critter) -> int:
    """The die face that brings a controlled critter nearest its target (ties: radar order)."""
    target = steer_target(state, cr)
    if target < 0:
        return 0
    options = []
    for f in range(1, 7):
        h = BOARD.step(cr.hex, f)
        if h >= 0:
            options.append((BOARD.dist(h, target), h, f))
    return min(options)[2] if options else 0


def steered_by(state: GameState, content: Content, cr: Critter, chosen: bool) -> tuple[str, str]:
    """Why a controlled critter goes where it goes, for its log line, with the rule: the person
    picked it (A8.5), or a rival sends it at its target (AR8)."""
    c = state.colonies[cr.controller]
    if chosen or c.kind == HUMAN:
        return f"steered by {colony_name(content, c)}", "A8.5"
    target = steer_target(state, cr)
    on = state.spider_at(target) if target >= 0 else None
    if on is None:
        return f"steered by {colony_name(content, c)}", "AR8"
    return f"steered by {colony_name(content, c)} toward {spider_name(content, *on)}", "AR8"


def ladybird_hexes(state: GameState) -> list[int]:
    return [h for h in BOARD.ring_hexes(5) if state.occupant(h) is None]


Occupant = tuple[Colony, Spider] | None


def crawl(
    state: GameState, content: Content, cr: Critter, face: int
) -> tuple[int, Occupant, Occupant]:
    """Where a crawler's step toward `face` ends (A8.2): (hex, the spider it bumps and stays
    beside, the spider the Heebie Jeebies lands on). Changes nothing."""
    dest = BOARD.step(cr.hex, face)
    if dest <= 0 or state.critter_at(dest) is not None:
        return cr.hex, None, None  # off the board, onto hex 0 or a critter: stays put
    sp = state.spider_at(dest)
    if sp is not None and content.critter(cr.id).behaviour != "heebie":
        return cr.hex, sp, None  # crawlers stay put and bite the spider they bump
    return dest, None, sp


def activate(
    state: GameState, content: Content, cr: Critter, face: int = 0, to: int = -1
) -> list[Event]:
    """One critter's activation (A8.1, A8.2, A8.5); `face`/`to` steer it (Mind Control)."""
    cdef = content.critter(cr.id)
    nm = name(content, cr)
    if cr.entangled:  # A8.5: the activation only untangles it
        cr.entangled = False
        if cr.snarer >= 0:
            state.colonies[cr.snarer].snare_used = False
            cr.snarer = -1
        return [CritterActed(-1, f"{nm} on hex {cr.hex} struggles free of a snare", "A8.5")] + (
            bites(state, content, cr)
        )
    if cdef.behaviour == "fly":
        return _fly(state, content, cr, to)
    why, rule = "", "A8.1"
    if cr.controller >= 0:
        why, rule = steered_by(state, content, cr, bool(face))
        if not face:
            face = steer_face(state, cr)
            if not face:  # no spider to head for: it crawls as the die says (A8.1)
                why, rule = "has no spider to head for and", "AR8"
    rolled = not face
    if rolled:
        face = state.rng.roll(6)
    start = cr.hex
    if why and not rolled:
        how = f"{nm} on hex {start}, {why}, steps toward corner {face}"
    else:
        how = f"{nm} on hex {start} {why} rolls {face}".replace("  ", " ")
    dest, bumped, on_spider = crawl(state, content, cr, face)
    if bumped is not None:
        text = f"{how}: bumps {spider_name(content, *bumped)}"
    elif dest == start:
        text = f"{how}: blocked, stays put"
    else:
        text = f"{how}: hex {start} -> {dest}"
    events: list[Event] = [CritterActed(-1, text, rule)]
    if dest != start:
        cr.hex = dest
        if cdef.behaviour == "worm" and state.webs[start]:
            economy.remove_top(state, start)
            events.append(CritterActed(-1, f"{nm} eats the top web on hex {start}", "A8.1"))
    skip: set[int] = set()
    if bumped is not None:
        c, s = bumped
        lost = economy.lose(state, c, content.game.food.bite)
        skip.add(s.hex)
        events.append(
            CritterBite(c.seat, f"{nm} bites {spider_name(content, c, s)}: {loss(lost)}", "A8.2")
        )
    if on_spider is not None:  # A12.4: the colony pays 1 food per spider instead
        c, s = on_spider
        lost = economy.lose(state, c, content.game.food.bite * len(c.spiders))
        skip.add(s.hex)
        events.append(
            CritterBite(
                c.seat,
                f"{nm} lands on {spider_name(content, c, s)}: {colony_name(content, c)} "
                f"{loss(lost)}",
                "A12.4",
            )
        )
    return events + bites(state, content, cr, skip)


def _fly(state: GameState, content: Content, cr: Critter, to: int) -> list[Event]:
    """Ladybird Bandit (A8.1, A12.3): to a free ring-5 hex, then steals from the nearest
    visible spider's colony (the food goes to the pool)."""
    nm = name(content, cr)
    free = ladybird_hexes(state)
    why, rule = "", "A12.3"
    if cr.controller >= 0 and to >= 0:
        why, rule = steered_by(state, content, cr, True)
    elif to < 0 and free:
        target = steer_target(state, cr) if cr.controller >= 0 else -1
        if target >= 0:  # AR8: the free outer hex nearest its target, ties by radar number
            to = min(free, key=lambda h: (BOARD.dist(h, target), h))
            why, rule = steered_by(state, content, cr, False)
        else:
            to = state.rng.choice(free)
    events: list[Event] = []
    if to >= 0:
        said = f", {why}" if why else ""
        events.append(CritterActed(-1, f"{nm} flies from hex {cr.hex} to hex {to}{said}", rule))
        cr.hex = to
    near = nearest_visible(state, cr.hex)
    if near is not None:
        c, s = near
        lost = economy.lose(state, c, content.game.food.bite)
        events.append(
            FoodLost(
                c.seat,
                f"{nm} steals {lost} food from {colony_name(content, c)} "
                f"(nearest: {spider_name(content, c, s)})",
                "A8.1",
            )
        )
    return events + bites(state, content, cr)


def spawn(state: GameState, content: Content) -> list[Event]:
    if state.critter_at(0) is not None:
        return [CritterSpawned(-1, "The spawn hex is taken: no critter appears", "A4.6")]
    if not state.critter_bag:
        bag.refill(state.critter_bag, state.dead)  # A8.4, A12.3: the dead pile refills it
    cid = bag.draw(state.critter_bag, state.rng)
    if cid is None:
        return [CritterSpawned(-1, "No critter is left to appear", "A12.3")]
    cr = state.critter(cid)
    cr.hex, cr.bitten = 0, 0
    events: list[Event] = [
        CritterSpawned(-1, f"{name(content, cr)} appears on the spawn hex", "A4.6")
    ]
    return events + bites(state, content, cr)


def hit(state: GameState, content: Content, colony: Colony, s: Spider, cr: Critter) -> list[Event]:
    """A5.4 Bite: one bite; each bite pays its food (A8.4), the last one kills."""
    cdef = content.critter(cr.id)
    value = cdef.food[cr.bitten]
    cr.bitten += 1
    events: list[Event] = []
    if cr.bitten >= cdef.bites:
        events += kill(state, content, colony, s, cr, value, "A8.4")
    else:
        events.append(
            CritterHit(
                colony.seat,
                f"{spider_name(content, colony, s)} bites {name(content, cr)} "
                f"({cdef.bites - cr.bitten} left)",
                "A8.4",
            )
        )
        events += economy.gain(
            state, content, colony, value, f"a bite of {name(content, cr)}", "A8.4"
        )
    return events


def kill(
    state: GameState,
    content: Content,
    colony: Colony,
    s: Spider,
    cr: Critter,
    value: int,
    rule: str,
) -> list[Event]:
    """A8.4: the critter goes to the dead pile (red side up, A12.3); the killer's colony takes
    its food; tokens on it go back (A9); the killer is owed an upgrade (A7.6)."""
    nm = name(content, cr)
    cr.hex, cr.bitten, cr.entangled = -1, 0, False
    if cr.controller >= 0:
        state.colonies[cr.controller].mind_used = False
        cr.controller = -1
    if cr.snarer >= 0:
        state.colonies[cr.snarer].snare_used = False
        cr.snarer = -1
    state.dead.append(cr.id)
    state.bump("critter_killed")
    events: list[Event] = [
        CritterKilled(colony.seat, f"{spider_name(content, colony, s)} kills {nm}", rule)
    ]
    events += economy.gain(state, content, colony, value, f"{nm} eaten", "A8.4")
    if s.id not in colony.to_upgrade:
        colony.to_upgrade.append(s.id)
    return events
