"""`weavers --mode swarm --tutorial --autoplay --via-mouse` (or `--via-keys`): Space Swarm's
guided game played by clicking (or by Tab and Enter), through the shared guided players
(scenes.players.guided_player) over the Space Swarm mouse player. A note is answered by the coach's
Next."""

from __future__ import annotations

from scenes.players.guided_player import GuidedMousePlayer
from scenes.swarm.mouse import SwarmMousePlayer


class SwarmTutorialPlayer(GuidedMousePlayer, SwarmMousePlayer):
    pass
