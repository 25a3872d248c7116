"""Issue 28's Space Swarm findings, by clicks at what the board draws (through App.step, the real
input handling): the vanishing fleet's order refused with a reason (S6.4), Undo after an
automatic pass (S8.3, C3.1), and the turn order shown while the rivals play (S4.4)."""

import pygame
import pytest

from engine.core.session import Session, snapshot
from engine.swarm.commands import EndPhase
from engine.swarm.movement import stops_at
from engine.swarm.rules import SwarmRules
from engine.swarm.state import BATTLE_WINDOW, DEVELOPMENT, MOVE, PRODUCTION
from game.app import App
from scenes.swarm.board import SwarmBoard
from scenes.swarm.mouse import SwarmMousePlayer
from scenes.swarm.new_game import start_game
from tests.client.player import click
from tests.client.test_swarm_screens import _settle, _spot, _words


@pytest.fixture
def app():
    a = App((1280, 720), frames=None)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    yield a
    pygame.key.set_mods(0)
    pygame.quit()


def _at(board, h):
    return tuple(map(int, board.view.centre(h)))


def _click_hex(app, board, h, mods=0):
    pygame.key.set_mods(mods)  # read by the board as it handles the click
    try:
        click(app, _at(board, h))
    finally:
        pygame.key.set_mods(0)


def _button(app, board, name):
    click(app, _spot(board, "button", lambda ref: ref == name).rect.center)


# --- S6.4: the vanishing fleet ---------------------------------------------------------------


def test_s6_4_the_order_that_made_a_fleet_vanish_is_refused_with_a_reason_by_clicks(app):
    """Issue 28's repro: select a stack, Shift-click a neighbour, Shift-click back on the
    stack's own hex, Alt-click it (pick up), click the neighbour. The order would take the
    fleets that left a second time: refused, and said why; nothing changes."""
    board = start_game(app, 4, {"rivals": 1, "difficulty": 3})
    _settle(app)
    st, me = board.state, board.me
    for card in ("movement-t1", "movement-t2"):  # Movement 3: out, back and out again
        pile = next(p for p in (st.deck, *(r.hand for r in st.races)) if card in p)
        pile.remove(card)
        me.technologies.append(card)
    assert st.phase == DEVELOPMENT
    while st.phase != MOVE:
        if st.phase == PRODUCTION and board.to_place():
            click(app, _at(board, me.home))
        _button(app, board, "end")
        _settle(app)
    origin = me.home
    _click_hex(app, board, origin)
    assert board.selected == origin and board.count == me.fleets[origin] - 1  # one stays home
    _button(app, board, "plus")
    assert board.count == me.fleets[origin]
    paths = board.reachable()
    near = min(g for g, p in paths.items() if len(p) == 1 and not stops_at(st, me, g))
    before = (list(board.session.commands), [list(r.fleets) for r in st.races])
    _click_hex(app, board, near, pygame.KMOD_SHIFT)
    _click_hex(app, board, origin, pygame.KMOD_SHIFT)
    assert board.waypoints == [near, origin]
    _click_hex(app, board, origin, pygame.KMOD_ALT)
    assert board.changes == {origin: 1}
    _click_hex(app, board, near)
    _settle(app)
    assert (board.session.commands, [r.fleets for r in st.races]) == before
    assert "Not allowed" in board.toast and "not there to pick up again" in board.toast
    assert board.rules.validate(st) == []


# --- S8.3 / C3.1: Undo after an automatic pass -----------------------------------------------


def _two_battles_the_first_passed_for_the_player():
    """The player's Move phase with two battle hexes: at the first no card of the player's
    changes the forecast (the board passes for them), at the second their Attack Event
    does (they are asked). No card is drawn or shown in between."""
    from tests.swarm.helpers import RULES, bare, clear, hx, put, turn_of

    s = bare()
    clear(s)
    first, second = hx(s, 2, 1), hx(s, 4, 3)
    put(s, 0, first, 5)
    put(s, 1, first, 1)  # we destroy it all already; Attack changes nothing here
    put(s, 0, second, 2)
    put(s, 1, second, 6)  # Attack +2 makes 2 fleets destroy 6 here
    put(s, 1, hx(s, 6, 4), 1)
    s.deck.remove("attack-e1")
    s.races[0].hand.append("attack-e1")
    turn_of(s, 0, MOVE)
    session = Session(RULES, RULES.setup(1, rivals=1), s, [])
    session._barrier_state = snapshot(s)  # Undo replays from this arranged position
    return session, first, second


