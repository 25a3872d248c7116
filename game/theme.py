"""Colours and fonts shared by every scene; sizes scale with the window and the UI-scale setting."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypedDict

import pygame

# The width Space Swarm's board lays its panels out for: narrower than the 1280 design width,
# so a larger UI scale still grows its words at 1280x720 (the map takes what is left).
BOARD_PAGE_W = 1080
MIN_TEXT = 11  # px at 1280x720 and 100 %: the smallest text a busy board may draw
BG_TOP = (8, 10, 24)
BG_BOTTOM = (22, 14, 40)
TEXT = (230, 232, 244)
TEXT_DIM = (150, 155, 180)
ACCENT = (180, 140, 255)
PANEL = (24, 26, 46)
PANEL_EDGE = (70, 74, 110)
BUTTON = (42, 44, 78)
BUTTON_HOVER = (70, 60, 120)
BUTTON_DISABLED = (30, 31, 48)

_fonts: dict[tuple[int, bool], pygame.font.Font] = {}
# What is drawn with the fonts and colours and cached (game.draw's caches) registers here to be
# forgotten when they change, so the theme needs to know none of its users.
_on_change: list[Callable[[], None]] = []


def when_changed(forget: Callable[[], None]) -> None:
    """Call `forget` whenever the fonts or the palette change."""
    _on_change.append(forget)


def _changed() -> None:
    for forget in _on_change:
        forget()


def reset_fonts() -> None:
    """Forget cached fonts (they die with pygame.font.quit()) and what was drawn with them."""
    _fonts.clear()
    _changed()


# Inter (assets/fonts, SIL Open Font License): pygame's default font spaced its letters
# unevenly ("galax y", "Ny x") and made bold by smearing. Sizes across the game were chosen
# for that font, which at size N is about as wide as Inter Regular at 0.72 N and SemiBold at
# 0.79 N: scaling keeps every layout as it was.
FONT_FILES = {False: ("Inter-Regular.otf", 0.72), True: ("Inter-SemiBold.otf", 0.79)}


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The game font at a size (cached), in the units of pygame's default font."""
    key = (max(6, int(size)), bold)
    if key not in _fonts:
        from game.resources import asset

        name, factor = FONT_FILES[bold]
        try:
            f = pygame.font.Font(str(asset("fonts", name)), max(6, round(key[0] * factor)))
        except (FileNotFoundError, OSError, pygame.error):  # a damaged install still shows text
            f = pygame.font.Font(None, key[0])
            f.set_bold(bold)
        _fonts[key] = f
    return _fonts[key]


def scale_for(size: tuple[int, int], ui_scale: float = 1.0) -> float:
    """How much bigger than the 1280x720 design size things are drawn."""
    w, h = size
    return max(0.75, min(w / 1280, h / 720)) * ui_scale


def fit_scale(size: tuple[int, int], ui_scale: float, page: tuple[int, int]) -> float:
    """The scale for a screen laid out on a fixed page (in 1280x720 design units): a larger UI
    scale draws it larger, as far as the window holds the whole page, never below 100 %."""
    w, h = size
    plain = scale_for(size)
    return max(plain, min(plain * ui_scale, w / page[0], h / page[1]))


def vertical_gradient(size: tuple[int, int], top: tuple, bottom: tuple) -> pygame.Surface:
    w, h = size
    column = pygame.Surface((1, max(1, h)))
    for y in range(max(1, h)):
        t = y / max(1, h - 1)
        column.set_at((0, y), [round(a + (b - a) * t) for a, b in zip(top, bottom, strict=True)])
    return pygame.transform.scale(column, (max(1, w), max(1, h)))


# Cube and system colours; each cube also carries a glyph (ARCHITECTURE: never colour alone).
CUBE = {
    "red": (214, 68, 68),
    "blue": (72, 128, 232),
    "yellow": (236, 200, 64),
    "white": (236, 236, 242),
    "black": (30, 30, 36),
}
GLYPH_INK = {
    "red": (255, 232, 232),
    "blue": (232, 242, 255),
    "yellow": (70, 52, 0),
    "white": (60, 60, 70),
    "black": (235, 235, 240),
}
TERRAIN = {
    "supernova": (150, 70, 20),
    "nebula": (70, 40, 100),
    "wormhole": (20, 110, 120),
    "deep_space": (16, 18, 34),
    "asteroids": (52, 48, 44),
    "dark_matter": (10, 10, 16),
}
# Marks every game's screens use alike, so a player reads them the same in each game.
HINT = (255, 230, 90)  # the hinted move's ring and words; the guided game's ring
GOLD = (255, 214, 120)  # yours and earned: your pieces, finished projects, milestones, points
WON = (255, 220, 130)  # a won game's result line
PIECE_EDGE = (20, 20, 30)  # the dark rim that sets a piece or token off the board
# Arachnid's colonies, each with the ink of its glyph; a colony also has its shape, so colour
# never carries meaning alone.
COLONY = {
    "red": (214, 72, 72),
    "yellow": (232, 196, 60),
    "green": (80, 190, 110),
    "purple": (160, 100, 230),
}
COLONY_INK = {
    "red": (255, 236, 226),
    "yellow": (50, 40, 0),
    "green": (10, 40, 16),
    "purple": (246, 236, 255),
}
# Space Swarm's races by id: empty in the standard palette, where each race keeps the colour
# its data gives it (engine/swarm/data/game.toml); the colour-blind palette sets all four.
RACE: dict[str, tuple[int, int, int]] = {}
HIGHLIGHT = (120, 255, 170)
DANGER = (255, 110, 110)
SWARM = (190, 90, 255)
SUPERNOVA_CORE = (255, 170, 60)


