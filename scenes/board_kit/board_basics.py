"""What every game's board does alike around its own moves, mixed into each board (its
__init__ takes the session first, then the game's board sets up the rest): the session, its
rules and content, the legal moves, the keyboard's ring, the autosave after a round (a failed
write is said, never fatal), the message line counting down with any write problem said on
it, and Game over once the finished game's last move has played out and shown for a moment
(`over_delay`; each game says which screen: `game_over`)."""

from __future__ import annotations

import importlib
import sys
import threading
from typing import TYPE_CHECKING

from engine.core.commands import Command
from engine.core.session import Session
from game.scene import Scene
from scenes.board_kit.board_ring import BoardRing
from scenes.board_kit.foresight import Foresight, asks_first

if TYPE_CHECKING:
    import pygame

    from scenes.board_kit.spots import Target


class BoardBasics(Scene):
    if TYPE_CHECKING:  # what each game's board answers (its own parts, before these in its bases)

        def say(self, message: str) -> None: ...
        def issue(self, cmd: Command, ask: bool = True) -> None: ...
        def clear_selection(self) -> None: ...
        def selection_open(self) -> bool: ...
        def open_menu(self) -> None: ...
        def undo(self) -> None: ...
        def ask_hint(self) -> None: ...
        def acts_on(self, p: tuple[int, int]) -> Target | None: ...
        def ring_stops(self) -> list[tuple[Target, pygame.Rect]]: ...

    over_delay = 2.0  # seconds the last move of a finished game shows before Game over
    # The module of the game's Game over screen: imported in the background while the last
    # move shows, so the frame that opens it does not load it (issue 41: Space Swarm's
    # 106-200 ms frame was that import).
    over_module = ""
    own_focus = True  # Tab walks what the board drew (scenes.board_kit.board_ring)

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.content = self.rules.content
        self.pointer = (0, 0)
        self.focus = BoardRing(self)  # the keyboard's ring
        self.foresight = Foresight(self.rules)  # what a move will do, cached per position
        self.toast = ""
        self.toast_time = 0.0
        self.over_clock = 0.0
        self._legal: list[Command] | None = None
        # A new game's opening events play as the board first shows (enter); a loaded one's
        # were seen when it was played.
        self._opening = list(session.opening) if not session.commands else []
        self._started = False
        app.play(session)  # for the crash handler and the save on leaving

    @property
    def state(self):
        return self.session.state

    def asks_before(self, cmd: Command) -> bool:
        """Whether `cmd` is costly and the player is asked first (the confirm dialog is open;
        Go ahead sends it): a board's `issue` sends nothing now when this is True."""
        seen = self.foresight.of(self.session, cmd)
        return asks_first(self.app, seen, lambda: self.session.push(cmd))

    def legal(self) -> list[Command]:
        if self._legal is None:
            self._legal = self.rules.legal_commands(self.state)
        return self._legal

    def game_over(self) -> Scene:
        """The game's Game over screen for this board's session."""
        raise NotImplementedError

    def autosave(self) -> None:
        from game import saves

        try:
            # The moves count as saved only when the write is on disk (App.note_writes).
            saves.autosave(self.session, background=True)
        except OSError as exc:  # a full disk must not end the game; the next round tries again
            self.say(f"Autosave failed ({exc.strerror or exc}); it will be tried again")

    def tick_messages(self, dt: float) -> bool:
        """Say what a background write could not do; count the message line down. True
        while a message shows."""
        for problem in self.app.take_write_problems():
            self.say(problem)
        if self.toast_time > 0:
            self.toast_time -= dt
            return True
        return False

    def end_when_settled(self, dt: float, settled: bool) -> bool:
        """Once the game is over and `settled` (its last move played out), Game over after
        `over_delay`. True while it waits."""
        if not (self.state.over and settled):
            return False
        if self.over_clock == 0.0 and self.over_module:
            prefetch(self.over_module)
        self.over_clock += dt
        if self.over_clock > self.over_delay and self.app.scenes.top is self:
            self.app.scenes.replace(self.game_over())
        return True


def prefetch(module: str) -> None:
    """Import `module` on a background thread (once): what a coming screen needs is loaded
    while the player looks at this one, not in the frame that opens it. An import the main
    thread asks for meanwhile waits for this one (Python's import lock), never twice."""
    if module in sys.modules:
        return
    threading.Thread(
        target=importlib.import_module, args=(module,), name=f"prefetch {module}", daemon=True
    ).start()
