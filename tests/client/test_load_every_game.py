"""Load with every registered game's saves at once: an in-progress and a finished game of
each are listed, drawn and opened, each on its own game's board or replay viewer.

Parametrised over the registries, so a game added there is tested here with no new code."""

from __future__ import annotations

import pygame
import pytest

from engine import modes
from engine.core.bots import RandomBot
from engine.core.session import Session
from game import saves
from game.app import App
from scenes import games
from scenes.load import LoadScene
from scenes.title import TitleScene
from tests.client.player import click, frame

GAMES = [entry.mode for entry in games.entries() if entry.available]


def _played(mode: str, seed: int, finish: bool, moves: int = 12) -> Session:
    """A game of this mode played by the random bot: a few moves, or to its end."""
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(seed))
    bot = RandomBot(seed)
    made = 0
    while not session.state.over and (finish or made < moves):
        session.submit(bot.choose(rules, session.state))
        made += 1
    assert session.state.over == finish
    return session


def _class_of(path: str) -> type:
    module, _, name = path.partition(":")
    return getattr(__import__(module, fromlist=[name]), name)


@pytest.fixture
def app():
    a = App((1280, 720), frames=None)
    a.scenes.push(TitleScene(a))
    yield a
    pygame.quit()


@pytest.fixture
def every_games_saves():
    """One game under way and one finished game of every registered game, all on disk."""
    made = {}
    for i, mode in enumerate(GAMES):
        under_way = _played(mode, seed=40 + i, finish=False)
        over = _played(mode, seed=60 + i, finish=True)
        made[mode] = (saves.autosave(under_way), saves.autosave(over))
    saves.wait_for_writes()
    return made


def _row(app, load: LoadScene, path):
    """The row of the game holding this save, scrolled into view by the mouse wheel."""
    for _ in range(len(load.entries())):
        for r in load.rows:
            if r.save is None and path in [i.path for i in r.game.saves]:
                return r
        frame(app, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1)])
    raise AssertionError(f"no row holds {path.name}")


@pytest.mark.parametrize("mode", GAMES)
def test_load_lists_every_games_saves_and_opens_this_ones_on_its_own_board(
    app, every_games_saves, mode
):
    load = LoadScene(app)
    app.scenes.push(load)
    frame(app)  # draws every game's row, thumbnail and summary: none may stop the program
    assert len(load.games) == 2 * len(GAMES)
    assert not load.message
    under_way, _ = every_games_saves[mode]
    click(app, _row(app, load, under_way).rect.center)
    board = app.scenes.top
    assert isinstance(board, _class_of(games.get(mode).board))
    frame(app)


@pytest.mark.parametrize("mode", GAMES)
def test_a_finished_game_of_every_game_opens_its_own_replay(app, every_games_saves, mode):
    load = LoadScene(app)
    app.scenes.push(load)
    frame(app)
    _, over = every_games_saves[mode]
    click(app, _row(app, load, over).rect.center)
    replay = app.scenes.top
    assert isinstance(replay, _class_of(games.get(mode).replay))
    frame(app)


def test_a_space_swarm_result_reads_as_a_sentence_on_load():
    from scenes.swarm.saved import result

    assert result({"result": "won", "cause": "clusters"}) == "Won by holding every Star Cluster"
    lost = result({"result": "lost", "cause": "deck_out"})
    assert lost.startswith("Lost: a rival won with the most space") and "winner" not in lost
    assert result({"result": "lost", "cause": "eliminated"}) == "Lost: no fleets left"
