"""`weavers --tutorial --autoplay --via-mouse`: the guided game played by clicking.

The mouse player (scenes.mouse_player) makes each step's move with clicks worked out from
what is drawn, exactly as for a bot's move; a step that only asks to be read is answered by
clicking the coach's Next button. The coach's gate sees these clicks like a person's.
With `--via-keys` the key player (scenes.galaxy.key_player) does the same with Tab and Enter.
"""

from __future__ import annotations

from scenes.galaxy.key_player import KeyPlayer, Seek
from scenes.galaxy.mouse import WeaversMousePlayer
from scenes.guided_player import GuidedMousePlayer, StepBot
from scenes.spots import Target


class TutorialPlayer(GuidedMousePlayer, WeaversMousePlayer):
    def coach_ready(self) -> bool:
        return not self.board.animator.queue.busy


class TutorialKeyPlayer(KeyPlayer):
    """The guided game by keyboard: Tab to the coach's Next (or the step's move), Enter."""

    def __init__(self, app, board, pause: float = 0.0) -> None:
        super().__init__(app, board, pause=pause)
        self.bot = StepBot(board)
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
