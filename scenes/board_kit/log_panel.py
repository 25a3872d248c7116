"""The log panel every game's board shows: newest at the bottom, scrolls, wraps long lines,
rule references left out or drawn as small grey tags (Settings)."""

from __future__ import annotations

import pygame

from game import draw, theme
from game.rule_tags import split_rule

LEAST_LINES = 3  # a log showing fewer of its lines than this is reported as cut


def log_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: list[str],
    scroll: int,
    s: float,
    show_rules: bool = False,
    rows: list[tuple[pygame.Rect, str]] | None = None,
) -> int:
    """The log, newest at the bottom, `scroll` lines up from the end. Returns lines shown.
    A line's rule reference is left out, or drawn as a small grey tag with `show_rules`.
    `rows`, when given, gets each drawn row's rect with the whole log line it belongs to (a
    board lights what the line under the pointer names)."""
    draw.panel(surface, rect)
    f = int(17 * s)
    step = int(f * 1.2)
    inner = rect.inflate(-16 * s, -12 * s)
    wrapped: list[str] = []
    tags: dict[int, str] = {}  # wrapped line -> the rule tag drawn after it
    source: list[str] = []  # wrapped line -> the log line it is part of
    # A wrapped line's tail is indented, or marked "… " when the window opens on it.
    room = inner.width - max(theme.font(f).size(m)[0] for m in ("  ", "… "))
    for line in lines[-300:]:
        text, rule = split_rule(line)
        # The tag (smaller) is measured at the text's size, so it always fits where wrapped.
        words = f"{text}  {rule}" if show_rules and rule else text
        parts = ["  " + w if k else w for k, w in enumerate(draw.wrap(words, f, room))]
        if show_rules and rule and parts[-1].endswith(rule):
            parts[-1] = parts[-1][: -len(rule)].rstrip()
            tags[len(wrapped) + len(parts) - 1] = rule
        wrapped += parts
        source += [line] * len(parts)
    fit = max(1, inner.height // step)
    if fit < min(LEAST_LINES, len(wrapped)) and draw.recorder is not None:
        # A log squeezed to a line or two is as good as gone: the layout check says so.
        draw.recorder.lost_lines(f"the log (room for {fit} of its lines)", inner)
    end = max(0, len(wrapped) - scroll)
    start = max(0, end - fit)
    # A window that begins inside a wrapped entry shows that entry's tail marked with "…"
    # rather than skipping it: skipping left a short log (a small window at a large UI
    # scale) nearly empty under one long entry.
    y = inner.top
    clip = surface.get_clip()
    surface.set_clip(inner)
    for k in range(start, end):
        line = wrapped[k]
        colour = theme.TEXT if not line.startswith("Turn ") else theme.ACCENT
        if k == start and line.startswith("  "):  # an earlier entry's tail: said quietly
            line, colour = "… " + line[2:], theme.TEXT_DIM
        drawn = draw.text(surface, line, (inner.left, y), f, colour)
        if k in tags:
            at = (drawn.right + theme.font(f).size(" ")[0], drawn.bottom)
            draw.text(surface, tags[k], at, int(f * 0.8), theme.TEXT_DIM, "bottomleft")
        if rows is not None:
            rows.append((pygame.Rect(inner.left, y, inner.width, step), source[k]))
        y += step
    surface.set_clip(clip)
    if scroll:
        draw.text(
            surface,
            f"(scrolled up {scroll})",
            (inner.right, rect.top + 2),
            int(15 * s),
            theme.TEXT_DIM,
            "topright",
        )
    return len(wrapped)
