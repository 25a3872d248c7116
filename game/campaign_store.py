"""The campaigns on disk: campaign.json in the user data folder, next to the saves and the record
(so XDG_DATA_HOME and layout-check's private folders apply), written atomically, each game's
campaign under the game's name (a save's `game`: weavers, swarm, arachnid). A file that cannot
be used is never fatal: it is set aside under another name (game.files), the player is told
which file and field was wrong, and a new campaign can begin. When only one game's campaign in
it is damaged, that is told on that game's Campaign screen (or at the end of that game's
campaign game), never another's: until then its entry is written back untouched with the
others; then the file as it was is set aside and the others are written back and go on.

A campaign's games carry its id in their setup (Campaign.setup_options), so a game counts for
the campaign under way only if it is that campaign's next scenario, however it was resumed
(Continue, Load). Nothing here imports pygame.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import attrs

from engine import modes
from engine.core import campaign as rules
from engine.core.campaign import Campaign, CampaignBook, CampaignError
from engine.core.session import Session
from game import player_record, saves
from game.campaign_view import (
    CampaignView,
    NextScenario,
    ScenarioLine,
    ScenarioText,
    outcome_words,
    points_words,
)
from game.files import set_aside


@attrs.define
class Loaded:
    """The game's campaign as read (None when there is none) and what to tell the player
    about the file ('' when all is well)."""

    campaign: Campaign | None
    problem: str = ""


def campaign_path() -> Path:
    return saves.data_dir() / rules.FILE


def _book(game: str) -> tuple[CampaignBook, str]:
    """Every game's campaign, and what to tell the player of `game`: a damaged file is set
    aside; so is one holding a damaged campaign of this game (the others written back). Another
    game's damaged campaign is left in the book as it was, for that game to tell."""
    path = campaign_path()
    try:
        book = rules.load_file(path) or CampaignBook()
    except CampaignError as exc:
        return CampaignBook(), _set_aside(path, str(exc))
    except Exception as exc:  # never let the campaign file stop the game
        return CampaignBook(), _set_aside(path, f"{path.name}: {type(exc).__name__}: {exc}")
    damage = book.problem_of(game)
    if damage is None:
        return book, ""
    problem = _set_aside(path, _words(damage), whose=_title(game))
    if path.exists() or path.is_symlink():  # not set aside: kept as it is, not written over
        return book, problem
    book.forget(game)
    if book.campaigns or book.damaged:
        try:
            rules.save_file(path, book)
        except OSError as exc:
            problem += f" The other games' campaigns could not be kept: {exc.strerror or exc}."
    return book, problem


def _title(game: str) -> str:
    try:
        return modes.for_game(game).title
    except ValueError:
        return repr(game)


def _words(damage: CampaignError) -> str:
    """What is wrong with one game's campaign: the file, the field inside the campaign (in
    the file's own names, without the game's prefix) and why."""
    where = damage.inner or "the whole campaign"
    return f"could not be used ({damage.source}, {where}: {damage.message})"


def load(game: str) -> Loaded:
    """The game's campaign under way; none when there is no file, and a damaged file (or a
    damaged campaign of this game) set aside."""
    book, problem = _book(game)
    return Loaded(book.get(game), problem)


def _set_aside(path: Path, what: str, whose: str = "") -> str:
    said = f"Your campaign of {whose} {what}" if whose else f"Your campaign {what}"
    try:
        kept = set_aside(path)
    except OSError as err:
        return (
            f"{said}. It could not be set aside ({err.strerror or err}), so a "
            "new campaign cannot be kept until it is moved."
        )
    return f"{said}. It was kept as {kept.name}, and a new campaign can begin."


def _write(book: CampaignBook) -> str:
    try:
        rules.save_file(campaign_path(), book)
    except OSError as exc:
        return f"Your campaign could not be saved: {exc.strerror or exc}."
    return ""


