"""A heuristic player: scores every legal command from the position and plays the best.

It defends systems that swarms are about to take (conflicts to divert and banish, leaders to
steal), expands along routes toward empty systems with planets, settles planets early so the
bag grows, fills the projects that serve the victory path its position favours, and ends the
turn when nothing worth doing is left. Each choice comes with a one-line reason (the client's
Hint button shows it). It never bypasses `check`: it only ranks `legal_commands`.
"""

from __future__ import annotations

from typing import Any

import attrs

from engine.core.commands import Command
from engine.core.rng import Rng
from engine.galaxy import board
from engine.galaxy import commands as gc
from engine.galaxy.colours import ANY, BLACK, COLOURS, SUPREMACY
from engine.galaxy.content import CONFLICT, GOVERNMENT, LEADER, CardDef, Content
from engine.galaxy.describe import KIND_NAMES
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.scenario_content import WIN_PATHS as PATHS
from engine.galaxy.scenarios import victory_counts
from engine.galaxy.state import GameState
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, PROLIFERATION

END_TURN_VALUE = 0.3  # anything worth less than this is not worth doing this turn

EFFECT_VALUE = {
    "add_cubes": 1.2,
    "draw_next": 1.0,
    "extra_card": 0.8,
    "free_base": 4.0,
    "settle_free": 2.5,
    "advance_route": 1.2,
    "skip_turn": -2.5,
    "draw_bonus": 3.5,
    "route_two_colours": 1.2,
    "extra_project": 1.5,
    "conflict_discount": 1.5,
    "settle_bonus": 1.5,
    "steal": 3.0,
    "exchange": 1.5,
    "redraw": 0.8,
}


@attrs.frozen
class Choice:
    command: Command
    score: float
    reason: str


class HeuristicBot:
    name = "heuristic"

    def __init__(self, seed: int) -> None:
        self.rng = Rng.from_seed(seed, stream=0xB07 + 1)
        self.recalled: tuple[int, int] | None = None  # (turn, tableau index) freed this turn

    def choose(self, rules: GalaxyRules, state: GameState) -> Command:
        choice = self.best(rules, state)
        cmd = choice.command
        if isinstance(cmd, gc.Recall) and cmd.spot == "project":
            self.recalled = (state.turn, cmd.ref)
        return cmd

    def best(self, rules: GalaxyRules, state: GameState) -> Choice:
        """The highest-scoring legal command and why (ties broken by the bot's own RNG)."""
        view = Position(rules.content, state)
        scored = [view.score(c) for c in rules.legal_commands(state)]
        if self.recalled and self.recalled[0] == state.turn:
            # A cube freed from a project this turn does not go straight back into it.
            scored = [
                Choice(c.command, -5.0, c.reason)
                if isinstance(c.command, gc.PlaceCube)
                and c.command.spot == "project"
                and c.command.ref == self.recalled[1]
                else c
                for c in scored
            ]
        top = max(c.score for c in scored)
        best = [c for c in scored if c.score >= top - 1e-9]
        return best[self.rng.below(len(best))] if len(best) > 1 else best[0]


