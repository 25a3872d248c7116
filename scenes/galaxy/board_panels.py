"""The board's panels: hand tray, supplies, supremacy tracks, log, tableau and decks.

Each draw function records hotspots (rect -> what it is) so clicks and hovers can be matched
to what was drawn; none of them changes the game state.
"""

from __future__ import annotations

import pygame

from engine.galaxy.colours import BLACK, COLOURS, SUPREMACY, SUPREMACY_OF
from engine.galaxy.content import CONFLICT, DECK_NAMES, DECKS, LEADER, CardDef, Content
from engine.galaxy.describe import KIND_NAMES, card_text
from engine.galaxy.state import GameState, Project
from game import draw, theme
from scenes.board_kit.log_panel import log_panel  # noqa: F401  (the board draws its log with it)
from scenes.board_kit.spots import Hotspot


def symbol(surface: pygame.Surface, kind: str, centre: tuple[float, float], r: float) -> None:
    """A supremacy symbol: its cube's colour and glyph. Order's black would vanish on the dark
    panels, so it has a light rim, as its cube does."""
    colour = next(c for c, k in SUPREMACY_OF.items() if k == kind)
    pygame.draw.circle(surface, theme.CUBE[colour], centre, r)
    if colour == BLACK:
        pygame.draw.circle(surface, (200, 200, 210), centre, r, width=max(1, int(r / 4)))
    draw.glyph(surface, colour, (int(centre[0]), int(centre[1])), r * 0.6)


DECK_TINT = {
    "commerce": (120, 100, 30),
    "expansion": (90, 90, 100),
    "progress": (40, 70, 130),
    "leader": (90, 50, 110),
    "conflict": (130, 40, 40),
    "government": (50, 90, 70),
}


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
    size, gap = hand_cube_size(rect, sum(state.hand.values()), s)
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


