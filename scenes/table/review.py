"""Review: a finished game's chances turn by turn (or round by round), the three turns where
they fell most, and what the player and the Hint played there.

The screen every game shares (offered by Game over, Load's finished games and the replay
viewer through the game's contract, scenes.games). All the work runs in the look-ahead's
process pool (engine/core/chances.py): the record is replayed there, the play-outs too; this
screen only polls, so its frames stay smooth while the chart fills in. A finished review is
kept beside the saves (the data folder's reviews/), under its record, seed and plan: a second
look is instant. A point of the chart opens the replay there (click, or Tab and Enter).
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import Any

import pygame

from engine import modes
from engine.core import chances, review
from engine.core.chances import Plan, Pool
from game import draw, key_focus, saves, theme
from game.scene import Scene
from game.widgets import Button
from scenes import games
from scenes.table.review_words import moves_text, pct, turning_words

SEED = 1  # the play-outs' seed: the same save always shows the same review
PLAN = Plan()  # each chance to within 7 points (95 %), after a coarse first chart


def reviews_dir() -> Path:
    return saves.data_dir() / "reviews"


def pool_of(app: Any) -> Pool:
    """The app's look-ahead pool, started on first use and kept (a cancelled one is replaced)."""
    pool = getattr(app, "lookahead_pool", None)
    if pool is None or pool.closed:
        pool = Pool()
        app.lookahead_pool = pool
    return pool


