"""The pictures of Space Swarm's quick rules, drawn with the board's own drawing code
(scenes.swarm.view: hexes, terrain glyphs, emblems and counters), so a stack, a Nebula or a
race looks exactly as it does on the board. The worked battle's numbers come from the
engine's own damage rule (engine.swarm.combat.losses), never typed in.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pygame

from engine.swarm.board import TERRAIN_NAMES, Board
from engine.swarm.combat import losses
from engine.swarm.content import Content, default_content
from engine.swarm.describe import ATTRIBUTE_NAMES
from game import draw, theme
from scenes.swarm.view import HexView, emblem, tile

# The worked battle of S7.5: 5 fleets (Attack 1, Defense 1) against 3 (Attack 1, Defense 2).
BATTLE = ((5, 1, 1), (3, 1, 2))  # (fleets, Attack, Defense) of the first and second race

TERRAIN_EFFECTS = {
    "ruins": "The first visitor draws a card",
    "cluster": "Production +1 to each race there",
    "nebula": "Defense +1 there",
    "asteroids": "Attack +1 there",
    "supernova": "No stack may enter or pass",
    "black_hole": "A stack entering it stops",
    "dark_matter": "Pass even through enemies",
    "quasar": "Loses 1 fleet each turn end",
    "wormhole": "1 step to any other Wormhole",
    "deep": "Nothing special",
}

ATTRIBUTE_USES = {
    "initiative": "Strikes first in battle, stands first in the bid",
    "attack": "Damage each fleet deals",
    "defense": "Damage it takes to destroy one of your fleets",
    "movement": "Steps each fleet may move in a turn",
    "production": "New fleets at the start of each turn",
    "strategic": "Move orders a turn; hand limit 2 + Strategic",
}

PHASES = (
    ("Development", "Place one Technology card: +1 for good"),
    ("Production", "New fleets, as many as your Production"),
    ("Move", "Up to Strategic move orders"),
    ("Attack", "A battle on each hex you share with a rival"),
    ("Research", "Draw 2 cards; an empty deck ends the game"),
)


@cache
def _content() -> Content:
    return default_content()


def _race(seat: int) -> tuple[str, tuple[int, int, int], str]:
    """A race's name, colour and emblem, as the board shows them."""
    r = _content().game.races[seat]
    return r.name, r.colour, r.emblem


def _caption(surface: pygame.Surface, words: str, pos, size: int, room: pygame.Rect, **kw) -> None:
    size = draw.fit_size(words, size, room.width, bold=kw.get("bold", False))
    draw.text(surface, words, pos, size, kw.pop("colour", theme.TEXT), box=room, **kw)


def _strip(rect: pygame.Rect, terrains: tuple[str, ...]) -> HexView:
    """A row of hexes fitted to `rect`, for a picture."""
    view = HexView(Board(len(terrains), 1, terrains, ()))
    view.fit(rect)
    # Centred in the room (the map's fit leaves room for odd rows a single row has not).
    view.origin = (rect.centerx - (len(terrains) - 1) / 2 * 1.7320508 * view.size, rect.centery)
    return view


def _paint(surface: pygame.Surface, view: HexView) -> None:
    for h, t in enumerate(view.board.terrain):
        tile(surface, t, view.centre(h), view.size)


def _stacks(surface: pygame.Surface, view: HexView, h: int, stacks: list[tuple[int, int]]) -> None:
    """Counters on hex h: (seat, fleets) side by side, as on the board."""
    for (seat, n), pos in zip(stacks, view.counter_spots(h, len(stacks)), strict=True):
        _, colour, shape = _race(seat)
        view.counter(surface, shape, colour, pos, n)


