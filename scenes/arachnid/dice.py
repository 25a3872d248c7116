"""Battle dice thrown with pymunk: square bodies tumble across a tray over the board and come
to rest showing the faces the engine rolled (A7.4), then line up by side: each colony's dice
in its colour (the colour-blind palette's too) with its glyph beside them, and apart from them
the bolster it bought (a gold band) and the free die of a height-2 web (a web drawn on it,
A7.3). The physics only moves them; the faces are the engine's, shown flickering while they
roll and fixed once they land. Cosmetic randomness has its own generator and never touches the
game's."""

from __future__ import annotations

import random
import re

import attrs
import pygame
import pymunk

from engine.arachnid.battle import FREE_DIE
from game import draw, theme
from game.tween import ease_in_out, lerp_point

TOTALS = re.compile(r"(\d+) against (\d+)")
FACES = r"\[[\d, ]*\]"
SIDE = rf"({FACES})(?: \+ bolster ({FACES}))?(?: \+ {FREE_DIE} ({FACES}))?"
ROLL = re.compile(rf"\({SIDE} vs {SIDE}\)")
NAMES = re.compile(r"^(\w+) \w+ attacks (\w+) ")
STEP = 1 / 120.0
LIFE = 2.0  # seconds a throw's beat lasts (the motion waits for it)
LINE_UP = 0.3  # seconds the landed dice take to line up by side
HOLD = 4.0  # seconds the lined-up dice and the outcome stay after that (a click clears them)
ATTACK = (200, 60, 60)  # the quick rules' dice by kind (a battle's are its colonies' colours)
DEFENCE = (60, 110, 210)
BOLSTER = (190, 150, 60)  # the bolster die (A7.3): its band on a battle's dice
GROUP_WORDS = {"own": "", "bought": "bolster", "free": "web die"}

Faces = tuple[list[int], list[int], list[int]]  # a side's own dice, bought bolster, free die


