"""Engine events become animations on the board, played in order (issue 6).

The engine applies a command at once; this module replays its events as beats so the player
can follow cause and effect: a swarm card turns to its new target, cubes fly from the reserve
onto a Weaver card, a card splits off and glides to its system, a morph flips the card, a
system collapses into a black hole while its routes unravel, drawn cubes tumble into the hand.
It keeps its own display model of the swarms and black holes, which catches up with the game
state beat by beat, and reveals each log line as its beat starts.
"""

from __future__ import annotations

import math
from collections.abc import Callable

import attrs
import pygame

from engine.core.commands import Event
from engine.galaxy import events as ge
from engine.galaxy.describe import log_line
from engine.galaxy.state import GameState
from engine.weavers import events as we
from engine.weavers.content import PROJECTS
from game import draw, glow, theme
from game.physics import Effects
from game.tween import (
    Beat,
    BeatQueue,
    angle_lerp,
    arc_point,
    ease_in_out,
    ease_out,
    ease_out_back,
    lerp_point,
)

WEAVER_EVENTS = tuple(
    getattr(we, n) for n in dir(we) if isinstance(getattr(we, n), type) and n[0].isupper()
)
SOUND_OF = {
    ge.CubesDrawn: "draw",
    ge.CubePlaced: "place",
    ge.ProjectCompleted: "complete",
    ge.RouteCompleted: "complete",
    ge.ConflictWon: "complete",
    ge.GameWon: "win",
    ge.GameLost: "loss",
    we.BlackHolePlaced: "engulf",
}


@attrs.define
class SwarmShow:
    """How a swarm card is drawn now (it catches up with the game through the beats).

    Where it is is kept in map terms (its system, or a glide between two systems), never in
    pixels: the window can be resized or the UI scale changed at any moment, and the card must
    stay on its system. `Animator.shown_pos` turns it into pixels for the current geometry.
    """

    card: str
    system: int
    target: int
    angle: float
    cubes: list[int]
    scale_x: float = 1.0
    alpha: float = 1.0
    glide: tuple[int, int, float, bool] | None = None  # (from, to, progress, on an arc)


@attrs.define
class Flyer:
    colour: str
    start: tuple[float, float]
    end: tuple[float, float]
    t: float = 0.0


@attrs.define
class Collapse:
    system: int
    t: float = 0.0


