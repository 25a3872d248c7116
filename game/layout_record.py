"""What a frame drew, for `weavers layout-check`: every text with the box it must fit in, every
control and panel with its rect. Off in play (game.draw.recorder is None).

Layers keep intentional stacking apart: the map's numbers sit on its discs and under the swarm
cards by design, and a menu is drawn over a shaded board; only things in the same layer can
overlap by mistake.
"""

from __future__ import annotations

import attrs
import pygame

MAP = "map"  # the galaxy's own drawing: layered on purpose, never checked for overlaps


@attrs.define
class Drawn:
    kind: str  # text, control, panel
    what: str
    rect: pygame.Rect  # for a text, its ink (the pixels that show), on the screen
    layer: str
    box: pygame.Rect | None = None  # a text's room: its clip area or the block it wraps in
    lost: bool = False  # a wrapped text whose last lines did not fit its block
    size: int = 0  # a text's font size in pixels (0: not a text, or not known)


@attrs.define
class Recorder:
    items: list[Drawn] = attrs.field(factory=list)
    layers: list[str] = attrs.field(factory=lambda: [""])
    offsets: list[tuple[int, int]] = attrs.field(factory=lambda: [(0, 0)])

    @property
    def layer(self) -> str:
        return self.layers[-1]

    def _screen(self, rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(rect).move(self.offsets[-1])

    def text(
        self,
        words: str,
        surface: pygame.Surface,
        rect: pygame.Rect,
        img: pygame.Surface,
        box: pygame.Rect | None,
        size: int = 0,
    ) -> None:
        ink = img.get_bounding_rect().move(rect.topleft)
        room = surface.get_clip() if box is None else pygame.Rect(box).clip(surface.get_clip())
        drawn = Drawn("text", words, self._screen(ink), self.layer, self._screen(room))
        drawn.size = int(size)
        self.items.append(drawn)

    def lost_lines(self, words: str, rect: pygame.Rect) -> None:
        self.items.append(Drawn("text", words, self._screen(rect), self.layer, lost=True))

    def control(self, what: str, rect: pygame.Rect, kind: str = "control") -> None:
        self.items.append(Drawn(kind, what, self._screen(rect), self.layer))
