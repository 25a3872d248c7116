"""At start: a campaign game whose ending was cut off is counted from its finished save.

When a game ends, Game over saves the ending, then counts it in its campaign, then in the
player's record. A program killed between those (during the campaign's write, say) left the
scenario looking unplayed and the campaign and the record disagreeing until the finished game
was opened from Load. So at start, when a person plays (never in a bot's run), every finished
save of a campaign under way is looked at: the campaign's next scenario is counted in it, and a
game the campaign counted is counted in the record, each once, as Game over would have; so is
the result of a counted daily game the record holds as under way. Only those games are looked
at: only the player starts them (the Campaign screen, the title's Daily game). Nothing here
imports pygame.
"""

from __future__ import annotations

import json
from typing import Any

from engine import modes
from engine.core import campaign as campaigns
from engine.core.campaign import CampaignBook, CampaignError
from engine.core.safe_read import FileProblem, read_json
from engine.core.session import Session
from game import saves

# The record and the games' modules are imported only when there is a campaign or a daily
# game to look at: a start with neither loads no game (tests/client/test_startup.py).
RECORD_FILE = "stats.json"  # game.player_record.FILE, named here so as not to import it


def _book() -> CampaignBook | None:
    """The campaigns as the file holds them, read only: a damaged file or campaign is left for
    its Campaign screen to tell about and set aside."""
    try:
        return campaigns.load_file(saves.data_dir() / campaigns.FILE)
    except (CampaignError, FileProblem, OSError):
        return None


def _record(session: Session[Any], mode: str, campaign: str, won_campaign: bool) -> None:
    """Count a finished game in the player's record (once), as its Game over does."""
    from game import milestones, table_record

    if mode in table_record.TITLES:
        table_record.note_game(session, mode, campaign, won_campaign)
    elif mode == modes.DEFAULT_MODE:  # The Weavers keep their own lines and milestones
        milestones.note_game(session, campaign, won_campaign)


def _daily_under_way() -> set[tuple[Any, Any]]:
    """(mode, day) of each counted daily game the record holds as under way, read from the
    record file alone (no game's modules loaded): none is the usual case."""
    try:
        data = read_json(saves.data_dir() / RECORD_FILE, 8 * 1024 * 1024, 6, constants=True)
    except FileProblem:
        return set()
    daily = data.get("daily") if isinstance(data, dict) else None
    return {
        (d.get("mode"), d.get("day"))
        for d in (daily if isinstance(daily, list) else [])
        if isinstance(d, dict) and d.get("result") == ""
    }


def count_cut_off_endings(picked: str = modes.DEFAULT_MODE) -> list[str]:
    """Bring every campaign under way, the day's daily game and the record into agreement with
    the finished saves of their games; what was counted, in the player's words (one line a
    game). `picked`: the game picked on the title, whose rules read the saves (so the title's
    Continue, reading them with the same rules next, finds them read)."""
    book = _book()
    daily = _daily_under_way()
    if (book is None or not book.campaigns) and not daily:
        return []  # no campaign and no daily game under way: no save need be read
    said = []
    for game in saves.list_games(modes.get(picked).rules()):
        if game.damaged or game.record_only or not game.finished:
            continue
        try:
            key = json.loads(game.key)
            mode = modes.for_game(key["game"])
            options = key.get("options") or {}
        except (ValueError, KeyError, TypeError, AttributeError):
            continue
        campaign = book.get(mode.game) if book is not None else None
        try:
            if campaign is not None and options.get("campaign") == campaign.id:
                said += _catch_up(game.newest, mode, campaign.id, options.get("scenario"))
                book = _book() or book
            if (mode.name, options.get("daily")) in daily:
                said += _daily(game.newest, mode)
        except Exception:  # a save that cannot be opened now is left for Load to show
            continue
    return said


def _daily(info: saves.SaveInfo, mode: modes.Mode) -> list[str]:
    """The counted daily game's result, once (game.daily_record), from its finished save."""
    from game import daily_record

    words = daily_record.note_game(saves.open_save(info.path, mode.rules()))
    if not words:
        return []
    return [f"Your {mode.title} daily game ended as the game closed: it is counted now. {words}"]


def _catch_up(info: saves.SaveInfo, mode: modes.Mode, wanted: str, scenario: Any) -> list[str]:
    from game import campaign_store, player_record

    rules = mode.rules()
    session = saves.open_save(info.path, rules)
    loaded = campaign_store.load(mode.game)
    campaign = loaded.campaign
    if campaign is None or campaign.id != wanted:
        return []
    identity = player_record.identity(session)
    said = []
    if scenario == campaign.next_scenario():
        noted = campaign_store.note_game(session, "the rivals")
        if noted.campaign is None:
            return []
        said.append(
            f"Scenario {scenario} of your {mode.title} campaign ended as the game closed: "
            "it is counted now."
        )
        campaign = campaign_store.load(mode.game).campaign or campaign
    mine = [r for r in campaign.results if r.game == identity]
    if not mine:
        return said
    won_campaign = campaign.results[-1] is mine[-1] and campaign.winner() == campaigns.PLAYER
    _record(session, mode.name, campaign.id, won_campaign)
    return said
