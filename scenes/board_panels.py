"""The board's panels: hand tray, supplies, supremacy tracks, log, tableau and decks.

Each draw function records hotspots (rect -> what it is) so clicks and hovers can be matched
to what was drawn; none of them changes the game state.
"""

from __future__ import annotations

import attrs
import pygame

from engine.galaxy.colours import COLOURS, SUPREMACY, SUPREMACY_OF
from engine.galaxy.content import CONFLICT, DECK_NAMES, DECKS, LEADER, CardDef, Content
from engine.galaxy.describe import KIND_NAMES, card_text
from engine.galaxy.state import GameState, Project
from game import draw, theme

KIND_COLOUR = {k: theme.CUBE[c] for c, k in SUPREMACY_OF.items()}
DECK_TINT = {
    "commerce": (120, 100, 30),
    "expansion": (90, 90, 100),
    "progress": (40, 70, 130),
    "leader": (90, 50, 110),
    "conflict": (130, 40, 40),
    "government": (50, 90, 70),
}


@attrs.define
class Hotspot:
    rect: pygame.Rect
    kind: str  # hand, slot, card, deck, button, log, defender
    ref: object = None


def hand_tray(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    selected: str | None,
    s: float,
    spots: list[Hotspot],
    hidden: bool = False,
) -> None:
    """The hand; while drawn cubes are still tumbling in (`hidden`), only their places."""
    draw.panel(surface, rect)
    draw.text(surface, "Your hand", (rect.x + 10 * s, rect.y + 6 * s), int(20 * s), theme.TEXT_DIM)
    size = int(34 * s)
    gap = int(8 * s)
    x = rect.x + int(10 * s)
    y = rect.y + int(30 * s)
    any_cube = False
    for colour in COLOURS:
        for _ in range(state.hand[colour]):
            any_cube = True
            r = pygame.Rect(x, y, size, size)
            if selected == colour:
                pygame.draw.rect(
                    surface, theme.HIGHLIGHT, r.inflate(8, 8), width=3, border_radius=6
                )
            draw.cube(surface, colour, r.center, size)
            spots.append(Hotspot(r, "hand", colour))
            x += size + gap
            if x + size > rect.right - 10 * s:
                x = rect.x + int(10 * s)
                y += size + gap
    if not any_cube:
        draw.text(surface, "(empty)", (rect.x + 12 * s, y + 6 * s), int(20 * s), theme.TEXT_DIM)


def supplies(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    content,
    s: float,
    black_holes: int | None = None,
):
    """Bag and reserve counts per colour, bases, and black holes (as many as the animations
    have shown so far, when given)."""
    draw.panel(surface, rect)
    f = int(19 * s)
    col_w = (rect.width - 90 * s) / 5
    y0 = rect.y + 8 * s
    draw.text(surface, "Bag", (rect.x + 10 * s, y0 + 26 * s), f, theme.TEXT_DIM)
    draw.text(surface, "Reserve", (rect.x + 10 * s, y0 + 50 * s), f, theme.TEXT_DIM)
    for i, c in enumerate(COLOURS):
        cx = rect.x + 90 * s + col_w * (i + 0.5)
        draw.cube(surface, c, (cx, y0 + 10 * s), 16 * s)
        draw.text(surface, str(state.bag[c]), (cx, y0 + 34 * s), f, anchor="center")
        draw.text(surface, str(state.reserve[c]), (cx, y0 + 58 * s), f, theme.TEXT_DIM, "center")
    limit = content.level(state.difficulty).black_hole_limit if state.opponent == "weavers" else 0
    line = f"Bases {len(state.bases)}/{content.tunables.bases}"
    x = draw.text(surface, line, (rect.x + 10 * s, y0 + 76 * s), f).right
    if limit:
        colour = theme.DANGER if len(state.black_holes) >= limit - 2 else theme.TEXT
        if black_holes is not None:
            colour = theme.DANGER if black_holes >= limit - 2 else theme.TEXT
        shown = len(state.black_holes) if black_holes is None else black_holes
        bh = f"Black holes {shown}/{limit}"
        draw.text(surface, bh, (x + 24 * s, y0 + 76 * s), f, colour)


