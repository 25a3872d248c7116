"""The table a newcomer meets in the first hour (issue 36, items 1-7), with every game on it.

Parametrised over the games registered in scenes.games and Pebbles (tests/client/standin.py),
so a game added to the registry is covered with no new test code. Each test clicks or presses
what is drawn.
"""

from __future__ import annotations

import re

import pygame
import pytest

from game import saves
from game.app import App
from scenes import games
from scenes.table.rules import RulesScene
from scenes.table.title import TitleScene
from tests.client import standin
from tests.client.player import (
    click,
    click_button,
    close,
    drawn_words,
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


# --- item 1: the first start offers the picked game's own guided game -----------------------


def _first_window(monkeypatch, mode: str) -> App:
    """`weavers --mode MODE` started for the first time (nothing saved, no record): the
    window as it opens, before its loop runs."""
    from weavers import window
    from weavers.cli import build_parser

    opened: list[App] = []
    monkeypatch.setattr(App, "run", lambda self: opened.append(self) or 0)
    window.run(build_parser().parse_args(["--mode", mode]))
    app = opened[0]
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    frame(app)
    return app


@pytest.mark.parametrize("mode", GAMES)
def test_the_first_start_offers_the_picked_games_own_guided_game(table, monkeypatch, mode):
    entry = games.get(mode)
    app = _first_window(monkeypatch, mode)
    assert app.game_mode == mode
    if not entry.guided:  # nothing to offer: the title, untouched
        assert isinstance(app.scenes.top, TitleScene)
        return
    offer = app.scenes.top
    assert f"New to {entry.title}?" == getattr(offer, "question", None), offer
    click_button(app, "How to play")
    for _ in range(3):
        frame(app)
    board = app.scenes.top
    assert app.game_mode == mode
    assert games.for_rules(board.session.rules).mode == mode
    pygame.quit()


# --- item 2: the rules say the rule, never why it was chosen -----------------------------------

DESIGNERS_WORDS = re.compile(r"our call|tuned|the source|design", re.IGNORECASE)


def test_the_scan_finds_designers_words():
    assert DESIGNERS_WORDS.findall("Store 6 (tuned: the design says 5; our call)") == [
        "tuned",
        "design",
        "our call",
    ]
    assert DESIGNERS_WORDS.findall("The Source of all webs") == ["The Source"]
    assert not DESIGNERS_WORDS.findall("Place them all before the Move phase.")


@pytest.mark.parametrize("mode", GAMES)
def test_no_rules_a_player_reads_carry_the_designers_notes(app, mode):
    """Rules from the title: every pictured page turned by the keys, then the Full rules'
    every entry (what the rules screen lists for an empty search)."""
    pick_game(app, mode)
    click_button(app, "Rules")
    seen: list[str] = []
    for _ in range(30):
        if isinstance(app.scenes.top, RulesScene):
            break
        seen += drawn_words(app)
        press(app, pygame.K_RIGHT)
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    seen += drawn_words(app)
    for entry in rules.search_fn(""):
        seen += [entry.title, entry.text]
    found = {t for t in seen if DESIGNERS_WORDS.search(t)}
    assert not found, found


# --- item 6: every started game can be continued ---------------------------------------------


def _pause(app: App):
    from scenes.table.pause import PauseScene

    for _ in range(6):
        if isinstance(app.scenes.top, PauseScene):
            return app.scenes.top
        press(app, pygame.K_ESCAPE)
    raise AssertionError(f"no pause menu over {app.scenes.top}")


@pytest.mark.parametrize("mode", GAMES)
def test_continue_resumes_a_game_quit_before_its_first_move(app, mode):
    """A scenario (or a plain game, for a game without scenarios) started and left at once:
    Continue on the title opens it again."""
    entry = games.get(mode)
    options = {"scenario": 1} if entry.campaign else {}
    pick_game(app, mode)
    board = games.start_game(app, mode, 4242, options)
    for _ in range(5):
        frame(app)
    started = board.session.setup
    assert not board.session.commands
    _pause(app)
    click_button(app, "Quit to title")
    assert isinstance(app.scenes.top, TitleScene)
    frame(app)
    click_button(app, "Continue")
    again = app.scenes.top
    assert isinstance(again, games.resolve(entry.board)), again
    assert again.session.setup == started


# --- item 3: a setting changed while a board is open shows on that board at once --------------


def _board(app: App, mode: str, seed: int):
    from engine import modes
    from engine.core.bots import RandomBot
    from engine.core.session import Session

    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(seed))
    bot = RandomBot(seed)
    while len(session.commands) < 4 and not session.state.over:
        session.submit(bot.choose(rules, session.state))
    app.play(session)
    board = games.open_board(app, session)
    app.scenes.push(board)
    _settle(app)
    return board


