"""Issue 36, A8.5: Mind Control on a Ladybird, made by clicks at what is drawn. The Beta's card
says the critter "acts at once, steered by you": it now waits for you to click the free outer
hex it flies to (it flew where the game chose)."""

import pytest

from engine.arachnid import critters
from engine.arachnid.commands import Act, Choose
from scenes.arachnid.start import start_game
from tests.client.test_arachnid_board import _click, _frames, _spot, _to_turn
from tests.client.test_arachnid_turns import _centre, _changed

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def test_a8_5_mind_control_on_a_ladybird_is_steered_by_your_click(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    st = board.state
    beta = board.me.spider("beta")
    beta.ability = "mind"
    board.me.store = max(board.me.store, 2)
    for cr in st.critters:
        cr.hex = -1
    lb = st.critter("ladybird")
    lb.hex = next(
        h for h in range(1, len(st.webs)) if st.occupant(h) is None and 0 < _dist(beta.hex, h) <= 2
    )
    _changed(board)
    _frames(app)
    _click(app, _spot(board, "action", ("beta", "mind")))
    before = len(board.session.commands)
    _click(app, _centre(board, lb.hex))
    assert board.session.commands[before:] == [Act("beta", "mind", lb.hex)]
    ch = st.choices[0]
    assert ch.kind == "steer" and ch.about == "ladybird" and lb.controller == board.me.seat
    lit = board.lit_hexes()
    assert lit == critters.ladybird_hexes(st)  # every free outer hex, lit to click
    assert any("Ladybird" in t for t in [board.stage_words()])
    h = lit[len(lit) // 2]
    _click(app, _centre(board, h))
    assert board.session.commands[-1] == Choose(f"hex:{h}") and lb.hex == h


def _dist(a, b):
    from engine.arachnid.board import BOARD

    return BOARD.dist(a, b)
