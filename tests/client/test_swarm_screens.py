"""Space Swarm on screen: the title's game picker, the new-game screen and the board, driven by
clicks at what is drawn (through App.step, the real input handling)."""

import json

import pygame
import pytest

from engine.swarm.commands import Move, PlaceTechnology
from engine.swarm.content import TECHNOLOGY
from engine.swarm.state import DEVELOPMENT, MOVE, PRODUCTION
from game.app import App
from scenes import games
from scenes.swarm.board import SwarmBoard
from scenes.swarm.mouse import SwarmMousePlayer
from scenes.swarm.new_game import NewGameScene, start_game
from scenes.table.title import TitleScene
from tests.client.player import button, card, click, drawn_words, frame, motion, play_out
from weavers.cli import main

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def _spot(board, kind: str, match=lambda ref: True):
    spots = [sp for sp in [*board.spots, *board.overlay] if sp.kind == kind and match(sp.ref)]
    assert spots, f"nothing drawn is a {kind}"
    return spots[-1]


def _settle(app, frames: int = 4) -> None:
    for _ in range(frames):
        frame(app)


def test_the_title_picks_the_game_new_game_starts(app):
    title = TitleScene(app)
    app.scenes.push(title)
    frame(app)
    assert app.game_mode == "galaxy"
    click(app, card(title, "arachnid").center)
    assert app.game_mode == "arachnid"
    click(app, card(title, "swarm").center)
    assert app.game_mode == "swarm"
    click(app, button(title, "New game").rect.center)
    assert isinstance(app.scenes.top, NewGameScene)


def test_adding_a_game_is_one_registry_entry():
    entry = games.GameEntry("test", "Test", "A pitch.", "scenes.table.game_pictures:swarm")
    try:
        games.register(entry)
        assert entry in games.entries() and not entry.available  # coming until it has screens
    finally:
        games.GAMES.pop("test")


def test_new_game_screen_sets_rivals_seats_and_level_by_clicks(app):
    scene = NewGameScene(app)
    app.scenes.push(scene)
    frame(app)
    click(app, scene.rival_buttons[1].rect.center)  # 2 rivals
    frame(app)
    click(app, scene.seat_buttons[0].rect.center)  # Teal is a person: hot-seat
    click(app, scene.level_buttons[0].rect.center)
    assert scene.options() == {
        "difficulty": 1,
        "rivals": 2,
        "board": "standard",
        "seats": ["human", "human", "automa"],
    }
    click(app, scene.start.rect.center)
    board = app.scenes.top
    assert isinstance(board, SwarmBoard) and len(board.state.races) == 3


def _board(app, seed=4, **options) -> SwarmBoard:
    board = start_game(app, seed, {"rivals": 1, "difficulty": 3, **options})
    _settle(app)
    return board


def test_s5_1_a_technology_is_placed_by_clicking_the_card_then_its_choice(app):
    board = _board(app)
    me = board.me
    assert board.state.phase == DEVELOPMENT and me is not None
    tech = next(c for c in me.hand if board.content.cards[c].kind == TECHNOLOGY)
    click(app, _spot(board, "card", lambda ref: ref[1] == tech).rect.center)
    i = next(i for i, o in enumerate(board.options) if isinstance(o.command, PlaceTechnology))
    click(app, _spot(board, "option", lambda ref: ref == i).rect.center)
    _settle(app)
    assert tech in me.technologies
    assert board.session.commands[-1] == PlaceTechnology(me.id, tech)


def test_hovering_a_refused_choice_says_why_and_clicking_it_changes_nothing(app):
    board = _board(app)
    me = board.me
    card = me.hand[0]
    click(app, _spot(board, "card", lambda ref: ref[1] == card).rect.center)
    frame(app)
    discard = next(sp for sp in board.overlay if sp.kind == "option" and not sp.enabled)
    frame(app, [motion(discard.rect.center)])
    assert "limit" in board.tooltip_at(discard.rect.center)
    before = list(board.session.commands)
    click(app, discard.rect.center)
    assert board.session.commands == before and "Not allowed" in board.toast


