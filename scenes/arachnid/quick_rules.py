"""Arachnid's quick rules: seven pictured pages (the den, a card, spinning, a battle, critters,
Feed, scoring), then the full rule reference. Their words live in assets/arachnid_rules.toml,
every number filled from the game's data, so a page always says what the game plays."""

from __future__ import annotations

import functools

import attrs

from engine.arachnid.content import Content, default_content
from engine.arachnid.rulebook import numbers
from engine.core import content as content_files
from engine.core.content import ContentError
from game import resources
from game.tutorial import Page
from scenes.arachnid.quick_rules_pictures import PICTURES
from scenes.table.quick_rules import PicturedPages

PAGES_FILE = "arachnid_rules.toml"


@attrs.frozen
class Pages:
    page: tuple[Page, ...]


def values(content: Content) -> dict[str, object]:
    """The rulebook's numbers and the few more these pages name."""
    g = content.game
    seen: dict[str, str] = {}
    for c in g.critters:
        food = c.food
        seen.setdefault(c.name, " then ".join(str(f) for f in food))
    flies = sorted(set(g.den.flies))
    return {
        **numbers(content),
        "den_fly": " or ".join(str(f) for f in flies),
        "critter_food": ", ".join(f"{name} {food}" for name, food in seen.items()),
    }


@functools.cache
def _raw() -> tuple[Page, ...]:
    path = resources.asset(PAGES_FILE)
    data = content_files.load(path, Pages)
    for i, page in enumerate(data.page):
        if page.picture not in PICTURES:
            raise ContentError(path.name, f"page[{i}].picture", f"no picture {page.picture!r}")
    return data.page


def pages(content: Content | None = None) -> tuple[Page, ...]:
    """The pages, their numbers filled from the content; an unknown number names the file
    and the page."""
    known = values(content or default_content())
    out = []
    for i, page in enumerate(_raw()):
        try:
            out.append(attrs.evolve(page, text=page.text.format_map(known)))
        except KeyError as exc:
            raise ContentError(PAGES_FILE, f"page[{i}].text", f"unknown number {exc}") from None
    return tuple(out)


class ArachnidQuickRules(PicturedPages):
    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app, pages(), PICTURES, "arachnid", page)