def hand_cube_size(rect: pygame.Rect, cubes: int, s: float) -> tuple[int, int]:
    """Cube size and gap in the hand tray: as large as 34 design units while every cube in
    the hand still fits the tray."""
    size = int(34 * s)
    while size > 10:
        gap = max(2, size // 4)
        per_row = max(1, int(rect.width - 20 * s + gap) // (size + gap))
        rows = -(-cubes // per_row) if cubes else 1
        if rect.y + int(30 * s) + rows * (size + gap) - gap <= rect.bottom - int(4 * s):
            return size, gap
        size -= 1
    return size, max(2, size // 4)


def supplies(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    content,
    s: float,
    black_holes: int | None = None,
    spots: list[Hotspot] | None = None,
):
    """Bag and reserve counts per colour, bases, and black holes (as many as the animations
    have shown so far, when given). Each row and count is a hotspot, for its tooltip."""
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
    shown = len(state.black_holes) if black_holes is None else black_holes
    bh = f"Black holes {shown}/{limit}"
    # Both on one line, smaller if the column is narrow for the UI scale.
    f = draw.fit_size(f"{line}  {bh}" if limit else line, f, int(rect.width - 26 * s), bold=False)
    bases = draw.text(surface, line, (rect.x + 10 * s, y0 + 76 * s), f)
    holes = None
    if limit:
        colour = theme.DANGER if shown >= limit - 2 else theme.TEXT
        at = (bases.right + theme.font(f).size("  ")[0], y0 + 76 * s)
        holes = draw.text(surface, bh, at, f, colour)
    if spots is not None:
        row = int(24 * s)
        for name, y in (("bag", y0 + 26 * s), ("reserve", y0 + 50 * s)):
            spots.append(Hotspot(pygame.Rect(rect.x, int(y), rect.width, row), "supply", name))
        spots.append(Hotspot(bases, "supply", "bases"))
        if holes is not None:
            spots.append(Hotspot(holes, "supply", "black_holes"))


def tracks(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    goal: int,
    s: float,
    spots: list[Hotspot] | None = None,
):
    """The five supremacy tracks; each row is a hotspot (its kind), for its tooltip."""
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
            if p < state.supremacy[kind]:
                symbol(surface, kind, (px, y), 7 * s)
            else:
                pygame.draw.circle(surface, (40, 42, 64), (px, y), 7 * s)
                pygame.draw.circle(surface, (150, 150, 180), (px, y), 7 * s, width=1)
        if spots is not None:
            box = pygame.Rect(rect.x + 4, int(y - row / 2), rect.width - 8, int(row))
            spots.append(Hotspot(box, "track", kind))


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
    footer: int = 0,
    least: int | None = None,
) -> None:
    """One card: name, deck tint, slots (clickable when in the tableau), reward, text.
    Everything shrinks to the card rather than running out of it: the name and status take
    up to two lines, the slots get smaller, and a text with no room left gives way to its
    reward symbols and '+ effect' (the tooltip has it in full). A compact card (the face-up
    decks) always leaves its text to the tooltip; `footer` keeps room at its bottom. With
    `least`, no word is drawn smaller than that: a name too long for the card is cut with an
    ellipsis (hovering the card shows it whole), and the status says less."""
    tint = DECK_TINT[card.deck]
    bg = tuple(int(c * 0.45) + 12 for c in tint)
    pygame.draw.rect(surface, bg, rect, border_radius=int(8 * s))
    edge = tint if not (proj and proj.done) else theme.GOLD
    pygame.draw.rect(surface, edge, rect, width=max(1, int(2 * s)), border_radius=int(8 * s))
    pad = max(3, min(int(7 * s), rect.width // 12))
    room = rect.width - 2 * pad
    bottom = rect.bottom - pad - footer
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-2, -2))
    x, y = rect.x + pad, rect.y + pad
    name_size, names = draw.fit_lines(
        card.name, int((17 if compact else 18) * s), room, 2, True, least=least
    )
    for line in names:
        draw.text(surface, line, (x, y), name_size, bold=True)
        y += name_size
    status, short = card_status(card, proj, state)
    status_size, lines = draw.fit_lines(status, int(15 * s), room, 2)
    if least is not None and (status_size < least or len(lines) > 1):
        status_size, lines = draw.fit_lines(short, int(15 * s), room, 1, least=least)
    for line in lines:
        if compact and y + status_size > bottom:
            break  # a face-up deck's short card: its tint says the deck, the tooltip the rest
        draw.text(surface, line, (x, y), status_size, theme.TEXT_DIM)
        y += status_size
    y += int(4 * s)
    needs = proj.needs if proj is not None else list(card.slots)
    cubes = proj.cubes if proj is not None else [""] * len(needs)
    defending = (  # only a swarm defends (C6.2, W6.2): an empty system's side stays hidden
        card.deck == CONFLICT
        and proj is not None
        and proj.seq
        and proj.defender
        and state.swarm_at(proj.target)
    )
    slots_fit = _rows(len(needs), 8, 2, room) * 10 <= bottom - y
    if (proj is None or not proj.done) and (slots_fit or not compact):
        label = max(int(14 * s), least or 0) if defending else 0
        side = _slot_side(
            len(needs), len(proj.defender) if defending else 0, room, bottom - y, s, label
        )
        gap = max(2, int(4 * s))
        for k, (need, cube) in enumerate(zip(needs, cubes, strict=True)):
            r = _grid_rect(k, side, gap, room, x, y)
            mark = None
            if marks and k in marks:
                mark = theme.HIGHLIGHT
            if recall and k in recall:
                mark = theme.ACCENT
            draw.slot(surface, need, cube, r, mark)
            if index >= 0:
                spots.append(Hotspot(r, "slot", (index, k)))
        y += _rows(len(needs), side, gap, room) * (side + gap)
        if defending:
            size, said = draw.fit_lines("Defenders", label, room, 1, least=least)
            draw.text(surface, said[0], (x, y), size, theme.DANGER)
            y += label + gap
            for k, (need, cube) in enumerate(zip(proj.defender_needs, proj.defender, strict=True)):
                r = _grid_rect(k, side, gap, room, x, y)
                draw.slot(surface, need, cube, r)
                spots.append(Hotspot(r, "defender", (index, k)))
            y += _rows(len(proj.defender), side, gap, room) * (side + gap)
        y += int(2 * s)
    # text_block may let a last line's descenders reach a third of a line below its rect.
    text_rect = pygame.Rect(x, y, room, bottom - y - int(6 * s))
    words = card_text(card)
    f = int(17 * s)
    size = draw.block_size(words, f, text_rect)
    readable = least is None or size >= least
    if not compact and readable and draw.block_fits(words, size, text_rect):
        draw.text_block(surface, words, text_rect, f, theme.TEXT_DIM, shrink=True)
    elif bottom - y >= int(12 * s):
        _reward_line(surface, card, x, y, rect.right - pad, s, least, bottom)
    surface.set_clip(clip)
    if dim:
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, rect.topleft)
    if index >= 0:
        spots.append(Hotspot(rect, "card", index))


def _rows(count: int, side: int, gap: int, room: int) -> int:
    per_row = max(1, (room + gap) // (side + gap))
    return -(-count // per_row) if count else 0


def _grid_rect(k: int, side: int, gap: int, room: int, x: int, y: int) -> pygame.Rect:
    per_row = max(1, (room + gap) // (side + gap))
    row, col = divmod(k, per_row)
    return pygame.Rect(x + col * (side + gap), y + row * (side + gap), side, side)


def _slot_side(slots: int, defenders: int, room: int, height: int, s: float, label: int) -> int:
    """The largest slot size (up to 22 design units) at which the card's slots, and its
    defenders under their label, fit the room left on the card."""
    gap = max(2, int(4 * s))
    side = int(22 * s)
    while side > 8:
        used = _rows(slots, side, gap, room) * (side + gap)
        if defenders:
            used += label + gap + _rows(defenders, side, gap, room) * (side + gap)
        if used <= height:
            break
        side -= 1
    return side


def card_status(card: CardDef, proj: Project | None, state: GameState) -> tuple[str, str]:
    """A card's status line, and the short one a narrow card shows instead."""
    deck = DECK_NAMES[card.deck]
    if proj is None:
        return deck, deck
    if proj.done and card.deck == LEADER:
        used = proj.used_turn == state.turn
        return f"{deck} - complete" + (" (used)" if used else " - ready"), (
            "Used" if used else "Ready"
        )
    if proj.done:
        return f"{deck} - complete", "Complete"
    if card.deck == CONFLICT and proj.seq:
        return (
            f"{deck}: system {proj.origin} against system {proj.target}",
            f"{proj.origin} against {proj.target}",
        )
    if card.deck == CONFLICT:
        return f"{deck} - held", "Held"
    return deck, deck


def _reward_line(
    surface: pygame.Surface,
    card: CardDef,
    x: int,
    y: int,
    right: int,
    s: float,
    least: int | None = None,
    bottom: int = 10**6,
):
    """The card's reward symbols and, if it does more, '+ effect' (its tooltip says what)."""
    r = max(3, int(7 * s))
    x0 = x
    for kind in card.reward:
        if x + 2 * r > right:
            break
        symbol(surface, kind, (x + r, y + r + 1), r)
        x += 2 * r + int(4 * s)
    if card.effect or card.ongoing or card.ability:
        room = right - x
        size = draw.fit_size("+ effect", max(int(15 * s), least or 0), room, bold=False)
        if theme.font(size).size("+ effect")[0] <= room and size >= (least or 0):
            draw.text(surface, "+ effect", (x, y), size, theme.TEXT_DIM)
        elif least and y + 2 * r + int(3 * s) + least <= bottom:  # under the symbols
            size, said = draw.fit_lines("+ effect", int(15 * s), right - x0, 1, least=least)
            draw.text(surface, said[0], (x0, y + 2 * r + int(3 * s)), size, theme.TEXT_DIM)


def decks(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    content: Content,
    s: float,
    spots: list[Hotspot],
    can_take: set[str],
    rows: int = 1,
    least: int | None = None,
) -> None:
    """The six face-up decks, in one row (or `rows` rows, when the tableau needs the room);
    the top card of each is shown."""
    gap = int(6 * s)
    per_row = -(-len(DECKS) // rows)
    w = (rect.width - gap * (per_row - 1)) // per_row
    h = (rect.height - gap * (rows - 1)) // rows
    for i, deck in enumerate(DECKS):
        row, col = divmod(i, per_row)
        r = pygame.Rect(rect.x + col * (w + gap), rect.y + row * (h + gap), w, h)
        pile = state.decks[deck]
        if pile:
            top = content.card(pile[0])
            left = max(int(15 * s), least or 0)
            card_face(
                surface,
                r,
                top,
                None,
                state,
                s * 0.85,
                [],
                dim=deck not in can_take,
                compact=True,
                footer=left,
                least=least,
            )
            words = f"{len(pile)} left"
            size, said = draw.fit_lines(words, int(14 * s), r.width - int(10 * s), 1, least=least)
            at = (r.right - int(5 * s), r.bottom - int(3 * s))
            draw.text(surface, said[0], at, size, theme.TEXT_DIM, "bottomright")
        else:
            pygame.draw.rect(surface, (30, 30, 45), r, border_radius=int(8 * s))
            size, lines = draw.fit_lines(
                f"{DECK_NAMES[deck]}: empty", int(16 * s), r.width - 8, 2, least=least
            )
            for i, line in enumerate(lines):
                line_at = (r.centerx, r.centery + (i - (len(lines) - 1) / 2) * size)
                draw.text(surface, line, line_at, size, theme.TEXT_DIM, "center")
        if deck in can_take:
            pygame.draw.rect(
                surface, theme.HIGHLIGHT, r.inflate(4, 4), width=2, border_radius=int(9 * s)
            )
        spots.append(Hotspot(r, "deck", deck))


def completed_pile(
    surface: pygame.Surface,
    rect: pygame.Rect,
    cards: list[CardDef],
    s: float,
    least: int | None = None,
):
    """Finished cards folded into one: their names and the symbols they gave, as many as fit
    (then how many more; the tooltip names them all)."""
    pygame.draw.rect(surface, (40, 38, 30), rect, border_radius=int(8 * s))
    pygame.draw.rect(surface, theme.GOLD, rect, width=max(1, int(2 * s)), border_radius=int(8 * s))
    pad = max(3, min(int(7 * s), rect.width // 12))
    room = rect.width - 2 * pad
    title = f"Completed ({len(cards)})"
    size, lines = draw.fit_lines(title, int(17 * s), room, 2, bold=True, least=least)
    y = rect.y + pad
    for line in lines:
        draw.text(surface, line, (rect.x + pad, y), size, bold=True)
        y += size
    y += int(4 * s)
    step = int(18 * s)
    for i, card in enumerate(cards):
        if y + 2 * step > rect.bottom - pad and i < len(cards) - 1:
            draw.text(
                surface, f"+ {len(cards) - i} more", (rect.x + pad, y), int(15 * s), theme.TEXT_DIM
            )
            break
        x = rect.x + pad
        for kind in card.reward:
            colour = [c for c, k in SUPREMACY_OF.items() if k == kind][0]
            draw.glyph(surface, colour, (int(x + 5 * s), int(y + 8 * s)), 5 * s)
            x += int(12 * s)
        right = rect.right - pad
        size = draw.fit_size(card.name, int(15 * s), right - int(x + 3 * s), bold=False)
        beside = theme.font(size).size(card.name)[0] <= right - int(x + 3 * s)
        if not beside or size < (least or 0):
            # No room beside the symbols: the name goes under them, on two lines if need be.
            y += step
            size, names = draw.fit_lines(card.name, int(15 * s), room, 2, least=least)
            for name in names:
                draw.text(surface, name, (rect.x + pad, y), size, theme.TEXT_DIM)
                y += size
            continue
        draw.text(surface, card.name, (x + 3 * s, y), size, theme.TEXT_DIM)
        y += step
