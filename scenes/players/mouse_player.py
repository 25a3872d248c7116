"""A bot that plays the board the way a person does: by pointing and clicking.

The bot chooses a command; this player then works out, from what the board has drawn, where
a person would click to make it (a cube in the hand, then the lit slot; a card, then its
origin and target; a leader, then the option in its pop-up), posts those clicks as real
pygame events into the window's event queue, and checks that the command the session took
is the one the bot chose. A command that no clicks produce is recorded as unreachable with
the reason, then sent directly so the game can go on.

Used by `weavers --autoplay --via-mouse`; it never reads or changes the game state except
through what is drawn and the clicks it makes.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

import attrs
import pygame

from engine.core.commands import Command
from scenes.board_kit.spots import Target, point_finding


class Unreachable(Exception):
    """No click on what is drawn leads to the wanted command."""


@attrs.define
class Click:
    pos: tuple[int, int]
    button: int = 1
    mods: int = 0  # keys held while clicking (Shift), as the keyboard would report them


@attrs.define
class Key:
    key: int


class MousePlayer:
    """Drives a board scene with synthetic input, one action per frame (see module doc)."""

    def __init__(self, app, board, bot: str = "heuristic", pause: float = 0.0) -> None:
        self.app = app
        self.board = board
        self.bot = self._make_bot(bot, board.session.setup.seed)
        self.pause = pause  # seconds between actions (0 headless; a watcher wants ~0.15)
        self.clock = 0.0
        self.plan: Iterator[Click | Key] | None = None
        self.wanted: Command | None = None
        self.before = 0  # commands in the session when the plan started
        self.toast_at = 0.0
        self.commands = 0
        self.clicks = 0
        self.keys = 0
        self.unreachable: list[dict[str, str]] = []
        self.kinds: Counter[str] = Counter()

    def _make_bot(self, name: str, seed: int):
        """The bot choosing the commands (each game's own bots)."""
        raise NotImplementedError

    # --- the frame ---------------------------------------------------------------------------

    @property
    def active(self) -> bool:
        top = self.app.scenes.top
        asked = self.plan is not None and self._question() is not None
        return (top is self.board or asked) and not self.board.state.over

    def _question(self):
        """The board's "are you sure?" dialog, when one of its buttons asked it."""
        from scenes.board_kit.confirm import ConfirmScene

        top = self.app.scenes.top
        if isinstance(top, ConfirmScene) and top.below is self.board:
            return top
        return None

    def tick(self, dt: float) -> None:
        """Called before the window's events are read: post this frame's input, if any."""
        if not self.active:
            return
        self.clock += dt
        if self.clock < self.pause:
            return
        if self.plan is None:
            if not self.board_ready():
                return  # a person waits for the board to show and the last move to play out
            self._start(self.bot.choose(self.board.rules, self.board.state))
        plan = self.plan
        assert plan is not None  # _start made one
        try:
            action = next(plan)
        except StopIteration:
            self._finish()
            return
        except Unreachable as exc:
            self._give_up(str(exc))
            return
        self.clock = 0.0
        self._post(action)

    def board_ready(self) -> bool:
        """Whether a person would act now: the board shown, the last move played out."""
        raise NotImplementedError

    def _start(self, cmd: Command) -> None:
        self.wanted = cmd
        self.before = len(self.board.session.commands)
        self.toast_at = self.board.toast_time  # a message these clicks cause resets it to full
        self.plan = self._steps(cmd)

    def _finish(self) -> None:
        """The clicks are done and drawn: the session must have taken the wanted command."""
        session, cmd = self.board.session, self.wanted
        took = session.commands[self.before :]
        self.plan = None
        if took == [cmd]:
            self._count(cmd)
            return
        if took:
            self._count(took[-1])
            self.unreachable.append(
                {"command": repr(cmd), "reason": f"the clicks sent {took!r} instead"}
            )
            return
        said = self.board.toast_time > self.toast_at and self.board.toast
        reason = said or "the clicks sent no command"
        self._give_up(reason)

    def _give_up(self, reason: str) -> None:
        cmd = self.wanted
        self.plan = None
        self.unreachable.append({"command": repr(cmd), "reason": reason})
        self._post(Click(self._somewhere_empty(), button=3))
        self.board.issue(cmd)  # straight to the queue, so the game goes on
        self._count(cmd)

    def _count(self, cmd: Command | None) -> None:
        self.commands += 1
        self.kinds[type(cmd).__name__] += 1

    def _post(self, action: Click | Key) -> None:
        if isinstance(action, Key):
            self.keys += 1
            for kind in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(kind, key=action.key, mod=0, unicode=""))
            return
        self.clicks += 1
        pygame.key.set_mods(action.mods)  # read by the scene as it handles this click
        pos = action.pos
        pygame.event.post(
            pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
        )
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=action.button))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=action.button))

    def stats(self) -> dict:
        return {
            "via_mouse": True,
            "commands": self.commands,
            "clicks": self.clicks,
            "keys": self.keys,
            "unreachable": self.unreachable,
            "command_kinds": dict(sorted(self.kinds.items())),
        }

    # --- where to click ----------------------------------------------------------------------

    def _steps(self, cmd: Command) -> Iterator[Click | Key]:
        """The clicks that make `cmd`, each worked out from the board as last drawn."""
        raise NotImplementedError

    def _confirm(self) -> Iterator[Click | Key]:
        """When the click asked first (End turn with cubes still playable), answer yes: the
        bot chose the move knowing what it does."""
        question = self._question()
        if question is not None and question.buttons[0].rect.width:
            yield Click(question.buttons[0].rect.center)

    # --- areas and points --------------------------------------------------------------------

    def _spot_area(self, kind: str, ref: object) -> pygame.Rect:
        for spot in self.board.spots:
            if spot.kind == kind and spot.ref == ref:
                return spot.rect
        raise Unreachable(f"nothing drawn is a {kind} {ref!r}")

    def _somewhere_empty(self) -> tuple[int, int]:
        """A point on the board's frame where a right-click only clears the selection."""
        return (2, self.app.size[1] - 2)

    def _acts_on(self, p: tuple[int, int]) -> Target | None:
        """What the board does with a click at `p` (a game whose marks pass a click on to
        what lies under them says so)."""
        return self.board.target_at(p)

    def _click(self, wanted: list[Target], area: pygame.Rect) -> Click:
        """A point in `area` where the board's own hit test finds one of `wanted`: the centre
        if it does, else the first point of a grid across the area (as a person would nudge
        the pointer onto the part that lights up)."""
        p = point_finding(area, self.app.size, lambda p: self._acts_on(p) in wanted)
        if p is not None:
            return Click(p)
        found = self.board.target_at(area.center)
        raise Unreachable(f"at {wanted[0].kind} {wanted[0].ref!r} the pointer finds {found}")
