"""The pictures of the quick rules, drawn with the game's own drawing code.

Map pictures are real positions of the guided game (game.tutorial): the galaxy view draws the
whole map offscreen, large, and the picture is the part around the systems that matter, so a
route, a planet or a swarm looks exactly as it does on the board. The other pictures use the
board's own cubes, slots and swarm cards.
"""

from __future__ import annotations

from collections.abc import Callable
from contextlib import contextmanager
from functools import cache

import pygame

from engine.galaxy.state import GameState
from engine.weavers.capture import slots_needed
from engine.weavers.content import PROJECTS
from game import draw, theme, tutorial
from scenes.galaxy import weaver_marks
from scenes.galaxy.galaxy_view import GalaxyView, Marks
from scenes.table.quick_rules import cut_around, keep_cut

OFFSCREEN = (2400, 1760)  # the map drawn this large, then cut down to the picture


@cache
def _state_at(step: int) -> GameState:
    """The guided game's state when its step `step` begins (steps are numbered from 0)."""
    return tutorial.session_at(tutorial.load(), step).state


@contextmanager
def _unrecorded():
    """Offscreen drawing is not on the window: keep it out of the layout check's record."""
    saved = draw.recorder
    draw.recorder = None
    try:
        yield
    finally:
        draw.recorder = saved


_CROPS: dict[tuple, pygame.Surface] = {}


def map_crop(state: GameState, systems: tuple[int, ...], size: tuple[int, int]) -> pygame.Surface:
    """The map around `systems`, scaled to fit `size` (kept in a small cache)."""
    key = (id(state), systems, size)
    if key in _CROPS:
        return _CROPS[key]
    from engine.galaxy.rules import GalaxyRules

    view = GalaxyView(state.galaxy)
    view.fit(pygame.Rect((0, 0), OFFSCREEN))
    big = pygame.Surface(OFFSCREEN)
    big.fill(theme.BG_TOP)
    with _unrecorded():
        view.draw(big, state, GalaxyRules().content, Marks(), swarms=True)
    img = cut_around(big, [view.centre(n) for n in systems], view.size * 1.6, size)
    return keep_cut(_CROPS, key, img)


def _frame(surface: pygame.Surface, rect: pygame.Rect, caption: str, s: float) -> pygame.Rect:
    """A captioned frame; returns the room for the picture inside it."""
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, width=max(1, int(2 * s)), border_radius=8)
    cap = int(18 * s)
    size = draw.fit_size(caption, cap, rect.width - int(12 * s), bold=False)
    draw.text(
        surface,
        caption,
        (rect.centerx, rect.bottom - int(6 * s)),
        size,
        theme.TEXT_DIM,
        "midbottom",
        box=rect,
    )
    return pygame.Rect(rect.x + 4, rect.y + 4, rect.width - 8, rect.height - cap - int(16 * s))


def _before_after(surface, rect, s, systems, steps, captions) -> None:
    gap = int(14 * s)
    half = (rect.width - gap) // 2
    for i, (step, caption) in enumerate(zip(steps, captions, strict=True)):
        box = pygame.Rect(rect.x + i * (half + gap), rect.y, half, rect.height)
        room = _frame(surface, box, caption, s)
        if room.width > 8 and room.height > 8:
            surface.blit(map_crop(_state_at(step), systems, room.size), room.topleft)


def route_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    _before_after(
        surface, rect, s, (1, 7), (4, 5), ("One yellow on the route", "Full: a base in system 7")
    )


def planet_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    _before_after(
        surface, rect, s, (7,), (9, 10), ("A white planet, cost 1", "Settled: +1 white in the bag")
    )


def capture_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    _before_after(
        surface,
        rect,
        s,
        (7, 12),
        (25, 26),
        ("Your route to system 12", "A swarm lands: the route unravels"),
    )


def swarm_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A swarm card as the map shows it, and its three projects as rows of slots."""
    from engine.galaxy.rules import GalaxyRules

    content = GalaxyRules().content
    state = _state_at(8)
    sw = state.swarms[0]
    wc = content.weavers[sw.card]
    view = GalaxyView(state.galaxy)
    view.fit(pygame.Rect(0, 0, int(rect.height * 6), int(rect.height * 4.4)))
    with _unrecorded():
        card = weaver_marks.plate(content, state, sw.card, tuple(sw.cubes), view.size)
    card = pygame.transform.smoothscale(
        card,
        (int(rect.height * 0.55), int(rect.height * 0.55 * card.get_height() / card.get_width())),
    )
    surface.blit(card, card.get_rect(midleft=(rect.x + int(10 * s), rect.centery)))
    x = rect.x + card.get_width() + int(34 * s)
    draw.text(
        surface,
        f"The {wc.name}",
        (x, rect.y + int(6 * s)),
        int(22 * s),
        theme.SWARM,
        bold=True,
        box=rect,
    )
    row_h = (rect.height - int(44 * s)) // 3
    side = max(6, min(int(34 * s), row_h // 2 - int(20 * s)))
    right = rect.right - x
    for i, project in enumerate(wc.projects):
        y = rect.y + int(44 * s) + i * row_h
        need = slots_needed(state, content, sw.card, i)
        label = f"{PROJECTS[i].capitalize()}: {project.colour}, {sw.cubes[i]} of {need}"
        size = draw.fit_size(label, int(20 * s), right, bold=True)
        draw.text(surface, label, (x, y), size, theme.TEXT, bold=True, box=rect)
        when = GROWS_ON[i].format(colour=project.colour)
        size = draw.fit_size(when, int(17 * s), right, bold=False)
        draw.text(surface, when, (x, y + int(24 * s)), size, theme.TEXT_DIM, box=rect)
        for k in range(need):
            r = pygame.Rect(x + k * (side + int(6 * s)), y + int(48 * s), side, side)
            draw.slot(surface, project.colour, project.colour if k < sw.cubes[i] else "", r)


GROWS_ON = (
    "grows on a pair in your hand",
    "grows on exactly one {colour} in your hand",
    "grows when neither of those happened",
)


SPAN_HANDS = (
    (("yellow", "yellow", "blue"), "A pair", "Proliferation grows"),
    (("red", "white", "black"), "Exactly one white", "Morphing grows (if it morphs on white)"),
    (("red", "blue", "yellow"), "Neither", "Engulfment grows"),
)


def span_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Three hands and what each feeds."""
    row_h = rect.height // 3
    side = min(int(56 * s), int(row_h * 0.55))
    for i, (hand, what, effect) in enumerate(SPAN_HANDS):
        cy = rect.y + i * row_h + row_h // 2
        for k, colour in enumerate(hand):
            draw.cube(surface, colour, (rect.x + side + k * (side + int(8 * s)), cy), side)
        x = rect.x + int(3.6 * side + 8 * 2 * s + 24 * s)
        room = pygame.Rect(x, rect.y + i * row_h, rect.right - x, row_h)
        draw.text(
            surface,
            what,
            (x, cy - int(2 * s)),
            int(20 * s),
            theme.ACCENT,
            "bottomleft",
            bold=True,
            box=room,
        )
        size = draw.fit_size(effect, int(21 * s), room.width, bold=False)
        draw.text(surface, effect, (x, cy + int(2 * s)), size, theme.TEXT, "topleft", box=room)


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "route": route_picture,
    "planet": planet_picture,
    "swarm": swarm_picture,
    "span": span_picture,
    "capture": capture_picture,
}
