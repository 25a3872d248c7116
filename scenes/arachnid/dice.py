"""Battle dice thrown with pymunk: square bodies tumble across a tray over the board and come
to rest showing the faces the engine rolled (A7.4). The physics only moves them; the faces
are the engine's, shown flickering while they roll and fixed once they land. Cosmetic
randomness has its own generator and never touches the game's."""

from __future__ import annotations

import random
import re

import attrs
import pygame
import pymunk

from game import draw

TOTALS = re.compile(r"(\d+) against (\d+)")
ROLL = re.compile(r"\((\[[\d, ]*\]) vs (\[[\d, ]*\])\)")
STEP = 1 / 120.0
LIFE = 2.0  # seconds a throw stays on screen (its beat's length)
ATTACK = (200, 60, 60)
DEFENCE = (60, 110, 210)
BOLSTER = (190, 150, 60)  # the bolster die (A7.3), apart from the attack and defence dice


def parse_totals(text: str) -> tuple[int, int] | None:
    """The engine's sums of a battle line ('... 5 against 4 ...'), with Vicious counted."""
    m = TOTALS.search(text)
    return (int(m.group(1)), int(m.group(2))) if m else None


def parse_roll(text: str) -> tuple[list[int], list[int]] | None:
    """The faces of a battle line ('... ([2, 1] vs [2, 1, 2])'), attacker then defender."""
    m = ROLL.search(text)
    if m is None:
        return None

    def faces(part: str) -> list[int]:
        return [int(x) for x in part.strip("[]").split(",") if x.strip()]

    return faces(m.group(1)), faces(m.group(2))


@attrs.define
class Die:
    body: pymunk.Body
    face: int
    colour: tuple[int, int, int]


class DiceTray:
    def __init__(self, seed: int = 11) -> None:
        self.rng = random.Random(seed)
        self.space: pymunk.Space | None = None
        self.dice: list[Die] = []
        self.age = 0.0
        self.size = 20.0
        self.tray = pygame.Rect(0, 0, 0, 0)
        self.sums = (0, 0)
        self._acc = 0.0

    @property
    def active(self) -> bool:
        return bool(self.dice)

    def clear(self) -> None:
        self.dice = []
        self.space = None

    @property
    def landed(self) -> bool:
        return all(d.body.velocity.length < 8 for d in self.dice) or self.age > 1.3

    def throw(
        self,
        area: pygame.Rect,
        roll: tuple[list[int], list[int]],
        hex_size: float,
        totals: tuple[int, int] | None = None,
    ) -> None:
        """Attack dice from the left, defence dice from the right, into a walled tray."""
        self.clear()
        self.age = 0.0
        self.size = max(14.0, hex_size * 0.75)
        space = pymunk.Space()
        space.damping = 0.35
        tray = area.inflate(-int(area.width * 0.25), -int(area.height * 0.45))
        self.tray = tray
        self.sums = totals or (sum(roll[0]), sum(roll[1]))
        st = space.static_body
        corners = [tray.topleft, tray.topright, tray.bottomright, tray.bottomleft]
        for a, b in zip(corners, corners[1:] + corners[:1], strict=True):
            wall = pymunk.Segment(st, a, b, 3)
            wall.elasticity = 0.6
            wall.friction = 0.8
            space.add(wall)
        self.space = space
        for side, faces in ((0, roll[0]), (1, roll[1])):
            for k, face in enumerate(faces):
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
                self.dice.append(Die(body, face, ATTACK if side == 0 else DEFENCE))

    def update(self, dt: float) -> None:
        if self.space is None:
            return
        self.age += dt
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            self.space.step(STEP)
            self._acc -= STEP
        if self.age > LIFE:
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
            img = die_face(face, int(self.size), d.colour)
            angle = 0.0 if landed else -d.body.angle * 57.2958
            rot = pygame.transform.rotate(img, angle)
            p = d.body.position
            surface.blit(rot, rot.get_rect(center=(int(p.x), int(p.y))))


def die_face(face: int, n: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """One die showing `face`, n pixels square (the tray's dice and the quick rules')."""
    img = pygame.Surface((n, n), pygame.SRCALPHA)
    pygame.draw.rect(img, colour, img.get_rect(), border_radius=max(2, n // 5))
    pygame.draw.rect(img, (250, 250, 250), img.get_rect(), 2, border_radius=max(2, n // 5))
    label = draw.rendered(str(face), int(n * 0.9), (255, 255, 255), True)
    img.blit(label, label.get_rect(center=(n // 2, n // 2)))
    return img
