"""Issue 14, what a new player tripped over: the Order track's black symbol lost on the dark
panel, rule tags in descriptive tooltips with rule references off, a supernova as orange as
a red system in the colour-blind palette, and system numbers that ignored the text size."""

import pygame
import pytest

from engine.galaxy.colours import ORDER
from game import theme
from game.app import App
from scenes.galaxy import board_draw as board_module
from scenes.galaxy import board_panels
from tests.client.test_board_intent import hover, new_board


@pytest.fixture
def app():
    a = App((1280, 720), frames=1)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    yield a
    theme.set_palette("standard")
    pygame.quit()


def test_a_gained_order_symbol_stands_out_on_the_track(app):
    board = new_board(app)
    board.state.supremacy[ORDER] = 1
    surface = pygame.Surface((360, 100))
    surface.fill(theme.PANEL)
    board_panels.tracks(surface, pygame.Rect(0, 0, 360, 100), board.state, 5, 1.0)
    row = board_panels.SUPREMACY.index(ORDER)
    y = int(5 + (90 / len(board_panels.SUPREMACY)) * (row + 0.5))
    pip = [surface.get_at((x, yy))[:3] for x in range(122, 139) for yy in range(y - 8, y + 9)]
    # The lit pip is more than a black disc on a dark panel: it has a light rim and glyph.
    assert max(sum(c) for c in pip) > 500


def tooltip_drawn(app, monkeypatch) -> list[str]:
    shown: list[str] = []
    real = board_module.draw_tooltip
    monkeypatch.setattr(
        board_module, "draw_tooltip", lambda s, text, *a: shown.append(text) or real(s, text, *a)
    )
    app.step([], 0.016)
    return shown


def test_descriptive_tooltips_drop_rule_tags_unless_asked_for(app, monkeypatch):
    board = new_board(app)
    rid = next(r.id for r in board.state.galaxy.routes if not board.state.routes[r.id])
    text = hover(app, board, board.view.slot_rect(rid, 0).center)
    assert "(C4.1)" in text  # the words keep their rule...
    app.settings.show_rules = False
    assert not any("(C4" in t for t in tooltip_drawn(app, monkeypatch))  # ... drawn without
    app.settings.show_rules = True
    assert any("(C4.1)" in t for t in tooltip_drawn(app, monkeypatch))


def test_a_why_not_tooltip_keeps_its_rule_with_rule_references_off():
    from game.rule_tags import quiet

    text = "Route 3-4: 0/2 slots filled\nNot here: the route is red (C4.1)"
    assert quiet(text) == "Route 3-4: 0/2 slots filled\nNot here: the route is red (C4.1)"
    assert quiet("A nebula: one more cube (+1 slot, C2)") == "A nebula: one more cube (+1 slot)"


def _distance(a, b) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5


def test_the_colour_blind_supernova_is_far_from_the_red_systems():
    theme.set_palette("colour-blind")
    nova, red = theme.TERRAIN["supernova"], theme.CUBE["red"]
    # Told apart by lightness, which every colour vision keeps (the old brown-orange was
    # within 25 of the vermillion).
    assert abs(sum(nova) - sum(red)) / 3 > 60, (nova, red)
    assert _distance(nova, red) > 100, (nova, red)
    theme.set_palette("standard")
    assert theme.TERRAIN["supernova"] == (150, 70, 20)  # the standard look is unchanged


def test_system_numbers_on_the_map_follow_the_text_size(app, monkeypatch):
    import game.draw as draw_module

    board = new_board(app)
    sizes = {}
    for scale in (1.0, 1.5):
        app.ui_scale = scale
        board.refresh()
        seen = []
        real = draw_module.text

        def spy(surface, words, pos, size, *args, seen=seen, real=real, **kwargs):
            if words == str(board.state.home):
                seen.append(size)
            return real(surface, words, pos, size, *args, **kwargs)

        monkeypatch.setattr(draw_module, "text", spy)
        app.step([], 0.016)
        monkeypatch.setattr(draw_module, "text", real)
        sizes[scale] = max(seen)
    assert sizes[1.5] >= sizes[1.0] * 1.4