def parse_totals(text: str) -> tuple[int, int] | None:
    """The engine's sums of a battle line ('... 5 against 4 ...'), with Vicious counted."""
    m = TOTALS.search(text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def parse_roll(text: str) -> tuple[Faces, Faces] | None:
    """The faces of a battle line, attacker then defender, each as (its dice, the bolster it
    bought, the free die of a height-2 web): '([2, 1] + bolster [1] vs [2, 1, 2])'."""
    m = ROLL.search(text)
    if m is None:
        return None

    def faces(part: str | None) -> list[int]:
        return [int(x) for x in (part or "").strip("[]").split(",") if x.strip()]

    g = [faces(x) for x in m.groups()]
    return (g[0], g[1], g[2]), (g[3], g[4], g[5])


def parse_names(text: str) -> tuple[str, str] | None:
    """The colony names opening a battle line ('Red Alpha attacks Yellow Beta: ...')."""
    m = NAMES.match(text)
    return (m.group(1), m.group(2)) if m else None


@attrs.define
class Die:
    body: pymunk.Body
    face: int
    colour: str  # the colony's colour key (read from the palette when drawn)
    side: int  # 0 attacker, 1 defender
    group: str  # own, bought or free (GROUP_WORDS)
    slot: tuple[float, float] = (0.0, 0.0)  # where it lines up once landed


class DiceTray:
    def __init__(self, seed: int = 11) -> None:
        self.rng = random.Random(seed)
        self.space: pymunk.Space | None = None
        self.dice: list[Die] = []
        self.age = 0.0
        self.size = 20.0
        self.tray = pygame.Rect(0, 0, 0, 0)
        self.sums = (0, 0)
        self.colours = ("", "")
        self.landed_at = -1.0
        self._acc = 0.0
        self.outcome = ""  # the battle's end in words (the engine's line), under the dice
        self.yours = False  # a battle of your colony's

    @property
    def active(self) -> bool:
        return bool(self.dice)

    @property
    def rolling(self) -> bool:
        """Thrown and not yet lined up: the motion waits for it (`active` stays longer)."""
        return self.active and (not self.landed or self.age - self.landed_at < LINE_UP)

    def land_now(self) -> None:
        """Skip the throw: the dice lie lined up at once, the outcome under them, for the
        whole hold (a skipped battle is still shown)."""
        if not self.dice:
            return
        if not self.landed:
            self.landed_at = self.age
        self.age = self.landed_at + LINE_UP

    def clear(self) -> None:
        self.dice = []
        self.space = None

    @property
    def landed(self) -> bool:
        return self.landed_at >= 0

    def _settled(self) -> bool:
        return all(d.body.velocity.length < 8 for d in self.dice) or self.age > 1.3

    def throw(
        self,
        area: pygame.Rect,
        roll: tuple[Faces, Faces],
        hex_size: float,
        totals: tuple[int, int] | None = None,
        colours: tuple[str, str] = ("", ""),
        outcome: str = "",
        yours: bool = False,
    ) -> None:
        """Attack dice from the left, defence dice from the right, into a walled tray; each
        side's in its colony's colour (`colours`: the attacker's and the defender's keys).
        `outcome` says how the battle ends, shown under the dice once they have landed."""
        self.clear()
        self.age = 0.0
        self.landed_at = -1.0
        self.colours = colours
        self.outcome = outcome
        self.yours = yours
        space = pymunk.Space()
        space.damping = 0.35
        tray = area.inflate(-int(area.width * 0.12), -int(area.height * 0.45))
        self.tray = tray
        # As large as a hex, but each side's dice (after its glyph) line up in half the tray.
        most = max(
            1.2 * sum(map(len, side)) + 0.7 * (sum(1 for g in side if g) - 1) + 1.2 for side in roll
        )
        self.size = max(12.0, min(hex_size * 0.95, tray.width * 0.47 / max(1.0, most)))
        attack, defence = (sum(sum(g) for g in side) for side in roll)
        self.sums = totals or (attack, defence)
        st = space.static_body
        corners = [tray.topleft, tray.topright, tray.bottomright, tray.bottomleft]
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            wall = pymunk.Segment(st, a, b, 3)
            wall.elasticity = 0.6
            wall.friction = 0.8
            space.add(wall)
        self.space = space
        for side, groups in enumerate(roll):
            k = 0
            for group, faces in zip(GROUP_WORDS, groups, strict=True):
                for face in faces:
                    body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (self.size, self.size)))
                    x = (
                        tray.left + self.size * (1 + k * 1.3)
                        if side == 0
                        else tray.right - self.size * (1 + k * 1.3)
                    )
                    y = tray.centery + self.rng.uniform(-tray.height * 0.3, tray.height * 0.3)
                    body.position = (x, y)
                    speed = self.rng.uniform(500, 800) * (1 if side == 0 else -1)
                    body.velocity = (speed, self.rng.uniform(-200, 200))
                    body.angular_velocity = self.rng.uniform(-14, 14)
                    shape = pymunk.Poly.create_box(body, (self.size, self.size), 2)
                    shape.elasticity = 0.5
                    shape.friction = 0.7
                    space.add(body, shape)
                    self.dice.append(Die(body, face, colours[side], side, group))
                    k += 1
        self._slots()

    def _slots(self) -> None:
        """Where each die lines up once landed: the attacker's in the tray's left half, the
        defender's in the right, its own dice first, then a gap before each kind of bolster."""
        gap, step = self.size * 0.7, self.size * 1.2
        for side in (0, 1):
            dice = [d for d in self.dice if d.side == side]
            width, last = 0.0, ""
            for d in dice:
                width += (gap if last and d.group != last else 0.0) + step
                last = d.group
            half = self.tray.width / 2
            x = self.tray.left + side * half + (half - width) / 2 + step / 2
            last = ""
            for d in dice:
                if last and d.group != last:
                    x += gap
                d.slot = (x, self.tray.centery)
                x += step
                last = d.group

    def update(self, dt: float) -> None:
        if self.space is None:
            return
        self.age += dt
        if self.landed_at < 0 and self._settled():
            self.landed_at = self.age
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            self.space.step(STEP)
            self._acc -= STEP
        if self.landed and self.age > self.landed_at + LINE_UP + HOLD:
            self.clear()

    def draw(self, surface: pygame.Surface, s: float) -> None:
        if not self.dice:
            return
        landed = self.landed
        # The tray: a dark felt the dice roll on, the two sums once they have landed.
        felt = pygame.Surface(self.tray.size, pygame.SRCALPHA)
        felt.fill((10, 12, 22, 170))
        surface.blit(felt, self.tray)
        pygame.draw.rect(surface, (90, 96, 140), self.tray, 2, border_radius=6)
        t = min(1.0, (self.age - self.landed_at) / LINE_UP) if landed else 0.0
        if landed:
            words = f"attack {self.sums[0]}  :  {self.sums[1]} defence"
            draw.text(
                surface,
                words,
                (self.tray.centerx, self.tray.y + int(6 * s)),
                int(22 * s),
                (240, 240, 250),
                "midtop",
                True,
            )
        for d in self.dice:
            face = d.face if landed else (d.face + int(self.age * 18)) % 4
            colour = COLONY.get(d.colour, ATTACK if d.side == 0 else DEFENCE)
            img = die_face(face, int(self.size), colour, INK.get(d.colour, WHITE), d.group)
            angle = 0.0 if landed else -d.body.angle * 57.2958
            rot = pygame.transform.rotate(img, angle)
            p = d.body.position
            at = lerp_point((p.x, p.y), d.slot, ease_in_out(t)) if landed else (p.x, p.y)
            surface.blit(rot, rot.get_rect(center=(int(at[0]), int(at[1]))))
        if t >= 1.0:
            self._captions(surface, s)
            self._outcome(surface, s)

    def _outcome(self, surface: pygame.Surface, s: float) -> None:
        """How the battle ends, in the engine's words, across the tray's foot: who won and
        what the loser loses, or that a tie sends the attacker back."""
        if not self.outcome:
            return
        words = self.outcome[0].upper() + self.outcome[1:]
        box = pygame.Rect(0, 0, self.tray.width - int(16 * s), int(self.tray.height * 0.3))
        box.midbottom = (self.tray.centerx, self.tray.bottom - int(6 * s))
        size, lines = draw.fit_lines(words, int(20 * s), box.width, 2, True, int(14 * s))
        step = int(size * 1.15)
        y = box.bottom - step * len(lines)
        for line in lines:
            draw.text(surface, line, (box.centerx, y), size, OUTCOME, "midtop", True, box=box)
            y += step

    def _captions(self, surface: pygame.Surface, s: float) -> None:
        """Under the lined-up dice: each side's glyph, and the word for each kind of bolster
        (the free die of a height-2 web apart from the bought ones)."""
        from scenes.arachnid.view import token

        size = max(12, int(14 * s))
        below = self.tray.centery + self.size * 0.6 + 3 * s
        for side in (0, 1):
            dice = [d for d in self.dice if d.side == side]
            if not dice:
                continue
            if self.colours[side] in COLONY:
                x0 = dice[0].slot[0] - self.size * 1.1
                token(surface, self.colours[side], (x0, self.tray.centery), self.size * 0.4)
            for group, word in GROUP_WORDS.items():
                xs = [d.slot[0] for d in dice if d.group == group]
                if xs and word:
                    at = ((min(xs) + max(xs)) / 2, below)
                    draw.text(surface, word, at, size, theme.TEXT, "midtop", True)


