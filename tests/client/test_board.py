"""Scene tests: the real scenes, driven by synthetic mouse and key events, headless."""

import pygame
import pytest

from engine.core.serial import state_hash
from engine.galaxy.commands import EndTurn, InitiateConflict, PlaceCube, TakeCard
from game import saves
from game.app import App
from scenes.galaxy.board import BoardScene
from scenes.galaxy.new_game import NewGameScene, start_game
from tests.client.boards import weavers_board
from tests.client.player import answer_yes, click, motion
from tests.client.player import press as key
from weavers.cli import main

pytestmark = pytest.mark.on_board(instant=False)  # conftest: no scene yet


def new_board(app, seed=1, **options) -> BoardScene:
    """The opening's animations still playing, as a player sees them."""
    return weavers_board(app, seed, settle=False, **options)


def hand_spot(board, colour):
    return next(s for s in board.spots if s.kind == "hand" and s.ref == colour)


def test_click_a_cube_then_a_lit_route_slot_places_it(app):
    board = new_board(app)
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    click(app, hand_spot(board, colour).rect.center)
    assert board.selected == colour
    legal = [
        c
        for c in board.legal()
        if isinstance(c, PlaceCube) and c.colour == colour and c.spot == "route"
    ]
    assert legal
    target = legal[0]
    click(app, board.view.slot_rect(target.ref, 0).center)
    assert board.session.commands[-1] == target
    assert board.state.routes[target.ref] == [colour]


def test_an_illegal_click_explains_and_changes_nothing(app):
    board = new_board(app)
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    click(app, hand_spot(board, colour).rect.center)
    before = state_hash(board.state)
    far = board.state.galaxy.routes.index(
        next(r for r in board.state.galaxy.routes if {r.a, r.b} == {3, 4})
    )
    pos = board.view.slot_rect(far, 0).center
    app.step([motion(pos)], 0.016)
    assert "C4.1" in board.hover_text() and board.hover_text().startswith("Not here")
    click(app, pos)
    assert state_hash(board.state) == before
    assert board.session.commands == []
    assert "Not allowed" in board.toast and "C4.1" in board.toast


def test_right_click_drops_the_selection(app):
    board = new_board(app)
    colour = next(c for c in ("red", "yellow", "blue", "white", "black") if board.state.hand[c])
    click(app, hand_spot(board, colour).rect.center)
    assert board.selected
    click(app, (5, 5), button=3)
    assert board.selected is None


def test_clicking_a_deck_takes_its_top_card(app):
    board = new_board(app)
    spot = next(s for s in board.spots if s.kind == "deck" and s.ref == "commerce")
    top = board.state.decks["commerce"][0]
    click(app, spot.rect.center)
    assert board.session.commands[-1] == TakeCard("commerce")
    assert board.state.tableau[-1].card == top


def test_hovering_a_deck_tells_what_its_top_card_does(app):
    board = new_board(app)
    spot = next(s for s in board.spots if s.kind == "deck" and s.ref == "expansion")
    card = board.content.card(board.state.decks["expansion"][0])
    app.step([motion(spot.rect.center)], 0.016)
    text = board.hover_text()
    assert text.startswith(f"Take {card.name}") and "Reward:" in text
    board.issue(TakeCard("commerce"))  # one card a turn: now the deck says why not
    app.step([motion(spot.rect.center)], 0.016)
    assert "Reward:" in board.hover_text() and "Not now" in board.hover_text()
    surface = pygame.Surface((1280, 720))
    board.draw(surface)  # the long tooltip wraps inside the window


def test_enter_ends_the_turn(app):
    board = new_board(app)
    key(app, pygame.K_RETURN)
    answer_yes(app)  # cubes in hand: it asks first (tests/client/test_late_board.py)
    assert board.session.commands[-1] == EndTurn()
    assert board.state.turn == 2 or board.state.over


def test_a_conflict_is_started_by_clicking_card_origin_then_target(app):
    board = new_board(app, species="vorr")
    st = board.state
    from tests.galaxy.helpers import give_card

    i = give_card(st, "raid")
    board.refresh()
    app.step([], 0.016)
    card = next(s for s in board.spots if s.kind == "card" and s.ref == i)
    click(app, card.rect.center)
    assert board.conflict == (i, 0)
    click(app, board.view.centre(st.home))
    assert board.conflict == (i, st.home)
    target = next(
        c.target
        for c in board.legal()
        if isinstance(c, InitiateConflict) and c.project == i and c.origin == st.home
    )
    click(app, board.view.centre(target))
    assert board.session.commands[-1] == InitiateConflict(i, st.home, target)
    assert st.tableau[i].seq > 0
    assert board.toast_time <= 0  # no prompt of the finished steps lingers
    assert not any("attack from" in w for w, _ in drawn_texts(app))


