"""Statistics serves every game: a Space Swarm and an Arachnid game finished on their boards
by clicks are counted once by their Game over screens, and the Statistics screen shows each
game's page (opening on the game picked on the title, with tabs for the others)."""

from __future__ import annotations

import json

import pygame
import pytest

from engine.arachnid.heuristic import HeuristicBot
from engine.core.session import Session
from engine.modes import get
from engine.swarm.bots import make_bot
from game import draw, player_record
from game.app import App
from game.layout_record import Recorder
from game.player_record import PlayerRecord, TableEntry
from game.table_record import summarise
from scenes.arachnid.board import ArachnidBoard
from scenes.arachnid.game_over import ArachnidOver
from scenes.arachnid.mouse import MousePlayer
from scenes.swarm.board import SwarmBoard
from scenes.swarm.game_over import SwarmGameOver
from scenes.swarm.mouse import SwarmMousePlayer
from scenes.table.statistics import StatisticsScene
from tests.client.player import click_button, frame

LEFT = 12  # commands before the end where the mouse takes over


# conftest: the player's own client (as `weavers` starts it), finished games count
pytestmark = pytest.mark.keeps_record


def near_the_end(mode: str, seed: int, rivals: int) -> Session:
    """A game played headless by the heuristic bot, stopped a few commands before its end."""
    rules = get(mode).rules()
    s = Session.new(rules, rules.setup(seed, rivals=rivals))
    bot = make_bot("heuristic", seed) if mode == "swarm" else HeuristicBot()
    while not s.state.over:
        s.submit(bot.choose(rules, s.state))
    return Session.replay(rules, s.setup, s.commands[:-LEFT])


def finish_by_clicks(app: App, board, player, over_type) -> object:
    """Play the rest of the game by mouse on its board, up to its Game over screen."""
    app.scenes.push(board)
    for _ in range(20000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if isinstance(app.scenes.top, over_type):
            break
    assert isinstance(app.scenes.top, over_type), app.scenes.top
    assert player.unreachable == [] and player.clicks >= 1  # ended by clicks, not sent
    frame(app)
    return app.scenes.top


def drawn_texts(app: App) -> set[str]:
    draw.recorder = Recorder()
    try:
        app.scenes.top.draw(app.screen)
        return {d.what for d in draw.recorder.items if d.kind == "text"}
    finally:
        draw.recorder = None


def test_space_swarm_and_arachnid_games_are_counted_and_shown_on_statistics(app):
    swarm = near_the_end("swarm", 2, 3)
    board = SwarmBoard(app, swarm)
    finish_by_clicks(app, board, SwarmMousePlayer(app, board), SwarmGameOver)
    st = swarm.state
    table = player_record.load().record.table
    assert [(t.mode, t.result, t.rivals, t.rounds) for t in table] == [
        ("swarm", st.result, 3, st.round)
    ]
    click_button(app, "Title")

    spiders = near_the_end("arachnid", 3, 2)
    board = ArachnidBoard(app, spiders)
    finish_by_clicks(app, board, MousePlayer(app, board), ArachnidOver)
    ast = spiders.state
    table = player_record.load().record.table
    assert [(t.mode, t.result, t.rivals, t.level) for t in table][1:] == [
        ("arachnid", ast.result, 2, ast.level)
    ]
    assert player_record.load().record.games == []  # The Weavers' record is untouched
    click_button(app, "Title")

    app.game_mode = "arachnid"  # as picked on the title
    click_button(app, "Statistics")
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene) and scene.mode == "arachnid"
    frame(app)
    texts = drawn_texts(app)
    assert {"Your record", "Wins by level", "Wins by number of rivals", "2 rivals"} <= texts
    assert f"Level {ast.level}" in texts and {"Milestones", "First thread"} <= texts
    assert "First light" not in texts  # The Weavers' milestones stay on their own tab
    # Each milestone not yet earned says how to earn it, as The Weavers' tab does.
    assert "Win at level 5." in texts and "Win a campaign." in texts
    assert any(t.startswith("Win each way: a den emptied; a full board;") for t in texts)
    click_button(app, "Space Swarm")
    assert scene.mode == "swarm"
    texts = drawn_texts(app)
    assert "Win each of the five scenarios. (0 of 5)" in texts
    assert "3 rivals" in texts and "Games played" in texts
    won = st.result == "won"
    assert (f"{st.round} rounds" in texts) is won  # the fastest win, when it was won
    click_button(app, "The Weavers")
    assert "Milestones" in drawn_texts(app)  # The Weavers' page as before


