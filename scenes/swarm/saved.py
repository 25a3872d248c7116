"""How a Space Swarm save shows on the shared Load screen: its small map and its words."""

from __future__ import annotations

from engine.swarm.describe import PATH_WORDS, plural
from scenes.swarm.view import Thumbnail as _MapThumbnail
from scenes.table.load_rows import number


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


def facts(summary: dict) -> str:
    """Its level (with the level's name), its scenario if any, and the hexes you held."""
    from engine.swarm.rules import SwarmRules

    content = SwarmRules().content
    level = content.levels.get(number(summary, "difficulty"))
    parts = [f"Level {summary.get('difficulty', '?')}" + (f" ({level.name})" if level else "")]
    scenario = content.scenarios.get(number(summary, "scenario"))
    if scenario is not None:
        parts.append(f"Scenario: {scenario.name}")
    if isinstance(summary.get("hexes"), int):
        parts.append(f"you hold {plural(summary['hexes'], 'hex')}")
    return "  |  ".join(parts)


def where(summary: dict) -> str:
    return f"round {summary.get('round', '?')}"


def scenario_words(setup) -> tuple[str, str] | None:
    """The scenario's name and what it is (SD2), for its briefing and the board."""
    from engine.swarm.content import default_content

    number = setup.options.get("scenario")
    scenarios = default_content().scenarios
    if not number or number not in scenarios:
        return None
    return f"Scenario {number}: {scenarios[number].name}", scenarios[number].text
