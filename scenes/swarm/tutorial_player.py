"""`weavers --mode swarm --tutorial --autoplay --via-mouse` (or `--via-keys`): Space Swarm's
guided game played by clicking (or by Tab and Enter). Each step's move is made with the clicks
the Space Swarm mouse player works out from what is drawn (the key player reaches each by the
board's ring); a note is answered by the coach's Next."""

from __future__ import annotations

from scenes.guided_player import GuidedMousePlayer, StepBot
from scenes.key_player import KeyPlayer, Seek
from scenes.mouse_player import Unreachable
from scenes.spots import Target
from scenes.swarm.mouse import SwarmMousePlayer


class SwarmTutorialPlayer(GuidedMousePlayer, SwarmMousePlayer):
    def coach_ready(self) -> bool:
        return self.board.ready()


class SwarmTutorialKeyPlayer(KeyPlayer):
    """The guided game by keyboard: Tab to the coach's Next (or the step's move), Enter."""

    def __init__(self, app, board, pause: float = 0.0) -> None:
        super().__init__(app, board, pause=pause)
        self.mouse.bot = StepBot(board)
        self.notes_read = 0

    @property
    def active(self) -> bool:
        return self.app.scenes.top is self.board and not self.board.finished

    def tick(self, dt: float) -> None:
        b, m = self.board, self.mouse
        if self.active and m.plan is None and self.seeking is None and b.expected is None:
            m.clock += dt
            if m.clock < m.pause or not b.coach.next.rect.width or not b.ready():
                return
            m.clock = 0.0
            self.notes_read += 1
            self.seeking = Seek(Target("coach", "next"))
            try:
                self._seek()
            except Unreachable as exc:
                self.seeking = None
                m.unreachable.append({"command": "Next", "reason": str(exc)})
            return
        super().tick(dt)

    def stats(self) -> dict:
        return {**super().stats(), "notes_read": self.notes_read}