WHITE = (255, 255, 255)
OUTCOME = (255, 226, 140)  # the outcome line: apart from the white sums above it
COLONY = theme.COLONY  # the palette's own tables: the colour-blind palette changes them in place
INK = theme.COLONY_INK


def die_face(
    face: int,
    n: int,
    colour: tuple[int, int, int],
    ink: tuple[int, int, int] = WHITE,
    group: str = "own",
) -> pygame.Surface:
    """One die showing `face`, n pixels square (the tray's dice and the quick rules'): a
    bought bolster die wears a gold band, the free die of a height-2 web a web across it."""
    img = pygame.Surface((n, n), pygame.SRCALPHA)
    radius = max(2, n // 5)
    pygame.draw.rect(img, colour, img.get_rect(), border_radius=radius)
    if group == "free":  # strands from the centre to the corners and a ring: a web
        c = n / 2
        for x, y in ((0, 0), (n, 0), (0, n), (n, n), (c, 0), (c, n), (0, c), (n, c)):
            pygame.draw.line(img, ink, (c, c), (x, y), 1)
        pygame.draw.circle(img, ink, (int(c), int(c)), max(2, int(n * 0.4)), 1)
    rim = BOLSTER if group in ("bought", "free") else (250, 250, 250)
    pygame.draw.rect(img, rim, img.get_rect(), 3 if group != "own" else 2, border_radius=radius)
    label = draw.rendered(str(face), int(n * (0.7 if group == "free" else 0.9)), ink, True)
    if group == "free":  # the number on a disc, readable over the strands
        pygame.draw.circle(img, colour, (n // 2, n // 2), max(3, int(n * 0.34)))
    img.blit(label, label.get_rect(center=(n // 2, n // 2)))
    return img
