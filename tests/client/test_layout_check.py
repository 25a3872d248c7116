"""`weavers layout-check`: it finds what does not fit, and it finds nothing on the real screens."""

import json

import pygame
import pytest

from game import draw
from game.scene import Scene
from game.widgets import Button
from scenes.tools import layout_check
from weavers.cli import main


class Cramped(Scene):
    """A screen laid out badly on purpose: each mistake the check must name."""

    def __init__(self, app) -> None:
        super().__init__(app)
        self.off = Button("Far away", lambda: None)
        self.a = Button("First", lambda: None)
        self.b = Button("Second", lambda: None)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        surface.fill((0, 0, 0))
        draw.text(surface, "Header on the left", (10, 10), 30)
        draw.text(surface, "Status text", (100, 12), 30)
        box = pygame.Rect(10, 100, 120, 40)
        draw.text_block(surface, "A long explanation that can never fit this box " * 3, box, 20)
        self.a.rect = pygame.Rect(10, 200, 200, 50)
        self.b.rect = pygame.Rect(150, 220, 200, 50)
        self.off.rect = pygame.Rect(w - 50, h - 20, 200, 50)
        for b in (self.a, self.b, self.off):
            b.draw(surface, 1.0)


def test_the_check_reports_overlaps_clipping_and_controls_off_screen():
    problems = layout_check.check(
        ((1280, 720),), (1.0,), scenes=(), fake={"cramped": lambda app, games: Cramped(app)}
    )
    found = {(p.kind, p.what) for p in problems if p.scene == "cramped"}
    assert ("overlap", "Header on the left | Status text") in found
    assert ("outside", "Far away") in found
    assert ("overlap", "First | Second") in found
    assert any(k == "clipped" and w.startswith("A long explanation") for k, w in found)
    assert {p.size for p in problems} == {"1280x720"} and {p.scale for p in problems} == {1.0}


def test_things_inside_their_control_and_the_map_layer_are_not_overlaps():
    from game.layout_record import MAP, Drawn

    button = pygame.Rect(0, 0, 200, 50)
    items = [
        Drawn("control", "OK", button, ""),
        Drawn("text", "OK", pygame.Rect(80, 15, 40, 20), "", box=button),
        Drawn("text", "3", pygame.Rect(300, 300, 10, 10), MAP),
        Drawn("text", "badge", pygame.Rect(302, 302, 10, 10), MAP),
        Drawn("control", "menu", pygame.Rect(0, 0, 200, 50), "menu"),
    ]
    assert layout_check.find_problems(items, (1280, 720)) == []


def test_the_command_prints_json_and_fails_on_problems(capsys, monkeypatch):
    fake = [layout_check.Problem("title", "1280x720", 1.0, "outside", "Quit")]
    monkeypatch.setattr(layout_check, "check", lambda *a, **k: fake)
    assert main(["layout-check", "--json"]) == 1
    out = json.loads(capsys.readouterr().out)
    assert out == [
        {"scene": "title", "size": "1280x720", "scale": 1.0, "kind": "outside", "what": "Quit"}
    ]
    monkeypatch.setattr(layout_check, "check", lambda *a, **k: [])
    assert main(["layout-check"]) == 0


# One window size a test, so the suite's workers share them (`weavers layout-check` runs them
# all at once). Each size keeps all its UI scales: the map's share is compared across them.
@pytest.mark.parametrize("size", layout_check.SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_fits_at_every_window_size_and_ui_scale(size):
    problems = layout_check.check((size,))
    assert [f"{p.scene} {p.size} {p.scale}: {p.kind}: {p.what}" for p in problems] == []


def test_the_check_writes_its_sample_saves_somewhere_private():
    from game import saves, settings

    real_saves, real_settings = saves.saves_dir(), settings.settings_path()
    with layout_check.private_dirs():
        assert saves.saves_dir() != real_saves
        assert settings.settings_path() != real_settings
    assert (saves.saves_dir(), settings.settings_path()) == (real_saves, real_settings)
    assert not real_saves.exists()  # the test's own private folder stayed untouched


def test_the_check_sees_a_late_busy_board_whose_right_column_runs_off(monkeypatch):
    """Issue 32: at 150 % the right column's panels at the full UI scale pushed the log off
    the window and the last Span over it; the check must see that on the turn-15 board."""
    from game import theme
    from scenes.galaxy.board import BoardScene

    def full(self, size):
        return theme.scale_for(size, self.app.ui_scale)

    monkeypatch.setattr(BoardScene, "column_scale", full)
    problems = layout_check.check(((1280, 720),), (1.5,), scenes=("board (turn 15, busy)",))
    assert any(p.kind == "clipped" and p.what.startswith("the log (room for") for p in problems)
    monkeypatch.undo()
    assert layout_check.check(((1280, 720),), (1.5,), scenes=("board (turn 15, busy)",)) == []


class Tiny(Scene):
    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((0, 0, 0))
        draw.text(surface, "Hegemony's reward", (10, 10), 7)
        draw.text(surface, "Readable", (10, 40), 16)


def test_the_check_flags_text_under_eleven_pixels_scaled_with_the_ui(monkeypatch):
    monkeypatch.setattr(layout_check, "SIZE_CHECKED", ("tiny",))
    fake = {"tiny": lambda app, games: Tiny(app)}
    problems = layout_check.check(((1280, 720),), (1.0, 1.5), scenes=(), fake=fake)
    small = {(p.scale, p.what) for p in problems if p.kind == "small"}
    assert (1.0, "Hegemony's reward at 7 px, under 11") in small
    assert (1.5, "Readable at 16 px, under 16.5") in small  # 11 px scaled to 150 %
    assert not any(s == 1.0 and w.startswith("Readable") for s, w in small)
