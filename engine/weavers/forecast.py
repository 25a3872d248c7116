"""What the Weavers will do next (W3.1, W4): which swarm completes a project in the next Span,
on what hand, where it lands, and which of the player's bases stand in a swarm's way.

A forecast reads the state as it is now, with the hand going back into the bag at the end of
the turn; it never changes the state and never touches the game's RNG. Each swarm is read on
its own: what an earlier swarm does in the same Span (a capture, a re-target) can still
change a later one's move, as in the real Span.
"""

from __future__ import annotations

import math
from itertools import product

import attrs

from engine.galaxy.colours import COLOURS
from engine.galaxy.content import Content
from engine.galaxy.describe import KIND_NAMES
from engine.galaxy.state import GameState, Swarm
from engine.galaxy.supply import ongoing
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT, MORPHING, PROLIFERATION
from engine.weavers.weaving import _divert_to

ENGULF, SPLIT, MORPH = "engulf", "split", "morph"
PAIR, SINGLE, NEITHER = "pair", "single", "neither"
TRIGGER_OF = {PROLIFERATION: PAIR, MORPHING: SINGLE, ENGULFMENT: NEITHER}


@attrs.frozen
class Threat:
    """One swarm project one cube short of complete, and what completing it would do."""

    card: str
    system: int  # where the swarm sits
    project: int  # PROLIFERATION, MORPHING or ENGULFMENT
    outcome: str  # ENGULF (moves to `target`), SPLIT (a new swarm on `target`), MORPH
    target: int  # the system it lands on (0 for a morph: nothing moves)
    trigger: str  # the hand that feeds it: PAIR, SINGLE (one cube of morph_colour), NEITHER
    morph_colour: str
    symbols: tuple[str, ...]  # supremacy kinds whose gain also completes it (W3.3)
    chance: float  # how likely the next hand is to complete it, from the bag as it will be

    @property
    def lands(self) -> bool:
        """Whether a swarm ends up on `target` (so the system is captured, W5)."""
        return self.outcome in (ENGULF, SPLIT)


@attrs.frozen
class BaseThreat:
    """A system holding the player's base that a swarm is aimed at, and how soon it lands."""

    system: int
    card: str
    engulf_left: int  # cubes still needed on the engulfment project
    split_left: int  # on the proliferation project (0 if the deck is empty: it engulfs then)

    @property
    def soonest(self) -> int:
        return min(n for n in (self.engulf_left, self.split_left) if n > 0)


def next_draw_count(state: GameState, content: Content) -> int:
    """How many cubes the next turn draws (C3.1), limited by the bag after the hand goes back."""
    count = content.tunables.draw + ongoing(state, content, "draw_bonus") + state.draw_next_bonus
    return min(count, sum(state.bag[c] + state.hand[c] for c in COLOURS))


def hand_chances(state: GameState, content: Content) -> list[tuple[dict[str, int], float]]:
    """Every hand the next draw can give (colour counts) with its chance: the hand goes back
    into the bag (C3.4), then cubes are drawn without replacement (C3.1)."""
    bag = {c: state.bag[c] + state.hand[c] for c in COLOURS}
    n = next_draw_count(state, content)
    total = math.comb(sum(bag.values()), n)
    out = []
    for counts in product(*(range(min(bag[c], n) + 1) for c in COLOURS)):
        if sum(counts) != n:
            continue
        ways = math.prod(math.comb(bag[c], k) for c, k in zip(COLOURS, counts, strict=True))
        out.append((dict(zip(COLOURS, counts, strict=True)), ways / total))
    return out


def _ready(state: GameState, content: Content, swarm: Swarm, project: int) -> bool:
    """One more cube completes the project, and the next one of its colour would land on it
    (the reserve has one, no open conflict takes it first: W6.2)."""
    colour = content.weavers[swarm.card].projects[project].colour
    need = slots_needed(state, content, swarm.card, project)
    if swarm.cubes[project] != need - 1 or state.reserve[colour] < 1:
        return False
    return _divert_to(state, content, colour) is None


