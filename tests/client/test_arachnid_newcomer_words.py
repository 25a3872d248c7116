"""What a newcomer read on Arachnid's board, said right (issue 29, item 5): every number from
the data (an upgrade's points, how far Pounce, Snare and Mind Control reach), words that read
as English ("Your web", "1 bite left", no "-0 food"), a Pounce with nothing in reach saying
so, and a save's toast not in the warning colour."""

import attrs
import pygame
import pytest

from engine.arachnid import critters
from engine.arachnid.commands import Choose, EndDen
from engine.arachnid.content import default_content
from engine.arachnid.state import Critter
from game import theme
from scenes.arachnid import words
from scenes.arachnid.start import start_game
from tests.client.player import click_button, frame, press

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _with(content, **changes):
    g = content.game
    parts = {k: attrs.evolve(getattr(g, k), **v) for k, v in changes.items()}
    return attrs.evolve(content, game=attrs.evolve(g, **parts))


def test_an_upgrade_button_says_the_points_it_scores_from_the_data():
    content = default_content()
    n = content.game.scoring.per_upgrade
    said = words.option_text(content, None, "upgrade", "track:spin")
    assert said == f"Free a Spin space (+{n} points)"
    other = _with(content, scoring={"per_upgrade": 1})
    assert words.option_text(other, None, "upgrade", "track:spin").endswith("(+1 point)")


def test_pounce_snare_and_mind_control_say_their_reach_from_the_data():
    content = default_content()
    reach = content.game.reach
    for ability in ("pounce", "snare", "mind"):
        text = words.option_help(content, "draft", ability)
        assert words.reach_words(getattr(reach, ability)) in text and "{" not in text
    far = _with(content, reach={"pounce": 3})
    assert "within 3" in words.option_help(far, "draft", "pounce")
    near = _with(content, reach={"snare": 1})
    assert "beside or under it" in words.option_help(near, "draft", "snare")


def test_a_bite_on_an_empty_store_says_nothing_was_lost():
    assert critters.loss(0) == "no food to lose"
    assert critters.loss(2) == "-2 food"


def _board(app):
    board = start_game(app, 7, {"rivals": 2, "seat": 0, "colour": "red"})
    for _ in range(30):
        frame(app)
    return board


def test_the_hex_tip_reads_your_web_and_one_bite_left(app):
    board = _board(app)
    st = board.state
    mine = next(h for h, w in enumerate(st.webs) if w and st.colonies[w[-1]].kind == "human")
    assert "Your web, height 1" in board.hex_tip(mine)
    theirs = next(h for h, w in enumerate(st.webs) if w and st.colonies[w[-1]].kind != "human")
    assert "colony's web, height 1" in board.hex_tip(theirs)
    free = next(h for h in range(1, 91) if not st.webs[h] and st.spider_at(h) is None)
    st.critters.append(Critter("tater1", hex=free))
    assert "1 bite left" in board.hex_tip(free) and "1 bites" not in board.hex_tip(free)


def test_a_pounce_with_no_critter_in_reach_says_so(app):
    board = _board(app)
    for cmd in (Choose("pounce"), EndDen()):  # the draft, then the den phase
        board.issue(cmd)
        for _ in range(60):
            frame(app)
    assert board.state.stage == "turns"
    beta = board.me.spider("beta")
    assert beta.ability == "pounce"
    board.selected, board.action = "beta", "pounce"
    far = next(h for h in range(1, 91) if h != beta.hex and board.state.spider_at(h) is None)
    reach = words.reach_words(board.content.game.reach.pounce)
    assert board.why_hex(far) == f"Pounce: no critter {reach} there"


def test_a_save_is_told_in_plain_colour_a_problem_in_the_warning_colour(app):
    board = _board(app)
    press(app, pygame.K_ESCAPE)
    click_button(app, "Save game")
    assert board.toast.startswith("Game saved") and board.toast_colour() == theme.TEXT
    board.say("Not allowed: that hex is taken")
    assert board.toast_colour() == theme.DANGER
    board.say("Hint: spin toward the centre")
    assert board.toast_colour() == theme.HINT
