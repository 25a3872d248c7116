"""Arachnid's screens after a newcomer play-test: rule references stay quiet unless asked for,
the Hint and hex numbers light the hex they name, the new-game buttons sit where the other
games put them, and the board's small marks say what they are on hover."""

import pygame
import pytest

from game import draw
from game.app import App
from game.rule_tags import quiet
from scenes.arachnid.start import start_game


@pytest.fixture
def app():
    a = App((1280, 720), frames=1)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    yield a
    pygame.quit()


def _frames(app, n=2):
    for _ in range(n):
        app.step(pygame.event.get(), 1 / 60)


def _drawn_text(app, monkeypatch) -> list[str]:
    """Every string drawn in one frame."""
    seen: list[str] = []
    real = draw.text

    def spy(surface, text, *a, **k):
        seen.append(str(text))
        return real(surface, text, *a, **k)

    monkeypatch.setattr(draw, "text", spy)
    _frames(app, 1)
    monkeypatch.setattr(draw, "text", real)
    return seen


def test_arachnid_rule_tags_are_known_to_the_quiet_tooltips():
    assert quiet("Yellow: Beta Spin to hex 5: nearest a fly (AR3)") == (
        "Yellow: Beta Spin to hex 5: nearest a fly"
    )
    assert quiet("Ten cards (AD4.1) in the deck") == "Ten cards in the deck"
    assert quiet("A check (+1, AX2)") == "A check (+1)"


def test_ar3_arachnid_log_and_toast_drop_rule_ids_unless_asked_for(app, monkeypatch):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    board.animator.lines.append("Yellow: Beta Spin to hex 5: nearest a fly (AR3)")
    board.say("Hint: Refresh your Beta (AR4)")
    board.version += 1
    app.settings.show_rules = False
    shown = _drawn_text(app, monkeypatch)
    assert any("nearest a fly" in t for t in shown)
    assert not any("AR3" in t or "AR4" in t for t in shown)
    app.settings.show_rules = True
    board.version += 1
    shown = _drawn_text(app, monkeypatch)
    assert "AR3" in shown  # the small grey tag beside the line