class ReviewScene(Scene):
    claims_keys = ()

    def __init__(
        self, app, rules, setup, commands, note: str = "", result: dict | None = None
    ) -> None:
        super().__init__(app)
        self.rules, self.setup, self.commands = rules, setup, list(commands)
        self.mode = modes.for_game(rules.name)
        self.pointer = (0, 0)
        self.selected: int | None = None  # the chart point picked (hover, keys)
        self.note = note
        self.job: review.Review | None = None
        self.record_future: Any = None
        self.problem = chances.unavailable(self.mode)
        self.key = review.key_of(self.mode, setup, self.commands, SEED, PLAN)
        self.point_rects: list[tuple[pygame.Rect, int]] = []
        self.buttons = [
            Button("Watch from here", self.watch_selected),
            Button("Back", self.back),
        ]
        self.result = result  # one worked out before (the layout check's sample)
        if not self.problem and self.result is None:
            self.result = review.load_kept(reviews_dir(), self.key)
            if self.result is None:
                self.record_future = pool_of(app).call(
                    review.replay_task, self.mode.name, setup, self.commands
                )

    # --- the work ---------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        """Take in what the workers finished; never waits."""
        if self.result is not None or self.problem:
            return False
        if self.job is None:
            f = self.record_future
            if f is None or not f.done():
                return True
            try:
                record = f.result()
            except Exception as exc:  # a record today's rules cannot set up
                self.problem = f"This game cannot be reviewed: {exc}"
                return False
            if self.note:
                record.note = self.note
            self.job = review.Review(record, seed=SEED, plan=PLAN, pool=pool_of(self.app))
        try:
            self.job.step(0)
        except Exception as exc:  # a worker that failed: said, never a crash
            self.problem = f"The review stopped: {exc}"
            self.job.cancel()
            return False
        if self.job.finished:
            self.result = self.job.result()
            try:
                review.keep(reviews_dir(), self.key, self.result)
            except OSError:
                pass  # kept or not, this look shows it; the next one works it out again
        return True

    def exit(self) -> None:
        """Leaving mid-work stops the workers (the pool starts afresh next time); a screen
        opened over this one (the replay) leaves them working."""
        covered = self.app.scenes.top is self  # a push asks before the new screen is on top
        working = self.job is not None or self.record_future is not None
        if not covered and self.result is None and working:
            pool_of(self.app).cancel()

    def back(self) -> None:
        self.app.scenes.pop()

    # --- what is shown ------------------------------------------------------------------------

    def points(self) -> list[tuple[int, float | None, float]]:
        """(turn or round, chance or None, margin) per point, the game's end last."""
        if self.result is not None:
            unit = self.result["unit"]
            out = [(p[unit], p["chance"], p["margin"]) for p in self.result["points"]]
            end = self.result["end"]
            if end["result"] in ("won", "lost"):
                out.append((end[unit], 1.0 if end["result"] == "won" else 0.0, 0.0))
            return out
        if self.job is None:
            return []
        rec = self.job.record
        out = []
        for p, c in zip([*rec.points, rec.final], self.job.chances(), strict=True):
            if p is rec.final and c is None:
                continue
            out.append((p.unit, None if c is None else c.share, 1.0 if c is None else c.margin))
        return out

    def unit(self) -> str:
        if self.result is not None:
            return self.result["unit"]
        return self.job.record.unit if self.job is not None else "turn"

    def commands_at(self, i: int) -> int:
        """Where the replay opens for point i (the command index its turn starts at)."""
        if self.result is not None:
            pts = self.result["points"]
            return pts[i]["command"] if i < len(pts) else self.result["end"]["command"]
        assert self.job is not None
        rec = self.job.record
        return ([*rec.points, rec.final])[i].index

    def turning(self) -> list[dict[str, Any]]:
        return self.result["turning_points"] if self.result is not None else []

    def said(self) -> str:
        if self.result is not None:
            return self.result["said"]
        return (
            "Chances if the rest were played by the game's own player, from "
            f"{PLAN.first} play-outs each at first, then more until each is within "
            f"{round(PLAN.margin * 100)} points"
        )

    # --- input ----------------------------------------------------------------------------

    def watch(self, i: int) -> None:
        """The replay, opened at the start of point i's turn."""
        try:
            scene = games.open_replay(self.app, self.rules, self.setup, self.commands)
        except LookupError as exc:
            self.problem = str(exc)
            return
        scene.go(self.commands_at(i))
        self.app.scenes.push(scene)

    def watch_selected(self) -> None:
        if self.selected is not None:
            self.watch(self.selected)
        elif self.turning():
            unit = self.unit()
            first = self.turning()[0][unit]
            units = [p[0] for p in self.points()]
            self.watch(units.index(first) if first in units else 0)
        else:
            self.watch(0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            hit = self.point_at(event.pos)
            if hit is not None:
                self.selected = hit
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            hit = self.point_at(event.pos)
            if hit is not None:
                self.watch(hit)
                return
        self.handle_menu(event, self.back)

    def point_at(self, pos: tuple[int, int]) -> int | None:
        for rect, i in self.point_rects:
            if rect.collidepoint(pos):
                return i
        return None

    # --- drawing --------------------------------------------------------------------------

    def headline(self) -> str:
        title = self.mode.title
        if self.result is None:
            return f"Review: {title}"
        res = self.result["result"]
        unit = self.unit()
        end = self.result["end"][unit]
        how = {"won": f"you won in {unit} {end}", "lost": f"you lost in {unit} {end}"}.get(
            res, f"unfinished, {unit} {end}"
        )
        return f"Review: {title}, {how}"

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        pad = int(20 * s)
        head = self.headline()
        size = draw.fit_size(head, int(30 * s), w - 2 * pad)
        draw.text(surface, head, (pad, int(14 * s)), size, bold=True)
        side = int(min(w * 0.36, 470 * s))
        top = int(62 * s)
        bottom = h - int(170 * s)
        chart = pygame.Rect(pad, top, w - side - 3 * pad, bottom - top)
        panel = pygame.Rect(chart.right + pad, top, side, bottom - top)
        self.draw_chart(surface, chart, s)
        self.draw_turning(surface, panel, s)
        self.draw_under(surface, pygame.Rect(pad, bottom + int(10 * s), w - 2 * pad, 0), s)
        bw, bh = int(230 * s), int(50 * s)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(pad + i * (bw + pad), h - bh - int(16 * s), bw, bh)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)

    def draw_chart(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect, alpha=255)  # opaque on the flat page: far cheaper
        unit = self.unit()
        inner = pygame.Rect(
            rect.x + int(62 * s),
            rect.y + int(20 * s),
            rect.width - int(84 * s),
            rect.height - int(64 * s),
        )
        small = max(theme.MIN_TEXT, int(16 * s))
        for share in (0.0, 0.5, 1.0):
            y = inner.bottom - inner.height * share
            pygame.draw.line(surface, theme.PANEL_EDGE, (inner.left, y), (inner.right, y))
            draw.text(
                surface, f"{round(share * 100)} %", (inner.left - int(8 * s), int(y)), small,
                theme.TEXT_DIM, "midright",
            )  # fmt: skip
        self.point_rects = []
        pts = self.points()
        if not pts:
            words = self.problem or "Replaying the game..."
            colour = theme.DANGER if self.problem else theme.TEXT_DIM
            draw.text_block(
                surface, words, inner.inflate(-int(20 * s), -int(20 * s)), small, colour
            )
            return
        n = len(pts)
        xs = [inner.left + inner.width * i / max(1, n - 1) for i in range(n)]

        def y_of(v: float) -> float:
            return inner.bottom - inner.height * v

        label_w = theme.font(small).size(f"{unit} 99")[0] + int(10 * s)
        every = max(1, -(-n * label_w // max(1, inner.width)))
        for i, (u, _, _) in enumerate(pts):
            if i % every == 0 or i == n - 1:
                if i == n - 1 or n - 1 - i >= every:
                    draw.text(
                        surface, str(u), (int(xs[i]), inner.bottom + int(6 * s)), small,
                        theme.TEXT_DIM, "midtop",
                    )  # fmt: skip
        draw.text(
            surface, unit.capitalize(), (inner.right, rect.bottom - int(6 * s)), small,
            theme.TEXT_DIM, "bottomright",
        )  # fmt: skip
        for i in range(n - 1):  # a line only between two chances known side by side
            a, b = pts[i][1], pts[i + 1][1]
            if a is not None and b is not None:
                ends = ((xs[i], y_of(a)), (xs[i + 1], y_of(b)))
                pygame.draw.line(surface, theme.ACCENT, *ends, max(2, int(3 * s)))
        marks = {t[unit]: k + 1 for k, t in enumerate(self.turning())}
        r = max(3, int(5 * s))
        for i, (u, v, m) in enumerate(pts):
            x = xs[i]
            if v is None:
                pygame.draw.circle(surface, theme.PANEL_EDGE, (x, inner.bottom), r, 1)
                continue
            lo, hi = max(0.0, v - m), min(1.0, v + m)
            pygame.draw.line(surface, theme.TEXT_DIM, (x, y_of(lo)), (x, y_of(hi)), max(1, int(s)))
            colour = theme.GOLD if i == self.selected else theme.ACCENT
            pygame.draw.circle(surface, colour, (x, y_of(v)), r)
            hit = pygame.Rect(0, 0, max(int(18 * s), int(inner.width / n)), inner.height)
            hit.midbottom = (int(x), inner.bottom)
            self.point_rects.append((hit, i))
            tip = (
                f"{unit.capitalize()} {u}: {round(v * 100)} % ± {round(m * 100)}. "
                "Click (or Enter) to watch the replay from here."
            )
            dot = pygame.Rect(0, 0, 2 * r + 4, 2 * r + 4)
            dot.center = (int(x), int(y_of(v)))
            draw.note_control(f"{unit} {u}", dot)
            key_focus.focus.offer(surface, dot, partial(self.watch, i), f"{unit} {u}", s, tip)
            if u in marks and i + 1 < n and pts[i + 1][1] is not None:
                nx, ny = xs[i + 1], y_of(pts[i + 1][1] or 0.0)
                pygame.draw.line(surface, theme.DANGER, (x, y_of(v)), (nx, ny), max(2, int(4 * s)))
                badge = pygame.Rect(0, 0, int(24 * s), int(24 * s))
                badge.midbottom = (int(x), int(y_of(v)) - r - int(4 * s))
                badge.top = max(badge.top, inner.top - int(16 * s))
                pygame.draw.circle(surface, theme.DANGER, badge.center, badge.width // 2)
                draw.text(surface, str(marks[u]), badge.center, small, theme.BG_TOP, "center", True)
        if self.selected is not None and self.selected < len(pts):
            u, v, m = pts[self.selected]
            if v is not None:
                words = f"{unit.capitalize()} {u}: {round(v * 100)} % ± {round(m * 100)}"
                draw.text(surface, words, (inner.left + int(8 * s), inner.top), small, theme.GOLD)

    def draw_turning(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect, alpha=255)  # opaque on the flat page: far cheaper
        inner = rect.inflate(-int(28 * s), -int(24 * s))
        size = max(theme.MIN_TEXT, int(17 * s))
        draw.text(surface, "Where your chances fell", inner.topleft, int(21 * s), bold=True)
        y = inner.top + int(34 * s)
        turning = self.turning()
        if not turning:
            words = (
                "Working out where your chances fell most..."
                if self.result is None and not self.problem
                else self.problem or "Your chances never fell from one turn to the next."
            )
            draw.text_block(
                surface,
                words,
                pygame.Rect(inner.x, y, inner.width, inner.bottom - y),
                size,
                theme.TEXT_DIM,
            )
            return
        room = (inner.bottom - y) // len(turning)
        for k, t in enumerate(turning):
            box = pygame.Rect(inner.x, y, inner.width, room - int(6 * s))
            self.draw_turning_point(surface, box, k, t, s)
            y += room

    def draw_turning_point(
        self, surface: pygame.Surface, box: pygame.Rect, k: int, t: dict[str, Any], s: float
    ) -> None:
        """One turning point in its box: wrapped whole where there is room, else three lines
        with the moves cut short (the chances always shown); the whole of it is the box's
        tooltip, and the box opens the replay at that turn."""
        unit = self.unit()
        size = max(theme.MIN_TEXT, int(17 * s))
        for shown in (4, 3, 2, 1):
            words = turning_words(k, t, unit, shown)
            if draw.block_fits(words, size, box):
                draw.text_block(surface, words, box, size, theme.TEXT)
                break
        else:
            size = max(8, min(size, int(box.height / 3.5)))
            step = int(size * 1.15)
            played, hint = t["played_chance"], t["hint_chance"]
            head = (
                f"{k + 1}. {unit.capitalize()} {t[unit]}: {pct(t['before']['chance'])} to "
                f"{pct(t['after']['chance'])}"
            )
            rows = [
                (head, "", ""),
                ("You played: ", t["played"], f" ({pct(played['chance'])})"),
                ("The Hint: ", t["hint"], f" ({pct(hint['chance'])})"),
            ]
            font = theme.font(size)
            for j, (lead, moves, tail) in enumerate(rows):
                room = box.width - font.size(lead + tail)[0]
                line = lead + draw.ellipsized(moves_text(moves, 3), size, room) + tail
                if not moves:
                    line = draw.ellipsized(lead, size, box.width)
                draw.text(surface, line, (box.x, box.y + j * step), size, theme.TEXT, box=box)
        units = [p[0] for p in self.points()]
        if t[unit] in units:
            i = units.index(t[unit])
            tip = turning_words(k, t, unit, 12).replace("\n", " ")
            key_focus.focus.offer(
                surface, box, partial(self.watch, i), f"turning point {k + 1}", s, tip
            )
            self.point_rects.append((box, i))

    def draw_under(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        size = max(theme.MIN_TEXT, int(17 * s))
        y = rect.top
        if self.result is None and not self.problem:
            bar = pygame.Rect(rect.x, y, min(rect.width, int(520 * s)), int(16 * s))
            done, total = (self.job.done_count(), self.job.total) if self.job else (0, 1)
            pygame.draw.rect(surface, theme.PANEL, bar, border_radius=4)
            fill = bar.copy()
            fill.width = int(bar.width * done / max(1, total))
            pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=4)
            pygame.draw.rect(surface, theme.PANEL_EDGE, bar, 1, border_radius=4)
            words = f"Working out your chances: {done} of {total}"
            draw.text(
                surface,
                words,
                (bar.right + int(12 * s), bar.centery),
                size,
                theme.TEXT_DIM,
                "midleft",
            )
        y += int(28 * s)
        said = self.said() + "."
        fit = draw.fit_size(said, size, rect.width, bold=False)
        draw.text(surface, said, (rect.x, y), fit, theme.TEXT_DIM)
        note = self.result["record_note"] if self.result else self.note
        if note:
            note = note[0].upper() + note[1:] + "."
            fit = draw.fit_size(note, size, rect.width, bold=False)
            draw.text(surface, note, (rect.x, y + int(26 * s)), fit, theme.DANGER)
