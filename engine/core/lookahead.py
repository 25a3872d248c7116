"""Look ahead: what a command would cause, seen on a copy, up to the next hidden information.

One service for every game (the move preview on screen, the Hint, the game review's play-out
chances). It never changes the live state or its random generator, and never shows what lies
past a reveal: a draw, a die roll, a rival's face-down card (the boundary Undo stops at,
`reveal_mark`).

    from engine.core import lookahead
    seen = lookahead.preview(rules, state, command)     # -> Preview
    seen.lines          # the log's own words for the events shown, in order
    seen.consequences   # what matters, each with its places on the board (hexes or systems)
    seen.costly, seen.why   # whether to ask first, and why in one line

`Preview` fields:
- `ok`, `reason`: the rules' verdict (a refused command previews nothing);
- `events`: the events applying it gives, cut before the first that shows hidden information;
- `lines`: those events in the log's words (the game's describe module);
- `hidden`: "" when the whole command was seen, else player words for what comes next unseen
  ("then you draw from your bag");
- `consequences`: `Consequence`s (kind from KINDS, one-line words, places, costly, chances);
- `costly`/`why`: a consequence that loses the game, your home, a base, a Cluster you hold or a
  spider, or a battle with no dice; `why` is the first such consequence's words;
- `after`: the copy after the command when nothing was hidden (None otherwise: it would hold
  what the player has not seen).

The hooks a game's rules provide (next to `reveal_mark`; all optional, with safe defaults):
- `reveal_words(event, state) -> str | None`: None when the event shows nothing hidden; else
  the player words for it without its content (state: before the command). The preview
  stops before the first such event. A game without it shows nothing of a command that
  reveals.
- `log_lines(events, state) -> list[str]`: the log's words for events (state: before them).
- `consequences(before, cmd, events, after) -> list[Consequence]`: what matters in the events
  shown (`after` is None when the command was cut at a reveal).
- `redeal(state, rng) -> None` (engine/core/hidden.py, shared with the play-out chances):
  re-deals what the player cannot see; the tests prove a preview never depends on it.
- `move_words(state, cmd) -> str`: a move in player words, said before it is made (the game
  review's turning points, engine/core/review.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from fractions import Fraction
from typing import Any

import attrs

from engine.core.commands import Command, Event
from engine.core.session import reveal_mark
from engine.core.state_copy import deep_copy

# What a consequence is about: the screens mark and word them by kind.
TRACK = "track"  # a track, supremacy or attribute gained
FED = "fed"  # a swarm (or a rival) fed or strengthened
ENGULFED = "engulfed"  # a system swallowed (a black hole)
BASE_LOST = "base_lost"
HOME_LOST = "home_lost"
EMPTIED = "emptied"  # a stack of fleets left empty
CLUSTER_LOST = "cluster_lost"  # a Star Cluster you held given up
BATTLE = "battle"
FOOD = "food"
FEED = "feed"  # Arachnid's Feed
SPIDER_LOST = "spider_lost"
GAINED = "gained"  # a base, system, planet, project or the like won
LOST = "lost"  # the game lost
WON = "won"  # the game won
KINDS = (
    TRACK,
    FED,
    ENGULFED,
    BASE_LOST,
    HOME_LOST,
    EMPTIED,
    CLUSTER_LOST,
    BATTLE,
    FOOD,
    FEED,
    SPIDER_LOST,
    GAINED,
    LOST,
    WON,
)


@attrs.frozen
class Chance:
    """One outcome of what dice decide, with its exact probability."""

    key: str  # stable: "overkill", "victory", "tie", "defeat", "crushed"...
    words: str  # "you win with overkill"
    probability: Fraction


@attrs.frozen
class Consequence:
    """Something a move causes that a player should know before making it."""

    kind: str  # one of KINDS
    words: str  # one line in player words
    places: tuple[int, ...] = ()  # hexes or systems the board marks (the game's own numbers)
    costly: bool = False  # ask before making the move
    chances: tuple[Chance, ...] = ()  # a battle's outcomes, most likely for the player first


@attrs.frozen
class Preview:
    command: Command
    ok: bool
    reason: str = ""
    events: tuple[Event, ...] = ()
    lines: tuple[str, ...] = ()
    hidden: str = ""
    consequences: tuple[Consequence, ...] = ()
    after: Any = attrs.field(default=None, eq=False, repr=False)

    @property
    def costly(self) -> bool:
        return any(c.costly for c in self.consequences)

    @property
    def why(self) -> str:
        """The first costly consequence's words ("" when the move costs nothing that matters)."""
        return next((c.words for c in self.consequences if c.costly), "")

    @property
    def lost(self) -> bool:
        """Whether the move loses the game (as far as can be seen)."""
        return any(c.kind == LOST for c in self.consequences)

    @property
    def won(self) -> bool:
        return any(c.kind == WON for c in self.consequences)

    def of_kind(self, *kinds: str) -> list[Consequence]:
        return [c for c in self.consequences if c.kind in kinds]


