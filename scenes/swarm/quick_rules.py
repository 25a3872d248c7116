"""Space Swarm's quick rules: six pictured pages (the round, moving, the damage, terrain, the
attributes, the bid) on the shared pages screen (scenes.table.quick_rules); their words live in
assets/swarm_tutorial.toml."""

from __future__ import annotations

from pathlib import Path

from engine.core import content as content_files
from game import resources
from game.tutorial import Page
from scenes.swarm import guided
from scenes.swarm.quick_rules_pictures import PICTURES
from scenes.table.quick_rules import PicturedPages


def load_pages(path: Path | None = None) -> tuple[Page, ...]:
    """The pages (kept with the guided game's steps); a damaged file raises ContentError
    naming the file and field."""
    p = path or resources.asset(guided.FILE)
    pages = guided.load(path).page
    for i, page in enumerate(pages):
        if page.picture not in PICTURES:
            raise content_files.ContentError(p.name, f"page[{i}].picture", "no such picture")
    return pages


class SwarmQuickRules(PicturedPages):
    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app, load_pages(), PICTURES, "swarm", page)
