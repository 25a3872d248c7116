"""What the Campaign screen says, in the player's words, worked out from a campaign: one line a
scenario (result, level, points), both totals, the next scenario and how the campaign ended.
Nothing here imports pygame, so the words can be tested without a window."""

from __future__ import annotations

from typing import Protocol

import attrs


class ScenarioText(Protocol):
    """A game's scenario as its screens name it (scenes.galaxy.scenario_words for The Weavers)."""

    number: int
    name: str
    story: str
    goal: str  # "Goal: ..." in the player's words; '' when there is none


@attrs.frozen
class ScenarioLine:
    number: int
    name: str
    result: str  # "You won", "The Weavers won", "Next" or "" (still to come)
    level: str  # the level it was played at, "-" before it is played
    points: str  # "9 to you", "6 to the Weavers", "-"
    won: bool | None = None  # True the player, False the Weavers, None not played


@attrs.frozen
class NextScenario:
    number: int
    name: str
    story: str
    goal: str  # "Goal: ..." or "No goal besides the usual win."


@attrs.frozen
class CampaignView:
    lines: tuple[ScenarioLine, ...]
    player_points: int
    rival_points: int
    next: NextScenario | None  # None once all five are played
    outcome: str  # '' while it goes on; who won the campaign, once it is over
    started: bool  # a scenario has been played or is being played
    won: bool = False  # the player won the campaign (once it is over)
    rivals: str = "the Weavers"  # who the player plays against, in player words

    @property
    def finished(self) -> bool:
        return self.next is None


def points_words(points: int, won: bool, rivals: str = "the Weavers") -> str:
    return f"{points} to you" if won else f"{points} to {rivals}"


def outcome_words(player: int, theirs: int, rivals: str = "the Weavers") -> str:
    """Who won the campaign after the fifth scenario (a tie goes to the rivals, D3)."""
    if player > theirs:
        return f"You won the campaign, {player} points to {theirs}."
    if player == theirs:
        return f"A tie at {player} points: a tie goes to {rivals}, who win the campaign."
    return f"{rivals[:1].upper()}{rivals[1:]} won the campaign, {theirs} points to {player}."


def goal_words(goal: str) -> str:
    return f"Goal: {goal}" if goal else "No goal besides the usual win."
