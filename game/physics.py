"""Cosmetic physics with pymunk: cubes tumbling into the hand tray, swarm motes, debris.

Everything here is decoration. It has its own random generator and never touches the game's,
so it can never change a game. Bodies that have settled or faded are removed, so an idle
board has nothing left to simulate.
"""

from __future__ import annotations

import math
import random

import attrs
import pymunk

STEP = 1 / 120.0


@attrs.define
class Particle:
    body: pymunk.Body
    colour: tuple[int, int, int]
    size: float
    life: float  # seconds left
    kind: str  # cube, mote, debris
    label: str = ""  # a cube's colour name, for its glyph
    centre: tuple[float, float] = (0.0, 0.0)  # motes and debris are pulled toward this
    pull: float = 0.0


class Effects:
    def __init__(self, seed: int = 7) -> None:
        self.rng = random.Random(seed)  # cosmetic only: never the game's generator
        self.space = pymunk.Space()
        self.space.gravity = (0.0, 0.0)
        self.particles: list[Particle] = []
        self._walls: list[pymunk.Shape] = []
        self._acc = 0.0

    @property
    def active(self) -> bool:
        return bool(self.particles)

    def set_tray(self, left: float, right: float, floor: float, top: float) -> None:
        """Walls of the hand tray the drawn cubes fall into (rebuilt when the layout moves)."""
        for shape in self._walls:
            self.space.remove(shape)
        static = self.space.static_body
        self._walls = [
            pymunk.Segment(static, (left, floor), (right, floor), 2),
            pymunk.Segment(static, (left, top), (left, floor), 2),
            pymunk.Segment(static, (right, top), (right, floor), 2),
        ]
        for w in self._walls:
            w.friction = 0.9
            w.elasticity = 0.3
            w.filter = pymunk.ShapeFilter(categories=0b10)
        self.space.add(*self._walls)

    def drop_cubes(
        self, colours: list[tuple[str, tuple[int, int, int]]], x: float, y: float, size: float
    ) -> None:
        """Cubes falling from the bag into the tray, with a little spin."""
        for i, (name, rgb) in enumerate(colours):
            body = pymunk.Body(1.0, pymunk.moment_for_box(1.0, (size, size)))
            body.position = (x + i * size * 1.3 + self.rng.uniform(-4, 4), y - i * size * 0.6)
            body.angular_velocity = self.rng.uniform(-6, 6)
            body.velocity = (self.rng.uniform(-40, 40), self.rng.uniform(0, 60))
            body.velocity_func = _fall
            shape = pymunk.Poly.create_box(body, (size, size))
            shape.friction = 0.8
            shape.elasticity = 0.35
            shape.filter = pymunk.ShapeFilter(categories=0b01, mask=0b11)
            self.space.add(body, shape)
            self.particles.append(Particle(body, rgb, size, 1.6, "cube", name))

    def motes(self, centre: tuple[float, float], colour, radius: float, count: int = 10) -> None:
        """Specks of a swarm orbiting its card for a while after it acted."""
        for _ in range(count):
            self._orbiter(centre, colour, radius, life=self.rng.uniform(1.5, 2.5), kind="mote")

    def debris(self, centre: tuple[float, float], colour, radius: float, count: int = 26) -> None:
        """Fragments spiralling into a new black hole."""
        for _ in range(count):
            self._orbiter(
                centre,
                colour,
                radius * self.rng.uniform(1.0, 2.2),
                life=self.rng.uniform(0.9, 1.6),
                kind="debris",
                pull=6.0,
            )

    def _orbiter(
        self, centre, colour, radius: float, life: float, kind: str, pull: float = 0.0
    ) -> None:
        ang = self.rng.uniform(0, math.tau)
        body = pymunk.Body(0.2, 1.0)
        body.position = (centre[0] + radius * math.cos(ang), centre[1] + radius * math.sin(ang))
        speed = math.sqrt(max(1.0, radius)) * self.rng.uniform(9, 14)
        body.velocity = (-math.sin(ang) * speed, math.cos(ang) * speed)
        self.space.add(body)  # no shape: motes pass through everything
        self.particles.append(
            Particle(body, colour, self.rng.uniform(1.5, 3.0), life, kind, "", centre, pull)
        )

    def update(self, dt: float) -> None:
        if not self.particles:
            return
        self._acc += min(dt, 0.1)
        while self._acc >= STEP:
            for p in self.particles:
                if p.kind != "cube":  # a pull toward the centre keeps motes in orbit
                    dx = p.centre[0] - p.body.position.x
                    dy = p.centre[1] - p.body.position.y
                    dist = math.hypot(dx, dy) or 1.0
                    v = p.body.velocity
                    speed2 = v.x * v.x + v.y * v.y
                    accel = speed2 / dist * (1.0 + p.pull * STEP * 10)
                    p.body.velocity = (
                        v.x + dx / dist * accel * STEP,
                        v.y + dy / dist * accel * STEP,
                    )
            self.space.step(STEP)
            self._acc -= STEP
        for p in list(self.particles):
            p.life -= dt
            if p.life <= 0:
                self.space.remove(p.body, *p.body.shapes)
                self.particles.remove(p)

    def clear(self) -> None:
        for p in self.particles:
            self.space.remove(p.body, *p.body.shapes)
        self.particles.clear()


def _fall(body: pymunk.Body, gravity, damping: float, dt: float) -> None:
    pymunk.Body.update_velocity(body, (0.0, 900.0), 0.995, dt)
