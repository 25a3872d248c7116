"""The scenarios as the screens name them: number, name, story line and goal in the player's
words, and how a game is doing on its goal. The one place the screens read the engine's
scenarios (engine.galaxy.scenarios). Nothing here imports pygame."""

from __future__ import annotations

import attrs

from engine.galaxy import scenarios


@attrs.frozen
class ScenarioWords:
    number: int
    name: str
    story: str
    goal: str  # "Goal: ..." in the player's words; '' when there is none besides the usual win
    rules: tuple[str, ...] = ()  # its special rules, one line each


def all_scenarios() -> list[ScenarioWords]:
    return [words(sc.number) for sc in scenarios.list_scenarios()]


def words(number: int) -> ScenarioWords:
    sc = scenarios.get_scenario(number)
    goal = scenarios.goal_text(sc)
    rules = tuple(scenarios.special_rules(sc))
    return ScenarioWords(sc.number, sc.name, sc.story, f"Goal: {goal}" if goal else "", rules)
