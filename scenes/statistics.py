"""Statistics: the player's record (games, wins by level, species and path, streaks, the
fastest win) and the milestones, earned ones lit and the others with how to earn them."""

from __future__ import annotations

import pygame

from engine.galaxy.rules import GalaxyRules
from game import daily_record, draw, player_record, theme
from game.milestones import milestones, progress
from game.record_summary import Summary, summarise
from game.scene import Scene
from game.widgets import Button, notice_panel
from scenes.statistics_table import counts as _counts
from scenes.statistics_table import draw_page

GAMES = {"galaxy": "The Weavers", "swarm": "Space Swarm", "arachnid": "Arachnid"}

PAGE = (1240, 700)  # the page in design units: a larger UI scale grows it up to the window
COLUMN_GAP = 24
ROW = 30  # one table row, design units
NOTE = 20  # a small note under a row
HEAD = 46  # a panel's title and the room under it


class StatisticsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.content = GalaxyRules().content
        self.pointer = (0, 0)
        self.back = Button("Back", self.close)
        self.seen = Button("OK", self.dismiss)
        self.loaded = player_record.load()
        self.summary: Summary = summarise(self.loaded.record, self.content)
        self.notice = self.loaded.problem  # a damaged record set aside, or one not writable
        # The page of the game picked on the title; the tabs show the others.
        self.mode = app.game_mode if getattr(app, "game_mode", "") in GAMES else "galaxy"
        self.tabs = {m: Button(title, lambda m=m: self.show(m)) for m, title in GAMES.items()}

    def show(self, mode: str) -> None:
        self.mode = mode

    @property
    def buttons(self) -> list[Button]:
        fixed = [self.back, self.seen] if self.notice else [self.back]
        return fixed + list(self.tabs.values())

    def close(self) -> None:
        self.app.scenes.pop()

    def dismiss(self) -> None:
        """The player has read the notice: it is not said again."""
        self.notice = ""
        if self.loaded.writable and self.loaded.record.notices:
            self.loaded.record.notices.clear()
            self.notice = player_record.save(self.loaded.record)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        for b in self.buttons:
            if b.handle(event):
                return

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
        if self.mode != "galaxy":
            draw_page(surface, self._table, self.loaded.record, self.mode, xs, top, col_w, s)
            return
        sm = self.summary
        y = self._table(surface, (xs[0], top), col_w, "Your record", self._record_rows(), s)
        self._table(surface, (xs[0], y), col_w, "Wins by level", _counts(sm.by_level), s)
        y = self._table(surface, (xs[1], top), col_w, "Wins by victory path", _wins(sm), s)
        self._table(surface, (xs[1], y), col_w, "Wins by species", _counts(sm.by_species), s)
        self._milestones(surface, pygame.Rect(xs[2], top, col_w, 0), s)

    def _record_rows(self) -> list[tuple[str, str] | tuple[str, str, str]]:
        sm = self.summary
        share = f" ({round(100 * sm.wins / sm.played)} %)" if sm.played else ""
        fast = sm.fastest
        fastest: tuple[str, str] | tuple[str, str, str] = ("Fastest win", "none yet")
        if fast:
            where = f"{fast.species}, difficulty {fast.level}"
            fastest = ("Fastest win", f"{fast.turns} turns", where)
        return [
            ("Games played", str(sm.played)),
            ("Wins", f"{sm.wins}{share}"),
            ("Win streak (best)", f"{sm.streak} ({sm.best_streak})"),
            fastest,
            ("Scenarios won", f"{sm.scenarios_won} of {len(self.content.scenarios)}"),
            ("Campaigns won", str(sm.campaigns_won)),
            daily_record.row(self.loaded.record, "galaxy", daily_record.today()),
        ]

    def _table(
        self,
        surface: pygame.Surface,
        at: tuple[int, int],
        width: int,
        title: str,
        rows: list[tuple[str, str]] | list[tuple[str, str] | tuple[str, str, str]],
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

    def _milestones(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        ms = milestones(self.content)
        step = int(64 * s)
        rect.height = int(HEAD * s) + step * len(ms) + int(4 * s)
        draw.panel(surface, rect)
        pad = int(16 * s)
        title_at = (rect.x + pad, rect.y + int(10 * s))
        draw.text(surface, "Milestones", title_at, int(24 * s), theme.ACCENT, bold=True)
        record = self.loaded.record
        text_x = rect.x + pad + int(34 * s)
        room = rect.right - pad - text_x
        for i, m in enumerate(ms):
            y = rect.y + int(HEAD * s) + i * step
            earned = m.id in record.milestones
            lamp = (rect.x + pad + int(11 * s), y + int(12 * s))
            if earned:
                pygame.draw.circle(surface, theme.GOLD, lamp, int(10 * s))
            else:
                pygame.draw.circle(surface, theme.PANEL_EDGE, lamp, int(10 * s), max(1, int(2 * s)))
            colour = theme.GOLD if earned else (theme.TEXT if m.available else theme.TEXT_DIM)
            name = m.name if m.available or earned else f"{m.name} (locked)"
            size = draw.fit_size(name, int(22 * s), room, bold=True)
            draw.text(surface, name, (text_x, y), size, colour, bold=True, box=rect)
            if earned:
                how = f"Earned {record.milestones[m.id][:10]}"
            else:
                p = progress(m, record, self.content)
                how = m.how + (f" ({p.done} of {p.of})" if p.of > 1 and m.available else "")
            size = draw.fit_size(how, int(18 * s), room, bold=False)
            draw.text(surface, how, (text_x, y + int(28 * s)), size, theme.TEXT_DIM, box=rect)


def _wins(sm: Summary) -> list[tuple[str, str]]:
    return [(r.label, str(r.wins)) for r in sm.by_path]
