"""Arachnid's screens after a newcomer play-test: rule references stay quiet unless asked for,
the Hint and hex numbers light the hex they name, the new-game buttons sit where the other
games put them, and the board's small marks say what they are on hover."""

import pygame
import pytest

from game import draw
from game.app import App
from game.rule_tags import quiet
from scenes.arachnid.start import start_game

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


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


def _hover(app, pos):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    _frames(app)


def _click(app, pos):
    _hover(app, pos)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _frames(app)


def _spot(board, kind, ref=None):
    return next(s for s in board.spots if s.kind == kind and (ref is None or s.ref == ref))


def _rings(app, monkeypatch) -> list[tuple[tuple[int, ...], tuple]]:
    """The hex rings drawn in one frame, as (hexes, colour)."""
    from scenes.arachnid import marks

    seen = []
    real = marks.ring

    def spy(surface, view, hexes, colour, s):
        if hexes:
            seen.append((tuple(hexes), colour))
        return real(surface, view, hexes, colour, s)

    monkeypatch.setattr(marks, "ring", spy)
    _frames(app, 1)
    monkeypatch.setattr(marks, "ring", real)
    return seen


def _to_turn(app, board):
    from engine.arachnid.commands import Pass

    for _ in range(60):
        st = board.state
        if st.choices:
            _click(app, _spot(board, "choice", st.choices[0].options[0]).rect.center)
        elif st.stage == "den":
            _click(app, _spot(board, "button", "end_den").rect.center)
        elif st.stage == "turns" and board.legal() != [Pass()]:
            return
        else:
            _click(app, _spot(board, "button", "pass").rect.center)
    raise AssertionError("never reached a turn with an action")


def test_ax1_the_hint_lights_the_hexes_it_names(app, monkeypatch):
    from game.theme import HINT

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    _click(app, _spot(board, "button", "hint").rect.center)
    assert "Hint:" in board.toast
    hexes = board.hint_marks[1]
    assert hexes
    assert (hexes, HINT) in _rings(app, monkeypatch)
    _click(app, _spot(board, "button", "pass").rect.center)  # the game moves on: unlit
    assert not any(colour == HINT for _, colour in _rings(app, monkeypatch))


def test_ax1_hovering_a_log_line_or_a_card_lights_the_hex_it_names(app, monkeypatch):
    from scenes.arachnid.marks import NAMED, hexes_named

    assert hexes_named("Green Beta: Move hex 19 -> 7 (A5.4)") == (19, 7)
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)  # the rivals have moved: their lines name hexes
    row = _spot(board, "named")
    _hover(app, (row.rect.x + 4, row.rect.centery))
    assert (row.ref, NAMED) in _rings(app, monkeypatch)
    sp = next(x for x in board.me.spiders if x.deployed)
    card = _spot(board, "card", sp.id)
    _hover(app, (card.rect.right - 4, card.rect.bottom - 4))
    assert ((sp.hex,), NAMED) in _rings(app, monkeypatch)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a3_1_new_game_has_start_then_back_at_the_bottom_right_like_the_other_games(size):
    from scenes.arachnid.new_game import ArachnidNewGame

    app = App(size, frames=1)
    ng = ArachnidNewGame(app)
    app.scenes.push(ng)
    _frames(app)
    w, h = size
    assert ng.start.rect.right < ng.back.rect.left and ng.start.rect.top == ng.back.rect.top
    assert ng.start.rect.left > w // 2 and ng.back.rect.bottom > h * 0.85
    assert ng.back.rect.right <= w and ng.back.rect.bottom <= h
    assert all(not b.rect.colliderect(ng.start.rect) for b in ng.scenario_buttons)
    _click(app, ng.back.rect.center)
    assert app.scenes.top is not ng
    pygame.quit()


@pytest.mark.parametrize("seat_colour", [0, 2])
def test_a3_the_draft_panel_leaves_your_spiders_in_sight(app, seat_colour):
    board = start_game(app, 1, {"rivals": 2, "colour": board_colour(seat_colour)})
    _frames(app)
    assert board.state.choices and board.state.choices[0].kind == "draft"
    rows = [sp.rect for sp in board.spots if sp.kind == "choice"]
    panel = rows[0].unionall(rows[1:]).inflate(40, 60)
    mine = [board.view.centre(sp.hex) for sp in board.me.spiders if sp.deployed]
    assert mine and not any(panel.collidepoint(c) for c in mine)


def board_colour(k: int) -> str:
    from engine.arachnid.content import default_content

    return default_content().game.colours[k]


def _tip(app, board, pos) -> str:
    _hover(app, pos)
    return board.tip_at(pos)


def test_a6_the_board_marks_say_what_they_are_on_hover(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    board.me.den[0] = 0  # an empty stack: its fly shows
    board.version += 1
    _frames(app)
    assert "fly" in _tip(app, board, _spot(board, "stack", 0).rect.center).lower()
    assert "Store" in _tip(app, board, _spot(board, "store").rect.center)
    event = _spot(board, "event", 4)  # an empty space of the event track
    assert "Event track" in _tip(app, board, event.rect.center)
    notes = [sp for sp in board.spots if sp.kind == "note"]
    bloodied = next(n for n in notes if "bloodied" in n.ref)
    assert "bloodied" in _tip(app, board, bloodied.rect.center)
    track = next(n for n in notes if n.ref.startswith("Track"))
    assert "food" in _tip(app, board, track.rect.center)
    out = next(n for n in notes if "spiders are out" in n.ref)
    assert "out on the web" in _tip(app, board, out.rect.center)
    # a note only explains: a click there still selects the card under it
    sid = next(
        sp.ref for sp in board.spots if sp.kind == "card" and sp.rect.contains(bloodied.rect)
    )
    _click(app, bloodied.rect.center)
    assert board.selected == sid


def test_ax1_hovering_a_rival_panel_lights_its_spiders(app, monkeypatch):
    from scenes.arachnid.marks import NAMED

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    panel = _spot(board, "rival")
    _hover(app, (panel.rect.centerx, panel.rect.bottom - 3))
    spiders = tuple(sp.hex for sp in board.state.colonies[panel.ref].spiders if sp.deployed)
    assert spiders and (spiders, NAMED) in _rings(app, monkeypatch)
