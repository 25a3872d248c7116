"""Issue 36, Arachnid's hatching and upgrades as a newcomer meets them, read from what is
drawn: the upgrade panel names the spider it is for, its options read "Free an Over-spin
space", and the last round (a den emptied) is said on the top bar."""

import pytest

from engine.arachnid.state import Choice
from scenes.arachnid.start import start_game
from tests.client.test_arachnid_board import _frames, _to_turn
from tests.client.test_arachnid_turns import _changed, _texts

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def test_a7_6_the_upgrade_panel_says_which_spider_upgrades(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    alpha = board.me.spider("alpha")
    board.state.choices = [
        Choice("upgrade", board.me.seat, ["track:overspin", "track:bite"], "alpha")
    ]
    _changed(board)
    _frames(app)
    drawn = _texts(app, board)
    title = f"Take your upgrade for your Alpha (hex {alpha.hex})"
    assert title in drawn and f"Decide: {title}" in drawn  # the panel and the top bar
    assert any(t.startswith("Free an Over-spin space (+") for t in drawn)
    assert any(t.startswith("Free a Bite space (+") for t in drawn)


def test_a4_7_the_last_round_is_said_on_the_top_bar(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    assert not any(t.startswith("Last round") for t in _texts(app, board))
    board.state.last_den_round = True  # a den emptied this round (A4.7)
    _changed(board)
    _frames(app)
    assert any(t.startswith("Last round! Round ") for t in _texts(app, board))