class Animator:
    def __init__(self, board) -> None:
        self.board = board
        self.queue = BeatQueue()
        self.effects = Effects(seed=board.session.setup.seed ^ 0x5EED)
        self.swarms: dict[str, SwarmShow] = {}
        self.black_holes: set[int] = set()
        self.flyers: list[Flyer] = []
        self.collapses: list[Collapse] = []
        self.shocks: list[list[float]] = []  # [system, t]

    # --- the display model -------------------------------------------------------------------

    def angle_to(self, system: int, target: int) -> float:
        view = self.board.view
        if not target or not view._centres:
            return 0.0
        a, b = view.centre(system), view.centre(target)
        return math.degrees(math.atan2(b[0] - a[0], -(b[1] - a[1])))

    def sync(self, state: GameState) -> None:
        """Match the game state exactly (start, undo, load, and after skipping)."""
        self.swarms = {
            s.card: SwarmShow(
                s.card,
                s.system,
                s.target,
                self.angle_to(s.system, s.target),
                list(s.cubes),
            )
            for s in state.swarms
        }
        self.black_holes = set(state.black_holes)
        self.flyers.clear()
        self.collapses.clear()

    @property
    def busy(self) -> bool:
        return self.queue.busy or self.effects.active or bool(self.flyers or self.shocks)

    def skip(self) -> None:
        self.queue.skip()
        self.effects.clear()  # tumbling cubes and motes end with the rest
        self.flyers.clear()
        self.collapses.clear()
        self.shocks.clear()
        self.sync(self.board.state)

    def update(self, dt: float) -> None:
        self.queue.update(dt)
        self.effects.update(dt)
        for s in list(self.shocks):
            s[1] += dt * 2.0
            if s[1] >= 1:
                self.shocks.remove(s)
        if not self.queue.busy and (self.flyers or self.collapses):
            self.flyers.clear()
            self.collapses.clear()
        if not self.queue.busy:
            self._catch_up()

    def _catch_up(self) -> None:
        """With nothing left to play, make sure the display model is the game state."""
        st = self.board.state
        live = {s.card: s for s in st.swarms}
        if (
            set(live) != set(self.swarms)
            or self.black_holes != set(st.black_holes)
            or any(
                (sh.system, sh.target, sh.cubes) != (live[c].system, live[c].target, live[c].cubes)
                for c, sh in self.swarms.items()
            )
        ):
            self.sync(st)

    # --- events to beats ---------------------------------------------------------------------

    def feed(self, events: list[Event]) -> None:
        for e in events:
            self._beat_for(e)

    def _log(self, e: Event) -> Callable[[], None]:
        def start() -> None:
            line = log_line(e, self.board.content, self.board.state.galaxy)
            if line:
                self.board.log.append(line)
            if isinstance(e, we.SpanEnded):
                self.board.intent.note_span(e.summary)
            sound = SOUND_OF.get(type(e))
            if isinstance(e, we.SwarmTargeted) and e.retarget:
                sound = "turn"
            if sound:
                self.board.sounds.play(sound)

        return start

    def _add(self, e: Event, duration: float, progress=None, end=None, start=None) -> None:
        log = self._log(e)

        def on_start() -> None:
            log()
            if start:
                start()

        key = "weavers" if isinstance(e, WEAVER_EVENTS) else "anim"
        self.queue.add(Beat(duration, on_start, progress, end, key))

    def _beat_for(self, e: Event) -> None:
        board = self.board
        match e:
            case we.SwarmPlaced(card=c, system=s):

                def start(c=c, s=s):
                    if c not in self.swarms:
                        self.swarms[c] = SwarmShow(c, s, 0, 0.0, [0, 0, 0], alpha=0.0)
                    self.effects.motes(board.view.centre(s), theme.SWARM, board.view.size * 0.8)

                def grow(t, c=c):
                    if c in self.swarms:
                        self.swarms[c].alpha = ease_out(t)

                self._add(e, 0.45, grow, start=start)
            case we.SwarmTargeted(card=c, target=tgt):
                holder = {}

                def start(c=c, tgt=tgt):
                    sh = self.swarms.get(c)
                    if sh:
                        holder["from"] = sh.angle
                        holder["to"] = self.angle_to(sh.system, tgt)
                        sh.target = tgt

                def turn(t, c=c):
                    sh = self.swarms.get(c)
                    if sh and "from" in holder:
                        sh.angle = angle_lerp(holder["from"], holder["to"], ease_in_out(t))

                self._add(e, 0.55, turn, start=start)
            case we.WeaverAdvanced(card=c, project=p, colour=col, diverted_to=d):
                dest_card = d

                def start(c=c, col=col, dest_card=dest_card):
                    shw = self.swarms.get(c)
                    here = self.shown_pos(shw) if shw else (0, 0)
                    end = board.anchor("tableau") if dest_card else here
                    self.flyers.append(Flyer(col, board.anchor("reserve"), end))

                def fly(t):
                    if self.flyers:
                        self.flyers[-1].t = ease_in_out(t)

                def land(c=c, p=p, dest_card=dest_card):
                    if self.flyers:
                        self.flyers.pop()
                    shw = self.swarms.get(c)
                    if shw and not dest_card:
                        shw.cubes[PROJECTS.index(p)] += 1
                        here = self.shown_pos(shw)
                        self.effects.motes(here, theme.SWARM, board.view.size * 0.7, 4)

                self._add(e, 0.32, fly, land, start)
            case we.Proliferated(card=c, new_card=n, system=frm, at=to):

                def start(c=c, n=n, frm=frm, to=to):
                    src = self.swarms.get(c)
                    if src:
                        src.cubes = [0, 0, 0]
                    angle = src.angle if src else 0.0
                    self.swarms[n] = SwarmShow(n, to, 0, angle, [0, 0, 0], glide=(frm, to, 0, True))

                def glide(t, n=n, frm=frm, to=to):
                    sh = self.swarms.get(n)
                    if sh:
                        sh.glide = (frm, to, ease_in_out(t), True)

                def settle(n=n):
                    sh = self.swarms.get(n)
                    if sh:
                        sh.glide = None

                self._add(e, 0.8, glide, settle, start)
            case we.Morphed(card=c, new_card=n, system=s):

                def flip(t, c=c, n=n):
                    sh = self.swarms.get(c) or self.swarms.get(n)
                    if sh is None:
                        return
                    if t >= 0.5 and sh.card == c:
                        del self.swarms[c]
                        sh.card = n
                        sh.cubes = [0, 0, 0]
                        self.swarms[n] = sh
                    sh.scale_x = abs(math.cos(math.pi * t))

                self._add(e, 0.6, flip)
            case we.Engulfed(card=c, left=a, at=b):

                def start(a=a, c=c):
                    sh = self.swarms.get(c)
                    if sh:
                        sh.cubes = [0, 0, 0]

                def glide(t, c=c, a=a, b=b):
                    sh = self.swarms.get(c)
                    if sh:
                        sh.glide = (a, b, ease_in_out(t), False)

                def arrive(c=c, b=b):
                    sh = self.swarms.get(c)
                    if sh:
                        sh.system = b
                        sh.glide = None

                self._add(e, 0.9, glide, arrive, start)
            case we.BlackHolePlaced(system=s):
                col = Collapse(s)

                def start(s=s, col=col):
                    self.collapses.append(col)
                    self.effects.debris(
                        board.view.centre(s), (200, 170, 255), board.view.size * 0.9
                    )

                def shrink(t, col=col):
                    col.t = t

                def done(s=s, col=col):
                    if col in self.collapses:
                        self.collapses.remove(col)
                    self.black_holes.add(s)

                self._add(e, 1.0, shrink, done, start)
            case we.RouteUnravelled(route=r, colours=cs):
                count = len(cs)

                def start(r=r, cs=cs):
                    for k, colour in enumerate(cs):
                        x, y = board.view.slot_rect(r, min(k, len(board.view._slots[r]) - 1)).center
                        self.flyers.append(Flyer(colour, (x, y), board.anchor("bag")))

                def fly(t, n=count):
                    for f in self.flyers[-n:]:
                        f.t = ease_in_out(t)

                def land(n=count):
                    del self.flyers[-n:]

                self._add(e, 0.5, fly, land, start)
            case we.Captured(system=s) | ge.BaseLost(system=s):
                self._add(e, 0.35, start=lambda s=s: self.shocks.append([s, 0.0]))
            case we.SwarmRemoved(card=c) | we.SwarmBanished(card=c):

                def fade(t, c=c):
                    sh = self.swarms.get(c)
                    if sh:
                        sh.alpha = 1 - t

                self._add(e, 0.6, fade, lambda c=c: self.swarms.pop(c, None))
            case ge.CubesDrawn(colours=cs) if cs:

                def start(cs=cs):
                    x, y, size, tray = board.anchor("hand_drop")
                    self.effects.set_tray(*tray)
                    named = [(c, theme.CUBE[c]) for c in cs]
                    self.effects.drop_cubes(named, x, y, size)

                self._add(e, 0.25, start=start)
            case we.SpanStarted():
                self._add(e, 0.25)
            case _:
                self._add(e, 0.0)

    # --- drawing -----------------------------------------------------------------------------

    def shown_pos(self, sh: SwarmShow) -> tuple[float, float]:
        """Where the card is drawn, in pixels of the view's current geometry."""
        view = self.board.view
        if sh.glide is None:
            return view.centre(sh.system)
        a, b, t, arced = sh.glide
        if arced:
            return arc_point(view.centre(a), view.centre(b), t, view.size * 1.5)
        return lerp_point(view.centre(a), view.centre(b), t)

    def draw_swarms(self, surface: pygame.Surface) -> None:
        view = self.board.view
        aimed = self.board.arrows_shown()
        for sh in self.swarms.values():
            if not sh.target or sh.alpha <= 0.5:
                continue
            if sh.card in aimed or self.queue.busy:
                view.draw_arrow(surface, self.shown_pos(sh), sh.target, self.board.content, sh.card)
            else:  # where every swarm faces is drawn, not read from its turned card
                view.draw_pointer(
                    surface, self.shown_pos(sh), sh.target, self.board.content, sh.card
                )
        for sh in self.swarms.values():
            view.draw_swarm(surface, self.board.content, self.board.state, sh, self.shown_pos(sh))

    def draw_overlay(self, surface: pygame.Surface) -> None:
        view = self.board.view
        s = view.size
        for col in self.collapses:
            cx, cy = view.centre(col.system)
            r = s * 0.6 * (1 - col.t) + s * 0.1
            for k in range(3):
                ang = col.t * 8 + k * 2.1
                pts = [
                    (
                        cx + r * (1 - j / 12) * math.cos(ang + j * 0.5),
                        cy + r * (1 - j / 12) * math.sin(ang + j * 0.5),
                    )
                    for j in range(12)
                ]
                pygame.draw.lines(surface, (150, 90, 230), False, pts, 2)
            pygame.draw.circle(surface, (8, 4, 16), (cx, cy), s * 0.5 * col.t)
            _engulf_light(surface, (cx, cy), s, col.t)
        for system, t in self.shocks:
            cx, cy = view.centre(int(system))
            pygame.draw.circle(surface, theme.DANGER, (cx, cy), s * (0.5 + t), width=2)
        for p in self.effects.particles:
            x, y = p.body.position
            if p.kind == "cube":
                img = _cube_image(p.label, int(p.size))
                img = pygame.transform.rotozoom(img, -math.degrees(p.body.angle), 1.0)
                surface.blit(img, img.get_rect(center=(int(x), int(y))))
            else:
                pygame.draw.circle(surface, p.colour, (x, y), p.size)
        size = max(10.0, s * 0.6)
        for f in self.flyers:
            for k, fade in ((0.12, 60), (0.06, 120)):  # a short trail behind the cube
                tx, ty = arc_point(f.start, f.end, max(0.0, f.t - k), s * 1.2)
                pygame.draw.circle(surface, (*theme.CUBE[f.colour], fade), (tx, ty), size * 0.25)
            pos = arc_point(f.start, f.end, f.t, s * 1.2)
            draw.cube(surface, f.colour, pos, size)


