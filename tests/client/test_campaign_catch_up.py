"""A campaign game whose ending was cut off counts at the next start (issue 40 item 7): the game
was over and its final save written, then the program was killed while the campaign was being
written (before the record, which comes after it). The scenario looked unplayed until the
finished game was opened from Load, and the campaign and the record disagreed until then. At
start (when a person plays, not a bot's run) the finished save brings both into agreement,
once, and the title says so; a counted daily game's result cut off the same way too.
Parametrised over every registered game with a campaign (or a daily game)."""

from __future__ import annotations

import functools
from datetime import date

import pygame
import pytest

from engine import modes
from engine.core import daily
from engine.core.bots import RandomBot
from engine.core.campaign import Campaign
from engine.core.session import Session
from game import campaign_store, catch_up, daily_record, player_record, saves
from game.app import App
from scenes import games

WITH_CAMPAIGN = [e.mode for e in games.playable() if e.campaign]


@functools.cache
def _commands(mode: str, options: tuple) -> tuple:
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(5, **dict(options)))
    bot = RandomBot(5)
    while not session.state.over:
        session.submit(bot.choose(rules, session.state))
    return tuple(session.commands)


def _finished_scenario_1(mode: str, campaign: Campaign) -> Session:
    """Scenario 1 of the campaign, played to its end and saved as Game over saves it, with
    nothing after (the program was killed there)."""
    rules = modes.get(mode).rules()
    options = tuple(sorted(campaign.setup_options(2).items()))
    session = Session.replay(rules, rules.setup(5, **dict(options)), _commands(mode, options))
    saves.autosave(session)
    return session


def _counted_in_record(session: Session, mode: str) -> list:
    record = player_record.load().record
    identity = player_record.identity(session)
    return [e for e in [*record.games, *record.table] if e.game == identity]


def _start(keep_record: bool = True) -> App:
    app = App((1280, 720), frames=None, keep_record=keep_record)
    return app


@pytest.mark.parametrize("mode", WITH_CAMPAIGN)
def test_a_finished_campaign_game_cut_off_before_its_campaign_was_written_counts_at_start(mode):
    game = modes.get(mode).game
    campaign = Campaign()
    campaign_store.save(game, campaign)
    session = _finished_scenario_1(mode, campaign)
    assert campaign_store.load(game).campaign.results == []  # as the kill left it
    _start()
    try:
        counted = campaign_store.load(game).campaign
        assert [r.scenario for r in counted.results] == [1]
        assert counted.results[0].game == player_record.identity(session)
        [entry] = _counted_in_record(session, mode)
        assert entry.campaign == campaign.id
        pygame.quit()
        app = _start()  # a second start counts nothing again
        assert len(campaign_store.load(game).campaign.results) == 1
        assert len(_counted_in_record(session, mode)) == 1 and app.notice == ""
    finally:
        pygame.quit()


@pytest.mark.parametrize("mode", WITH_CAMPAIGN)
def test_the_title_says_the_scenario_was_counted(mode):
    game = modes.get(mode).game
    campaign = Campaign()
    campaign_store.save(game, campaign)
    _finished_scenario_1(mode, campaign)
    app = _start()
    try:
        assert "Scenario 1" in app.notice and games.get(mode).title in app.notice
    finally:
        pygame.quit()


@pytest.mark.parametrize("mode", WITH_CAMPAIGN)
def test_a_campaign_counted_but_a_record_cut_off_is_brought_into_agreement(mode):
    game = modes.get(mode).game
    campaign = Campaign()
    session = _finished_scenario_1(mode, campaign)
    rules = modes.get(mode).rules()
    outcome = modes.get(mode).outcome(session.state, rules.content)
    campaign.record_outcome(outcome, player_record.identity(session))
    campaign_store.save(game, campaign)  # the campaign was written, the record never was
    assert _counted_in_record(session, mode) == []
    _start()
    try:
        [entry] = _counted_in_record(session, mode)
        assert entry.campaign == campaign.id
        assert len(campaign_store.load(game).campaign.results) == 1
    finally:
        pygame.quit()


@pytest.mark.parametrize("mode", WITH_CAMPAIGN)
def test_a_bot_s_run_counts_nothing_at_start(mode):
    game = modes.get(mode).game
    campaign = Campaign()
    campaign_store.save(game, campaign)
    _finished_scenario_1(mode, campaign)
    _start(keep_record=False)
    try:
        assert campaign_store.load(game).campaign.results == []
    finally:
        pygame.quit()


# --- the day's counted daily game, its result cut off the same way ----------------------------

DAY = date(2026, 11, 27)


def test_the_record_file_the_catch_up_reads_is_the_record():
    assert catch_up.RECORD_FILE == player_record.FILE


@pytest.mark.parametrize("mode", [e.mode for e in games.playable() if e.has("daily")])
def test_a_counted_daily_game_whose_result_was_cut_off_counts_at_start(mode, monkeypatch):
    monkeypatch.setattr(daily_record, "today", lambda: DAY)
    counted, _ = daily_record.begin(mode, DAY)
    assert counted
    rules = modes.get(mode).rules()
    options = tuple(sorted(daily_record.options_of(mode, DAY, True).items()))
    setup = rules.setup(daily.seed_for(DAY), **dict(options))
    session = Session.new(rules, setup)
    bot = RandomBot(3)
    while not session.state.over:
        session.submit(bot.choose(rules, session.state))
    saves.autosave(session)  # the ending saved, then the program was killed
    assert daily_record.entry(player_record.load().record, mode, DAY).result == ""
    app = _start()
    try:
        found = daily_record.entry(player_record.load().record, mode, DAY)
        assert found.result == session.state.result
        assert "daily game" in app.notice and games.get(mode).title in app.notice
    finally:
        pygame.quit()
