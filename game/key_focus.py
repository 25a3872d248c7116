"""The keyboard in the menus and dialogs: Tab (Shift+Tab back) or the arrow keys move a
visible focus ring through the controls drawn on screen, Enter uses the one it is on.

Every screen already draws its controls each frame (a Button in game.widgets, or a row or a
map corner offered with `offer`); what was drawn in the last frame, in drawing order, is the
Tab order, so a screen needs no list of its own and its order is the order the eye reads.
A menu or dialog drawn over another screen (`draw.layer("menu")` or `"dialog"`) starts the
list afresh: the screen under its shade is not reachable, as with the mouse.

The board has its own focus (scenes.board_kit.board_ring): it says so with `own_focus = True`.
A screen that uses some arrow keys itself (page turning, scrolling) lists them in
`claims_keys`, and they reach it instead.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

MODAL_LAYERS = ("menu", "dialog")
RING = (255, 255, 255)  # white on a dark edge: seen on every panel, in both palettes
RING_EDGE = (0, 0, 0)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)
ARROWS = {pygame.K_UP: -1, pygame.K_LEFT: -1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1}


@attrs.define
class Focusable:
    """One thing the keyboard can land on: where it is drawn and what Enter does there
    (None while it is shown but not usable, like a greyed-out button)."""

    rect: pygame.Rect
    act: Callable[[], object] | None
    label: str
    tip: str = ""  # what hovering it would say (why it is greyed out, where it leads)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, scale: float = 1.0) -> None:
    """The focus ring: a white frame on a black one, a little outside the control."""
    gap = max(3, int(5 * scale))
    width = max(2, int(3 * scale))
    outer = rect.inflate(2 * gap + 2 * width, 2 * gap + 2 * width)
    pygame.draw.rect(surface, RING_EDGE, outer, width=width + 2, border_radius=10)
    pygame.draw.rect(surface, RING, outer.inflate(-2, -2), width=width, border_radius=10)


class KeyFocus:
    """Which control of the top screen the keyboard is on (see the module's docstring)."""

    def __init__(self) -> None:
        self.shown: list[Focusable] = []  # the last whole frame's controls, in Tab order
        self._drawing: list[Focusable] = []
        self._layers = 0  # modal layers opened in the frame being drawn
        self._shown_layers = 0
        self.index: int | None = None
        self.visible = False  # the ring shows once a key moved it, until the mouse clicks
        self._scene: object = None

    # --- the frame ---------------------------------------------------------------------------

    def begin(self, scene: object) -> None:
        """A frame of `scene` is about to be drawn (another screen: the ring starts over)."""
        if scene is not self._scene:
            self._scene = scene
            self.index = None
            self.visible = False
            self.shown = []
        self._drawing = []
        self._layers = 0

    def end(self) -> None:
        self.shown = self._drawing
        self._shown_layers = self._layers
        if self.index is not None and self.index >= len(self.shown):
            self.index = len(self.shown) - 1 if self.shown else None

    def modal(self) -> None:
        """A menu or dialog is drawn over what came before: only its controls are reachable."""
        self._drawing = []
        self._layers += 1

    def offer(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        act: Callable[[], object] | None,
        label: str,
        scale: float = 1.0,
        tip: str = "",
    ) -> bool:
        """A control drawn this frame; draws the ring round it when it has the focus."""
        position = len(self._drawing)
        self._drawing.append(Focusable(pygame.Rect(rect), act, label, tip))
        focused = (
            self.visible
            and self.index == position
            and self._layers == self._shown_layers
            and rect.width > 0
        )
        if focused:
            draw_ring(surface, rect, scale)
        return focused

    @property
    def current(self) -> Focusable | None:
        if self.index is None or not self.visible or self.index >= len(self.shown):
            return None
        return self.shown[self.index]

    # --- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, scene: object) -> bool:
        """Take the event if it is the ring's (True), else leave it to the screen."""
        if getattr(scene, "own_focus", False):
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.visible = False  # the mouse is in charge; the next key shows the ring again
            return False
        if event.type != pygame.KEYDOWN:
            return False
        claimed = getattr(scene, "claims_keys", ())
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        if event.key in ARROWS and event.key not in claimed and self.shown:
            self.move(ARROWS[event.key])
            return True
        if event.key in ENTER and self.current is not None:
            if self.current.act is not None:
                self.current.act()
            return True
        return False

    def move(self, step: int) -> None:
        """One control on (or back); the first key press lands on the first (or last) one."""
        if not self.shown:
            return
        if self.index is None:
            self.index = 0 if step > 0 else len(self.shown) - 1
        elif not self.visible:
            pass  # shown again where it was before the mouse took over
        else:
            self.index = (self.index + step) % len(self.shown)
        self.visible = True


focus = KeyFocus()  # the one keyboard of the one window
