"""Every shared screen with every game: the game x screen matrix.

Parametrised over the games registered in scenes.games, and over Pebbles, a fourth game that
lives in the tests (tests/client/standin.py): a game added to the registry is tested here with
no new test code. Each test drives the real client by clicks and keys at what is drawn and
reads what a game's contract says (its board, replay, rules), never a game's own modules.
"""

from __future__ import annotations

import functools

import pygame
import pytest

from engine import modes
from engine.core.bots import RandomBot
from engine.core.record import state_hash
from engine.core.session import Session
from game import draw, saves
from game.app import App
from game.layout_record import Recorder
from scenes import games
from scenes.table.load import LoadScene
from scenes.table.pause import PauseScene
from scenes.table.replay import ReplayScene
from scenes.table.rules import RulesScene
from scenes.table.statistics import StatisticsScene
from scenes.table.title import TitleScene
from scenes.tools.layout_check import find_problems
from tests.client import standin
from tests.client.player import (
    button,
    click,
    click_button,
    close,
    drawn,
    frame,
    pick_game,
    press,
    title_app,
)

GAMES = standin.modes_with_pebbles()


@pytest.fixture
def app(table):
    a = title_app()
    yield a
    close(a)


@functools.cache
def _commands(mode: str, seed: int, finish: bool, moves: int) -> tuple:
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(seed))
    bot = RandomBot(seed)
    while not session.state.over and (finish or len(session.commands) < moves):
        session.submit(bot.choose(rules, session.state))
    assert session.state.over == finish
    return tuple(session.commands)


def played(mode: str, seed: int, finish: bool = False, moves: int = 6) -> Session:
    """A game of this mode played by the random bot: a few moves, or to its end (the same
    game each time it is asked for: its commands are kept)."""
    rules = modes.get(mode).rules()
    return Session.replay(rules, rules.setup(seed), list(_commands(mode, seed, finish, moves)))


def _every_games_saves() -> dict[str, tuple]:
    """A game under way and a finished game of every game on the table, and a damaged file."""
    made = {}
    for i, mode in enumerate(GAMES):
        made[mode] = (
            saves.autosave(played(mode, 40 + i)),
            saves.autosave(played(mode, 60 + i, True)),
        )
    broken = saves.saves_dir() / "save-broken.json"
    broken.write_text('{"format": "weavers-save", "version": 2, "game": "')
    saves.wait_for_writes()
    return made


def _open_load(app: App) -> LoadScene:
    while not isinstance(app.scenes.top, TitleScene):
        app.scenes.pop()
    frame(app)
    click_button(app, "Load")
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    return load


def _row(app: App, load: LoadScene, path, save_row: bool = False):
    """The row of the game holding this save (or of the save itself), scrolled into view."""
    for _ in range(len(load.entries()) + 1):
        for r in load.rows:
            if save_row and r.save is not None and r.save.path == path:
                return r
            if not save_row and r.save is None and path in [i.path for i in r.game.saves]:
                return r
        frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    raise AssertionError(f"no row holds {path.name}")


def _on_board(app: App, mode: str, session: Session):
    board = games.get(mode).open("board", app, session)
    app.scenes.push(board)
    for _ in range(5):
        frame(app)
    return board


def _pause(app: App) -> PauseScene:
    """Esc until the shared pause menu is up (a board's first Esc may end an animation)."""
    for _ in range(6):
        if isinstance(app.scenes.top, PauseScene):
            return app.scenes.top
        press(app, pygame.K_ESCAPE)
    raise AssertionError(f"no pause menu; top is {app.scenes.top!r}")


def _type(app: App, words: str) -> None:
    for ch in words:
        frame(app, [pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch)])
    frame(app)