def tracks(surface: pygame.Surface, rect: pygame.Rect, state: GameState, goal: int, s: float):
    draw.panel(surface, rect)
    f = int(19 * s)
    row = (rect.height - 10 * s) / len(SUPREMACY)
    for i, kind in enumerate(SUPREMACY):
        y = rect.y + 5 * s + row * (i + 0.5)
        colour = [c for c, k in SUPREMACY_OF.items() if k == kind][0]
        draw.cube(surface, colour, (rect.x + 16 * s, y), 15 * s)
        draw.text(surface, KIND_NAMES[kind], (rect.x + 30 * s, y), f, anchor="midleft")
        for p in range(goal):
            px = rect.x + 130 * s + p * 22 * s
            lit = p < state.supremacy[kind]
            colour_fill = KIND_COLOUR[kind] if lit else (40, 42, 64)
            pygame.draw.circle(surface, colour_fill, (px, y), 7 * s)
            pygame.draw.circle(surface, (150, 150, 180), (px, y), 7 * s, width=1)


def log_panel(
    surface: pygame.Surface, rect: pygame.Rect, lines: list[str], scroll: int, s: float
) -> int:
    """The log, newest at the bottom, `scroll` lines up from the end. Returns lines shown."""
    draw.panel(surface, rect)
    f = int(17 * s)
    step = int(f * 1.2)
    inner = rect.inflate(-16 * s, -12 * s)
    wrapped: list[str] = []
    for line in lines[-300:]:
        wrapped += ["  " + w if k else w for k, w in enumerate(draw.wrap(line, f, inner.width))]
    fit = max(1, inner.height // step)
    end = max(0, len(wrapped) - scroll)
    shown = wrapped[max(0, end - fit) : end]
    y = inner.top
    clip = surface.get_clip()
    surface.set_clip(inner)
    for line in shown:
        colour = theme.TEXT if not line.startswith("Turn ") else theme.ACCENT
        draw.text(surface, line, (inner.left, y), f, colour)
        y += step
    surface.set_clip(clip)
    if scroll:
        draw.text(
            surface,
            f"(scrolled up {scroll})",
            (inner.right, rect.top + 2),
            int(15 * s),
            theme.TEXT_DIM,
            "topright",
        )
    return len(wrapped)


def card_face(
    surface: pygame.Surface,
    rect: pygame.Rect,
    card: CardDef,
    proj: Project | None,
    state: GameState,
    s: float,
    spots: list[Hotspot],
    index: int = -1,
    marks: set[int] | None = None,
    recall: set[int] | None = None,
    dim: bool = False,
    compact: bool = False,
) -> None:
    """One card: name, deck tint, slots (clickable when in the tableau), reward, text.
    A compact card (the face-up decks) leaves its text to the tooltip."""
    tint = DECK_TINT[card.deck]
    bg = tuple(int(c * 0.45) + 12 for c in tint)
    pygame.draw.rect(surface, bg, rect, border_radius=int(8 * s))
    edge = tint if not (proj and proj.done) else (255, 214, 120)
    pygame.draw.rect(surface, edge, rect, width=max(1, int(2 * s)), border_radius=int(8 * s))
    pad = int(7 * s)
    f = int(17 * s)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-2, -2))
    if compact:
        # One size for every face-up deck, a long name on two lines, so no name is tiny.
        room = rect.width - 2 * pad
        longest = max(card.name.split(), key=len)
        name_size = min(int(17 * s), draw.fit_size(longest, int(17 * s), room))
        names = draw.wrap(card.name, name_size, room, bold=True)[:2]
    else:
        names = [card.name]
        name_size = draw.fit_size(card.name, int(18 * s), rect.width - 2 * pad)
    for i, line in enumerate(names):
        draw.text(surface, line, (rect.x + pad, rect.y + pad + i * name_size), name_size, bold=True)
    top = rect.y + (len(names) - 1) * name_size  # everything below moves down a wrapped line
    status = DECK_NAMES[card.deck]
    if proj is not None:
        if proj.done:
            status += " - complete"
            if card.deck == LEADER:
                status += " (used)" if proj.used_turn == state.turn else " - ready"
        elif card.deck == CONFLICT:
            status += f" - {proj.origin} vs {proj.target}" if proj.seq else " - held"
    draw.text(surface, status, (rect.x + pad, top + pad + 19 * s), int(15 * s), theme.TEXT_DIM)
    needs = proj.needs if proj is not None else list(card.slots)
    cubes = proj.cubes if proj is not None else [""] * len(needs)
    side = int(22 * s)
    y = top + int(48 * s)
    x = rect.x + pad
    if proj is None or not proj.done:
        for k, (need, cube) in enumerate(zip(needs, cubes, strict=True)):
            if k and x + side > rect.right - pad:  # a new row only for a slot that needs one
                x = rect.x + pad
                y += side + int(4 * s)
            r = pygame.Rect(x, y, side, side)
            mark = None
            if marks and k in marks:
                mark = theme.HIGHLIGHT
            if recall and k in recall:
                mark = theme.ACCENT
            draw.slot(surface, need, cube, r, mark)
            if index >= 0:
                spots.append(Hotspot(r, "slot", (index, k)))
            x += side + int(4 * s)
        if card.deck == CONFLICT and proj is not None and proj.seq and proj.defender:
            y += side + int(6 * s)
            draw.text(surface, "Defenders", (rect.x + pad, y), int(14 * s), theme.DANGER)
            dx = rect.x + pad + int(70 * s)
            for k, (need, cube) in enumerate(zip(proj.defender_needs, proj.defender, strict=True)):
                r = pygame.Rect(dx + k * (side + 4 * s), y - 2 * s, side, side)
                draw.slot(surface, need, cube, r)
                spots.append(Hotspot(r, "defender", (index, k)))
        y += side + int(6 * s)
    if compact:
        x = rect.x + pad
        for kind in card.reward:
            colour = [c for c, k in SUPREMACY_OF.items() if k == kind][0]
            pygame.draw.circle(surface, KIND_COLOUR[kind], (x + 7 * s, y + 8 * s), 7 * s)
            draw.glyph(surface, colour, (int(x + 7 * s), int(y + 8 * s)), 4 * s)
            x += int(18 * s)
        if card.effect or card.ongoing or card.ability:
            room = rect.right - pad - int(x + 4 * s)
            size = draw.fit_size("+ effect", int(15 * s), room, bold=False)
            draw.text(surface, "+ effect", (x + 4 * s, y), size, theme.TEXT_DIM)
    else:
        text_rect = pygame.Rect(rect.x + pad, y, rect.width - 2 * pad, rect.bottom - y - pad)
        draw.text_block(surface, card_text(card), text_rect, f, theme.TEXT_DIM, shrink=True)
    surface.set_clip(clip)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, rect.topleft)
    if index >= 0:
        spots.append(Hotspot(rect, "card", index))


