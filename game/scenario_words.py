"""The scenarios as the screens name them: number, name, story line and goal in the player's
words, and how a game is doing on its goal. The one place the client reads the engine's
scenarios (engine.galaxy.scenarios). Nothing here imports pygame."""

from __future__ import annotations

from typing import Any

import attrs

from engine.galaxy import scenarios


@attrs.frozen
class ScenarioWords:
    number: int
    name: str
    story: str
    goal: str  # "Goal: ..." in the player's words; '' when there is none besides the usual win


def all_scenarios() -> list[ScenarioWords]:
    return [words(sc.number) for sc in scenarios.list_scenarios()]


def words(number: int) -> ScenarioWords:
    sc = scenarios.get_scenario(number)
    goal = scenarios.goal_text(sc) if hasattr(scenarios, "goal_text") else ""
    return ScenarioWords(sc.number, sc.name, sc.story, f"Goal: {goal}" if goal else "")


def scenario_of(state: Any) -> int | None:
    """The scenario a game was set up with (None for the standard game)."""
    value = getattr(state, "scenario", None)
    return value if type(value) is int and value else None