def _settle(app: App) -> None:
    for _ in range(40):  # the opening's animations (instant) and a hover's fade are over
        frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=())])


def _picture(app: App) -> bytes:
    frame(app)
    return pygame.image.tobytes(app.screen, "RGB")


def click_drawn(app: App, label: str) -> None:
    """Click the control drawn with this label (any screen: what the keyboard ring lists)."""
    from game import key_focus

    frame(app)
    shown = [f for f in key_focus.focus.shown if f.label == label]
    assert shown, [f.label for f in key_focus.focus.shown]
    click(app, shown[0].rect.center)


def _through_settings(app: App, label: str) -> None:
    """Esc, Settings, click `label`, then back to the board by Esc."""
    from scenes.table.settings import SettingsScene

    board = app.scenes.top
    _pause(app)
    click_button(app, "Settings")
    assert isinstance(app.scenes.top, SettingsScene)
    click_drawn(app, label)
    while app.scenes.top is not board:
        press(app, pygame.K_ESCAPE)
    _settle(app)


@pytest.mark.parametrize("setting", ["Colour-blind safe", "150%"])
@pytest.mark.parametrize("mode", GAMES)
def test_a_setting_changed_over_an_open_board_shows_on_it_at_once(app, mode, setting):
    """The board after the change is the board a fresh start with that setting draws, pixel
    for pixel; the same trip through Settings without a change leaves it as it was."""
    board = _board(app, mode, 77)
    before = _picture(app)
    unchanged = "Standard" if setting.startswith("Colour") else "100%"
    _through_settings(app, unchanged)
    trip = _picture(app)
    assert _differ(trip, before) == 0, _where(trip, before, app.size[0])  # the trip alone
    _through_settings(app, setting)
    after = _picture(app)
    app.scenes.pop()
    fresh = games.open_board(app, board.session)
    app.scenes.push(fresh)
    _settle(app)
    now = _picture(app)
    assert _differ(now, after) == 0, _where(now, after, app.size[0])


def _differ(a: bytes, b: bytes) -> int:
    """How many pixels two pictures of the window differ in."""
    return sum(a[i : i + 3] != b[i : i + 3] for i in range(0, len(a), 3))


