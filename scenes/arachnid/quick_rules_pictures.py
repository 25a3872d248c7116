"""The pictures of Arachnid's quick rules, drawn with the board's own drawing code: the web,
spiders, critters and food by scenes.arachnid.pieces, the den and a spider card by the side
panels (scenes.arachnid.panels), dice as the battle tray throws them. Board pictures are small
made-up positions on a real game's state; every number shown comes from the game's data.

Why so long: one short drawing per quick-rules page (two dozen), sharing the made-up positions
at the top; a page's picture is found by its name here. Split by page group if more come."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from typing import Any

import attrs
import pygame

from engine.arachnid import economy
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content, default_content
from engine.arachnid.rules import ArachnidRules
from engine.arachnid.state import Critter, GameState, Spider
from game import draw, key_focus, theme
from scenes.arachnid import dice, panels, pieces
from scenes.arachnid.saved import draw_web
from scenes.arachnid.view import COLONY, FOOD, WebView, glyph
from scenes.table.quick_rules import cut_around, keep_cut

OFFSCREEN = (1500, 1400)  # the web drawn this large, then cut down to the picture
RED, PURPLE = 0, 1  # seats in the pictures' game


@contextmanager
def _quiet() -> Iterator[None]:
    """A picture is not a control: keep it out of the layout record and the Tab ring."""
    saved = draw.recorder
    draw.recorder = None
    offered = len(key_focus.focus._drawing)
    try:
        yield
    finally:
        draw.recorder = saved
        del key_focus.focus._drawing[offered:]


@cache
def _content() -> Content:
    return default_content()


def _game() -> GameState:
    """A fresh game (seat 0 red, the player; seat 1 purple), cleared for a made-up position."""
    rules = ArachnidRules(_content())
    st = rules.new_state(rules.setup(7, seat=0, colour="red"))
    st.webs = [[] for _ in range(BOARD.size)]
    st.food = [0] * BOARD.size
    for c in st.colonies:
        for sp in c.spiders:
            sp.hex = -1
    return st


def _place(st: GameState, seat: int, sid: str, h: int) -> Spider:
    sp = st.colonies[seat].spider(sid)
    assert sp is not None
    sp.hex = h
    return sp


_CROPS: dict[tuple, pygame.Surface] = {}


def web_crop(
    st: GameState, key: str, hexes: tuple[int, ...], size: tuple[int, int], numbers: bool = False
) -> pygame.Surface:
    """The web around `hexes` as the board draws it, scaled to `size` (kept in a cache);
    `numbers` writes each hex's radar number as hovering does."""
    ck = (key, hexes, size, numbers, theme.palette)
    if ck in _CROPS:
        return _CROPS[ck]
    big = pygame.Surface(OFFSCREEN)
    big.fill(theme.BG_TOP)
    view = WebView(big.get_rect())
    with _quiet():
        draw_web(big, view, st, _content())
        if numbers:
            for h in range(BOARD.size):
                cx, cy = view.centre(h)
                draw.text(
                    big,
                    str(h),
                    (int(cx), int(cy + view.size * 0.55)),
                    int(view.size * 0.4),
                    (240, 240, 250),
                    "center",
                    True,
                )
    img = cut_around(big, [view.centre(h) for h in hexes], view.size * 2.2, size)
    return keep_cut(_CROPS, ck, img)


def _caption(
    surface: pygame.Surface,
    words: str,
    at: tuple[int, int],
    room: int,
    s: float,
    colour=theme.TEXT_DIM,
    anchor: str = "midtop",
    bold: bool = False,
) -> None:
    size = draw.fit_size(words, int(18 * s), room, bold=bold)
    draw.text(surface, words, at, max(size, int(12 * s)), colour, anchor, bold)


def _framed(
    surface: pygame.Surface, rect: pygame.Rect, img: pygame.Surface, caption: str, s: float
) -> None:
    """A picture with its caption under it, framed."""
    pygame.draw.rect(surface, theme.PANEL_EDGE, rect, max(1, int(2 * s)), border_radius=8)
    room = pygame.Rect(rect.x + 4, rect.y + 4, rect.width - 8, rect.height - int(34 * s))
    if room.width > 8 and room.height > 8:
        surface.blit(pygame.transform.smoothscale(img, room.size), room.topleft)
    _caption(surface, caption, (rect.centerx, rect.bottom - int(28 * s)), rect.width - 12, s)