def test_s6_a_stack_moves_by_clicking_it_then_a_shaded_hex(app):
    board = _board(app)
    me = board.me
    for _ in range(2):  # through Development and Production
        click(app, _spot(board, "button", lambda ref: ref == "end").rect.center)
        if board.state.phase == PRODUCTION:
            home = me.home
            click(app, tuple(map(int, board.view.centre(home))))
        _settle(app)
    assert board.state.phase == MOVE
    origin = me.stacks()[0]
    assert "Click to move them" in board.hex_tip(origin)
    click(app, tuple(map(int, board.view.centre(origin))))
    # From home the count leaves one fleet behind unless asked (the home is not emptied).
    assert board.selected == origin and board.count == me.fleets[origin] - 1
    paths = board.reachable()
    goal = min(paths)
    click(app, _spot(board, "button", lambda ref: ref == "minus").rect.center)
    assert board.count == me.fleets[origin] - 2
    click(app, tuple(map(int, board.view.centre(goal))))
    _settle(app)
    assert board.session.commands[-1] == Move(me.id, origin, me.fleets[goal], paths[goal])
    assert "You have given your move order" in board.hex_tip(goal)  # Strategic 1: one order


def test_hot_seat_shows_the_curtain_until_the_next_player_takes_the_mouse(app):
    board = _board(app, seats=["human", "human"])
    first = board.me.seat
    assert board.curtain  # nobody has taken the mouse yet: hands are hidden
    assert not [sp for sp in board.spots if sp.kind == "card"]
    click(app, _spot(board, "curtain").rect.center)
    assert not board.curtain and board.viewer == first
    assert [sp for sp in board.spots if sp.kind == "card"]
    for _ in range(3):  # Development, Production (placing its fleets), Move: the turn ends
        if board.state.phase == PRODUCTION:
            click(app, tuple(map(int, board.view.centre(board.me.home))))
        click(app, _spot(board, "button", lambda ref: ref == "end").rect.center)
        _settle(app)
    assert board.me.seat != first and board.curtain


def test_a_game_is_played_to_game_over_by_clicks_nothing_unreachable_its_log_plain(app):
    """One game by clicks serves both checks (it takes the longest of this file). The log:
    play-test found 'places a Attack Technology', 'Bid standing: ...' twice in a row, a rival's
    place said twice, unexplained '[Raid]' tags. A game's log has none of them."""
    import re

    from game.rule_tags import split_rule

    board = _board(app, seed=2, rivals=3)
    player = SwarmMousePlayer(app, board)
    play_out(app, player, most=6000)
    assert board.state.over and getattr(app.scenes.top, "shows_result", False)
    assert player.unreachable == []
    assert {"Move", "EndPhase", "Produce", "PickPlace"} <= set(player.kinds)
    log = board.log
    assert any("card) " in line for line in log)  # a rival's decision names its card
    rivals = [board.content.game.races[r.seat].name for r in board.state.races if r.kind != "human"]
    for prev, line in zip(["", *log], log, strict=False):
        assert not re.search(r"\ba [AEIOU]", line), line
        assert "[" not in line, line
        same = split_rule(line)[0] == split_rule(prev)[0]  # the words, whatever the rule
        assert not (line.startswith("Bid standing") and same), line
        assert " 1 new fleets" not in line and " 1 fleets" not in line, line
        for name in rivals:  # a rival's decision line says it once, not again after it
            assert not line.startswith((f"{name} takes place", f"{name} gets ")), line
            assert not line.startswith(f"{name} moves ") or "must stop" in line, line


def test_the_command_line_plays_space_swarm_by_mouse(tmp_path):
    stats = tmp_path / "stats.json"
    args = ["--mode", "swarm", "--autoplay", "--via-mouse", "--seed", "2", "--rivals", "2"]
    assert main([*args, "--frames", "600", "--stats-json", str(stats)]) == 0
    out = json.loads(stats.read_text())
    assert out["via_mouse"] is True and out["unreachable"] == [] and out["commands"] >= 1


def test_the_random_bot_uses_the_other_commands_by_mouse(app):
    board = _board(app, seed=7)
    player = SwarmMousePlayer(app, board, bot="random")
    play_out(app, player, most=1500, until=lambda: board.state.over)
    assert player.unreachable == []
    assert player.commands > 20


def _finished_session(seed: int = 2):
    from engine.core.session import Session
    from engine.swarm.bots import make_bot
    from engine.swarm.rules import SwarmRules

    rules = SwarmRules()
    session = Session.new(rules, rules.setup(seed, rivals=3))
    bot = make_bot("heuristic", seed)
    while not session.state.over:
        session.submit(bot.choose(rules, session.state))
    return session


