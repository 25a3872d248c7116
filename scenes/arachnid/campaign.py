"""Arachnid's part of the shared Campaign screen (scenes/campaign.py, ARACHNID.md AD3): its
five scenarios, its levels, who the player plays against, and how the next scenario begins
(straight onto the board: the scenario sets the rivals)."""

from __future__ import annotations

from engine.core.campaign import Campaign
from game.campaign_view import NextScenario

RIVALS = "the rival colonies"


def scenarios() -> list[NextScenario]:
    from engine.arachnid.content import default_content

    content = default_content()
    return [NextScenario(n, sc.name, sc.text, "") for n, sc in sorted(content.scenarios.items())]


def levels() -> list[tuple[int, str]]:
    from engine.arachnid.content import default_content

    content = default_content()
    return [(lv, content.levels[lv].name) for lv in sorted(content.levels)]


def play(app, campaign: Campaign, level: int) -> None:
    from scenes.arachnid.start import start_game
    from scenes.campaign import begin_next

    begin_next(app, "arachnid", campaign, level, start_game)
