"""The board by keyboard: Tab (Shift+Tab back) walks a ring through what can be clicked now,
the arrow keys move it to the nearest such thing in their direction, Enter clicks it.

The order follows the move being made: the lit places first (where the picked cube may go,
the systems a conflict may start from or strike, the options of a choice or a pop-up), then
the hand, the decks, the cards, the buttons (End turn first), the swarms and the systems.
Enter is a real click at a point where the board's own hit test finds the focused thing, so
a key does exactly what the mouse does there (and the guided game's coach judges it alike);
moving the ring moves the pointer there too, so its tooltip shows as it would on hover.
"""

from __future__ import annotations

import math

import attrs
import pygame

from engine.galaxy import commands as gc
from game.key_focus import ENTER, draw_ring
from scenes.spots import Target

ARROWS = {
    pygame.K_LEFT: (-1, 0),
    pygame.K_RIGHT: (1, 0),
    pygame.K_UP: (0, -1),
    pygame.K_DOWN: (0, 1),
}
KEYS = (pygame.K_TAB, *ARROWS, *ENTER)
SPOT_ORDER = ("hand", "deck", "card", "defender")
BUTTON_ORDER = ("end", "undo", "hint", "power", "menu")


@attrs.frozen
class Stop:
    """One place the ring can rest: the thing, where it is drawn, and where a click finds it."""

    target: Target
    rect: pygame.Rect
    point: tuple[int, int]


