"""The heuristic player for the person's colony: a sensible, greedy player for tests, balance
and the Hint button. It scores each legal action by what it gains (webs, food, kills) against
the food it costs, keeps a food reserve for Feeds, and answers choices as a rival would (AR4)
with a few changes of its own. Its reason for the last choice is kept in `why`."""

from __future__ import annotations

from typing import Any

import attrs

from engine.arachnid import battle, critters, economy, sweep
from engine.arachnid.actions import track_of
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.rounds import human
from engine.arachnid.state import SOLDIER, WEAVER, GameState
from engine.core.commands import Command

DRAFT = ("pounce", "funnel", "agile", "jump", "balloon", "vicious", "stealth", "unravel",
         "snare", "mind")  # fmt: skip
UPGRADE = ("track:spin", "track:move", "track:bite", "track:special", "track:overspin")
THRESHOLD = 0.5  # an action must gain at least this much beyond its food


def consume_pick(state: GameState, me: Any, opts: list[str]) -> str:
    """An upgrade, then a web (outside the largest web and far from hex 0 first), then a spider
    that cannot spin, the spinners last: a colony that cannot spin can never empty its den."""
    if "upgrade" in opts:
        return "upgrade"
    webs = [int(o[4:]) for o in opts if o.startswith("web:")]
    if webs:
        largest = max(economy.webs_of(state, me.seat), key=len, default=set())
        return f"web:{max(webs, key=lambda h: (h not in largest, BOARD.dist(h, 0), h))}"
    order = {SOLDIER: 0, "alpha": 1, WEAVER: 2, "beta": 3}
    spiders = [me.spider(o[7:]) for o in opts if o.startswith("spider:")]
    return f"spider:{min(spiders, key=lambda s: (order[s.kind], -s.hatched)).id}"


def steer_pick(content: Any, state: GameState, seat: int, cid: str, opts: list[str]) -> str:
    """A8.5: send the critter where it costs rivals the most food and the colony the least,
    else toward the nearest rival spider (then the first option)."""
    cr = state.critter(cid)
    rivals = [s.hex for c in state.colonies if c.seat != seat for s in c.spiders if s.deployed]

    def value(o: str) -> tuple[int, int]:
        p = sweep.preview(state, content, cr, o)
        hurt = sum(1 if who != seat else -2 for who, _ in p.bitten)
        return (-hurt, min((BOARD.dist(p.hex, h) for h in rivals), default=0))

    return min(opts, key=value)


def mind_value(content: Any, state: GameState, seat: int, cmd: Act) -> float:
    """A9 Mind Control: what the critter's steered activation costs the rivals now (a food a
    spider bitten, twice that for one's own), and the bites it will no longer give the colony
    (its spiders within 2: the critter is steered away from them from now on)."""
    cr = state.critter_at(cmd.hex)
    if cr is None:
        return -1.0
    option = f"face:{cmd.steer}" if cmd.steer else ""
    if not option:  # the Ladybird flies where AR8 would send it: the hex nearest a rival
        hexes = critters.ladybird_hexes(state)
        target = critters.steer_target(state, attrs.evolve(cr, controller=seat))
        if not hexes or target < 0:
            return -1.0
        option = f"hex:{min(hexes, key=lambda h: (BOARD.dist(h, target), h))}"
    p = sweep.preview(state, content, cr, option)
    hurt = sum(1 if who != seat else -2 for who, _ in p.bitten)
    mine = [s.hex for c in state.colonies if c.seat == seat for s in c.spiders if s.deployed]
    threat = sum(1 for h in mine if BOARD.dist(h, cr.hex) <= 2)
    return 1.0 + hurt + 0.5 * threat


