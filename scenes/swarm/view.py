"""The Space Swarm map: pointy-top hexes in odd-r offset, each with its terrain's glyph, and
the races' stacks as emblem counters with their counts (side by side on a shared hex).

The terrain layer is drawn once per board and size and kept; stacks are drawn each frame.
"""

from __future__ import annotations

import math

import pygame

from engine.swarm.board import Board
from game import draw, theme


def race_colour(race) -> tuple[int, int, int]:
    """A race's colour on screen: its data's, or the colour-blind palette's (game.theme)."""
    return theme.RACE.get(race.id, tuple(race.colour))


SQRT3 = math.sqrt(3)
RIVAL_RACES = "the rival races"  # who the player plays against, in the campaign's words

TERRAIN_FILL = {
    "ruins": (58, 52, 44),
    "cluster": (64, 56, 30),
    "nebula": (46, 40, 78),
    "supernova": (80, 36, 30),
    "black_hole": (14, 12, 20),
    "dark_matter": (30, 30, 42),
    "quasar": (36, 54, 74),
    "wormhole": (40, 30, 66),
    "asteroids": (52, 46, 40),
    "deep": (24, 28, 48),
}


def hex_points(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    angles = [math.radians(60 * i - 30) for i in range(6)]
    return [(c[0] + r * math.cos(a), c[1] + r * math.sin(a)) for a in angles]


def emblem(
    surface: pygame.Surface, shape: str, colour, centre: tuple[float, float], r: float
) -> None:
    """A race's emblem (S1.1): triangle, circle, diamond or square, edged dark."""
    x, y = centre
    if shape == "triangle":
        pts = [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)]
    elif shape == "diamond":
        pts = [(x, y - r * 1.1), (x + r, y), (x, y + r * 1.1), (x - r, y)]
    elif shape == "square":
        pts = [(x - r * 0.85, y - r * 0.85), (x + r * 0.85, y - r * 0.85),
               (x + r * 0.85, y + r * 0.85), (x - r * 0.85, y + r * 0.85)]  # fmt: skip
    else:
        pygame.draw.circle(surface, colour, (int(x), int(y)), int(r))
        edge = max(1, int(r / 7))
        pygame.draw.circle(surface, theme.PIECE_EDGE, (int(x), int(y)), int(r), width=edge)
        return
    pygame.draw.polygon(surface, colour, pts)
    pygame.draw.polygon(surface, theme.PIECE_EDGE, pts, width=max(1, int(r / 7)))


