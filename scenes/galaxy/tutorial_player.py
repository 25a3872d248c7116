"""`weavers --tutorial --autoplay --via-mouse`: the guided game played by clicking.

The mouse player (scenes.mouse_player) makes each step's move with clicks worked out from
what is drawn, exactly as for a bot's move; a step that only asks to be read is answered by
clicking the coach's Next button. The coach's gate sees these clicks like a person's.
With `--via-keys` the key player (scenes.galaxy.key_player) does the same with Tab and Enter.
"""

from __future__ import annotations

from engine.core.commands import Command
from scenes.galaxy.key_player import KeyPlayer, Seek
from scenes.galaxy.mouse import WeaversMousePlayer
from scenes.mouse_player import Click
from scenes.spots import Target


class _StepBot:
    """Chooses what the coach asks for."""

    def __init__(self, board) -> None:
        self.board = board

    def choose(self, rules, state) -> Command:
        cmd = self.board.expected
        if cmd is None:
            raise RuntimeError("the coach asks for no move at this step")
        return cmd


class TutorialPlayer(WeaversMousePlayer):
    def __init__(self, app, board, pause: float = 0.0) -> None:
        super().__init__(app, board, pause=pause)
        self.bot = _StepBot(board)
        self.notes_read = 0

    @property
    def active(self) -> bool:
        return self.app.scenes.top is self.board and not self.board.finished

    def tick(self, dt: float) -> None:
        b = self.board
        if self.active and self.plan is None and b.expected is None:
            self.clock += dt
            rect = b.coach.next.rect
            if self.clock < self.pause or not rect.width or b.animator.queue.busy:
                return
            self.clock = 0.0
            self.notes_read += 1
            self._post(Click(rect.center))
            return
        super().tick(dt)

    def stats(self) -> dict:
        return {**super().stats(), "notes_read": self.notes_read}


class TutorialKeyPlayer(KeyPlayer):
    """The guided game by keyboard: Tab to the coach's Next (or the step's move), Enter."""

    def __init__(self, app, board, pause: float = 0.0) -> None:
        super().__init__(app, board, pause=pause)
        self.bot = _StepBot(board)
        self.notes_read = 0

    @property
    def active(self) -> bool:
        return self.app.scenes.top is self.board and not self.board.finished

    def tick(self, dt: float) -> None:
        b = self.board
        if self.active and self.plan is None and self.seeking is None and b.expected is None:
            self.clock += dt
            if self.clock < self.pause or not b.coach.next.rect.width or b.animator.queue.busy:
                return
            self.clock = 0.0
            self.notes_read += 1
            self._post(Seek([Target("coach", "next")]))
            return
        super().tick(dt)

    def stats(self) -> dict:
        return {**super().stats(), "notes_read": self.notes_read}