@attrs.define
class _Ui:
    """What the side panels read from the board, for a picture: nothing is clickable."""

    state: GameState
    s: float
    content: Content = attrs.field(factory=_content)
    pointer: tuple[int, int] = (-1, -1)
    spots: list = attrs.field(factory=list)
    selected: Any = None
    action: Any = None
    deploying: Any = None

    def den_ok(self, *_: Any) -> bool:
        return False

    def s_floor(self) -> float:
        return self.s * 0.8  # a picture's words may be a little smaller than the board's

    def action_ok(self, *_: Any) -> bool:
        return False

    def click(self, *_: Any) -> None:
        return None


# --- the pages' pictures ----------------------------------------------------------------------


def den_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Your den panel with two spaces spun out (their flies showing), and a fly landed."""
    st = _game()
    me = st.colonies[RED]
    g = _content().game
    den = list(g.den.stacks_3)
    den[1] = 0  # the first stack spun out: two empty spaces
    me.den = den
    me.store = 4
    ui = _Ui(st, s)
    st.round = 4
    panel = pygame.Rect(rect.x, rect.y, min(rect.width, int(340 * s)), int(92 * s))
    with _quiet():
        panels.den(surface, panel, ui, me)
    uncovered = sum(f for f, n in zip(g.den.flies, den, strict=True) if n == 0)
    empty = sum(1 for n in den if n == 0)  # the spaces, not their flies
    x = panel.right + int(12 * s)
    words = (f"{empty} spaces empty:", f"+{uncovered} food at", "each Fly Hit")
    for k, line in enumerate(words):
        size = draw.fit_size(line, int(18 * s), rect.right - x, bold=False)
        draw.text(surface, line, (x, rect.y + int((8 + 22 * k) * s)), size, FOOD, box=rect)
    # A fly: the event's number picks the side; the food lands on its innermost free hex.
    st.food[1] = 1
    for h, w in ((19, [RED]), (37, [RED]), (61, [RED])):
        st.webs[h] = w
    _place(st, RED, "beta", 19)
    box = pygame.Rect(
        rect.x, panel.bottom + int(14 * s), rect.width, rect.bottom - panel.bottom - int(14 * s)
    )
    img = web_crop(st, "den", (0, 1, 7, 19), (box.width, box.height), numbers=True)
    _framed(
        surface, box, img, "A fly 1 event: 1 food on hex 1, the innermost free hex of side 1", s
    )


def card_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Your Alpha's and Beta's cards as the side panel shows them, food on a track."""
    st = _game()
    st.stage = "turns"
    me = st.colonies[RED]
    ui = _Ui(st, s)
    alpha = _place(st, RED, "alpha", 37)
    beta = _place(st, RED, "beta", 19)
    alpha.food = {"move": 1}
    beta.food = {"spin": 0}
    w = min(rect.width, int(330 * s))
    y = rect.y
    with _quiet():
        for sp, note in (
            (alpha, "Moved twice: the food stepped right for free"),
            (beta, "Spun once: 1 food from the store"),
        ):
            h = panels.card_height(ui, sp)
            box = pygame.Rect(rect.x, y, w, h)
            panels.card(surface, box, ui, me, sp)
            _caption(
                surface,
                note,
                (box.x, box.bottom + int(4 * s)),
                rect.width,
                s,
                theme.TEXT_DIM,
                "topleft",
            )
            y = box.bottom + int(34 * s)
    # The bloodied spaces explained beside the cards when there is room.
    x = rect.x + w + int(16 * s)
    if rect.right - x > int(120 * s):
        lines = ("Red crossed:", "bloodied, covered", "until an upgrade")
        for k, line in enumerate(lines):
            pygame_y = rect.y + int((60 + 22 * k) * s)
            draw.text(surface, line, (x, pygame_y), int(17 * s), theme.TEXT_DIM, box=rect)


