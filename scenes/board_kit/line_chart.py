"""The game-over chart every game can use: a few series of whole numbers over the game, each
a coloured line, with a legend below."""

from __future__ import annotations

import pygame

from game import draw, theme

Series = tuple[str, tuple[int, int, int], list[int]]


def line_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    title: str,
    series: list[Series],
    step_word: str,
    top_at_least: int = 1,
    empty: str = "",
    legend_step: int | None = None,
    last_step: int | None = None,
) -> None:
    """The series over the game in `rect`, scaled to the largest value (at least
    `top_at_least`); `empty` is said when there is nothing to draw yet; the legend's entries
    are `legend_step` apart (by default they share the width). The axis ends at `last_step`
    (by default the number of points: say so when the first point is a start, not a step)."""
    draw.panel(surface, rect)
    inner = pygame.Rect(
        rect.x + int(40 * s),
        rect.y + int(46 * s),
        rect.width - int(80 * s),
        rect.height - int(46 * s) - int(58 * s),
    )
    draw.text(surface, title, (rect.x + 16 * s, rect.y + 10 * s), int(22 * s), theme.TEXT_DIM)
    n = max((len(v) for _, _, v in series), default=0)
    if n < 1 or inner.height < 10:
        if empty:
            draw.text(surface, empty, inner.center, int(20 * s), theme.TEXT_DIM, "center")
        return
    top = max(top_at_least, *(max(v, default=0) for _, _, v in series))
    pygame.draw.line(surface, theme.PANEL_EDGE, inner.bottomleft, inner.bottomright)
    pygame.draw.line(surface, theme.PANEL_EDGE, inner.bottomleft, inner.topleft)
    for _label, colour, values in series:
        pts = [
            (
                inner.left + inner.width * i / max(1, n - 1),
                inner.bottom - inner.height * v / top,
            )
            for i, v in enumerate(values)
        ]
        if len(pts) > 1:
            pygame.draw.lines(surface, colour, False, pts, max(2, int(3 * s)))
        for p in pts[-1:]:
            pygame.draw.circle(surface, colour, p, max(3, int(4 * s)))
    slot = legend_step or (rect.width - int(40 * s)) // max(1, len(series))
    for i, (label, colour, _) in enumerate(series):
        x = rect.x + int(20 * s) + i * slot
        y = rect.bottom - int(26 * s)
        pygame.draw.rect(surface, colour, (x, y, int(14 * s), int(14 * s)))
        size = draw.fit_size(label, int(19 * s), slot - int(30 * s), bold=False)
        draw.text(surface, label, (x + int(20 * s), y - int(2 * s)), size)
    draw.text(surface, str(top), (inner.left - 8 * s, inner.top), int(16 * s), theme.TEXT_DIM,
              "topright")  # fmt: skip
    last = n if last_step is None else last_step
    draw.text(surface, f"{step_word} {last}", (inner.right, inner.bottom + 4 * s), int(16 * s),
              theme.TEXT_DIM, "topright")  # fmt: skip
