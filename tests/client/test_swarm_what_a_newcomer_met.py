"""Space Swarm, what a newcomer met (issue 29, item 4), through the real input path: the
Move phase begins by itself after the last new fleet is clicked into place (S5.2), the
battle forecast's worst case (S8.3), pick-ups, drops and your Research draws in the log
(S6.4, S5.5), tooltips clear of the count, the newest log line and the hex pointed at, and
Game over's standings (S9.2)."""

import pygame
import pytest

from engine.swarm import advice, flow
from engine.swarm.state import BATTLE_WINDOW, MOVE, PRODUCTION
from game.app import App
from scenes.swarm.mouse import SwarmMousePlayer
from scenes.swarm.new_game import start_game
from tests.client.player import click, drawn_words, frame, motion

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


def _words(app) -> str:
    app.scenes.top._shown = None  # the next frame draws it all
    return " ".join(drawn_words(app))


def _layout_board(app, kind: str):
    """A board the layout check builds (`kind`: battle, move ...), settled."""
    from scenes.swarm.layout_checks import _board

    board = _board(kind)(app, None)
    app.scenes.push(board)
    _settle(app, board, 20)
    return board


def _to_production(app, board) -> None:
    for _ in range(300):
        _settle(app, board)
        if board.me is not None and board.state.phase == PRODUCTION:
            return
        click(app, _spot(board, "button", "end").rect.center)
    raise AssertionError("never reached Production")


def _hex_point(board, h: int) -> tuple[int, int]:
    return tuple(map(int, board.view.centre(h)))


# --- S5.2 ------------------------------------------------------------------------------------


