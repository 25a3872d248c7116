"""A bot that plays the board by keyboard alone: Tab, Shift+Tab, Enter and Esc.

It works out the same places a person would click as the mouse player does (a cube in the
hand, then the lit slot; a card, then its origin and target; an option of a pop-up), but
reaches each one by pressing Tab (or Shift+Tab, whichever is shorter) until the board's
focus ring is on it, then Enter; Esc drops a selection. Every key is a real pygame event
posted into the window's queue. A command no keys produce is recorded as unreachable with
the reason, then sent directly so the game can go on.

Used by `weavers --autoplay --via-keys`.
"""

from __future__ import annotations

import attrs
import pygame

from scenes.galaxy.mouse import WeaversMousePlayer
from scenes.mouse_player import Click, Key, Unreachable
from scenes.spots import Target

SEEK_TRIES = 4  # rounds of Tab presses before a place counts as out of the keyboard's reach


@attrs.define
class Seek:
    """Bring the ring onto one of these, then press Enter."""

    wanted: list[Target]
    tries: int = 0


class KeyPlayer(WeaversMousePlayer):
    """Drives a board scene with key events only (see the module's docstring)."""

    def __init__(self, app, board, bot: str = "heuristic", pause: float = 0.0) -> None:
        super().__init__(app, board, bot, pause)
        self.seeking: Seek | None = None

    def tick(self, dt: float) -> None:
        if self.seeking is not None and self.active:
            try:
                self._seek()
            except Unreachable as exc:
                self.seeking = None
                self._give_up(str(exc))
            return
        super().tick(dt)

    def _click(self, wanted: list[Target], area: pygame.Rect) -> Seek:  # type: ignore[override]
        return Seek(wanted)

    def _post(self, action) -> None:  # type: ignore[override]
        if isinstance(action, Seek):
            self.seeking = action
            try:
                self._seek()
            except Unreachable as exc:
                self._give_up(str(exc))
        elif isinstance(action, Click) and action.button == 3:
            b = self.board
            if b.selected or b.conflict is not None or b.popup is not None:
                self._press(pygame.K_ESCAPE)  # what a right-click does: drop the selection
        elif isinstance(action, Key):
            self._press(action.key)
        else:
            raise Unreachable("the key player was asked to click")

    def _confirm(self):
        """The question's first answer by keys: the first Tab lands on it, Enter uses it."""
        question = self._question()
        if question is not None and question.buttons[0].rect.width:
            yield Key(pygame.K_TAB)
            yield Key(pygame.K_RETURN)

    def _give_up(self, reason: str) -> None:
        self.seeking = None
        super()._give_up(reason)

    def _press(self, key: int, mod: int = 0) -> None:
        self.keys += 1
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=""))

    def _seek(self) -> None:
        """One frame of seeking: Enter when the ring is on a wanted place, else the Tabs that
        bring it there (as the ring was last drawn)."""
        seek = self.seeking
        focus = self.board.focus
        if focus.visible and focus.current in seek.wanted:
            self.seeking = None
            self._press(pygame.K_RETURN)
            return
        seek.tries += 1
        if seek.tries > SEEK_TRIES:
            raise Unreachable(f"Tab never reaches {seek.wanted[0].kind} {seek.wanted[0].ref!r}")
        stops = [s.target for s in focus.stops()]
        goal = next((i for i, t in enumerate(stops) if t in seek.wanted), None)
        if goal is None:
            raise Unreachable(
                f"the ring has no stop at {seek.wanted[0].kind} {seek.wanted[0].ref!r}"
            )
        at = stops.index(focus.current) if focus.visible and focus.current in stops else None
        if at is None:
            # The first Tab lands on the first stop, the first Shift+Tab on the last.
            ahead, back = goal + 1, len(stops) - goal
        else:
            ahead, back = (goal - at) % len(stops), (at - goal) % len(stops)
        if ahead <= back:
            for _ in range(ahead):
                self._press(pygame.K_TAB)
        else:
            for _ in range(back):
                self._press(pygame.K_TAB, pygame.KMOD_SHIFT)

    def stats(self) -> dict:
        out = super().stats()
        del out["via_mouse"]
        return {"via_keys": True, **out}
