"""Weaver cards (W8) and difficulty levels (D1) as data, validated on load."""

from __future__ import annotations

import attrs

from engine.core.content import ContentError
from engine.galaxy.colours import COLOURS, ROUTE_COLOURS, SUPREMACY

PROLIFERATION, MORPHING, ENGULFMENT = 0, 1, 2
PROJECTS: tuple[str, ...] = ("proliferation", "morphing", "engulfment")


@attrs.frozen
class WeaverProject:
    colour: str
    slots: int


@attrs.frozen
class Reaction:
    """W3.3: when the player gains `symbol`, one cube of each colour goes onto this swarm."""

    symbol: str
    colours: tuple[str, str]


@attrs.frozen
class WeaverCard:
    id: str
    name: str
    arrows: tuple[str, str, str]
    proliferation: WeaverProject
    morphing: WeaverProject
    engulfment: WeaverProject
    reactions: tuple[Reaction, ...]

    @property
    def projects(self) -> tuple[WeaverProject, WeaverProject, WeaverProject]:
        return (self.proliferation, self.morphing, self.engulfment)

    def project_of(self, colour: str) -> int:
        """The project of this colour (each card's three projects have distinct colours)."""
        for i, p in enumerate(self.projects):
            if p.colour == colour:
                return i
        return -1


@attrs.frozen
class Level:
    """A difficulty level (D1). Level 3 is the standard game."""

    level: int
    name: str
    blurb: str
    slot_delta: tuple[int, int, int]  # added to each Weaver project's slots (prolif, morph, engulf)
    starting_swarms: int
    black_hole_limit: int
    head_start: int  # cubes put on each starting swarm's engulfment project at setup


@attrs.frozen
class WeaverFile:
    weavers: tuple[WeaverCard, ...]


@attrs.frozen
class LevelFile:
    levels: tuple[Level, ...]


def validate_weavers(cards: tuple[WeaverCard, ...], file: str) -> None:
    if len(cards) != 5:
        raise ContentError(file, "weavers", f"the Weaver deck has 5 cards (W8), not {len(cards)}")
    seen = set()
    for i, c in enumerate(cards):
        where = f"weavers[{i}]"
        if c.id in seen:
            raise ContentError(file, f"{where}.id", f"duplicate Weaver card {c.id!r}")
        seen.add(c.id)
        for j, a in enumerate(c.arrows):
            if a not in ROUTE_COLOURS:
                raise ContentError(file, f"{where}.arrows[{j}]", f"{a!r} is not a system colour")
        colours = [p.colour for p in c.projects]
        for name, p in zip(PROJECTS, c.projects, strict=True):
            if p.colour not in COLOURS:
                raise ContentError(file, f"{where}.{name}.colour", f"{p.colour!r} is no colour")
            if not 1 <= p.slots <= 8:
                raise ContentError(file, f"{where}.{name}.slots", "must be 1 to 8")
        if len(set(colours)) != 3:
            raise ContentError(file, where, "the three projects need distinct colours (W8)")
        if len(c.reactions) != 2:
            raise ContentError(file, f"{where}.reactions", "a Weaver card has two reactions (W8)")
        for j, r in enumerate(c.reactions):
            if r.symbol not in SUPREMACY:
                raise ContentError(file, f"{where}.reactions[{j}].symbol", f"{r.symbol!r}?")
            for colour in r.colours:
                if colour not in colours:
                    raise ContentError(
                        file,
                        f"{where}.reactions[{j}].colours",
                        f"{colour} matches none of this card's projects",
                    )


def validate_levels(levels: tuple[Level, ...], file: str) -> None:
    if sorted(lv.level for lv in levels) != [1, 2, 3, 4, 5]:
        raise ContentError(file, "levels", "levels 1 to 5 are needed, once each (D1)")
    for i, lv in enumerate(levels):
        where = f"levels[{i}]"
        if not 1 <= lv.starting_swarms <= 3:
            raise ContentError(file, f"{where}.starting_swarms", "1 to 3 swarms")
        if not 1 <= lv.black_hole_limit <= 20:
            raise ContentError(file, f"{where}.black_hole_limit", "1 to 20")
        if not 0 <= lv.head_start <= 3:
            raise ContentError(file, f"{where}.head_start", "0 to 3")
        if any(not -3 <= d <= 3 for d in lv.slot_delta):
            raise ContentError(file, f"{where}.slot_delta", "each between -3 and 3")
    standard = next(lv for lv in levels if lv.level == 3)
    if standard.slot_delta != (0, 0, 0) or standard.starting_swarms != 2 or standard.head_start:
        raise ContentError(file, "levels", "level 3 must be the standard rules (D1)")


def validate_head_starts(
    levels: tuple[Level, ...], weavers: tuple[WeaverCard, ...], file: str
) -> None:
    """A head start must leave an engulfment slot empty on every card (W1, D1): more would be
    cut back without a word, so a level that asks for it is refused by name."""
    for i, lv in enumerate(levels):
        room = min(
            max(1, w.projects[ENGULFMENT].slots + lv.slot_delta[ENGULFMENT]) for w in weavers
        )
        if lv.head_start > room - 1:
            raise ContentError(
                file,
                f"levels[{i}].head_start",
                f"at most {room - 1}: engulfment takes {room} cubes at level {lv.level}",
            )
