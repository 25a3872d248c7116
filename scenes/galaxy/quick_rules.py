"""The Weavers' quick rules: five pictured pages (routes, planets, a swarm, the Span, capture)
on the shared pages screen (scenes.table.quick_rules)."""

from __future__ import annotations

from game import tutorial
from scenes.galaxy.quick_rules_pictures import PICTURES
from scenes.table.quick_rules import PicturedPages


class QuickRulesScene(PicturedPages):
    def __init__(self, app, page: int = 0) -> None:
        super().__init__(app, tutorial.load().page, PICTURES, "galaxy", page)
