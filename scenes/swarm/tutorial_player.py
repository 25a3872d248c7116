"""`weavers --mode swarm --tutorial --autoplay --via-mouse` (or `--via-keys`): Space Swarm's
guided game played by clicking (or by Tab and Enter). Each step's move is made with the clicks
the Space Swarm mouse player works out from what is drawn (the key player reaches each by the
board's ring); a note is answered by the coach's Next."""

from __future__ import annotations

from scenes.guided_player import GuidedKeyPlayer, GuidedMousePlayer
from scenes.swarm.mouse import SwarmMousePlayer


class SwarmTutorialPlayer(GuidedMousePlayer, SwarmMousePlayer):
    def coach_ready(self) -> bool:
        return self.board.ready()


class SwarmTutorialKeyPlayer(GuidedKeyPlayer):
    def coach_ready(self) -> bool:
        return self.board.ready()
