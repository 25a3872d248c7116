"""What Arachnid's board offers the keyboard's ring (scenes.board_kit.board_ring), mixed into
ArachnidBoard: the lit hexes first (where the picked spider or the choice may go), then the
pop-up's and the choice's answers, the battle panel's steppers, the den's and the cards'
buttons, the cards, the buttons, the panels (for their tooltips), and last every hex."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.arachnid.board import BOARD
from scenes.board_kit.spots import Target

if TYPE_CHECKING:
    from engine.core.session import Session
    from scenes.arachnid.choice import Variants
    from scenes.arachnid.view import WebView
    from scenes.board_kit.spots import Hotspot, Target

SPOT_ORDER = ("variant", "choice", "step", "den", "action", "card", "button")
INFO = ("stack", "store", "rival", "event", "bags", "score", "named")
BUTTON_FIRST = ("end_den", "pass")


class ArachnidRing:
    if TYPE_CHECKING:  # what it uses of the ArachnidBoard it is mixed into
        action: str | None
        deploying: str | None
        selected: str | None
        session: Session[Any]
        spots: list[Hotspot]
        variants: Variants | None
        view: WebView

        def lit_hexes(self) -> list[int]: ...
        @property
        def state(self) -> Any: ...
        def target_at(self, pos: tuple[int, int]) -> Target | None: ...

    def acts_on(self, p: tuple[int, int]) -> Target | None:
        return self.target_at(p)

    def selection_open(self) -> bool:
        """Whether Esc (a right-click) would drop something rather than open the menu."""
        return bool(self.selected or self.deploying or self.variants is not None)

    def ring_mode(self) -> tuple:
        st = self.state
        return (
            self.selected, self.action, self.deploying, self.variants is not None,
            len(self.session.commands), len(st.choices), st.stage,
        )  # fmt: skip

    def ring_stops(self) -> list[tuple[Target, pygame.Rect]]:
        out = [(Target("hex", h), self.view.hex_rect(h)) for h in self.lit_hexes()]
        for kind in (*SPOT_ORDER, *INFO):
            spots = [s for s in self.spots if s.kind == kind]
            if kind == "button":
                spots.sort(key=lambda s: s.ref not in BUTTON_FIRST)
            out += [(Target(s.kind, s.ref), s.rect) for s in spots]
        out += [(Target("hex", h), self.view.hex_rect(h)) for h in range(BOARD.size)]
        return out
