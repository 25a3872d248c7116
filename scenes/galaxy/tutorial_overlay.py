"""The coach over the board in the guided game: its note, the Next button, and a ring around
the one thing to click now.

What "the thing to click now" is follows from the step's expected command and how far the
player has got with it (a cube picked from the hand, a conflict card with its origin chosen):
`wanted` says whether a target under the pointer is part of the move, `ring` where to draw it.
Both use the board's own hit test and geometry, so what is lit is what a click there does.
"""

from __future__ import annotations

import math

import pygame

from engine.core.commands import Command
from engine.galaxy.commands import PLANET, ROUTE, EndTurn, InitiateConflict, PlaceCube, TakeCard
from game import draw, theme
from game.tutorial import Step
from game.widgets import Button
from scenes.spots import Target

RING = theme.HINT  # the guided game rings what to do as a hint does
MAP_KINDS = ("system", "swarm")


def wanted(board, cmd: Command | None, target: Target | None) -> bool:
    """Whether clicking `target` is the next part of making `cmd` (or harmless to it)."""
    if target is None:
        return True  # empty space: a click there does nothing
    if target.kind in ("option", "popup", "away"):
        return True  # a pop-up the player opened to read (a swarm card); closing it is fine
    if target.kind == "button":
        return target.ref == "menu" or (target.ref == "end" and isinstance(cmd, EndTurn))
    if cmd is None:
        return target.kind in ("swarm", "completed")  # reading a swarm's card is allowed
    return target in next_targets(board, cmd)


def next_targets(board, cmd: Command) -> list[Target]:
    """The targets the next click of `cmd` may land on, given the board's selection."""
    if isinstance(cmd, PlaceCube):
        if board.selected != cmd.colour:
            return [Target("hand", cmd.colour)]
        if cmd.spot == ROUTE:
            return [Target("route", cmd.ref)]
        if cmd.spot == PLANET:
            return [Target("planet", cmd.ref)]
        return [Target("slot", (cmd.ref, cmd.slot))]
    if isinstance(cmd, TakeCard):
        return [Target("deck", cmd.deck)]
    if isinstance(cmd, EndTurn):
        return [Target("button", "end")]
    if isinstance(cmd, InitiateConflict):
        conflict = board.conflict
        if conflict is None or conflict[0] != cmd.project:
            slots = len(board.state.tableau[cmd.project].needs)
            return [Target("card", cmd.project)] + [
                Target("slot", (cmd.project, k)) for k in range(slots)
            ]
        system = cmd.origin if not conflict[1] else cmd.target
        return [Target(kind, system) for kind in MAP_KINDS]
    return []


def ring(board, cmd: Command | None) -> tuple | None:
    """Where to draw the ring: ('rect', rect) or ('circle', centre, radius), or None."""
    if cmd is None:
        return None
    view = board.view
    first = next_targets(board, cmd)
    if not first:
        return None
    t = first[0]
    if t.kind == "button":
        return ("rect", board.buttons[t.ref].rect.inflate(8, 8))
    if t.kind == "route":
        k = min(len(board.state.routes[t.ref]), len(view._slots[t.ref]) - 1)
        return ("rect", view.slot_rect(t.ref, k).inflate(10, 10))
    if t.kind == "planet":
        return ("circle", view.planet_pos(t.ref), view.size * 0.35)
    if t.kind in MAP_KINDS:
        return ("circle", view.centre(t.ref), view.size * 0.9)
    for spot in board.spots:
        if spot.kind == t.kind and spot.ref == t.ref:
            return ("rect", spot.rect.inflate(8, 8))
    return None


class Coach:
    """The coach's panel: drawn over the board's lower right corner, clear of the player's
    corner (top left in the guided game) where the moves happen."""

    def __init__(self, on_next) -> None:
        self.next = Button("Next", on_next)
        self.box = pygame.Rect(0, 0, 0, 0)
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(
        self,
        surface: pygame.Surface,
        board,
        step: Step,
        number: int,
        total: int,
        cmd: Command | None,
        s: float,
        pointer: tuple[int, int],
    ) -> None:
        with draw.layer("coach"):  # over the map and the tableau on purpose
            spot = ring(board, cmd)
            if spot is not None:
                pulse = 0.5 + 0.5 * math.sin(self.clock * 5)
                width = max(2, int((3 + 2 * pulse) * s))
                if spot[0] == "rect":
                    pygame.draw.rect(surface, RING, spot[1], width=width, border_radius=8)
                else:
                    pygame.draw.circle(surface, RING, spot[1], spot[2], width=width)
            avoid = None
            if spot is not None:
                avoid = spot[1] if spot[0] == "rect" else _circle_rect(spot[1], spot[2])
            self._panel(surface, board.view.rect, step, number, total, cmd, s, pointer, avoid)

    def _panel(self, surface, area, step, number, total, cmd, s, pointer, avoid=None) -> None:
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
        box = _place(pygame.Rect(0, 0, width, height), area.inflate(-2 * pad, -2 * pad), avoid)
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


def _place(box: pygame.Rect, area: pygame.Rect, avoid: pygame.Rect | None) -> pygame.Rect:
    """The coach's corner: lower right, unless the step's target lies under it; then the
    lower left, then the upper right (the upper left is where the player's moves happen)."""
    for corner in ("bottomright", "bottomleft", "topright"):
        setattr(box, corner, getattr(area, corner))
        if avoid is None or not box.colliderect(avoid):
            return box
    box.bottomright = area.bottomright
    return box