def glyph(surface: pygame.Surface, terrain: str, c: tuple[float, float], r: float) -> None:
    """Terrain glyphs, so terrain is never told by colour alone (SWARM.md board screen)."""
    x, y = c
    ink = (200, 200, 220)
    w = max(1, int(r / 10))
    if terrain == "ruins":  # a pillar
        pygame.draw.rect(surface, (190, 170, 130), (x - r * 0.12, y - r * 0.35, r * 0.24, r * 0.7))
        pygame.draw.rect(surface, (190, 170, 130), (x - r * 0.25, y - r * 0.45, r * 0.5, r * 0.12))
        pygame.draw.rect(surface, (190, 170, 130), (x - r * 0.25, y + r * 0.33, r * 0.5, r * 0.12))
    elif terrain == "cluster":  # a star
        pts = []
        for i in range(10):
            rad = r * (0.45 if i % 2 == 0 else 0.18)
            a = math.radians(-90 + 36 * i)
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        pygame.draw.polygon(surface, (255, 222, 120), pts)
    elif terrain == "nebula":  # a cloud
        for dx, dy, k in ((-0.2, 0.05, 0.22), (0.05, -0.08, 0.27), (0.25, 0.06, 0.2)):
            pygame.draw.circle(surface, (150, 130, 220), (x + dx * r, y + dy * r), r * k)
    elif terrain == "supernova":  # a hatched burst
        for i in range(8):
            a = math.radians(22.5 * 2 * i)
            tip = (x + r * 0.5 * math.cos(a), y + r * 0.5 * math.sin(a))
            pygame.draw.line(surface, (255, 140, 90), (x, y), tip, w + 1)
        for k in (-0.3, 0.0, 0.3):
            pygame.draw.line(surface, (120, 50, 40), (x - r * 0.5, y + k * r + r * 0.3),
                             (x + r * 0.5, y + k * r - r * 0.3), w)  # fmt: skip
    elif terrain == "black_hole":  # a ring
        pygame.draw.circle(surface, (170, 120, 255), (x, y), r * 0.38, width=w + 2)
        pygame.draw.circle(surface, (0, 0, 0), (x, y), r * 0.28)
    elif terrain == "dark_matter":  # dots
        for dx, dy in ((-0.25, -0.15), (0.2, -0.22), (0.0, 0.1), (-0.2, 0.28), (0.27, 0.22)):
            pygame.draw.circle(surface, (120, 120, 150), (x + dx * r, y + dy * r), max(2, r * 0.07))
    elif terrain == "quasar":  # a beam
        pygame.draw.circle(surface, (170, 230, 255), (x, y), r * 0.13)
        pygame.draw.line(surface, (170, 230, 255), (x - r * 0.5, y + r * 0.4),
                         (x + r * 0.5, y - r * 0.4), w + 1)  # fmt: skip
    elif terrain == "wormhole":  # a spiral
        pts = []
        for i in range(40):
            t = i / 39
            a = t * 4 * math.pi
            pts.append((x + r * 0.45 * t * math.cos(a), y + r * 0.45 * t * math.sin(a)))
        pygame.draw.lines(surface, (200, 150, 255), False, pts, w + 1)
    elif terrain == "asteroids":  # rocks
        for dx, dy, k in ((-0.22, -0.1, 0.12), (0.15, -0.2, 0.09), (0.1, 0.18, 0.14)):
            pygame.draw.circle(surface, (160, 140, 120), (x + dx * r, y + dy * r), r * k)
    else:
        pygame.draw.circle(surface, ink, (x, y), max(1, r * 0.03))


def tile(
    surface: pygame.Surface, terrain: str, c: tuple[float, float], size: float, alone: bool = False
) -> None:
    """One hex of the map: its terrain's fill, edge and glyph (in its upper half, over the
    stacks; `alone`: large in the middle, a hex shown for its terrain only)."""
    pts = hex_points(c, size * 0.97)
    pygame.draw.polygon(surface, TERRAIN_FILL.get(terrain, (24, 28, 48)), pts)
    pygame.draw.aalines(surface, (70, 76, 120), True, pts)
    if alone:
        glyph(surface, terrain, c, size * 0.95)
    else:
        glyph(surface, terrain, (c[0], c[1] - size * 0.45), size * 0.5)


