"""How a Weavers save shows on the shared Load screen: its small galaxy and its words."""

from __future__ import annotations

import pygame

from engine.galaxy.describe import result_text
from scenes.galaxy.galaxy_view import GalaxyView, Marks
from scenes.table.load_rows import number


class Thumbnail:
    def __init__(self, state) -> None:
        self.view = GalaxyView(state.galaxy)

    def fit(self, rect: pygame.Rect) -> None:
        self.view.fit(rect)

    def draw(self, surface: pygame.Surface, state, content, marks=None) -> None:
        self.view.draw(surface, state, content, marks or Marks())


def title(summary: dict) -> str:
    species = summary.get("species_name", summary.get("species", "?"))
    return f"The Weavers: {species}, turn {summary.get('turn', '?')}"


def result(summary: dict) -> str:
    return result_text(str(summary.get("result", "")), str(summary.get("cause", "")))


def facts(summary: dict) -> str:
    """Its level (with the level's name) and the bases and black holes on the map."""
    from engine.core.words import plural
    from engine.galaxy.rules import GalaxyRules

    level = GalaxyRules().content.levels.get(number(summary, "difficulty"))
    parts = [f"Level {summary.get('difficulty', '?')}" + (f" ({level.name})" if level else "")]
    bases, holes = summary.get("bases"), summary.get("black_holes")
    if isinstance(bases, int) and isinstance(holes, int):
        parts.append(f"{plural(bases, 'base')}, {plural(holes, 'black hole')}")
    return "  |  ".join(parts)


def where(summary: dict) -> str:
    """Where the game stood at a save: its turn, and the bases and black holes then."""
    from engine.core.words import plural

    line = f"turn {summary.get('turn', '?')}"
    bases, holes = summary.get("bases"), summary.get("black_holes")
    if isinstance(bases, int) and isinstance(holes, int):
        line += f"  |  {plural(bases, 'base')}, {plural(holes, 'black hole')}"
    return line


def scenario_words(setup) -> tuple[str, str] | None:
    """The scenario's name, and its rules and goal (D2), for its briefing and the board."""
    from engine.galaxy.scenarios import get_scenario, goal_text, special_rules

    number = setup.options.get("scenario")
    if not number:
        return None
    scen = get_scenario(number)
    goal = goal_text(scen) or "None besides the usual win."
    return f"Scenario {number}: {scen.name}", " ".join([*special_rules(scen), "Goal: " + goal])
