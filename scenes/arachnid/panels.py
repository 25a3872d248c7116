"""Arachnid's side panels: your colony (den stacks, store, incubator) and spider cards (tracks
with food and bloodied tokens, dice, action buttons), rival panels with their turned card,
the event track and bags, and the scores. Each clickable part is noted as a Hotspot."""

from __future__ import annotations

import math
from typing import Any

import pygame

from engine.arachnid import economy
from engine.arachnid.actions import ABILITY_ACTIONS
from engine.arachnid.commands import Refresh
from engine.arachnid.content import PASSIVE
from engine.arachnid.state import BETA, Colony, Spider
from game import draw, theme
from game.widgets import Button
from scenes.arachnid.view import COLONY, FOOD, ROLE_WORD, token
from scenes.arachnid.words import TRACK_WORDS, ability_name, colony_name, fly_word
from scenes.board_kit.spots import Hotspot, Target

TRACKS = ("move", "spin", "overspin", "bite", "special")
BLOOD = (120, 30, 36)


def button(
    surface: pygame.Surface,
    rect: pygame.Rect,
    label: str,
    ui: Any,
    kind: str,
    ref: object,
    enabled: bool = True,
    selected: bool = False,
) -> None:
    """A button drawn this frame; clicks find it through its Hotspot, and the keyboard's
    Enter makes the same click."""
    b = Button(label, lambda: ui.click(Target(kind, ref)), enabled)
    b.rect = rect
    b.hover = rect.collidepoint(ui.pointer)
    b.draw(surface, ui.s * 0.7, selected)
    ui.spots.append(Hotspot(rect, kind, ref))


def note(ui: Any, rect: pygame.Rect, words: str) -> None:
    """What a small mark on a panel means, shown on hover; never a click target."""
    ui.spots.append(Hotspot(rect, "note", words))


TRACK_NOTE = (
    "Track: each use of the action puts a food from your store on its first space, or moves "
    "it one space right for free. Crossed red spaces are bloodied (covered); the food leaves "
    "at clean-up once it reaches the last open space."
)


def action_of(s: Spider, track: str) -> str:
    """The action a card's track button makes (the Beta's Special is its ability)."""
    if track != "special":
        return track
    return s.ability if s.ability in ABILITY_ACTIONS else ""


