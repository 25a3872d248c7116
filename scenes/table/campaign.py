"""The Campaign screen of every game (title -> Campaign): the five scenarios with each one's
result, level and points, both totals, the next scenario with a level picker and Play; start
over or abandon, each asked first. The campaign itself lives in game.campaign_store; this
screen only shows it and hands the next scenario to the game (its entry's `campaign` module:
scenarios(), levels(), RIVALS and play(app, campaign, level); a game whose content holds its
scenarios and levels names `content_scenarios` and `content_levels` for the first two)."""

from __future__ import annotations

from functools import partial

import pygame

from engine import modes
from engine.core.campaign import Campaign
from game import campaign_store, draw, theme
from game.campaign_view import CampaignView, NextScenario
from game.scene import Scene
from game.widgets import Button, draw_tooltip, notice_panel

PAGE = (1240, 700)  # design units, as the Statistics screen
ROW = 44
HEAD = 46


class CampaignScene(Scene):
    def __init__(self, app, mode: str | None = None) -> None:
        """`mode`: the game whose campaign this is (the game picked on the title)."""
        super().__init__(app)
        import importlib

        from scenes import games

        mode = mode or app.game_mode
        self.game = modes.get(mode).game  # the campaign's name in the file
        self.rules = modes.get(mode).rules()
        campaign = games.get(mode).campaign
        if not campaign:  # the title greys Campaign out for a game without one
            raise ValueError(f"{mode} has no campaign")
        self.kind = importlib.import_module(campaign)
        self.pointer = (0, 0)
        self.level = 3
        self.back = Button("Back", self.close)
        self.seen = Button("OK", self.dismiss)
        self.play = Button("Play", self.play_next)
        self.resume = Button("Continue", self.continue_game)
        self.restart = Button("Start over", self.ask_restart)
        self.abandon = Button("Abandon", self.ask_abandon)
        self.level_buttons = [
            Button(f"{lv}  {name}", partial(self._level, lv)) for lv, name in self.kind.levels()
        ]
        self.reload()
        if self.campaign.results:  # the next scenario at the level the last one was played at
            self.level = self.campaign.results[-1].level

    def reload(self) -> None:
        loaded = campaign_store.load(self.game)
        # None on disk: a new campaign is shown, and saved when its first scenario begins.
        self.campaign = loaded.campaign or Campaign()
        self.notice = loaded.problem or getattr(self, "notice", "")
        self.saved = campaign_store.under_way(loaded.campaign, self.rules)
        playing = self.saved is not None
        scenarios = self.kind.scenarios()
        self.view: CampaignView = campaign_store.view(
            loaded.campaign, scenarios, self.kind.RIVALS, playing
        )
        started = self.view.started
        for b in (self.restart, self.abandon):
            b.enabled = started
            b.tooltip = "" if started else "No campaign is under way yet"
        nxt = self.view.next
        self.play.label = f"Play scenario {nxt.number}" if nxt else "New campaign"
        if self.saved is not None and nxt is not None:
            self.play.label = "Start it anew"
            self.resume.label = f"Continue scenario {nxt.number}"

    @property
    def buttons(self) -> list[Button]:
        out = [self.back, self.play, self.restart, self.abandon]
        if self.saved is not None:
            out.append(self.resume)
        if self.view.next is not None:
            out += self.level_buttons
        return [*out, self.seen] if self.notice else out

    def _level(self, lv: int) -> None:
        self.level = lv

    def close(self) -> None:
        self.app.scenes.pop()

    def dismiss(self) -> None:
        self.notice = ""

    def play_next(self) -> None:
        if self.view.next is None:  # the campaign is over: the next one starts afresh
            self.notice = campaign_store.start_over(self.game)
            self.reload()
            return
        self.kind.play(self.app, self.campaign, self.level)

    def continue_game(self) -> None:
        """The scenario's game, left unfinished: on from its newest save."""
        from engine.core.record import SaveError
        from game import saves
        from scenes import games

        if self.saved is None:
            return
        try:
            session = saves.open_save(self.saved.path, self.rules)
        except SaveError as exc:
            self.notice = str(exc)
            return
        self.app.scenes.push(games.open_board(self.app, session))

    def ask_restart(self) -> None:
        from scenes.board_kit.confirm import ConfirmScene

        detail = "The results so far are forgotten and the campaign starts again at scenario 1."
        answers = [("Start over", self.do_restart)]
        self.app.scenes.push(ConfirmScene(self.app, "Start the campaign over?", detail, answers))

    def ask_abandon(self) -> None:
        from scenes.board_kit.confirm import ConfirmScene

        detail = "The campaign and its results so far are given up. Your record keeps its games."
        answers = [("Abandon the campaign", self.do_abandon)]
        self.app.scenes.push(ConfirmScene(self.app, "Abandon the campaign?", detail, answers))

    def do_restart(self) -> None:
        self.notice = campaign_store.start_over(self.game)
        self.reload()

    def do_abandon(self) -> None:
        problem = campaign_store.abandon(self.game)
        self.reload()
        self.notice = problem or self.notice

    def enter(self) -> None:
        self.reload()  # back from a scenario: its result is in the campaign now

    def handle(self, event: pygame.event.Event) -> None:
        self.handle_menu(event, self.close)

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.fit_scale((w, h), self.app.ui_scale, PAGE)
        surface.fill(theme.BG_TOP)
        page_w = int(PAGE[0] * s)
        left = (w - page_w) // 2
        draw.text(surface, "Campaign", (left, int(24 * s)), int(44 * s), bold=True)
        self.back.rect = pygame.Rect(0, int(24 * s), int(160 * s), int(48 * s))
        self.back.rect.right = left + page_w
        top = int(96 * s)
        if self.notice:
            top = notice_panel(
                surface, pygame.Rect(left, top, page_w, 0), self.notice, self.seen, s
            )
        bottom = min(h - int(20 * s), top + int((PAGE[1] - 116) * s))
        gap = int(24 * s)
        table_w = int(page_w * 0.56)
        table = pygame.Rect(left, top, table_w, bottom - top)
        side = pygame.Rect(table.right + gap, top, page_w - table_w - gap, bottom - top)
        self._table(surface, table, s)
        self._side(surface, side, s)
        hovered = None
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.pointer)
            selected = b in self.level_buttons and self.level_buttons.index(b) + 1 == self.level
            b.draw(surface, s * (0.8 if b in self.level_buttons else 1.0), selected=selected)
            if b.hover and b.tooltip and not b.enabled:
                hovered = b
        if hovered is not None and self.app.scenes.top is self:
            draw_tooltip(surface, hovered.tooltip, self.pointer, s)

    def _table(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The five scenarios, then both totals, then (once it is over) who won."""
        draw.panel(surface, rect)
        pad = int(16 * s)
        at = (rect.x + pad, rect.y + int(10 * s))
        draw.text(surface, "The five scenarios", at, int(24 * s), theme.ACCENT, bold=True)
        inner = rect.width - 2 * pad
        # Columns: scenario name, result, level, points (their share of the inner width).
        cols = (0.0, 0.44, 0.70, 0.80)
        xs = [rect.x + pad + int(inner * c) for c in cols]
        widths = [xs[1] - xs[0], xs[2] - xs[1], xs[3] - xs[2], rect.right - pad - xs[3]]
        y = rect.y + int(HEAD * s)
        small = int(17 * s)
        for x, wd, title in zip(xs, widths, ("Scenario", "Result", "Level", "Points"), strict=True):
            size = draw.fit_size(title, small, wd - int(8 * s), bold=False)
            draw.text(surface, title, (x, y), size, theme.TEXT_DIM, box=rect)
        y += int(28 * s)
        size = int(21 * s)
        for line in self.view.lines:
            colour = theme.TEXT
            if line.won is True:
                colour = theme.GOLD
            elif line.won is False:
                colour = theme.DANGER
            elif line.result in ("Next", "Under way"):
                colour = theme.HIGHLIGHT
            name = f"{line.number}. {line.name}"
            cells = (name, line.result or "-", line.level, line.points)
            for i, (x, wd, words) in enumerate(zip(xs, widths, cells, strict=True)):
                fit = draw.fit_size(words, size, wd - int(8 * s), bold=i == 0)
                ink = theme.TEXT if i == 0 else colour
                draw.text(surface, words, (x, y), fit, ink, bold=i == 0, box=rect)
            y += int(ROW * s)
        pygame.draw.line(
            surface, theme.PANEL_EDGE, (rect.x + pad, y), (rect.right - pad, y), max(1, int(s))
        )
        y += int(12 * s)
        v = self.view
        theirs = f"{v.rivals[:1].upper()}{v.rivals[1:]}"
        totals = f"You: {v.player_points} points      {theirs}: {v.rival_points} points"
        fit = draw.fit_size(totals, int(24 * s), inner, bold=True)
        draw.text(surface, totals, (rect.x + pad, y), fit, theme.TEXT, bold=True, box=rect)
        y += int(40 * s)
        words = v.outcome or (
            "Whoever wins a scenario scores its number times the level it was played at. "
            f"After the fifth, the higher total wins the campaign; a tie goes to {v.rivals}."
        )
        ink = (theme.GOLD if v.won else theme.DANGER) if v.outcome else theme.TEXT_DIM
        bh = int(48 * s)
        room = pygame.Rect(rect.x + pad, y, inner, rect.bottom - pad - bh - int(12 * s) - y)
        size = int((23 if v.outcome else 19) * s)  # who won the campaign stands out
        draw.text_block(surface, words, room, size, ink, shrink=True)
        half = (inner - int(12 * s)) // 2
        self.restart.rect = pygame.Rect(rect.x + pad, rect.bottom - pad - bh, half, bh)
        self.abandon.rect = self.restart.rect.move(half + int(12 * s), 0)

    def _side(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        """The next scenario: its story and goal, the level to play it at, and Play."""
        draw.panel(surface, rect)
        pad = int(16 * s)
        inner = rect.width - 2 * pad
        nxt = self.view.next
        bh = int(52 * s)
        self.play.rect = pygame.Rect(rect.x + pad, rect.bottom - pad - bh, inner, bh)
        if self.saved is not None:  # Continue the game left, or start the scenario anew
            half = (inner - int(12 * s)) // 2
            self.resume.rect = pygame.Rect(self.play.rect.x, self.play.rect.y, half, bh)
            self.play.rect = self.resume.rect.move(half + int(12 * s), 0)
        if nxt is None:
            title = "The campaign is over"
            draw.text(
                surface,
                title,
                (rect.x + pad, rect.y + int(10 * s)),
                int(24 * s),
                theme.ACCENT,
                bold=True,
            )
            room = pygame.Rect(
                rect.x + pad,
                rect.y + int(HEAD * s),
                inner,
                self.play.rect.top - pad - rect.y - int(HEAD * s),
            )
            words = (
                "Start a new campaign to play the five scenarios again. Your record keeps "
                "this one's games (and the campaign, if you won it)."
            )
            draw.text_block(surface, words, room, int(21 * s), theme.TEXT, shrink=True)
            return
        title = f"Next: {nxt.number}. {nxt.name}"
        size = draw.fit_size(title, int(24 * s), inner)
        draw.text(
            surface, title, (rect.x + pad, rect.y + int(10 * s)), size, theme.ACCENT, bold=True
        )
        row_h = min(int(38 * s), int(surface.get_height() * 0.055))
        levels_h = len(self.level_buttons) * (row_h + int(6 * s))
        levels_top = self.play.rect.top - int(12 * s) - levels_h
        head_y = levels_top - int(34 * s)
        y = rect.y + int(HEAD * s)
        words = f"{nxt.story}\n{nxt.goal}"
        room = pygame.Rect(rect.x + pad, y, inner, head_y - int(8 * s) - y)
        draw.text_block(surface, words, room, int(19 * s), theme.TEXT_DIM, shrink=True)
        draw.text(
            surface,
            "Play it at difficulty",
            (rect.x + pad, head_y),
            int(21 * s),
            theme.TEXT,
            bold=True,
        )
        y = levels_top
        for b in self.level_buttons:
            b.rect = pygame.Rect(rect.x + pad, y, inner, row_h)
            y += row_h + int(6 * s)


def begin_next(app, game: str, campaign: Campaign, level: int, start_game) -> None:
    """Start the campaign's next scenario at `level` straight on the board (for a game whose
    scenario fixes everything New game would ask): the campaign is written first so the
    game's result finds it. `start_game(app, seed, options)` is the game's own."""
    import time

    problem = campaign_store.begin_scenario(game, campaign)
    app.notice = problem or app.notice
    seed = int(time.time()) % 100000  # as New game proposes one
    start_game(app, seed, campaign.setup_options(level))


def content_scenarios(mode: str) -> list[NextScenario]:
    """The campaign's scenarios as the game's content lists them (its `scenarios` table)."""
    content = modes.get(mode).content()
    return [NextScenario(n, sc.name, sc.text, "") for n, sc in sorted(content.scenarios.items())]


def content_levels(mode: str) -> list[tuple[int, str]]:
    """The levels to pick from, as the game's content names them (its `levels` table)."""
    content = modes.get(mode).content()
    return [(lv, content.levels[lv].name) for lv in sorted(content.levels)]
