"""How a Weavers save shows on the shared Load screen: its small galaxy and its words."""

from __future__ import annotations

import pygame

from engine.galaxy.describe import result_text
from scenes.galaxy.galaxy_view import GalaxyView, Marks


class Thumbnail:
    def __init__(self, state) -> None:
        self.view = GalaxyView(state.galaxy)

    def fit(self, rect: pygame.Rect) -> None:
        self.view.fit(rect)

    def draw(self, surface: pygame.Surface, state, content, marks=None) -> None:
        self.view.draw(surface, state, content, marks or Marks())


def title(summary: dict) -> str:
    species = summary.get("species_name", summary.get("species", "?"))
    return f"{species}, turn {summary.get('turn', '?')}"


def result(summary: dict) -> str:
    return result_text(str(summary.get("result", "")), str(summary.get("cause", "")))