def _where(a: bytes, b: bytes, width: int) -> tuple[int, int, int, int] | None:
    """The box round the pixels two pictures differ in (what a failure points at)."""
    at = [i // 3 for i in range(0, len(a), 3) if a[i : i + 3] != b[i : i + 3]]
    if not at:
        return None
    xs, ys = [i % width for i in at], [i // width for i in at]
    return min(xs), min(ys), max(xs), max(ys)


# --- item 12 (every game): the save toast names no file ---------------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_saving_from_the_pause_menu_says_so_in_words_without_a_file_name(app, mode):
    board = _board(app, mode, 80)
    _pause(app)
    click_button(app, "Save game")
    assert app.scenes.top is board
    words = drawn_words(app)
    assert any(w.startswith("Game saved") for w in words), words
    assert not [w for w in words if ".json" in w or "save-" in w]


# --- item 7: Enter answers a question with its first answer; the offer never eats a click -----


@pytest.mark.parametrize("mode", GAMES)
def test_enter_gives_a_question_its_first_answer(app, mode):
    """Quit to title with moves unsaved asks first; Enter, with no ring moved, saves and
    quits (the first answer, drawn outlined as the one Enter takes)."""
    board = _board(app, mode, 78)
    app.saved_commands = 0  # the moves made are not on disk yet
    _pause(app)
    click_button(app, "Quit to title")
    question = app.scenes.top
    assert getattr(question, "question", "") == "Quit to the title?"
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, TitleScene)
    saves.wait_for_writes()
    newest = saves.newest_to_continue(board.session.rules, mode)
    assert newest is not None and newest.path == saves.autosave_path(board.session)


@pytest.mark.parametrize("mode", GAMES)
def test_the_guided_game_offer_lets_the_next_click_through(app, mode):
    """Picked for the first time, a game asks "New to ...?"; a click beside the question
    (on New game) is not lost: the question goes as 'Not now' would and New game opens."""
    if not games.get(mode).guided:
        pytest.skip("no guided game to offer")
    app.first_time_offers = True  # a person at the window (weavers.window sets it)
    if app.game_mode == mode:  # pick another first, so picking this one is a change
        pick_game(app, next(m for m in GAMES if m != mode))
        while not isinstance(app.scenes.top, TitleScene):
            press(app, pygame.K_ESCAPE)
    title = pick_game(app, mode)
    offer = app.scenes.top
    assert getattr(offer, "question", "").startswith("New to"), offer
    frame(app)
    new_game = next(b for b in title.buttons if b.label == "New game")
    click(app, new_game.rect.center)
    assert isinstance(app.scenes.top, games.resolve(games.get(mode).new_game)), app.scenes.top


# --- item 4: the window setting fits the screen; Tab reaches every control --------------------


def _window_labels(app: App) -> list[str]:
    """Every label the Window button shows while it is clicked round once and again."""
    from game import key_focus

    seen = []
    for _ in range(5):
        frame(app)
        label = next(f.label for f in key_focus.focus.shown if f.label.startswith("Window"))
        seen.append(label)
        click_drawn(app, label)
    return seen


@pytest.mark.parametrize(
    "screen, offered",
    [
        ((1280, 720), {"Window 1280 x 720"}),
        ((1920, 1080), {"Window 1280 x 720", "Window 1600 x 900"}),
        ((2560, 1440), {"Window 1280 x 720", "Window 1600 x 900", "Window 1920 x 1080"}),
    ],
)
def test_the_window_setting_offers_only_sizes_that_fit_the_screen(
    app, monkeypatch, screen, offered
):
    """A window as large as the screen would put its bottom under the task bar: the sizes
    offered leave room for the window's frame; Full screen is there for the rest."""
    from game.layout_record import Recorder
    from scenes.table.settings import SettingsScene
    from scenes.tools.layout_check import find_problems

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [screen])
    app.scenes.push(SettingsScene(app))
    assert set(_window_labels(app)) == offered
    from game import draw

    draw.recorder = Recorder()
    try:
        frame(app)
        items = draw.recorder.items
    finally:
        draw.recorder = None
    assert find_problems(items, app.size) == []


def test_the_window_label_follows_a_resize_from_outside(app):
    from scenes.table.settings import SettingsScene

    app.scenes.push(SettingsScene(app))
    frame(app)
    pygame.display.set_mode((1400, 800), pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=(1400, 800), w=1400, h=800)], 0.016)
    assert "Window 1400 x 800" in drawn_words(app)


def test_tab_reaches_every_settings_control_in_reading_order(app):
    """Fullscreen and Window sit beside the interface sizes: Tab comes to them from there,
    not after every row below."""
    from game import key_focus
    from scenes.table.settings import SettingsScene

    app.scenes.push(SettingsScene(app))
    frame(app)
    press(app, pygame.K_TAB)
    seen = [key_focus.focus.current]
    for _ in range(len(key_focus.focus.shown) - 1):
        press(app, pygame.K_TAB)
        seen.append(key_focus.focus.current)
    labels = [f.label for f in seen]
    assert labels.index("Fullscreen (F11)") == labels.index("150%") + 1
    tops = [f.rect.top for f in seen]
    assert tops == sorted(tops), labels  # row by row, top to bottom


# --- item 5: one word for one thing ------------------------------------------------------------

RIVAL_ROW = re.compile(r"^(\d) rivals?$")


def _new_game(app: App, mode: str):
    while not isinstance(app.scenes.top, TitleScene):
        press(app, pygame.K_ESCAPE)
    pick_game(app, mode)
    while not isinstance(app.scenes.top, TitleScene):  # a first pick's offer, declined
        press(app, pygame.K_ESCAPE)
    click_button(app, "New game")
    scene = app.scenes.top
    assert isinstance(scene, games.resolve(games.get(mode).new_game))
    return scene