def test_clicking_a_swarm_shows_its_card(app):
    board = new_board(app)
    sw = board.state.swarms[0]
    click(app, board.view.centre(sw.system))
    assert board.popup is not None
    assert "swarm" in board.popup.title
    assert any("Arrows" in line for line in board.popup.lines)


def test_a_pending_choice_lights_its_options_and_a_click_answers_it(app):
    board = new_board(app, species="drift")  # power: a free base
    click(app, board.buttons["power"].rect.center)
    st = board.state
    assert st.pending is not None and st.pending.kind == "free_base"
    marks, *_ = board.marks()
    assert marks.systems == {o.ref for o in st.pending.options}
    choice = sorted(marks.systems)[0]
    click(app, board.view.centre(choice))
    assert st.pending is None and choice in st.bases


def test_autoplay_plays_through_the_real_queue(app):
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    board = start_game(app, 3, {"difficulty": 3}, autoplay=True)
    for _ in range(60):
        app.step([], 0.016)
        if board.state.over:
            break
    assert len(board.session.commands) > 10
    assert len(board.log) > 20


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_the_board_draws_at_every_supported_size(size):
    a = App(size, frames=1)
    board = new_board(a)
    a.step([], 0.016)
    assert board.view.rect.width > size[0] * 0.5
    assert board.view.size > 20 * size[1] / 720
    pygame.quit()


def test_the_game_over_scene_follows_the_end(app):
    board = new_board(app)
    key(app, pygame.K_h)  # one hint asked for: Game over counts it
    board.state.supremacy["might"] = 5
    board.state.over, board.state.result, board.state.cause = True, "won", "supremacy"
    key(app, pygame.K_SPACE)  # skip the opening's animations
    for _ in range(3):
        app.step([], 1.0)
    from scenes.galaxy.game_over import GameOverScene

    assert isinstance(app.scenes.top, GameOverScene)
    details = app.scenes.top.details()
    assert "1 hint used" in details and "Level 3" in details


def test_w7_4_a_practice_galaxy_where_enter_is_all_the_player_presses_ends_and_says_why(app):
    # Ending turn after turn without a move leaves the galaxy as it stood: after the
    # standstill turns [T] the game is over (issue 31: such games never ended).
    from engine.galaxy.describe import CAUSES
    from scenes.galaxy.game_over import GameOverScene

    board = new_board(app, opponent="none")
    turns = board.session.rules.content.tunables.standstill_turns + 1
    for _ in range(turns):
        key(app, pygame.K_RETURN)
        answer_yes(app)  # cubes in hand: End turn asks first
        key(app, pygame.K_SPACE)  # skip the animations
    assert board.state.over and board.state.cause == "standstill"
    assert any("stood still" in line for line in board.log)
    for _ in range(3):
        app.step([], 1.0)
    assert isinstance(app.scenes.top, GameOverScene)
    words = [w for w, _ in drawn_texts(app)]
    assert "Game over" in words and "The Weavers prevail" not in words
    assert any(w.startswith(CAUSES["standstill"].capitalize()) for w in words)


def test_new_game_scene_starts_a_board_with_the_chosen_options(app):
    scene = NewGameScene(app)
    app.scenes.push(scene)
    app.step([], 0.016)
    scene.choice["species"] = "ferrum"
    scene.choice["difficulty"] = 4
    click(app, scene.corner_rects[2].center)
    assert scene.choice["corner"] == 2
    click(app, scene.start.rect.center)
    board = app.scenes.top
    assert isinstance(board, BoardScene)
    assert board.state.species == "ferrum" and board.state.difficulty == 4
    assert board.state.galaxy.system(board.state.home).corner == 2


def test_rules_scene_filters_by_search(app):
    from scenes.table.rules import rules_of

    scene = rules_of(app, "galaxy")
    app.scenes.push(scene)
    for ch in "w2.3":
        app.step([pygame.event.Event(pygame.KEYDOWN, key=0, mod=0, unicode=ch)], 0.016)
    assert scene.search.text == "w2.3"
    from engine.galaxy.rulebook import search

    assert search(scene.search.text)[0].id == "W2.3"


