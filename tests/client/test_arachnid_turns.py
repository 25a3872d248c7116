"""Arachnid's turns as a newcomer meets them, each proven by clicks at what is drawn: a move
into two battles is said and confirmed first (A7.2), the height-2 web's free bolster die is
shown and logged apart (A7.3), dice in the colonies' colours, "your turn" only once the rivals'
moves have played, and a round with nothing to do ended in one click."""

import pygame
import pytest

from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Pass
from scenes.arachnid.start import start_game
from scenes.board_kit.spots import Target
from tests.client.test_arachnid_board import _click, _click_through, _frames, _spot, _to_turn

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _centre(board, h):
    return tuple(int(v) for v in board.view.centre(h))


def _changed(board):
    """The test moved pieces by hand: the board reads the state afresh."""
    board.version += 1
    board._legal = None


def _two_foes_beside_a_move(board, foes=2, high=False):
    """A Move of yours to a hex beside `foes` rival spiders (put there by hand; with `high`
    the hex is a height-2 web of yours); returns it."""
    st = board.state
    rivals = [c for c in st.colonies if c.kind == "rival"]
    for cmd in board.legal():
        if not (isinstance(cmd, Act) and cmd.action == "move" and cmd.agile < 0):
            continue
        sp = board.me.spider(cmd.spider)
        same = [c for c in board.legal() if isinstance(c, Act) and c.spider == cmd.spider]
        if [c for c in same if c.hex == cmd.hex] != [cmd]:
            continue  # another action to the same hex: the pop-up would ask which first
        taken = st.occupied()
        lit = {c.hex for c in board.legal() if isinstance(c, Act) and c.spider == cmd.spider}
        free = [
            h for h in BOARD.adjacent[cmd.hex] if h not in taken and h != sp.hex and h not in lit
        ]
        if len(free) >= foes:
            for c, h in zip(rivals[:foes], free[:foes], strict=True):
                next(o for o in c.spiders if o.deployed).hex = h
            if high:
                st.webs[cmd.hex] = [board.me.seat] * 2
            _changed(board)
            if cmd in board.legal():
                return cmd
    raise AssertionError("no move found to put two rivals beside")


