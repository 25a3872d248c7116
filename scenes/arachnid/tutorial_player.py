"""`weavers --mode arachnid --tutorial --autoplay --via-mouse`: the guided game played by
clicking. Arachnid's mouse player (scenes.arachnid.mouse) makes each step's move with clicks
worked out from what is drawn, exactly as for a bot's move; a step that only asks to be read
is answered by clicking the coach's Next. The coach's gate sees these clicks like a person's.
"""

from __future__ import annotations

from scenes.arachnid.mouse import MousePlayer
from scenes.players.guided_player import GuidedMousePlayer


class ArachnidTutorialPlayer(GuidedMousePlayer, MousePlayer):
    pass
