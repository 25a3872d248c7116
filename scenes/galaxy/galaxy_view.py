"""Drawing the galaxy map and finding what lies under the pointer.

The view only reads the game state. Geometry (where systems, slots, planets and swarms are)
is computed once per window size; the static background (hex grid, terrain) is cached.
"""

from __future__ import annotations

import math
import zlib

import attrs
import pygame

from engine.core.hexgrid import Hex, Layout
from engine.galaxy.content import Content
from engine.galaxy.galaxy import Galaxy, offset_to_hex
from engine.galaxy.state import GameState
from game import draw, glow, theme
from game.layout_record import MAP
from scenes.galaxy import weaver_marks

PLAYER = theme.GOLD  # the player's own pieces


@attrs.define
class Marks:
    """What to light up on the map: legal targets, recall targets, choices, a selection."""

    routes: set[int] = attrs.field(factory=set)
    planets: set[int] = attrs.field(factory=set)
    systems: set[int] = attrs.field(factory=set)
    recall_routes: set[int] = attrs.field(factory=set)
    recall_planets: set[int] = attrs.field(factory=set)
    selected_system: int = 0
    hover: tuple[str, int] | None = None


class GalaxyView:
    def __init__(self, galaxy: Galaxy) -> None:
        self.galaxy = galaxy
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.layout = Layout(1, 1)
        self.size = 1.0
        self._background: pygame.Surface | None = None
        self._palette = theme.palette
        # The UI scale setting: the map follows the window, but the words on it (system
        # numbers) follow the player's chosen text size, as everywhere else.
        self.text_scale = 1.0
        self._centres: dict[int, tuple[float, float]] = {}
        self._slots: dict[int, list[tuple[float, float]]] = {}
        self._polylines: dict[int, list[tuple[float, float]]] = {}
        self._planets: dict[int, tuple[float, float]] = {}  # planet id -> position

    # --- geometry ----------------------------------------------------------------------------

    def fit(self, rect: pygame.Rect) -> None:
        if rect == self.rect:
            return
        self.rect = pygame.Rect(rect)
        g = self.galaxy
        sqrt3 = math.sqrt(3)
        size_w = rect.width / (sqrt3 * (g.width + 0.5))
        size_h = rect.height / (1.5 * (g.height - 1) + 2)
        s = max(4.0, min(size_w, size_h))
        self.size = s
        used_w = sqrt3 * s * (g.width + 0.5)
        used_h = s * (1.5 * (g.height - 1) + 2)
        ox = rect.left + (rect.width - used_w) / 2 + sqrt3 * s / 2
        oy = rect.top + (rect.height - used_h) / 2 + s
        self.layout = Layout(s, s, ox, oy)
        self._centres = {sys.number: self.layout.to_pixel(sys.hex) for sys in g.systems}
        self._slots = {r.id: self._route_slots(r.id) for r in g.routes}
        self._planets = {}
        pid = 0
        for sys in g.systems:
            cx, cy = self._centres[sys.number]
            n = len(sys.planets)
            for i in range(n):
                ang = math.radians(-90 + (i - (n - 1) / 2) * 48)
                r = s * 0.86
                self._planets[pid] = (cx + r * math.cos(ang), cy + r * math.sin(ang))
                pid += 1
        self._background = None

    def centre(self, system: int) -> tuple[float, float]:
        return self._centres[system]

    def _route_slots(self, rid: int) -> list[tuple[float, float]]:
        r = self.galaxy.routes[rid]
        a, b = self._centres[r.a], self._centres[r.b]
        if r.wormhole:
            w0 = self.layout.to_pixel(Hex(*r.path[0]))
            w1 = self.layout.to_pixel(Hex(*r.path[-1]))
            # Two dashed legs, each system to its wormhole: the pair of rings joins them. The
            # slots share the legs, the first leg taking the odd one (one slot in the standard
            # game; a scenario can lengthen every route, D2.4).
            self._polylines[rid] = [a, w0, w1, b]
            return _wormhole_slots((a, w0), (w1, b), r.slots)
        pts = [a, *(self.layout.to_pixel(Hex(q, rr)) for q, rr in r.path), b]
        self._polylines[rid] = pts
        lengths = [math.dist(p, q) for p, q in zip(pts, pts[1:], strict=False)]
        total = sum(lengths)
        trim = self.size * 0.7
        usable = max(1.0, total - 2 * trim)
        out = []
        for k in range(r.slots):
            d = trim + usable * (k + 0.5) / r.slots
            out.append(_point_along(pts, lengths, d))
        return out

    def slot_rect(self, rid: int, k: int) -> pygame.Rect:
        x, y = self._slots[rid][k]
        side = max(6, int(self.size * 0.36))
        rect = pygame.Rect(0, 0, side, side)
        rect.center = (int(x), int(y))
        return rect

    def planet_pos(self, pid: int) -> tuple[float, float]:
        return self._planets[pid]

    def hit(self, pos: tuple[int, int], state: GameState) -> tuple[str, int] | None:
        """What is under the pointer: a swarm, planet, route (by a slot), or system."""
        x, y = pos
        s = self.size
        for sw in state.swarms:
            cx, cy = self._centres[sw.system]
            plate = weaver_marks.plate_rect((cx, cy), s)
            if math.hypot(x - cx, y - cy) < s * 0.62 or plate.collidepoint(pos):
                return ("swarm", sw.system)
        for pid, (px, py) in self._planets.items():
            if math.hypot(x - px, y - py) < max(6, s * 0.24):
                return ("planet", pid)
        for num, (cx, cy) in self._centres.items():
            if math.hypot(x - cx, y - cy) < s * 0.6:
                return ("system", num)
        for rid in self._slots:
            for k in range(len(self._slots[rid])):
                if self.slot_rect(rid, k).inflate(4, 4).collidepoint(pos):
                    return ("route", rid)
        h = self.layout.to_hex(x, y)
        for i, t in enumerate(self.galaxy.terrain):
            if (t.q, t.r) == (h.q, h.r):
                return ("terrain", i)
        return None

    # --- drawing -----------------------------------------------------------------------------

    def _draw_background(self) -> pygame.Surface:
        # Opaque, so blitting it every frame stays cheap; the sky is baked in once.
        bg = glow.nebula(self.rect.size, _sky_seed(self.galaxy), theme.BG_TOP, NEBULA_TINTS).copy()
        off = (-self.rect.left, -self.rect.top)
        g = self.galaxy
        terrain = {(t.q, t.r): t.kind for t in g.terrain}
        for row in range(g.height):
            for col in range(g.width):
                h = offset_to_hex(col, row)
                pts = [(x + off[0], y + off[1]) for x, y in self.layout.corners(h)]
                kind = terrain.get((h.q, h.r))
                if kind:
                    pygame.draw.polygon(bg, theme.TERRAIN[kind], pts)
                    if kind == "supernova":
                        c = self.layout.to_pixel(h)
                        _star(bg, (c[0] + off[0], c[1] + off[1]), self.size)
                    elif kind == "wormhole":
                        c = self.layout.to_pixel(h)
                        for k in (0.45, 0.3, 0.15):
                            pygame.draw.circle(
                                bg,
                                (60, 220, 220),
                                (c[0] + off[0], c[1] + off[1]),
                                self.size * k,
                                width=2,
                            )
                pygame.draw.aalines(bg, (34, 38, 66), True, pts)
        return bg

    def draw(
        self,
        surface: pygame.Surface,
        state: GameState,
        content: Content,
        marks: Marks,
        swarms: bool = True,
        black_holes: set[int] | None = None,
    ):
        """The map. With swarms=False the swarm cards and their arrows are left to the caller
        (the board animates them); `black_holes` overrides which systems show as swallowed."""
        if draw.recorder is not None:
            draw.recorder.control("the map", self.rect, kind="panel")
        with draw.layer(MAP):
            self._draw(surface, state, content, marks, swarms, black_holes)

    def _draw(self, surface, state, content, marks, swarms, black_holes) -> None:
        holes = set(state.black_holes) if black_holes is None else black_holes
        if self._background is None or self._palette != theme.palette:
            self._background = self._draw_background()
            self._palette = theme.palette  # the terrain's colours follow the palette
        surface.blit(self._background, self.rect.topleft)
        s = self.size
        g = self.galaxy
        # Routes, with their slots and cubes.
        for r in g.routes:
            pts = self._polylines[r.id]
            complete = state.route_complete(r.id)
            colour = (90, 95, 140)
            if r.wormhole:
                draw.dashed_line(surface, (60, 220, 220), pts[0], pts[1], 2, 6, 4)
                draw.dashed_line(surface, (60, 220, 220), pts[2], pts[3], 2, 6, 4)
            else:
                width = max(2, int(s * 0.12))
                if complete:
                    colour = PLAYER
                pygame.draw.lines(surface, colour, False, pts, width)
            cubes = state.routes[r.id]
            for k in range(r.slots):
                rect = self.slot_rect(r.id, k)
                need = cubes[0] if cubes else "any"
                filled = cubes[k] if k < len(cubes) else ""
                mark = None
                if r.id in marks.routes and not filled:
                    mark = theme.HIGHLIGHT
                if r.id in marks.recall_routes and k == len(cubes) - 1:
                    mark = theme.ACCENT
                if marks.hover == ("route", r.id):
                    mark = mark or (200, 200, 220)
                if filled or mark or cubes:
                    draw.slot(surface, need, filled, rect, mark)
                else:
                    pygame.draw.rect(surface, (22, 24, 44), rect, border_radius=2)
                    pygame.draw.rect(surface, colour, rect, width=1, border_radius=2)
        # Target arrows of the swarms.
        for sw in state.swarms if swarms else ():
            if sw.target:
                self.draw_arrow(surface, self._centres[sw.system], sw.target, content, sw.card)
        # Systems.
        for sys in g.systems:
            cx, cy = self._centres[sys.number]
            radius = s * (0.58 if sys.is_start else 0.48)
            if sys.number in holes:
                pygame.draw.circle(surface, (6, 4, 12), (cx, cy), radius * 1.15)
                for ring, col in (
                    (1.15, (120, 60, 200)),
                    (0.8, (80, 40, 150)),
                    (0.45, (50, 20, 90)),
                ):
                    pygame.draw.circle(surface, col, (cx, cy), radius * ring, width=2)
                draw.text(
                    surface,
                    str(sys.number),
                    (cx, cy),
                    int(s * 0.4 * self.text_scale),
                    (150, 130, 190),
                    "center",
                )
                continue
            if sys.number in marks.systems:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (cx, cy), radius + 5, width=3)
            if marks.selected_system == sys.number:
                pygame.draw.circle(surface, theme.ACCENT, (cx, cy), radius + 8, width=3)
            pygame.draw.circle(surface, theme.CUBE[sys.colour], (cx, cy), radius)
            pygame.draw.circle(surface, (15, 15, 25), (cx, cy), radius, width=max(1, int(s * 0.06)))
            if sys.is_start:
                pygame.draw.circle(surface, (255, 255, 255), (cx, cy), radius + 3, width=1)
            if state.has_base(sys.number):
                ring = max(2, int(s * 0.1))
                pygame.draw.circle(surface, PLAYER, (cx, cy), radius + ring + 2, width=ring)
            ink = theme.GLYPH_INK[sys.colour]
            size = int(s * 0.42 * self.text_scale)
            draw.text(surface, str(sys.number), (cx, cy), size, ink, "center", bold=True)
            if state.has_base(sys.number):
                _base(
                    surface,
                    (cx - radius * 0.95, cy + radius * 0.7),
                    s * 0.24,
                    home=sys.number == state.home,
                )
        # Planets.
        for pid, planet in enumerate(state.planets):
            if planet.system in holes:
                continue
            px, py = self._planets[pid]
            rad = max(3, s * 0.17)
            col = theme.CUBE[planet.colour]
            if planet.settled:
                pygame.draw.circle(surface, col, (px, py), rad)
                pygame.draw.circle(surface, PLAYER, (px, py), rad + 2, width=2)
            else:
                pygame.draw.circle(surface, (18, 18, 30), (px, py), rad)
                pygame.draw.circle(surface, col, (px, py), rad, width=max(1, int(rad / 3)))
                for k in range(planet.cost):  # paid cubes as dots under the planet
                    dot = (
                        px - (planet.cost - 1) * rad * 0.5 + k * rad,
                        py + rad * 1.6,
                    )
                    filled = k < planet.cubes
                    pygame.draw.circle(
                        surface, col if filled else (60, 60, 80), dot, max(1, rad * 0.35)
                    )
            if pid in marks.planets:
                pygame.draw.circle(surface, theme.HIGHLIGHT, (px, py), rad + 4, width=2)
            if pid in marks.recall_planets:
                pygame.draw.circle(surface, theme.ACCENT, (px, py), rad + 4, width=2)
        # Swarm cards, turned toward their targets.
        if swarms:
            for sw in state.swarms:
                angle = 0.0
                if sw.target:
                    a, b = self._centres[sw.system], self._centres[sw.target]
                    angle = math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))
                show = _Show(sw.card, sw.system, self._centres[sw.system], angle, list(sw.cubes))
                self.draw_swarm(surface, content, state, show)
                if marks.hover == ("swarm", sw.system) or sw.system in marks.systems:
                    c = self._centres[sw.system]
                    pygame.draw.circle(surface, theme.HIGHLIGHT, c, s * 0.85, width=2)

    def draw_arrow(
        self,
        surface: pygame.Surface,
        start: tuple[float, float],
        target: int,
        content: Content | None = None,
        card: str = "",
    ) -> None:
        """A swarm's arrow to the system it targets (W2): its own hue and dash pattern, bent
        around the systems it passes (scenes.galaxy.weaver_marks)."""
        hue, pattern = weaver_marks.style(content, card) if content else (theme.SWARM, (0.3, 0.2))
        bias = 1 if not content or list(content.weavers).index(card) % 2 == 0 else -1
        weaver_marks.draw_arrow(surface, self, start, target, hue, pattern, bias)

    def draw_pointer(
        self,
        surface: pygame.Surface,
        start: tuple[float, float],
        target: int,
        content: Content | None = None,
        card: str = "",
    ) -> None:
        """A swarm's short arrow, its hue, pointing from its card toward its target: where it
        faces is always drawn, while only the swarms about to land or pointed at draw the
        whole arrow (five crossed the map)."""
        hue, _ = weaver_marks.style(content, card) if content else (theme.SWARM, (0.3, 0.2))
        weaver_marks.draw_pointer(surface, self, start, target, hue)

    def draw_swarm(
        self,
        surface: pygame.Surface,
        content: Content,
        state: GameState,
        show,
        pos: tuple[float, float] | None = None,
    ) -> None:
        """One Weaver card at its shown position and angle (the sharp edge faces the target),
        squeezed while it flips (a morph) and faded while it appears or leaves."""
        with draw.layer(MAP):
            self._draw_swarm(surface, content, state, show, pos)

    def _draw_swarm(self, surface, content, state, show, pos) -> None:
        s = self.size
        c = show.pos if pos is None else pos
        weaver_marks.draw_token(surface, content, state, show, c, s)
        if getattr(show, "alpha", 1.0) > 0.5:
            colour = self.galaxy.system(show.system).colour
            badge = (c[0] + s * weaver_marks.PLATE_W / 2, c[1] - s * weaver_marks.PLATE_H / 2)
            grow = 1 + (self.text_scale - 1) * 0.7  # the badge grows with its number
            pygame.draw.circle(surface, theme.CUBE[colour], badge, s * 0.26 * grow)
            draw.text(
                surface,
                str(show.system),
                badge,
                int(s * 0.34 * self.text_scale),
                theme.GLYPH_INK[colour],
                "center",
                bold=True,
            )


