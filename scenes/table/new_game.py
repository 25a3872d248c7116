"""The New game screen every game shares: its title, three panels of choices, Start and Back
on the right panel's bottom row, Enter to start and Esc to go back. Start goes through the
game's contract (scenes.games); each game fills the panels with its own choices."""

from __future__ import annotations

import time

import pygame

from game import draw, theme
from game.scene import Scene
from game.widgets import Button
from scenes import games


def place(app, board: Scene, replace: bool) -> Scene:
    """A new game's board on the table: in place of the screen it was started from (New game,
    Game over), or over the title (the command line)."""
    from scenes.table import briefing

    if replace:
        app.scenes.replace(board)
    else:
        app.scenes.push(board)
    briefing.brief(app, board)  # a scenario's or the daily game's, over the board
    return board


class TableNewGame(Scene):
    mode = ""  # the game it starts (scenes.games)

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pointer = (0, 0)
        self.start = Button("Start", self.begin)
        self.back = Button("Back", lambda: self.app.scenes.pop())

    # --- what each game says (its own New game overrides these) -----------------------------

    def options(self) -> dict:
        """The setup options the choices make."""
        raise NotImplementedError

    def controls(self) -> list[Button]:
        """The buttons of its choices now shown (Start and Back are added)."""
        raise NotImplementedError

    def draw_panels(
        self, surface: pygame.Surface, panels: list[pygame.Rect], start_top: int, s: float
    ) -> None:
        """Its choices in the three panels; the right one's room ends above `start_top`."""
        raise NotImplementedError

    def handle_more(self, event: pygame.event.Event) -> bool:
        """Input its own controls take before the buttons (a seed field, a map); True when
        taken."""
        return False

    def seed(self) -> int:
        return int(time.time() * 1000) % (2**31)

    def scale(self, size: tuple[int, int]) -> float:
        return theme.scale_for(size, self.app.ui_scale)

    def draw_title(self, surface: pygame.Surface, s: float) -> None:
        title = f"New game: {games.get(self.mode).title}"
        draw.text(surface, title, (int(30 * s), int(18 * s)), int(44 * s), bold=True)

    # --- what every game does -----------------------------------------------------------------

    @property
    def buttons(self) -> list[Button]:
        return [*self.controls(), self.start, self.back]

    def begin(self) -> None:
        games.start_game(self.app, self.mode, self.seed(), self.options(), replace=True)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.scenes.pop()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.begin()
            return
        if self.handle_more(event):
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def pick(self, surface: pygame.Surface, b: Button, rect: pygame.Rect, s: float, selected: bool):
        """A choice's button, drawn where it goes (smaller than the screen's big buttons)."""
        b.rect = rect
        b.hover = rect.collidepoint(self.pointer)
        b.draw(surface, s * 0.8, selected=selected)

    def heading(self, surface: pygame.Surface, words: str, panel: pygame.Rect, y: int, s: float):
        """A panel's heading at `y`; returns where its first row goes."""
        size = draw.fit_size(words, int(26 * s), panel.width - int(28 * s))
        draw.text(surface, words, (panel.x + int(14 * s), y), size, bold=True, box=panel)
        return y + int(38 * s)

    def row_height(self, h: int, s: float) -> int:
        """A list's row: it grows with the UI scale only while its texts keep some room."""
        return min(int(40 * s), int(h * 0.06))

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale((w, h))
        surface.fill(theme.BG_TOP)
        self.draw_title(surface, s)
        col_w = (w - int(80 * s)) // 3
        top = int(80 * s)
        left = pygame.Rect(int(20 * s), top, col_w, h - top - int(20 * s))
        mid = left.move(col_w + int(20 * s), 0)
        right = mid.move(col_w + int(20 * s), 0)
        for p in (left, mid, right):
            draw.panel(surface, p)
        # Start and Back share the right panel's bottom row, on every game's screen.
        bh = int(52 * s)
        half = (right.width - int(36 * s)) // 2
        self.start.rect = pygame.Rect(
            right.x + int(12 * s), right.bottom - int(12 * s) - bh, half, bh
        )
        self.back.rect = self.start.rect.move(half + int(12 * s), 0)
        self.draw_panels(surface, [left, mid, right], self.start.rect.top, s)
        for b in (self.start, self.back):
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)

    def level_list(
        self,
        surface: pygame.Surface,
        panel: pygame.Rect,
        y: int,
        buttons: list[tuple[int, Button]],
        chosen: int,
        blurb: str,
        bottom: int,
        s: float,
    ) -> None:
        """The levels, one a row from `y`, the chosen one's words in the room under them down
        to `bottom` (every game's New game has one)."""
        self.level_words = blurb  # what it says of the chosen level (the rules say the same)
        row_h = self.row_height(surface.get_height(), s)
        for level, b in buttons:
            rect = pygame.Rect(panel.x + int(12 * s), y, panel.width - int(24 * s), row_h)
            self.pick(surface, b, rect, s, level == chosen)
            y += row_h + int(6 * s)
        room = pygame.Rect(
            panel.x + int(14 * s),
            y + int(6 * s),
            panel.width - int(28 * s),
            bottom - y - int(18 * s),
        )
        draw.text_block(surface, blurb, room, int(20 * s), theme.TEXT_DIM, shrink=True)
