"""How the Load screen draws its rows: a game with its newest save, or one save of a game."""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pygame

from engine.core import daily
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


def games_of(info: saves.SaveInfo):
    """The entry (scenes.games) of the game a save is of; None when it cannot be told."""
    from scenes import games

    return games.of_save(info)


def _words_of(info: saves.SaveInfo):
    """The module that words this save's game on Load (None for a game with none): its
    contract's `saved` (scenes.games)."""
    entry = games_of(info)
    return entry.module("saved") if entry else None


BY_HAND = ("manual", "quick")  # saves the player chose to make


def plays_on(game: saves.GameSaves, info: saves.SaveInfo) -> bool:
    """Whether this save opens on the board: a game still going, or a save made by hand of
    a game that ended later (the rest of a finished game is watched in its replay)."""
    if info.error or info.finished:
        return False
    return not game.finished or info.kind in BY_HAND


def number(summary: dict, key: str) -> int:
    """A number a save's summary holds (0 when it holds none: a summary is only shown, never
    trusted), for each game's `saved` words."""
    value = summary.get(key)
    return value if isinstance(value, int) and not isinstance(value, bool) else 0


def game_title(game: saves.GameSaves) -> str:
    words = _words_of(game.newest)
    title = words.title(game.newest.summary) if words else "A saved game"
    if game.newest.daily:  # the day's game says so, as its board does
        return f"{daily.words(game.newest.daily)}: {title}"
    return title


def _facts(info: saves.SaveInfo) -> str:
    """The line under a game's title: its level and what it holds, in its game's words."""
    words = _words_of(info)
    return words.facts(info.summary) if words else ""


def _where(info: saves.SaveInfo) -> str:
    """Where the game stood at this save (its turn or round), in its game's words."""
    words = _words_of(info)
    return words.where(info.summary) if words else ""


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
    content: Any,
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
        title = f"Damaged file: {newest.name} ({KIND_NAMES[newest.kind]}, {when(newest)})"
        if old:  # the reason that follows names the file
            entry = games_of(newest)
            game_name = entry.title if entry else "A game"
            title = f"{game_name} from older game data: click to watch its moves"
        _line(surface, title, (x, rect.y + int(10 * s)), int(24 * s), width, bold=True)
        reason = pygame.Rect(x, rect.y + int(42 * s), width, int(48 * s))
        draw.text_block(surface, newest.error, reason, int(18 * s), theme.DANGER, shrink=True)
        return
    if view is not None:
        view.fit(thumb)
        view.draw(surface, newest.state, content)
    title = game_title(game) + (" - finished" if game.finished else "")
    _line(surface, title, (x, rect.y + int(8 * s)), int(26 * s), width, bold=True)
    facts = _facts(newest)
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
    hover: bool,
    right: int,
    s: float,
) -> None:
    """One save of an expanded game: its kind, when, and where the game stood. Text stops
    at `right`, where the row's buttons begin."""
    _frame(surface, rect, hover, s)
    parts = [f"{KIND_NAMES[info.kind]}, {when(info)}", _where(info)]
    y = rect.centery
    x = rect.x + int(14 * s)
    words = "  |  ".join(p for p in parts if p)
    colour = theme.TEXT
    if info.finished:
        result, colour = _result(info)
        words = f"{words}  |  {result}"
    elif game.finished and plays_on(game, info):
        words += "  |  click to play on from here"
    elif game.finished:
        words += "  |  the game ended later: click to watch the replay"
    _line(surface, words, (x, y), int(20 * s), right - x, colour, anchor="midleft")