def test_continue_and_load_open_a_space_swarm_save_on_its_own_board(app):
    from game import saves
    from scenes.table.load import LoadScene

    board = _board(app)
    board.autosave()
    saves.wait_for_writes()
    title = TitleScene(app)
    app.scenes.push(title)
    frame(app)
    click(app, card(title, "swarm").center)  # Continue resumes the picked game's save
    cont = button(title, "Continue")
    assert cont.enabled and "Space Swarm" in cont.tooltip and "rival" in cont.tooltip
    click(app, cont.rect.center)
    assert isinstance(app.scenes.top, SwarmBoard)
    load = LoadScene(app)
    app.scenes.push(load)
    frame(app)
    row = load.rows[0]
    from scenes.table.load_rows import game_title

    assert "Space Swarm" in game_title(row.game)
    click(app, row.rect.center)
    assert isinstance(app.scenes.top, SwarmBoard)


def test_a_finished_game_shows_its_chart_and_opens_its_own_replay(app):
    from scenes.swarm.game_over import SwarmGameOver
    from scenes.swarm.replay import SwarmReplay

    session = _finished_session()
    over = SwarmGameOver(app, session)
    app.scenes.push(over)
    frame(app)
    assert len(over.held) >= session.state.round and len(over.held[0]) == 4
    click(app, button(over, "Watch replay").rect.center)
    replay = app.scenes.top
    assert isinstance(replay, SwarmReplay) and replay.index == len(session.commands)
    click(app, button(replay, "<< Turn").rect.center)
    assert replay.index < len(session.commands)
    frame(app)


def test_s8_3_the_board_asks_in_a_battle_window_only_when_a_card_would_change_the_forecast(app):
    from engine.swarm import advice
    from engine.swarm.commands import Pass
    from engine.swarm.state import BATTLE_WINDOW
    from scenes.swarm.layout_checks import _session

    session = _session("battle")
    board = SwarmBoard(app, session)
    app.scenes.push(board)
    me = board.me
    h = board.battle_hex()
    assert session.state.phase == BATTLE_WINDOW and me is not None
    mattering = advice.cards_that_matter(session.state, board.content, me, h)
    assert board.auto_pass_due() == (not mattering)
    me.hand = [c for c in me.hand if c not in mattering]  # keep only cards that change nothing
    assert board.auto_pass_due() and not board.ready()
    before = len(session.commands)
    _settle(app)
    assert session.commands[before] == Pass(me.id)
    assert any("No card of yours would change the battle" in line for line in board.log)


def test_the_rules_viewer_shows_the_picked_games_rules(app):
    from scenes.table.rules import RulesScene

    title = TitleScene(app)
    app.scenes.push(title)
    frame(app)
    click(app, card(title, "swarm").center)
    click(app, button(title, "Rules").rect.center)  # the pictured pages come first
    pages = app.scenes.top
    frame(app)
    click(app, pages.full.rect.center)  # then "Full rules": the whole reference
    rules = app.scenes.top
    assert isinstance(rules, RulesScene)
    assert [e.id for e in rules.search_fn("S7.1")][:1] == ["S7.1"]
    frame(app)


def test_s6_4_a_move_drops_fleets_along_its_path_by_ctrl_click(app):
    board = _board(app)
    me = board.me
    for _ in range(2):
        if board.state.phase == PRODUCTION:
            click(app, tuple(map(int, board.view.centre(me.home))))
        click(app, _spot(board, "button", lambda ref: ref == "end").rect.center)
        _settle(app)
    assert board.state.phase == MOVE
    from engine.swarm.state import Bonus

    me.bonuses.append(Bonus("movement", 1, "turn", "movement-e1"))  # two steps this turn
    origin = max(me.stacks(), key=lambda h: me.fleets[h])
    click(app, tuple(map(int, board.view.centre(origin))))
    two = [g for g, p in board.reachable().items() if len(p) == 2]
    path = board.reachable()[two[0]]
    player = SwarmMousePlayer(app, board)
    cmd = Move(me.id, origin, board.count, path, (-1, 0))
    for action in player._move(cmd):
        player._post(action)
        frame(app, pygame.event.get())
    _settle(app)
    pygame.key.set_mods(0)
    assert board.session.commands[-1] == cmd
    assert me.fleets[path[0]] >= 1


