"""Arachnid's motion: every event is a beat with its log line, played at the chosen speed
(rivals and critters at the opponents' speed), Space or Esc skips. Spiders and critters
scuttle from hex to hex, webs are spun strand by strand, critters move under a radar sweep,
bites flash, food flies to the den, a hatching opens the incubator, and battle dice roll
(scenes.arachnid.dice) onto the faces the engine rolled.

The events carry only their words, so where things move is read from them (`hex A -> B`,
`on hex N`); what is drawn is always the state, held back until its beat has played."""

from __future__ import annotations

import math
import re
from typing import Any

import attrs
import pygame

from engine.core.commands import Event
from game import draw, theme
from game.tween import SPEEDS, Beat, BeatQueue, ease_in_out, lerp_point
from scenes.arachnid.dice import DiceTray, parse_names, parse_roll, parse_totals
from scenes.arachnid.view import COLONY, FOOD, ROLE_WORD

MOVE = re.compile(r"hex (\d+) -> (\d+)")
ON_HEX = re.compile(r"(?:on|to) hex (\d+)")
BITES = re.compile(r"bites (\w+) (\w+)")
LENGTH = {
    "Battle": 0.3,
    "Roll": 2.0,
    "CritterActed": 0.55,
    "Moved": 0.45,
    "WebSpun": 0.45,
    "SpiderHatched": 1.0,
    "CritterBite": 0.4,
    "FoodGained": 0.35,
    "Retreated": 0.4,
}
DEFAULT = 0.18
# The game's own tones (game.sound): dice, a web spun, a kill or a hatching, a new round.
SOUNDS = {
    "Battle": "draw",
    "WebSpun": "place",
    "CritterKilled": "complete",
    "SpiderHatched": "complete",
    "RoundStarted": "turn",
}
SWEEP = ("EventDrawn", "CritterActed", "CritterSpawned", "CritterBite", "CritterKilled")


@attrs.define
class Step:
    kind: str  # spider or critter
    start: int
    end: int
    index: int
    done: bool = False
    t: float = -1.0  # playing: 0..1


OUTCOMES = ("tie:", "victory for", "overkill for")


def outcome_of(after: list[Event]) -> str:
    """How a battle ends, from the engine's line that follows its roll ('' when none)."""
    for e in after:
        text = getattr(e, "text", "")
        if type(e).__name__ == "Battle":
            return text if text.startswith(OUTCOMES) else ""
    return ""


