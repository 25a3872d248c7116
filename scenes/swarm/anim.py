"""Space Swarm's motion: each event a beat whose log line shows as it starts. Fleets glide
along their path (a Wormhole jump as a warp), strikes fly in initiative order with the losses
falling away, new fleets arrive at home, the deck thins as cards are drawn. Rivals' beats run
at the rivals' speed (Settings), the player's at the animation speed; Space skips."""

from __future__ import annotations

import math

import attrs
import pygame

from engine.core.commands import Event
from engine.swarm import events as ev
from engine.swarm.describe import log_line
from engine.swarm.state import AUTOMA
from game import draw
from game.rule_tags import split_rule
from game.tween import Beat, BeatQueue, ease_in_out, ease_out, lerp_point

STEP_S = 0.28  # a fleet's glide per hex at 1x
STRIKE_S = 0.5
RIVAL_S = 0.55  # a rival's decision line stays this long before its next beat


@attrs.define
class Glide:
    race: str
    points: list[tuple[float, float]]
    count: int
    t: float = 0.0


@attrs.define
class Flash:
    """A strike line, a warp ring or an arrival pulse, fading as t goes 0 -> 1."""

    kind: str  # strike, warp, arrive
    a: tuple[float, float]
    b: tuple[float, float]
    words: str = ""
    colour: tuple[int, int, int] = (255, 255, 255)
    t: float = 0.0


