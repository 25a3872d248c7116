"""What The Weavers' board offers the keyboard's ring (scenes.board_kit.board_ring), mixed into
BoardScene. The order follows the move being made: an open pop-up's options alone; else the
lit places first (where the picked cube may go, the systems a conflict may start from or
strike, the slots a choice asks for), then the hand, the decks, the cards, the buttons (End
turn first), the swarms and the systems. After a hint the first stop is what it lit up."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.galaxy import commands as gc
from scenes.board_kit.board_ring import circle
from scenes.board_kit.spots import Target

if TYPE_CHECKING:
    from engine.core.session import Session
    from engine.galaxy.heuristic_moves import Choice
    from game.widgets import Button
    from scenes.board_kit.spots import Hotspot
    from scenes.galaxy.board_input import Popup
    from scenes.galaxy.galaxy_view import GalaxyView, Marks

SPOT_ORDER = ("hand", "deck", "card", "defender")
BUTTON_ORDER = ("end", "undo", "hint", "power", "menu")


class WeaversRing:
    if TYPE_CHECKING:  # what it uses of the Weavers' board it is mixed into
        buttons: dict[str, Button]
        conflict: tuple[int, int] | None
        hint: Choice | None
        popup: Popup | None
        selected: str | None
        session: Session[Any]
        spots: list[Hotspot]
        view: GalaxyView

        def marks(self) -> tuple[Marks, dict[int, set[int]], dict[int, set[int]], set[str]]: ...
        @property
        def state(self) -> Any: ...

    def selection_open(self) -> bool:
        """Whether Esc (a right-click) would drop something rather than open the menu."""
        return bool(self.selected or self.conflict is not None or self.popup is not None)

    def ring_mode(self) -> tuple:
        st = self.state
        popup = (self.popup.title, len(self.popup.options)) if self.popup is not None else None
        pending = st.pending.kind if st.pending is not None else None
        return (self.selected, self.conflict, pending, popup, len(self.session.commands))

    def ring_stops(self) -> list[tuple[Target, pygame.Rect]]:
        if self.popup is not None:
            return [(Target("option", i), r) for i, r in enumerate(self.popup.rects)]
        out = self._lit_stops()
        asking = self.state.pending is not None or self.conflict is not None
        if not asking:
            for kind in SPOT_ORDER:
                out += [(Target(s.kind, s.ref), s.rect) for s in self.spots if s.kind == kind]
        for name in BUTTON_ORDER:
            button = self.buttons.get(name)
            if button is not None and button.enabled:
                out.append((Target("button", name), button.rect))
        if not asking:
            out += [
                (self._at_system(sw.system), self._system_rect(sw.system))
                for sw in self.state.swarms
            ]
            out += [(self._at_system(n), self._system_rect(n)) for n in sorted(self.view._centres)]
        hinted = hint_target(self.hint.command) if self.hint is not None else None
        # After a hint the first Tab lands on what it lit up.
        return sorted(out, key=lambda item: item[0] != hinted)

    def _lit_stops(self) -> list[tuple[Target, pygame.Rect]]:
        """What the current move lights up, in the order the status line asks for it."""
        marks, slot_marks, recall_marks, _ = self.marks()
        out: list[tuple[Target, pygame.Rect]] = []
        pending = self.state.pending
        for rid in sorted(marks.routes | marks.recall_routes):
            cubes = len(self.state.routes[rid])
            last = len(self.view._slots[rid]) - 1
            placing = rid in marks.routes and (
                pending is not None or rid not in marks.recall_routes
            )
            k = min(cubes, last) if placing else max(0, cubes - 1)
            out.append((Target("route", rid), self.view.slot_rect(rid, k)))
        for pid in sorted(marks.planets | marks.recall_planets):
            out.append(
                (Target("planet", pid), circle(self.view.planet_pos(pid), self.view.size * 0.24))
            )
        for n in sorted(marks.systems):
            out.append((self._at_system(n), self._system_rect(n)))
        for index in sorted(set(slot_marks) | set(recall_marks)):
            for k in sorted(slot_marks.get(index, set()) | recall_marks.get(index, set())):
                spot = next(
                    (s for s in self.spots if s.kind == "slot" and s.ref == (index, k)), None
                )
                if spot is not None:
                    out.append((Target("slot", (index, k)), spot.rect))
        return out

    def _at_system(self, number: int) -> Target:
        """A system is clicked through its swarm when one sits on it (as with the mouse)."""
        return Target("swarm" if self.state.swarm_on(number) else "system", number)

    def _system_rect(self, number: int) -> pygame.Rect:
        return circle(self.view.centre(number), self.view.size * 0.6)


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
