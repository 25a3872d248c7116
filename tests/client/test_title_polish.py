"""The title screen after a newcomer play-test: what is drawn where, clicked as a player."""

import pygame
import pytest

from game.app import App
from scenes.table.settings import SettingsScene
from scenes.table.title import TitleScene
from tests.client.player import button, card, click, click_button, drawn, frame


def _title(size: tuple[int, int], ui_scale: float) -> tuple[App, TitleScene]:
    app = App(size, frames=None)
    app.ui_scale = ui_scale
    title = TitleScene(app)
    app.scenes.push(title)
    frame(app)
    return app, title


@pytest.mark.parametrize(("size", "ui_scale"), [((1280, 720), 1.5), ((1920, 1080), 1.25)])
def test_menu_buttons_keep_their_size_at_a_larger_interface(size, ui_scale):
    _, plain = _title(size, 1.0)
    plain_h = min(b.rect.height for b in plain.buttons)
    pygame.quit()
    app, title = _title(size, ui_scale)
    for b in title.buttons:
        assert b.rect.height >= plain_h, b.label
        assert app.screen.get_rect().contains(b.rect), b.label
    # The picker cards and the buttons do not overlap; a click reaches every button.
    cards = [rect for rect, _ in title.picker.rects]
    assert all(not c.colliderect(b.rect) for c in cards for b in title.buttons)
    pygame.quit()


@pytest.mark.parametrize(("size", "ui_scale"), [((1280, 720), 1.5), ((1280, 720), 1.25)])
def test_the_game_cards_stay_readable_at_a_larger_interface(size, ui_scale):
    """Issue 29: at 150 % on 1280x720 the cards' descriptions fell to about 7 px while the
    buttons kept their size; the title's lettering shrinks instead."""
    app, title = _title(size, ui_scale)
    cards = [rect for rect, _ in title.picker.rects]
    inside = [d for d in drawn(app) if any(c.contains(d.rect) for c in cards)]
    assert len(inside) >= 6  # each card's name and description lines
    assert min(d.size for d in inside) >= 11, [(d.what, d.size) for d in inside]
    pygame.quit()


@pytest.mark.parametrize("mode", ["swarm", "arachnid"])
def test_how_to_play_follows_the_picked_game(app, mode):
    """A game with a guided game opens its own; one without greys the button with why."""
    from scenes import games
    from scenes.galaxy.tutorial_board import TutorialBoard

    entry = games.get(mode)
    title = app.scenes.top
    frame(app)
    click(app, card(title, mode).center)
    if app.scenes.top is not title:  # its first-pick offer of the guided game
        click_button(app, "Not now")
    how = button(title, "How to play")
    if entry.guided:
        assert how.enabled
        click(app, how.rect.center)
        shown = app.scenes.top
        assert shown is not title and not isinstance(shown, TutorialBoard)
        assert shown.__module__.startswith(f"scenes.{mode}.")  # its own, not The Weavers'
        assert games.for_rules(shown.session.rules).mode == mode
        app.scenes.pop()
    else:
        assert not how.enabled and how.tooltip == entry.why_not("guided")
        click(app, how.rect.center)
        assert app.scenes.top is title  # no other game's guided game opened
    click(app, card(title, "galaxy").center)
    assert button(title, "How to play").enabled


def test_settings_rule_references_have_their_own_heading_and_no_file_path_shows(app):
    frame(app)
    click_button(app, "Settings")
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    texts = drawn(app)
    words = [t.what for t in texts]
    assert not any("settings.json" in w or "Saved in" in w for w in words), words
    toggle = scene.rule_tags.rect
    above = [
        t
        for t in texts
        if t.rect.bottom <= toggle.top and t.rect.left < toggle.right and t.rect.right > toggle.left
    ]
    heading = max(above, key=lambda t: t.rect.bottom)  # the nearest text over the toggle
    assert heading.what == "Game log"
    click(app, toggle.center)
    assert app.settings.show_rules


def test_the_picked_game_is_remembered_and_continue_follows_it(app):
    from game import saves
    from scenes.swarm.new_game import start_game

    title = app.scenes.top
    frame(app)
    click(app, card(title, "swarm").center)
    cont = button(title, "Continue")
    assert not cont.enabled and "Space Swarm" in cont.tooltip
    pygame.quit()
    again = App((1280, 720), frames=None)  # a restart: the picker keeps Space Swarm
    assert again.game_mode == "swarm"
    # A Space Swarm game left to the title: Continue resumes it while that game is picked.
    again.settings.anim_speed = again.settings.weavers_speed = "instant"
    board = start_game(again, 4, {"rivals": 1})
    board.autosave()
    saves.wait_for_writes()
    again.pick_game("galaxy")
    title = TitleScene(again)
    again.scenes.push(title)
    frame(again)
    assert not button(title, "Continue").enabled  # no game of The Weavers to continue
    click(again, card(title, "swarm").center)
    cont = button(title, "Continue")
    assert cont.enabled and cont.tooltip.startswith("Space Swarm")
    click(again, cont.rect.center)
    assert type(again.scenes.top).__name__ == "SwarmBoard"
    assert again.settings.last_game == "swarm"


def test_d1_the_difficulty_words_say_what_the_picked_scenario_changes(app):
    from scenes.galaxy.new_game import NewGameScene

    frame(app)
    click_button(app, "New game")
    scene = app.scenes.top
    assert isinstance(scene, NewGameScene)
    frame(app)
    words = " ".join(t.what for t in drawn(app))
    assert "two swarms" in words and "changes this" not in words
    first_light = next(b for b in scene.picker.buttons if b.label.endswith("First Light"))
    click(app, first_light.rect.center)
    assert scene.picker.chosen == 1
    words = " ".join(t.what for t in drawn(app))
    assert "First Light changes this: one swarm on the board at the start" in words