class Position:
    """What the bot knows about the position: threats, the plan, what the bag holds."""

    def __init__(self, content: Content, state: GameState) -> None:
        self.content = content
        self.st = state
        self.threat = self._threats()
        self.focus = self._focus()
        # A scenario may switch victories off (D2.5): a move toward one of them wins nothing.
        self.wins_by = {p: victory_counts(state, content, p) for p in PATHS}
        self._cubes_left = sum(state.bag.values()) + sum(state.hand.values())
        total = self._cubes_left or 1
        self.share = {c: (state.bag[c] + state.hand[c]) / total for c in COLOURS}
        # The position does not change while its commands are scored: values asked for again
        # (every slot of a card, every route to a system) are worked out once.
        self._card_values: dict[str, float] = {}
        self._system_values: dict[int, float] = {}

    # --- the position ------------------------------------------------------------------------

    def cubes_left(self) -> int:
        """Cubes the player can still draw or place: the bag and the hand."""
        return self._cubes_left

    def dry(self) -> bool:
        """Out of cubes that build anything (black only fills black slots and recalls)."""
        st = self.st
        return sum(st.bag[c] + st.hand[c] for c in COLOURS if c != BLACK) < 2

    def _threats(self) -> dict[int, float]:
        """How urgently each system of ours is threatened: swarms targeting it, weighted by
        how close their engulfment (or split) is; the home counts double (W7.2)."""
        st, out = self.st, {}
        for sw in st.swarms:
            if not st.has_base(sw.target):
                continue
            eng = sw.cubes[ENGULFMENT] / slots_needed(st, self.content, sw.card, ENGULFMENT)
            pro = sw.cubes[PROLIFERATION] / slots_needed(st, self.content, sw.card, PROLIFERATION)
            danger = 1.0 + 3.0 * max(eng, pro * 0.8)
            if sw.target == st.home:
                danger *= 2.0
            out[sw.target] = out.get(sw.target, 0.0) + danger
        return out

    def _focus(self) -> str:
        """The supremacy kind the position favours: the highest track, ties by cards held."""
        st = self.st
        held = {k: 0.0 for k in SUPREMACY}
        for proj in st.tableau:
            if not proj.done:
                for k in self.content.card(proj.card).reward:
                    held[k] += 0.5
        return max(SUPREMACY, key=lambda k: (st.supremacy[k] + held[k], k == "might"))

    def card_value(self, card: CardDef) -> float:
        v = self._card_values.get(card.id)
        if v is None:
            v = self._card_values[card.id] = self._card_value(card)
        return v

    def _card_value(self, card: CardDef) -> float:
        st = self.st
        v = 0.0
        for kind in card.reward:
            level = st.supremacy[kind]
            v += 1.6 + 0.5 * level + (1.2 if kind == self.focus else 0.0)
            if level >= self.content.tunables.supremacy_goal - 1 and self.wins_by["supremacy"]:
                v += 20.0  # this symbol wins the game
        for eff in (card.effect, card.ongoing, card.ability):
            if eff is not None:
                v += EFFECT_VALUE.get(eff.kind, 0.5)
        if card.deck == GOVERNMENT and st.government:
            v -= 1.0  # it would replace the one we have
        # Feeding a swarm's reaction helps the Weavers (W3.3).
        for sw in st.swarms:
            for r in self.content.weavers[sw.card].reactions:
                if r.symbol in card.reward:
                    v -= 0.4
        return v

    def system_value(self, system: int) -> float:
        """What a base there would be worth."""
        v = self._system_values.get(system)
        if v is None:
            v = self._system_values[system] = self._system_value(system)
        return v

    def _system_value(self, system: int) -> float:
        st = self.st
        sys = st.galaxy.system(system)
        v = 2.0 + 0.6 * len(sys.planets)
        if len(st.bases) >= self.content.tunables.bases - 1 and self.wins_by["bases"]:
            v += 30.0  # the last base wins
        if any(sw.target == system for sw in st.swarms):
            v -= 1.5  # a swarm is coming for it
        return v

    # --- scoring commands --------------------------------------------------------------------

    def score(self, cmd: Command) -> Choice:
        kind = type(cmd)
        if kind not in _HANDLERS:  # each command class's scorer, looked up once
            _HANDLERS[kind] = getattr(Position, "_" + kind.__name__, None)
        handler = _HANDLERS[kind]
        value, reason = handler(self, cmd) if handler else (0.0, "")
        return Choice(cmd, value, reason)

    def _EndTurn(self, cmd: gc.EndTurn) -> tuple[float, str]:
        return END_TURN_VALUE, "Nothing better to do this turn: end it"

    def _PlaceCube(self, cmd: gc.PlaceCube) -> tuple[float, str]:
        st, colour = self.st, cmd.colour
        if cmd.spot == "route":
            route = st.galaxy.routes[cmd.ref]
            filled = len(st.routes[cmd.ref]) + 1
            far = route.b if st.has_base(route.a) else route.a
            if st.has_base(far):
                return 0.2, f"Link systems {route.a} and {route.b}: nothing better for this cube"
            empty = board.is_empty_system(st, far)
            target = self.system_value(far) if empty else 0.8
            progress = filled / route.slots
            value = target * (0.35 + 0.65 * progress)
            if filled == route.slots:
                value += target
            near = st.has_base(route.a) and route.a or route.b
            value -= 0.5 * self.threat.get(near, 0.0) / 4
            gain = "a new base there" if empty else "the route is yours"
            reason = f"Build toward system {far} ({filled}/{route.slots}): {gain} when full"
            ended = board.conflicts_over(st, far) if empty else []
            if filled == route.slots and ended:
                names = " and ".join(self.content.card(st.tableau[i].card).name for i in ended)
                reason += f"; that ends your {names} there, its cubes back to your bag"
            return value, reason
        if cmd.spot == "planet":
            planet = st.planets[cmd.ref]
            early = 3.2 if st.turn < 8 else 2.0
            value = early * (planet.cubes + 1) / planet.cost
            if self.threat.get(planet.system, 0.0) > 3:
                value *= 0.4  # about to be captured: its cubes would go to the reserve
            return value, f"Settle a {planet.colour} planet in system {planet.system}: more cubes"
        proj = st.tableau[cmd.ref]
        card = self.content.card(proj.card)
        empty = sum(1 for c in proj.cubes if not c)
        if card.deck == CONFLICT:
            value = self._conflict_value(proj.target, proj.origin, card) / empty
            if proj.defender and any(proj.defender):
                left = sum(1 for c in proj.defender if not c)
                value *= 1.5 if left <= empty else 1.0  # race the Weavers' side
            value += 0.6
            return value, f"Push {card.name}: fill it first to win system {proj.target}"
        value = self.card_value(card) / empty
        if empty == 1:
            value += 1.0  # completing now
        elif empty >= 3 and self.cubes_left() <= 6:
            value *= 0.3  # a starved bag should not sink cubes into a long project
        if proj.needs[cmd.slot] == ANY and colour != BLACK:
            value -= 0.15 * self.share[colour]  # keep flexible slots for awkward colours
        reward = " + ".join(KIND_NAMES[k] for k in card.reward)
        if empty == 1:
            return value, f"Finish {card.name}: it gives you {reward}"
        return value, f"Work on {card.name}: {empty} slots left to gain {reward}"

    def _conflict_value(self, target: int, origin: int, card: CardDef) -> float:
        st = self.st
        sys = st.galaxy.system(target)
        value = 1.5 + len(sys.planets) * 0.4
        sw = st.swarm_on(target)
        if sw is not None:
            # Each banishment is a step toward clearing the board (W7.1), more so when few
            # swarms are left.
            value += 3.0 + 8.0 / len(st.swarms)
            if st.has_base(sw.target):
                value += 2.0 * self.threat.get(sw.target, 0.0)
            if len(st.swarms) == 1:
                value += 25.0  # banishing the last swarm wins
        if sys.is_start and target != st.home and self.wins_by["second_start"]:
            value += 12.0  # a second starting system wins
        if len(st.bases) >= self.content.tunables.bases - 1 and self.wins_by["bases"]:
            value += 25.0
        return value

    def _fillable_now(self, needs: list[str]) -> int:
        """How many of these slots the hand can fill this turn (greedy: exact colours first)."""
        hand = dict(self.st.hand)
        filled = 0
        for need in sorted(needs, key=lambda n: n == ANY):
            if need == ANY:
                colour = max((c for c in COLOURS if c != BLACK), key=lambda c: hand[c])
                if hand[colour] > 0:
                    hand[colour] -= 1
                    filled += 1
            elif hand.get(need, 0) > 0:
                hand[need] -= 1
                filled += 1
        return filled

    def _InitiateConflict(self, cmd: gc.InitiateConflict) -> tuple[float, str]:
        from engine.galaxy.projects import conflict_needs

        st = self.st
        card = self.content.card(st.tableau[cmd.project].card)
        needs = conflict_needs(st, self.content, card, cmd.target)
        short = len(needs) - self._fillable_now(needs)
        value = self._conflict_value(cmd.target, cmd.origin, card)
        sw = st.swarm_on(cmd.target)
        if short == 0:
            # Won before any Span can feed the defenders.
            return value + 4.0, f"Attack system {cmd.target}: your hand can win it this turn"
        if sw is not None and len(st.swarms) == 1 and short <= 1:
            # The last swarm: its lone cubes fill the defenders slowly; the race is ours.
            return value * 0.8, f"Attack system {cmd.target}: banishing the last swarm wins"
        if sw is not None and st.has_base(sw.target) and self.threat.get(sw.target, 0) > 2.5:
            # It will not win this turn, but it soaks up the swarms' cubes (W6.2).
            return value * 0.35, f"Attack system {cmd.target}: it diverts the swarms' cubes"
        gain = "banish its swarm" if sw is not None else "take the system"
        return value * 0.25 / (1 + short), f"Attack system {cmd.target}: win it to {gain}"

    def _TakeCard(self, cmd: gc.TakeCard) -> tuple[float, str]:
        st = self.st
        card = self.content.card(st.decks[cmd.deck][0])
        fit = sum(self.share.get(n, 0.8) if n != ANY else 0.8 for n in card.slots) / len(card.slots)
        value = 0.6 + self.card_value(card) * (0.35 + fit) / (1 + 0.25 * len(card.slots))
        locked = sum(1 for p in st.tableau if not p.done and any(p.cubes))
        if self.cubes_left() <= 8 and locked >= 2:
            value -= 1.5  # no cubes to spare for another project
        if card.deck == CONFLICT:
            targets = [n for b in st.bases for n in st.galaxy.neighbours(b) if st.swarm_at(n)]
            value += (1.5 + 6.0 / len(st.swarms)) if targets else -0.5
        if card.deck == LEADER and card.ability and card.ability.kind == "steal" and st.swarms:
            value += 1.0
        reward = " + ".join(KIND_NAMES[k] for k in card.reward)
        return value, f"Take {card.name}: it gives {reward}; {self._hand_fit(card)}"

    def _hand_fit(self, card: CardDef) -> str:
        """What the hand really holds for the card's slots: the hint says so, never more."""
        slots = list(card.slots)
        fits = self._fillable_now(slots)
        if fits == len(slots):
            return "your hand can fill all its slots"
        if fits * 2 >= len(slots):
            return f"your hand can fill {fits} of its {len(slots)} slots"
        wanted = sorted({n for n in slots if n != ANY})
        colours = ", ".join(wanted) if wanted else "any colour"
        if fits == 0:
            return f"it wants {colours}, none in your hand yet"
        return f"it wants {colours}; your hand fills only {fits} of its {len(slots)} slots"

    def _UseLeader(self, cmd: gc.UseLeader) -> tuple[float, str]:
        st = self.st
        card = self.content.card(st.tableau[cmd.project].card)
        if cmd.spot == "swarm":
            sw = st.swarm_on(cmd.ref)
            if sw is None:
                return 0.0, ""
            need = slots_needed(st, self.content, sw.card, cmd.slot)
            urgency = sw.cubes[cmd.slot] / need
            threatens = st.has_base(sw.target)
            if st.standstill:
                # The last turn ended as an earlier one had (W7.4): stealing again only
                # repeats it, and a galaxy that stands still is lost. Let the swarm move.
                return 0.1, f"{card.name}: holding this swarm off again only repeats the turn"
            if self.cubes_left() == 0:
                # No cube left to draw or place: holding off even a strike on the home only
                # repeats the same turn forever (the swarm feeds, the leader steals it back).
                return 0.1, f"{card.name}: holding this swarm off only delays the end"
            if self.dry() and sw.target != st.home:
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
            if self.dry() or st.standstill:
                return 0.1, f"{card.name}: no cubes to win that conflict with"
            return 2.5, f"{card.name}: weaken the defenders"
        if cmd.colour2:
            gain = self.share.get(cmd.colour, 0.2) - self.share.get(cmd.colour2, 0.2)
            return 0.2 + gain, f"{card.name}: swap {cmd.colour} for {cmd.colour2}"
        return 0.25, f"{card.name}: trade a cube back for a chance at a better one"

    def _UsePower(self, cmd: gc.UsePower) -> tuple[float, str]:
        power = self.content.species[self.st.species].power
        if power.kind == "free_base":
            best = max(
                (self.system_value(s) for s in board.free_base_systems(self.st)), default=0.0
            )
            return best, "Use your species' power: a free base"
        return (1.5 if self.st.turn > 3 else 0.2), "Use your species' power: more cubes now"

    def _Choose(self, cmd: gc.Choose) -> tuple[float, str]:
        st, pending = self.st, self.st.pending
        if pending is None:
            return 0.0, ""
        if pending.kind == "free_base":
            return self.system_value(cmd.ref), f"Found the base in system {cmd.ref}: the best spot"
        if pending.kind == "settle_free":
            planet = st.planets[cmd.ref]
            value = 1.0 + planet.cost - planet.cubes
            return value, f"Settle the planet in system {planet.system}: it saves the most cubes"
        value, reason = self._PlaceCube(gc.PlaceCube(cmd.colour, "route", cmd.ref))
        return value, reason

    def _Recall(self, cmd: gc.Recall) -> tuple[float, str]:
        """Worth it only when the bag is starved: free a cube locked on a far-off project."""
        st = self.st
        if self.cubes_left() > 5:
            return -1.0, "Take a cube back: only worth it when the bag runs dry"
        if st.standstill:  # the cube would only go back where it was: the turn repeats (W7.4)
            return -1.0, "Take a cube back: it only repeats the last turn"
        if cmd.spot == "project":
            proj = st.tableau[cmd.ref]
            empty = sum(1 for c in proj.cubes if not c)
            if empty >= 3 or self.cubes_left() <= 3:
                return 0.9, "Take a cube back: a far-off project holds it, and the bag is dry"
        # Never from a route: the cube would only go back on it, round and round.
        return -1.0, "Take a cube back: only worth it when the bag runs dry"


_HANDLERS: dict[type, Any] = {}


def explain(rules: GalaxyRules, state: GameState, seed: int = 0) -> Choice:
    """The move the heuristic player would make now, with its reason (for hints)."""
    return HeuristicBot(seed).best(rules, state)