# The colour-blind-safe palette (Okabe and Ito's colours, told apart with any common colour
# vision deficiency): the cubes (and so the systems and planets of their colour), the swarms
# and the lit/danger marks change; the glyphs stay, so colour never carries meaning alone.
RGB = tuple[int, int, int]


class Palette(TypedDict):
    """One palette: the tables set_palette refills in place and the single marks it rebinds."""

    CUBE: dict[str, RGB]
    GLYPH_INK: dict[str, RGB]
    HIGHLIGHT: RGB
    DANGER: RGB
    SWARM: RGB
    TERRAIN: dict[str, RGB]
    SUPERNOVA_CORE: RGB
    COLONY: dict[str, RGB]
    COLONY_INK: dict[str, RGB]
    RACE: dict[str, RGB]


PALETTES: dict[str, Palette] = {
    "standard": {
        "CUBE": dict(CUBE),
        "GLYPH_INK": dict(GLYPH_INK),
        "HIGHLIGHT": HIGHLIGHT,
        "DANGER": DANGER,
        "SWARM": SWARM,
        "TERRAIN": dict(TERRAIN),
        "SUPERNOVA_CORE": SUPERNOVA_CORE,
        "COLONY": dict(COLONY),
        "COLONY_INK": dict(COLONY_INK),
        "RACE": {},
    },
    "colour-blind": {
        "CUBE": {
            "red": (213, 94, 0),
            "blue": (0, 114, 178),
            "yellow": (240, 228, 66),
            "white": (236, 236, 242),
            "black": (30, 30, 36),
        },
        "GLYPH_INK": {**GLYPH_INK, "red": (255, 240, 225), "yellow": (60, 52, 0)},
        "HIGHLIGHT": (86, 180, 233),
        "DANGER": (230, 159, 0),
        "SWARM": (204, 121, 167),
        # A supernova's brown-orange sat too close to the vermillion of red systems and cubes:
        # here it is a near-black hex round a white star, told apart by lightness and shape.
        "TERRAIN": {**TERRAIN, "supernova": (42, 30, 28)},
        "SUPERNOVA_CORE": (250, 246, 230),
        # Arachnid's red and green colonies are the pair most often confused: a vermillion
        # and a blue-leaning green, chosen so that every two colonies stay far apart with
        # deuteranopia or protanopia (tests/client/test_theme.py).
        "COLONY": {
            "red": (220, 80, 30),
            "yellow": (240, 228, 66),
            "green": (60, 200, 160),
            "purple": (120, 60, 200),
        },
        "COLONY_INK": {**COLONY_INK, "red": (255, 240, 225)},
        # Yellow, sky blue, violet and vermillion: each race keeps its hue family, and the
        # closest two stay far apart with deuteranopia and protanopia (tests/client/test_theme.py).
        "RACE": {
            "ochre": (240, 228, 66),
            "teal": (86, 180, 233),
            "violet": (120, 60, 200),
            "crimson": (213, 94, 0),
        },
    },
}
palette = "standard"


def set_palette(name: str) -> None:
    """Switch the colours every scene reads at draw time (dicts change in place, so modules
    that keep a reference to CUBE see the new colours too)."""
    global HIGHLIGHT, DANGER, SWARM, SUPERNOVA_CORE, palette
    chosen = PALETTES[name]
    HIGHLIGHT = chosen["HIGHLIGHT"]
    DANGER = chosen["DANGER"]
    SWARM = chosen["SWARM"]
    SUPERNOVA_CORE = chosen["SUPERNOVA_CORE"]
    for table, colours in (
        (CUBE, chosen["CUBE"]),
        (GLYPH_INK, chosen["GLYPH_INK"]),
        (TERRAIN, chosen["TERRAIN"]),
        (COLONY, chosen["COLONY"]),
        (COLONY_INK, chosen["COLONY_INK"]),
        (RACE, chosen["RACE"]),
    ):
        table.clear()
        table.update(colours)
    palette = name
    _changed()