def round_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The round: the bid sets the order, then each race's turn of five phases."""
    top = int(46 * s)
    _caption(surface, "Each round: the bid sets the order, then", (rect.x, rect.y), int(19 * s),
             rect, colour=theme.TEXT_DIM)  # fmt: skip
    r = int(14 * s)
    x = rect.x + r + int(4 * s)
    for seat in (2, 0, 1):
        name, colour, shape = _race(seat)
        emblem(surface, shape, colour, (x, rect.y + top - r // 2 + int(8 * s)), r)
        x += int(2.6 * r)
    row = pygame.Rect(x, rect.y, rect.right - x, top + int(16 * s))
    _caption(surface, "each race takes one turn:", (x, rect.y + top - r // 2 + int(8 * s)),
             int(19 * s), row, anchor="midleft", colour=theme.TEXT_DIM)  # fmt: skip
    row_h = (rect.height - top - int(16 * s)) // (len(PHASES) + 1)
    for i, (name, what) in enumerate((*PHASES, ("End", "Quasars bite, then who has won?"))):
        y = rect.y + top + int(16 * s) + i * row_h
        c = (rect.x + int(18 * s), y + row_h // 2)
        pygame.draw.circle(surface, theme.ACCENT, c, int(14 * s))
        num = str(i + 1) if i < len(PHASES) else "·"
        draw.text(surface, num, c, int(17 * s), theme.BG_TOP, "center", bold=True, box=rect)
        x = rect.x + int(44 * s)
        room = pygame.Rect(x, y, rect.right - x, row_h)
        _caption(surface, name, (x, y + row_h // 2), int(21 * s), room, anchor="bottomleft",
                 bold=True, colour=theme.ACCENT)  # fmt: skip
        _caption(surface, what, (x, y + row_h // 2), int(18 * s), room, anchor="topleft")


MOVE_TERRAIN = ("cluster", "deep", "nebula", "deep", "asteroids")


def move_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """One move order: 3 of 4 fleets leave home, pick up 2 on the way and arrive as 5."""
    half = (rect.height - int(20 * s)) // 2
    frames = (
        (pygame.Rect(rect.x, rect.y, rect.width, half), {0: 4, 2: 2}, True,
         "Before: take 3 of your 4 at home; 2 wait on the way"),
        (pygame.Rect(rect.x, rect.bottom - half, rect.width, half), {0: 1, 4: 5}, False,
         "After: the 2 were picked up; 5 arrive, 1 stays home"),
    )  # fmt: skip
    for box, fleets, path, caption in frames:
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=max(1, int(2 * s)), border_radius=8)
        cap = int(18 * s)
        _caption(surface, caption, (box.centerx, box.bottom - int(6 * s)), cap, box,
                 anchor="midbottom", colour=theme.TEXT_DIM)  # fmt: skip
        room = pygame.Rect(box.x + 8, box.y + 6, box.width - 16, box.height - cap - int(18 * s))
        view = _strip(room, MOVE_TERRAIN)
        _paint(surface, view)
        if path:
            a, b = view.centre(0), view.centre(4)
            y = a[1] - view.size * 0.62
            pygame.draw.line(surface, theme.ACCENT, (a[0], y), (b[0], y), max(2, int(3 * s)))
            tip = (b[0], y)
            w = view.size * 0.2
            pygame.draw.polygon(
                surface, theme.ACCENT, [tip, (tip[0] - w, y - w), (tip[0] - w, y + w)]
            )
        for h, n in fleets.items():
            _stacks(surface, view, h, [(0, n)])


def battle_lines() -> tuple[list[str], tuple[int, int]]:
    """The worked battle's sums, and what is left of each stack (the engine's rule)."""
    (n1, a1, d1), (n2, a2, d2) = BATTLE
    first, second = _race(0)[0], _race(1)[0]
    hit2 = losses(n1 * a1, d2, n2)  # equal Initiative: both strike at once
    hit1 = losses(n2 * a2, d1, n1)
    lines = [
        f"{first}: {n1} fleets × Attack {a1} = {n1 * a1} damage",
        f"{second} has Defense {d2}: {n1 * a1} ÷ {d2} = {hit2} fleets lost"
        + (f" ({n1 * a1 - hit2 * d2} damage wasted)" if n1 * a1 - hit2 * d2 else ""),
        f"{second}: {n2} fleets × Attack {a2} = {n2 * a2} damage",
        f"{first} has Defense {d1}: {n2 * a2} ÷ {d1} = {hit1} fleets lost",
        "Same Initiative: both strike at once",
    ]
    return lines, (n1 - hit1, n2 - hit2)


def battle_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    lines, (left1, left2) = battle_lines()
    (n1, _, _), (n2, _, _) = BATTLE
    top_h = int(rect.height * 0.42)
    gap = int(14 * s)
    half = (rect.width - gap) // 2
    for i, (stacks, caption) in enumerate(
        (([(0, n1), (1, n2)], "Before the battle"), ([(0, left1), (1, left2)], "After it"))
    ):
        box = pygame.Rect(rect.x + i * (half + gap), rect.y, half, top_h)
        pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=max(1, int(2 * s)), border_radius=8)
        cap = int(18 * s)
        _caption(surface, caption, (box.centerx, box.bottom - int(6 * s)), cap, box,
                 anchor="midbottom", colour=theme.TEXT_DIM)  # fmt: skip
        room = pygame.Rect(box.x + 6, box.y + 6, box.width - 12, box.height - cap - int(18 * s))
        view = _strip(room, ("deep",))
        _paint(surface, view)
        _stacks(surface, view, 0, stacks)
    y = rect.y + top_h + int(12 * s)
    row = (rect.bottom - y) // len(lines)
    size = min(int(20 * s), int(row / 1.4))  # each line within its row at any size
    for i, line in enumerate(lines):
        room = pygame.Rect(rect.x + int(8 * s), y + i * row, rect.width - int(8 * s), row)
        colour = theme.TEXT_DIM if i == len(lines) - 1 else theme.TEXT
        _caption(surface, line, room.topleft, size, room,
                 colour=colour, bold=i % 2 == 1)  # fmt: skip


def terrain_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Each terrain as its hex, its name and what it does."""
    kinds = list(TERRAIN_EFFECTS)
    rows = (len(kinds) + 1) // 2
    col_w = rect.width // 2
    row_h = rect.height // rows
    size = min(row_h * 0.48, col_w * 0.16)
    for i, t in enumerate(kinds):
        x = rect.x + (i // rows) * col_w
        y = rect.y + (i % rows) * row_h
        c = (x + size + 4, y + row_h / 2 + size * 0.2)
        tile(surface, t, c, size, alone=True)
        tx = int(x + 2 * size + int(14 * s))
        room = pygame.Rect(tx, y, x + col_w - tx - int(6 * s), row_h)
        mid = y + row_h // 2
        _caption(surface, TERRAIN_NAMES[t], (tx, mid), int(19 * s), room, anchor="bottomleft",
                 bold=True, colour=theme.ACCENT)  # fmt: skip
        _caption(surface, TERRAIN_EFFECTS[t], (tx, mid), int(16 * s), room, anchor="topleft")


def attributes_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """The six attributes, each starting at 1, with what each does."""
    attrs = _content().game.attributes
    head = int(34 * s)
    _caption(surface, "Each starts at 1; each Technology placed adds 1", (rect.x, rect.y),
             int(19 * s), rect, colour=theme.TEXT_DIM)  # fmt: skip
    row_h = (rect.height - head) // len(attrs)
    _, colour, shape = _race(0)
    for i, a in enumerate(attrs):
        y = rect.y + head + i * row_h
        r = int(min(row_h * 0.3, 16 * s))
        emblem(surface, shape, colour, (rect.x + r + 4, y + row_h // 2), r)
        draw.text(surface, "1", (rect.x + r + 4, y + row_h // 2 + 1), int(15 * s),
                  theme.BG_TOP, "center", bold=True, box=rect)  # fmt: skip
        x = rect.x + 2 * r + int(18 * s)
        room = pygame.Rect(x, y, rect.right - x, row_h)
        mid = y + row_h // 2
        _caption(surface, ATTRIBUTE_NAMES[a], (x, mid), int(20 * s), room, anchor="bottomleft",
                 bold=True, colour=theme.ACCENT)  # fmt: skip
        _caption(surface, ATTRIBUTE_USES[a], (x, mid), int(18 * s), room, anchor="topleft")


# The bid's example: each race's (seat, Initiative, Strategic) and the order it picks in.
BID = ((0, 2, 1), (1, 1, 2), (2, 1, 1))


def bid_standing() -> list[int]:
    """The example's standing: higher Initiative first, ties by higher Strategic (S4.2)."""
    return [seat for seat, _, _ in sorted(BID, key=lambda b: (-b[1], -b[2], b[0]))]


def bid_picture(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """Three races' standing in the bid, and the turn order their picks make."""
    head = int(34 * s)
    _caption(surface, "Standing: higher Initiative first; a tie goes to higher Strategic",
             (rect.x, rect.y), int(19 * s), rect, colour=theme.TEXT_DIM)  # fmt: skip
    values = {seat: (ini, strat) for seat, ini, strat in BID}
    row_h = (rect.height - head - int(60 * s)) // len(BID)
    for place, seat in enumerate(bid_standing()):
        y = rect.y + head + place * row_h
        name, colour, shape = _race(seat)
        r = int(min(row_h * 0.3, 18 * s))
        emblem(surface, shape, colour, (rect.x + r + 4, y + row_h // 2), r)
        x = rect.x + 2 * r + int(18 * s)
        room = pygame.Rect(x, y, rect.right - x, row_h)
        ini, strat = values[seat]
        _caption(surface, f"{place + 1}. {name} picks first" if place == 0 else
                 f"{place + 1}. {name} picks next", (x, y + row_h // 2), int(20 * s), room,
                 anchor="bottomleft", bold=True, colour=colour)  # fmt: skip
        _caption(surface, f"Initiative {ini}, Strategic {strat}", (x, y + row_h // 2),
                 int(18 * s), room, anchor="topleft")  # fmt: skip
    y = rect.bottom - int(52 * s)
    _caption(surface, "Before the picks, each race may play cards once,", (rect.x, y),
             int(18 * s), rect, colour=theme.TEXT_DIM)  # fmt: skip
    _caption(surface, "lowest standing first; then the standing is worked out again.",
             (rect.x, y + int(24 * s)), int(18 * s), rect, colour=theme.TEXT_DIM)  # fmt: skip


PICTURES: dict[str, Callable[[pygame.Surface, pygame.Rect, float], None]] = {
    "round": round_picture,
    "move": move_picture,
    "battle": battle_picture,
    "terrain": terrain_picture,
    "attributes": attributes_picture,
    "bid": bid_picture,
}
