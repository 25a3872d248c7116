"""Issue 14, parts 3 and 4, through the real input path: a board that explains itself (every
kind of thing drawn has a tooltip under the pointer) and the Weavers' intent in view (pips on
the swarm tokens, their own arrows, the forecast on the map, threatened bases by the hand,
the last Span in one line)."""

import math

import pygame
import pytest

from engine.galaxy.bots import make_bot
from engine.galaxy.colours import SUPREMACY
from engine.weavers.capture import slots_needed
from engine.weavers.content import ENGULFMENT
from game.app import App
from scenes.galaxy import weaver_marks
from tests.client.boards import weavers_board as new_board
from tests.client.player import answer_yes, click, motion, press
from tests.client.test_board import drawn_texts
from tests.galaxy.helpers import CONTENT, arrange, put

pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def after_the_span(app, board) -> None:
    """End the turn (yes, with cubes left) and let the Weavers' Span play out."""
    press(app, pygame.K_RETURN)
    answer_yes(app)
    for _ in range(5):
        board.animator.skip()
        app.step([], 0.016)


def hover(app, board, pos) -> str:
    app.step([motion((int(pos[0]), int(pos[1])))], 0.016)
    return board.hover_text()


def threatened_position(app):
    """Veilspinners on system 9, one white cube from engulfing its target, which holds a
    base of the player."""
    board = new_board(app)
    st = board.state
    arrange(st, [("veilspinners", 9)])
    sw = st.swarms[0]
    need = slots_needed(st, CONTENT, "veilspinners", ENGULFMENT)
    put(st, "veilspinners", ENGULFMENT, need - 1)
    st.bases.append(sw.target)
    board.refresh()
    board.animator.sync(st)
    app.step([], 0.016)
    return board, sw


def test_a_system_a_swarm_would_engulf_says_so_with_what_would_trigger_it(app):
    board, sw = threatened_position(app)
    text = hover(app, board, board.view.centre(sw.target))
    assert f"Veilspinners engulfs system {sw.target}" in text
    assert "if no pair and no single blue cube is drawn" in text
    assert "on the next draw" in text  # its chance
    assert [t.target for t in board.intent.threats if t.lands] == [sw.target]


def test_the_threatened_base_is_listed_beside_the_hand_and_explained_on_hover(app):
    board, sw = threatened_position(app)
    spot = next(s for s in board.spots if s.kind == "threats")
    hand = board._layout(app.size)["hand"]
    assert hand.contains(spot.rect) and spot.ref == [sw.target]
    texts = [w for w, _ in drawn_texts(app)]
    assert f"Threatened: {sw.target}" in texts
    text = hover(app, board, spot.rect.center)
    assert f"System {sw.target}: Veilspinners engulfs it after 1 more white" in text
    assert f"Next Span: Veilspinners engulfs system {sw.target}" in text