def test_a_game_opened_again_after_its_end_is_not_counted_twice(app):
    swarm = near_the_end("swarm", 2, 1)
    board = SwarmBoard(app, swarm)
    finish_by_clicks(app, board, SwarmMousePlayer(app, board), SwarmGameOver)
    before = player_record.record_path().read_bytes()
    again = Session.replay(swarm.rules, swarm.setup, swarm.commands)
    app.scenes.push(SwarmBoard(app, again))
    for _ in range(400):
        app.step([], 1 / 30)
        if isinstance(app.scenes.top, SwarmGameOver):
            break
    assert isinstance(app.scenes.top, SwarmGameOver)
    assert player_record.record_path().read_bytes() == before


def test_a_record_that_cannot_be_written_is_said_on_game_over(app, monkeypatch):
    monkeypatch.setattr(player_record, "save", lambda record: "Your record could not be saved.")
    spiders = near_the_end("arachnid", 3, 2)
    board = ArachnidBoard(app, spiders)
    over = finish_by_clicks(app, board, MousePlayer(app, board), ArachnidOver)
    assert over.record_problem == "Your record could not be saved."
    assert "Your record could not be saved." in drawn_texts(app)


def test_a_record_without_the_other_games_loads_with_none():
    path = player_record.record_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "weavers-record", "version": 1, "games": [], "milestones": {}}')
    loaded = player_record.load()
    assert loaded.problem == "" and loaded.record.table == []
    sm = summarise(loaded.record, "swarm")
    assert (sm.played, sm.wins, sm.streak, sm.fastest) == (0, 0, 0, None)


def test_the_other_games_summary_counts_levels_rivals_streaks_and_the_fastest_win():
    games = [("won", 2, 1, 9), ("lost", 4, 3, 12), ("won", 3, 2, 11), ("won", 3, 2, 7)]
    record = PlayerRecord(
        table=[TableEntry("swarm", f"g{i}", *g) for i, g in enumerate(games)]
        + [TableEntry("arachnid", "a", "won", 1, 1, 3)]
    )
    sm = summarise(record, "swarm")
    assert (sm.played, sm.wins, sm.streak, sm.best_streak) == (4, 3, 2, 2)
    assert sm.fastest is not None and sm.fastest.rounds == 7
    assert [(r.wins, r.played) for r in sm.by_level] == [(0, 0), (1, 1), (2, 2), (0, 1), (0, 0)]
    assert [(r.wins, r.played) for r in sm.by_rivals] == [(1, 1), (2, 2), (0, 1)]
    # saved and read back unchanged
    data = json.loads(json.dumps(player_record.CONVERTER.unstructure(record)))
    assert player_record.structure(data, PlayerRecord) == record


def test_sd3_ad3_milestones_are_earned_once_and_shown_on_each_game_s_statistics_tab():
    from game import table_milestones as tm
    from game.player_record import PlayerRecord, TableEntry

    record = PlayerRecord()

    def won(mode, game, level=3, scenario=0, cause="deck_out", campaign=None, camp_won=False):
        entry = TableEntry(mode, game, "won", level, 1, 9, "2026-11-27", scenario, cause, campaign)
        return {m.id for m in tm.add_game(record, entry, "2026-11-27", camp_won)}

    assert won("swarm", "g1") == {"swarm.first_win"}
    assert won("swarm", "g2") == set()  # earned once
    assert won("swarm", "g3", level=5) == {"swarm.top_level"}
    for n in (1, 2, 3, 4):
        assert won("swarm", f"s{n}", scenario=n) == set()
    assert won("swarm", "s5", scenario=5, campaign="c1", camp_won=True) == {
        "swarm.every_scenario",
        "swarm.campaign",
    }
    assert won("swarm", "p1", cause="clusters") == set()
    assert won("swarm", "p2", cause="last_standing") == {"swarm.every_path"}
    assert won("arachnid", "a1", cause="den_empty") == {"arachnid.first_win"}  # its own
    rows = {m.name: m for m in stats_rows(record, "arachnid")}
    assert rows["First thread"].earned and rows["First thread"].line.startswith("Earned")
    assert not rows["Every road"].earned
    assert rows["Every road"].line == (
        "Win each way: a den emptied; a full board; the last round. (1 of 3)"
    )


def stats_rows(record, mode):
    from scenes.table.statistics_table import milestone_rows

    return milestone_rows(record, mode)