def _engulf_light(surface: pygame.Surface, centre, s: float, t: float) -> None:
    """The engulfment's flash (bright at once, gone in a third of the collapse) and its
    shockwave ring, thrown out past its reach and settling back (an overshoot easing)."""
    if t < 0.35:
        g = glow.glow(int(s * 2.2), (235, 215, 255), 230).copy()
        g.set_alpha(int(255 * (1 - t / 0.35)))
        surface.blit(g, g.get_rect(center=(int(centre[0]), int(centre[1]))))
    wave = min(1.0, t * 1.6)
    radius = s * (0.4 + 1.6 * ease_out_back(wave, 2.2))
    fade = 1 - max(0.0, (t - 0.5) / 0.5)
    colour = tuple(int(c * fade + 8 * (1 - fade)) for c in (210, 175, 255))
    for w, r in ((3, radius), (1, radius * 0.86)):
        pygame.draw.circle(surface, colour, centre, r, width=w)


_CUBES: dict[tuple[str, int], pygame.Surface] = {}


def _cube_image(colour: str, size: int) -> pygame.Surface:
    """A cube drawn once on its own surface, so it can be turned as it tumbles."""
    key = (colour, size)
    if key not in _CUBES:
        img = pygame.Surface((size + 2, size + 2), pygame.SRCALPHA)
        draw.cube(img, colour, ((size + 2) / 2, (size + 2) / 2), size)
        _CUBES[key] = img
    return _CUBES[key]