def save(game: str, campaign: Campaign) -> str:
    """Write the game's campaign, keeping the other games'; '' when done, else what went
    wrong in plain words (never raised)."""
    book, problem = _book(game)
    if book.problem_of(game) is not None:  # its damaged campaign could not be set aside
        return problem
    book.put(game, campaign)
    return _write(book) or problem


def start_over(game: str) -> str:
    """A fresh campaign in place of the one under way (asked first by the screen)."""
    return save(game, Campaign())


def abandon(game: str) -> str:
    """No campaign of this game any more (asked first by the screen); '' when done."""
    book, problem = _book(game)
    if book.get(game) is None:
        return problem
    book.drop(game)
    if not book.campaigns and not book.damaged:
        try:
            campaign_path().unlink(missing_ok=True)
        except OSError as exc:
            return f"The campaign could not be abandoned: {exc.strerror or exc}."
        return ""
    return _write(book) or problem


def begin_scenario(game: str, campaign: Campaign) -> str:
    """The campaign's next game is being started: the campaign must be on disk (a campaign
    shown but never saved yet is written now), so the game's result can find it."""
    return save(game, campaign)


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


def view(
    campaign: Campaign | None,
    scenarios: list[ScenarioText],
    rivals: str,
    playing: bool = False,
) -> CampaignView:
    """The Campaign screen's words for this campaign (a new one when there is none), given
    the game's scenarios and who the player plays against ("the Weavers"); `playing`: its
    next scenario's game was started and is saved, unfinished."""
    c = campaign or Campaign()
    nxt = c.next_scenario()
    by_number = {sc.number: sc for sc in scenarios}
    lines = []
    for sc in scenarios:
        r = c.result_of(sc.number)
        if r is None:
            result = ("Under way" if playing else "Next") if sc.number == nxt else ""
            lines.append(ScenarioLine(sc.number, sc.name, result, "-", "-"))
        else:
            result = "You won" if r.won else f"{rivals[:1].upper()}{rivals[1:]} won"
            points = points_words(r.points, r.won, rivals)
            line = ScenarioLine(sc.number, sc.name, result, str(r.level), points, r.won)
            lines.append(line)
    totals = c.totals()
    upcoming = None
    if nxt is not None:
        w = by_number[nxt]
        upcoming = NextScenario(nxt, w.name, w.story, w.goal or "No goal besides the usual win.")
    outcome = outcome_words(totals.player, totals.rivals, rivals) if c.finished else ""
    started = campaign is not None  # on disk: its first scenario was at least begun
    won = c.winner() == rules.PLAYER
    return CampaignView(
        tuple(lines), totals.player, totals.rivals, upcoming, outcome, started, won, rivals
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


def note_game(session: Session[Any], rivals: str) -> CampaignNoted:
    """At game end: a finished game of the campaign under way, for its next scenario, is
    recorded in it once (`rivals`: who the player plays against, "the Weavers"). Never
    raises: the Game over screen must show what happened."""
    wanted = campaign_of(session)
    st = session.state
    if wanted is None or not getattr(st, "over", False):
        return CampaignNoted()
    try:
        game = session.rules.name
        outcome_of = modes.for_game(game).outcome(st, session.rules.content)
        loaded = load(game)
        c = loaded.campaign
        if c is None or c.id != wanted:
            return CampaignNoted(problem=loaded.problem)
        if c.next_scenario() != outcome_of.scenario:  # counted already (the game seen again)
            return CampaignNoted()
        result = c.record_outcome(outcome_of, player_record.identity(session))
        problem = save(game, c)
        t = c.totals()
        line = (
            f"Campaign: scenario {result.scenario} gives "
            f"{points_words(result.points, result.won, rivals)} - you {t.player}, "
            f"{rivals} {t.rivals}."
        )
        outcome = outcome_words(t.player, t.rivals, rivals) if c.finished else ""
        won = c.winner() == rules.PLAYER
        return CampaignNoted(c.id, line, outcome, won, problem)
    except Exception as exc:  # a bug here must not take the result screen with it
        return CampaignNoted(problem=f"The campaign could not be updated ({exc}).")