# --- Load -------------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_load_lists_every_games_saves_and_opens_this_ones_on_its_board_and_in_its_replay(app, mode):
    made = _every_games_saves()
    load = _open_load(app)
    frame(app)  # every row, thumbnail and summary of every game drawn: none may stop it
    assert len(load.games) == 2 * len(GAMES) + 1
    damaged = [g for g in load.games if g.damaged]
    assert [g.newest.name for g in damaged] == ["save-broken.json"]
    under_way, over = made[mode]
    click(app, _row(app, load, under_way).rect.center)
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert board.session.commands == played(mode, 40 + GAMES.index(mode)).commands
    frame(app)
    load = _open_load(app)
    click(app, _row(app, load, over).rect.center)
    replay = app.scenes.top
    assert isinstance(replay, games.resolve(games.get(mode).replay))
    frame(app)


@pytest.mark.parametrize("mode", GAMES)
def test_load_names_each_saves_game_on_its_row(app, mode):
    """With three games' saves in one list, a row says which game it is (The Weavers' rows
    once began with the species alone: "Auren Mercantile, turn 4")."""
    made = _every_games_saves()
    load = _open_load(app)
    row = _row(app, load, made[mode][0])
    words = [d.what for d in drawn(app) if row.rect.contains(d.rect)]
    assert any(w.startswith(games.get(mode).title) for w in words), words


def test_a_damaged_save_is_listed_with_its_reason_and_never_opened(app):
    _every_games_saves()
    load = _open_load(app)
    row = _row(app, load, saves.saves_dir() / "save-broken.json")
    click(app, row.rect.center)
    assert app.scenes.top is load and "save-broken.json" in load.message


# --- Continue -----------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_continue_resumes_the_picked_games_newest_save(app, mode):
    _every_games_saves()
    newest = played(mode, 90, moves=4)
    saves.autosave(newest)
    for other in GAMES:  # every other game saved later still does not take its place
        if other != mode:
            saves.autosave(played(other, 91, moves=2))
    saves.wait_for_writes()
    title = TitleScene(app)
    app.scenes.replace(title)
    pick_game(app, mode)
    click_button(app, "Continue")
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert board.session.setup == newest.setup and board.session.commands == newest.commands


# --- the replay -------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_the_replay_of_a_finished_game_steps_back_and_forth_by_its_buttons(app, mode):
    finished = played(mode, 70, finish=True)
    path = saves.autosave(finished)
    load = _open_load(app)
    click(app, _row(app, load, path).rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ReplayScene) and replay.commands == finished.commands
    end = len(finished.commands)
    assert replay.index == end
    click_button(app, "< Step")
    assert replay.index == end - 1
    assert state_hash(replay.state()) == state_hash(played_to(mode, 70, end - 1))
    click_button(app, "<< Turn")
    assert replay.index < end - 1 or end == 1
    click_button(app, "Turn >>")
    click_button(app, "Step >")
    assert replay.index > 0
    click_button(app, "Back")
    assert app.scenes.top is load


def played_to(mode: str, seed: int, n: int):
    rules = modes.get(mode).rules()
    commands = list(_commands(mode, seed, True, 6))[:n]
    return Session.replay(rules, rules.setup(seed), commands).state


# --- Statistics ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_each_games_statistics_tab_opens_or_says_why_it_cannot(app, mode):
    click_button(app, "Statistics")
    scene = app.scenes.top
    assert isinstance(scene, StatisticsScene)
    entry = games.get(mode)
    tab = scene.tabs[mode]
    click(app, tab.rect.center)
    if entry.statistics:
        assert scene.mode == mode and tab.enabled
    else:  # greyed, with the reason on hover; the page shown stays
        assert scene.mode != mode and not tab.enabled
        assert tab.tooltip == entry.why_not("statistics") != ""
    frame(app)


def _statistics_drawn(app) -> list:
    """What the Statistics screen draws in a frame, as the layout check records it."""
    draw.recorder = Recorder()
    try:
        frame(app)
        return list(draw.recorder.items)
    finally:
        draw.recorder = None


