"""The menus and dialogs by keyboard alone: Tab (Shift+Tab back) and the arrow keys move a
visible ring through what is drawn, Enter uses it, Esc goes back (issue 14, part 6)."""

import pygame

from game.key_focus import focus
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import NewGameScene
from scenes.table.pause import PauseScene
from scenes.table.settings import SettingsScene
from tests.client.player import frame, press

TAB = pygame.K_TAB


def labels_round_the_ring(app) -> list[str]:
    """Every control the ring visits once round, by pressing Tab."""
    press(app, TAB)
    seen = [focus.current.label]
    for _ in range(len(focus.shown) - 1):
        press(app, TAB)
        seen.append(focus.current.label)
    return seen


def test_tab_walks_the_title_menu_in_reading_order_and_enter_opens(app):
    frame(app)
    assert focus.current is None  # no ring until a key asks for it
    press(app, TAB)
    first = focus.current.label
    while focus.current.label != "New game":
        press(app, TAB)
    press(app, TAB)
    after = focus.current.label
    press(app, TAB, pygame.KMOD_SHIFT)
    assert focus.current.label == "New game" and after != "New game"
    press(app, pygame.K_DOWN)
    press(app, pygame.K_UP)
    assert focus.current.label == "New game" and first != "New game"  # the games come first
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, NewGameScene)
    press(app, pygame.K_ESCAPE)
    assert app.scenes.top.__class__.__name__ == "TitleScene"


def test_every_title_button_and_game_is_on_the_ring_and_enter_picks_a_game(app):
    from scenes import games

    frame(app)
    seen = labels_round_the_ring(app)
    buttons = [b.label for b in app.scenes.top.buttons]
    titles = [e.title for e in games.entries()]
    assert seen == titles + buttons
    playable = [e for e in games.entries() if e.available and e.mode != app.game_mode]
    if playable:
        while focus.current.label != playable[0].title:
            press(app, TAB)
        press(app, pygame.K_RETURN)
        assert app.game_mode == playable[0].mode


def test_the_ring_is_drawn_round_the_focused_control(app):
    frame(app)
    press(app, TAB)
    rect = focus.current.rect
    # The white frame lies a few pixels outside the control (closer on a shrunk title).
    above = [app.screen.get_at((rect.centerx, rect.top - d))[:3] for d in range(2, 10)]
    assert (255, 255, 255) in above
    assert app.screen.get_at(rect.center)[:3] != (255, 255, 255)  # a frame, not a fill
    frame(app, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(1, 1), button=1)])
    frame(app)
    assert focus.current is None  # the mouse takes over; the ring hides
    above = [app.screen.get_at((rect.centerx, rect.top - d))[:3] for d in range(2, 10)]
    assert (255, 255, 255) not in above


def test_settings_are_changed_by_keys_alone(app):
    frame(app)
    app.scenes.push(SettingsScene(app))
    frame(app)
    seen = labels_round_the_ring(app)
    assert "Back" in seen and any("rule references" in s for s in seen)
    while "rule references" not in focus.current.label:
        press(app, TAB)
    before = app.settings.show_rules
    press(app, pygame.K_RETURN)
    assert app.settings.show_rules != before


def test_a_new_game_is_set_up_and_started_by_keys_including_the_home_corner(app):
    frame(app)
    app.scenes.push(NewGameScene(app))
    frame(app)
    seen = labels_round_the_ring(app)
    assert any("corner" in s for s in seen) and "Start" in seen
    scene = app.scenes.top
    while not focus.current.label.endswith("corner") or scene.choice["corner"] == 0:
        press(app, TAB)
        if focus.current.label.endswith("corner"):
            press(app, pygame.K_RETURN)
    assert scene.choice["corner"] != 0
    while focus.current.label != "Start":
        press(app, TAB)
    press(app, pygame.K_RETURN)
    assert isinstance(app.scenes.top, BoardScene)


def test_the_pause_menu_takes_the_keyboard_from_the_board_under_it(app):
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})
    frame(app)
    app.scenes.push(PauseScene(app, board))
    frame(app)
    seen = labels_round_the_ring(app)
    assert seen == [b.label for b in app.scenes.top.buttons]  # none of the board's buttons
    while focus.current.label != "Resume":
        press(app, TAB)
    press(app, pygame.K_RETURN)
    assert app.scenes.top is board


def test_a_greyed_out_control_is_on_the_ring_and_says_why_as_on_hover(app, monkeypatch):
    import game.widgets

    frame(app)
    while focus.current is None or focus.current.label != "Continue":
        press(app, TAB)
    shown = []
    monkeypatch.setattr(game.widgets, "draw_tooltip", lambda s, text, *a: shown.append(text))
    press(app, pygame.K_RETURN)  # nothing to continue: Enter does nothing ...
    assert app.scenes.top.__class__.__name__ == "TitleScene"
    assert "No game of The Weavers to continue yet" in shown  # ... and the ring's tooltip says why
