"""Arachnid's side panels: your colony (den stacks, store, incubator) and spider cards (tracks
with food and bloodied tokens, dice, action buttons), rival panels with their turned card,
the event track and bags, and the scores. Each clickable part is noted as a Hotspot."""

from __future__ import annotations

from typing import Any

import pygame

from engine.arachnid.actions import ABILITY_ACTIONS
from engine.arachnid.content import PASSIVE
from engine.arachnid.state import BETA, Colony, Spider
from game import draw, theme
from game.widgets import Button
from scenes.arachnid.view import COLONY, FOOD, ROLE_WORD, token
from scenes.arachnid.words import TRACK_WORDS, ability_name, colony_name, fly_word
from scenes.spots import Hotspot, Target

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


def card_height(ui: Any, sp: Spider) -> int:
    rows = sum(1 for t in TRACKS if ui.content.game.cards[sp.kind].track(t)[1])
    return int((52 + 24 * rows) * ui.s)


def card(surface: pygame.Surface, rect: pygame.Rect, ui: Any, c: Colony, sp: Spider) -> None:
    """A spider card: role and place, dice, bloodied tokens, each track with its food."""
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
    bw = int(64 * s)
    head_box = pygame.Rect(
        rect.x + pad, rect.y + pad, rect.width - 2 * pad - 2 * bw - pad, int(20 * s)
    )
    size = draw.fit_size(head, int(18 * s), head_box.width)
    draw.text(surface, head, head_box.topleft, size, theme.TEXT, bold=True, box=head_box)
    if state.stage == "den" and not c.passed:
        r1 = pygame.Rect(rect.right - pad - bw, rect.y + pad, bw, int(20 * s))
        r2 = r1.move(-bw - int(4 * s), 0)
        button(surface, r1, "Refresh", ui, "den", (sp.id, "refresh"), ui.den_ok(sp.id, "refresh"))
        if not sp.deployed:
            on = ui.den_ok(sp.id, "deploy")
            button(surface, r2, "Deploy", ui, "den", (sp.id, "deploy"), on, ui.deploying == sp.id)
    info = f"Attack {sp.attack}, defence {sp.defence}"
    if sp.kind == BETA and sp.ability:
        info += f", {ability_name(content, sp.ability)}"
    blood = sum(sp.covered.values())
    if blood:
        info += f", {blood} bloodied"
    info_box = pygame.Rect(rect.x + pad, rect.y + int(27 * s), rect.width - 2 * pad, int(18 * s))
    size = draw.fit_size(info, int(16 * s), info_box.width, bold=False)
    drawn = draw.text(surface, info, info_box.topleft, size, theme.TEXT_DIM, box=info_box)
    note(
        ui,
        drawn.clip(info_box),
        f"Attack {sp.attack} and defence {sp.defence}: the dice it rolls in a battle."
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


def rival(surface: pygame.Surface, rect: pygame.Rect, ui: Any, c: Colony) -> None:
    """A rival colony: name and personality, its food and den, the card it turned up with its
    steps (those done ticked)."""
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
    draw.text(
        surface,
        title,
        box.topleft,
        draw.fit_size(title, int(18 * s), box.width),
        theme.TEXT,
        bold=True,
        box=box,
    )
    token(surface, c.colour, (rect.x + pad + 8 * s, rect.y + pad + 10 * s), 8 * s)
    # Its den as the player's: six stacks (a fly once empty), then store and incubator dots;
    # the words are in the panel's tooltip.
    y = rect.y + int(28 * s)
    w = int(22 * s)
    for i, n in enumerate(c.den):
        box = pygame.Rect(rect.x + pad + i * (w + int(3 * s)), y, w, int(18 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=3)
        flies = ui.content.game.den.flies[i]
        words, colour = (str(n), theme.TEXT) if n else (fly_word(flies), FOOD)
        size = draw.fit_size(words, int(14 * s), box.width - 2, False)
        draw.text(surface, words, box.center, size, colour, "center", box=box)
    x = rect.x + pad + 6 * (w + int(3 * s)) + int(6 * s)
    store, inc = ui.content.game.food.store, ui.content.game.food.incubator
    for k in range(store + inc):
        p = (x + int(k * 11 * s) + (int(6 * s) if k >= store else 0), y + int(9 * s))
        full = k < c.store if k < store else k - store < c.incubator
        if full:
            pygame.draw.circle(surface, FOOD, p, int(4 * s))
        pygame.draw.circle(surface, (140, 110, 70), p, int(4 * s), 1)
    out = sum(1 for x in c.spiders if x.deployed)
    words = f"{out}/{len(c.spiders)} out"
    room = pygame.Rect(rect.right - pad - int(56 * s), y, int(56 * s), int(18 * s))
    size = draw.fit_size(words, int(15 * s), room.width, False)
    draw.text(surface, words, room.midright, size, theme.TEXT_DIM, "midright", box=room)
    note(
        ui,
        room,
        f"{out} of its {len(c.spiders)} spiders are out on the web; the rest wait in its den.",
    )
    den_row = pygame.Rect(rect.x + pad, y, 6 * (w + int(3 * s)), int(18 * s))
    note(
        ui,
        den_row,
        "Its den: webs left in each of six stacks; an empty stack shows its flies, "
        "each worth 1 food at each Fly Hit. The dots: its store, then its incubator.",
    )
    box3 = pygame.Rect(rect.x + pad, rect.y + int(48 * s), rect.width - 2 * pad, int(18 * s))
    steps = card_words(ui, c)
    draw.text(
        surface,
        steps,
        box3.topleft,
        draw.fit_size(steps, int(16 * s), box3.width, False),
        theme.TEXT,
        box=box3,
    )


def card_words(ui: Any, c: Colony) -> str:
    """The card the rival turned up last, its steps done so far ticked (AR2)."""
    steps, done = ui.animator.cards.get(c.seat, ([], 0))
    if not steps:
        return "No card turned up yet"
    return "Card: " + ", ".join(("\u2713" if i < done else "") + w for i, w in enumerate(steps))


def track_and_scores(surface: pygame.Surface, rect: pygame.Rect, ui: Any) -> None:
    """The event track (5 spaces), the event and critter bags, and every colony's score."""
    s, content, state = ui.s, ui.content, ui.state
    draw.panel(surface, rect, alpha=255)
    pad = int(6 * s)
    ev = content.game.events
    w = int((rect.width - 2 * pad - 4 * 4 * s) / ev.track)
    for i in range(ev.track):
        box = pygame.Rect(rect.x + pad + i * (w + int(4 * s)), rect.y + pad, w, int(22 * s))
        pygame.draw.rect(surface, (36, 38, 60), box, border_radius=4)
        if i < len(state.event_track):
            k = ev.tokens.index(state.event_track[i])
            name = f"{ev.names[k]} {ev.flies[k]}"
            draw.text(
                surface,
                name,
                box.center,
                draw.fit_size(name, int(15 * s), box.width - 4, False),
                theme.TEXT,
                "center",
                box=box,
            )
        ui.spots.append(Hotspot(box, "event", i))
    y = rect.y + int(32 * s)
    bags = (
        f"Event bag {len(state.event_bag)}, critter bag {len(state.critter_bag)}, "
        f"food pool {state.pool_food}"
    )
    box = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, int(18 * s))
    draw.text(
        surface,
        bags,
        box.topleft,
        draw.fit_size(bags, int(16 * s), box.width, False),
        theme.TEXT_DIM,
        box=box,
    )
    ui.spots.append(Hotspot(box, "bags", None))
    y += int(22 * s)
    n = len(state.colonies)
    cw = (rect.width - 2 * pad) // n
    for i, c in enumerate(state.colonies):
        cell = pygame.Rect(rect.x + pad + i * cw, y, cw - int(4 * s), int(22 * s))
        token(surface, c.colour, (cell.x + 9 * s, cell.centery), 8 * s)
        words = f"{'You' if c.kind == 'human' else ''} {ui.scores()[i]}".strip()
        draw.text(
            surface,
            words,
            (cell.x + int(22 * s), cell.centery),
            int(18 * s),
            COLONY[c.colour],
            "midleft",
            True,
            box=cell,
        )
        ui.spots.append(Hotspot(cell, "score", c.seat))