class HexView:
    """Where each hex of a board is on screen, and its drawing."""

    def __init__(self, board: Board) -> None:
        self.board = board
        self.size = 20.0  # hex radius (centre to corner), pixels
        self.origin = (0.0, 0.0)
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple = ()

    def fit(self, rect: pygame.Rect) -> None:
        b = self.board
        w_units = SQRT3 * (b.width + 0.5)
        h_units = 1.5 * (b.height - 1) + 2
        self.size = max(6.0, min(rect.width / w_units, rect.height / h_units))
        used = (w_units * self.size, h_units * self.size)
        self.origin = (
            rect.x + (rect.width - used[0]) / 2 + SQRT3 * self.size / 2,
            rect.y + (rect.height - used[1]) / 2 + self.size,
        )
        self.rect = pygame.Rect(rect)

    def centre(self, h: int) -> tuple[float, float]:
        col, row = self.board.col_row(h)
        x = self.origin[0] + SQRT3 * self.size * (col + 0.5 * (row & 1))
        y = self.origin[1] + 1.5 * self.size * row
        return x, y

    def hex_at(self, pos: tuple[int, int]) -> int:
        """The hex under a point (the nearest centre within a hex's inner radius), or -1."""
        best, dist = -1, (self.size * 0.92) ** 2
        for h in range(self.board.size):
            cx, cy = self.centre(h)
            d = (cx - pos[0]) ** 2 + (cy - pos[1]) ** 2
            if d < dist:
                best, dist = h, d
        return best

    def counter_spots(self, h: int, n: int) -> list[tuple[float, float]]:
        """Where n stacks sit on a hex: side by side, centred (SWARM.md: several races)."""
        cx, cy = self.centre(h)
        gap = self.size * 0.62
        y = cy + self.size * 0.02
        return [(cx + (i - (n - 1) / 2) * gap, y) for i in range(n)]

    def draw_terrain(
        self, surface: pygame.Surface, rect: pygame.Rect, spent: tuple[int, ...], s: float
    ) -> None:
        """The hexes, their glyphs and names: drawn once per board, size and spent Ruins."""
        key = (rect.size, self.size, self.origin, spent, theme.BG_TOP)
        if draw.recorder is not None:
            self._paint(surface, (0, 0), spent, s)
            return
        if self._layer is None or self._layer_key != key:
            layer = pygame.Surface(rect.size)
            layer.fill(theme.BG_TOP)
            self._paint(layer, (-rect.x, -rect.y), spent, s)
            self._layer, self._layer_key = layer, key
        surface.blit(self._layer, rect.topleft)

    def _paint(
        self, surface: pygame.Surface, offset: tuple[int, int], spent: tuple[int, ...], s: float
    ) -> None:
        ox, oy = offset
        for h, t in enumerate(self.board.terrain):
            cx, cy = self.centre(h)
            c = (cx + ox, cy + oy)
            tile(surface, t, c, self.size)
            if t == "ruins" and h in spent:  # faded when spent
                pygame.draw.polygon(surface, (34, 34, 46), hex_points(c, self.size * 0.9))
                pygame.draw.aalines(surface, (90, 80, 60), True, hex_points(c, self.size * 0.9))
            size = max(9, int(self.size * 0.22))
            at = (int(c[0]), int(c[1] + self.size * 0.74))
            draw.text(surface, self.board.label(h), at, size, (110, 116, 150), "center")

    def outline(self, surface: pygame.Surface, h: int, colour, width: int = 3) -> None:
        pygame.draw.polygon(surface, colour, hex_points(self.centre(h), self.size * 0.93), width)

    def shade(self, surface: pygame.Surface, h: int, colour) -> None:
        """A translucent fill over a hex (reachable, the path)."""
        r = self.size
        tile = pygame.Surface((int(2 * r) + 2, int(2 * r) + 2), pygame.SRCALPHA)
        pygame.draw.polygon(tile, colour, hex_points((r + 1, r + 1), r * 0.93))
        c = self.centre(h)
        surface.blit(tile, (int(c[0] - r - 1), int(c[1] - r - 1)))

    def counter(
        self, surface: pygame.Surface, shape: str, colour, pos: tuple[float, float], n: int
    ) -> pygame.Rect:
        r = self.size * 0.27
        emblem(surface, shape, colour, pos, r)
        size = max(9, int(self.size * 0.3))
        img = draw.rendered(str(n), size, (255, 255, 255), True)
        rect = img.get_rect(center=(int(pos[0]), int(pos[1] + r * 1.5)))
        pygame.draw.rect(surface, (12, 12, 22), rect.inflate(4, 0), border_radius=3)
        surface.blit(img, rect)
        return pygame.Rect(int(pos[0] - r), int(pos[1] - r), int(2 * r), int(2 * r))


class Thumbnail:
    """A saved game's map in small, for the Load screen (the same calls as its Weavers one:
    fit, then draw)."""

    def __init__(self, board: Board) -> None:
        self.view = HexView(board)

    def fit(self, rect: pygame.Rect) -> None:
        self.view.fit(rect)

    def draw(self, surface: pygame.Surface, state, content, marks=None) -> None:
        view = self.view
        view.draw_terrain(surface, view.rect, tuple(state.spent_ruins), 1.0)
        races = content.game.races
        for h in range(state.board.size):
            seats = [r.seat for r in state.races if r.fleets[h] > 0]
            for seat, pos in zip(seats, view.counter_spots(h, len(seats)), strict=True):
                emblem(surface, races[seat].emblem, race_colour(races[seat]), pos, view.size * 0.3)
