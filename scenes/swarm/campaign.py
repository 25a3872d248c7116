"""Space Swarm's part of the shared Campaign screen (scenes/table/campaign.py, SWARM.md SD3): its
five scenarios, its levels, who the player plays against, and how the next scenario begins
(straight onto the board: the scenario sets the rivals and the board)."""

from __future__ import annotations

from functools import partial

from engine.core.campaign import Campaign
from scenes.swarm.view import RIVAL_RACES
from scenes.table.campaign import begin_next, content_levels, content_scenarios

RIVALS = RIVAL_RACES  # who the player plays against (the campaign contract's RIVALS)


# Its scenarios and levels are in its content (scenes.table.campaign reads them from there).
scenarios = partial(content_scenarios, "swarm")
levels = partial(content_levels, "swarm")


def play(app, campaign: Campaign, level: int) -> None:
    from scenes.swarm.new_game import start_game

    begin_next(app, "swarm", campaign, level, start_game)