def shown_events(
    rules: Any, state: Any, events: Sequence[Event], revealed: bool
) -> tuple[list[Event], str]:
    """The events a player may see before making the move, and what comes next unseen ("" when
    all of it is seen). A command that revealed something but whose game cannot say which
    event did shows nothing."""
    words = getattr(rules, "reveal_words", None)
    if words is None:
        return ([], "what comes next is hidden") if revealed else (list(events), "")
    for i, e in enumerate(events):
        said = words(e, state)
        if said is not None:
            return list(events[:i]), said
    return list(events), ("what turns up next is hidden" if revealed else "")


def preview(rules: Any, state: Any, cmd: Command) -> Preview:
    """What `cmd` would cause from `state`, seen on a copy (see the module's docstring)."""
    verdict = rules.check(state, cmd)
    if not verdict.ok:
        return Preview(cmd, False, str(verdict.reason))
    seen = copy_state(state)
    mark = reveal_mark(rules, seen)
    events = rules.apply(seen, cmd)
    revealed = reveal_mark(rules, seen) != mark
    shown, hidden = shown_events(rules, state, events, revealed)
    after = None if hidden else seen
    lines = _lines(rules, shown, state)
    found = getattr(rules, "consequences", None)
    consequences = tuple(found(state, cmd, shown, after)) if found else ()
    return Preview(cmd, True, "", tuple(shown), tuple(lines), hidden, consequences, after)


def copy_state(obj: Any) -> Any:
    """A deep copy of a game state, several times faster than copy.deepcopy (the one state
    copy every look-ahead, Undo and replay use: engine/core/state_copy.py)."""
    return deep_copy(obj)


def preview_many(rules: Any, state: Any, cmds: Iterable[Command] | None = None) -> list[Preview]:
    """A preview of each command (every legal one when none are given)."""
    todo = rules.legal_commands(state) if cmds is None else cmds
    return [preview(rules, state, c) for c in todo]


def _lines(rules: Any, events: list[Event], state: Any) -> list[str]:
    say = getattr(rules, "log_lines", None)
    if say is None:
        return [str(getattr(e, "text", "")) or type(e).__name__ for e in events]
    return list(say(events, state))


def dice_sums(dice: Sequence[Sequence[int]]) -> dict[int, Fraction]:
    """The exact distribution of the sum of independent dice (each a tuple of its faces, every
    face equally likely), by convolution."""
    dist: dict[int, Fraction] = {0: Fraction(1)}
    for faces in dice:
        step: dict[int, Fraction] = {}
        share = Fraction(1, len(faces))
        for total, p in dist.items():
            for f in faces:
                step[total + f] = step.get(total + f, Fraction(0)) + p * share
        dist = step
    return dist


def percent(p: Fraction) -> str:
    """A probability as players read it: '37 %', '< 1 %', '> 99 %'."""
    if 0 < p < Fraction(1, 100):
        return "< 1 %"
    if Fraction(99, 100) < p < 1:
        return "> 99 %"
    return f"{round(float(p) * 100)} %"
