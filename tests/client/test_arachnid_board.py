"""Arachnid on screen: the board drawn from the state, every command made by clicking what is
drawn, the engine's reasons on hover, the battle panel and the motion (AX1)."""

import pygame
import pytest

from engine.arachnid.commands import Act, Choose, EndDen, Pass
from scenes.arachnid.dice import DiceTray, parse_roll
from scenes.arachnid.mouse import MousePlayer
from scenes.arachnid.start import start_game
from scenes.board_kit.spots import Target
from tests.client.player import assert_played_by_keys_to_the_end, autoplay, card

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _frames(app, n=2, driver=None):
    for _ in range(n):
        if driver is not None:
            driver.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)


def _click(app, pos, button=1):
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
    _frames(app)


def _spot(board, kind, ref):
    return next(s.rect.center for s in board.spots if s.kind == kind and s.ref == ref)


def _click_through(app, board, done, what: str, den_button: str | None = None, most=60):
    """Take the first choice offered, click `den_button` in the den phase (None: Pass) and
    Pass otherwise, until `done()` holds with no choice open."""
    for _ in range(most):
        st = board.state
        if st.choices:
            _click(app, _spot(board, "choice", st.choices[0].options[0]))
        elif done():
            return
        elif st.stage == "den" and den_button:
            _click(app, _spot(board, "button", den_button))
        else:
            _click(app, _spot(board, "button", "pass"))
    raise AssertionError(f"never reached {what}")


def _to_turn(app, board):
    """Draft the first ability and end the den phase, until it is your turn to act."""

    def acting() -> bool:
        return board.state.stage == "turns" and board.legal() != [Pass()]

    _click_through(app, board, acting, "a turn with an action", den_button="end_den")


def test_ax1_the_board_draws_every_colony_and_its_panels(app):
    board = start_game(app, 1, {"rivals": 3})
    _frames(app)
    kinds = {s.kind for s in board.spots}
    assert {"card", "stack", "store", "rival", "event", "score", "button"} <= kinds
    assert sorted(s.ref for s in board.spots if s.kind == "rival") == [
        c.seat for c in board.state.colonies if c.kind == "rival"
    ]
    assert len([s for s in board.spots if s.kind == "card"]) == len(board.me.spiders)


