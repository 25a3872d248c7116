"""A new game of Arachnid (A3, AD1, AD2): seats, colours, personalities, starting webs and
spiders, dens, pools and bags."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.arachnid import economy
from engine.arachnid.board import BOARD, start_corners
from engine.arachnid.content import Content
from engine.arachnid.rounds import DRAFT
from engine.arachnid.state import (
    ALPHA,
    BETA,
    HUMAN,
    RIVAL,
    SOLDIER,
    WEAVER,
    Colony,
    Critter,
    GameState,
)
from engine.core import daily
from engine.core.rng import Rng

OPTIONS = (
    "rivals",
    "difficulty",
    "scenario",
    "colour",
    "seat",
    "personalities",
    "round_limit",
    "campaign",  # AD3: the campaign a scenario game belongs to (its id)
    "daily",  # the day of a daily game (engine/core/daily.py)
)


def problem(content: Content, options: dict[str, Any]) -> tuple[str, str] | None:
    """The first bad option (name, why), or None."""
    for k in options:
        if k not in OPTIONS:
            return k, "not an option of Arachnid"
    pers = list(content.personalities)
    checks: dict[str, Callable[[Any], bool]] = {
        "rivals": lambda v: type(v) is int and v in (2, 3),
        "difficulty": lambda v: type(v) is int and v in content.levels,
        "scenario": lambda v: type(v) is int and 0 <= v <= 5,
        "colour": lambda v: v in content.game.colours,
        "seat": lambda v: type(v) is int and 0 <= v <= 3,
        "personalities": lambda v: isinstance(v, list) and all(p in pers for p in v),
        "round_limit": lambda v: type(v) is int and 1 <= v <= 200,
        "campaign": lambda v: isinstance(v, str) and v.isalnum() and len(v) <= 64,
        "daily": daily.is_day,
    }
    for k, ok in checks.items():
        if k in options and not ok(options[k]):
            return k, f"{options[k]!r} is not allowed"
    return None


def new_state(content: Content, seed: int, o: dict[str, Any]) -> GameState:
    g = content.game
    rng = Rng.from_seed(seed)
    scenario = o.get("scenario", 0)
    scen = content.scenario(scenario)  # AD2: what the scenario overrides
    rivals = scen.rivals or o.get("rivals", 2)
    n = rivals + 1
    level = o.get("difficulty", 3)
    seat = o.get("seat", -1)
    if seat < 0 or seat >= n:
        seat = rng.below(n)  # A3.1: the generator deals seats
    colour = o.get("colour", g.colours[0])
    others = [c for c in g.colours if c != colour]
    rng.shuffle(others)
    pers = list(o.get("personalities") or [])
    rest = [p for p in content.personalities if p not in pers]
    rng.shuffle(rest)
    pers = (pers + rest)[:rivals]
    stacks = g.den.stacks_3 if n == 3 else g.den.stacks_4
    state = GameState(
        rng=rng,
        webs=[[] for _ in range(BOARD.size)],
        food=[0] * BOARD.size,
        funnel=[-1] * BOARD.size,
        funnel_food=[0] * BOARD.size,
        colonies=[],
        critters=[Critter(c.id) for c in g.critters],
        critter_bag=[c.id for c in g.critters if c.behaviour not in scen.no_critters],
        event_bag=[t for t in g.events.tokens if t != g.events.waiting],
        waiting=[g.events.waiting],
        university=sorted(content.rivals.abilities),
        cards_left={WEAVER: g.university.weaver, SOLDIER: g.university.soldier},
        pool_food=g.pool.food,
        pool_bloodied=g.pool.bloodied,
        level=level,
        scenario=scenario,
        round_limit=o.get("round_limit", g.food.round_limit),
    )
    corners = start_corners(n)
    k = 0
    for i in range(n):
        human = i == seat
        c = Colony(
            seat=i,
            colour=colour if human else others[i - (1 if i > seat else 0)],
            kind=HUMAN if human else RIVAL,
            level=0 if human else level,
            personality="" if human else pers[k],
        )
        if not human:
            k += 1
        c.den = list(stacks)
        c.box = g.pool.webs_per_colony - 3 - sum(stacks)
        store = g.den.start_food + scen.player_food if human else content.levels[level].food
        c.store = min(store, state.pool_food)
        state.pool_food -= c.store
        for ring in (5, 4, 3):  # A2.3: starting webs on the corner ray
            state.webs[BOARD.corner_ray(corners[i], ring)].append(i)
        state.colonies.append(c)
        alpha = economy.new_spider(state, content, c, ALPHA)
        alpha.hex = BOARD.corner_ray(corners[i], 4)
        beta = economy.new_spider(state, content, c, BETA)
        beta.hex = BOARD.corner_ray(corners[i], 3)
        if not human and content.levels[level].soldier and state.cards_left[SOLDIER] > 0:
            state.cards_left[SOLDIER] -= 1  # AD4: Black Widow rivals start with a Soldier
            sol = economy.new_spider(state, content, c, SOLDIER)
            sol.hex = BOARD.corner_ray(corners[i], 5)
    state.turn_order = [(n - 1 - j) % n for j in range(n)]  # A3.4: reverse turn order
    state.stage = DRAFT
    return state
