"""The enlarged card: hovering a card of the tableau (or one of its slots) or a face-up deck
shows that card large above the bottom strip, every word of it at a reading size, since a
busy tableau's cards are too narrow for their text (issue 32). The tooltip beside it then
says only what the card itself does not (whether it can be used or taken now)."""

from __future__ import annotations

import attrs
import pygame

from engine.galaxy.content import CardDef
from engine.galaxy.describe import card_text
from engine.galaxy.state import Project
from game import draw
from scenes.galaxy import board_panels as panels

WIDTH = 230  # design units: the large card is as tall as its words need (_height)


@attrs.frozen
class Zoom:
    card: CardDef
    project: Project | None  # None for a deck's top card
    under: pygame.Rect  # the small card hovered: the large one stands above it


def hovered(board) -> Zoom | None:
    """The card under the pointer, if it is one the tableau or a deck shows."""
    target = board.target_at(board.pointer)
    if target is None or board.popup is not None:
        return None
    st = board.state
    index = None
    if target.kind == "card":
        index = target.ref
    elif target.kind in ("slot", "defender"):
        index = target.ref[0]
    if index is not None and index < len(st.tableau):
        rect = next((s.rect for s in board.spots if s.kind == "card" and s.ref == index), None)
        if rect is not None:
            proj = st.tableau[index]
            return Zoom(board.content.card(proj.card), proj, rect)
    if target.kind == "deck" and st.decks[target.ref]:
        rect = next(s.rect for s in board.spots if s.kind == "deck" and s.ref == target.ref)
        return Zoom(board.content.card(st.decks[target.ref][0]), None, rect)
    return None


def draw_zoom(surface: pygame.Surface, board, zoom: Zoom, s: float, top: int) -> pygame.Rect:
    """The large card, its foot on `top` (the bottom strip's top) over the hovered card."""
    rect = pygame.Rect(0, 0, int(WIDTH * s), _height(zoom, s, board.state))
    rect.bottom = top - int(6 * s)
    rect.centerx = zoom.under.centerx
    rect.clamp_ip(surface.get_rect())
    with draw.layer("zoom"):  # over the map on purpose, as a tooltip is
        panels.card_face(surface, rect, zoom.card, zoom.project, board.state, s, [], index=-1)
    return rect


def _height(zoom: Zoom, s: float, state) -> int:
    """Tall enough for the name, status, slots and every line of the text, no taller (as
    board_panels.card_face lays them out)."""
    width = int(WIDTH * s)
    pad = max(3, min(int(7 * s), width // 12))
    room = width - 2 * pad
    name_size, names = draw.fit_lines(zoom.card.name, int(18 * s), room, 2, True)
    status = panels.card_status(zoom.card, zoom.project, state)[0]
    status_size, lines = draw.fit_lines(status, int(15 * s), room, 2)
    slots = len(zoom.project.needs if zoom.project else zoom.card.slots)
    side, gap = int(22 * s), max(2, int(4 * s))
    per_row = max(1, (room + gap) // (side + gap))
    rows = -(-slots // per_row) if not (zoom.project and zoom.project.done) else 0
    f = int(17 * s)
    text = len(draw.wrap(card_text(zoom.card), f, room)) * int(f * 1.15)
    used = len(names) * name_size + len(lines) * status_size + int(4 * s)
    used += rows * (side + gap) + int(2 * s) + text + int(6 * s)
    return 2 * pad + used + int(4 * s)


def short_tip(tip: str, zoom: Zoom) -> str:
    """The tooltip without the words the large card already shows."""
    words = card_text(zoom.card)
    tip = tip.replace(f"{zoom.card.name}: {words}", zoom.card.name).replace(words, "")
    return tip.strip()
