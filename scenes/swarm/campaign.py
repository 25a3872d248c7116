"""Space Swarm's part of the shared Campaign screen (scenes/campaign.py, SWARM.md SD3): its
five scenarios, its levels, who the player plays against, and how the next scenario begins
(straight onto the board: the scenario sets the rivals and the board)."""

from __future__ import annotations

from engine.core.campaign import Campaign
from game.campaign_view import NextScenario

RIVALS = "the rival races"


def scenarios() -> list[NextScenario]:
    from engine.swarm.content import default_content

    content = default_content()
    return [NextScenario(n, sc.name, sc.text, "") for n, sc in sorted(content.scenarios.items())]


def levels() -> list[tuple[int, str]]:
    from engine.swarm.content import default_content

    content = default_content()
    return [(lv, content.levels[lv].name) for lv in sorted(content.levels)]


def play(app, campaign: Campaign, level: int) -> None:
    from scenes.campaign import begin_next
    from scenes.swarm.new_game import start_game

    begin_next(app, "swarm", campaign, level, start_game)