def _statistics_at(app, scale: float) -> tuple[dict[str, int], list]:
    """Each word's smallest size on the whole page at this UI scale (scrolled through by the mouse
    wheel where the page is taller than the window) and what did not fit on the way."""
    app.ui_scale = scale
    scene = app.scenes.top
    sizes: dict[str, int] = {}
    problems: list = []
    for _ in range(40):
        items = _statistics_drawn(app)
        problems += find_problems(items, app.screen.get_size())
        for d in (d for d in items if d.kind == "text"):  # a wrapped line's words, each
            for word in d.what.split():
                sizes[word] = min(sizes.get(word, d.size), d.size)
        if not scene.more:
            break
        frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False)])
    assert not scene.more  # the wheel reached the end of the page
    for _ in range(40):  # and back to its top
        frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)])
    assert scene.scroll == 0
    return sizes, problems


@pytest.mark.parametrize("mode", GAMES)
def test_each_games_statistics_tab_grows_with_the_ui_scale_at_1280x720(app, mode):
    """Issue 29: 150 % draws the page's text larger than 100 % in a 1280x720 window, and
    nothing is clipped: what does not fit under the title is reached by scrolling."""
    click_button(app, "Statistics")
    scene = app.scenes.top
    click(app, scene.tabs[mode].rect.center)
    plain, plain_problems = _statistics_at(app, 1.0)
    large, large_problems = _statistics_at(app, 1.5)
    assert plain_problems == large_problems == []
    assert set(plain) == set(large)  # every word of the page, scrolled to at 150 %
    assert all(large[t] >= plain[t] * 1.4 for t in plain), {
        t: (plain[t], large[t]) for t in plain if large[t] < plain[t] * 1.4
    }
    assert "Milestones" in plain or not games.get(mode).statistics


# --- the rules ----------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_the_rules_of_each_game_open_from_the_title_its_board_and_its_pause_menu(app, mode):
    entry = games.get(mode)
    first = entry.open("rulebook", "")[0]
    pick_game(app, mode)
    click_button(app, "Rules")
    shown = app.scenes.top
    if entry.quick_rules:  # its pictured pages come first
        assert isinstance(shown, games.resolve(entry.quick_rules))
    else:
        assert isinstance(shown, RulesScene) and shown.search_fn("") == entry.open("rulebook", "")
    press(app, pygame.K_ESCAPE)
    board = _on_board(app, mode, played(mode, 80, moves=2))
    press(app, pygame.K_F1)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    _type(app, first.id)
    assert rules.search_fn(rules.search.text)[0].id == first.id
    assert rules.search_fn(rules.search.text) == entry.open("rulebook", first.id)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top is board
    _pause(app)
    click_button(app, "Rules (F1)")
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    assert rules.search_fn("") == entry.open("rulebook", "")


# --- pause, save, Load: the same position -------------------------------------------------------


def _save_and_quit(app: App) -> None:
    _pause(app)
    click_button(app, "Save game")
    _pause(app)
    click_button(app, "Quit to title")
    assert isinstance(app.scenes.top, TitleScene)


@pytest.mark.parametrize("mode", GAMES)
def test_pause_save_then_load_opens_the_same_position(app, mode):
    session = played(mode, 81, moves=5)
    before = state_hash(session.state)
    _on_board(app, mode, session)
    _save_and_quit(app)
    manual = [i for i in saves.list_saves(None) if i.kind == "manual"]
    assert len(manual) == 1
    load = _open_load(app)
    click(app, _row(app, load, manual[0].path).rect.center)
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert state_hash(board.session.state) == before
    assert board.session.commands == played(mode, 81, moves=5).commands


@pytest.mark.parametrize("mode", GAMES)
def test_a_save_made_by_hand_of_a_game_that_ended_later_opens_where_it_was_made(app, mode):
    """Its row plays on from there; the whole game's replay is a second choice on the row."""
    session = played(mode, 82, moves=5)
    at_save = state_hash(session.state)
    manual = saves.save_manual(session)
    bot = RandomBot(82)
    while not session.state.over:
        session.submit(bot.choose(session.rules, session.state))
    saves.autosave(session)  # the game's ending, saved as it ended
    saves.wait_for_writes()
    load = _open_load(app)
    row = _row(app, load, manual)
    assert row.game.finished
    click(app, load.row_buttons[(row.game.key, "expand")].rect.center)
    frame(app)
    save_row = _row(app, load, manual, save_row=True)
    click(app, load.row_buttons[(manual.name, "replay")].rect.center)
    replay = app.scenes.top
    assert isinstance(replay, games.resolve(games.get(mode).replay))
    assert replay.commands == session.commands  # the whole game, to its end
    click_button(app, "Back")
    frame(app)
    save_row = _row(app, load, manual, save_row=True)
    click(app, (save_row.rect.x + 40, save_row.rect.centery))
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert state_hash(board.session.state) == at_save and not board.session.state.over