def completing(state: GameState, content: Content, swarm: Swarm, hand: dict[str, int]) -> int:
    """The project of `swarm` a Span reading `hand` completes first, or -1 (W3.1 order:
    proliferation on a pair, morphing on exactly one cube of its colour, else engulfment)."""
    pair = any(hand[c] >= 2 for c in COLOURS)
    single = hand[content.weavers[swarm.card].morphing.colour] == 1
    if pair and _ready(state, content, swarm, PROLIFERATION):
        return PROLIFERATION
    if single and _ready(state, content, swarm, MORPHING):
        return MORPHING
    if not pair and not single and _ready(state, content, swarm, ENGULFMENT):
        return ENGULFMENT
    return -1


def threats(state: GameState, content: Content) -> list[Threat]:
    """Every swarm project one cube from complete, in swarm order, with what it would do."""
    if state.over or state.opponent != "weavers" or not state.swarms:
        return []
    hands = hand_chances(state, content)
    out = []
    for swarm in state.swarms:
        card = content.weavers[swarm.card]
        for project in (PROLIFERATION, MORPHING, ENGULFMENT):
            if not _ready(state, content, swarm, project):
                continue
            chance = sum(p for h, p in hands if completing(state, content, swarm, h) == project)
            if project == ENGULFMENT or not state.weaver_deck:  # W4.4: no card to draw
                outcome = ENGULF
            else:
                outcome = SPLIT if project == PROLIFERATION else MORPH
            colour = card.projects[project].colour
            symbols = tuple(r.symbol for r in card.reactions if colour in r.colours)
            target = 0 if outcome == MORPH else swarm.target
            out.append(
                Threat(
                    swarm.card,
                    swarm.system,
                    project,
                    outcome,
                    target,
                    TRIGGER_OF[project],
                    card.morphing.colour,
                    symbols,
                    chance,
                )
            )
    return out


def trigger_text(threat: Threat) -> str:
    """The hand (or gain) that sets it off, in player words."""
    c = threat.morph_colour
    hand = {
        PAIR: "a pair is drawn (two cubes of one colour)",
        SINGLE: f"exactly one {c} cube is drawn",
        NEITHER: f"no pair and no single {c} cube is drawn",
    }[threat.trigger]
    if threat.symbols:
        gains = " or ".join(KIND_NAMES[k] for k in threat.symbols)
        hand += f", or if you gain {gains}"
    return hand


def threat_text(threat: Threat, content: Content) -> str:
    """e.g. 'Loomhive engulfs system 19 if no pair and no single red cube is drawn'."""
    name = content.weavers[threat.card].name
    if threat.outcome == ENGULF:
        hole = f"system {threat.system} becomes a black hole"
        what = f"{name} engulfs system {threat.target} ({hole})"
    elif threat.outcome == SPLIT:
        what = f"{name} splits: a new swarm lands on system {threat.target}"
    else:
        what = f"{name} morphs into the next Weaver card"
    return f"{what} if {trigger_text(threat)}"


def chance_text(chance: float) -> str:
    """A chance in rounded words: 'about 40% next turn'."""
    if chance <= 0:
        return "not possible on the next draw"
    pct = max(1, min(99, round(chance * 100)))
    return f"about {pct}% on the next draw"


def threatened_bases(state: GameState, content: Content) -> list[BaseThreat]:
    """The player's bases that a swarm is aimed at (W2.2), soonest first."""
    if state.over or state.opponent != "weavers":
        return []
    out = []
    for swarm in state.swarms:
        if not swarm.target or not state.has_base(swarm.target):
            continue
        engulf = slots_needed(state, content, swarm.card, ENGULFMENT) - swarm.cubes[ENGULFMENT]
        split = 0
        if state.weaver_deck:
            need = slots_needed(state, content, swarm.card, PROLIFERATION)
            split = need - swarm.cubes[PROLIFERATION]
        out.append(BaseThreat(swarm.target, swarm.card, max(1, engulf), max(0, split)))
    out.sort(key=lambda b: (b.soonest, b.system))
    return out


def base_threat_text(threat: BaseThreat, content: Content) -> str:
    """e.g. 'System 7: Loomhive engulfs it after 1 more yellow; splits onto it after 3 white'."""
    card = content.weavers[threat.card]
    parts = [f"engulfs it after {threat.engulf_left} more {card.engulfment.colour}"]
    if threat.split_left:
        parts.append(f"splits onto it after {threat.split_left} more {card.proliferation.colour}")
    return f"System {threat.system}: {card.name} " + "; ".join(parts)
