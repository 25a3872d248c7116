"""A board by keyboard, for any game: Tab (Shift+Tab back) walks a ring through every place the
board drew that can be clicked now, the arrow keys move it to the nearest such place in their
direction, Enter clicks it (Shift, Ctrl or Alt held with Enter are held with the click).

The board says what it offers and in which order (`ring_stops()`: the lit places first, then
its cards, choices, buttons and the rest of its map), what it is asking for (`ring_mode()`:
when that changes the ring starts over at the first stop) and what a click at a point touches
(`acts_on(point)`). Enter is a real click, through the board's own input handling, at a point
where that hit test finds the focused place, so a key does exactly what the mouse does there;
moving the ring moves the pointer there too, so its tooltip shows as on hover.
"""

from __future__ import annotations

import math

import attrs
import pygame

from game.key_focus import ENTER, draw_ring
from scenes.board_kit.spots import Target, point_finding

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
KEYS = (pygame.K_TAB, *ARROWS, *ENTER)  # the keys the ring may take
HELD = pygame.KMOD_SHIFT | pygame.KMOD_CTRL | pygame.KMOD_ALT


@attrs.frozen
class Stop:
    """One place the ring can rest: the thing, where it is drawn, and where a click finds it."""

    target: Target
    rect: pygame.Rect
    point: tuple[int, int]


def spot_point(board, target: Target, rect: pygame.Rect) -> tuple[int, int] | None:
    """A point of `rect` where the board's hit test finds `target` (its centre if it does,
    else the first of a grid across it); None when it is covered everywhere."""
    return point_finding(rect, board.app.size, lambda p: board.acts_on(p) == target)


def circle(centre: tuple[float, float], radius: float) -> pygame.Rect:
    r = max(6, int(radius))
    return pygame.Rect(int(centre[0]) - r, int(centre[1]) - r, 2 * r, 2 * r)


class BoardRing:
    """The keyboard's place on one board (see the module's docstring)."""

    def __init__(self, board) -> None:
        self.board = board
        self.current: Target | None = None
        self.visible = False  # shown from the first key press until the mouse clicks
        self._mode: tuple | None = None
        self._stops: list[Stop] = []
        self._stops_key: tuple | None = None
        self.drawn = 0  # board pictures composed: what is on screen changes with each

    # --- where it can go ---------------------------------------------------------------------

    def stops(self) -> list[Stop]:
        """The reachable places in Tab order, from the board as last drawn."""
        key = (self.drawn, self.board.ring_mode())
        if key != self._stops_key:
            seen: set[Target] = set()
            out = []
            for target, rect in self.board.ring_stops():
                if target in seen or rect.width <= 0:
                    continue
                point = spot_point(self.board, target, rect)
                if point is not None:
                    seen.add(target)
                    out.append(Stop(target, pygame.Rect(rect), point))
            self._stops, self._stops_key = out, key
        return self._stops

    def shown(self) -> tuple:
        """What the ring looks like now (a board that keeps its picture redraws when it moves)."""
        return (self.visible, self.current)

    # --- keys --------------------------------------------------------------------------------

    def key(self, event: pygame.event.Event) -> bool:
        """Take the key if it is the ring's (True), else leave it to the board's shortcuts."""
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ARROWS:
            self.toward(ARROWS[event.key])
            return True
        if event.key in ENTER and self.visible:
            stop = self.stop()
            if stop is not None:
                self.click(stop, event.mod & HELD)
                return True
        return False

    def click(self, stop: Stop, mods: int = 0) -> None:
        """A left click at the stop, through the board's own input handling, with the keys
        held as they were with Enter."""
        b = self.board
        b.pointer = stop.point
        held = pygame.key.get_mods()
        pygame.key.set_mods(held | mods)
        try:
            b.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=stop.point, button=1))
        finally:
            pygame.key.set_mods(held)

    def stop(self) -> Stop | None:
        """Where the ring is (its first stop when the thing it was on is gone)."""
        stops = self.stops()
        if not stops:
            return None
        found = next((s for s in stops if s.target == self.current), None)
        if found is None:
            found = stops[0]
            self.current = found.target
        return found

    def move(self, step: int) -> None:
        stops = self.stops()
        if not stops:
            return
        at = next((i for i, s in enumerate(stops) if s.target == self.current), None)
        if at is None:
            i = 0 if step > 0 else len(stops) - 1
        elif not self.visible:
            i = at  # shown again where it was
        else:
            i = (at + step) % len(stops)
        self._land(stops[i])

    def toward(self, direction: tuple[int, int]) -> None:
        """To the nearest stop in that direction (straight ahead counts more than aside)."""
        here = self.stop() if self.visible else None
        if here is None:
            self.move(1)
            return
        hx, hy = here.rect.center
        dx, dy = direction
        best, best_cost = None, math.inf
        for s in self.stops():
            x, y = s.rect.center
            along = (x - hx) * dx + (y - hy) * dy
            aside = abs((x - hx) * dy - (y - hy) * dx)
            if along <= 0 or aside > 2 * along:
                continue
            cost = along + 2 * aside
            if cost < best_cost:
                best, best_cost = s, cost
        if best is not None:
            self._land(best)

    def _land(self, stop: Stop) -> None:
        self.current = stop.target
        self.visible = True
        self.board.pointer = stop.point  # its tooltip shows, as on hover

    # --- the frame ---------------------------------------------------------------------------

    def mouse(self, event: pygame.event.Event) -> None:
        """A real mouse click hands control back to the mouse: the ring hides."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False

    def sync(self) -> None:
        """Each frame: when the board asks for something new, or the thing the ring was on is
        gone, the ring goes to the first stop."""
        mode = self.board.ring_mode()
        if mode != self._mode:
            self._mode = mode
            self.current = None
        if self.visible and self.current is None:
            stop = self.stop()
            if stop is not None:
                self._land(stop)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        if not self.visible:
            return
        stop = next((s for s in self.stops() if s.target == self.current), None)
        if stop is not None:
            draw_ring(surface, stop.rect, scale * 0.8)