def test_autoplay_flag_runs_headless_and_saves_a_screenshot(tmp_path):
    shot = tmp_path / "out.png"
    assert main(["--autoplay", "--seed", "1", "--frames", "60", "--screenshot", str(shot)]) == 0
    assert pygame.image.load(str(shot)).get_size() == (1280, 720)


def test_the_hint_lights_the_heuristic_move_with_its_reason(app):
    board = new_board(app)
    assert board.animator.queue.busy  # the opening still playing
    key(app, pygame.K_h)
    assert not board.animator.queue.busy  # shown at once: the hint is about the position now
    assert board.hint is not None and board.hint.reason
    assert board.rules.check(board.state, board.hint.command).ok
    assert board.log[-1].startswith("Hint: ")
    assert board._hint_spot() is not None
    assert board.hints_used == 1
    board.issue(board.hint.command)
    app.step([], 0.016)
    assert board.hint is None  # the position changed


def test_every_kind_of_hinted_move_is_lit_on_screen(app):
    from engine.galaxy.heuristic import Choice

    board = new_board(app)
    st = board.state
    route = next(c for c in board.legal() if isinstance(c, PlaceCube) and c.spot == "route")
    board.issue(route)
    board.issue(TakeCard("commerce"))
    st.hand["black"] += 1  # from the bag: every cube stays accounted for
    st.bag["black"] -= 1
    board.refresh()
    app.step([], 0.016)
    kinds = {}
    for cmd in board.legal():
        kinds.setdefault((type(cmd).__name__, getattr(cmd, "spot", "")), cmd)
    assert ("Recall", "route") in kinds and ("PlaceCube", "project") in kinds, kinds.keys()
    for cmd in kinds.values():
        board.hint = Choice(cmd, 1.0, "test")
        assert board._hint_spot() is not None, cmd


def test_the_hint_count_survives_a_save_and_load(app):
    board = new_board(app)
    key(app, pygame.K_h)
    key(app, pygame.K_h)
    path = saves.quicksave(board.session)
    again = BoardScene(app, saves.open_save(path, board.rules))
    assert again.hints_used == 2


def _card_with_a_lit_slot(app, board):
    """Take commerce cards until one has a slot the hand can fill; pick that colour."""
    for _ in range(6):
        for colour in ("red", "yellow", "blue", "white"):
            if not board.state.hand[colour]:
                continue
            click(app, hand_spot(board, colour).rect.center)
            _, slot_marks, _, _ = board.marks()
            if slot_marks:
                index, ks = next(iter(slot_marks.items()))
                return colour, index, min(ks)
            click(app, (5, 5), button=3)
        key(app, pygame.K_RETURN)
        answer_yes(app)
        key(app, pygame.K_SPACE)
        deck = next(s for s in board.spots if s.kind == "deck" and s.ref == "commerce")
        click(app, deck.rect.center)
    raise AssertionError("no card slot to fill in six turns")


def test_click_a_cube_then_a_lit_slot_on_a_card_places_it(app):
    board = new_board(app, species="auren")
    key(app, pygame.K_SPACE)
    deck = next(s for s in board.spots if s.kind == "deck" and s.ref == "commerce")
    click(app, deck.rect.center)
    colour, index, k = _card_with_a_lit_slot(app, board)
    slot = next(s for s in board.spots if s.kind == "slot" and s.ref == (index, k))
    card = next(s for s in board.spots if s.kind == "card" and s.ref == index)
    assert card.rect.contains(slot.rect)  # the slot lies on its card: the click must reach it
    app.step([motion(slot.rect.center)], 0.016)
    assert board.hover_text().startswith(f"Place {colour} here")
    click(app, slot.rect.center)
    assert board.session.commands[-1] == PlaceCube(colour, "project", index, k)
    assert board.state.tableau[index].cubes[k] == colour


def test_hovering_an_empty_slot_names_the_slot_not_the_whole_card(app):
    board = new_board(app)
    key(app, pygame.K_SPACE)
    deck = next(s for s in board.spots if s.kind == "deck" and s.ref == "commerce")
    click(app, deck.rect.center)
    index = len(board.state.tableau) - 1
    slot = next(s for s in board.spots if s.kind == "slot" and s.ref == (index, 0))
    app.step([motion(slot.rect.center)], 0.016)
    name = board.content.card(board.state.tableau[index].card).name
    assert board.hover_text().startswith(f"{name}: this slot takes")


