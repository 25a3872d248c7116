"""`weavers --mode arachnid --tutorial --autoplay --via-mouse`: the guided game played by
clicking. Arachnid's mouse player (scenes.arachnid.mouse) makes each step's move with clicks
worked out from what is drawn, exactly as for a bot's move; a step that only asks to be read
is answered by clicking the coach's Next. The coach's gate sees these clicks like a person's.
"""

from __future__ import annotations

from engine.core.commands import Command
from scenes.arachnid.mouse import MousePlayer
from scenes.mouse_player import Click


class _StepBot:
    """Chooses what the coach asks for."""

    def __init__(self, board) -> None:
        self.board = board

    def choose(self, rules, state) -> Command:
        cmd = self.board.expected
        if cmd is None:
            raise RuntimeError("the coach asks for no move at this step")
        return cmd


class ArachnidTutorialPlayer(MousePlayer):
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
            if self.clock < self.pause or not rect.width or not self.board_ready():
                return
            self.clock = 0.0
            self.notes_read += 1
            self._post(Click(rect.center))
            return
        super().tick(dt)

    def stats(self) -> dict:
        return {**super().stats(), "notes_read": self.notes_read}
