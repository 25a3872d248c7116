"""How the Load screen draws its rows: a game with its newest save, or one save of a game."""

from __future__ import annotations

from datetime import datetime

import pygame

from engine import modes
from engine.galaxy.content import Content
from engine.galaxy.describe import plural
from game import draw, saves, theme

GAME_H = 96  # design pixels (scaled like everything else)
SAVE_H = 44
KIND_NAMES = {
    "auto": "Autosave",
    "quick": "Quick save",
    "manual": "Saved game",
    "recovery": "Recovered game",
}


def when(info: saves.SaveInfo) -> str:
    return datetime.fromtimestamp(info.modified).strftime("%Y-%m-%d %H:%M")


def _words_of(info: saves.SaveInfo):
    """The module that words this save's game on Load (None for a game with none)."""
    from scenes import games

    return games.saved_module(saves.mode_of(info))


def game_title(game: saves.GameSaves) -> str:
    words = _words_of(game.newest)
    return words.title(game.newest.summary) if words else "A saved game"


def _level(summary: dict, content: Content) -> str:
    if "species" not in summary:  # another game's levels have their own names
        return f"Level {summary.get('difficulty', '?')}"
    level = content.levels.get(summary.get("difficulty", 3))
    return f"Difficulty {summary.get('difficulty', '?')}" + (f" ({level.name})" if level else "")


def _counts(summary: dict) -> str:
    bases, holes = summary.get("bases"), summary.get("black_holes")
    if not isinstance(bases, int) or not isinstance(holes, int):
        return ""
    return f"{plural(bases, 'base')}, {plural(holes, 'black hole')}"


def _result(info: saves.SaveInfo) -> tuple[str, tuple[int, int, int]]:
    words = _words_of(info)
    line = words.result(info.summary) if words else "Finished"
    return line, (theme.WON if info.summary.get("result") == "won" else theme.DANGER)


def _line(
    surface: pygame.Surface,
    words: str,
    pos: tuple[int, int],
    size: int,
    width: int,
    colour=theme.TEXT,
    bold: bool = False,
    anchor: str = "topleft",
) -> pygame.Rect:
    """Text made smaller until it fits the width (big UI scales leave rows little room)."""
    size = draw.fit_size(words, size, max(10, width), bold)
    return draw.text(surface, words, pos, size, colour, anchor, bold)


def _frame(surface: pygame.Surface, rect: pygame.Rect, hover: bool, s: float) -> None:
    draw.panel(surface, rect, alpha=255 if hover else 220)
    if hover:
        pygame.draw.rect(surface, theme.ACCENT, rect, width=max(1, int(2 * s)), border_radius=8)


def game_row(
    surface: pygame.Surface,
    rect: pygame.Rect,
    game: saves.GameSaves,
    view,
    content: Content,
    hover: bool,
    right: int,
    s: float,
) -> None:
    """A game: thumbnail, who and which turn, and how it ended or when it was saved last.
    Text stops at `right`, where the row's buttons begin."""
    _frame(surface, rect, hover, s)
    newest = game.newest
    thumb = pygame.Rect(
        rect.x + int(8 * s), rect.y + int(6 * s), int(150 * s), rect.height - int(12 * s)
    )
    x = thumb.right + int(16 * s)
    width = right - x
    if game.damaged:
        old = game.record_only  # made with other game data: its moves can be watched
        pygame.draw.rect(surface, (40, 20, 25), thumb, border_radius=6)
        mark = "older game" if old else "damaged"
        draw.text(surface, mark, thumb.center, int(20 * s), theme.DANGER, "center")
        what = "Damaged file"
        if old:
            mode = saves.mode_of(newest)
            title = modes.get(mode).title if mode else "A game"
            what = f"{title} made with older game data, click to watch its moves"
        title = f"{what}: {newest.name} ({KIND_NAMES[newest.kind]}, {when(newest)})"
        _line(surface, title, (x, rect.y + int(10 * s)), int(24 * s), width, bold=True)
        reason = pygame.Rect(x, rect.y + int(42 * s), width, int(48 * s))
        draw.text_block(surface, newest.error, reason, int(18 * s), theme.DANGER, shrink=True)
        return
    if view is not None:
        view.fit(thumb)
        view.draw(surface, newest.state, content)
    sm = newest.summary
    title = game_title(game) + (" - finished" if game.finished else "")
    _line(surface, title, (x, rect.y + int(8 * s)), int(26 * s), width, bold=True)
    facts = "  |  ".join(p for p in (_level(sm, content), _counts(sm)) if p)
    _line(surface, facts, (x, rect.y + int(40 * s)), int(20 * s), width, theme.TEXT_DIM)
    if game.finished:
        line, colour = _result(newest)
        longer = f"{line}. Click to watch the replay"
        if draw.fit_size(longer, int(19 * s), max(10, width), False) == int(19 * s):
            line = longer  # said only when it fits: the result itself must stay readable
    else:
        line = f"Last saved {when(newest)} ({KIND_NAMES[newest.kind].lower()})"
        colour = theme.TEXT
    _line(surface, line, (x, rect.y + int(66 * s)), int(19 * s), width, colour)


def save_row(
    surface: pygame.Surface,
    rect: pygame.Rect,
    game: saves.GameSaves,
    info: saves.SaveInfo,
    pointer: tuple[int, int],
    s: float,
) -> None:
    """One save of an expanded game: its kind, when, and where the game stood."""
    _frame(surface, rect, rect.collidepoint(pointer), s)
    sm = info.summary
    parts = [f"{KIND_NAMES[info.kind]}, {when(info)}", f"turn {sm.get('turn', '?')}"]
    if _counts(sm):
        parts.append(_counts(sm))
    y = rect.centery
    x = rect.x + int(14 * s)
    words = "  |  ".join(parts)
    colour = theme.TEXT
    if info.finished:
        words, colour = _result(info)
        words = f"{'  |  '.join(parts)}  |  {words}"
    elif game.finished:
        words += "  |  the game ended later: click to watch the replay"
    _line(surface, words, (x, y), int(20 * s), rect.width - int(28 * s), colour, anchor="midleft")