def decks(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    content: Content,
    s: float,
    spots: list[Hotspot],
    can_take: set[str],
) -> None:
    """The six face-up decks in a row; the top card of each is shown."""
    gap = int(6 * s)
    w = (rect.width - gap * 5) // 6
    for i, deck in enumerate(DECKS):
        r = pygame.Rect(rect.x + i * (w + gap), rect.y, w, rect.height)
        pile = state.decks[deck]
        if pile:
            top = content.card(pile[0])
            card_face(
                surface, r, top, None, state, s * 0.85, [], dim=deck not in can_take, compact=True
            )
            draw.text(
                surface,
                f"{len(pile)} left",
                (r.right - 5 * s, r.bottom - 4 * s),
                int(14 * s),
                theme.TEXT_DIM,
                "bottomright",
            )
        else:
            pygame.draw.rect(surface, (30, 30, 45), r, border_radius=int(8 * s))
            draw.text(
                surface,
                f"{DECK_NAMES[deck]}: empty",
                r.center,
                int(16 * s),
                theme.TEXT_DIM,
                "center",
            )
        if deck in can_take:
            pygame.draw.rect(
                surface, theme.HIGHLIGHT, r.inflate(4, 4), width=2, border_radius=int(9 * s)
            )
        spots.append(Hotspot(r, "deck", deck))


def completed_pile(surface: pygame.Surface, rect: pygame.Rect, cards: list[CardDef], s: float):
    """Finished cards folded into one: their names and the symbols they gave."""
    pygame.draw.rect(surface, (40, 38, 30), rect, border_radius=int(8 * s))
    pygame.draw.rect(
        surface, (255, 214, 120), rect, width=max(1, int(2 * s)), border_radius=int(8 * s)
    )
    pad = int(7 * s)
    draw.text(
        surface, f"Completed ({len(cards)})", (rect.x + pad, rect.y + pad), int(17 * s), bold=True
    )
    y = rect.y + int(30 * s)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-4, -4))
    for card in cards:
        x = rect.x + pad
        for kind in card.reward:
            colour = [c for c, k in SUPREMACY_OF.items() if k == kind][0]
            draw.glyph(surface, colour, (int(x + 5 * s), int(y + 8 * s)), 5 * s)
            x += int(12 * s)
        draw.text(surface, card.name, (x + 3 * s, y), int(15 * s), theme.TEXT_DIM)
        y += int(18 * s)
    surface.set_clip(clip)