def den(surface: pygame.Surface, rect: pygame.Rect, ui: Any, c: Colony) -> None:
    """Your den: six web stacks (a fly shows once a stack is empty), store and incubator."""
    s, content = ui.s, ui.content
    draw.panel(surface, rect, alpha=255)
    pad = int(8 * s)
    size = int(20 * s)
    title = f"Your colony, round {ui.state.round}"
    draw.text(surface, title, (rect.x + pad, rect.y + pad), size, theme.TEXT, bold=True, box=rect)
    token(surface, c.colour, (rect.right - pad - 10 * s, rect.y + pad + 10 * s), 9 * s)
    w = int(40 * s)
    y = rect.y + int(34 * s)
    for i, n in enumerate(c.den):
        box = pygame.Rect(rect.x + pad + i * (w + int(4 * s)), y, w, int(34 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=4)
        if n:
            token(surface, c.colour, (box.x + 12 * s, box.centery), 8 * s)
            draw.text(
                surface,
                str(n),
                (box.right - int(5 * s), box.centery),
                int(18 * s),
                theme.TEXT,
                "midright",
                box=box,
            )
        else:  # A3.2: an empty stack shows its fly symbols, counted at Fly Hits
            words = fly_word(content.game.den.flies[i])
            size = draw.fit_size(words, int(16 * s), box.width - 4, False)
            draw.text(surface, words, box.center, size, FOOD, "center", box=box)
        ui.spots.append(Hotspot(box, "stack", i))
    y += int(40 * s)
    store = content.game.food.store
    inc = content.game.food.incubator
    draw.text(surface, "Store", (rect.x + pad, y), int(18 * s), theme.TEXT_DIM, box=rect)
    _dots(surface, (rect.x + pad + int(52 * s), y + int(9 * s)), c.store, store, s)
    x2 = rect.x + pad + int(52 * s) + int(store * 15 * s) + int(10 * s)
    draw.text(surface, "Incubator", (x2, y), int(18 * s), theme.TEXT_DIM, box=rect)
    _dots(surface, (x2 + int(82 * s), y + int(9 * s)), c.incubator, inc, s)
    ui.spots.append(Hotspot(pygame.Rect(rect.x, y, rect.width, int(20 * s)), "store", None))


def _dots(surface: pygame.Surface, at: tuple[int, int], n: int, cap: int, s: float) -> None:
    for k in range(cap):
        p = (at[0] + int(k * 15 * s) + int(6 * s), at[1])
        if k < n:
            pygame.draw.circle(surface, FOOD, p, int(6 * s))
        pygame.draw.circle(surface, (140, 110, 70), p, int(6 * s), 1)


def head_height(ui: Any) -> int:
    """A card showing its head line only (role, place, the den's buttons)."""
    return int(32 * ui.s)


def card_height(ui: Any, sp: Spider) -> int:
    rows = sum(1 for t in TRACKS if ui.content.game.cards[sp.kind].track(t)[1])
    return int((52 + 24 * rows) * ui.s)


def fitted(
    surface: pygame.Surface,
    words: str,
    box: pygame.Rect,
    size: int,
    colour: tuple[int, int, int],
    ui: Any,
    bold: bool = False,
) -> pygame.Rect:
    """One line in its box: smaller while it does not fit, never under the board's least
    size (theme.MIN_TEXT, which the layout check holds it to); past that, cut with an
    ellipsis (the full words are in the tooltip)."""
    least = int(math.ceil(theme.MIN_TEXT * ui.s_floor()))
    n, lines = draw.fit_lines(words, size, box.width, 1, bold, least)
    return draw.text(surface, lines[0], (box.x, box.centery), n, colour, "midleft", bold, box=box)


def refreshed(ui: Any) -> str:
    """The spider you refreshed this round (A5.3: once a round), or ""."""
    session = getattr(ui, "session", None)  # a rules picture has none
    if session is None or "refresh" not in ui.me.den_used:
        return ""
    for cmd in reversed(session.commands):
        if isinstance(cmd, Refresh):
            return cmd.spider
    return ""


def card(
    surface: pygame.Surface,
    rect: pygame.Rect,
    ui: Any,
    c: Colony,
    sp: Spider,
    whole: bool = True,
) -> None:
    """A spider card: role and place, dice, bloodied tokens, each track with its food; or its
    head line alone when the column has no room for every card (click it to pick it)."""
    s, content, state = ui.s, ui.content, ui.state
    draw.panel(surface, rect, alpha=255)
    if ui.selected == sp.id:
        pygame.draw.rect(surface, theme.HIGHLIGHT, rect, 2, border_radius=8)
    ui.spots.append(Hotspot(rect, "card", sp.id))
    pad = int(6 * s)
    where = f"hex {sp.hex}" if sp.deployed else "in the den"
    state_words = [w for w, on in (("stunned", sp.stunned), ("snared", sp.snared)) if on]
    head = f"{ROLE_WORD[sp.kind]}, {where}" + (
        f" ({', '.join(state_words)})" if state_words else ""
    )
    bw = int(66 * s)
    den_stage = state.stage == "den" and not c.passed
    buttons = 2 * bw + pad if den_stage else 0
    head_box = pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad - buttons, int(20 * s))
    drawn = fitted(surface, head, head_box, int(18 * s), theme.TEXT, ui, bold=True)
    if not whole:
        note(
            ui,
            drawn.clip(head_box),
            f"Your {ROLE_WORD[sp.kind]}, {where}: attack {sp.attack}, defence {sp.defence}. "
            "Click the card to show its actions.",
        )
    if den_stage:
        r1 = pygame.Rect(rect.right - pad - bw, rect.y + pad, bw, int(20 * s))
        r2 = r1.move(-bw - int(4 * s), 0)
        done = refreshed(ui) == sp.id
        label = "Refresh \u2713" if done else "Refresh"  # a used Refresh says so
        button(surface, r1, label, ui, "den", (sp.id, "refresh"), ui.den_ok(sp.id, "refresh"))
        if not sp.deployed:
            on = ui.den_ok(sp.id, "deploy")
            button(surface, r2, "Deploy", ui, "den", (sp.id, "deploy"), on, ui.deploying == sp.id)
    if not whole:
        return
    full = content.game.cards[sp.kind]
    spent = sp.attack < full.attack or sp.defence < full.defence
    info = f"Attack {sp.attack}, defence {sp.defence}"
    if spent:  # A7.3: committed dice stay off the card until a Refresh
        info = f"Attack {sp.attack} of {full.attack}, defence {sp.defence} of {full.defence}"
    if sp.kind == BETA and sp.ability:
        info += f", {ability_name(content, sp.ability)}"
    blood = sum(sp.covered.values())
    if blood:
        info += f", {blood} bloodied"
    info_box = pygame.Rect(rect.x + pad, rect.y + int(27 * s), rect.width - 2 * pad, int(18 * s))
    drawn = fitted(surface, info, info_box, int(16 * s), theme.TEXT_DIM, ui)
    note(
        ui,
        drawn.clip(info_box),
        f"{info}. Attack {sp.attack} and defence {sp.defence}: the dice it rolls in a battle."
        + (
            " Dice it commits to a battle, or gives as its Alpha's support, stay spent until "
            "you Refresh it in your Den phase (1 food)."
            if spent
            else ""
        )
        + (
            f" {blood} bloodied: {blood} track spaces covered (crossed red) and not usable; "
            "an upgrade after a battle can uncover one."
            if blood
            else ""
        ),
    )
    y = rect.y + int(48 * s)
    cdef = content.game.cards[sp.kind]
    for t in TRACKS:
        up, total = cdef.track(t)
        if total == 0:
            continue
        act = action_of(sp, t)
        label = (
            TRACK_WORDS[t] if t != "special" else (ability_name(content, sp.ability) or "Special")
        )
        r = pygame.Rect(rect.x + pad, y, int(104 * s), int(20 * s))
        if act and not (t == "special" and sp.ability in PASSIVE):
            chosen = ui.selected == sp.id and ui.action == act
            button(surface, r, label, ui, "action", (sp.id, act), ui.action_ok(sp.id, act), chosen)
        else:
            draw.text(
                surface, label, (r.x + 4, r.centery), int(16 * s), theme.TEXT_DIM, "midleft", box=r
            )
        covered = sp.covered.get(t, 0)
        pos = sp.food.get(t, -1)
        for k in range(total):
            sq = pygame.Rect(r.right + int(8 * s) + k * int(24 * s), y, int(20 * s), int(20 * s))
            open_ = k < total - covered
            pygame.draw.rect(surface, (44, 46, 72) if open_ else BLOOD, sq, border_radius=3)
            pygame.draw.rect(surface, theme.PANEL_EDGE, sq, 1, border_radius=3)
            if not open_:
                pygame.draw.line(surface, (220, 160, 160), sq.topleft, sq.bottomright, 1)
            if k == pos:
                pygame.draw.circle(surface, FOOD, sq.center, int(6 * s))
        squares = pygame.Rect(r.right + int(8 * s), y, total * int(24 * s), int(20 * s))
        note(ui, squares, TRACK_NOTE)
        y += int(24 * s)
    _ = up