def test_s5_2_the_last_fleet_placed_by_click_begins_the_move_and_undo_takes_both_back(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_production(app, board)
    me = board.me
    assert not any(board.content.cards[c].attribute == "production" for c in me.hand)
    before = list(me.fleets)
    left = board.to_place()
    assert left >= 1 and board.count == left
    click(app, _hex_point(board, me.home))
    _settle(app, board)
    assert board.state.phase == MOVE and board.me is not None
    assert board.state.races[0].fleets[me.home] == before[me.home] + left
    said = [line for line in board.log if "Production ends by itself" in line]
    assert said == [
        "Ochre's Production ends by itself: every new fleet is placed and no card in hand "
        "adds more (S5.2)"
    ]
    words = _words(app)
    assert "End Production" not in words and "End moves" in words
    click(app, _spot(board, "button", "undo").rect.center)
    _settle(app, board)
    assert board.state.phase == PRODUCTION and board.state.races[0].fleets == before
    assert board.log[-1] == f"Undone: {left} new fleet{'s' if left > 1 else ''} at " + (
        board.state.board.label(me.home)
    )


def test_s5_2_a_production_card_in_hand_keeps_the_phase_open_for_it(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_production(app, board)
    me = board.me
    card = next(c for c in board.state.deck if board.content.cards[c].attribute == "production")
    board.state.deck.remove(card)  # arranged: the player holds a Production card
    me.hand.append(card)
    board._version += 1
    click(app, _hex_point(board, me.home))
    _settle(app, board)
    assert board.state.phase == PRODUCTION and board.to_place() == 0
    assert "play a Production card for more, or click End Production" in _words(app)
    click(app, _spot(board, "button", "end").rect.center)
    _settle(app, board)
    assert board.state.phase == MOVE


# --- S8.3: the worst case --------------------------------------------------------------------


def test_s8_3_the_battle_window_shows_the_worst_case_beside_the_forecast(app):
    board = _layout_board(app, "battle")
    st, me = board.state, board.me
    assert st.phase == BATTLE_WINDOW and me is not None
    h = board.battle_hex()
    d, lost = advice.forecast_with(st, board.content, me, h)
    rival = next(r for r in st.races if r.seat != me.seat and r.fleets[h])
    name = board.content.game.races[rival.seat].name
    assert rival.hand and rival.seat in st.battle.window  # it may still play its cards
    worst = advice.worst_case(st, board.content, me, h)
    assert worst is not None and worst.holders == (rival.id,)
    assert (worst.lost, -worst.destroyed) > (lost, -d)  # its cards could cost me more
    words = _words(app)
    assert f"you destroy {d}, lose {lost} (forecast)" in words
    assert f"{name} holds {len(rival.hand)} cards" in words
    said = f"At worst, if they play them: you destroy {worst.destroyed}, lose {worst.lost}."
    assert said in words

    # Once its cards are all seen in the discard pile, it can hold none of them: no worse.
    def battle_card(c: str) -> bool:
        return board.content.cards[c].attribute in advice.BATTLE_ATTRIBUTES

    for pile in [st.deck, *(r.hand for r in st.races if r.seat != me.seat)]:
        st.discard += [c for c in pile if battle_card(c)]
        pile[:] = [c for c in pile if not battle_card(c)]
    rival.hand = rival.hand or [st.deck.pop()]
    board._version += 1
    assert "At worst, their cards change nothing." in _words(app)


def test_s8_3_hovering_an_enemy_hex_in_reach_shows_the_forecast_and_its_worst_case(app):
    board = _layout_board(app, "move")
    st, me = board.state, board.me
    assert st.phase == MOVE and me is not None
    for _ in range(5):
        for h in me.stacks():
            click(app, _hex_point(board, h))
            paths = board.reachable()
            enemy = [x for x in paths if any(r.fleets[x] for r in st.races if r is not me)]
            if enemy:
                break
            click(app, _hex_point(board, h))  # put it down again
        if enemy:
            break
        card = next(c for c in st.deck if board.content.cards[c].attribute == "movement")
        st.deck.remove(card)  # arranged: one more step of Movement
        me.technologies.append(card)
        board._version += 1
    assert enemy, "no enemy hex in reach"
    target = enemy[0]
    for r in st.races:  # every enemy there holds a card it could play
        if r is not me and r.fleets[target] and not r.hand:
            r.hand.append(st.deck.pop())
    board._version += 1
    frame(app, [motion(_hex_point(board, target))])
    tip = board.tooltip_at(_hex_point(board, target))
    n = me.fleets[target] + board.count
    d, lost = advice.combat.forecast(st, board.content, me, target, n)
    worst = advice.worst_case(st, board.content, me, target, n)
    assert f"Forecast: you destroy {d}, lose {lost}." in tip
    assert worst is not None and "the forecast does not know" in tip
    assert ("At worst, if they play them" in tip) == ((worst.destroyed, worst.lost) != (d, lost))
    assert board.tip_box is not None and not board.tip_box.colliderect(board.hex_rect(target))


# --- S6.4 and S5.5 in the log ----------------------------------------------------------------


def test_s6_4_a_pickup_and_a_drop_made_by_clicks_are_both_in_the_log(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    _to_production(app, board)
    click(app, _hex_point(board, board.me.home))
    _settle(app, board)
    st, me = board.state, board.me
    assert st.phase == MOVE
    # Arranged: Movement 3 (three Technologies from the deck) and 2 fleets one step away.
    techs = [c for c in st.deck if board.content.cards[c].attribute == "movement"][:2]
    for c in techs:
        st.deck.remove(c)
        me.technologies.append(c)
    a = me.home
    b, c, d = _straight_path(st, a)
    me.fleets[b] += 2
    me.taken[b] = [0, 0]
    st.made += 2
    board._version += 1
    _settle(app, board, 3)
    click(app, _hex_point(board, a))
    assert board.selected == a
    while board.count > 1:
        click(app, _spot(board, "button", "minus").rect.center)
    shift, alt, ctrl = pygame.KMOD_SHIFT, pygame.KMOD_ALT, pygame.KMOD_CTRL
    for h, mods in ((b, shift), (b, alt), (b, alt), (c, shift), (c, ctrl)):
        _click_with(app, _hex_point(board, h), mods)
    click(app, _hex_point(board, d))
    _settle(app, board)
    lb, lc = st.board.label(b), st.board.label(c)
    line = next(x for x in board.log if "moves" in x and "picked up" in x)
    assert f"picked up 2 at {lb}, dropped 1 at {lc}" in line
    assert me.fleets[c] == 1 and me.fleets[d] == 2


def _straight_path(st, a: int) -> tuple[int, int, int]:
    """Three hexes leading away from a, each one step from the last, none a Supernova,
    Black Hole, Ruins or Wormhole (a path that goes on plainly)."""
    plain = {"deep", "nebula", "asteroids", "cluster", "dark_matter"}
    for b in st.board.neighbours(a):
        for c in st.board.neighbours(b):
            for d in st.board.neighbours(c):
                path = (b, c, d)
                if len(set((a, *path))) == 4 and all(st.board.terrain[x] in plain for x in path):
                    if not any(r.fleets[x] for r in st.races for x in path):
                        return path
    raise AssertionError("no plain path of three from home")


def _click_with(app, pos, mods: int) -> None:
    pygame.key.set_mods(mods)
    try:
        frame(
            app,
            [
                motion(pos),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
            ],
        )
    finally:
        pygame.key.set_mods(0)
    frame(app)


def test_s5_5_your_research_draw_is_logged_by_name_a_rivals_by_count(app):
    board = start_game(app, 5, {"rivals": 1})
    board.apply_speeds()
    player = SwarmMousePlayer(app, board)
    for _ in range(6000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if board.state.round >= 3 and board.ready():
            break
    assert player.unreachable == [] and player.clicks > 0
    mine = [x for x in board.log if x.startswith("Ochre draws ")]
    theirs = [x for x in board.log if x.startswith("Teal draws ")]
    assert mine and theirs
    names = ("Technology", "Event")
    assert all(any(n in x for n in names) for x in mine), mine
    assert all(x.endswith(("cards (S5.5)", "card (S5.5)")) for x in theirs), theirs
    assert not any(n in x for x in theirs for n in names)


# --- tooltips --------------------------------------------------------------------------------


def _hover(app, board, pos) -> pygame.Rect | None:
    frame(app, [motion(pos)])
    return board.tip_box


@pytest.mark.parametrize(
    "size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)]
)
def test_tooltips_never_cover_the_count_the_last_log_line_or_the_hex_pointed_at(size, scale):
    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = scale
    board = start_game(app, 5, {"rivals": 3})
    _to_production(app, board)
    click(app, _hex_point(board, board.me.home))
    _settle(app, board)
    me = board.me
    click(app, _hex_point(board, me.home))  # the count shows: - n/N +
    assert board.selected == me.home
    minus, plus = _spot(board, "button", "minus"), _spot(board, "button", "plus")
    guarded = [minus.rect, plus.rect, board._count_rect, *board._last_log_rects]
    assert board._last_log_rects
    points = [minus.rect.center, plus.rect.center, board._count_rect.center]
    points += [r.center for r in board._last_log_rects]
    points += [_hex_point(board, h) for h in range(board.state.board.size)]
    checked = 0
    for pos in points:
        box = _hover(app, board, pos)
        if box is None:
            continue
        checked += 1
        h = board.view.hex_at(pos) if board.view.rect.collidepoint(pos) else -1
        pointed = [board.hex_rect(h)] if h >= 0 else []
        for r in guarded + pointed:
            assert not box.colliderect(r), (pos, box, r, board.tooltip_at(pos))
    assert checked > board.state.board.size // 2


# --- S9.2: Game over's standings -------------------------------------------------------------


def test_s9_2_game_over_shows_the_standings_and_what_decided_and_counts_rounds_as_said(app):
    from engine.swarm.describe import decided_words
    from engine.swarm.standings import standings
    from scenes.swarm.game_over import SwarmGameOver
    from tests.client.test_swarm_screens import _finished_session

    session = _finished_session()
    st = session.state
    over = SwarmGameOver(app, session)
    app.scenes.push(over)
    words = _words(app)
    names = {r.id: r.name for r in session.rules.content.game.races}
    for row in standings(st):
        name = names[row.race]
        assert over.cells[(name, "Hexes")] == str(row.hexes)
        assert over.cells[(name, "Star Clusters")] == str(row.clusters)
        assert over.cells[(name, "Fleets")] == str(row.fleets)
    first = standings(st)[0]
    assert first.seat == st.winner and "(won)" in over.cells[(names[first.race], "Race")]
    assert decided_words(session.rules.content, st) + "." in words
    assert f"after {st.round} rounds" in words
    assert f"round {st.round}" in words and f"round {st.round + 1}" not in words
    assert len(over.held) == st.round + 1 or st.win_path != "deck_out"
    assert flow.pending(st) == -1
