"""How an Arachnid save shows on the shared Load screen: its small web and its words."""

from __future__ import annotations

import pygame

from scenes.arachnid import pieces
from scenes.arachnid.game_over import CAUSES
from scenes.arachnid.view import WebView
from scenes.table.load_rows import number


def draw_web(surface: pygame.Surface, view: WebView, state, content) -> None:
    """The web with every colony's webs, food, funnels, spiders and critters (no marks)."""
    colours = [c.colour for c in state.colonies]
    pieces.ground(surface, view)
    pieces.webs(surface, view, state, colours, lambda h: None)
    pieces.food_and_funnels(surface, view, state, colours)
    r = view.size * 0.42
    for c in state.colonies:
        for sp in c.spiders:
            if sp.deployed:
                pieces.spider(surface, view.centre(sp.hex), r, c.colour, sp)
    for cr in state.critters:
        if cr.hex >= 0:
            pieces.critter(surface, view.centre(cr.hex), r, content, cr)


class Thumbnail:
    """The web in small: fit, then draw (the Load screen's calls for every game)."""

    def __init__(self, state) -> None:
        self.view = WebView(pygame.Rect(0, 0, 10, 10))

    def fit(self, rect: pygame.Rect) -> None:
        if self.view.rect != rect:
            self.view = WebView(rect, least=1.0)  # small as the card needs: never past it

    def draw(self, surface: pygame.Surface, state, content, marks=None) -> None:
        clip = surface.get_clip()
        surface.set_clip(self.view.rect.clip(clip) if clip else self.view.rect)
        try:
            draw_web(surface, self.view, state, content)
        finally:
            surface.set_clip(clip)


def title(summary: dict) -> str:
    """Short, so the card's title keeps its size at a large UI scale (it shrank below the
    line under it)."""
    rivals = summary.get("rivals", "?")
    who = f"{rivals} {'rival' if rivals == 1 else 'rivals'}"
    return f"Arachnid, {who}, round {summary.get('round', '?')}"


def result(summary: dict) -> str:
    won = summary.get("result") == "won"
    cause = CAUSES.get(str(summary.get("cause", "")), "the game ended")
    return f"{'Won' if won else 'Lost'}: {cause}"


def facts(summary: dict) -> str:
    """Its level (with the level's name) and your colony's colour."""
    from engine.arachnid.content import default_content

    game = default_content()
    level = game.levels.get(number(summary, "difficulty"))
    parts = [f"Level {summary.get('difficulty', '?')}" + (f" ({level.name})" if level else "")]
    colour = summary.get("colour")
    if colour in game.game.colours:
        parts.append(f"You play {game.game.colour_names[game.game.colours.index(colour)]}")
    return "  |  ".join(parts)


def where(summary: dict) -> str:
    return f"round {summary.get('round', '?')}"


def scenario_words(setup) -> tuple[str, str] | None:
    """The scenario's name and what it is (AD2), for its briefing and the board."""
    from engine.arachnid.content import default_content

    number = setup.options.get("scenario")
    content = default_content()
    if not number or number not in content.scenarios:
        return None
    scen = content.scenarios[number]
    return f"Scenario {number}: {scen.name}", scen.text
