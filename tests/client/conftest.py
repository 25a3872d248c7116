"""Scene tests start, unless a module says otherwise, from the title screen in a window."""

import pygame
import pytest

from game.app import App
from scenes.title import TitleScene


@pytest.fixture
def app():
    """The game at its title screen, 1280x720 (modules with their own `app` override it)."""
    a = App((1280, 720), frames=None)
    a.scenes.push(TitleScene(a))
    yield a
    pygame.quit()
