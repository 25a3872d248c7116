"""The board follows the window: a resize or a new UI scale keeps every swarm card on its system."""

import pygame
import pytest

from game.app import App
from scenes.galaxy.new_game import start_game


@pytest.fixture
def app():
    a = App((1280, 720), frames=1)
    yield a
    pygame.quit()


def resize(app, size):
    """What a real window does on a resize: the display surface changes, then the event comes."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    app.step([pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])], 0.016)


def assert_swarms_on_their_systems(board):
    shown = board.animator.swarms
    assert shown, "the opening places swarms"
    for sh in shown.values():
        x, y = board.animator.shown_pos(sh)
        cx, cy = board.view.centre(sh.system)
        assert (round(x), round(y)) == (round(cx), round(cy)), sh.card
        assert board.view.rect.collidepoint(x, y)


def test_swarm_cards_stay_on_their_systems_after_a_resize_and_a_scale_change(app):
    board = start_game(app, 3, {"difficulty": 3})
    for _ in range(3):
        app.step([], 0.016)
    board.animator.skip()  # the opening's swarms are placed
    app.step([], 0.016)
    before = {c: board.animator.shown_pos(sh) for c, sh in board.animator.swarms.items()}
    assert_swarms_on_their_systems(board)

    resize(app, (1920, 1080))
    assert app.size == (1920, 1080)
    assert_swarms_on_their_systems(board)
    after = {c: board.animator.shown_pos(sh) for c, sh in board.animator.swarms.items()}
    assert after != before  # the map did grow: the cards moved with it

    app.ui_scale = 1.5
    app.step([], 0.016)
    assert_swarms_on_their_systems(board)

    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    app.step([f11], 0.016)  # the dummy driver's "desktop" is another size again
    assert_swarms_on_their_systems(board)
    app.step([f11], 0.016)
    assert app.size == (1920, 1080)
    assert_swarms_on_their_systems(board)


def test_a_card_gliding_between_systems_lands_on_the_new_geometry(app):
    board = start_game(app, 3, {"difficulty": 3})
    app.step([], 0.016)
    board.animator.skip()
    sh = next(iter(board.animator.swarms.values()))
    other = next(n for n in board.view._centres if n != sh.system)
    sh.glide = (sh.system, other, 1.0, False)
    resize(app, (1600, 900))
    x, y = board.animator.shown_pos(sh)
    assert (round(x), round(y)) == tuple(round(v) for v in board.view.centre(other))