def fly_marks(surface: pygame.Surface, box: pygame.Rect, flies: int, s: float) -> None:
    """An empty den stack's fly symbols as small drawn flies, one each (no words fit there)."""
    r = max(2, int(3 * s))
    step = 2 * r + max(1, int(2 * s))
    x0 = box.centerx - (flies - 1) * step / 2
    for k in range(flies):
        x, y = int(x0 + k * step), box.centery
        for dx in (-r, r):  # the wings, then the body
            pygame.draw.ellipse(surface, (200, 210, 230), (x + dx - r // 2 - r // 2, y - r, r, r))
        pygame.draw.circle(surface, FOOD, (x, y + 1), r)


def rival(surface: pygame.Surface, rect: pygame.Rect, ui: Any, c: Colony) -> None:
    """A rival colony: name and personality, its den (a drawn fly once a stack is empty),
    store and incubator dots and spiders out, the card it turned up with its steps (those
    done ticked)."""
    s, content = ui.s, ui.content
    draw.panel(surface, rect, alpha=255)
    ui.spots.append(Hotspot(rect, "rival", c.seat))
    pad = int(6 * s)
    pers = content.personalities[c.personality].name if c.personality else ""
    beta = c.spider("beta")
    abil = ability_name(content, beta.ability) if beta and beta.ability else ""
    title = f"{colony_name(content, c)}: {pers}" + (f", {abil}" if abil else "")
    box = pygame.Rect(
        rect.x + pad + int(20 * s), rect.y + pad, rect.width - 2 * pad - int(20 * s), int(20 * s)
    )
    fitted(surface, title, box, int(18 * s), theme.TEXT, ui, bold=True)
    token(surface, c.colour, (rect.x + pad + 8 * s, rect.y + pad + 10 * s), 8 * s)
    # Its den as the player's: six stacks (drawn flies once empty), then store and incubator
    # dots; the words are in the panel's tooltip.
    y = rect.y + int(28 * s)
    w = int(21 * s)
    gap = max(1, int(2 * s))
    for i, n in enumerate(c.den):
        box = pygame.Rect(rect.x + pad + i * (w + gap), y, w, int(18 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=3)
        if n:
            size = int(14 * s)
            draw.text(surface, str(n), box.center, size, theme.TEXT, "center", box=box)
        else:
            fly_marks(surface, box, ui.content.game.den.flies[i], s)
    den_row = pygame.Rect(rect.x + pad, y, 6 * (w + gap), int(18 * s))
    out = sum(1 for x in c.spiders if x.deployed)
    words = f"{out}/{len(c.spiders)} out"
    room = pygame.Rect(rect.right - pad - int(46 * s), y, int(46 * s), int(18 * s))
    draw.text(surface, words, room.midright, int(14 * s), theme.TEXT_DIM, "midright", box=room)
    store, inc = ui.content.game.food.store, ui.content.game.food.incubator
    x = den_row.right + int(6 * s)
    dot = min(int(11 * s), (room.x - x - int(10 * s)) // (store + inc))
    for k in range(store + inc):
        p = (x + k * dot + (int(5 * s) if k >= store else 0) + dot // 2, y + int(9 * s))
        full = k < c.store if k < store else k - store < c.incubator
        r = max(2, min(int(4 * s), dot // 2 - 1))
        if full:
            pygame.draw.circle(surface, FOOD, p, r)
        pygame.draw.circle(surface, (140, 110, 70), p, r, 1)
    note(
        ui,
        room,
        f"{out} of its {len(c.spiders)} spiders are out on the web; the rest wait in its den.",
    )
    note(
        ui,
        den_row,
        "Its den: webs left in each of six stacks; an empty stack shows its flies, "
        "each worth 1 food at each Fly Hit. The dots: its store, then its incubator.",
    )
    box3 = pygame.Rect(rect.x + pad, rect.y + int(48 * s), rect.width - 2 * pad, int(18 * s))
    steps = card_words(ui, c)
    drawn = fitted(surface, steps, box3, int(16 * s), theme.TEXT, ui)
    note(ui, drawn.clip(box3), steps)


def card_words(ui: Any, c: Colony) -> str:
    """The card the rival turned up last, its steps done so far ticked (AR2)."""
    steps, done = ui.animator.cards.get(c.seat, ([], 0))
    if not steps:
        return "No card turned up yet"
    return "Card: " + ", ".join(("\u2713" if i < done else "") + w for i, w in enumerate(steps))


def feed_words(ui: Any) -> str:
    """What a Feed costs you now (A4.4), from the data and your spiders."""
    me = ui.me
    cost = economy.feed_cost(ui.content, me)
    n = len(me.spiders)
    return f"A Feed costs you {cost} food now ({n} spider{'s' * (n != 1)})"


def track_and_scores(surface: pygame.Surface, rect: pygame.Rect, ui: Any) -> None:
    """The event track (5 spaces, each its name over its fly number), what a Feed costs you
    now, the event and critter bags, and every colony's score."""
    s, content, state = ui.s, ui.content, ui.state
    draw.panel(surface, rect, alpha=255)
    pad = int(6 * s)
    ev = content.game.events
    w = int((rect.width - 2 * pad - 4 * 4 * s) / ev.track)
    for i in range(ev.track):
        box = pygame.Rect(rect.x + pad + i * (w + int(4 * s)), rect.y + pad, w, int(34 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=4)
        if i < len(state.event_track):
            k = ev.tokens.index(state.event_track[i])
            top = pygame.Rect(box.x, box.y, box.width, box.height // 2 + int(2 * s))
            low = pygame.Rect(box.x, top.bottom - int(2 * s), box.width, box.height - top.height)
            name = ev.names[k]
            draw.text(surface, name, top.center, int(15 * s), theme.TEXT, "center", box=top)
            fly = f"fly {ev.flies[k]}"
            draw.text(surface, fly, low.center, int(14 * s), theme.TEXT_DIM, "center", box=low)
        ui.spots.append(Hotspot(box, "event", i))
    y = rect.y + pad + int(38 * s)
    box = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(18 * s))
    fitted(surface, feed_words(ui), box, int(16 * s), FOOD, ui)
    ui.spots.append(Hotspot(box, "feed", None))
    y += int(20 * s)
    bags = (
        f"Bags: {len(state.event_bag)} events, {len(state.critter_bag)} critters; "
        f"pool {state.pool_food} food"
    )
    box = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(18 * s))
    fitted(surface, bags, box, int(16 * s), theme.TEXT_DIM, ui)
    ui.spots.append(Hotspot(box, "bags", None))
    y += int(22 * s)
    n = len(state.colonies)
    cw = (rect.width - 2 * pad) // n
    for i, c in enumerate(state.colonies):
        cell = pygame.Rect(rect.x + pad + i * cw, y, cw - int(4 * s), int(22 * s))
        token(surface, c.colour, (cell.x + 8 * s, cell.centery), 7 * s)
        words = f"{'You' if c.kind == 'human' else ''} {ui.scores()[i]}".strip()
        room = pygame.Rect(cell.x + int(18 * s), cell.y, cell.width - int(18 * s), cell.height)
        fitted(surface, words, room, int(18 * s), COLONY[c.colour], ui, bold=True)
        ui.spots.append(Hotspot(cell, "score", c.seat))