class Animator:
    def __init__(self, board) -> None:
        self.board = board
        self.queue = BeatQueue()
        self.glides: list[Glide] = []
        self.flashes: list[Flash] = []
        self.pending_draws = 0  # cards drawn by events whose beat has not started yet
        # Fleets the map shows apart from the state, by (seat, hex), while their events have
        # yet to play: a stack arrives when its glide lands, losses fall away with the strike.
        self.pending: dict[tuple[int, int], int] = {}
        self.focus = -1  # the hex the current beat is about (ringed)
        self._pending: Event | None = None  # the event whose beats are being queued
        # While rivals' beats play, the bars and panels show what the map shows: the round
        # and the rival deciding as of the beat now playing, not the state already ahead.
        self.rival_beats = 0  # rivals' beats queued and not yet finished
        self.round = 0  # the round the beats now playing belong to
        self.actor = ""  # the race whose beat plays now
        self.order: list[int] | None = None  # the turn order as of the beat now playing

    @property
    def busy(self) -> bool:
        return self.queue.busy

    @property
    def rivals_playing(self) -> bool:
        """Rivals' moves are still being shown: the player's input waits for them."""
        return self.rival_beats > 0

    def skip(self) -> None:
        self.queue.skip()
        self.rival_beats = 0
        self.pending.clear()
        self.glides.clear()
        self.flashes.clear()
        self.focus = -1

    def update(self, dt: float) -> None:
        self.queue.update(dt)

    def shown_deck(self) -> int:
        return len(self.board.state.deck) + self.pending_draws

    def shown_fleets(self, seat: int, h: int) -> int:
        return max(0, self.board.state.races[seat].fleets[h] + self.pending.get((seat, h), 0))

    def _shift(self, seat: int, h: int, n: int) -> None:
        key = (seat, h)
        self.pending[key] = self.pending.get(key, 0) + n
        if not self.pending[key]:
            del self.pending[key]

    def _seat(self, race_id: str) -> int:
        r = self.board.state.race(race_id)
        return r.seat if r is not None else -1

    # --- events to beats ---------------------------------------------------------------------

    def feed(self, events: list[Event]) -> None:
        for e in events:
            self._pending = e
            self._beat(e)

    def _add(self, beat: Beat) -> None:
        """Queue a beat, keeping count of the rivals' ones and noting, as each starts, the
        round and the race it belongs to."""
        e = self._pending
        rival = beat.speed_key == "weavers"
        start, end = beat.on_start, beat.on_end

        def started() -> None:
            if isinstance(e, ev.RoundStarted):
                self.round = e.round
            if isinstance(e, ev.TurnOrderSet):
                self.order = [self._seat(r) for r in e.races]
            if getattr(e, "race", ""):
                self.actor = e.race
            if start is not None:
                start()

        def ended() -> None:
            if end is not None:
                end()
            if rival:
                self.rival_beats = max(0, self.rival_beats - 1)

        beat.on_start, beat.on_end = started, ended
        if rival:
            self.rival_beats += 1
        self.queue.add(beat)

    def _key(self, race_id: str) -> str:
        r = self.board.state.race(race_id)
        return "weavers" if r is not None and r.kind == AUTOMA else "anim"

    def _log(self, e: Event):
        board = self.board
        line = log_line(e, board.content, board.state)

        repeat = isinstance(e, ev.StandingSet)  # a standing that did not change: said once

        def start() -> None:
            # The standing after the bid window names another rule (S4.3, not S4.2) but the
            # same races: a player reads the words alone, so it is said once.
            same = board.log and split_rule(board.log[-1])[0] == split_rule(line or "")[0]
            if line and not (repeat and same):
                board.log.append(line)
                board.log_scroll = 0

        return start

    def _beat(self, e: Event) -> None:
        log = self._log(e)
        view = self.board.view
        key = self._key(getattr(e, "race", ""))
        if isinstance(e, ev.CardsDrawn):
            n_drawn = len(e.cards)
            self.pending_draws += n_drawn

            def drawn(n=n_drawn) -> None:
                self.pending_draws -= n
                log()

            self._add(Beat(0.15 if e.cards else 0.0, drawn, speed_key=key))
            return
        if isinstance(e, ev.FleetsMoved) and e.path:
            hexes = [e.origin, *e.path]
            glide = Glide(e.race, [view.centre(h) for h in hexes], e.count)
            seat, origin, dest = self._seat(e.race), e.origin, e.path[-1]
            self._shift(seat, origin, e.count)  # still home until the glide sets out
            self._shift(seat, dest, -e.arrived)  # not there before it lands

            def start(g=glide, h=dest) -> None:
                log()
                self.focus = h
                self.glides.append(g)
                self._shift(seat, origin, -g.count)

            def move(t: float, g=glide) -> None:
                g.t = ease_in_out(t)

            def end(g=glide, n=e.arrived) -> None:
                if g in self.glides:
                    self.glides.remove(g)
                self._shift(seat, dest, n)

            seconds = min(1.4, STEP_S * len(e.path))
            self._add(Beat(seconds, start, move, end, speed_key=key))
            return
        if isinstance(e, ev.WormholeJump):
            flash = Flash("warp", view.centre(e.origin), view.centre(e.to), colour=(200, 150, 255))
            self._flash(flash, 0.35, log, key)
            return
        if isinstance(e, ev.Strike):
            st = self.board.state
            a, b = st.race(e.race), st.race(e.target)
            pa = self.board.counter_pos(a.seat, e.hex) if a else view.centre(e.hex)
            pb = self.board.counter_pos(b.seat, e.hex) if b else view.centre(e.hex)
            words = f"-{e.destroyed}" if e.destroyed else "0"
            colour = self.board.race_colour(a.seat) if a else (255, 255, 255)
            if b is not None and e.destroyed:  # the losses fall away as the strike lands
                self._shift(b.seat, e.hex, e.destroyed)
                fall = (b.seat, e.hex, -e.destroyed)
            else:
                fall = None
            self._flash(Flash("strike", pa, pb, words, colour), STRIKE_S, log, key, e.hex, fall)
            return
        if isinstance(e, ev.FleetsProduced):
            c = view.centre(e.hex)
            colour = self.board.race_colour(self.board.state.race(e.race).seat)
            seat = self._seat(e.race)
            self._shift(seat, e.hex, -e.count)  # new fleets arrive with their beat
            arrive = (seat, e.hex, e.count)
            self._flash(Flash("arrive", c, c, f"+{e.count}", colour), 0.4, log, key, e.hex, arrive)
            return
        if isinstance(e, ev.BattleStarted):
            c = view.centre(e.hex)
            self._flash(Flash("arrive", c, c, "", (255, 120, 110)), 0.35, log, key, e.hex)
            return
        if isinstance(e, ev.RivalDecision):
            self._add(Beat(RIVAL_S, log, speed_key="weavers"))
            return
        self._add(Beat(0.0, log, speed_key=key))

    def _flash(
        self, flash: Flash, seconds: float, log, key: str, focus: int = -1, shift=None
    ) -> None:
        def start() -> None:
            log()
            self.focus = focus
            self.flashes.append(flash)
            if shift is not None and flash.kind == "arrive":
                self._shift(*shift)

        def prog(t: float) -> None:
            flash.t = t

        def end() -> None:
            if flash in self.flashes:
                self.flashes.remove(flash)
            if shift is not None and flash.kind == "strike":
                self._shift(*shift)

        self._add(Beat(seconds, start, prog, end, speed_key=key))

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        board = self.board
        size = board.view.size
        for g in self.glides:
            pos = _along(g.points, g.t)
            r = board.state.race(g.race)
            if r is not None:
                shape = board.content.game.races[r.seat].emblem
                board.view.counter(surface, shape, board.race_colour(r.seat), pos, g.count)
        for f in self.flashes:
            if f.kind == "strike":
                tip = lerp_point(f.a, f.b, ease_out(min(1.0, f.t * 1.6)))
                pygame.draw.line(surface, f.colour, f.a, tip, max(2, int(size / 12)))
                pygame.draw.circle(surface, (255, 240, 200), tip, max(3, int(size / 9)))
                if f.t > 0.5 and f.words:  # the loss falls away below the target
                    y = f.b[1] + size * 0.3 + size * 0.5 * (f.t - 0.5)
                    draw.text(surface, f.words, (int(f.b[0]), int(y)), int(size * 0.42),
                              (255, 120, 110), "center", bold=True)  # fmt: skip
            elif f.kind == "warp":
                for c in (f.a, f.b):
                    for k in range(3):
                        rad = size * (0.2 + 0.3 * ((f.t + k / 3) % 1.0))
                        pygame.draw.circle(surface, f.colour, c, rad, width=2)
            else:
                rad = size * (0.3 + 0.6 * f.t)
                pygame.draw.circle(surface, f.colour, f.a, rad, width=max(1, int(3 * (1 - f.t))))
                if f.words:
                    at = (int(f.a[0]), int(f.a[1] - size * 0.5 - size * 0.3 * f.t))
                    draw.text(surface, f.words, at, int(size * 0.4), f.colour, "center", True)


def _along(points: list[tuple[float, float]], t: float) -> tuple[float, float]:
    if len(points) == 1:
        return points[0]
    x = t * (len(points) - 1)
    i = min(len(points) - 2, int(math.floor(x)))
    return lerp_point(points[i], points[i + 1], x - i)
