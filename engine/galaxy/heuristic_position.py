"""What the heuristic player reads from a position: which systems swarms threaten, the supremacy
kind to aim for, and what a card, a system, a won conflict and the hand are worth. The position
does not change while its commands are scored (engine.galaxy.heuristic_moves scores them)."""

from __future__ import annotations

from typing import Any

from engine.galaxy.colours import ANY, BLACK, COLOURS, SUPREMACY
from engine.galaxy.content import GOVERNMENT, CardDef, Content
from engine.galaxy.scenario_content import WIN_PATHS as PATHS
from engine.galaxy.scenarios import victory_counts
from engine.galaxy.state import GameState
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, PROLIFERATION

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
        # A cube's worth on a route, and on a project before its slot's colour counts, does
        # not depend on the cube's colour: heuristic_moves scores each once per position.
        self.route_scores: dict[int, tuple[float, Any]] = {}
        self.project_scores: dict[int, tuple[float, Any, bool]] = {}

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
        st, out = self.st, dict[int, float]()
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

    def conflict_value(self, target: int, origin: int, card: CardDef) -> float:
        """What winning a conflict at `target` is worth: its planets, the swarm it would banish,
        a victory it would bring."""
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

    def fillable_now(self, needs: list[str]) -> int:
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