def test_the_menu_tooltip_is_not_drawn_under_the_pause_dialog(app):
    board = new_board(app)
    key(app, pygame.K_SPACE)
    menu = board.buttons["menu"].rect.center
    app.step([motion(menu)], 0.016)
    assert board.hover_text().startswith("Save, rules")
    shown = []
    import scenes.galaxy.board_draw as board_module

    real = board_module.draw_tooltip
    board_module.draw_tooltip = lambda surface, tip, pos, s: shown.append(tip)
    try:
        app.step([], 0.016)
        assert shown  # on the board, the Menu button has its tooltip
        shown.clear()
        click(app, menu)
        from scenes.table.pause import PauseScene

        assert isinstance(app.scenes.top, PauseScene)
        app.step([], 0.016)
        assert shown == []
    finally:
        board_module.draw_tooltip = real


def drawn_texts(app) -> list[tuple[str, tuple]]:
    """Every text the next frame draws, with where it goes."""
    import game.draw as draw_module

    texts = []
    real = draw_module.text

    def spy(surface, words, pos, *args, **kwargs):
        texts.append((words, pos))
        return real(surface, words, pos, *args, **kwargs)

    draw_module.text = spy
    try:
        app.step([], 0.016)
    finally:
        draw_module.text = real
    return texts


def test_a_hint_is_written_in_the_status_line_not_over_the_map(app):
    board = new_board(app)
    key(app, pygame.K_h)
    hint = [(w, p) for w, p in drawn_texts(app) if w.startswith("Hint: ")]
    assert hint and hint[0][0] == f"Hint: {board.hint.reason} (Enter does it)"
    assert hint[0][1][1] < board.view.rect.top  # above the map, in the top bar


def test_the_status_line_says_what_a_black_cube_and_a_free_base_ask(app):
    from engine.galaxy.describe import choice_prompt

    board = new_board(app, species="drift")
    key(app, pygame.K_SPACE)
    board.state.hand["black"] += 1
    board.state.bag["black"] -= 1
    board.refresh()
    app.step([], 0.016)
    click(app, hand_spot(board, "black").rect.center)
    assert any(w.startswith("Black cube: a lit slot takes it") for w, _ in drawn_texts(app))
    assert "take that cube back" in board.hover_text()
    click(app, (5, 5), button=3)
    click(app, board.buttons["power"].rect.center)
    assert board.state.pending is not None
    words = [w for w, _ in drawn_texts(app)]
    assert choice_prompt("free_base") in words
    assert choice_prompt("free_base").startswith("Choose a lit system for your new base")


def test_a_ready_leader_says_it_can_be_clicked_and_an_empty_turn_says_to_end_it(app):
    from tests.galaxy.helpers import fill, give_card, set_hand

    board = new_board(app, species="auren")
    key(app, pygame.K_SPACE)
    i = give_card(board.state, "quartermaster")
    fill(board.session, i)
    set_hand(board.state, red=1)  # a cube to swap
    board.refresh()
    app.step([], 0.016)
    card = next(s for s in board.spots if s.kind == "card" and s.ref == i)
    point = next(
        (x, y)
        for x in range(card.rect.left + 2, card.rect.right - 2, 4)
        for y in range(card.rect.top + 2, card.rect.bottom - 2, 4)
        if board.target_at((x, y)) == board.target_at(card.rect.topleft)
    )
    app.step([motion(point)], 0.016)
    assert board.hover_text().endswith("Click it to use its ability")
    for colour in ("red", "blue", "yellow", "white", "black"):  # an empty hand
        board.state.bag[colour] += board.state.hand[colour]
        board.state.hand[colour] = 0
    board.state.cards_taken = 1
    board.refresh()
    words = [w for w, _ in drawn_texts(app)]
    assert "Nothing more to do this turn: click End turn (or press Enter)" in words


