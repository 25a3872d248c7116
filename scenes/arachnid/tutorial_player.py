"""`weavers --mode arachnid --tutorial --autoplay --via-mouse` (or `--via-keys`): the guided
game played by clicking (or by Tab and Enter). Arachnid's mouse player (scenes.arachnid.mouse)
makes each step's move with clicks worked out from what is drawn, exactly as for a bot's move
(the key player reaches each by the board's ring); a step that only asks to be read is
answered by the coach's Next. The coach's gate sees these like a person's.
"""

from __future__ import annotations

from scenes.arachnid.mouse import MousePlayer
from scenes.guided_player import GuidedKeyPlayer, GuidedMousePlayer


class ArachnidTutorialPlayer(GuidedMousePlayer, MousePlayer):
    def coach_ready(self) -> bool:
        return self.board_ready()


class ArachnidTutorialKeyPlayer(GuidedKeyPlayer):
    def coach_ready(self) -> bool:
        return self.mouse.board_ready()