def test_s8_3_a_game_by_mouse_makes_the_very_moves_the_bot_makes_without_a_screen(app):
    """The board passes a battle window for the player only when no card (alone or with
    others) would change the forecast: then the bot, asked, would pass too. Seed 3 holds a
    battle where a Defense card matters only with a second one."""
    from engine.core.session import Session
    from engine.swarm.bots import make_bot
    from engine.swarm.rules import SwarmRules

    rules = SwarmRules()
    alone = Session.new(rules, rules.setup(3, rivals=1, difficulty=3))
    bot = make_bot("heuristic", 3)
    while not alone.state.over:
        alone.submit(bot.choose(rules, alone.state))
    board = _board(app, seed=3)
    player = SwarmMousePlayer(app, board)
    app.driver = player
    for _ in range(40000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if board.state.over:
            break
    assert board.session.commands == alone.commands and player.unreachable == []


def test_fleets_arrive_with_their_glide_and_losses_fall_with_the_strike():
    """At 1x the map shows each stack where the played beats have put it: a moving stack is
    still at home until it sets out and arrives when its glide lands; once everything has
    played, the map shows the game as it is."""
    a = App((1280, 720), frames=None)
    board = start_game(a, 2, {"rivals": 3, "difficulty": 3})
    player = SwarmMousePlayer(a, board)
    a.driver = player
    differed = False
    try:
        for _ in range(2500):
            player.tick(1 / 60)
            a.step(pygame.event.get(), 1 / 60)
            differed = differed or bool(board.anim.pending)
            if not board.anim.busy:
                assert board.anim.pending == {}
            if board.anim.glides:
                g = board.anim.glides[0]
                seat = board.state.race(g.race).seat
                dest = board.view.hex_at(tuple(map(int, g.points[-1])))
                assert board.anim.shown_fleets(seat, dest) <= board.state.races[seat].fleets[dest]
    finally:
        pygame.quit()
    assert differed


def test_the_speed_button_sets_how_fast_moves_and_rivals_play_and_keeps_it(app):
    from game import settings
    from game.tween import SPEEDS

    board = _board(app)
    click(app, _spot(board, "button", lambda ref: ref == "speed").rect.center)
    assert app.settings.weavers_speed == app.settings.anim_speed == "1x"  # after instant
    assert board.anim.queue.speeds == {"anim": SPEEDS["1x"], "weavers": SPEEDS["1x"]}
    assert settings.load()[0].weavers_speed == "1x"


def test_hint_says_the_sensible_move_and_why_and_rings_it(app):
    board = _board(app)
    click(app, _spot(board, "button", lambda ref: ref == "hint").rect.center)
    assert board.hint is not None and board.toast.startswith("Hint: ")
    assert board.hint in board.legal() or board.session.check(board.hint).ok
    assert board.session.notes["hints"] == 1


def test_the_shared_pause_menu_saves_a_space_swarm_game_and_goes_back_to_the_title(app):
    from game import saves
    from scenes.table.pause import PauseScene
    from tests.client.player import press

    board = _board(app)
    press(app, pygame.K_ESCAPE)
    menu = app.scenes.top
    assert isinstance(menu, PauseScene)
    click(app, button(menu, "Save game").rect.center)
    assert app.scenes.top is board and board.toast.startswith("Game saved")
    assert any(i.summary.get("rivals") == 1 for i in saves.list_saves(None))
    press(app, pygame.K_ESCAPE)
    click(app, button(app.scenes.top, "Rules (F1)").rect.center)
    assert app.scenes.top.search_fn("S7")[0].id.startswith("S7")


def test_mode_on_the_command_line_picks_the_game_on_the_title(monkeypatch):
    import game.app

    seen = {}

    def look(self) -> int:  # instead of the loop: what the title shows
        seen["picked"] = self.scenes.top.picker.entry.mode
        pygame.quit()
        return 0

    monkeypatch.setattr(game.app.App, "run", look)
    assert main(["--mode", "swarm", "--frames", "2"]) == 0
    assert seen["picked"] == "swarm"


def test_the_bars_and_buttons_wait_while_the_rivals_moves_play():
    """Newcomer play-test: after the player's move the bars and the rival rows showed the
    state already ahead of the map and Pass was clickable. While rivals' beats play, the bar
    says who is deciding with Skip, no button of the player's is drawn, the panels show the
    state from before, and a click on the map changes nothing."""
    a = App((1280, 720), frames=None)
    board = start_game(a, 2, {"rivals": 2, "difficulty": 3})
    player = SwarmMousePlayer(a, board)
    a.driver = player
    seen = 0
    try:
        for _ in range(1500):
            player.tick(1 / 60)
            a.step(pygame.event.get(), 1 / 60)
            if not board.anim.rivals_playing or not board.spots:
                continue
            seen += 1
            names = {sp.ref for sp in board.spots if sp.kind == "button"}
            assert "skip" in names and not names & {"end", "pass", "plus", "minus"}
            assert not [sp for sp in board.spots if sp.kind in ("place", "target")]
            if board.session.commands:  # not the opening: there is a state from before
                assert board.shown is not board.state
            cards = sorted(sp.ref[1] for sp in board.spots if sp.kind == "card")
            assert cards == sorted(board.shown.races[board.viewer].hand)
            assert board.anim.round <= board.state.round
            before = len(board.session.commands)
            board.click(board.view.rect.center)
            assert len(board.session.commands) == before and not board.session.queue
    finally:
        pygame.quit()
    assert seen


def test_a_hex_tooltip_is_one_sentence_a_line_with_the_right_plurals(app):
    """Play-test: tips ran together ('... stops there Move 8 here (1 steps).'), with '1
    fleets'. Each part is its own line ending in a full stop; counts of one are singular."""
    board = _board(app)
    st = board.state
    for h in range(len(st.board.terrain)):
        tip = board.hex_tip(h)
        for line in tip.split("\n"):
            assert line.endswith("."), (h, line)
            assert " 1 fleets" not in line and "(1 steps)" not in line
            assert "place 0 " not in line
    me = board.me
    home = next(h for h in range(len(st.board.terrain)) if me.fleets[h])
    lines = board.hex_tip(home).split("\n")
    name = board.content.game.races[me.seat].name
    n = me.fleets[home]
    assert f"{name}: {n} fleet{'s' if n != 1 else ''}." in lines


def _words(app) -> str:
    """Every text the next frame draws, joined."""
    return " ".join(drawn_words(app))


def test_the_prompts_say_when_nothing_is_left_and_rows_follow_the_turn_order(app):
    """Play-test: 'Production: 0 new fleets; click one of your stacks', the Move prompt still
    asking for a stack once every order was given, and rival rows left in seat order while
    the turn-order line above them changed."""
    from engine.swarm.commands import EndPhase, Produce

    board = _board(app, rivals=2)
    me = board.me
    click(app, _spot(board, "button", lambda ref: ref == "end").rect.center)
    _settle(app)
    assert board.state.phase == PRODUCTION and board.to_place() > 0
    home = next(h for h in range(len(board.state.board.terrain)) if me.fleets[h])
    board.try_issue(Produce(me.id, home, board.to_place()))
    _settle(app)
    words = _words(app)
    assert "all your new fleets are placed" in words and "0 new fleets" not in words
    board.try_issue(EndPhase(me.id))
    _settle(app)
    assert board.state.phase == MOVE
    me = board.me
    me.orders = 99  # every order given (how many does not matter to the prompt)
    board._version += 1
    assert "given all your move orders" in _words(app)
    seats = [r.seat for r in board.state.races]
    board.state.order = list(reversed(seats))
    board._version += 1
    _words(app)
    rows = sorted((sp for sp in board.spots if sp.kind == "race"), key=lambda sp: sp.rect.y)
    assert [sp.ref for sp in rows] == board.state.order


def test_play_again_on_game_over_opens_a_new_game_on_the_next_seed(app):
    from scenes.swarm.board import SwarmBoard
    from scenes.swarm.game_over import SwarmGameOver

    session = _finished_session()
    app.scenes.push(SwarmGameOver(app, session))
    frame(app)
    click(app, button(app.scenes.top, "Play again").rect.center)
    board = app.scenes.top
    assert isinstance(board, SwarmBoard) and not board.state.over
    assert board.session.setup.seed == session.setup.seed + 1


def test_the_top_bar_of_a_finished_game_names_no_empty_race(app, monkeypatch):
    from game import draw
    from scenes.swarm.board import SwarmBoard as Board

    board = Board(app, _finished_session())
    app.scenes.push(board)
    said = []
    real = draw.text
    monkeypatch.setattr(
        draw,
        "text",
        lambda surface, words, *a, **k: said.append(words) or real(surface, words, *a, **k),
    )
    for _ in range(3):
        frame(app)
    bar = [w for w in said if isinstance(w, str) and w.startswith("Round ")]
    assert bar and not any(": game over" in w or "|  :" in w for w in bar), bar


def test_a_space_swarm_result_reads_as_a_sentence_on_load():
    from scenes.swarm.saved import result

    assert result({"result": "won", "cause": "clusters"}) == "Won by holding every Star Cluster"
    lost = result({"result": "lost", "cause": "deck_out"})
    assert lost.startswith("Lost: a rival won with the most space") and "winner" not in lost
    assert result({"result": "lost", "cause": "eliminated"}) == "Lost: no fleets left"


def test_a_larger_ui_scale_grows_the_boards_words_at_1280x720(app):
    board = _board(app, rivals=2)
    plain = board.board_scale((1280, 720))
    app.ui_scale = 1.5
    assert board.board_scale((1280, 720)) >= plain * 1.15
