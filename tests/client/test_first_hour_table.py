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
from tests.client.player import click_button, drawn_words, frame, pick_game, press

GAMES = list(dict.fromkeys([e.mode for e in games.playable()] + [standin.MODE]))


@pytest.fixture
def table():
    with standin.table_with_pebbles():
        yield


@pytest.fixture
def app(table):
    a = App((1280, 720), frames=None)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    a.scenes.push(TitleScene(a))
    frame(a)
    yield a
    saves.wait_for_writes()
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
