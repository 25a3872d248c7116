"""The campaign on disk: campaign.json in the user data folder, next to the saves and the record
(so XDG_DATA_HOME and layout-check's private folders apply), written atomically. A file that
cannot be used is never fatal: it is set aside under another name (game.files), the player is
told which file and field was wrong, and a new campaign can begin.

A campaign's games carry its id in their setup (Campaign.setup_options), so a game counts for
the campaign under way only if it is that campaign's next scenario, however it was resumed
(Continue, Load). Nothing here imports pygame.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs

from engine.core.session import Session
from engine.galaxy import campaign as rules
from engine.galaxy.campaign import Campaign, CampaignError
from game import player_record, saves
from game.campaign_view import (
    CampaignView,
    NextScenario,
    ScenarioLine,
    outcome_words,
    points_words,
)
from game.files import set_aside
from game.scenario_words import all_scenarios, words


@attrs.define
class Loaded:
    """The campaign as read (None when there is none) and what to tell the player about the
    file ('' when all is well)."""

    campaign: Campaign | None
    problem: str = ""


def campaign_path() -> Path:
    return saves.data_dir() / rules.FILE


def load() -> Loaded:
    """The campaign under way; none when there is no file, and a damaged file set aside."""
    path = campaign_path()
    try:
        return Loaded(rules.load_file(path))
    except CampaignError as exc:
        return Loaded(None, _set_aside(path, str(exc)))
    except Exception as exc:  # never let the campaign file stop the game
        return Loaded(None, _set_aside(path, f"{path.name}: {type(exc).__name__}: {exc}"))


def _set_aside(path: Path, what: str) -> str:
    try:
        kept = set_aside(path)
    except OSError as err:
        return (
            f"Your campaign {what}. It could not be set aside ({err.strerror or err}), so a "
            "new campaign cannot be kept until it is moved."
        )
    return f"Your campaign {what}. It was kept as {kept.name}, and a new campaign can begin."


def save(campaign: Campaign) -> str:
    """Write the campaign; '' when done, else what went wrong in plain words (never raised)."""
    try:
        rules.save_file(campaign_path(), campaign)
    except OSError as exc:
        return f"Your campaign could not be saved: {exc.strerror or exc}."
    return ""


def start_over() -> str:
    """A fresh campaign in place of the one under way (asked first by the screen)."""
    return save(Campaign())


def abandon() -> str:
    """No campaign any more (asked first by the screen); '' when done."""
    try:
        campaign_path().unlink(missing_ok=True)
    except OSError as exc:
        return f"The campaign could not be abandoned: {exc.strerror or exc}."
    return ""


def begin_scenario(campaign: Campaign) -> str:
    """The campaign's next game is being started: the campaign must be on disk (a campaign
    shown but never saved yet is written now), so the game's result can find it."""
    return save(campaign)


def under_way(campaign: Campaign | None, rules_of_game: Any) -> saves.SaveInfo | None:
    """The newest save of an unfinished game of this campaign's next scenario (started, then
    left), to continue from; None when there is none."""
    if campaign is None or campaign.next_scenario() is None:
        return None
    for game in saves.list_games(rules_of_game):
        if game.damaged or game.finished:
            continue
        try:
            options = json.loads(game.key).get("options", {})
        except (ValueError, AttributeError):
            continue
        if options.get("campaign") == campaign.id:
            if options.get("scenario") == campaign.next_scenario():
                return game.newest
    return None


# --- what the screens show -------------------------------------------------------------------


def view(campaign: Campaign | None, playing: bool = False) -> CampaignView:
    """The Campaign screen's words for this campaign (a new one when there is none);
    `playing`: its next scenario's game was started and is saved, unfinished."""
    c = campaign or Campaign()
    nxt = c.next_scenario()
    lines = []
    for sc in all_scenarios():
        r = c.result_of(sc.number)
        if r is None:
            result = ("Under way" if playing else "Next") if sc.number == nxt else ""
            lines.append(ScenarioLine(sc.number, sc.name, result, "-", "-"))
        else:
            result = "You won" if r.won else "The Weavers won"
            line = ScenarioLine(
                sc.number, sc.name, result, str(r.level), points_words(r.points, r.won), r.won
            )
            lines.append(line)
    totals = c.totals()
    upcoming = None
    if nxt is not None:
        w = words(nxt)
        upcoming = NextScenario(nxt, w.name, w.story, w.goal or "No goal besides the usual win.")
    outcome = outcome_words(totals.player, totals.weavers) if c.finished else ""
    started = campaign is not None  # on disk: its first scenario was at least begun
    won = c.winner() == rules.PLAYER
    return CampaignView(
        tuple(lines), totals.player, totals.weavers, upcoming, outcome, started, won
    )


@attrs.frozen
class CampaignNoted:
    """What the end of a game did to the campaign: `campaign` is the id it counted for (None
    when it was not a game of the campaign under way), `line` says the scenario's points and
    the totals, `outcome` who won the campaign if this game ended it."""

    campaign: str | None = None
    line: str = ""
    outcome: str = ""
    won_campaign: bool = False
    problem: str = ""


def campaign_of(session: Session[Any]) -> str | None:
    value = session.setup.options.get("campaign")
    return value if isinstance(value, str) and value else None


def note_game(session: Session[Any]) -> CampaignNoted:
    """At game end: a finished game of the campaign under way, for its next scenario, is
    recorded in it once. Never raises: the Game over screen must show what happened."""
    wanted = campaign_of(session)
    st = session.state
    if wanted is None or not st.over:
        return CampaignNoted()
    try:
        loaded = load()
        c = loaded.campaign
        if c is None or c.id != wanted:
            return CampaignNoted(problem=loaded.problem)
        if c.next_scenario() != st.scenario:  # counted already (the game seen again)
            return CampaignNoted()
        content = session.rules.content  # type: ignore[attr-defined]
        result = c.record_game(st, content, player_record.identity(session))
        problem = save(c)
        t = c.totals()
        line = (
            f"Campaign: scenario {result.scenario} gives {points_words(result.points, result.won)}"
            f" - you {t.player}, the Weavers {t.weavers}."
        )
        outcome = outcome_words(t.player, t.weavers) if c.finished else ""
        won = c.winner() == rules.PLAYER
        return CampaignNoted(c.id, line, outcome, won, problem)
    except Exception as exc:  # a bug here must not take the result screen with it
        return CampaignNoted(problem=f"The campaign could not be updated ({exc}).")