class Animator:
    def __init__(self, board: Any) -> None:
        self.board = board
        self.queue = BeatQueue()
        self.steps: list[Step] = []
        self.spins: dict[int, float] = {}  # hex -> spin progress (-1: not yet)
        self.flash: tuple[str, int, float, int] | None = None  # what, seat, progress, hex
        self.sweep: float | None = None  # radar angle in degrees while critters act
        self.dice = DiceTray()
        self.lines: list[str] = []
        self.current = ""
        self.cards: dict[int, tuple[list[str], int]] = {}  # seat -> its card's steps, done

    @property
    def busy(self) -> bool:
        """Motion still to play: the beats, and dice not yet lined up (the lined-up dice
        and the battle's outcome stay a while longer without holding the game up)."""
        return self.queue.busy or self.dice.rolling

    @property
    def rivals_playing(self) -> bool:
        """Whether a rival's or a critter's beat is still to play (or playing)."""
        return any(b.speed_key == "rivals" for b in self.queue.queue)

    def skip(self) -> None:
        """Play everything to its end at once; a battle's dice land and stay, with its
        outcome, until their hold ends or the next click."""
        self.queue.skip()
        self.dice.land_now()

    def _speeds(self) -> None:
        st = self.board.app.settings
        self.queue.speeds = {"anim": SPEEDS[st.anim_speed], "rivals": SPEEDS[st.weavers_speed]}

    # --- feeding -----------------------------------------------------------------------------

    def feed(self, events: list[Event]) -> None:
        self._speeds()
        me = self.board.me.seat
        for i, e in enumerate(events):
            name = type(e).__name__
            key = "rivals" if getattr(e, "seat", -1) != me else "anim"
            self.queue.add(self._beat(e, name, key, outcome_of(events[i + 1 :])))

    def recall(self, events: list[Event]) -> None:
        """Events already played (a resumed game): their log lines and the rivals' cards, with
        nothing to animate."""
        for e in events:
            text = getattr(e, "text", "")
            self.lines.append(f"{text} ({e.rule})" if getattr(e, "rule", "") else text)
            self._tick_card(type(e).__name__, getattr(e, "seat", -1), text)

    def _beat(self, e: Event, name: str, key: str, outcome: str = "") -> Beat:
        text = getattr(e, "text", "")
        line = f"{text} ({e.rule})" if getattr(e, "rule", "") else text
        step: Step | None = None
        m = MOVE.search(text)
        if m and name in ("Moved", "CritterActed"):
            kind = "critter" if name == "CritterActed" else "spider"
            step = Step(kind, int(m.group(1)), int(m.group(2)), len(self.steps))
            self.steps.append(step)
        spun = ON_HEX.search(text) if name == "WebSpun" else None
        if spun:
            self.spins[int(spun.group(1))] = -1.0
        roll = parse_roll(text) if name == "Battle" else None
        bitten = self._bitten(text) if name == "CritterBite" else -1

        def start() -> None:
            self.lines.append(line)
            self.current = name
            sound = SOUNDS.get(name)
            if name == "GameOver":
                sound = "win" if self.board.state.result == "won" else "loss"
            if sound and (name != "Battle" or roll is not None):
                self.board.app.sounds.play(sound)
            self._tick_card(name, getattr(e, "seat", -1), text)
            if name in SWEEP and self.sweep is None:
                self.sweep = 0.0
            elif name not in SWEEP:
                self.sweep = None
            if roll is not None:
                totals = parse_totals(text)
                v = self.board.view
                size = max(v.size, 32 * self.board.s)  # readable at every UI scale
                colours = self._colours(text)
                yours = self.board.me.colour in colours
                self.dice.throw(v.rect, roll, size, totals, colours, outcome, yours)

        def progress(t: float) -> None:
            if step is not None:
                step.t = ease_in_out(t)
            if spun:
                self.spins[int(spun.group(1))] = t
            if name in SWEEP:
                self.sweep = (self.sweep or 0.0) + 12.0
            if name in ("CritterBite", "SpiderHatched", "FoodGained", "Overkill"):
                self.flash = (name, getattr(e, "seat", -1), t, bitten)

        def end() -> None:
            if step is not None:
                step.done, step.t = True, -1.0
            if spun:
                self.spins.pop(int(spun.group(1)), None)
            self.flash = None
            if not self.queue.busy or len(self.queue) <= 1:
                self.sweep = None
                self.steps = [s for s in self.steps if not s.done]
                for i, s in enumerate(self.steps):
                    s.index = i

        length = LENGTH["Roll"] if roll is not None else LENGTH.get(name, DEFAULT)
        return Beat(length, start, progress, end, key)

    def _tick_card(self, name: str, seat: int, text: str) -> None:
        """A rival's card as it plays (AR2): shown when revealed, a step ticked per decision."""
        if name == "RivalDecision" and "reveals a" in text:
            words = text.split("card: ", 1)[1].split(";")[0]
            steps = []
            for part in words.split(", "):
                verb, _, times = part.rpartition(" x")
                steps += [verb] * (int(times) if times.isdigit() else 1)
            self.cards[seat] = (steps, 0)
        elif name in ("RivalDecision", "StepSkipped") and seat in self.cards:
            if "shuffles" not in text:
                steps, done = self.cards[seat]
                self.cards[seat] = (steps, min(len(steps), done + 1))

    def update(self, dt: float) -> bool:
        self.queue.update(dt)
        self.dice.update(dt)
        return self.busy or self.dice.active

    # --- where things are drawn --------------------------------------------------------------

    def place(self, kind: str, h: int, at: Any, before: int | None = None) -> tuple[float, float]:
        """Where a piece now on hex h is drawn: held at its origin until its move plays."""
        before = len(self.steps) if before is None else before
        for s in reversed(self.steps[:before]):
            if s.kind == kind and s.end == h:
                if s.done:
                    return at(h)
                origin = self.place(kind, s.start, at, s.index)
                if s.t < 0:
                    return origin
                return lerp_point(origin, at(h), s.t)
        return at(h)

    def spin_of(self, h: int) -> float | None:
        """A web not yet spun (-1) or being spun (0..1); None when it shows as it is."""
        return self.spins.get(h)

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        v = self.board.view
        if self.sweep is not None:
            _sweep(surface, v, self.sweep)
        if self.flash is not None:
            self._flash(surface, *self.flash)
        self.dice.draw(surface, self.board.s)

    def _colours(self, text: str) -> tuple[str, str]:
        """The attacking and defending colonies' colour keys, from a battle line's names."""
        names = parse_names(text)
        game = self.board.content.game
        if names is None or not all(n in game.colour_names for n in names):
            return ("", "")
        a, d = (game.colours[game.colour_names.index(n)] for n in names)
        return (a, d)

    def _bitten(self, text: str) -> int:
        """The hex of the spider a bite names ('... bites Yellow Beta: ...'), or -1."""
        m = BITES.search(text)
        if m is None:
            return -1
        game = self.board.content.game
        for c in self.board.state.colonies:
            if game.colour_names[game.colours.index(c.colour)] == m.group(1):
                for sp in c.spiders:
                    if sp.deployed and ROLE_WORD[sp.kind] == m.group(2):
                        return sp.hex
        return -1

    def _flash(self, surface: pygame.Surface, what: str, seat: int, t: float, h: int) -> None:
        v = self.board.view
        cx, cy = v.rect.center
        if what == "CritterBite":  # a red burst on the bitten spider
            x, y = v.centre(h) if h >= 0 else (cx, cy)
            r = v.size * (0.4 + 0.9 * t)
            width = max(1, int(5 * (1 - t)) + 1)
            pygame.draw.circle(surface, (255, 70, 70), (int(x), int(y)), max(2, int(r)), width)
            for k in range(6):
                a = math.radians(60 * k + 30)
                inner = (x + math.cos(a) * r, y + math.sin(a) * r)
                outer = (x + math.cos(a) * r * 1.4, y + math.sin(a) * r * 1.4)
                pygame.draw.line(surface, (255, 120, 90), inner, outer, 2)
        elif what == "SpiderHatched":
            colour = COLONY[self.board.state.colonies[seat].colour] if seat >= 0 else theme.ACCENT
            if seat >= 0:  # the colony's incubator (your den, or the rival's panel) opens too
                ax, ay = self.board.colony_anchor(seat)
                glow = int(v.size * (0.3 + 0.9 * t))
                pygame.draw.circle(surface, colour, (int(ax), int(ay)), glow, 3)
            for k in range(3):
                r = int(v.size * (0.6 + 3.2 * t) * (1 + k * 0.35))
                pygame.draw.circle(surface, colour, (cx, cy), r, 2)
            shell = int(v.size * 1.2)
            gap = int(shell * t)
            pygame.draw.arc(
                surface,
                (240, 236, 210),
                (cx - shell, cy - shell - gap, 2 * shell, 2 * shell),
                0,
                math.pi,
                4,
            )
            pygame.draw.arc(
                surface,
                (240, 236, 210),
                (cx - shell, cy - shell + gap, 2 * shell, 2 * shell),
                math.pi,
                2 * math.pi,
                4,
            )
            draw.text(
                surface, "Hatching!", (cx, cy), int(v.size * 0.8), (250, 245, 220), "center", True
            )
        elif what == "FoodGained":
            end = self.board.colony_anchor(seat)
            p = lerp_point((cx, cy), end, ease_in_out(t))
            pygame.draw.circle(
                surface,
                FOOD,
                (int(p[0]), int(p[1] - 60 * math.sin(math.pi * t))),
                max(4, int(v.size * 0.22)),
            )
        elif what == "Overkill":
            pygame.draw.rect(surface, (255, 80, 80), v.rect, max(1, int(6 * (1 - t))))


def _sweep(surface: pygame.Surface, v: Any, angle: float) -> None:
    """The radar sweep: a bright arm turning round the spawn hex with a fading trail."""
    cx, cy = v.centre(0)
    r = v.size * 9.6
    for k in range(10):
        a = math.radians(angle - k * 4)
        end = (cx + r * math.cos(a), cy + r * math.sin(a))
        shade = max(30, 200 - k * 18)
        pygame.draw.line(surface, (80, shade, 120), (cx, cy), end, 3 if k == 0 else 1)
    pygame.draw.circle(surface, (80, 200, 120), (int(cx), int(cy)), int(r), 1)
