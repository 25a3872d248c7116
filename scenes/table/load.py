"""Load: one row per game, the game played last first, showing its newest save.

A row opens that newest save; "Show saves" lists every save of the game (the player's own
saves first, then the autosaves, each newest first) so an older one can be opened instead. A
won or lost game is marked with its result and opens in its replay viewer; a save the player
made of it by hand before it ended opens where it was made, playable, with the replay of the
whole game a second choice on the same row (its autosaves open the replay: they are the
game's own trail, not a place the player chose to keep). A game's saves can be deleted after
a confirm. A damaged file is a row of its own with its reason (which game it was cannot be
read from it): it can be deleted, never opened, and it never stops the others from loading.
A save made with other game data that today's rules do not play to its position
(docs/SAVES.md) is listed so too, and opens its moves in the replay. How each game's saves
look and open is its contract's (scenes.games): this screen names no game.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from engine.core.record import SaveError
from game import draw, key_focus, saves, theme
from game.scene import Scene
from game.widgets import Button
from scenes import games
from scenes.table import load_rows


def default_rules():
    """The rules a save naming no game is read with (saves from before games had names are
    The Weavers'); every other save is read with its own game's (game.saves.rules_of)."""
    from engine import modes

    return modes.get(modes.DEFAULT_MODE).rules()


@attrs.define
class Row:
    """One line of the list: a game (save is None) or one of its saves when shown."""

    game: saves.GameSaves
    save: saves.SaveInfo | None = None
    rect: pygame.Rect = attrs.field(factory=lambda: pygame.Rect(0, 0, 0, 0))


def players_first(infos: list[saves.SaveInfo]) -> list[saves.SaveInfo]:
    """A game's saves as Show saves lists them: the player's own (saved from the menu or with
    F5) first, then the autosaves, each newest first, so a save made on purpose is never
    buried under the autosaves of the turns played after it."""
    return sorted(infos, key=lambda info: (info.kind == "auto", -info.modified))


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.rules = default_rules()
        self.games: list[saves.GameSaves] = []
        self.expanded: set[str] = set()  # keys of the games whose saves are shown
        self.rows: list[Row] = []  # the rows drawn last frame, with their rects
        self.scroll = 0
        self.pointer = (0, 0)
        self.back = Button("Back", lambda: self.app.scenes.pop())
        self.message = ""
        self._views: dict[str, object] = {}  # each save's thumbnail, by file name
        # Each row's own buttons, by (game key or save name, "expand", "delete" or "replay"),
        # kept between frames.
        self.row_buttons: dict[tuple[str, str], Button] = {}
        self.refresh()

    def refresh(self) -> None:
        self.games = saves.list_games(self.rules, keep_state=True)
        self._views.clear()  # a deleted file's name may come back for another game
        keys = {g.key for g in self.games}
        self.expanded &= keys
        self.scroll = min(self.scroll, max(0, len(self.entries()) - 1))

    def entries(self) -> list[Row]:
        """Every row the list holds now: each game, then its saves if it is expanded."""
        out = []
        for game in self.games:
            out.append(Row(game))
            if game.key in self.expanded:
                out += [Row(game, info) for info in players_first(game.saves)]
        return out

    # --- what the rows do --------------------------------------------------------------------

    def open(self, game: saves.GameSaves, info: saves.SaveInfo | None = None) -> None:
        """Play a save on the board where it was made. A finished game is watched in its
        replay instead, unless this is a save the player made by hand before it ended."""
        info = info or game.newest
        if info.record_only:  # made with other content: its moves, never its board
            self.watch(game, info)
            return
        if info.error:
            self.message = info.error
            return
        if not load_rows.plays_on(game, info):
            self.watch(game)
            return
        entry = games.of_save(info)
        if entry is None or not entry.board:
            self.message = entry.why_not("board") if entry else "This game is not played here"
            return
        try:
            session = saves.open_save(info.path, self.rules)
        except SaveError as exc:
            self.message = str(exc)
            return
        self.app.scenes.replace(entry.open("board", self.app, session))

    def review(self, game: saves.GameSaves) -> None:
        """A finished game's review (scenes.table.review), from its newest save's record."""
        try:
            rules, setup, commands = saves.old_record(game.newest.path, self.rules)
            scene = games.open_review(self.app, rules, setup, commands)
        except (SaveError, LookupError) as exc:
            self.message = str(exc)
            return
        self.app.scenes.push(scene)

    def watch(self, game: saves.GameSaves, info: saves.SaveInfo | None = None) -> None:
        """A game's replay in its own game's viewer, from its newest save (the whole game, to
        its end), or from a save made with other content (as far as today's rules play its
        moves); a game without a replay viewer says so."""
        try:
            rules, setup, commands = saves.old_record((info or game.newest).path, self.rules)
        except SaveError as exc:
            self.message = str(exc)
            return
        entry = games.for_rules(rules)
        if not entry.replay:
            self.message = entry.why_not("replay")
            return
        self.app.scenes.push(entry.open("replay", self.app, rules, setup, commands))

    def toggle(self, game: saves.GameSaves) -> None:
        self.expanded ^= {game.key}

    def ask_delete(self, game: saves.GameSaves) -> None:
        from scenes.board_kit.confirm import ConfirmScene

        n = len(game.saves)
        if game.damaged:
            question, detail = "Delete this damaged file?", f"{game.newest.name} will be removed."
        else:
            question = "Delete this game?"
            saves_n = "its save" if n == 1 else f"its {n} saves"
            detail = (
                f"{load_rows.game_title(game)}: {saves_n} will be removed. This cannot be undone."
            )
        label = "Delete it" if n == 1 else f"Delete all {n}"
        self.app.scenes.push(
            ConfirmScene(self.app, question, detail, [(label, lambda: self.delete(game))])
        )

    def delete(self, game: saves.GameSaves) -> None:
        problems = saves.delete_saves(game.saves)
        self.message = "; ".join(problems)
        self.refresh()

    # --- input -------------------------------------------------------------------------------

    def button(self, key_of: str, what: str, action: Callable[[], None]) -> Button:
        """The row's own button (made once, so its hover works as elsewhere)."""
        key = (key_of, what)
        if key not in self.row_buttons:
            self.row_buttons[key] = Button("", action)
        return self.row_buttons[key]

    def _shown_buttons(self) -> list[Button]:
        return [b for b in self.row_buttons.values() if b.rect.width]

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(len(self.entries()) - 1, self.scroll - event.y))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            step = 3 if event.key == pygame.K_PAGEDOWN else -3
            self.scroll = max(0, min(len(self.entries()) - 1, self.scroll + step))
            return
        if self.back.handle(event):
            return
        for b in self._shown_buttons():
            if b.handle(event):
                return
            if event.type == pygame.MOUSEBUTTONUP and b.rect.collidepoint(event.pos):
                self.message = b.tooltip  # a greyed button says why, and opens nothing
                return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            for row in self.rows:
                if row.rect.collidepoint(event.pos):
                    self.open(row.game, row.save)
                    return

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        draw.text(surface, "Load a game", (int(30 * s), int(20 * s)), int(40 * s), bold=True)
        self.back.rect = pygame.Rect(w - int(170 * s), int(20 * s), int(140 * s), int(44 * s))
        self.back.hover = self.back.rect.collidepoint(self.pointer)
        self.back.draw(surface, s)
        for b in self.row_buttons.values():
            b.rect = pygame.Rect(0, 0, 0, 0)  # only the rows drawn below get theirs back
        if not self.games:
            draw.text(
                surface,
                "No saved games yet. Games save themselves after every turn.",
                (int(30 * s), int(100 * s)),
                int(24 * s),
                theme.TEXT_DIM,
            )
        y = int(84 * s)
        self.rows = []
        entries = self.entries()
        for row in entries[self.scroll :]:
            height = int((load_rows.SAVE_H if row.save else load_rows.GAME_H) * s)
            if y + height > h - int(50 * s):
                break
            indent = int(60 * s) if row.save else 0
            row.rect = pygame.Rect(int(30 * s) + indent, y, w - int(60 * s) - indent, height)
            what = "save" if row.save else "game"
            opening = lambda row=row: self.open(row.game, row.save)  # noqa: E731
            key_focus.focus.offer(surface, row.rect, opening, f"open this {what}", s)
            if row.save:
                self._save_row(surface, row, s)
            else:
                self._game_row(surface, row, s)
            self.rows.append(row)
            y += height + int(8 * s)
        hidden = len(entries) - len(self.rows)
        if hidden:  # say so, or a player never learns the list goes on
            rows = "row" if hidden == 1 else "rows"
            more = f"{hidden} more {rows}: scroll with the mouse wheel or Page Down"
            pos = (w - int(30 * s), h - int(36 * s))
            draw.text(surface, more, pos, int(20 * s), theme.TEXT_DIM, "topright")
        if self.message:
            draw.text(
                surface, self.message, (int(30 * s), h - int(36 * s)), int(20 * s), theme.DANGER
            )

    def _game_row(self, surface: pygame.Surface, row: Row, s: float) -> None:
        game = row.game
        right = row.rect.right - int(12 * s)
        bh = int(40 * s)
        delete = self.button(game.key, "delete", lambda: self.ask_delete(game))
        delete.label = "Delete"
        delete.rect = pygame.Rect(
            right - int(110 * s), row.rect.centery - bh // 2, int(110 * s), bh
        )
        right = delete.rect.x - int(10 * s)
        if game.finished and not game.damaged:
            entry = games.of_save(game.newest)
            why = games.review_reason(entry) if entry else "This game is not played here"
            review = self.button(game.key, "review", lambda: self.review(game))
            review.label, review.enabled, review.tooltip = "Review", not why, why
            review.rect = pygame.Rect(right - int(120 * s), delete.rect.y, int(120 * s), bh)
            right = review.rect.x - int(10 * s)
        if len(game.saves) > 1:
            more = self.button(game.key, "expand", lambda: self.toggle(game))
            shown = game.key in self.expanded
            more.label = "Hide saves" if shown else f"Show saves ({len(game.saves)})"
            more.rect = pygame.Rect(right - int(190 * s), delete.rect.y, int(190 * s), bh)
            right = more.rect.x - int(10 * s)
        buttons, hover = self._row_hover(row)
        hover = hover and (not game.damaged or game.record_only)
        view = None
        newest = game.newest
        content = saves.rules_of(newest.path, self.rules).content
        if newest.state is not None:
            if newest.name not in self._views:
                self._views[newest.name] = _thumbnail(newest)
            view = self._views[newest.name]
        load_rows.game_row(surface, row.rect, game, view, content, hover, right, s)
        self._draw_buttons(surface, buttons, s)

    def _save_row(self, surface: pygame.Surface, row: Row, s: float) -> None:
        """One save: opens where it was made; a save of a game that ended later also offers
        the replay of the whole game, on the same row."""
        game, info = row.game, row.save
        assert info is not None
        right = row.rect.right - int(12 * s)
        if game.finished and load_rows.plays_on(game, info):
            watch = self.button(info.name, "replay", lambda: self.watch(game))
            watch.label = "Watch replay"
            bh = row.rect.height - int(10 * s)
            watch.rect = pygame.Rect(
                right - int(170 * s), row.rect.centery - bh // 2, int(170 * s), bh
            )
            right = watch.rect.x - int(10 * s)
        buttons, hover = self._row_hover(row)
        load_rows.save_row(surface, row.rect, game, info, hover, right, s)
        self._draw_buttons(surface, buttons, s)

    def _row_hover(self, row: Row) -> tuple[list[Button], bool]:
        """The buttons on this row, and whether the pointer is on the row but not on them."""
        buttons = [b for b in self._shown_buttons() if b.rect.colliderect(row.rect)]
        over_button = any(b.rect.collidepoint(self.pointer) for b in buttons)
        return buttons, row.rect.collidepoint(self.pointer) and not over_button

    def _draw_buttons(self, surface: pygame.Surface, buttons: list[Button], s: float) -> None:
        for b in buttons:
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.7)


def _thumbnail(info: saves.SaveInfo):
    """The small map of a saved game, drawn by its own game (None for a game without one)."""
    entry = games.of_save(info)
    words = entry.module("saved") if entry else None
    return words.Thumbnail(info.state) if words else None
