"""The players' names of the games this table hosts, by the `game` field of their saves: the one
table both the registry of games (engine/modes.py) and the save format (engine/core/record.py,
naming a game in a message) read, so neither has to import the other."""

from __future__ import annotations

TITLES: dict[str, str] = {"weavers": "The Weavers", "swarm": "Space Swarm", "arachnid": "Arachnid"}


def title_of(game: str) -> str:
    """A game's name for players ('Space Swarm'); one this table does not host, quoted."""
    return TITLES.get(game, repr(game))