def test_s8_3_undo_after_an_automatic_pass_takes_back_the_players_own_command(app):
    session, first, second = _two_battles_the_first_passed_for_the_player()
    board = SwarmBoard(app, session)
    app.scenes.push(board)
    _settle(app)
    me = board.me
    _button(app, board, "end")
    _settle(app)
    st = board.state
    assert st.phase == BATTLE_WINDOW and board.battle_hex() == second and board.me is me
    assert any("No card of yours would change the battle" in line for line in board.log)
    assert board.session.commands == [EndPhase(me.id), *board.session.commands[1:]]
    _button(app, board, "undo")
    _settle(app, 8)
    assert board.session.commands == [] and board.state.phase == MOVE  # not passed again
    assert any(line.startswith("Undone: end this phase") for line in board.log)


def test_s8_3_undo_is_dark_after_a_rivals_battle_passed_for_the_player_and_a_draw(app):
    """Let a rival's battle pass for you, then, at your next decision, Undo: the rival's turn
    drew cards after the pass, so Undo is not lit, says why and changes nothing."""
    board = start_game(app, 2, {"rivals": 1, "difficulty": 3})
    player = SwarmMousePlayer(app, board)
    app.driver = player
    seen = []  # whose turn it was each time the board passed for the player
    board_pass = board._auto_pass

    def spy():
        if not board.session.queue and board.auto_pass_due():
            seen.append(board.state.races[board.state.active].kind)
        board_pass()

    board._auto_pass = spy
    for _ in range(40000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if board.state.over or ("automa" in seen and board.ready()):
            break
    assert "automa" in seen, "no rival's battle was passed for the player"
    _settle(app)
    undo = _spot(board, "button", lambda ref: ref == "undo")
    assert not undo.enabled
    before = (list(board.session.commands), snapshot(board.state))
    click(app, undo.rect.center)
    _settle(app)
    assert "Cannot undo" in board.toast
    assert (board.session.commands, board.state) == before


# --- S4.4: the turn order while the rivals play ----------------------------------------------


def _rows(board):
    rows = sorted((sp for sp in board.spots if sp.kind == "race"), key=lambda sp: sp.rect.y)
    return [sp.ref for sp in rows]


def test_s4_4_the_turn_order_panel_shows_the_bids_order_while_the_rivals_play(app):
    """Issue 28: seed 7, three rivals: in round 4 the panel still named last round's order
    while the rivals played the turns the bid had ordered anew. Once the first turn of the
    new order plays, the panel lists the races in that order."""
    from engine.swarm.bots import make_bot

    rules = SwarmRules()
    board = start_game(app, 7, {"rivals": 3, "difficulty": 3})
    bot = make_bot("heuristic", 7)
    _settle(app)
    for _ in range(400):  # play at once until the player's command sets off a new order
        st = board.state
        assert not st.over
        cmd = bot.choose(rules, st)
        probe = snapshot(st)
        events = rules.apply(probe, cmd)
        rivals_first = [
            e for e in events if type(e).__name__ == "TurnStarted" and e.round == probe.round
        ]
        if probe.order != st.order and rivals_first and probe.round >= 4:
            break
        board.try_issue(cmd)
        _settle(app, 2)
    else:
        raise AssertionError("no new turn order set off by the player")
    new_order, new_round = list(probe.order), probe.round
    first = rules.content.game.races[new_order[0]].name
    app.settings.anim_speed = app.settings.weavers_speed = "1x"
    board.apply_speeds()
    board.try_issue(cmd)
    checked = 0
    for _ in range(3000):
        app.step([], 0.05)
        if not board.anim.rivals_playing:
            break
        if any(line.startswith(f"Round {new_round}: ") for line in board.log):
            checked += 1
            assert _rows(board) == new_order, (board.log[-1], first)
    assert checked > 0


def test_s8_3_the_battle_prompt_says_what_the_forecast_cannot_know(app):
    from scenes.swarm.layout_checks import _session

    session = _session("battle")
    board = SwarmBoard(app, session)
    board.passes_for_player = False  # keep the prompt open whatever the hand
    app.scenes.push(board)
    _settle(app)
    st, me = board.state, board.me
    h = board.battle_hex()
    enemy = next(r for r in st.races if r.seat != me.seat and r.fleets[h] > 0)
    enemy.hand = [st.deck.pop(), st.deck.pop(), st.deck.pop()]
    board._version += 1
    name = board.content.game.races[enemy.seat].name
    words = _words(app)
    assert "(forecast)" in words and f"{name} holds 3 cards" in words
    assert "the forecast does not know them" in words
