"""Issue 36's small Arachnid findings, each read from what is drawn: an action with nothing
to aim at says so (not "click a lit hex"), the Game over chart's legend follows the score
table's order, and the Load card's web stays inside its card."""

import pygame
import pytest

from engine.arachnid.heuristic import HeuristicBot
from scenes.arachnid.start import start_game
from tests.arachnid.helpers import new
from tests.client.test_arachnid_board import _click, _frames, _spot, _to_turn
from tests.client.test_arachnid_turns import _changed, _texts

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def test_an_action_with_nothing_lit_says_why_instead_of_click_a_lit_hex(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    board.me.den = [0] * len(board.me.den)  # no web left to spin
    board.state.last_den_round = False
    _changed(board)
    _frames(app)
    _click(app, _spot(board, "action", ("beta", "spin")))
    assert board.lit_hexes() == []
    words = board.stage_words()
    assert "click a lit hex" not in words and "Spin cannot be used now (" in words
    assert any(t.startswith("Your Beta: Spin cannot be used now") for t in _texts(app, board))


def _finished():
    sess = new(4, seat=0)
    bot = HeuristicBot()
    while not sess.state.over:
        assert sess.submit(bot.choose(sess.rules, sess.state)).ok
    return sess


def test_the_game_over_chart_lists_the_colonies_in_the_tables_order(app, monkeypatch):
    from scenes.arachnid import game_over

    sess = _finished()
    shown = {}

    def chart(surface, rect, s, title, series, *args, **kw):
        shown["legend"] = [name for name, _, _ in series]
        shown["last"] = {name: points[-1] for name, _, points in series}

    monkeypatch.setattr(game_over, "line_chart", chart)
    scene = game_over.ArachnidOver(app, sess)
    app.scenes.push(scene)
    _frames(app)
    table = [c for c in scene.ranked()]
    names = sess.rules.content.game.colour_names
    colours = sess.rules.content.game.colours
    want = ["You" if c.kind == "human" else names[colours.index(c.colour)] for c in table]
    assert shown["legend"] == want
    # each line still ends at its own colony's final score
    from engine.arachnid import scoring

    for c, name in zip(table, want, strict=True):
        assert shown["last"][name] == scoring.total(sess.state, sess.rules.content, c)


@pytest.mark.parametrize("size", [(150, 88), (225, 132), (120, 60)])
def test_the_load_cards_web_stays_inside_its_card(app, size):
    from scenes.arachnid.saved import Thumbnail

    st = new(1).state
    thumb = Thumbnail(st)
    card = pygame.Rect(10, 10, *size)
    thumb.fit(card)
    v = thumb.view
    for h in range(len(v.centres)):
        for x, y in v.corners(h):
            assert card.left - 1 <= x <= card.right + 1 and card.top - 1 <= y <= card.bottom + 1
    surface = pygame.Surface((400, 300))
    surface.fill((0, 0, 0))
    thumb.draw(surface, st, new(1).rules.content)
    outside = [
        (x, y)
        for x in range(0, 400, 3)
        for y in range(0, 300, 3)
        if not card.collidepoint(x, y) and surface.get_at((x, y))[:3] != (0, 0, 0)
    ]
    assert outside == []