@pytest.mark.parametrize("mode", GAMES)
def test_every_game_says_level_never_difficulty(app, mode):
    """New game, the board's bars and Load's row of a game: 'Level' as the other games say."""
    new_game = _new_game(app, mode)
    seen = drawn_words(app)
    _board(app, mode, 79)
    seen += drawn_words(app)
    saves.autosave(app.session)
    saves.wait_for_writes()
    while not isinstance(app.scenes.top, TitleScene):
        app.scenes.pop()
    click_button(app, "Load")
    seen += drawn_words(app)
    assert new_game is not None
    assert not [t for t in seen if "difficulty" in t.lower()]


@pytest.mark.parametrize("mode", GAMES)
def test_new_game_says_each_level_in_the_words_of_the_rules(app, mode):
    from scenes.table.new_game import TableNewGame

    entry = games.get(mode)
    scene = _new_game(app, mode)
    if not isinstance(scene, TableNewGame) or not entry.rulebook:
        pytest.skip("no levels to say")
    rules = " ".join(e.text for e in entry.open("rulebook", ""))
    frame(app)
    levels = [b for b in scene.buttons if re.match(r"^\d+  \S", b.label)]  # "3  Warden"
    if not levels:
        pytest.skip("no levels to say")
    for b in levels:
        click(app, b.rect.center)
        frame(app)
        said = scene.level_words.split("\n")[0]  # what it says of the level chosen
        assert said and said in rules, (b.label, said)


@pytest.mark.parametrize("mode", GAMES)
def test_statistics_count_wins_only_by_rival_numbers_new_game_offers(app, mode):
    from scenes.table.statistics import StatisticsScene

    new_game = _new_game(app, mode)
    frame(app)
    offered = set()
    for b in new_game.buttons:
        m = re.fullmatch(r"(\d)( rivals?)?", b.label)
        if m:
            offered.add(int(m.group(1)))
    press(app, pygame.K_ESCAPE)
    click_button(app, "Statistics")
    assert isinstance(app.scenes.top, StatisticsScene)
    rows = {int(m.group(1)) for t in drawn_words(app) if (m := RIVAL_ROW.match(t))}
    assert rows <= offered, (rows, offered)


# --- item 6: a scenario and the daily game say what they are ----------------------------------


@pytest.mark.parametrize("mode", GAMES)
def test_a_scenario_starts_with_its_briefing_and_the_board_names_it(app, mode):
    from engine import modes

    entry = games.get(mode)
    if not entry.campaign:
        pytest.skip("no scenarios")
    app.first_time_offers = True  # a person at the window (weavers.window sets it)
    pick_game(app, mode)
    while not isinstance(app.scenes.top, TitleScene):
        press(app, pygame.K_ESCAPE)
    board = games.start_game(app, mode, 4343, {"scenario": 2})
    frame(app)
    brief = app.scenes.top
    name = entry.module("saved").scenario_words(modes.get(mode).rules().setup(1, scenario=2))[0]
    assert getattr(brief, "question", "") == name
    assert brief.detail  # its rules and goal
    press(app, pygame.K_RETURN)  # Start
    assert app.scenes.top is board
    _settle(app)
    words = " ".join(drawn_words(app))
    assert name.split(": ")[1] in words


@pytest.mark.parametrize("mode", GAMES)
def test_the_daily_game_says_its_day_on_the_board_and_in_load(app, mode):
    from engine.core import daily
    from game import daily_record

    if not games.get(mode).daily:
        pytest.skip("no daily game")
    said = daily.words(daily_record.today().isoformat())
    app.first_time_offers = True
    pick_game(app, mode)
    while not isinstance(app.scenes.top, TitleScene):
        press(app, pygame.K_ESCAPE)
    click_button(app, "Daily game")
    assert getattr(app.scenes.top, "question", "") == said  # its briefing
    press(app, pygame.K_RETURN)
    _settle(app)
    assert any(said in w for w in drawn_words(app))
    _pause(app)
    click_button(app, "Quit to title")
    click_button(app, "Load")
    assert any(w.startswith(said) for w in drawn_words(app))
