"""Scene tests start, unless a module says otherwise, from the title screen in a window.

A module marks how its tests start instead of writing its own `app`:
- `pytestmark = pytest.mark.on_board`: no scene yet (the test starts a board), every
  animation instant (`on_board(instant=False)`: at the speed the settings say);
- `pytestmark = pytest.mark.keeps_record`: the player's own client as `weavers` starts it
  (finished games count in the record), at the title, animations instant.
"""

import pygame
import pytest

from game.app import App
from scenes.table.title import TitleScene


def pytest_configure(config) -> None:
    config.addinivalue_line("markers", "on_board: `app` has no scene yet, animations instant")
    config.addinivalue_line("markers", "keeps_record: `app` counts finished games, at the title")


@pytest.fixture
def app(request):
    """The game at its title screen, 1280x720 (or as the module's mark says)."""
    on_board = request.node.get_closest_marker("on_board")
    keeps_record = request.node.get_closest_marker("keeps_record") is not None
    a = App((1280, 720), frames=1 if on_board or keeps_record else None, keep_record=keeps_record)
    if (on_board and on_board.kwargs.get("instant", True)) or keeps_record:
        a.settings.anim_speed = a.settings.weavers_speed = "instant"
    if on_board is None:
        a.scenes.push(TitleScene(a))
    yield a
    pygame.quit()


@pytest.fixture
def table():
    """The table with its games and Pebbles, the stand-in game, on it."""
    from tests.client import standin

    with standin.table_with_pebbles():
        yield
