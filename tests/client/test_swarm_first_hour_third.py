"""Space Swarm, the first hour's third pass (issue 36, items 13-18), through what is drawn
and clicked: the attribute table's columns add up with the terrain's part (S1.3, S2.2)."""

import attrs
import pygame
import pytest

from engine.swarm.state import MOVE
from scenes.swarm.new_game import start_game
from tests.client.player import click, drawn, drawn_words, frame, motion, press

pytestmark = pytest.mark.on_board


def _spot(board, kind: str, ref):
    spots = [sp for sp in [*board.overlay, *board.spots] if sp.kind == kind and sp.ref == ref]
    assert spots, f"nothing drawn is the {kind} {ref!r}"
    return spots[-1]


def _settle(app, board, frames: int = 400) -> None:
    for _ in range(frames):
        frame(app)
        if board.ready() or board.state.over:
            return


def _to_move(app, board) -> None:
    for _ in range(300):
        _settle(app, board)
        if board.me is not None and board.state.phase == MOVE:
            return
        if board.me is not None and board.to_place():
            click(app, tuple(map(int, board.view.centre(board.me.home))))
            continue
        click(app, _spot(board, "button", "end").rect.center)
    raise AssertionError("never reached Move")


def _row(app, board, attribute: str) -> list[int]:
    """The numbers drawn on the attribute table's row, left to right."""
    app.scenes.top._shown = None
    texts = drawn(app)
    row = _spot(board, "attr", attribute).rect
    cells = [d for d in texts if row.collidepoint(d.rect.center)]
    cells.sort(key=lambda d: d.rect.x)
    return [int(d.what) for d in cells if d.what.lstrip("+").isdigit()]


def _adds_up(numbers: list[int]) -> bool:
    *parts, total = numbers
    return sum(parts) == total


def test_s1_3_the_attribute_table_adds_up_with_the_clusters_you_hold(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    numbers = _row(app, board, "production")
    assert numbers[-1] == 2, numbers  # 1 + the home Cluster
    assert _adds_up(numbers), numbers
    assert "Star Clusters you hold" in _spot(board, "attr", "production").tip


def test_s2_2_the_attribute_table_counts_the_asteroid_field_of_the_stack_picked(app):
    from engine.swarm.board import ASTEROIDS

    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    me = board.me
    h = me.home
    terrain = list(board.state.board.terrain)
    terrain[h] = ASTEROIDS  # the stack stands on an Asteroid Field
    board.state.board = attrs.evolve(board.state.board, terrain=tuple(terrain))
    assert _row(app, board, "attack")[-1] == 1  # nothing picked: no terrain counts
    click(app, tuple(map(int, board.view.centre(h))))
    frame(app)
    assert board.selected == h
    numbers = _row(app, board, "attack")
    assert numbers[-1] == 2 and _adds_up(numbers), numbers
    assert "Asteroid Field" in _spot(board, "attr", "attack").tip
    for attribute in ("initiative", "defense", "movement", "strategic"):
        assert _adds_up(_row(app, board, attribute)), attribute
    pygame.event.clear()


def _stack_away_from_home(board, n: int) -> int:
    """Puts n of the home's fleets on an empty hex away from home (steps untouched)."""
    me, st = board.me, board.state
    h = next(
        x
        for x in range(len(me.fleets))
        if x != me.home and not any(r.fleets[x] for r in st.races) and st.board.terrain[x] == "deep"
    )
    assert me.fleets[me.home] > n
    me.fleets[me.home] -= n
    me.fleets[h] = n
    me.taken[me.home] = me.taken[me.home][n:]
    me.taken[h] = [0] * n
    return h


def test_s6_1_a_move_takes_by_one_rule_everywhere_and_the_count_says_it(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    me = board.me
    away = _stack_away_from_home(board, 3)
    for h in (away, me.home):
        board.clear_selection()
        frame(app)
        click(app, tuple(map(int, board.view.centre(h))))
        frame(app)
        assert board.selected == h
        assert board.count == me.fleets[h] - 1, (h, board.count)  # one stays, home or not
        frame(app)
        tip = _spot(board, "count", None).tip
        assert "one stays behind" in tip and "+ takes that one too" in tip, tip
        assert "one stays behind" in _spot(board, "button", "plus").tip
    pygame.event.clear()


def test_f1_in_the_pause_menu_opens_the_rules_its_button_names(app):
    from scenes.table.pause import PauseScene

    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _settle(app, board)
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)
    assert any(b.label == "Rules (F1)" for b in app.scenes.top.buttons)
    press(app, pygame.K_F1)
    assert not isinstance(app.scenes.top, PauseScene)
    assert "Rules" in type(app.scenes.top).__name__, type(app.scenes.top)


def test_no_tooltip_stays_over_the_pause_menu(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    undo = _spot(board, "button", "hint")
    frame(app, [motion(undo.rect.center)])
    frame(app)
    assert board.pointer == undo.rect.center and board.tip_box is not None  # a tooltip shows
    press(app, pygame.K_ESCAPE)
    words = " ".join(drawn_words(app))
    assert "Paused" in words and board.tip_box is None


def test_your_own_battle_is_not_called_the_rivals_moving(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    board.anim.rival_beats = 1  # a beat of your own turn (your battle) still plays
    board.anim.actor = board.me.id
    app.scenes.top._shown = None
    words = " ".join(drawn_words(app))
    assert "The rivals move" not in words and "Your turn plays out" in words
    board.anim.skip()


def test_sa2_3_the_rivals_decision_cards_are_explained_in_the_rules_and_on_hover(app):
    text = open("engine/swarm/data/rulebook.toml", encoding="utf-8").read()
    for card in ("Expand:", "Raid:", "Entrench:", "Surge:", "Grab:"):
        assert card in text, card
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_move(app, board)
    rival = next(r for r in board.state.races if r.seat != board.viewer)
    tip = _spot(board, "race", rival.seat).tip
    stance = "Grab" if rival.grab else board.content.stances[rival.card].name
    assert f"{stance}: it" in tip or f"{stance}: its" in tip or f"{stance}: the" in tip, tip