def spin_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Before and after: the Beta spins onto an open hex, the Alpha over-spins a rival web."""
    before = _game()
    for h in (61, 37, 19):
        before.webs[h] = [RED]
    before.webs[38] = [PURPLE]
    before.food[7] = 1
    _place(before, RED, "alpha", 37)
    _place(before, RED, "beta", 19)
    after = _game()
    after.webs = [list(w) for w in before.webs]
    after.webs[7] = [RED]
    after.webs[38] = [PURPLE, RED]
    _place(after, RED, "alpha", 37)
    _place(after, RED, "beta", 19)
    _two(
        surface,
        rect,
        s,
        (before, after),
        ("spin-before", "spin-after"),
        (7, 19, 37, 38),
        (
            "Beta beside an open hex, Alpha beside purple",
            "Spun onto 7 (its food is yours); 38 over-spun",
        ),
        numbers=True,  # the caption names hexes 7 and 38: their numbers are drawn
    )


def _two(surface, rect, s, states, keys, hexes, captions, numbers: bool = False) -> None:
    gap = int(14 * s)
    half = (rect.width - gap) // 2
    for i, (st, key, cap) in enumerate(zip(states, keys, captions, strict=True)):
        box = pygame.Rect(rect.x + i * (half + gap), rect.y, half, rect.height)
        img = web_crop(st, key, hexes, (box.width, box.height), numbers)
        _framed(surface, box, img, cap, s)


def battle_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Your Beta moves beside a purple spider on a two-high space, its Alpha near enough to
    support; under it the dice each side may roll, faces from the data."""
    st = _game()
    for h in (61, 37, 19):
        st.webs[h] = [RED]
    st.webs[20] = [PURPLE, RED]
    for h in (9, 21, 22):
        st.webs[h] = [PURPLE]
    _place(st, RED, "alpha", 37)
    _place(st, RED, "beta", 20)
    _place(st, PURPLE, "beta", 21)
    g = _content().game
    cards = g.cards
    dice_h = min(int(150 * s), int(rect.height * 0.36))  # the web keeps most of the room
    box = pygame.Rect(rect.x, rect.y, rect.width, rect.height - dice_h)
    img = web_crop(st, "battle", (19, 20, 21, 37), (box.width, box.height - int(34 * s)))
    _framed(
        surface,
        box,
        img,
        f"Beta attacks: {cards['beta'].attack} own + {cards['alpha'].attack} support "
        "+ 1 free bolster",
        s,
    )
    rows = (
        ("Attack", g.dice.attack, dice.ATTACK),
        ("Defence", g.dice.defence, dice.DEFENCE),
        ("Bolster", g.dice.bolster, dice.BOLSTER),
    )
    gap = max(4, dice_h // 18)
    n = max(12, min(int(28 * s), (dice_h - 4 * gap) // 3))
    y = box.bottom + gap
    for name, faces, colour in rows:
        draw.text(
            surface,
            f"{name} die",
            (rect.x, y + n // 2),
            int(18 * s),
            theme.TEXT,
            "midleft",
            True,
            box=rect,
        )
        for k, face in enumerate(faces):
            surface.blit(
                dice.die_face(face, n, colour), (rect.x + int(120 * s) + k * (n + int(6 * s)), y)
            )
        y += n + gap


def critters_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The centre with its radar numbers, the critters, each with its bites and food."""
    st = _game()
    spots = {"ladybird": 0, "worm": 9, "tater1": 4, "heebie": 14}
    for cr in st.critters:
        cr.hex = spots.get(cr.id, -1)
    for h in (19, 7, 37):
        st.webs[h] = [RED]
    _place(st, RED, "alpha", 7)
    st.food[2] = 1
    legend_w = int(250 * s)
    box = pygame.Rect(rect.x, rect.y, rect.width - legend_w - int(10 * s), rect.height)
    img = web_crop(st, "critters", (0, 7, 9, 14, 4), (box.width, box.height), numbers=True)
    _framed(surface, box, img, "Radar numbers from the blue arrow, clockwise", s)
    x = box.right + int(14 * s)
    y = rect.y + int(10 * s)
    seen: set[str] = set()
    content = _content()
    step = max(int(44 * s), (rect.height - int(20 * s)) // 4)
    for cdef in content.game.critters:
        if cdef.name in seen:
            continue
        seen.add(cdef.name)
        with _quiet():
            pieces.critter(
                surface, (x + int(16 * s), y + int(18 * s)), 14 * s, content, Critter(cdef.id)
            )
        room = rect.right - x - int(44 * s)
        _caption(surface, cdef.name, (x + int(44 * s), y), room, s, theme.TEXT, "topleft", True)
        food = " then ".join(str(f) for f in cdef.food)
        bites = "1 bite" if cdef.bites == 1 else f"{cdef.bites} bites"
        _caption(
            surface,
            f"{bites}, food {food}",
            (x + int(44 * s), y + int(20 * s)),
            room,
            s,
            anchor="topleft",
        )
        y += step


def _web_icon(surface: pygame.Surface, colour: str, at: tuple[int, int], r: float) -> None:
    cx, cy = at
    corners = [
        (cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
        for i in range(6)
    ]
    pygame.draw.polygon(surface, pieces.shade(COLONY[colour], 0.75), corners)
    pygame.draw.polygon(surface, pieces.shade(COLONY[colour], 0.4), corners, 1)
    glyph(surface, colour, at, r * 0.45)


def _row(
    surface, rect, y, s, icon: Callable[[tuple[int, int]], None], words: str, colour=theme.TEXT
) -> None:
    icon((rect.x + int(26 * s), y))
    room = rect.right - rect.x - int(60 * s)
    size = draw.fit_size(words, int(20 * s), room, bold=False)
    draw.text(
        surface,
        words,
        (rect.x + int(58 * s), y),
        max(size, int(12 * s)),
        colour,
        "midleft",
        box=rect,
    )


def feed_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """What a Feed costs three spiders, and what consuming gives, by item."""
    g = _content().game
    st = _game()
    red = st.colonies[RED].colour
    r = 16 * s
    y = rect.y + int(24 * s)
    with _quiet():
        for k, sp in enumerate(st.colonies[RED].spiders[:2] + [Spider("s1", "weaver")]):
            pieces.spider(surface, (rect.x + int(30 * s) + k * int(56 * s), y), r, red, sp)
    feed = g.food.feed_per_spider
    draw.text(
        surface,
        f"Feed: 3 spiders x {feed} = {3 * feed} food from your store",
        (rect.x + int(190 * s), y),
        draw.fit_size(
            f"Feed: 3 spiders x {feed} = {3 * feed} food from your store",
            int(20 * s),
            rect.right - rect.x - int(190 * s),
        ),
        FOOD,
        "midleft",
        True,
        box=rect,
    )
    y += int(56 * s)
    draw.text(
        surface,
        "Short? Consume, one at a time:",
        (rect.x, y),
        int(20 * s),
        theme.TEXT,
        bold=True,
        box=rect,
    )
    y += int(50 * s)
    c = g.consume

    def upgrade(at):
        box = pygame.Rect(0, 0, int(22 * s), int(22 * s))
        box.center = at
        pygame.draw.rect(surface, panels.BLOOD, box, border_radius=3)
        pygame.draw.line(surface, (220, 160, 160), box.topleft, box.bottomright, 1)

    def web(at):
        _web_icon(surface, red, at, 18 * s)

    def spider(at):
        with _quiet():
            pieces.spider(surface, at, r, red, Spider("s2", "soldier"))

    # Four rows (three items and the famine line) inside the picture at every UI scale.
    step = min(int(54 * s), (rect.bottom - int(16 * s) - y) // 3)
    for icon, words in (
        (upgrade, f"a kept upgrade gives {c.upgrade} food"),
        (web, f"a web without a spider gives {c.web}"),
        (spider, f"a spider (its card too) gives {c.spider}"),
    ):
        _row(surface, rect, y, s, icon, words)
        y += step
    _row(
        surface,
        rect,
        y,
        s,
        lambda at: None,
        "What is consumed leaves the game: a famine",
        theme.TEXT_DIM,
    )


def score_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Points by source, and a worked total."""
    g = _content().game.scoring
    red = "red"
    r = 15 * s
    y = rect.y + int(28 * s)
    points = [p for p in g.spiders if p]
    with _quiet():
        for k, p in enumerate(points):
            x = rect.x + int(30 * s) + k * int(90 * s)
            for j in range(k + 1):
                pieces.spider(
                    surface,
                    (x + j * int(9 * s), y + j * int(4 * s)),
                    r * 0.8,
                    red,
                    Spider("s1", "weaver"),
                )
            draw.text(
                surface,
                f"{p}",
                (x + int(6 * s), y + int(34 * s)),
                int(22 * s),
                FOOD,
                "midtop",
                True,
                box=rect,
            )
    y += int(70 * s)
    draw.text(
        surface,
        f"Deployed spiders: 1, 2, 3, 4 score {', '.join(map(str, points))}; "
        f"+{g.each_further} each further",
        (rect.x, y),
        draw.fit_size(
            f"Deployed spiders: 1, 2, 3, 4 score {points}; +{g.each_further} each further",
            int(18 * s),
            rect.width,
        ),
        theme.TEXT_DIM,
        box=rect,
    )
    y += int(50 * s)
    _row(
        surface,
        rect,
        y,
        s,
        lambda at: _web_icon(surface, red, at, 18 * s),
        f"each space your web tops: {g.per_web}",
    )
    y += int(50 * s)

    def upgrade(at):
        box = pygame.Rect(0, 0, int(22 * s), int(22 * s))
        box.center = at
        pygame.draw.rect(surface, panels.BLOOD, box, border_radius=3)

    _row(surface, rect, y, s, upgrade, f"each kept upgrade: {g.per_upgrade}")
    y = min(y + int(56 * s), rect.bottom - int(30 * s))  # the total stays inside at 150 %
    webs, ups = 9, 1
    total = points[1] + webs * g.per_web + ups * g.per_upgrade
    words = (
        f"2 spiders, {webs} web spaces, {ups} upgrade: {points[1]} + "
        f"{webs * g.per_web} + {ups * g.per_upgrade} = {total}"
    )
    draw.text(
        surface,
        words,
        (rect.x, y),
        draw.fit_size(words, int(20 * s), rect.width, True),
        theme.ACCENT,
        bold=True,
        box=rect,
    )


ROUND_STEPS = (
    ("Before round 1", "Draft: each colony picks one ability for its Beta"),
    ("1. Event", "Draw a token (Feed, Critter or Fly Hit); its fly lands"),
    ("2. Den phase", "Deploy and Refresh, 1 food each, once a round"),
    ("3. Turns", "Each colony acts with its spiders until it passes"),
    ("4. Clean-up", "Full tracks emptied, upgrades taken"),
    ("End", "After the round in which a den is spun out"),
)


def round_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The event track as the board shows it, then a round's steps in order."""
    st = _game()
    st.event_track = ["flyhit1", "critter1"]
    st.round = 2
    ui = _Ui(st, s)
    panel = pygame.Rect(rect.x, rect.y, min(rect.width, int(290 * s)), int(50 * s))
    with _quiet():
        _track_only(surface, panel, ui)
    y = panel.bottom + int(12 * s)
    head_w = int(150 * s)
    step = max(int(34 * s), (rect.bottom - y) // len(ROUND_STEPS))
    for head, words in ROUND_STEPS:
        draw.text(surface, head, (rect.x, y), int(18 * s), FOOD, bold=True, box=rect)
        room = rect.width - head_w
        size = draw.fit_size(words, int(17 * s), room)
        draw.text(surface, words, (rect.x + head_w, y), max(size, int(12 * s)), box=rect)
        y += step


def _track_only(surface: pygame.Surface, rect: pygame.Rect, ui: Any) -> None:
    """The event track's spaces alone (the board's right panel draws them with more)."""
    s, ev, st = ui.s, ui.content.game.events, ui.state
    w = int((rect.width - 4 * 4 * s) / ev.track)
    for i in range(ev.track):
        box = pygame.Rect(rect.x + i * (w + int(4 * s)), rect.y, w, int(40 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=4)
        if i < len(st.event_track) and st.event_track[i] in ev.tokens:
            k = ev.tokens.index(st.event_track[i])
            draw.text(surface, ev.names[k], box.center, int(15 * s), theme.TEXT, "center", box=box)


def hatch_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A hatching's two choices side by side: a Weaver's card and a Soldier's, as the side
    panel shows them (their tracks and dice from the data)."""
    st = _game()
    st.stage = "turns"
    me = st.colonies[RED]
    ui = _Ui(st, s)
    gap = int(12 * s)
    w = min((rect.width - gap) // 2, int(300 * s))
    bottom = rect.y
    with _quiet():
        for i, kind in enumerate(("weaver", "soldier")):
            sp = Spider(f"s{i + 1}", kind, hex=40 + i)
            economy.fit_card(st, _content(), sp, kind, True)  # its bloodied spaces, as dealt
            box = pygame.Rect(rect.x + i * (w + gap), rect.y, w, panels.card_height(ui, sp))
            panels.card(surface, box, ui, me, sp)
            note = "spins webs" if kind == "weaver" else "bites critters, fights"
            _caption(surface, note, (box.centerx, box.bottom + int(4 * s)), w, s)
            bottom = max(bottom, box.bottom + int(34 * s))
        # An upgrade after a battle: the choices the panel offers the Weaver above.
        y = bottom + int(10 * s)
        draw.text(
            surface,
            "An upgrade for the Weaver:",
            (rect.x, y),
            int(18 * s),
            FOOD,
            bold=True,
            box=rect,
        )
        per = _content().game.scoring.per_upgrade
        bw = min(rect.width, int(330 * s))
        for k, label in enumerate(
            (f"Free a Spin space (+{per} points)", f"Free a Move space (+{per} points)")
        ):
            r = pygame.Rect(rect.x, y + int((28 + 32 * k) * s), bw, int(26 * s))
            if r.bottom <= rect.bottom:
                panels.button(surface, r, label, ui, "choice", label)


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "round": round_picture,
    "hatch": hatch_picture,
    "den": den_picture,
    "card": card_picture,
    "spin": spin_picture,
    "battle": battle_picture,
    "critters": critters_picture,
    "feed": feed_picture,
    "score": score_picture,
}
