"""The guided game played by a bot through the real input (`--tutorial --autoplay`): each
step's move is the coach's expected command, made by the game's own mouse player with clicks
worked out from what is drawn; a note is answered by clicking the coach's Next once the board
is ready for a click (as the game's mouse player judges it). Every game's guided player is
this over its mouse player; by keys (`--via-keys`) the shared key player reaches the same
clicks, the coach's Next included, by the board's ring."""

from __future__ import annotations

from engine.core.commands import Command
from scenes.board_kit.spots import Target
from scenes.players.key_player import KeyPlayer, Seek
from scenes.players.mouse_player import Click, MousePlayer, Unreachable


class StepBot:
    """Chooses what the coach asks for."""

    def __init__(self, board) -> None:
        self.board = board

    def choose(self, rules, state) -> Command:
        cmd = self.board.expected
        if cmd is None:
            raise RuntimeError("the coach asks for no move at this step")
        return cmd


class GuidedMousePlayer(MousePlayer):
    """Put before a game's mouse player: `class X(GuidedMousePlayer, ItsMousePlayer)` (its
    base MousePlayer then comes after the game's, so each call goes to the game's first)."""

    def __init__(self, app, board, pause: float = 0.0) -> None:
        super().__init__(app, board, pause=pause)
        self.bot = StepBot(board)
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


class GuidedKeyPlayer(KeyPlayer):
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
            if m.clock < m.pause or not b.coach.next.rect.width or not m.board_ready():
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
