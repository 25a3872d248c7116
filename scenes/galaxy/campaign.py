"""The Weavers' part of the shared Campaign screen (scenes/table/campaign.py): its scenarios, its
levels, who the player plays against, and how the next scenario begins (the New game screen,
set to it, where the species is picked)."""

from __future__ import annotations

from engine.core.campaign import Campaign
from scenes.galaxy.scenario_words import ScenarioWords, all_scenarios

RIVALS = "the Weavers"


def scenarios() -> list[ScenarioWords]:
    return all_scenarios()


def levels() -> list[tuple[int, str]]:
    from engine.galaxy.content import default_content

    content = default_content()
    return [(lv, content.level(lv).name) for lv in sorted(content.levels)]


def play(app, campaign: Campaign, level: int) -> None:
    from scenes.galaxy.new_game import NewGameScene

    number = campaign.next_scenario()
    app.scenes.push(NewGameScene(app, number, level, campaign=campaign))