@attrs.define
class _Show:
    card: str
    system: int
    pos: tuple[float, float]
    angle: float
    cubes: list[int]


# The sky's cloud colours: dim violet, teal and blue, well below every piece's colour.
NEBULA_TINTS = ((90, 40, 140), (30, 90, 120), (40, 50, 150), (120, 40, 90))


def _sky_seed(galaxy: Galaxy) -> int:
    """A seed for the sky from the galaxy itself: the same map always shows the same sky,
    and the game's own random numbers are never touched."""
    key = galaxy.name + "".join(f"{s.hex.q},{s.hex.r};" for s in galaxy.systems)
    return zlib.crc32(key.encode())


def _base(surface: pygame.Surface, pos: tuple[float, float], size: float, home: bool) -> None:
    """A base: a small dome with a mast; the home base is marked with a star colour."""
    x, y = pos
    col = (255, 240, 180) if home else PLAYER
    pygame.draw.circle(surface, theme.PIECE_EDGE, (x, y), size * 1.1)
    pygame.draw.polygon(
        surface, col, [(x - size, y + size * 0.5), (x, y - size * 0.7), (x + size, y + size * 0.5)]
    )
    if home:
        pygame.draw.circle(surface, (255, 255, 255), (x, y - size * 0.9), max(2, size * 0.25))


