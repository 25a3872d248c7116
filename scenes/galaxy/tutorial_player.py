"""`weavers --tutorial --autoplay --via-mouse` (or `--via-keys`): The Weavers' guided game
played by clicking (or by Tab and Enter), through the shared guided players
(scenes.players.guided_player) over The Weavers' mouse player. The coach's gate sees these clicks
and keys like a person's."""

from __future__ import annotations

from scenes.galaxy.mouse import WeaversMousePlayer
from scenes.players.guided_player import GuidedMousePlayer


class TutorialPlayer(GuidedMousePlayer, WeaversMousePlayer):
    pass