def test_a_picked_cube_rides_beside_the_pointer_until_dropped(app):
    import game.draw as draw_module

    board = new_board(app)
    key(app, pygame.K_SPACE)
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    click(app, hand_spot(board, colour).rect.center)
    cubes = []
    real = draw_module.cube
    draw_module.cube = lambda surface, c, center, size: (
        cubes.append((c, center)),
        real(surface, c, center, size),
    )
    try:
        app.step([motion((600, 300))], 0.016)
        assert (colour, (600 - 14, 300 - 14)) in cubes
        cubes.clear()
        click(app, (600, 300), button=3)  # dropped
        app.step([motion((610, 310))], 0.016)
        assert not [c for c in cubes if c[1] == (610 - 14, 310 - 14)]
    finally:
        draw_module.cube = real


def test_finishing_a_route_says_it_ends_a_conflict_over_the_system_it_founds_a_base_in(app):
    from engine.galaxy.heuristic import Position
    from engine.galaxy.heuristic_moves import score
    from tests.galaxy.helpers import give_card, route_id, set_hand

    board = new_board(app, species="vorr")
    key(app, pygame.K_SPACE)
    st = board.state
    i = give_card(st, "raid")
    assert board.session.submit(InitiateConflict(i, st.home, 2)).ok
    rid = route_id(st, st.home, 2)
    set_hand(st, red=2)
    assert board.session.submit(PlaceCube("red", "route", rid)).ok  # one slot left
    board.refresh()
    app.step([], 0.016)
    click(app, hand_spot(board, "red").rect.center)
    slot = board.view.slot_rect(rid, 1).center
    app.step([motion(slot)], 0.016)
    text = board.hover_text()
    assert "founds a base in system 2" in text and "ends your Raid there (C6.5)" in text
    reason = score(Position(board.content, st), PlaceCube("red", "route", rid)).reason
    assert "ends your Raid there" in reason


def test_a_conflict_against_an_empty_system_shows_no_defenders_one_against_a_swarm_does(app):
    from tests.galaxy.helpers import give_card

    board = new_board(app, species="vorr")
    key(app, pygame.K_SPACE)
    st = board.state
    i = give_card(st, "raid")
    assert not st.swarm_at(2)
    assert board.session.submit(InitiateConflict(i, st.home, 2)).ok
    board.refresh()
    app.step([], 0.016)
    assert not [s for s in board.spots if s.kind == "defender"]
    assert "Defenders" not in [w for w, _ in drawn_texts(app)]
    sw = st.swarms[0]
    j = give_card(st, "feint")
    st.bases.append(next(n for n in st.galaxy.neighbours(sw.system) if not st.swarm_at(n)))
    origin = st.bases[-1]
    assert board.session.submit(InitiateConflict(j, origin, sw.system)).ok
    board.refresh()
    app.step([], 0.016)
    assert [s for s in board.spots if s.kind == "defender" and s.ref[0] == j]


def test_a_long_pop_up_option_fits_inside_its_box(app):
    from scenes.galaxy.board_input import MenuOption, Popup

    board = new_board(app)
    key(app, pygame.K_SPACE)
    label = "Steal from the Shroudmind swarm: a red cube from its engulfment, and more words"
    board.popup = Popup("Saboteur", [], [MenuOption(label, EndTurn())], (600, 300))
    texts = []
    import game.draw as draw_module

    real = draw_module.text

    def spy(surface, words, pos, size, *args, **kwargs):
        rect = real(surface, words, pos, size, *args, **kwargs)
        texts.append((words, rect))
        return rect

    draw_module.text = spy
    try:
        app.step([], 0.016)
    finally:
        draw_module.text = real
    drawn = next(rect for words, rect in texts if words == label)
    assert board.popup.box.contains(drawn)


def test_d2_4_a_scorched_routes_board_draws_every_slot_and_a_click_fills_one(app):
    # Every route, the wormhole route too, needs one more cube: the map draws each slot
    # apart on its route, and clicking one places the cube there.
    board = new_board(app, scenario=4)
    routes = board.state.galaxy.routes
    wormhole = next(r for r in routes if r.wormhole)
    assert wormhole.slots == 2
    for r in routes:
        centres = {board.view.slot_rect(r.id, k).center for k in range(r.slots)}
        assert len(centres) == r.slots
    colour = next(c for c in ("red", "yellow", "blue", "white") if board.state.hand[c])
    click(app, hand_spot(board, colour).rect.center)
    target = next(
        c
        for c in board.legal()
        if isinstance(c, PlaceCube) and c.colour == colour and c.spot == "route"
    )
    click(app, board.view.slot_rect(target.ref, 0).center)
    assert board.session.commands[-1] == target
