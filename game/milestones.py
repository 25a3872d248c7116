"""Milestones a player can aim for, and what the end of a game adds to the record.

A milestone is earned once: the record keeps when, and only a milestone earned by the game
just finished is announced. Reaching one is judged from the whole record, so a milestone added
in a later version is earned at once by a player whose games already meet it.
"""

from __future__ import annotations

from typing import Any

import attrs

from engine.core.session import Session
from engine.galaxy.content import Content
from engine.galaxy.describe import PATHS
from game import player_record
from game.player_record import GameEntry, PlayerRecord

# The campaign milestone's lock (it was shown locked until campaigns were in the game).
CAMPAIGNS_AVAILABLE = True


@attrs.frozen
class Milestone:
    id: str
    name: str
    how: str  # how to earn it, in the player's words
    available: bool = True


@attrs.frozen
class Progress:
    done: int
    of: int


def milestones(content: Content) -> list[Milestone]:
    top = max(content.levels)
    return [
        Milestone("first_win", "First light", "Win a game."),
        Milestone("banish_all", "Swept clean", "Win by banishing every swarm."),
        Milestone(
            "top_level",
            "Against the dark",
            f"Win at difficulty {top} ({content.level(top).name}).",
        ),
        Milestone("every_species", "Every banner", "Win once with each species."),
        Milestone("every_path", "Every road", "Win by each of the four victory paths."),
        Milestone(
            "campaign",
            "The long weave",
            "Win a campaign." if CAMPAIGNS_AVAILABLE else "Campaigns are not in the game yet.",
            available=CAMPAIGNS_AVAILABLE,
        ),
    ]


def progress(m: Milestone, record: PlayerRecord, content: Content) -> Progress:
    """How far the record is towards a milestone."""
    wins = [g for g in record.games if g.won]
    match m.id:
        case "first_win":
            return Progress(min(1, len(wins)), 1)
        case "banish_all":
            return Progress(int(any(g.cause == "banished_all" for g in wins)), 1)
        case "top_level":
            return Progress(int(any(g.level == max(content.levels) for g in wins)), 1)
        case "every_species":
            kinds = set(content.species)
            return Progress(len(kinds & {g.species for g in wins}), len(kinds))
        case "every_path":
            return Progress(len(set(PATHS) & {g.cause for g in wins}), len(PATHS))
        case "campaign":
            return Progress(min(1, len(set(record.campaigns_won))), 1)
    return Progress(0, 1)


def reached(record: PlayerRecord, content: Content) -> list[Milestone]:
    """Every milestone the record meets now (earned before or not)."""
    out = []
    for m in milestones(content):
        p = progress(m, record, content)
        if m.available and p.done >= p.of:
            out.append(m)
    return out


@attrs.frozen
class Noted:
    """What the end of a game did to the record: whether it counted (False when it had been
    counted before, or is not the player's to count), the milestones it earned, and a problem
    with the record file to tell the player ('' when none)."""

    counted: bool = False
    earned: tuple[Milestone, ...] = ()
    problem: str = ""


def add_game(
    record: PlayerRecord,
    entry: GameEntry,
    content: Content,
    when: str,
    campaign_won: bool = False,
) -> tuple[Milestone, ...]:
    """Put a finished game in the record (once) and return the milestones it earned;
    `campaign_won`: the game ended its campaign (entry.campaign) with the player's win."""
    if record.has(entry.game):
        return ()
    record.games.append(entry)
    if campaign_won and entry.campaign and entry.campaign not in record.campaigns_won:
        record.campaigns_won.append(entry.campaign)
    new = tuple(m for m in reached(record, content) if m.id not in record.milestones)
    for m in new:
        record.milestones[m.id] = when
    return new


def note_game(
    session: Session[Any], campaign: str | None = None, campaign_won: bool = False
) -> Noted:
    """At game end: count the game in the player's record, once (with the campaign it counted
    for, and whether it won that campaign). Never raises: the Game over screen must show
    whatever happens to the file."""
    try:
        entry = player_record.entry_for(session, campaign)
        if entry is None:
            return Noted()
        loaded = player_record.load()
        record = loaded.record
        content: Content = session.rules.content
        if record.has(entry.game):
            return Noted(problem=loaded.problem if not loaded.writable else "")
        earned = add_game(record, entry, content, entry.finished_at, campaign_won)
        problem = player_record.save(record) if loaded.writable else loaded.problem
        return Noted(True, earned, problem)
    except Exception as exc:  # a bug here must not take the result screen with it
        return Noted(problem=f"Your record could not be updated ({type(exc).__name__}: {exc}).")
