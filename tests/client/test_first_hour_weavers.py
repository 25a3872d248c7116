"""The Weavers' board as a newcomer met it (issue 36, items 8-12)."""

from __future__ import annotations

import math

import pygame
import pytest

from game import draw, theme

COLOURS = ("red", "blue", "yellow", "white", "black")


def _slot_picture(need: str, filled: str, side: int) -> pygame.Surface:
    """One slot on a card's panel colour."""
    surface = pygame.Surface((side + 8, side + 8))
    surface.fill(theme.PANEL if hasattr(theme, "PANEL") else (34, 38, 56))
    draw.slot(surface, need, filled, pygame.Rect(4, 4, side, side))
    return surface


def _like_the_cube(picture: pygame.Surface, colour: str) -> float:
    """The share of the slot's pixels that read as the cube's colour: near it, or (a
    coloured cube) of its hue, darker or lighter; what the eye takes for "a blue cube"."""
    import colorsys

    cube = theme.CUBE[colour]
    h0, _, s0 = colorsys.rgb_to_hls(*(c / 255 for c in cube))
    w, h = picture.get_size()
    inside = [picture.get_at((x, y))[:3] for x in range(4, w - 4) for y in range(4, h - 4)]

    def like(rgb) -> bool:
        if math.dist(rgb, cube) < 60:
            return True
        hue, _, sat = colorsys.rgb_to_hls(*(c / 255 for c in rgb))
        turn = min(abs(hue - h0), 1 - abs(hue - h0))
        return s0 > 0.3 and sat > 0.25 and turn < 0.05

    return sum(like(p) for p in inside) / len(inside)


@pytest.mark.parametrize("palette", ["standard", "colour-blind"])
@pytest.mark.parametrize("side", [12, 16, 22])
@pytest.mark.parametrize("colour", COLOURS)
def test_an_empty_slot_and_a_filled_one_differ_at_a_glance(palette, side, colour):
    """Item 8: most of a slot changes colour when its cube goes in (a newcomer read Cyber
    Assault's empty blue slots as filled), in both palettes and at every slot size."""
    theme.set_palette(palette)
    try:
        empty = _slot_picture(colour, "", side)
        filled = _slot_picture(colour, colour, side)
        hollow, full = _like_the_cube(empty, colour), _like_the_cube(filled, colour)
        assert hollow <= 0.36 and full > hollow, (hollow, full)
    finally:
        theme.set_palette("standard")


# --- item 12: what follows a click is said ----------------------------------------------------


@pytest.mark.on_board
def test_a_conflicts_slot_clicked_before_its_target_says_what_to_do(app):
    from engine.galaxy import commands as gc
    from engine.galaxy.content import CONFLICT
    from tests.client.boards import weavers_board
    from tests.client.player import click, frame

    board = weavers_board(app, seed=3)
    take = next(c for c in board.legal() if isinstance(c, gc.TakeCard) and c.deck == CONFLICT)
    board.issue(take)
    frame(app)
    board.animator.skip()
    frame(app)
    index = next(
        i
        for i, p in enumerate(board.state.tableau)
        if board.content.card(p.card).deck == CONFLICT and not p.seq
    )
    slot = next(s for s in board.spots if s.kind == "slot" and s.ref == (index, 0))
    for picked in (None, "red"):
        board.selected = picked
        board.toast = ""
        click(app, slot.rect.center)
        assert "target" in board.toast.lower(), (picked, board.toast)
        assert not board.session.commands[1:]  # nothing placed


# --- item 10: the last Span stays, its words whole ----------------------------------------------


@pytest.mark.on_board
@pytest.mark.parametrize(
    "size,scale", [((1280, 720), 1.0), ((1280, 720), 1.5), ((1920, 1080), 1.0)]
)
def test_the_last_span_box_stays_after_a_cube_is_placed_and_cuts_no_word(size, scale):
    from engine.galaxy import commands as gc
    from game.app import App
    from tests.client.boards import weavers_board
    from tests.client.player import frame, motion
    from tests.client.test_board_intent import after_the_span

    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = scale
    try:
        for seed in range(1, 30):
            board = weavers_board(app, seed=seed)
            after_the_span(app, board)
            if board.intent.span_note.count("; ") >= 1:  # two swarms or more acted
                break
            app.scenes.pop()
        place = next(c for c in board.legal() if isinstance(c, gc.PlaceCube))
        board.issue(place)
        frame(app, [motion((5, 5))])
        assert board.session.commands[-1] == place
        box = board.intent.span_rect
        assert box.height, "the last Span's box went with the first cube placed"
        from tests.client.player import drawn

        inside = [d for d in drawn(app) if box.colliderect(d.rect)]
        assert inside and not [d.what for d in inside if "…" in d.what]
        said = " ".join(d.what for d in inside)
        first = board.intent.span_moves()[0]
        assert " ".join(first.split()) in " ".join(said.split()) or "more move" in said
    finally:
        pygame.quit()


# --- item 9: every swarm's arrow is drawn --------------------------------------------------------

from tests.client.test_late_board import late  # noqa: E402,F401  (the busy late board)


@pytest.mark.on_board
def test_every_swarm_draws_where_it_faces_on_a_quiet_board(app, late):  # noqa: F811
    from tests.client.player import motion

    board = late
    drawn: list[str] = []
    for name in ("draw_arrow", "draw_pointer"):
        real = getattr(board.view, name)

        def spy(surface, start, target, content, card, real=real):
            drawn.append(card)
            return real(surface, start, target, content, card)

        setattr(board.view, name, spy)
    app.step([motion((5, 5))], 0.016)
    aimed = {sw.card for sw in board.state.swarms if sw.target}
    assert len(aimed) >= 4 and set(drawn) == aimed and len(drawn) == len(aimed)


# --- item 11: 150 % is larger than 125 % --------------------------------------------------------


@pytest.mark.on_board
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_right_column_grows_from_125_to_150_percent(size):
    from game.app import App
    from tests.client.boards import weavers_board

    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    try:
        board = weavers_board(app)
        scales = []
        for ui in (1.0, 1.25, 1.5):
            app.ui_scale = ui
            app.step([], 0.016)
            scales.append(board.column_scale(size))
        assert scales[0] < scales[1] < scales[2], scales
        assert board._layout(size)["log"].height > 100  # the log still shows a few lines
    finally:
        pygame.quit()
