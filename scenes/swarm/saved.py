"""How a Space Swarm save shows on the shared Load screen: its small map and its words."""

from __future__ import annotations

from engine.swarm.describe import PATH_WORDS
from scenes.swarm.view import Thumbnail as _MapThumbnail


class Thumbnail(_MapThumbnail):
    def __init__(self, state) -> None:
        super().__init__(state.board)


def title(summary: dict) -> str:
    rivals = summary.get("rivals", "?")
    against = f"{rivals} rival{'s' if rivals != 1 else ''}"
    return f"Space Swarm against {against}, round {summary.get('round', '?')}"


def result(summary: dict) -> str:
    """'Won by holding every Star Cluster'; a loss says how the winning rival won."""
    cause = str(summary.get("cause", ""))
    if cause == "eliminated":
        return "Lost: no fleets left"
    path = PATH_WORDS.get(cause, "")
    if summary.get("result") == "won":
        return f"Won {path}".strip()
    return f"Lost: a rival won {path}".strip()