def test_a7_2_a_move_into_two_battles_is_said_on_hover_and_confirmed_before_it_is_made(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = _two_foes_beside_a_move(board)
    _frames(app)
    sp = board.me.spider(cmd.spider)
    _click(app, _centre(board, sp.hex))
    assert board.selected == cmd.spider and cmd.hex in board.lit_hexes()
    tip = board.tip_at(_centre(board, cmd.hex))  # the preview, on hover
    assert "This move starts 2 battles: with the " in tip
    before = len(board.session.commands)
    _click(app, _centre(board, cmd.hex))
    assert board.session.commands[before:] == []  # not yet: the board asks first
    v = board.variants
    assert v is not None and v.title == "This move starts 2 battles"
    foes = sorted(
        (o.hex for c in board.state.colonies if c.kind == "rival" for o in c.spiders if o.deployed),
    )
    near = [h for h in foes if h in BOARD.adjacent[cmd.hex]]
    assert [line.rsplit(" ", 1)[1] for line in v.lines] == [str(h) for h in near]
    assert v.lines[0].startswith("1. With the ") and "colony's" in v.lines[0]
    assert v.keep == (cmd.hex, *near)  # the pop-up keeps clear of them, they are ringed
    _click(app, _spot(board, "button", "cancel"))  # Cancel: nothing made, nothing asked
    assert board.variants is None and board.session.commands[before:] == []
    _click(app, _centre(board, sp.hex))
    _click(app, _centre(board, cmd.hex))
    _click(app, _spot(board, "variant", 0))
    assert board.session.commands[before:] == [cmd]
    assert (
        board.state.battle is not None
        or board.state.battle_queue
        or any("attacks" in line for line in board.animator.lines)
    )


def test_a7_2_a_move_into_one_battle_is_made_at_once_and_its_tip_says_the_battle(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = _two_foes_beside_a_move(board)
    rival = next(c for c in board.state.colonies if c.kind == "rival")
    for o in rival.spiders:  # one of the two goes away
        if o.deployed and o.hex in BOARD.adjacent[cmd.hex]:
            o.hex = -1
    _changed(board)
    _frames(app)
    sp = board.me.spider(cmd.spider)
    _click(app, _centre(board, sp.hex))
    tip = board.tip_at(_centre(board, cmd.hex))
    assert "This move starts a battle with the " in tip
    before = len(board.session.commands)
    _click(app, _centre(board, cmd.hex))
    if board.variants is not None:  # the same hex by another action (never a confirmation)
        assert not board.variants.lines
        _click(app, _spot(board, "variant", board.variants.commands.index(cmd)))
    assert board.session.commands[before:] == [cmd]


def _texts(app, board):
    from game import draw
    from game.layout_record import Recorder

    draw.recorder = Recorder()
    try:
        board.draw(app.screen)
        return [d.what for d in draw.recorder.items if d.kind == "text"]
    finally:
        draw.recorder = None


def test_a7_3_the_free_bolster_die_of_a_height_2_web_is_shown_and_logged_apart(app):
    """Your spider moves onto a height-2 web of yours beside a rival: the battle panel says
    the free die apart from the dice you commit and buy, the log line lists it apart, and the
    tray lines it up apart (its own mark, its own word), every die in its colony's colour."""
    from game import theme

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = _two_foes_beside_a_move(board, foes=1, high=True)
    _frames(app)
    sp = board.me.spider(cmd.spider)
    _click(app, _centre(board, sp.hex))
    _click(app, _centre(board, cmd.hex))
    st = board.state
    assert st.choices and st.choices[0].kind == "commit"
    assert any(t.endswith(", +1 free: height-2 web") for t in _texts(app, board))
    foe_seat = st.battle.defender[0]
    lines = len(board.animator.lines)
    _click(app, next(s.rect.center for s in board.spots if s.kind == "choice"))  # Commit
    rolled = [line for line in board.animator.lines[lines:] if " against " in line]
    assert rolled and " + free die of its height-2 web [" in rolled[0]
    assert rolled[0].index("free die") < rolled[0].index(" vs ")  # the attacker's, apart
    tray = board.animator.dice
    groups = [(d.side, d.group, d.colour) for d in tray.dice]
    assert (0, "free", board.me.colour) in groups
    assert {c for side, _, c in groups if side == 1} == {st.colonies[foe_seat].colour}
    for _ in range(100):  # landed and lined up (the tray stays for two seconds)
        tray.update(1 / 60)
    assert tray.landed
    own = next(d for d in tray.dice if d.side == 0 and d.group == "own")
    free = next(d for d in tray.dice if d.group == "free")
    assert free.slot[0] > own.slot[0] + tray.size * 1.5  # a gap apart from the own dice
    for palette in ("standard", "colour-blind"):
        theme.set_palette(palette)
        try:
            shot = pygame.Surface(app.screen.get_size())
            tray.draw(shot, board.s)
            x, y = int(own.slot[0] - tray.size * 0.35), int(own.slot[1])
            want = theme.PALETTES[palette]["COLONY"][board.me.colour]
            assert tuple(shot.get_at((x, y)))[:3] == want
        finally:
            theme.set_palette("standard")


def test_your_turn_is_said_only_once_the_rivals_moves_have_played_and_a_click_is_never_lost(
    app,
):
    """After your Pass the rivals play at 1x: the top bar does not ask you to act while
    their moves play, and a click on the button you need, posted during that motion, plays
    the motion to its end and then acts (it used to be dropped)."""
    from engine.arachnid.commands import EndDen

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    _click(app, _spot(board, "button", "pass"))
    _frames(app, 3)
    st = board.state
    assert board.animator.busy and board.animator.rivals_playing
    assert st.stage == "den" and EndDen() in board.legal()  # yours to end, once shown
    words = board.stage_words()
    assert "den phase" not in words and "your turn" not in words
    assert words.endswith("the rivals are playing (click or Space to see the end)")
    texts = _texts(app, board)
    assert any(t.startswith(f"Round {st.round}: the rivals are playing") for t in texts)
    made = len(board.session.commands)
    _click(app, _spot(board, "button", "end_den"))  # during the motion
    assert board.session.commands[made:] == [EndDen()]


def test_the_game_over_is_said_only_once_the_rivals_last_moves_have_played(app):
    """Seed 1: your last Pass lets the rivals play out the game. While their moves play at
    1x, every frame's top bar says they are playing, never that the game is over; the end
    is said once the motion has finished, and the Game over screen follows."""
    from engine.arachnid.heuristic import HeuristicBot
    from engine.core.session import Session
    from engine.modes import get
    from scenes.arachnid.board import ArachnidBoard
    from scenes.arachnid.game_over import ArachnidOver

    rules = get("arachnid").rules()
    probe = Session.new(rules, rules.setup(1, rivals=2))
    bot, cmds = HeuristicBot(), []
    while not probe.state.over:
        cmds.append(bot.choose(rules, probe.state))
        probe.submit(cmds[-1])
    assert cmds[-1] == Pass()  # the game's last command is yours: the rivals play the rest
    session = Session.new(rules, rules.setup(1, rivals=2))
    for cmd in cmds[:-1]:
        session.submit(cmd)
    board = ArachnidBoard(app, session)
    board._started = True  # the game as it stands, no opening to play
    app.scenes.push(board)
    _frames(app)
    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    _click(app, _spot(board, "button", "pass"))
    assert board.state.over
    bars, frames = [], 0
    while board.animator.busy and frames < 6000:
        texts = _texts(app, board)
        bars.append(next(t for t in texts if t.startswith(("Round ", "Game over"))))
        _frames(app, 1)
        frames += 1
    assert len(bars) > 30, len(bars)  # the rivals' moves took a while to play
    assert "the rivals are playing" in bars[0]
    rnd = board.state.round
    assert all(b.startswith(f"Round {rnd}: ") for b in bars), set(bars)
    assert all(b.endswith("(click or Space to see the end)") for b in bars), set(bars)
    assert not any("Game over" in b or "you win" in b or "you lose" in b for b in bars)
    texts = _texts(app, board)
    assert any(t.startswith(f"Game over after round {board.state.round}: you ") for t in texts)
    for _ in range(200):  # the board waits a moment, then shows the Game over screen
        _frames(app, 1)
        if isinstance(app.scenes.top, ArachnidOver):
            break
    assert isinstance(app.scenes.top, ArachnidOver)


def _to_den(app, board):
    """Through the draft and turns until your den phase (Done in den still to click)."""

    def in_den() -> bool:
        return board.state.stage == "den" and not board.me.passed

    _click_through(app, board, in_den, "your den phase", most=80)


def test_a_round_with_nothing_to_do_ends_in_one_click_and_the_hint_says_why(app):
    from engine.arachnid.commands import EndDen, Pass

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_den(app, board)
    me = board.me
    assert board.main_button()[1] == "Done in den"  # food in the store: an ordinary den
    me.store = 0
    for sp in me.spiders:
        sp.food = {t: -1 for t in sp.food}
    _changed(board)
    _frames(app)
    texts = _texts(app, board)
    assert "Nothing to do: end round" in texts
    assert any(t.endswith("nothing to do (Hint says why)") for t in texts)
    _click(app, _spot(board, "button", "hint"))
    feed = board.content.game.food.feed_per_spider * len(me.spiders)
    assert board.toast.startswith("Hint: nothing to do this round: your store is empty")
    assert f"The next Feed costs you {feed} food" in board.toast
    shown = " ".join(t for t in _texts(app, board) if t and t in board.toast)
    assert "your store is empty" in shown  # drawn, wrapped, not shrunk to nothing
    made = len(board.session.commands)
    rnd = board.state.round
    _click(app, _spot(board, "button", "end_den"))  # the one click
    for _ in range(5):
        _frames(app)
    assert board.session.commands[made : made + 2] == [EndDen(), Pass()]
    assert board.state.round > rnd or board.me.passed


def test_a10_the_consume_panel_keeps_clear_of_the_lit_webs_that_answer_it(app):
    """A Feed short of food asks what to consume; its webs are answered by clicking them, so
    the panel stands where it hides the fewest (a web under it once could not be clicked)."""
    from scenes.arachnid.layout_checks import _board

    board = _board("consume")(app, None)
    app.scenes.push(board)
    _frames(app)
    lit = board.lit_hexes()
    assert lit and board.state.choices[0].kind == "consume"
    panel = next(s.rect for s in board.spots if s.kind == "panel")
    hidden = [h for h in lit if panel.collidepoint(board.view.centre(h))]
    assert hidden == []
    for h in lit:  # each is clicked where it is drawn
        assert board.target_at(_centre(board, h)) == Target("hex", h)
