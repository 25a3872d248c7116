"""Statistics: the player's record, one tab per game. Each game draws its own tab (its
contract's `statistics` in scenes.games) on a Page: the screen's column grid and its table
panel; a game without a page has its tab greyed with the reason."""

from __future__ import annotations

import attrs
import pygame

from game import draw, player_record, theme
from game.player_record import PlayerRecord
from game.scene import Scene
from game.widgets import Button, draw_tooltip, notice_panel
from scenes import games

PAGE = (1240, 700)  # the page in design units: a larger UI scale grows it up to the window
COLUMN_GAP = 24
ROW = 30  # one table row, design units
NOTE = 20  # a small note under a row
HEAD = 46  # a panel's title and the room under it

Rows = list[tuple[str, str]] | list[tuple[str, str] | tuple[str, str, str]]


@attrs.define
class Page:
    """Where a game's tab draws: three columns (x of each, their width) from `top` down."""

    surface: pygame.Surface
    record: PlayerRecord
    mode: str
    xs: list[int]
    top: int
    width: int
    s: float

    def table(self, at: tuple[int, int], title: str, rows: Rows) -> int:
        """A panel of label-value rows at `at`, a column wide; returns where the next goes."""
        return table(self.surface, at, self.width, title, rows, self.s)

    def milestones(self, at: tuple[int, int], shown: list[Shown]) -> None:
        """A panel of milestones at `at`, a column wide: earned ones lit, the others with
        how to earn them (any game's, as the game words them)."""
        milestones_panel(self.surface, pygame.Rect(at, (self.width, 0)), shown, self.s)


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
    def __init__(self, app) -> None:
        super().__init__(app)
        self.pointer = (0, 0)
        self.back = Button("Back", self.close)
        self.seen = Button("OK", self.dismiss)
        self.loaded = player_record.load()
        self.notice = self.loaded.problem  # a damaged record set aside, or one not writable
        # The page of the game picked on the title; the tabs show the others.
        shown = games.playable()
        picked = getattr(app, "game_mode", "")
        first = next((e for e in shown if e.mode == picked and e.statistics), None)
        first = first or next((e for e in shown if e.statistics), shown[0])
        self.mode = first.mode
        self.tabs = {
            e.mode: Button(
                e.title,
                lambda m=e.mode: self.show(m),
                enabled=e.has("statistics"),
                tooltip=e.why_not("statistics"),
            )
            for e in shown
        }

    def show(self, mode: str) -> None:
        self.mode = mode

    @property
    def buttons(self) -> list[Button]:
        fixed = [self.back, self.seen] if self.notice else [self.back]
        return fixed + list(self.tabs.values())

    def close(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_menu(event, self.close)

    def dismiss(self) -> None:
        """The player has read the notice: it is not said again."""
        self.notice = ""
        if self.loaded.writable and self.loaded.record.notices:
            self.loaded.record.notices.clear()
            self.notice = player_record.save(self.loaded.record)

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.fit_scale((w, h), self.app.ui_scale, PAGE)
        surface.fill(theme.BG_TOP)
        left = (w - int(PAGE[0] * s)) // 2
        draw.text(surface, "Statistics", (left, int(24 * s)), int(44 * s), bold=True)
        self.back.rect = pygame.Rect(0, int(24 * s), int(160 * s), int(48 * s))
        self.back.rect.right = left + int(PAGE[0] * s)
        top = int(96 * s)
        if self.notice:
            top = notice_panel(
                surface, pygame.Rect(left, top, int(PAGE[0] * s), 0), self.notice, self.seen, s
            )
        for i, tab in enumerate(self.tabs.values()):
            tab.rect = pygame.Rect(left + int((250 + i * 200) * s), int(24 * s), 0, 0)
            tab.rect.size = (int(188 * s), int(48 * s))
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s, selected=b is self.tabs[self.mode])
        col_w = (int(PAGE[0] * s) - 2 * int(COLUMN_GAP * s)) // 3
        xs = [left + i * (col_w + int(COLUMN_GAP * s)) for i in range(3)]
        page = Page(surface, self.loaded.record, self.mode, xs, top, col_w, s)
        games.get(self.mode).open("statistics", page)
        hovered = next((b for b in self.tabs.values() if b.hover and b.tooltip), None)
        if hovered is not None:
            draw_tooltip(surface, hovered.tooltip, self.pointer, s)


def table(
    surface: pygame.Surface,
    at: tuple[int, int],
    width: int,
    title: str,
    rows: Rows,
    s: float,
) -> int:
    """A panel of label-value rows (a row's third text is a small note under its value);
    returns the y where the next panel goes."""
    notes = sum(len(r) > 2 for r in rows)
    rect = pygame.Rect(at, (width, int((HEAD + ROW * len(rows) + NOTE * notes + 10) * s)))
    draw.panel(surface, rect)
    pad = int(16 * s)
    title_at = (rect.x + pad, rect.y + int(10 * s))
    draw.text(surface, title, title_at, int(24 * s), theme.ACCENT, bold=True)
    room = rect.width - 2 * pad
    y = rect.y + int(HEAD * s)
    for row in rows:
        label, value = row[0], row[1]
        size = int(21 * s)
        vsize = draw.fit_size(value, size, room // 2, bold=True)
        right = (rect.right - pad, y)
        drawn = draw.text(surface, value, right, vsize, theme.TEXT, "topright", True, rect)
        lsize = draw.fit_size(label, size, drawn.left - rect.x - pad - int(8 * s), False)
        draw.text(surface, label, (rect.x + pad, y), lsize, theme.TEXT_DIM, box=rect)
        y += int(ROW * s)
        if len(row) > 2:
            note = row[2]
            nsize = draw.fit_size(note, int(17 * s), room, bold=False)
            at = (rect.right - pad, y - int(4 * s))
            draw.text(surface, note, at, nsize, theme.TEXT_DIM, "topright", box=rect)
            y += int(NOTE * s)
    return rect.bottom + int(16 * s)


def milestones_panel(
    surface: pygame.Surface, rect: pygame.Rect, shown: list[Shown], s: float
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
    draw.panel(surface, rect)
    title_at = (rect.x + pad, rect.y + int(10 * s))
    draw.text(surface, "Milestones", title_at, int(24 * s), theme.ACCENT, bold=True)
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
        draw.text(surface, name, (text_x, y), nsize, colour, bold=True, box=rect)
        for k, line in enumerate(wrapped):
            at = (text_x, y + int(28 * s) + k * step)
            draw.text(surface, line, at, size, theme.TEXT_DIM, box=rect)
        y += height
