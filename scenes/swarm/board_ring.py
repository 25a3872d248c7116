"""What the Space Swarm board offers the keyboard's ring (scenes.board_kit.board_ring), mixed into
SwarmBoard: a card's choices and the curtain first, then the hexes the move lights up (where
the picked stack can go, the stacks that can move, where new fleets can be placed), the places
and targets of the phase bar, the hand, the buttons, the races and attributes (for their
tooltips), and last every hex of the map."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.swarm import commands as sc
from engine.swarm.state import MOVE, PRODUCTION
from scenes.board_kit.board_ring import circle
from scenes.board_kit.spots import Target

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.core.session import Session
    from scenes.swarm.panels import Spot
    from scenes.swarm.view import HexView

SPOT_ORDER = ("place", "target", "card", "button", "race", "attr")
BUTTON_FIRST = ("end", "pass", "minus", "plus")


class SwarmRing:
    if TYPE_CHECKING:  # what it uses of the SwarmBoard it is mixed into
        overlay: list[Spot]
        popup_card: str
        selected: int
        session: Session[Any]
        spots: list[Spot]
        view: HexView
        waypoints: list[int]

        @property
        def curtain(self) -> bool: ...
        def legal(self) -> list[Command]: ...
        @property
        def me(self) -> Any: ...
        def reachable(self) -> dict[int, tuple[int, ...]]: ...
        @property
        def state(self) -> Any: ...
        def target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None: ...

    def acts_on(self, p: tuple[int, int]) -> Target | None:
        hit = self.target_at(p)
        return Target(*hit) if hit is not None else None

    def selection_open(self) -> bool:
        """Whether Esc (a right-click) would drop something rather than open the menu."""
        return self.selected >= 0 or bool(self.popup_card)

    def ring_mode(self) -> tuple:
        st = self.state
        return (
            self.selected, tuple(self.waypoints), self.popup_card, self.curtain, st.phase,
            len(self.session.commands),
        )  # fmt: skip

    def ring_stops(self) -> list[tuple[Target, pygame.Rect]]:
        out = [(Target(s.kind, s.ref), s.rect) for s in self.overlay if s.enabled]
        if self.curtain:
            return out
        out += [(Target("hex", h), self._hex_rect(h)) for h in self._lit_hexes()]
        for kind in SPOT_ORDER:
            spots = [s for s in self.spots if s.kind == kind]
            if kind == "button":
                spots = [s for s in spots if s.enabled]
                spots.sort(key=lambda s: s.ref not in BUTTON_FIRST)
            out += [(Target(s.kind, s.ref), s.rect) for s in spots]
        out += [(Target("hex", h), self._hex_rect(h)) for h in range(self.state.board.size)]
        return out

    def _lit_hexes(self) -> list[int]:
        me, st = self.me, self.state
        if me is None:
            return []
        if st.phase == PRODUCTION:
            return sorted({c.hex for c in self.legal() if isinstance(c, sc.Produce)})
        if st.phase != MOVE:
            return []
        if self.selected >= 0:
            return [*self.waypoints, *sorted(self.reachable()), self.selected]
        return [h for h in range(st.board.size) if me.fleets[h] > 0]

    def _hex_rect(self, h: int) -> pygame.Rect:
        return circle(self.view.centre(h), self.view.size * 0.5)
