"""The Hint that looks ahead: each game's advice, checked with the look-ahead
(engine/core/lookahead.py), kept as one plan per turn.

    hinter = Hinter(rules)              # one per game being played (the client keeps it)
    h = hinter.hint(state)              # -> Hint
    h.command, h.reason, h.preview      # the move, why in player words, what it will cause

- Never a move that loses the game or your home when another move does not (a preview
  shows it): the game's next best advice is taken instead, and the reason says what the
  other move would have cost.
- A move that costs something that matters (a base, a Cluster...) is made gentler when the
  game knows how (`gentler(state, cmd)`: a stack's move leaving one fleet behind).
- One plan per turn: the first hint of a turn plans the turn ahead on a copy (the advice
  followed move after move, each checked, up to the turn's end or the next hidden
  information); while the player follows it, each next hint is its next step, so a hint
  never spends what the previous hint's plan needed. A move off the plan, or a reveal,
  makes a new plan.
- Its reason is in player words: a rule code in the advice's words is left out.

A game's rules give `advice(state, seed, done) -> list[Advice]`: its moves for the person
now, best first (at least one; the heuristic player's choice first); `done` holds the moves
this turn's plan has made so far (a game may keep its plan from undoing them). Optional:
`gentler(state, cmd) -> list[Command]` (variants of a costly move that cost less),
`turn_of(state)`, what names the person's turn (a plan ends when it changes; without it, at
a reveal) and `move_words(state, cmd)` (the move in player words). `HintBot` plays the hints
(`simulate --bot hint`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import attrs

from engine.core import lookahead
from engine.core.commands import Command
from engine.core.lookahead import HOME_LOST, Preview

MAX_PLAN = 16  # steps planned ahead in one turn; a turn of more is planned again there
_RULE_CODE = re.compile(r"\s*\((?:[A-Z]{1,2}\d+(?:\.\d+)*(?:,\s*)?)+\)")


@attrs.frozen
class Advice:
    """One move a game's advice suggests, with its reason in player words (or what writes
    them when asked: a game may rank many moves and only one reason is shown)."""

    command: Command
    reason: str | Callable[[], str]

    def words(self) -> str:
        return plain(self.reason if isinstance(self.reason, str) else self.reason())


@attrs.frozen
class Hint:
    command: Command
    reason: str  # player words, no rule codes
    preview: Preview
    plan: tuple[Command, ...] = ()  # this turn's plan from this hint on (this move first)
    avoided: str = ""  # the advice's first move, left out because of what it would cost


def plain(words: str) -> str:
    """Advice words without rule codes: 'it destroys the most there (SA6.3)' -> '... there'."""
    return _RULE_CODE.sub("", words).strip()


def disastrous(seen: Preview) -> bool:
    """A move the hint never gives when another will do: it loses the game or your home."""
    return seen.lost or bool(seen.of_kind(HOME_LOST))


def _words(rules: Any, state: Any, cmd: Command) -> str:
    say = getattr(rules, "move_words", None)
    return say(state, cmd) if say else type(cmd).__name__


def safe_advice(rules: Any, state: Any, seed: int = 0, done: tuple[Command, ...] = ()) -> Hint:
    """The game's best advice that does not lose the game or your home, if any move does
    not (every legal move is previewed before giving up)."""
    advice = rules.advice(state, seed, done)
    first = advice[0]
    seen = lookahead.preview(rules, state, first.command)
    if not disastrous(seen):
        if seen.costly:
            return _gentler(rules, state, first, seen)
        return Hint(first.command, first.words(), seen)
    avoided = seen
    for other in advice[1:]:
        seen = lookahead.preview(rules, state, other.command)
        if not disastrous(seen):
            return _instead(rules, state, other.command, other.words(), seen, avoided)
    offered = {a.command for a in advice}
    for cmd in rules.legal_commands(state):
        if cmd in offered:
            continue
        seen = lookahead.preview(rules, state, cmd)
        if not disastrous(seen):
            reason = f"{_words(rules, state, cmd)}: it keeps the game going"
            return _instead(rules, state, cmd, reason, seen, avoided)
    return Hint(first.command, first.words(), avoided)  # every move costs as much


def _gentler(rules: Any, state: Any, first: Advice, seen: Preview) -> Hint:
    """The advice's move made so it costs nothing that matters, when the game knows such a
    variant (`gentler(state, cmd)`: the same move, a little less of it) and it is legal."""
    variants = getattr(rules, "gentler", None)
    for cmd in variants(state, first.command) if variants else ():
        other = lookahead.preview(rules, state, cmd)
        if other.ok and not other.costly and not disastrous(other):
            said, was = _words(rules, state, cmd), _words(rules, state, first.command)
            why = seen.why.split(": ")[0]
            reason = f"{said[0].upper()}{said[1:]}, rather than {was}: {why}"
            return Hint(cmd, plain(reason), other, avoided=seen.why)
    return Hint(first.command, first.words(), seen)


def _instead(
    rules: Any, state: Any, cmd: Command, reason: str, seen: Preview, avoided: Preview
) -> Hint:
    other = _words(rules, state, avoided.command)
    why = f"{reason} (not {other}: {avoided.why})" if avoided.why else reason
    return Hint(cmd, why, seen, avoided=other)


@attrs.define
class _Plan:
    turn: Any
    steps: list[Hint]  # still to come, the next first
    expect: list[Any]  # the state each step is given in (a copy), the next first
    done: list[Command] = attrs.field(factory=list)  # the plan's moves made this turn


class Hinter:
    """Hints for one game, one plan per turn (see the module's docstring)."""

    def __init__(self, rules: Any, seed: int = 0) -> None:
        self.rules = rules
        self.seed = seed
        self._plan: _Plan | None = None

    def hint(self, state: Any) -> Hint:
        plan = self._plan
        if plan is not None:
            # The player followed the plan this far (or asked again): its next step.
            for k, expected in enumerate(plan.expect):
                if expected == state:
                    plan.done += [h.command for h in plan.steps[:k]]
                    del plan.steps[:k], plan.expect[:k]
                    return attrs.evolve(plan.steps[0], plan=tuple(h.command for h in plan.steps))
        old = self._plan
        turn = self._turn(state)
        done = old.done if old is not None and old.turn == turn and turn is not None else []
        self._plan = self._make_plan(state, turn, list(done))
        first = self._plan.steps[0]
        return attrs.evolve(first, plan=tuple(h.command for h in self._plan.steps))

    def followed(self, state: Any, cmd: Command) -> None:
        """Say a move was made (from `state`): the plan moves on when it was the hinted
        step. Not needed for correctness (a hint compares the state), only to drop the
        step at once."""
        plan = self._plan
        if plan and plan.steps and plan.steps[0].command == cmd and plan.expect[0] == state:
            plan.steps.pop(0)
            plan.expect.pop(0)
            plan.done.append(cmd)

    def _turn(self, state: Any) -> Any:
        turn_of = getattr(self.rules, "turn_of", None)
        return turn_of(state) if turn_of else None

    def _make_plan(self, state: Any, turn: Any, done: list[Command]) -> _Plan:
        steps: list[Hint] = []
        expect: list[Any] = []
        now = state
        while len(steps) < MAX_PLAN:
            planned = tuple(done) + tuple(h.command for h in steps)
            step = safe_advice(self.rules, now, self.seed, planned)
            steps.append(step)
            expect.append(now if now is not state else lookahead.copy_state(state))
            after = step.preview.after
            if after is None or getattr(after, "over", False) or self._turn(after) != turn:
                break
            now = after
        return _Plan(turn, steps, expect, done)


class HintBot:
    """A player that always plays the Hint (`simulate --bot hint`)."""

    name = "hint"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self._hinter: Hinter | None = None
        self.why = ""

    def choose(self, rules: Any, state: Any) -> Command:
        if self._hinter is None or self._hinter.rules is not rules:
            self._hinter = Hinter(rules, self.seed)
        h = self._hinter.hint(state)
        self._hinter.followed(state, h.command)
        self.why = h.reason
        return h.command
