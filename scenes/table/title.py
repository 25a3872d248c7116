"""The title scene: the game's name over a quiet starfield, and the main menu."""

from __future__ import annotations

import math
import random

import pygame

from game import draw, saves, theme
from game.scene import Scene
from game.widgets import Button, draw_tooltip, notice_panel
from scenes.table.game_picker import GamePicker, save_line

# The title's buttons that offer a piece of the picked game's contract (scenes.games): any of
# these pieces enables the button; the last one's reason greys it.
PIECES = {
    "Campaign": ("campaign",),
    "Daily game": ("daily",),
    "How to play": ("guided",),
    "Rules": ("quick_rules", "rulebook"),
}


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        from scenes import games

        app.music.themes = games.music_theme  # each game's loop, from its entry
        self.buttons = [
            Button("New game", self._new_game),
            Button("Campaign", self._campaign),
            Button("Daily game", self._daily),
            Button("How to play", self._how_to_play),
            Button("Continue", self._continue),
            Button("Load", self._load),
            Button("Rules", self._rules),
            Button("Settings", self._settings),
            Button("Statistics", self._statistics),
            Button("Quit", app.quit),
        ]
        self._background: pygame.Surface | None = None
        self._pointer = (0, 0)
        self.crash = saves.last_crash()
        self.crash_buttons = [
            Button("Resume it", self._resume_crash),
            Button("Dismiss", self._dismiss),
        ]
        self.message = ""
        # A problem with the player's files (settings set right at start): said once, until OK.
        self.seen = Button("OK", self._notice_seen)
        self.picker = GamePicker(app)
        self._continued_for: str | None = None  # the game Continue was last set up for

    @property
    def rules(self):
        """The picked game's rules, for reading saves: made when there is a save to read, so
        the first frame never waits on a game's engine."""
        from engine import modes

        return modes.get(self.app.game_mode).rules()

    def enter(self) -> None:
        self._continued_for = None  # saves may have changed while away: look again
        self._campaign_for_game()

    def _continue_for_game(self) -> None:
        """Continue resumes the newest unfinished game of the picked game."""
        mode = self.app.game_mode
        newest = saves.newest_to_continue(self.rules, mode) if saves.any_saves() else None
        self.continue_from = newest
        cont = next(b for b in self.buttons if b.label == "Continue")
        cont.enabled = newest is not None
        title = self.picker.entry.title
        line = save_line(newest) if newest else ""
        cont.tooltip = line or f"No game of {title} to continue yet"

    def _open(self, path) -> None:
        from engine.core.record import SaveError
        from scenes import games

        try:
            session = saves.open_save(path, self.rules)
        except SaveError as exc:
            self.message = str(exc)
            return
        self.app.scenes.push(games.open_board(self.app, session))

    def _continue(self) -> None:
        if self.continue_from is not None:
            self._open(self.continue_from.path)

    def _load(self) -> None:
        from scenes.table.load import LoadScene

        self.app.scenes.push(LoadScene(self.app))

    def _daily(self) -> None:
        """Today's daily game of the picked game (its entry's `daily`: scenes/table/daily.py)."""
        from scenes import games

        entry = self.picker.entry
        if entry.daily:
            games.call(entry.daily, self.app)

    def _campaign(self) -> None:
        from scenes.table.campaign import CampaignScene

        if self.picker.entry.campaign:  # the shared Campaign screen, with the game's campaign
            self.app.scenes.push(CampaignScene(self.app, self.picker.entry.mode))

    def _campaign_for_game(self) -> None:
        """The buttons follow the picked game's contract: a piece it lacks (a campaign, a
        guided game, rules) is greyed with its reason; Continue follows the picked game."""
        if self._continued_for != self.app.game_mode:
            self._continued_for = self.app.game_mode
            self._continue_for_game()
        entry = self.picker.entry
        for b in self.buttons:
            piece = PIECES.get(b.label)
            if piece is None:
                continue
            has = any(entry.has(p) for p in piece)
            b.enabled = has
            b.tooltip = "" if has else entry.why_not(piece[-1])
            if has and b.label == "Daily game":
                b.tooltip = (
                    f"Today's game of {entry.title}, the same for every player, at level 3: "
                    "the first try of the day counts, replays are practice"
                )

    def _resume_crash(self) -> None:
        from pathlib import Path

        recovery = (self.crash or {}).get("recovery")
        saves.dismiss_crash()
        self.crash = None
        if recovery and Path(recovery).exists():
            self._open(Path(recovery))
        else:
            self.message = "The crashed game could not be rebuilt; its report was kept."

    def _new_game(self) -> None:
        self.app.scenes.push(self.picker.entry.open("new_game", self.app))

    def _how_to_play(self) -> None:
        if self.picker.entry.guided:
            self.picker.entry.open("guided", self.app)

    def _offer_guided(self) -> None:
        offer_guided(self.app, self.picker.entry)

    def _settings(self) -> None:
        from scenes.table.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def _statistics(self) -> None:
        from scenes.table.statistics import StatisticsScene

        self.app.scenes.push(StatisticsScene(self.app))

    def _rules(self) -> None:
        """The picked game's rules: its pictured pages first when it has them (their Full
        rules button opens the searchable reference), else the reference itself."""
        from scenes.table.rules import rules_of

        entry = self.picker.entry
        if entry.quick_rules:
            self.app.scenes.push(entry.open("quick_rules", self.app))
        elif entry.rulebook:
            self.app.scenes.push(rules_of(self.app, entry.mode))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self._pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.quit()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self._rules()
            return
        if self.crash:
            for b in self.crash_buttons:
                if b.handle(event):
                    return
            return
        if self.app.notice and self.seen.handle(event):
            return
        self._campaign_for_game()
        before = self.app.game_mode
        if self.picker.handle(event):
            self._campaign_for_game()
            if self.app.game_mode != before and self.app.first_time_offers:
                self._offer_guided()
            return
        for b in self.buttons:
            b.handle(event)

    def _build_background(self, size: tuple[int, int]) -> pygame.Surface:
        # Cosmetic randomness: its own generator, never the game's.
        rng = random.Random(1729)
        bg = theme.vertical_gradient(size, theme.BG_TOP, theme.BG_BOTTOM)
        w, h = size
        for _ in range(int(w * h / 3500)):
            x, y = rng.randrange(w), rng.randrange(h)
            b = rng.randint(90, 255)
            r = 1 if rng.random() < 0.85 else 2
            pygame.draw.circle(bg, (b, b, min(255, b + 20)), (x, y), r)
        # A faint web of hexes, the Weavers' mark.
        s = theme.scale_for(size)
        cx, cy, radius = w * 0.5, h * 0.36, 120 * s
        for k in range(1, 4):
            pts = [
                (
                    cx + radius * k * 0.55 * math.cos(math.radians(60 * i - 30)),
                    cy + radius * k * 0.55 * math.sin(math.radians(60 * i - 30)),
                )
                for i in range(6)
            ]
            pygame.draw.aalines(bg, (60, 50, 100), True, pts)
            for p in pts:
                pygame.draw.aaline(bg, (45, 40, 80), (cx, cy), p)
        return bg

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._background is None or self._background.get_size() != size:
            self._background = self._build_background(size)
        surface.blit(self._background, (0, 0))
        s = theme.scale_for(size, self.app.ui_scale)
        w, h = size
        hs, cols = self._fit_head(w, h, s)
        ps = self._picker_scale(w, h, s, hs)
        title, sub_at, picker_top = self._head(h, hs)
        glow = theme.font(int(110 * hs), bold=True).render("THE WEAVERS", True, theme.ACCENT)
        glow.set_alpha(90)
        rect = glow.get_rect(center=(w // 2, title.centery))
        for dx, dy in ((-2, 0), (2, 0), (0, -2), (0, 2)):
            surface.blit(glow, rect.move(int(dx * hs), int(dy * hs)))
        draw.text(surface, "THE WEAVERS", rect.topleft, int(110 * hs), bold=True)
        if 30 * hs >= 13:  # at a large UI scale on a small window the cards say it alone
            draw.text(
                surface,
                "Three games on one table: pick one",
                (w // 2, sub_at),
                int(30 * hs),
                theme.TEXT_DIM,
                "center",
            )
        picked = self.picker.draw(surface, picker_top, ps, self._pointer)
        hovered = None
        for b in self._place_buttons(w, h, picked.bottom + int(18 * hs), s, cols):
            b.hover = b.rect.collidepoint(self._pointer)
            b.draw(surface, s)
            if b.hover and b.tooltip:
                hovered = b
        if hovered and not self.crash:
            draw_tooltip(surface, hovered.tooltip, self._pointer, s)
        elif self.picker.tooltip and not self.crash:
            draw_tooltip(surface, self.picker.tooltip, self._pointer, s)
        if self.message:
            at = (w // 2, h - int(40 * s))
            draw.text(surface, self.message, at, int(20 * s), (255, 170, 170), "midbottom")
        if self.crash:
            with draw.layer("dialog"):  # over the menu on purpose; it takes the keyboard too
                self._crash_box(surface, s)
        if self.app.notice:
            with draw.layer("dialog"):  # over the title's head, where nothing can be clicked
                box = pygame.Rect(int(20 * s), int(10 * s), w - int(40 * s), 0)
                notice_panel(surface, box, self.app.notice, self.seen, s)
                self.seen.hover = self.seen.rect.collidepoint(self._pointer)
                self.seen.draw(surface, s)

    @staticmethod
    def _head(h: int, hs: float) -> tuple[pygame.Rect, int, int]:
        """Where the big title, the line under it and the game picker go at head scale `hs`:
        the title's rect, the line's centre height and the picker's top."""
        fh = theme.font(int(110 * hs), bold=True).get_height()
        title = pygame.Rect(0, 0, 1, fh)
        title.centery = int(h * 0.2)
        title.top = max(int(8 * hs), title.top)  # a shrunk title still clears the top edge
        line_h = theme.font(int(30 * hs)).get_height()
        sub_at = title.bottom + int(30 * hs)
        return title, sub_at, sub_at + line_h - line_h // 2 + int(14 * hs)

    def _head_bottom(self, h: int, hs: float, ps: float) -> int:
        return self._head(h, hs)[2] + int(118 * ps) + int(18 * ps)  # picker cards, gap

    @staticmethod
    def _picker_scale(w: int, h: int, s: float, hs: float) -> float:
        """The game cards shrink with the big title only down to 90 % of the window's plain
        size: their words say what each game is (at a large UI scale on a small window they
        fell to 7 px); the title's lettering shrinks further instead."""
        return max(hs, min(s, theme.scale_for((w, h))) * 0.9)

    def _fit_head(self, w: int, h: int, s: float) -> tuple[float, int]:
        """The scale for the title and the picker, and the menu's columns. The menu buttons
        keep their full size at any interface size (a player who asked for larger controls
        gets them); when room runs short the menu goes to more columns and the big title and
        the picker cards shrink instead."""
        bottom = h - int(70 * s)
        plain = theme.scale_for((w, h))
        # Fewest columns that keep the head near its size; else the one that shrinks it least
        # (the title's lettering down to 40 % of plain size; the game cards keep at least
        # 90 %: _picker_scale).
        for least in (s * 0.9, plain * 0.4):
            for cols in (1, 2, 3):
                top = bottom - self._rows(cols) * (int(52 * s) + int(14 * s))
                hs = s
                while (
                    hs > least and self._head_bottom(h, hs, self._picker_scale(w, h, s, hs)) > top
                ):
                    hs -= 0.02
                if self._head_bottom(h, hs, self._picker_scale(w, h, s, hs)) <= top:
                    return hs, cols
        return plain * 0.4, 3

    def _rows(self, cols: int) -> int:
        return -(-len(self.buttons) // cols)

    def _place_buttons(self, w: int, h: int, top: int, s: float, cols: int = 1) -> list[Button]:
        """`cols` columns of full-size buttons under the title (room is kept at the bottom for
        a message); the columns narrow to fit the window's width."""
        bh, gap = int(52 * s), int(14 * s)
        bw = min(int(300 * s), (w - int(40 * s) - gap * (cols - 1)) // cols)
        rows = self._rows(cols)
        for i, b in enumerate(self.buttons):
            col, row = (0, i) if cols == 1 else (i // rows, i % rows)
            x = w // 2 + (col - (cols - 1) / 2) * (bw + gap)
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.center = (int(x), top + row * (bh + gap) + bh // 2)
        return self.buttons

    def _notice_seen(self) -> None:
        self.app.notice = ""

    def _dismiss(self) -> None:
        saves.dismiss_crash()
        self.crash = None

    def _crash_box(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, int(620 * s), int(230 * s))
        box.center = (w // 2, h // 2)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 160))
        surface.blit(shade, (0, 0))
        pygame.draw.rect(surface, theme.PANEL, box, border_radius=10)
        pygame.draw.rect(surface, theme.DANGER, box, width=2, border_radius=10)
        f = theme.font(int(26 * s), bold=True)
        title = f.render("The game closed unexpectedly", True, theme.TEXT)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + int(20 * s))))
        body = "Sorry. A report was saved, and your game was rebuilt up to your last move."
        img = theme.font(int(20 * s)).render(body, True, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(box.centerx, box.y + int(70 * s))))
        for i, b in enumerate(self.crash_buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), int(50 * s))
            b.rect.center = (box.centerx + (i * 2 - 1) * int(130 * s), box.bottom - int(55 * s))
            b.hover = b.rect.collidepoint(self._pointer)
            b.draw(surface, s)


def offer_guided(app, entry) -> None:
    """A game picked (or picked at the first start) may offer its guided game, once ever (its
    guided piece's module decides, scenes.games)."""
    import importlib

    if entry.guided:
        module = importlib.import_module(entry.guided.partition(":")[0])
        offer = getattr(module, "offer_on_pick", None)
        if offer is not None:
            offer(app)


def offer_on_first_start(app) -> None:
    """The very first start (nothing saved, nothing recorded): the picked game, whichever it
    is (`--mode`, or the one picked last), offers its own guided game over the title."""
    from game import tutorial
    from scenes import games

    if tutorial.nothing_played():
        offer_guided(app, games.get(app.game_mode))
