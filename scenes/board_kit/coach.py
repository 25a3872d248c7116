"""The coach of a guided first game, over any game's board: its note, the Next button, and a
pulsing ring around the one thing to click now. Which thing that is, the game says: the coach
is given a `ring_of(board, cmd)` function returning ('rect', rect) or ('circle', centre,
radius) or None, and needs of the board only `view.rect` (the map it sits over), or its
`coach_area()` where a board offers more room."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from engine.core.commands import Command
from game import draw, theme
from game.widgets import Button
from scenes.board_kit.board_basics import BoardBasics
from scenes.board_kit.spots import Target

RING = theme.HINT  # the guided game rings what to do as a hint does
NEXT = Target("coach", "next")


class CoachRing(BoardBasics):
    """Mixed into a guided game's board before the game's board: the keyboard's ring
    (scenes.board_kit.board_ring) stops on the coach's Next first, and Enter there clicks it."""

    if TYPE_CHECKING:  # set by the guided board (scenes.guided_board) it comes with
        coach: Coach
        finished: bool

    def acts_on(self, p: tuple[int, int]) -> Target | None:
        if not self.finished and self.coach.next.rect.collidepoint(p):
            return NEXT
        return super().acts_on(p)

    def ring_stops(self) -> list[tuple[Target, pygame.Rect]]:
        stops = super().ring_stops()
        if not self.finished and self.coach.next.rect.width:
            return [(NEXT, self.coach.next.rect), *stops]
        return stops


class Coach:
    """The coach's panel: drawn over the board's lower right corner, clear of the player's
    corner (top left in the guided game) where the moves happen."""

    def __init__(self, on_next, ring_of: Callable[[object, Command | None], tuple | None]) -> None:
        self.next = Button("Next", on_next)
        self.ring_of = ring_of
        self.box = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(
        self,
        surface: pygame.Surface,
        board,
        step,
        number: int,
        total: int,
        cmd: Command | None,
        s: float,
        pointer: tuple[int, int],
        keep_clear: Sequence[pygame.Rect] = (),
        rather_clear: Sequence[pygame.Rect] = (),
    ) -> None:
        """`keep_clear`: what the step points at besides the ring (every hex of a move's path,
        its stack): the panel is placed clear of it too. `rather_clear`: what it should not
        hide where a corner allows (the pieces on the board)."""
        with draw.layer("coach"):  # over the map and the tableau on purpose
            spot = self.ring_of(board, cmd)
            if spot is not None:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
                width = max(2, int((3 + 2 * pulse) * s))
                if spot[0] == "rect":
                    pygame.draw.rect(surface, RING, spot[1], width=width, border_radius=8)
                else:
                    pygame.draw.circle(surface, RING, spot[1], spot[2], width=width)
            avoid = list(keep_clear)
            if spot is not None:
                avoid.append(spot[1] if spot[0] == "rect" else _circle_rect(spot[1], spot[2]))
            # A board may give the coach more room than its map (Arachnid's web is narrow at a
            # large UI scale: the coach may also sit over its right column).
            area = board.coach_area() if hasattr(board, "coach_area") else board.view.rect
            self._panel(
                surface, area, step, number, total, cmd, s, pointer, avoid, rather_clear,
            )  # fmt: skip

    def _panel(
        self, surface, area, step, number, total, cmd, s, pointer, avoid=(), rather=()
    ) -> None:
        pad = int(12 * s)
        width = min(int(440 * s), area.width // 2)
        body = int(18 * s)
        inner = width - 2 * pad
        lines = draw.wrap(step.text, body, inner)
        line_h = int(body * 1.2)
        btn_h = int(36 * s) if cmd is None else 0
        foot = int(15 * s)
        height = pad + int(28 * s) + len(lines) * line_h + pad + btn_h + foot + pad
        height = min(height, area.height - 2 * pad)
        room = area.inflate(-2 * pad, -2 * pad)
        box = _place(pygame.Rect(0, 0, width, height), room, avoid, rather)
        self.box = box
        draw.panel(surface, box, alpha=250)
        pygame.draw.rect(surface, RING, box, width=max(1, int(2 * s)), border_radius=8)
        title = f"{step.title}  ({number} of {total})"
        tsize = draw.fit_size(title, int(21 * s), inner)
        draw.text(surface, title, (box.x + pad, box.y + pad), tsize, RING, bold=True, box=box)
        text = pygame.Rect(box.x + pad, box.y + pad + int(28 * s), inner, len(lines) * line_h)
        text.height = min(text.height, box.bottom - pad - btn_h - foot - pad - text.y)
        draw.text_block(surface, step.text, text, body, theme.TEXT, spacing=1.2, shrink=True)
        if cmd is None:
            self.next.rect = pygame.Rect(0, 0, int(130 * s), btn_h)
            self.next.rect.bottomright = (box.right - pad, box.bottom - pad - foot)
            self.next.hover = self.next.rect.collidepoint(pointer)
            self.next.draw(surface, s * 0.8)
        else:
            self.next.rect = pygame.Rect(0, 0, 0, 0)
        note = "Menu (Esc) leaves; How to play on the title resumes here"
        fsize = draw.fit_size(note, int(14 * s), inner, bold=False)
        at = (box.x + pad, box.bottom - pad // 2)
        draw.text(surface, note, at, fsize, theme.TEXT_DIM, "bottomleft", box=box)


def _circle_rect(centre: tuple[float, float], r: float) -> pygame.Rect:
    return pygame.Rect(int(centre[0] - r), int(centre[1] - r), int(2 * r), int(2 * r))


def _place(
    box: pygame.Rect,
    area: pygame.Rect,
    avoid: pygame.Rect | Sequence[pygame.Rect] | None,
    rather: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """The coach's corner: lower right, unless what the step points at (one rect or several)
    lies under it; then the lower left, the upper right, and last the upper left (where the
    player's moves happen); failing all, the corner covering least of it. Among the corners
    clear of it, the first that hides fewest of `rather` (the pieces on the board)."""
    if avoid is None:
        avoid = []
    elif isinstance(avoid, pygame.Rect):
        avoid = [avoid]
    best, best_key = None, None
    for corner in ("bottomright", "bottomleft", "topright", "topleft"):
        setattr(box, corner, getattr(area, corner))
        key = (_cover(box, avoid), sum(box.colliderect(r) for r in rather))
        if key == (0, 0):
            return box
        if best_key is None or key < best_key:
            best, best_key = box.copy(), key
    assert best is not None
    return best


def _cover(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    return sum(box.clip(r).width * box.clip(r).height for r in rects)
