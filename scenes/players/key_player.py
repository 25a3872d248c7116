"""A bot that plays any game's board by keyboard alone: Tab, Shift+Tab, Enter and Esc.

It follows the plan of the game's own mouse player (the clicks a person would make for the
bot's command, worked out from what the board drew), but reaches each click by pressing Tab
(or Shift+Tab, whichever is shorter) until the board's ring (scenes.board_kit.board_ring) is on the
place the click would touch, then Enter, with Shift, Ctrl or Alt held as the click held them;
a right-click becomes Esc when there is a selection to drop. Every key is a real pygame event
posted into the window's queue. A command no keys produce is recorded as unreachable with
the reason, then sent directly so the game can go on.

Used by `weavers --autoplay --via-keys` for every game whose board has a ring.
"""

from __future__ import annotations

from collections.abc import Iterator

import attrs
import pygame

from scenes.board_kit.spots import Target
from scenes.players.mouse_player import Click, Key, Unreachable

SEEK_TRIES = 4  # rounds of Tab presses before a place counts as out of the keyboard's reach


@attrs.define
class Seek:
    """Bring the ring onto this place, then press Enter (with these keys held)."""

    wanted: Target
    mods: int = 0
    tries: int = 0


class KeyPlayer:
    """Drives a board scene with key events only (see the module's docstring)."""

    def __init__(self, app, board, bot: str = "heuristic", pause: float = 0.0) -> None:
        from scenes import games

        self.app = app
        self.board = board
        self.mouse = games.for_rules(board.rules).open("mouse_player", app, board, bot, pause)
        # The mouse player plans; what it would post, this player makes with keys.
        self.mouse._post = self._post
        self.mouse._confirm = self._confirm
        self.seeking: Seek | None = None

    @property
    def active(self) -> bool:
        return self.mouse.active

    @property
    def unreachable(self) -> list[dict[str, str]]:
        return self.mouse.unreachable

    def tick(self, dt: float) -> None:
        if self.seeking is not None and self.mouse.active:
            try:
                self._seek()
            except Unreachable as exc:
                self._give_up(str(exc))
            return
        self.mouse.tick(dt)

    def stats(self) -> dict:
        out = self.mouse.stats()
        del out["via_mouse"]
        return {"via_keys": True, **out}

    # --- what a click becomes ----------------------------------------------------------------

    def _post(self, action: Click | Key) -> None:
        b = self.board
        if isinstance(action, Key):
            self._press(action.key)
        elif action.button == 3:
            if b.selection_open():
                self._press(pygame.K_ESCAPE)  # what a right-click does: drop the selection
        else:
            wanted = b.acts_on(action.pos)
            if wanted is None:
                self._give_up(f"nothing drawn at {action.pos} to reach by keys")
                return
            self.seeking = Seek(wanted, action.mods)
            try:
                self._seek()
            except Unreachable as exc:
                self._give_up(str(exc))

    def _confirm(self) -> Iterator[Key]:
        """The question's first answer by keys: the first Tab lands on it, Enter uses it."""
        question = self.mouse._question()
        if question is not None and question.buttons[0].rect.width:
            yield Key(pygame.K_TAB)
            yield Key(pygame.K_RETURN)

    def _give_up(self, reason: str) -> None:
        self.seeking = None
        self.mouse._give_up(reason)

    def _press(self, key: int, mod: int = 0) -> None:
        self.mouse.keys += 1
        for kind in (pygame.KEYDOWN, pygame.KEYUP):
            pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=""))

    def _seek(self) -> None:
        """One frame of seeking: Enter when the ring is on the wanted place, else the Tabs
        that bring it there (as the ring was last drawn)."""
        seek = self.seeking
        assert seek is not None  # called only while seeking
        ring = self.board.focus
        if ring.visible and ring.current == seek.wanted:
            self.seeking = None
            self._press(pygame.K_RETURN, seek.mods)
            return
        seek.tries += 1
        where = f"{seek.wanted.kind} {seek.wanted.ref!r}"
        if seek.tries > SEEK_TRIES:
            raise Unreachable(f"Tab never reaches {where}")
        stops = [s.target for s in ring.stops()]
        if seek.wanted not in stops:
            raise Unreachable(f"the ring has no stop at {where}")
        goal = stops.index(seek.wanted)
        n = len(stops)
        at = stops.index(ring.current) if ring.current in stops else None
        if at is None:
            # The first Tab lands on the first stop, the first Shift+Tab on the last.
            ahead, back = goal + 1, n - goal
        elif not ring.visible:  # the first key shows it again where it was
            ahead, back = (goal - at) % n + 1, (at - goal) % n + 1
        else:
            ahead, back = (goal - at) % n, (at - goal) % n
        if ahead <= back:
            for _ in range(ahead):
                self._press(pygame.K_TAB)
        else:
            for _ in range(back):
                self._press(pygame.K_TAB, pygame.KMOD_SHIFT)