def test_ax1_a_spider_clicked_on_the_web_then_a_lit_hex_moves_there(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    moves = [c for c in board.legal() if isinstance(c, Act) and c.action == "move" and c.agile < 0]
    assert moves
    cmd = moves[0]
    sp = board.me.spider(cmd.spider)
    _click(app, tuple(int(v) for v in board.view.centre(sp.hex)))
    assert board.selected == cmd.spider
    assert cmd.hex in board.lit_hexes()
    before = len(board.session.commands)
    _click(app, tuple(int(v) for v in board.view.centre(cmd.hex)))
    if board.variants is not None:  # the same hex by another action: the pop-up asks which
        i = board.variants.commands.index(cmd)
        _click(app, _spot(board, "variant", i))
    assert board.session.commands[before:] == [cmd]


def test_ax1_hovering_an_illegal_hex_or_action_says_the_engines_reason(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    sp = next(s for s in board.me.spiders if s.deployed)
    board.selected, board.action = sp.id, "move"
    far = next(
        h
        for h in range(1, 91)
        if h not in board.lit_hexes() and board.view.hex_at(board.view.centre(h)) == h
    )
    tip = board.tip_at(tuple(int(v) for v in board.view.centre(far)))
    reason = board.rules.check(board.state, Act(sp.id, "move", far)).reason
    assert reason and reason in tip
    _frames(app)
    grey = [s for s in board.spots if s.kind == "action" and not board.action_ok(*s.ref)]
    if grey:
        assert board.tip_at(grey[0].rect.center)  # says why, in words


def test_ax1_a_click_on_an_illegal_hex_changes_nothing_and_says_why(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    sp = next(s for s in board.me.spiders if s.deployed)
    _click(app, _spot(board, "card", sp.id))
    far = next(
        h for h in range(1, 91) if h not in board.lit_hexes() and board.state.spider_at(h) is None
    )
    before = len(board.session.commands)
    _click(app, tuple(int(v) for v in board.view.centre(far)))
    assert len(board.session.commands) == before
    assert board.toast.startswith("Not there")


def test_ax1_the_battle_panel_steppers_make_the_commitment_sent():
    from scenes.arachnid.choice import commit_key, commit_limits

    opts = [f"a{a}s{s}b{b}" for a in (1, 2) for s in (0, 1) for b in (0, 1, 2)]
    assert commit_limits(opts) == [(1, 2), (0, 1), (0, 2)]
    assert commit_key([2, 1, 0]) in opts


def test_ax1_dice_land_on_the_faces_the_engine_rolled():
    roll = parse_roll("Red Beta attacks Purple Alpha: 3 against 5 ([2, 1] vs [2, 1, 2]) (A7.4)")
    assert roll == (([2, 1], [], []), ([2, 1, 2], [], []))
    tray = DiceTray()
    tray.throw(pygame.Rect(0, 0, 800, 600), roll, 30)
    for _ in range(100):
        tray.update(1 / 60)
    assert tray.landed and [d.face for d in tray.dice] == [2, 1, 2, 1, 2]


def test_ax1_a_moved_spider_is_drawn_at_its_origin_until_its_beat_plays(app):
    from engine.arachnid.events import Moved

    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    board = start_game(app, 1, {"rivals": 2})
    a = board.animator
    a.feed([Moved(1, "Yellow Beta: Move hex 25 -> 11", "A5.4")])
    at = a.place("spider", 11, board.view.centre)
    assert at == board.view.centre(25)
    a.skip()
    assert a.place("spider", 11, board.view.centre) == board.view.centre(11)


def test_ax1_a_whole_game_is_played_by_the_mouse_with_nothing_unreachable(app):
    board = start_game(app, 2, {"rivals": 3})
    player = MousePlayer(app, board)
    for _ in range(20000):
        if board.state.over:
            break
        _frames(app, 1, player)
    assert board.state.over
    assert player.unreachable == []
    kinds = set(player.kinds)
    assert {"Act", "EndDen", "Pass", "Choose"} <= kinds


_ = (Choose, EndDen, Target)


def test_a3_1_new_game_picked_on_the_title_starts_with_the_chosen_options(app):
    from scenes.arachnid.board import ArachnidBoard
    from scenes.arachnid.new_game import ArachnidNewGame
    from scenes.table.title import TitleScene

    app.scenes.push(TitleScene(app))
    _frames(app)
    title = app.scenes.top
    _click(app, card(title, "arachnid").center)
    _click(app, next(b for b in title.buttons if b.label == "New game").rect.center)
    ng = app.scenes.top
    assert isinstance(ng, ArachnidNewGame)
    _click(app, ng.colour_buttons[2].rect.center)  # Green
    _click(app, ng.rival_buttons[1].rect.center)  # 3 rivals
    _click(app, ng.level_buttons[4].rect.center)  # Black Widow
    _click(app, ng.pers_buttons[0].rect.center)  # the first rival: the next personality
    _click(app, ng.scenario_buttons[2].rect.center)  # Drought
    chosen = ng.personalities[:3]
    _click(app, ng.start.rect.center)
    board = app.scenes.top
    assert isinstance(board, ArachnidBoard)
    st = board.state
    assert board.me.colour == "green" and len(st.colonies) == 4
    assert st.level == 5 and st.scenario == 2
    assert [c.personality for c in st.colonies if c.kind == "rival"] == chosen
    assert chosen[0] == "marauder"


def test_ax1_a_bite_flashes_on_the_bitten_spider(app):
    from engine.arachnid.events import CritterBite

    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    board = start_game(app, 1, {"rivals": 2})
    c = next(c for c in board.state.colonies if c.kind == "rival")
    beta = c.spider("beta")
    name = board.content.game.colour_names[board.content.game.colours.index(c.colour)]
    board.animator.feed([CritterBite(c.seat, f"Tater Bug bites {name} Beta: -1 food", "A8.3")])
    board.animator.update(0.1)
    assert board.animator.flash is not None and board.animator.flash[3] == beta.hex


def test_ax1_leaving_by_the_menu_saves_and_continue_resumes_the_same_game(app):
    from scenes.arachnid.board import ArachnidBoard
    from scenes.table.title import TitleScene

    app.scenes.push(TitleScene(app))
    board = start_game(app, 4, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    made = list(board.session.commands)
    _click(app, _spot(board, "button", "menu"))
    pause = app.scenes.top
    _click(app, next(b for b in pause.buttons if b.label == "Quit to title").rect.center)
    from game import saves
    from scenes.board_kit.confirm import ConfirmScene

    if isinstance(app.scenes.top, ConfirmScene):  # moves since the last autosave: keep them
        ask = app.scenes.top
        _click(app, next(b for b in ask.buttons if b.label == "Save and quit").rect.center)
    saves.wait_for_writes()
    title = app.scenes.top
    assert isinstance(title, TitleScene)
    title.enter()
    cont = next(b for b in title.buttons if b.label == "Continue")
    assert cont.enabled
    _frames(app)
    _click(app, cont.rect.center)
    again = app.scenes.top
    assert isinstance(again, ArachnidBoard)
    assert again.session.commands == made
    assert again.state.round == board.state.round
    _frames(app)
    assert again.animator.lines[-1] == f"Game resumed in round {board.state.round}"
    assert len(again.animator.lines) > 5  # the game's log so far, not an empty panel


def test_ax1_undo_takes_back_a_move_and_speed_cycles(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    act = next(c for c in board.legal() if isinstance(c, Act) and c.action in ("spin", "overspin"))
    board.issue(act)
    _frames(app)
    assert board.session.can_undo().ok  # a plain action reveals nothing random
    n = len(board.session.commands)
    _click(app, _spot(board, "button", "undo"))
    assert len(board.session.commands) == n - 1
    assert board.animator.lines[-1].startswith("Undone: ")
    before = app.settings.anim_speed
    _click(app, _spot(board, "button", "speed"))
    assert app.settings.anim_speed != before


# Engine keys and ids that must never reach the screen (critter names such as "Ladybird
# Bandit" are player words; their ids carry digits or stay lower-case keys).
INTERNAL = ("overspin", "track:", "web:", "swap:", "spider:", "tater1", "tater2", "feed1",
            "feed2", "flyhit", "critter1", "critter2", "end_den", "_")  # fmt: skip


def test_ax1_the_screens_speak_player_words(app):
    """Every text drawn on Arachnid's screens (board moments, choices, New game, Game over)
    is in player words: no option keys, card ids or internal names."""
    import re

    from game import draw
    from game.layout_record import Recorder
    from scenes.arachnid import layout_checks

    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    words: set[str] = set()
    for build in layout_checks.builders().values():
        scene = build(app, None)
        app.scenes.push(scene)
        app.step([], 1 / 60)
        draw.recorder = Recorder()
        try:
            scene.draw(app.screen)
            words |= {d.what for d in draw.recorder.items if d.kind == "text"}
        finally:
            draw.recorder = None
        app.scenes.pop()
    assert len(words) > 100
    bad = [w for w in words if any(re.search(rf"\b{re.escape(k)}", w.lower()) for k in INTERNAL)]
    assert bad == []
    assert not any(re.search(r"\ba\d+s\d+b\d+\b", w) for w in words)  # commit keys


def test_a11_game_over_shows_each_colonys_score_round_by_round_and_plays_again(app):
    from engine.arachnid import scoring
    from scenes.arachnid.board import ArachnidBoard
    from scenes.arachnid.game_over import ArachnidOver
    from scenes.arachnid.layout_checks import _moment

    session = _moment("over")[0]
    over = ArachnidOver(app, session)
    app.scenes.push(over)
    _frames(app)
    st = session.state
    assert over.score_rows[-1] == [scoring.total(st, session.rules.content, c) for c in st.colonies]
    assert len(over.score_rows) == st.round + 1  # each round's start, then the end
    _click(app, over.buttons[0].rect.center)
    again = app.scenes.top
    assert isinstance(again, ArachnidBoard) and again.session.setup.seed == session.setup.seed + 1


def test_a11_game_over_chart_ends_at_the_round_its_headline_counts(app):
    """The chart has a point at each round's start and one at the end, but its axis is
    labelled with the round the line above names ("After round N"), not one more."""
    import re

    from scenes.arachnid.game_over import ArachnidOver
    from scenes.arachnid.layout_checks import _moment
    from tests.client.player import drawn_words

    session = _moment("over")[0]
    app.scenes.push(ArachnidOver(app, session))
    _frames(app)
    words = drawn_words(app)
    said = [int(m[1]) for w in words if (m := re.match(r"After round (\d+):", w))]
    labels = [int(m[1]) for w in words if (m := re.fullmatch(r"round (\d+)", w))]
    assert said == [session.state.round] and labels == said, (said, labels)


def test_ax1_the_hint_speaks_player_words(app):
    from engine.arachnid.heuristic import HeuristicBot

    bot = HeuristicBot()
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    for _ in range(40):
        _click(app, _spot(board, "button", "hint"))
        assert board.toast.startswith("Hint: ")
        assert not any(
            k in board.toast for k in ("overspin", "a1s", "a2s", "track:", "web:", "swap:")
        )
        board.issue(bot.choose(board.rules, board.state))
        _frames(app)
        if board.state.over:
            break


def test_ax1_watch_replay_steps_through_the_game_round_by_round(app):
    from scenes.arachnid.game_over import ArachnidOver
    from scenes.arachnid.layout_checks import _moment
    from scenes.arachnid.replay import ArachnidReplay

    session = _moment("over")[0]
    over = ArachnidOver(app, session)
    app.scenes.push(over)
    _frames(app)
    _click(app, next(b for b in over.buttons if b.label == "Watch replay").rect.center)
    replay = app.scenes.top
    assert isinstance(replay, ArachnidReplay)
    assert replay.state().round == session.state.round and replay.state().over
    _click(app, replay.buttons[0].rect.center)  # << back to where the last round began
    first = replay.index
    assert first < len(session.commands) and replay.state().round == session.state.round
    _click(app, replay.buttons[0].rect.center)  # ... and to where the round before began
    assert replay.index < first and replay.state().round == session.state.round - 1
    before = replay.index
    _click(app, replay.buttons[2].rect.center)  # Step >
    assert replay.index == before + 1


def _key(app, key, mod=0):
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=key, mod=mod, unicode=""))
    _frames(app)


def _tab_to(app, board, target: Target) -> None:
    for _ in range(300):
        _key(app, pygame.K_TAB)
        if board.focus.current == target:
            return
    raise AssertionError(f"Tab never reached {target}")


def test_ax1_a_spider_action_made_by_keyboard_alone(app):
    """Tab to an action button on a card, Enter; the ring starts on the lit hexes, Enter:
    the command, made through the board's own click handling."""
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = next(c for c in board.legal() if isinstance(c, Act) and c.action == "spin")
    _tab_to(app, board, Target("action", (cmd.spider, "spin")))
    _key(app, pygame.K_RETURN)
    assert board.selected == cmd.spider and board.action == "spin"
    assert board.focus.current.kind == "hex"  # the ring is now on where it may spin
    assert board.focus.current.ref in board.lit_hexes()
    _tab_to(app, board, Target("hex", cmd.hex))
    before = len(board.session.commands)
    _key(app, pygame.K_RETURN)
    assert board.session.commands[before:] == [cmd]


def test_ax1_esc_drops_a_picked_spider_before_it_opens_the_menu(app):
    from scenes.table.pause import PauseScene

    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cmd = next(c for c in board.legal() if isinstance(c, Act))
    _tab_to(app, board, Target("action", (cmd.spider, cmd.action)))
    _key(app, pygame.K_RETURN)
    assert board.selected == cmd.spider
    _key(app, pygame.K_ESCAPE)
    assert board.selected is None and app.scenes.top is board
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, PauseScene)


def test_ax1_the_arrows_move_the_ring_toward_their_side(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    _tab_to(app, board, Target("hex", 0))  # the centre of the web
    here = board.focus.stop().rect.center
    _key(app, pygame.K_LEFT)
    there = board.focus.stop().rect.center
    assert there[0] < here[0]
    assert board.pointer == board.focus.stop().point  # its tooltip shows, as on hover


# The fullest table (3 rivals) here; the same game with 2 rivals is played by keys in CI
# (bench/mouse_games.py, .ci/run): each costs about a sixth of the whole suite.
@pytest.mark.parametrize("rivals", [3])
def test_ax1_a_whole_game_is_played_by_keys_alone_to_game_over(tmp_path, rivals):
    stats = autoplay(
        tmp_path, "--mode", "arachnid", "--via-keys", "--seed", "3", "--rivals", str(rivals)
    )
    assert_played_by_keys_to_the_end(stats, {"Act", "EndDen", "Pass"})


def test_ax1_play_again_on_game_over_opens_a_new_game_on_the_next_seed(app):
    from scenes.arachnid.board import ArachnidBoard
    from scenes.arachnid.game_over import ArachnidOver
    from scenes.arachnid.layout_checks import _moment

    session = _moment("over")[0]
    app.scenes.push(ArachnidOver(app, session))
    _frames(app)
    _click(app, next(b for b in app.scenes.top.buttons if b.label == "Play again").rect.center)
    board = app.scenes.top
    assert isinstance(board, ArachnidBoard) and not board.state.over
    assert board.session.setup.seed == session.setup.seed + 1


def _steering(app, board, cid, h):
    """A Critter event due with a critter you control on hex h (A8.5): the sweep stops to ask."""
    from engine.arachnid import sweep

    st = board.state
    st.stage, st.feed_queue, st.choices = "event", [], []
    cr = st.critter(cid)
    cr.hex, cr.controller, cr.entangled = h, board.me.seat, False
    board.me.mind_used = True
    sweep.start(st, board.content)
    board.session.barrier = len(board.session.commands)
    _frames(app)
    return cr


def _steering_tater(app):
    """Our turn, with the Tater on hex 30 (no other critter there) ours to steer."""
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    for c in board.state.critters:
        if c.hex == 30:
            c.hex = -1
    return board, _steering(app, board, "tater1", 30)


def test_a8_5_you_steer_your_critter_by_clicking_a_direction_that_says_where_and_whom(app):
    from scenes.arachnid.words import option_text

    board, cr = _steering_tater(app)
    ch = board.state.choices[0]
    assert ch.kind == "steer"
    buttons = {s.ref for s in board.spots if s.kind == "choice"}
    assert buttons == set(ch.options)  # all six directions on screen
    words = [option_text(board.content, board.state, "steer", o) for o in ch.options]
    assert all("hex" in w and ("bites" in w) for w in words)
    assert all("face" not in w and "steer" not in w for w in words)  # player words
    _click(app, _spot(board, "button", "hint"))  # the Hint names a direction in words
    assert board.toast.startswith("Hint: ") and "face:" not in board.toast
    assert "hex" in board.toast and board.hint_marks[1]  # and lights where the critter ends
    _click(app, _spot(board, "choice", "face:4"))
    assert board.session.commands[-1] == Choose("face:4")
    from engine.arachnid.board import BOARD

    assert cr.hex in (30, BOARD.step(30, 4))


def test_a8_5_you_send_your_ladybird_by_clicking_a_lit_outer_hex(app):
    board = start_game(app, 1, {"rivals": 2})
    _frames(app)
    _to_turn(app, board)
    cr = _steering(app, board, "ladybird", 75)
    lit = board.lit_hexes()
    assert lit and board.state.choices[0].options == [f"hex:{h}" for h in lit]
    h = lit[-1]
    _click(app, tuple(int(v) for v in board.view.centre(h)))
    assert board.session.commands[-1] == Choose(f"hex:{h}") and cr.hex == h


def test_a8_5_you_steer_your_critter_by_keyboard_alone(app):
    """Tab to a direction's button, Enter; for the Ladybird, Tab to a lit hex, Enter."""
    board, _ = _steering_tater(app)
    _tab_to(app, board, Target("choice", "face:2"))
    _key(app, pygame.K_RETURN)
    assert board.session.commands[-1] == Choose("face:2")
    board.state.critter("tater1").controller = -1  # one critter controlled at a time
    _steering(app, board, "ladybird", 75)
    lit = board.lit_hexes()
    for _ in range(300):  # any lit hex of the outer ring (the panel may hide some)
        _key(app, pygame.K_TAB)
        now = board.focus.current
        if now is not None and now.kind == "hex" and now.ref in lit:
            break
    h = now.ref
    _key(app, pygame.K_RETURN)
    assert board.session.commands[-1] == Choose(f"hex:{h}")
