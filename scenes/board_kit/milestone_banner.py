"""The Game over screen's banner: milestones the game just earned, or a record problem."""

from __future__ import annotations

import pygame

from game import draw, theme
from game.milestones import Noted


def draw_banner(surface: pygame.Surface, noted: Noted, top: int, s: float) -> int:
    """Draw the banner (if there is anything to say) from `top`; return where it ends."""
    w = surface.get_width()
    box = pygame.Rect(0, top + int(12 * s), min(int(760 * s), w - int(40 * s)), 0)
    room = box.width - int(24 * s)
    size = int(22 * s)
    lines: list[tuple[str, tuple[int, int, int]]] = []
    if noted.earned:
        names = ", ".join(m.name for m in noted.earned)
        word = "milestone" if len(noted.earned) == 1 else "milestones"
        lines += [
            (line, theme.GOLD) for line in draw.wrap(f"New {word}: {names}", size, room, True)
        ]
    if noted.problem:  # a record that could not be written: said, never in the way
        lines += [(line, theme.DANGER) for line in draw.wrap(noted.problem, size, room, True)]
    if not lines:
        return top
    step = int(size * 1.3)
    box.height = step * len(lines) + int(14 * s)
    box.centerx = w // 2
    draw.panel(surface, box)
    edge = theme.GOLD if noted.earned else theme.DANGER
    pygame.draw.rect(surface, edge, box, width=max(1, int(2 * s)), border_radius=8)
    for i, (words, colour) in enumerate(lines):
        at = (box.centerx, box.y + int(7 * s) + i * step + step // 2)
        draw.text(surface, words, at, size, colour, "center", bold=True, box=box)
    return box.bottom