def test_a_swarm_token_shows_each_project_as_pips_and_its_tooltip_reads_them(app):
    board, sw = threatened_position(app)
    centre = board.view.centre(sw.system)
    plate = weaver_marks.plate_rect(centre, board.view.size)
    # The plate's corner (off the card's round middle) is the swarm too.
    text = hover(app, board, (plate.right - 3, plate.bottom - 3))
    need = slots_needed(board.state, CONTENT, "veilspinners", ENGULFMENT)
    assert text.startswith("The Veilspinners swarm in system 9")
    assert f"Engulfment: {need - 1}/{need} white" in text
    assert (
        "Proliferation: 0/4 yellow, takes a yellow cube when your hand holds a pair "
        "(two of one colour)"
    ) in text
    # The arrow said plainly: how it is drawn, and the order the swarm picks a target in.
    assert "its arrow on the map is drawn in " in text
    assert "It aims at the nearest blue system, else yellow, else red, else any" in text
    assert "fed on" not in text and "arrows blue" not in text
    assert "Next Span: Veilspinners engulfs" in text
    # The engulfment row's numbers, one short of complete: written in the danger colour.
    screen = app.screen
    lit = [
        screen.get_at((x, y))[:3]
        for x in range(plate.left, plate.right)
        for y in range(plate.top + plate.height * 2 // 3, plate.bottom)
    ]
    from game import theme

    assert any(sum(abs(a - b) for a, b in zip(p, theme.DANGER, strict=True)) < 60 for p in lit)


def test_each_swarm_has_its_own_hue_and_dash_pattern():
    styles = [weaver_marks.style(CONTENT, card) for card in CONTENT.weavers]
    assert len({hue for hue, _ in styles}) == len(styles)
    assert len({pattern for _, pattern in styles}) == len(styles)


def test_an_arrow_bends_around_a_system_it_would_pass_over():
    size = 20.0
    straight = weaver_marks.arrow_path((0, 0), (200, 0), [], size, 1)
    assert all(abs(y) < 1e-6 for _, y in straight)
    bent = weaver_marks.arrow_path((0, 0), (200, 0), [(100, 0)], size, 1)
    assert min(math.dist(p, (100, 0)) for p in bent) >= size * 0.7
    other = weaver_marks.arrow_path((0, 0), (200, 0), [(100, 0)], size, -1)
    assert bent[7][1] * other[7][1] < 0  # the two swarms bend to opposite sides


def test_after_the_span_a_line_says_what_each_swarm_did_and_why(app):
    board = new_board(app)
    after_the_span(app, board)
    note = board.intent.span_note
    names = [CONTENT.weavers[s.card].name for s in board.state.swarms]
    assert note and all(n in note for n in names[:1])
    assert "(" in note and ("pair" in note or "one " in note)
    assert any(line.startswith("Span summary:") for line in board.log)
    app.step([motion((5, 5))], 0.016)
    texts = [w for w, _ in drawn_texts(app)]
    assert any(w.startswith("Last Span - ") for w in texts)


def mid_game(app):
    """A board some turns into a seeded game, played by the random bot through the session."""
    board = new_board(app, seed=3)
    bot = make_bot("random", 3)
    while board.state.turn < 5 and not board.state.over:
        board.session.submit(bot.choose(board.rules, board.state))
    board.refresh()
    board.animator.sync(board.state)
    app.step([], 0.016)
    return board


def test_every_kind_of_thing_on_the_board_has_a_tooltip(app):
    board = mid_game(app)
    st, view = board.state, board.view
    found: dict[str, str] = {}

    def probe(pos, kind):
        text = hover(app, board, pos)
        target = board.target_at((int(pos[0]), int(pos[1])))
        assert target is not None and target.kind == kind, (kind, target)
        assert text, f"no tooltip for {target}"
        found.setdefault(kind, text)

    sys_free = next(
        s.number for s in st.galaxy.systems if not st.swarm_at(s.number) and st.planets_of(s.number)
    )
    probe(view.centre(sys_free), "system")
    probe(
        view.planet_pos(next(i for i, p in enumerate(st.planets) if p.system == sys_free)), "planet"
    )
    rid = next(r.id for r in st.galaxy.routes if r.slots >= 1)
    probe(view.slot_rect(rid, 0).center, "route")
    probe(view.centre(st.swarms[0].system), "swarm")
    kinds_seen = set()
    for t in st.galaxy.terrain:
        if t.kind in kinds_seen:
            continue
        pos = view.layout.to_pixel(type(st.galaxy.systems[0].hex)(t.q, t.r))
        target = board.target_at((int(pos[0]), int(pos[1])))
        if target is None or target.kind != "terrain":
            continue  # a route slot lies over it: that is what the pointer finds
        kinds_seen.add(t.kind)
        text = hover(app, board, pos)
        assert "C2)" in text, (t.kind, text)
        found.setdefault(f"terrain:{t.kind}", text)
    assert {"supernova", "nebula"} <= kinds_seen
    for spot_kind in ("hand", "deck", "card", "slot", "supply", "track", "button"):
        if spot_kind == "button":
            probe(board.buttons["end"].rect.center, "button")
            continue
        spots = [s for s in board.spots if s.kind == spot_kind]
        assert spots, spot_kind
        for s in spots if spot_kind in ("supply", "track") else spots[:1]:
            probe(s.rect.center, spot_kind)
    refs = {s.ref for s in board.spots if s.kind in ("supply", "track")}
    assert {"bag", "reserve", "bases", "black_holes", *SUPREMACY} <= refs
    assert "Black holes" in hover(
        app, board, next(s for s in board.spots if s.ref == "black_holes").rect.center
    )
    assert "+1 slot" in found["terrain:nebula"] and "cannot pass" in found["terrain:supernova"]


@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1920, 1080), 1.25)])
def test_the_last_span_line_hides_no_system_of_the_map(size, scale):
    a = App(size, frames=1)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    a.ui_scale = scale
    try:
        board = new_board(a)
        after_the_span(a, board)
        assert board.intent.span_note
        a.step([motion((5, 5))], 0.016)
        shown = board.intent.span_rect
        assert shown.height and not shown.colliderect(board.view.rect)
        texts = [(w, pos) for w, pos in drawn_texts(a) if w.startswith("Last Span - ")]
        assert texts and shown.collidepoint(texts[0][1])
        # The bottom row's systems answer the pointer, with the Last Span still on screen.
        for system in (20, 22, 24):
            x, y = board.view.centre(system)
            assert board.view.rect.collidepoint((x, y))
            assert hover(a, board, (x, y))
            assert board.intent.span_rect.height
    finally:
        pygame.quit()


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_after_a_hint_tab_starts_at_the_hinted_move(app, seed):
    from scenes.galaxy.board_ring import hint_target

    board = new_board(app, seed=seed)
    click_at = board.buttons["hint"].rect.center
    app.step([motion(click_at)], 0.016)
    click(app, click_at)  # the Hint button, as a player would
    assert board.hint is not None
    want = hint_target(board.hint.command)
    assert want is not None
    press(app, pygame.K_TAB)
    assert board.focus.visible and board.focus.current == want