class HeuristicBot:
    name = "heuristic"
    # Its food policy: an action must gain `threshold` beyond `cost` a food spent, and it
    # spends nothing when `reserve` food or less is left (the next Feed's).
    threshold, cost, reserve = THRESHOLD, 1.2, 1

    def __init__(self, seed: int = 0, prefer: str = "") -> None:
        self.why = ""
        self.prefer = prefer  # an ability to draft first (balance runs try each one)

    def choose(self, rules: Any, state: GameState) -> Command:
        me = human(state)
        legal = rules.legal_commands(state)
        if state.choices:
            return self._choice(rules, state, legal)
        if any(isinstance(c, EndDen) for c in legal):
            return self.den(rules, state, me, legal)
        best, best_value = None, self.threshold
        view = _View(state, me)  # the position does not change while its moves are scored
        for cmd in legal:
            if isinstance(cmd, Act):
                v = self.value(rules, state, cmd, view)
                if v > best_value:
                    best, best_value = cmd, v
        if best is not None:
            self.why = f"{best.action} to hex {best.hex} gains the most"
            return best
        self.why = "keep the food for the next Feed"
        return Pass() if Pass() in legal else legal[0]

    def den(self, rules: Any, state: GameState, me: Any, legal: list[Command]) -> Command:
        """A5.3: Refresh a stunned spider, Deploy a new one nearest hex 0, while food stays
        for the next Feed."""
        for cmd in legal:
            if isinstance(cmd, Refresh) and me.store > self.reserve:
                s = me.spider(cmd.spider)
                if s is not None and s.stunned:
                    self.why = "refresh the stunned spider (A5.3)"
                    return cmd
        deploys = [c for c in legal if isinstance(c, Deploy)]
        if deploys and me.store > self.reserve:
            self.why = "put the new spider on your web, where it scores (A11)"
            return min(deploys, key=lambda c: (BOARD.dist(c.hex, 0), c.hex))
        self.why = "nothing worth its food in the den"
        return EndDen()

    def _choice(self, rules: Any, state: GameState, legal: list[Command]) -> Command:
        ch = state.choices[0]
        me = human(state)
        opts = ch.options
        if ch.kind == "draft":
            pick = next(a for a in (self.prefer, *DRAFT) if a in opts)
        elif ch.kind == "hatch":
            soldiers = sum(s.kind == SOLDIER for s in me.spiders)
            pick = SOLDIER if me.den_webs < 8 and soldiers == 0 else WEAVER
        elif ch.kind == "upgrade":
            pick = next((o for o in UPGRADE if o in opts), opts[0])
        elif ch.kind == "commit":
            spare = max(0, me.store - len(me.spiders))

            def key(o: str) -> tuple[int, int]:
                a, s, b = battle.parse_commit(o)
                return (a + s, -b) if b > min(1, spare) else (a + s + b, 0)

            pick = max(opts, key=key)
        elif ch.kind == "retreat":
            pick = str(battle.retreat_pick(state, me, [int(o) for o in opts]))
        elif ch.kind == sweep.STEER:
            pick = steer_pick(rules.content, state, me.seat, ch.about, opts)
        else:
            pick = consume_pick(state, me, opts)
        self.why = f"{ch.kind}: {pick}"
        return Choose(pick)

    def value(self, rules: Any, state: GameState, cmd: Act, view: _View | None = None) -> float:
        """What the action gains beyond its food; `view` is what `choose` worked out once
        about the position (made here when not given)."""
        content = rules.content
        if view is None:
            view = _View(state, human(state))
        me = view.me
        s = me.spider(cmd.spider)
        assert s is not None
        free = s.food.get(track_of(cmd.action), -1) >= 0
        cost = 0.0 if free else self.cost
        if not free and me.store <= self.reserve:
            return -1.0
        h = cmd.hex
        a = cmd.action
        v = 0.0
        if a == "spin":
            opens = view.opens(h)
            v = 2.0 + 3 * state.food[h] + 0.15 * opens - 0.05 * BOARD.dist(h, 0)
        elif a == "overspin":
            v = 4.0 if state.top(h) not in (-1, me.seat) else -1.0
        elif a in ("bite", "pounce"):
            cr = state.critter_at(h)
            if cr is not None:
                food = content.critter(cr.id).food
                left = food[cr.bitten :]
                v = 1.5 * (sum(left) if a == "pounce" else left[0]) + 1.0
        elif a == "funnel":
            v = 1.0 if me.funnels < 3 else -1.0
        elif a == "mind":
            v = mind_value(content, state, me.seat, cmd)
        elif a == "unravel":
            v = 2.5 if state.top(h) not in (-1, me.seat) else -2.0
        elif a in ("move", "balloon", "jump"):
            end = cmd.agile if cmd.agile >= 0 else h
            if end == s.hex:
                return 1.0 if s.snared else -1.0
            v = 3.0 * (state.food[end] + state.funnel_food[end])
            if s.kind in ("beta", "weaver") and me.den_webs:
                here = view.opens(s.hex)
                there = view.opens(end)
                if here == 0 and there > 0:
                    v += 1.5 + 0.1 * there
            near = BOARD.adjacent[end]
            if not view.foes.isdisjoint(near):  # a rival's spider next to where it ends
                strong = s.attack >= 2 and s.kind in ("alpha", "soldier")
                v += 1.2 if strong else -2.0
            if not view.critters.isdisjoint(near):
                v -= 0.5
        else:
            v = -1.0
        return v - cost


class _View:
    """What the heuristic reads from a position for every move it scores: who stands where,
    and how many open hexes (A2.5) lie around a hex, each worked out once."""

    def __init__(self, state: GameState, me: Any) -> None:
        self.state, self.me = state, me
        self.occupied = state.occupied()  # occupant(h) is None for every other hex
        self.foes = {o.hex for c in state.colonies if c is not me for o in c.spiders if o.deployed}
        self.critters = {cr.hex for cr in state.critters}
        self._opens: dict[int, int] = {}

    def opens(self, h: int) -> int:
        """How many hexes next to h are open (economy.is_open)."""
        n = self._opens.get(h)
        if n is None:
            webs, taken = self.state.webs, self.occupied
            n = self._opens[h] = sum(
                1 for x in BOARD.adjacent[h] if x != 0 and not webs[x] and x not in taken
            )
        return n
