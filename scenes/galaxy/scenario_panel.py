"""The board's scenario panel: which scenario is played, its goal, and how the goal stands
(turns left, the victory the goal asks for and how near it is; met or out of reach). Drawn
above the log, only in a scenario; it never changes the game state. Where the log has little
room (a small window at a large UI scale) it folds into one line, the rest in its tooltip."""

from __future__ import annotations

import pygame

from engine.galaxy import scenarios
from engine.galaxy.content import Content
from engine.galaxy.state import GameState
from game import draw, theme

MET = (140, 230, 150)
HEIGHT = 70  # design units, three lines
LINE = 24  # design units, the folded panel's one line


def shown(state: GameState) -> bool:
    return bool(getattr(state, "scenario", 0))


def lines(state: GameState, content: Content) -> tuple[str, str, str]:
    """(title, goal, progress) in the player's words."""
    scen = scenarios.get_scenario(state.scenario, content)
    title = f"Scenario {scen.number}: {scen.name}"
    progress = scenarios.goal_progress(state, content)
    if progress is None:
        return title, "No goal besides the usual win.", "Win the game to win the scenario."
    status = progress.status
    if progress.met:
        status = f"Goal met - {status}"
    elif progress.failed:
        status = f"Goal out of reach - {status}"
    return title, f"Goal: {progress.goal}", status


def height(s: float, room: int) -> int:
    """Three lines when the log keeps at least as much room, else one."""
    return int(HEIGHT * s) if int(HEIGHT * s) * 2 <= room else min(int(LINE * s), room // 2)


def tooltip(state: GameState, content: Content) -> str:
    return "\n".join(lines(state, content))


def draw_panel(
    surface: pygame.Surface, rect: pygame.Rect, state: GameState, content: Content, s: float
) -> None:
    draw.panel(surface, rect)
    pygame.draw.rect(surface, theme.ACCENT, rect, width=max(1, int(s)), border_radius=8)
    title, goal, status = lines(state, content)
    progress = scenarios.goal_progress(state, content)
    ink = theme.TEXT_DIM
    if progress is not None and progress.met:
        ink = MET
    elif progress is not None and progress.failed:
        ink = theme.DANGER
    pad = int(10 * s)
    inner = rect.inflate(-2 * pad, -int(6 * s))
    rows = ((title, theme.ACCENT, True), (goal, theme.TEXT, False), (status, ink, False))
    if rect.height < int(HEIGHT * s):  # folded: the scenario's name and how the goal stands
        short = title.split(": ", 1)[-1]
        rows = ((f"{short} - {status}", ink if progress else theme.TEXT, False),)
    step = inner.height / len(rows)
    for i, (words, colour, bold) in enumerate(rows):
        size = draw.fit_size(words, min(int(18 * s), int(step * 0.85)), inner.width, bold)
        at = (inner.x, int(inner.y + i * step + (step - size) / 2))
        draw.text(surface, words, at, size, colour, bold=bold, box=rect)
