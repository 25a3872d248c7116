"""Every game's guided first game (How to play), checked alike: left and resumed where it was,
its last note ending on the summary and a real game, and the whole of it played through the
real input from the command line. What each game's guided game is (its steps, progress file,
board, closing screen and guided player) is named in GUIDED; what only one game's guided game
does stays in its own file (test_tutorial.py, test_swarm_guided.py, test_arachnid_tutorial.py).
"""

from __future__ import annotations

import json
from typing import NamedTuple

import pygame
import pytest

from game import tutorial
from scenes import games
from scenes.table.guided_done import GuidedDone
from scenes.table.pause import PauseScene
from scenes.table.title import TitleScene
from tests.client.player import button, click, click_button, frame, pick_game, play_out, press
from weavers.cli import main


class Guided(NamedTuple):
    steps: str  # "module:function() -> the guided game's data (.steps, .summary)"
    progress: str  # "module:NAME": its progress file's name
    board: str  # "module:Class(app, data, step)"
    left_at: int  # a step a few moves in, to leave and resume at


GUIDED = {
    "galaxy": Guided(
        "game.tutorial:load",
        "game.tutorial:PROGRESS_FILE",
        "scenes.galaxy.tutorial_board:TutorialBoard",
        5,
    ),
    "swarm": Guided(
        "scenes.swarm.guided:load",
        "scenes.swarm.guided:PROGRESS_FILE",
        "scenes.swarm.tutorial_board:SwarmTutorialBoard",
        7,
    ),
    "arachnid": Guided(
        "scenes.arachnid.guided:load",
        "scenes.arachnid.guided:PROGRESS_FILE",
        "scenes.arachnid.tutorial_board:ArachnidTutorialBoard",
        6,
    ),
}
GAMES = list(GUIDED)


def _steps(mode: str):
    return games.call(GUIDED[mode].steps)


def _progress(mode: str) -> tutorial.Progress:
    return tutorial.load_progress(games.resolve(GUIDED[mode].progress))


def test_every_game_with_a_guided_game_is_checked_here():
    assert sorted(e.mode for e in games.playable() if e.guided) == sorted(GAMES)


@pytest.mark.parametrize("mode", GAMES)
def test_the_guided_game_is_left_and_resumed_where_it_was(app, mode):
    guided = GUIDED[mode]
    pick_game(app, mode)
    click_button(app, "How to play")
    board = app.scenes.top
    assert isinstance(board, games.resolve(guided.board)) and board.index == 0
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    player = games.resolve(guided.board).mouse_player()(app, board)
    play_out(app, player, most=6000, until=lambda: board.index >= guided.left_at)
    assert board.index == guided.left_at and board.session.commands
    assert _progress(mode).step == guided.left_at
    assert app.session is None  # never saved as a game to continue
    for _ in range(6):  # Esc until the pause menu (a first Esc may end an animation)
        if isinstance(app.scenes.top, PauseScene):
            break
        press(app, pygame.K_ESCAPE)
    click_button(app, "Quit to title")
    frame(app)
    assert isinstance(app.scenes.top, TitleScene)
    click_button(app, "How to play")
    click_button(app, "Resume")
    resumed = app.scenes.top
    assert isinstance(resumed, games.resolve(guided.board)) and resumed.index == guided.left_at
    assert resumed.session.commands == board.session.commands
    frame(app)
    # Its log tells the moves made before leaving, not only the opening.
    assert set(board.log) <= set(resumed.log)


@pytest.mark.parametrize("mode", GAMES)
def test_the_last_note_ends_on_the_summary_and_a_real_game(app, mode):
    guided = GUIDED[mode]
    data = _steps(mode)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    board = games.call(guided.board, app, data, len(data.steps) - 1)
    app.scenes.push(board)
    player = games.resolve(guided.board).mouse_player()(app, board)
    for _ in range(400):
        frame(app)
        if player.board_ready() and board.coach.next.rect.width:
            break
    assert board.expected is None  # the last step is a note
    click(app, board.coach.next.rect.center)
    done = app.scenes.top
    assert isinstance(done, GuidedDone) and done.mode == mode and app.tutorial == "completed"
    assert _progress(mode).completed
    frame(app)
    click(app, button(done, "Play a real game").rect.center)
    assert isinstance(app.scenes.top, games.resolve(games.get(mode).new_game))


@pytest.mark.parametrize("via", ["mouse", "keys"])
@pytest.mark.parametrize("mode", GAMES)
def test_the_whole_guided_game_is_played_from_the_command_line(tmp_path, mode, via):
    stats_path = tmp_path / "stats.json"
    args = ["--mode", mode, "--tutorial", "--autoplay", f"--via-{via}", "--until-over"]
    assert main([*args, "--stats-json", str(stats_path)]) == 0
    stats = json.loads(stats_path.read_text())
    assert stats["tutorial"] == "completed" and stats["game"] == mode
    assert stats["unreachable"] == []
    if via == "keys":
        assert stats["via_keys"] is True and stats["clicks"] == 0 and stats["keys"] > 0
    steps = _steps(mode).steps
    moves = sum(1 for s in steps if s.expect)
    # Space Swarm: a battle window's Pass may be made by the board itself (S8.3: no card
    # would matter), so one move fewer may be made by the player.
    assert moves - (mode == "swarm") <= stats["commands"] <= moves
    assert stats["notes_read"] == sum(1 for s in steps if not s.expect)
