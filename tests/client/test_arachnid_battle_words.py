"""Issue 36, Arachnid's battles as a newcomer meets them, proven by clicks at what is drawn:
the dice and the outcome stay on the board long enough (a tie's retreat said too), the top
bar says it is your battle, and a move into a battle with no attack dice is warned first."""

import pytest

from engine.arachnid.board import BOARD
from scenes.arachnid import dice
from scenes.arachnid.start import start_game
from tests.client.test_arachnid_board import _click, _frames, _spot, _to_turn
from tests.client.test_arachnid_turns import _centre, _changed, _texts, _two_foes_beside_a_move

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _into_battle(app, attack=None):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = _two_foes_beside_a_move(board, foes=1)
    sp = board.me.spider(cmd.spider)
    if attack is not None:
        for o in board.me.spiders:  # its own dice and any support: none left
            o.attack = attack
        _changed(board)
    _frames(app)
    return board, cmd, sp


def test_a7_4_a_battle_shows_its_dice_and_its_outcome_on_the_board_for_seconds(app):
    board, cmd, sp = _into_battle(app)
    _click(app, _centre(board, sp.hex))
    _click(app, _centre(board, cmd.hex))
    assert board.state.choices and board.state.choices[0].kind == "commit"
    _click(app, next(s.rect.center for s in board.spots if s.kind == "choice"))  # Commit
    tray = board.animator.dice
    assert tray.active and tray.yours
    assert tray.outcome.startswith(("tie:", "victory for", "overkill for"))
    outcome = tray.outcome[0].upper() + tray.outcome[1:]
    # While the dice roll, the top bar says it is your battle (not "the rivals are playing").
    assert board.stage_words().startswith(f"Round {board.state.round}: your battle")
    for _ in range(int((1.3 + dice.LINE_UP) * 60) + 2):  # landed and lined up
        tray.update(1 / 60)
    drawn = " ".join(_texts(app, board))
    assert outcome.split(":")[0] in drawn and "retreats" in drawn  # under the dice
    assert not board.animator.busy  # the game goes on meanwhile
    for _ in range(int((getattr(dice, "HOLD", 4.0) - 0.5) * 60)):
        tray.update(1 / 60)
    assert tray.active  # still there seconds later (it was gone in under one)
    _click(app, (2, 2))  # a click anywhere clears it
    assert not tray.active


def test_a7_4_a_skipped_battle_still_shows_its_dice_and_outcome(app):
    board, cmd, sp = _into_battle(app)
    _click(app, _centre(board, sp.hex))
    _click(app, _centre(board, cmd.hex))
    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    _click(app, next(s.rect.center for s in board.spots if s.kind == "choice"))  # Commit
    tray = board.animator.dice
    for _ in range(120):
        if tray.active:
            break
        _frames(app)
    assert tray.active and not tray.landed
    board.animator.skip()  # what a click or Space during the throw does
    assert tray.active and tray.landed and not tray.rolling  # landed, not thrown away


def test_a7_4_a_tie_says_the_attacker_retreats(app):
    from engine.arachnid import battle
    from scenes.arachnid.anim import outcome_of
    from tests.arachnid.test_a7_a9_battles_critters import duel

    s = duel(0, 0, 0)  # 0 against 0
    events = battle.step(s, board_content())
    said = outcome_of(events[1:])
    assert said == "tie: the attacker, Purple Alpha, retreats; no one loses food"


def board_content():
    from tests.arachnid.helpers import C

    return C


def test_a7_3_a_move_into_a_battle_with_no_attack_dice_is_warned_before_it_is_made(app):
    board, cmd, sp = _into_battle(app, attack=0)
    _click(app, _centre(board, sp.hex))
    tip = board.tip_at(_centre(board, cmd.hex))
    assert "has 0 attack dice" in tip and "Refresh" in tip  # on hover, in words
    before = len(board.session.commands)
    _click(app, _centre(board, cmd.hex))
    assert board.session.commands[before:] == []  # asked first, as two battles are
    v = board.variants
    assert v is not None and v.title == "This move starts a battle"
    assert any("0 attack dice" in line for line in v.lines)
    drawn = " ".join(_texts(app, board))
    assert "0 attack dice" in drawn and "fight anyway" in drawn
    _click(app, _spot(board, "variant", 0))
    assert board.session.commands[before:] == [cmd]


def test_a7_2_a_move_into_one_battle_with_dice_is_still_made_at_once(app):
    board, cmd, sp = _into_battle(app)
    assert sp.attack > 0
    _click(app, _centre(board, sp.hex))
    before = len(board.session.commands)
    _click(app, _centre(board, cmd.hex))
    assert board.session.commands[before:] == [cmd] and board.variants is None
    _ = BOARD


def test_a7_3_spent_dice_show_on_the_card_with_how_they_come_back(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    alpha = board.me.spider("alpha")
    board.selected = "alpha"  # its card shown whole
    alpha.attack = 0  # committed in a battle, or given as support
    _changed(board)
    _frames(app)
    full = board.content.game.cards["alpha"]
    said = f"Attack 0 of {full.attack}, defence {alpha.defence} of {full.defence}"
    assert any(t.startswith(said) for t in _texts(app, board))
    note = next(
        s for s in board.spots if s.kind == "note" and isinstance(s.ref, str) and said in s.ref
    )
    assert "stay spent until you Refresh it in your Den phase" in note.ref