class BoardFocus:
    """The keyboard's place on one board scene (see the module's docstring)."""

    def __init__(self, board) -> None:
        self.board = board
        self.current: Target | None = None
        self.visible = False  # shown from the first key press until the mouse clicks
        self._mode: tuple | None = None
        self._stops: list[Stop] = []
        self._stops_key: tuple | None = None
        self.drawn = 0  # board frames drawn: what is on screen changes with each

    # --- where it can go ---------------------------------------------------------------------

    def stops(self) -> list[Stop]:
        """The reachable places in Tab order, from the board as last drawn."""
        # Worked out again after each drawing (a move re-lays the hand and the cards) and
        # whenever the move asked for changes.
        key = (self.drawn, self.mode())
        if key != self._stops_key:
            seen: set[Target] = set()
            out = []
            for target, rect in self._candidates():
                if target in seen or rect.width <= 0:
                    continue
                point = self._point(target, rect)
                if point is not None:
                    seen.add(target)
                    out.append(Stop(target, rect, point))
            self._stops, self._stops_key = out, key
        return self._stops

    def mode(self) -> tuple:
        """What the board is asking for; when it changes, the ring starts at its first stop."""
        b = self.board
        st = b.state
        popup = (b.popup.title, len(b.popup.options)) if b.popup is not None else None
        pending = st.pending.kind if st.pending is not None else None
        return (b.selected, b.conflict, pending, popup, len(b.session.commands))

    def _candidates(self) -> list[tuple[Target, pygame.Rect]]:
        b = self.board
        if b.popup is not None:
            return [(Target("option", i), r) for i, r in enumerate(b.popup.rects)]
        out = list(b.focus_extra())
        out += self._lit()
        asking = b.state.pending is not None or b.conflict is not None
        if not asking:
            for kind in SPOT_ORDER:
                out += [(Target(s.kind, s.ref), s.rect) for s in b.spots if s.kind == kind]
        for name in BUTTON_ORDER:
            button = b.buttons.get(name)
            if button is not None and button.enabled:
                out.append((Target("button", name), button.rect))
        if not asking:
            out += [
                (self._at_system(sw.system), self._system_rect(sw.system)) for sw in b.state.swarms
            ]
            out += [(self._at_system(n), self._system_rect(n)) for n in sorted(b.view._centres)]
        hinted = hint_target(b.hint.command) if b.hint is not None else None
        # After a hint the first Tab lands on what it lit up.
        return sorted(out, key=lambda item: item[0] != hinted)

    def _lit(self) -> list[tuple[Target, pygame.Rect]]:
        """What the current move lights up, in the order the status line asks for it."""
        b = self.board
        marks, slot_marks, recall_marks, _ = b.marks()
        out: list[tuple[Target, pygame.Rect]] = []
        pending = b.state.pending
        for rid in sorted(marks.routes | marks.recall_routes):
            cubes = len(b.state.routes[rid])
            last = len(b.view._slots[rid]) - 1
            placing = rid in marks.routes and (
                pending is not None or rid not in marks.recall_routes
            )
            k = min(cubes, last) if placing else max(0, cubes - 1)
            out.append((Target("route", rid), b.view.slot_rect(rid, k)))
        for pid in sorted(marks.planets | marks.recall_planets):
            out.append((Target("planet", pid), self._circle(b.view.planet_pos(pid), 0.24)))
        for n in sorted(marks.systems):
            out.append((self._at_system(n), self._system_rect(n)))
        for index in sorted(set(slot_marks) | set(recall_marks)):
            for k in sorted(slot_marks.get(index, set()) | recall_marks.get(index, set())):
                spot = next((s for s in b.spots if s.kind == "slot" and s.ref == (index, k)), None)
                if spot is not None:
                    out.append((Target("slot", (index, k)), spot.rect))
        return out

    def _at_system(self, number: int) -> Target:
        """A system is clicked through its swarm when one sits on it (as with the mouse)."""
        return Target("swarm" if self.board.state.swarm_on(number) else "system", number)

    def _system_rect(self, number: int) -> pygame.Rect:
        return self._circle(self.board.view.centre(number), 0.6)

    def _circle(self, centre: tuple[float, float], share: float) -> pygame.Rect:
        r = max(6, int(self.board.view.size * share))
        return pygame.Rect(int(centre[0]) - r, int(centre[1]) - r, 2 * r, 2 * r)

    def _point(self, target: Target, rect: pygame.Rect) -> tuple[int, int] | None:
        """A point of `rect` where the board's hit test finds `target` (its centre if it does,
        else the first of a grid across it); None when it is covered everywhere."""
        b = self.board
        if target.kind == "coach":
            return rect.center
        screen = pygame.Rect((0, 0), b.app.size)
        points = [rect.center]
        steps = 6
        for i in range(steps + 1):
            for j in range(steps + 1):
                points.append((rect.x + rect.width * i // steps, rect.y + rect.height * j // steps))
        for p in points:
            if screen.collidepoint(p) and b.acts_on(p) == target:
                return p
        return None

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
                self.click(stop)
                return True
        return False

    def click(self, stop: Stop) -> None:
        """A left click at the stop, through the scene's own input handling."""
        b = self.board
        b.pointer = stop.point
        b.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=stop.point, button=1))

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
        mode = self.mode()
        if mode != self._mode:
            self._mode = mode
            self.current = None
        if self.visible and self.current is None:
            stop = self.stop()
            if stop is not None:
                self._land(stop)

    def draw(self, surface: pygame.Surface, scale: float) -> None:
        self.drawn += 1
        if not self.visible:
            return
        stop = next((s for s in self._stops if s.target == self.current), None)
        if stop is not None:
            draw_ring(surface, stop.rect, scale * 0.8)


def hint_target(cmd: object) -> Target | None:
    """Where the hinted move is clicked (its cube is picked up by the hint itself)."""
    if isinstance(cmd, (gc.PlaceCube, gc.Recall)):
        if cmd.spot == gc.ROUTE:
            return Target("route", cmd.ref)
        if cmd.spot == gc.PLANET:
            return Target("planet", cmd.ref)
        return Target("slot", (cmd.ref, cmd.slot))
    if isinstance(cmd, gc.TakeCard):
        return Target("deck", cmd.deck)
    if isinstance(cmd, (gc.InitiateConflict, gc.UseLeader)):
        return Target("card", cmd.project)
    if isinstance(cmd, gc.EndTurn):
        return Target("button", "end")
    if isinstance(cmd, gc.UsePower):
        return Target("button", "power")
    return None