# --- New game and Game over ---------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_new_game_starts_the_picked_game_on_its_board(app, mode):
    pick_game(app, mode)
    click_button(app, "New game")
    assert isinstance(app.scenes.top, games.resolve(games.get(mode).new_game))
    frame(app)
    click_button(app, "Start")
    board = app.scenes.top
    assert isinstance(board, games.resolve(games.get(mode).board))
    assert not board.session.state.over


@pytest.mark.parametrize("mode", GAMES)
def test_game_over_play_again_starts_the_next_game_and_watch_replay_shows_this_one(app, mode):
    finished = played(mode, 83, finish=True)
    entry = games.get(mode)
    app.scenes.push(entry.open("game_over", app, finished))
    frame(app)
    click_button(app, "Watch replay")
    replay = app.scenes.top
    assert isinstance(replay, games.resolve(entry.replay)) and replay.commands == finished.commands
    click_button(app, "Back")
    frame(app)
    click_button(app, "Play again")
    board = app.scenes.top
    assert isinstance(board, games.resolve(entry.board))
    assert board.session.setup.seed == finished.setup.seed + 1
    assert board.session.setup.options == finished.setup.options


# --- the title greys what a game lacks -----------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_the_title_offers_what_the_picked_game_has_and_greys_what_it_lacks_with_why(app, mode):
    title = pick_game(app, mode)
    entry = games.get(mode)
    for label, piece in (("Campaign", "campaign"), ("How to play", "guided")):
        b = button(title, label)
        assert b.enabled == entry.has(piece)
        assert b.tooltip == entry.why_not(piece)
        if not b.enabled:
            before = len(app.scenes)
            click(app, b.rect.center)
            assert len(app.scenes) == before  # greyed: nothing of another game opens


# --- the review -------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_game_over_and_the_replay_offer_the_review_or_grey_it_with_why(app, mode):
    """Every game's Game over and replay viewer offer Review through its contract; a game
    that cannot be reviewed (Pebbles has no player of its own) shows it greyed with why, and
    a click on it opens nothing."""
    from scenes.table.review import ReviewScene

    finished = played(mode, 83, finish=True)
    entry = games.get(mode)
    why = games.review_reason(entry)
    assert bool(why) == (mode == standin.MODE)
    app.scenes.push(entry.open("game_over", app, finished))
    frame(app)
    for screen in ("game over", "replay"):
        top = app.scenes.top
        b = button(top, "Review")
        assert b.enabled == (not why) and b.tooltip == why
        click(app, b.rect.center)
        if why:
            assert app.scenes.top is top
        else:
            review = app.scenes.top
            assert isinstance(review, ReviewScene) and review.commands == finished.commands
            press(app, pygame.K_ESCAPE)  # back, and its workers stop
            assert app.scenes.top is top
        if screen == "game over":
            click_button(app, "Watch replay")


@pytest.mark.parametrize("mode", GAMES)
def test_load_offers_a_finished_games_review_on_its_row(app, mode):
    from scenes.table.review import ReviewScene

    made = _every_games_saves()
    load = _open_load(app)
    row = _row(app, load, made[mode][1])
    why = games.review_reason(games.get(mode))
    b = load.row_buttons[(row.game.key, "review")]
    assert b.label == "Review" and b.enabled == (not why) and b.tooltip == why
    assert row.rect.contains(b.rect)
    click(app, b.rect.center)
    if why:
        assert app.scenes.top is load and load.message == why
    else:
        assert isinstance(app.scenes.top, ReviewScene)
        press(app, pygame.K_ESCAPE)
        assert app.scenes.top is load