def _point_along(pts, lengths, d: float) -> tuple[float, float]:
    for (p, q), seg in zip(zip(pts, pts[1:], strict=False), lengths, strict=False):
        if d <= seg or seg == 0:
            t = d / seg if seg else 0
            return (p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t)
        d -= seg
    return pts[-1]


def _star(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A supernova's mark: a bright core with six short rays, so it reads by its shape too."""
    cx, cy = centre
    core = theme.SUPERNOVA_CORE
    for i in range(6):
        a = math.radians(60 * i)
        tip = (cx + math.cos(a) * size * 0.5, cy + math.sin(a) * size * 0.5)
        pygame.draw.line(surface, core, centre, tip, max(1, int(size * 0.06)))
    pygame.draw.circle(surface, core, centre, size * 0.26)


def _wormhole_slots(first: tuple, second: tuple, n: int) -> list[tuple[float, float]]:
    """A wormhole's slots on its two legs: one slot sits halfway along the first leg; more
    (a scenario's longer routes) take turns between the legs, evenly spaced on each."""
    legs = (first, second)
    per_leg = [len(range(i, n, 2)) for i in (0, 1)]
    out = []
    for k in range(n):
        (x0, y0), (x1, y1) = legs[k % 2]
        t = (k // 2 + 1) / (per_leg[k % 2] + 1)
        out.append((x0 + (x1 - x0) * t, y0 + (y1 - y0) * t))
    return out
