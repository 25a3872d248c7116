"""The decision panel over the board: the options of the choice you owe as buttons (draft,
hatch, upgrade, consume), the battle panel with steppers for your own dice, the Alpha's support
and bought bolster dice, and the variants of an action (Agile step, Mind Control direction)."""

from __future__ import annotations

import math
from functools import partial
from typing import Any

import attrs
import pygame

from engine.arachnid import battle
from engine.arachnid.board import BOARD
from engine.core.commands import Command
from game import draw, key_focus, theme
from scenes.arachnid.panels import button, fitted
from scenes.arachnid.words import (
    FLY_STEER_TITLE,
    choice_title,
    option_help,
    option_text,
)
from scenes.board_kit.spots import Hotspot

COMMIT_PARTS = ("own dice", "Alpha support", "bought bolster (1 food each)")


@attrs.define
class Variants:
    """Several commands share the clicked hex: the pop-up lists them."""

    title: str
    labels: list[str]
    commands: list[Command]
    lines: list[str] = attrs.Factory(list)  # what to know first (the battles a move starts)
    keep: tuple[int, ...] = ()  # hexes the pop-up must not hide (the move's and its foes')


def commit_limits(options: list[str]) -> list[tuple[int, int]]:
    """For each part of a commitment, the least and most the options allow."""
    parts = [battle.parse_commit(o) for o in options]
    return [(min(p[i] for p in parts), max(p[i] for p in parts)) for i in range(3)]


def commit_key(values: list[int]) -> str:
    return f"a{values[0]}s{values[1]}b{values[2]}"


def frame(surface: pygame.Surface, ui: Any, rect: pygame.Rect, title: str) -> int:
    """A decision's panel with its title; clicks inside it never reach the web. Returns the
    padding its contents use."""
    s = ui.s
    draw.panel(surface, rect)
    ui.spots.append(Hotspot(rect, "panel", None))
    pad = int(8 * s)
    tb = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, int(24 * s))
    fitted(surface, title, tb, int(20 * s), theme.TEXT, ui, bold=True)
    return pad


def in_column(ui: Any) -> bool:
    """Whether the decision you owe is about your colony (a draft, a hatching, an upgrade
    with a few options): it is made in the left column, beside the web, never over it."""
    st = ui.state
    if not st.choices:
        return False
    ch = st.choices[0]
    opts = [o for o in ch.options if not o.startswith(("web:", "hex:"))]
    return ch.kind in ("draft", "hatch") or (ch.kind == "upgrade" and len(opts) <= 4)


