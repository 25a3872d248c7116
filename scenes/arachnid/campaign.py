"""Arachnid's part of the shared Campaign screen (scenes/table/campaign.py, ARACHNID.md AD3): its
five scenarios, its levels, who the player plays against, and how the next scenario begins
(straight onto the board: the scenario sets the rivals)."""

from __future__ import annotations

from functools import partial

from engine.core.campaign import Campaign
from scenes.arachnid.words import RIVAL_COLONIES
from scenes.table.campaign import begin_next, content_levels, content_scenarios

RIVALS = RIVAL_COLONIES  # who the player plays against (the campaign contract's RIVALS)


# Its scenarios and levels are in its content (scenes.table.campaign reads them from there).
scenarios = partial(content_scenarios, "arachnid")
levels = partial(content_levels, "arachnid")


def play(app, campaign: Campaign, level: int) -> None:
    from scenes.arachnid.start import start_game

    begin_next(app, "arachnid", campaign, level, start_game)
