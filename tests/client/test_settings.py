import json

import pygame

from game import settings
from game.app import App
from scenes.table.settings import SettingsScene


def test_defaults_without_a_file_and_a_round_trip():
    s, problem = settings.load()
    assert s == settings.Settings() and problem == ""
    settings.save(settings.Settings(ui_scale=1.25, fullscreen=False))
    assert settings.load()[0].ui_scale == 1.25
    assert "xdg-config" in str(settings.settings_path())  # the test's private dir


def test_a_damaged_settings_file_is_reported_and_kept_beside_the_repaired_one():
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text('{"ui_scale": 9}')
    s, problem = settings.load()
    assert s == settings.Settings()
    assert "settings.json" in problem and "ui_scale" in problem
    (kept,) = settings.config_dir().glob("settings.json.damaged-*")
    assert json.loads(kept.read_text()) == {"ui_scale": 9}
    assert json.loads(path.read_text())["ui_scale"] == 1.0
    path.write_text("not json")
    assert "settings.json" in settings.load()[1]


def test_the_scale_buttons_change_and_save_the_ui_scale():
    app = App((1280, 720), frames=1)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.step([], 0.016)
    b = scene.scale_buttons[2]
    pos = b.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        0.016,
    )
    assert app.ui_scale == 1.25
    assert settings.load()[0].ui_scale == 1.25
    pygame.quit()


def _lit_volume(app, scene) -> list[str]:
    """The volume buttons drawn as chosen in the next frame."""
    lit = []
    for b in scene.volume_buttons:
        real = b.draw
        b.draw = lambda surface, s, selected=False, b=b, real=real: (
            lit.append(b.label) if selected else None,
            real(surface, s, selected=selected),
        )
    app.step([], 0.016)
    return lit


def test_the_default_volume_and_one_set_by_hand_show_as_chosen():
    app = App((1280, 720), frames=1)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    assert _lit_volume(app, scene) == [f"{int(settings.Settings().volume * 100)}%"]
    app.settings.volume = 0.7  # an older default, between the steps
    assert _lit_volume(app, scene) == ["75%"]
    pos = scene.volume_buttons[1].rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        0.016,
    )
    assert settings.load()[0].volume == 0.25 and _lit_volume(app, scene) == ["25%"]
    pygame.quit()