def panel_rect(board: pygame.Rect, s: float, rows: int) -> pygame.Rect:
    h = int((44 + 30 * rows) * s)
    w = min(board.width - int(20 * s), int(560 * s))
    return pygame.Rect(board.centerx - w // 2, board.bottom - h - int(8 * s), w, h)


def clear_of_yours(
    rect: pygame.Rect, board: pygame.Rect, ui: Any, keep: tuple[int, ...] = ()
) -> pygame.Rect:
    """The panel at the board's foot, or at its top when that hides fewer of your deployed
    spiders: you decide looking at your own pieces (and at the hexes in `keep` above all, such
    as a critter you steer and where it may go)."""

    def hidden(r: pygame.Rect) -> int:
        spots = [sp.hex for sp in ui.me.spiders if sp.deployed] + [h for h in keep for _ in "xxxx"]
        return sum(1 for h in spots if r.inflate(8, 8).collidepoint(ui.view.centre(h)))

    up = rect.copy()
    up.top = board.top + int(8 * ui.s)
    return up if hidden(up) < hidden(rect) else rect


def draw_choice(
    surface: pygame.Surface, ui: Any, board: pygame.Rect, column: pygame.Rect | None = None
) -> None:
    """The panel for the decision at the head of the state's choices: over the web, or in
    `column` (the left column's room) for a decision about your colony."""
    ch = ui.state.choices[0]
    s = ui.s
    if ch.kind == "commit":
        _commit(surface, ui, board, ch.options)
        return
    on_board = ("web:", "hex:")  # chosen by clicking a lit hex, not a button
    opts = [o for o in ch.options if not o.startswith(on_board)]
    if ch.kind == "retreat":
        opts = []
    title = choice_title(ui.content, ui.state)
    if ch.kind == "steer" and not opts:
        title = FLY_STEER_TITLE
    if ch.kind == "consume" and any(o.startswith("web:") for o in ch.options):
        title += " (or click a lit web)"
    if column is not None and in_column(ui):
        _described(surface, ui, column, title, ch.kind, opts)
        return
    cols = 1 if ch.kind == "steer" else 2  # a direction's words need the whole row
    rows = (len(opts) + cols - 1) // cols
    keep: tuple[int, ...] = ()
    if ch.kind == "steer":  # the critter and every hex it may step to stay in sight
        h = ui.state.critter(ch.about).hex
        keep = (h, *BOARD.adjacent[h]) if h >= 0 else ()
    elif ch.kind in ("consume", "retreat"):  # the lit webs that answer it stay clickable
        keep = tuple(ui.lit_hexes())
    rect = clear_of_yours(panel_rect(board, s, rows), board, ui, keep)
    with draw.layer("dialog"):
        pad = frame(surface, ui, rect, title)
        w = (rect.width - 2 * pad - int(8 * s)) // cols
        for i, o in enumerate(opts):
            r = pygame.Rect(
                rect.x + pad + (i % cols) * (w + int(8 * s)),
                rect.y + int(40 * s) + (i // cols) * int(30 * s),
                w,
                int(26 * s),
            )
            button(surface, r, option_text(ui.content, ui.state, ch.kind, o), ui, "choice", o)
        # A dialog keeps Tab to its own controls: the lit hexes that answer it (a retreat, a
        # web to consume, where the Ladybird goes) are offered inside it too.
        for h in ui.lit_hexes():
            hit = ui.view.hex_rect(h, 0.6)
            key_focus.focus.offer(surface, hit, partial(ui.hex_click, h), f"hex {h}", s)


def _described(
    surface: pygame.Surface, ui: Any, rect: pygame.Rect, title: str, kind: str, opts: list[str]
) -> None:
    """The options as buttons in the left column, each with what choosing it does under it;
    many options (the draft's abilities) sit two a row, and what the one under the pointer
    (or the keyboard's ring) does is told below them."""
    s = ui.s
    least = int(math.ceil(theme.MIN_TEXT * ui.s_floor()))
    size = max(least, int(15 * s))
    step = int(size * 1.15)
    with draw.layer("dialog"):
        pad = frame(surface, ui, rect, title)
        inner = pygame.Rect(rect.x + pad, rect.y + int(36 * s), rect.width - 2 * pad, 0)
        inner.height = rect.bottom - pad - inner.y
        gap = int(6 * s)
        bh = int(26 * s)
        if len(opts) > 4:
            cols = 2
            w = (inner.width - gap) // cols
            rows = (len(opts) + 1) // 2
            pointed = ""
            for i, o in enumerate(opts):
                r = pygame.Rect(
                    inner.x + (i % cols) * (w + gap), inner.y + (i // cols) * (bh + gap), w, bh
                )
                button(surface, r, option_text(ui.content, ui.state, kind, o), ui, "choice", o)
                if r.collidepoint(ui.pointer):
                    pointed = o
            y = inner.y + rows * (bh + gap) + gap
            if pointed:
                head = option_text(ui.content, ui.state, kind, pointed)
                words = f"{head}: {option_help(ui.content, kind, pointed)}"
            else:
                words = "Point at an ability to read what it does."
            room = pygame.Rect(inner.x, y, inner.width, inner.bottom - y)
            draw.text_block(surface, words, room, size, theme.TEXT_DIM)
            return
        each = (inner.height - len(opts) * (bh + gap)) // max(1, len(opts))
        lines = max(0, min(3, each // step))
        y = inner.y
        for o in opts:
            r = pygame.Rect(inner.x, y, inner.width, bh)
            button(surface, r, option_text(ui.content, ui.state, kind, o), ui, "choice", o)
            y = r.bottom + int(2 * s)
            words = option_help(ui.content, kind, o)
            if lines and words:
                wrapped = draw.wrap(words, size, inner.width)
                if len(wrapped) > lines:  # the rest is in its tooltip
                    wrapped = wrapped[:lines]
                    wrapped[-1] = draw.ellipsized(wrapped[-1] + " …", size, inner.width)
                for line in wrapped:
                    box = pygame.Rect(inner.x, y, inner.width, step)
                    draw.text(surface, line, box.topleft, size, theme.TEXT_DIM, box=box)
                    y += step
            y += gap


def _commit(surface: pygame.Surface, ui: Any, board: pygame.Rect, options: list[str]) -> None:
    s = ui.s
    st = ui.state
    b = st.battle
    limits = commit_limits(options)
    values = ui.commit_values(limits)
    rect = clear_of_yours(panel_rect(board, s, 6), board, ui)
    with draw.layer("dialog"):
        side = "attack" if b is not None and b.stage == "attack" else "defence"
        pad = frame(surface, ui, rect, f"Battle: commit your {side} dice")
        y = rect.y + int(38 * s)
        if b is not None:
            who = battle_words(ui, b)
            wb = pygame.Rect(rect.x + pad, rect.y + int(34 * s), rect.width - 2 * pad, int(20 * s))
            size = draw.fit_size(who, int(17 * s), wb.width, False)
            draw.text(surface, who, wb.topleft, size, theme.TEXT, box=wb)
            y += int(22 * s)
        if side == "defence" and b is not None:
            a = b.attack
            seen = f"The attacker commits {a[0]} own, {a[1]} support, {a[2]} bolster dice"
            foe = st.colonies[b.attacker[0]].spider(b.attacker[1])
            if foe is not None and battle.free_bolster(st, foe):
                seen += ", +1 free (height-2 web)"
            sb = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(20 * s))
            draw.text(
                surface,
                seen,
                sb.topleft,
                draw.fit_size(seen, int(17 * s), sb.width, False),
                theme.TEXT_DIM,
                box=sb,
            )
        y += int(26 * s)
        mine = None if b is None else b.attacker if side == "attack" else b.defender
        sp = None if mine is None else st.colonies[mine[0]].spider(mine[1])
        free = battle.free_bolster(st, sp) if sp is not None else 0
        for i, name in enumerate(COMMIT_PARTS):
            lo, hi = limits[i]
            row = pygame.Rect(rect.x + pad, y + i * int(30 * s), rect.width - 2 * pad, int(26 * s))
            words = f"{name}: {values[i]}  (up to {hi})"
            if i == 2 and free:  # A7.3: shown apart from the dice you commit and buy
                words += ", +1 free: height-2 web"
            lb = pygame.Rect(row.x, row.y, row.width - int(80 * s), row.height)
            draw.text(
                surface,
                words,
                (lb.x, lb.centery),
                draw.fit_size(words, int(18 * s), lb.width, False),
                theme.TEXT,
                "midleft",
                box=lb,
            )
            minus = pygame.Rect(row.right - int(72 * s), row.y, int(32 * s), row.height)
            plus = pygame.Rect(row.right - int(34 * s), row.y, int(32 * s), row.height)
            button(surface, minus, "-", ui, "step", (i, -1), values[i] > lo)
            button(surface, plus, "+", ui, "step", (i, 1), values[i] < hi)
        y += 3 * int(30 * s)
        go = pygame.Rect(rect.centerx - int(80 * s), y + int(2 * s), int(160 * s), int(28 * s))
        key = commit_key(values)
        button(
            surface,
            go,
            "Commit and roll" if side == "defence" else "Commit",
            ui,
            "choice",
            key,
            key in options,
        )


def battle_words(ui: Any, b: Any) -> str:
    """Who fights whom, in player words."""
    from scenes.arachnid.words import colony_name, spider_word

    def name(seat: int, sid: str) -> str:
        c = ui.state.colonies[seat]
        sp = c.spider(sid)
        who = spider_word(sp) if sp else sid
        return f"your {who}" if c.kind == "human" else f"the {colony_name(ui.content, c)}'s {who}"

    first = name(*b.attacker)
    return f"{first[0].upper()}{first[1:]} attacks {name(*b.defender)}"


def draw_variants(surface: pygame.Surface, ui: Any, board: pygame.Rect, v: Variants) -> None:
    """The pop-up of a hex's commands; with `lines` it is a confirmation (a move that starts
    battles): the lines, the move, and Cancel."""
    s = ui.s
    # A long line (a warning) wraps onto up to three rows rather than shrinking past reading.
    width = panel_rect(board, s, 1).width - 2 * int(8 * s)
    rows = [draw.fit_lines(line, int(18 * s), width, 3, least=int(15 * s)) for line in v.lines]
    extra = sum(len(r[1]) for r in rows) + (1 if v.lines else 0)
    rect = panel_rect(board, s, len(v.labels) + extra)
    if v.keep:
        rect = clear_of_yours(rect, board, ui, v.keep)
    with draw.layer("dialog"):
        pad = frame(surface, ui, rect, v.title)
        y = rect.y + int(40 * s)
        for size, wrapped in rows:
            for part in wrapped:
                lb = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(26 * s))
                draw.text(surface, part, (lb.x, lb.centery), size, theme.TEXT, "midleft", box=lb)
                y += int(30 * s)
        for i, label in enumerate(v.labels):
            r = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(26 * s))
            button(surface, r, label, ui, "variant", i)
            y += int(30 * s)
        if v.lines:
            r = pygame.Rect(rect.centerx - int(80 * s), y, int(160 * s), int(26 * s))
            button(surface, r, "Cancel", ui, "button", "cancel")
