"""Statistics: the player's record, one tab per game. Each game draws its own tab (its
contract's `statistics` in scenes.games) on a Page: the screen's column grid and its table
panel; a game without a page has its tab greyed with the reason."""

from __future__ import annotations

from functools import partial

import attrs
import pygame

from game import draw, player_record, theme
from game.player_record import PlayerRecord
from game.scene import Scene
from game.widgets import Button, draw_tooltip, notice_panel
from scenes import games

PAGE_W = 1240  # the page's width in design units, narrower where the window is
MARGIN = 20  # design units kept clear at the window's sides
COLUMN_GAP = 24
COLUMN = 360  # the narrowest column: a larger UI scale reflows the panels into fewer columns
ROW = 30  # one table row, design units
NOTE = 20  # a small note under a row
HEAD = 46  # a panel's title and the room under it
SCROLL_KEYS = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300}

Rows = list[tuple[str, str]] | list[tuple[str, str] | tuple[str, str, str]]


@attrs.define
class Page:
    """Where a game's tab draws: its panels, each in one of three columns (0, 1, 2) under the
    panels put there before. A window too narrow for three columns at the UI scale folds them
    into two or one; the page scrolls inside `view` when its panels are taller."""

    surface: pygame.Surface
    record: PlayerRecord
    mode: str
    xs: list[int]  # each shown column's x
    top: int  # where the columns start (above the view when scrolled)
    width: int
    s: float
    view: pygame.Rect  # the part of the window the page shows
    ys: list[int] = attrs.field(factory=list)

    def __attrs_post_init__(self) -> None:
        self.ys = [self.top] * len(self.xs)

    @property
    def bottom(self) -> int:
        """Where the lowest column ends."""
        return max(self.ys)

    def _at(self, column: int) -> tuple[int, int]:
        shown = column * len(self.xs) // 3  # three columns folded into those shown
        return self.xs[shown], self.ys[shown]

    def _placed(self, column: int, bottom: int) -> None:
        self.ys[column * len(self.xs) // 3] = bottom + int(16 * self.s)

    def table(self, column: int, title: str, rows: Rows) -> None:
        """A panel of label-value rows, a column wide, under what the column holds."""
        at = self._at(column)
        self._placed(column, table(self.surface, at, self.width, title, rows, self.s, self.view))

    def milestones(self, column: int, shown: list[Shown]) -> None:
        """A panel of milestones, a column wide: earned ones lit, the others with how to earn
        them (any game's, as the game words them)."""
        rect = pygame.Rect(self._at(column), (self.width, 0))
        milestones_panel(self.surface, rect, shown, self.s, self.view)
        self._placed(column, rect.bottom)


@attrs.frozen
class Shown:
    """One milestone as the panel shows it: earned or not, and the line under its name."""

    name: str
    line: str  # when it was earned, or how to earn it (with the progress made)
    earned: bool
    available: bool = True  # a locked one is greyed


def shown_milestones(ms, record: PlayerRecord, progress_of) -> list[Shown]:
    """Each milestone as a tab shows it: the day it was earned, or how to earn it with the
    progress made (`progress_of(m)` is the game's own count)."""
    shown = []
    for m in ms:
        if m.id in record.milestones:
            shown.append(Shown(m.name, f"Earned {record.milestones[m.id][:10]}", True))
            continue
        p = progress_of(m)
        how = m.how + (f" ({p.done} of {p.of})" if p.of > 1 and m.available else "")
        shown.append(Shown(m.name, how, False, m.available))
    return shown


class StatisticsScene(Scene):
    claims_keys = (pygame.K_UP, pygame.K_DOWN)  # they scroll the page

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pointer = (0, 0)
        self.back = Button("Back", self.close)
        self.seen = Button("OK", self.dismiss)
        self.loaded = player_record.load()
        self.notice = self.loaded.problem  # a damaged record set aside, or one not writable
        self.scroll = 0  # pixels the page is scrolled down
        self.more = 0  # pixels of the page below the view, as last drawn
        # The page of the game picked on the title; the tabs show the others.
        shown = games.playable()
        picked = getattr(app, "game_mode", "")
        first = next((e for e in shown if e.mode == picked and e.statistics), None)
        first = first or next((e for e in shown if e.statistics), shown[0])
        self.mode = first.mode
        self.tabs = {
            e.mode: Button(
                e.title,
                partial(self.show, e.mode),
                enabled=e.has("statistics"),
                tooltip=e.why_not("statistics"),
            )
            for e in shown
        }

    def show(self, mode: str) -> None:
        self.mode = mode
        self.scroll = 0

    @property
    def buttons(self) -> list[Button]:
        fixed = [self.back, self.seen] if self.notice else [self.back]
        return fixed + list(self.tabs.values())

    def close(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        s = theme.scale_for(self.app.screen.get_size(), self.app.ui_scale)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(int(-event.y * 60 * s))
        elif event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(int(SCROLL_KEYS[event.key] * s))
            return
        self.handle_menu(event, self.close)

    def scroll_by(self, pixels: int) -> None:
        """Down (or up, negative) by as much as the page has there."""
        self.scroll = max(0, min(self.scroll + self.more, self.scroll + pixels))

    def dismiss(self) -> None:
        """The player has read the notice: it is not said again."""
        self.notice = ""
        if self.loaded.writable and self.loaded.record.notices:
            self.loaded.record.notices.clear()
            self.notice = player_record.save(self.loaded.record)

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        page_w = min(int(PAGE_W * s), w - 2 * int(MARGIN * s))
        left = (w - page_w) // 2
        top = self._header(surface, left, page_w, s)
        if self.notice:
            top = notice_panel(
                surface, pygame.Rect(left, top, page_w, 0), self.notice, self.seen, s
            )
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s, selected=b is self.tabs[self.mode])
        gap = int(COLUMN_GAP * s)
        n = max(1, min(3, (page_w + gap) // (int(COLUMN * s) + gap)))
        col_w = (page_w - (n - 1) * gap) // n
        xs = [left + i * (col_w + gap) for i in range(n)]
        view = pygame.Rect(left, top, page_w, h - top - int(12 * s))
        page = Page(surface, self.loaded.record, self.mode, xs, top - self.scroll, col_w, s, view)
        clip = surface.get_clip()
        surface.set_clip(view)
        games.get(self.mode).open("statistics", page)
        surface.set_clip(clip)
        tall = page.bottom - int(16 * s) - page.top
        self.scroll = min(self.scroll, max(0, tall - view.height))  # a window grown since
        self.more = max(0, tall - view.height - self.scroll)
        self._scrollbar(surface, view, tall, s)
        hovered = next((b for b in self.tabs.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            draw_tooltip(surface, hovered.tooltip, self.pointer, s)

    def _header(self, surface: pygame.Surface, left: int, page_w: int, s: float) -> int:
        """The title, Back at the right and the tabs beside the title, or on a row of their
        own under it where the window is too narrow; returns where the page starts."""
        title = draw.text(surface, "Statistics", (left, int(24 * s)), int(44 * s), bold=True)
        self.back.rect = pygame.Rect(0, int(24 * s), int(160 * s), int(48 * s))
        self.back.rect.right = left + page_w
        tabs = list(self.tabs.values())
        step, tab_w = int(200 * s), int(188 * s)
        x0, y = left + int(250 * s), int(24 * s)
        if x0 + (len(tabs) - 1) * step + tab_w > self.back.rect.left - int(12 * s):
            gap = int(12 * s)
            tab_w = min(tab_w, (page_w + gap) // len(tabs) - gap)
            step = tab_w + gap
            x0, y = left, max(title.bottom, self.back.rect.bottom) + int(12 * s)
        for i, tab in enumerate(tabs):
            tab.rect = pygame.Rect(x0 + i * step, y, tab_w, int(48 * s))
        return y + int(72 * s)

    def _scrollbar(self, surface: pygame.Surface, view: pygame.Rect, tall: int, s: float) -> None:
        """Where the shown part lies in a page taller than its view, in the margin beside it."""
        if tall <= view.height:
            return
        x = view.right + max(2, int(MARGIN * s) // 3)
        bar_w = max(3, int(6 * s))
        track = pygame.Rect(x, view.y, bar_w, view.height)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, border_radius=bar_w // 2)
        thumb = pygame.Rect(x, 0, bar_w, max(bar_w * 3, view.height * view.height // tall))
        thumb.y = view.y + (view.height - thumb.height) * self.scroll // max(1, tall - view.height)
        pygame.draw.rect(surface, theme.ACCENT, thumb, border_radius=bar_w // 2)


def table(
    surface: pygame.Surface,
    at: tuple[int, int],
    width: int,
    title: str,
    rows: Rows,
    s: float,
    view: pygame.Rect,
) -> int:
    """A panel of label-value rows (a row's third text is a small note under its value), of
    which `view` shows what lies in it; returns the panel's bottom."""
    notes = sum(len(r) > 2 for r in rows)
    rect = pygame.Rect(at, (width, int((HEAD + ROW * len(rows) + NOTE * notes + 10) * s)))
    shown = PanelPart(surface, rect, view)
    pad = int(16 * s)
    title_at = (rect.x + pad, rect.y + int(10 * s))
    shown.text(title, title_at, int(24 * s), theme.ACCENT, bold=True)
    room = rect.width - 2 * pad
    y = rect.y + int(HEAD * s)
    for row in rows:
        label, value = row[0], row[1]
        size = int(21 * s)
        vsize = draw.fit_size(value, size, room // 2, bold=True)
        right = (rect.right - pad, y)
        drawn = shown.text(value, right, vsize, theme.TEXT, bold=True, anchor="topright")
        lsize = draw.fit_size(label, size, drawn.left - rect.x - pad - int(8 * s), False)
        shown.text(label, (rect.x + pad, y), lsize, theme.TEXT_DIM)
        y += int(ROW * s)
        if len(row) > 2:
            note = row[2]
            nsize = draw.fit_size(note, int(17 * s), room, bold=False)
            at = (rect.right - pad, y - int(4 * s))
            shown.text(note, at, nsize, theme.TEXT_DIM, anchor="topright")
            y += int(NOTE * s)
    return rect.bottom


@attrs.define
class PanelPart:
    """A panel on a scrolled page: its part inside the view is drawn, and of its texts only
    the whole lines there (scrolling shows the rest, never half a line)."""

    surface: pygame.Surface
    rect: pygame.Rect
    view: pygame.Rect

    def __attrs_post_init__(self) -> None:
        part = self.rect.clip(self.view)
        if part.height > 0:
            draw.panel(self.surface, part)

    def text(
        self, words: str, at: tuple[int, int], size: int, colour, *, bold=False, anchor="topleft"
    ) -> pygame.Rect:
        """The line if it lies wholly in the view (its rect either way)."""
        rect = draw.rendered(words, size, colour, bold).get_rect(**{anchor: at})
        if self.view.top <= rect.top and rect.bottom <= self.view.bottom:
            draw.text(self.surface, words, at, size, colour, anchor, bold, self.rect)
        return rect


def milestones_panel(
    surface: pygame.Surface, rect: pygame.Rect, shown: list[Shown], s: float, view: pygame.Rect
) -> None:
    pad = int(16 * s)
    text_x = rect.x + pad + int(34 * s)
    room = rect.right - pad - text_x
    # How to earn one may take two lines (Space Swarm's every way to win): each row is as
    # tall as its lines.
    lines = [draw.fit_lines(m.line, int(18 * s), room, 2, least=int(14 * s)) for m in shown]
    line_step = [int(size * 1.15) for size, _ in lines]
    heights = [int(40 * s) + len(ls) * step for (_, ls), step in zip(lines, line_step, strict=True)]
    rect.height = int(HEAD * s) + sum(heights) + int(4 * s)
    panel = PanelPart(surface, rect, view)
    title_at = (rect.x + pad, rect.y + int(10 * s))
    panel.text("Milestones", title_at, int(24 * s), theme.ACCENT, bold=True)
    y = rect.y + int(HEAD * s)
    for m, (size, wrapped), step, height in zip(shown, lines, line_step, heights, strict=True):
        lamp = (rect.x + pad + int(11 * s), y + int(12 * s))
        if m.earned:
            pygame.draw.circle(surface, theme.GOLD, lamp, int(10 * s))
        else:
            pygame.draw.circle(surface, theme.PANEL_EDGE, lamp, int(10 * s), max(1, int(2 * s)))
        colour = theme.GOLD if m.earned else (theme.TEXT if m.available else theme.TEXT_DIM)
        name = m.name if m.available or m.earned else f"{m.name} (locked)"
        nsize = draw.fit_size(name, int(22 * s), room, bold=True)
        panel.text(name, (text_x, y), nsize, colour, bold=True)
        for k, line in enumerate(wrapped):
            at = (text_x, y + int(28 * s) + k * step)
            panel.text(line, at, size, theme.TEXT_DIM)
        y += height
