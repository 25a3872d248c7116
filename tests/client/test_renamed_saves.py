"""A save whose game name was changed, as the player meets it on the title and Load (issue 40
item 1), with every registered game and Pebbles: before, a Space Swarm or Arachnid save whose
setup said `weavers` was drawn with The Weavers' row and Load stopped on every start. It is
listed as damaged, naming the two games, never opened, and Continue passes it over.
"""

from __future__ import annotations

import json

import pygame
import pytest

from engine import modes
from engine.core import record
from engine.core.session import Session
from game import saves
from game.app import App
from scenes import games
from scenes.table.load import LoadScene
from scenes.table.title import TitleScene
from tests.client import standin
from tests.client.player import click, click_button, frame, pick_game
from tests.core.helpers import reseal

GAMES = list(dict.fromkeys([e.mode for e in games.playable()] + [standin.MODE]))


@pytest.fixture
def app():
    with standin.table_with_pebbles():
        a = App((1280, 720), frames=None)
        a.scenes.push(TitleScene(a))
        frame(a)
        yield a
        saves.wait_for_writes()
        pygame.quit()


def _renamed(mode: str, seed: int) -> tuple[str, str]:
    """A few moves of `mode`, saved with its setup naming every other game in turn; the
    name of the file of each."""
    rules = modes.get(mode).rules()
    session = Session.new(rules, rules.setup(seed))
    for _ in range(3):
        session.submit(rules.legal_commands(session.state)[0])
    doc = json.loads(record.dumps(session))
    folder = saves.saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    names = []
    for other in (m.game for m in modes.MODES.values()):
        if other != rules.name:
            doc["setup"]["game"] = other
            path = folder / f"auto-{other[:8].ljust(8, '0')}-{len(names):06d}.json"
            path.write_text(reseal(doc))
            names.append(path.name)
    return rules.name, names


@pytest.mark.parametrize("mode", GAMES)
def test_a_save_renamed_to_another_game_is_listed_damaged_and_never_opened(app, mode):
    own, names = _renamed(mode, 7)
    click_button(app, "Load")
    load = app.scenes.top
    assert isinstance(load, LoadScene)
    for _ in range(3):
        frame(app)  # every row drawn: none may stop the screen
    listed = {g.newest.name: g for g in load.games}
    assert set(names) <= set(listed)
    for name in names:
        assert listed[name].damaged
        assert modes.for_game(own).title in listed[name].newest.error
    row = next(r for r in load.rows if r.save is None and r.game.newest.name == names[0])
    click(app, row.rect.center)
    assert app.scenes.top is load and names[0] in load.message


@pytest.mark.parametrize("mode", GAMES)
def test_continue_passes_over_a_save_renamed_to_another_game(app, mode):
    _renamed(mode, 8)
    for other in GAMES:
        assert saves.newest_to_continue(modes.get(other).rules(), other) is None
    pick_game(app, mode)
    frame(app)
    assert isinstance(app.scenes.top, TitleScene)
