"""The in-game rules reference of any game: every rule in our own words, searchable by ID or
keyword. Which rules and how to search them come from the game's contract (scenes.games)."""

from __future__ import annotations

import pygame

from game import draw, theme
from game.scene import Scene
from game.widgets import Button, TextInput

SCROLL_KEYS = {pygame.K_UP: -3, pygame.K_DOWN: 3, pygame.K_PAGEUP: -15, pygame.K_PAGEDOWN: 15}


def rules_of(app, mode: str, query: str = "") -> RulesScene:
    """The searchable rules of this game (F1 on its board, Menu -> Rules, Full rules)."""
    from scenes import games

    entry = games.get(mode)
    return RulesScene(app, lambda words: entry.open("rulebook", words), entry.rules_hint, query)


def rules_of_session(app, session) -> RulesScene:
    """The rules of the game this session plays."""
    from scenes import games

    return rules_of(app, games.for_rules(session.rules).mode)


class RulesScene(Scene):
    """The rules of one game: its search (a rule ID or a word -> entries with id, title, text)
    and the line saying how to search."""

    claims_keys = (pygame.K_UP, pygame.K_DOWN)  # they scroll the rules

    def __init__(self, app, search_fn, hint: str, query: str = "") -> None:
        super().__init__(app)
        self.search_fn = search_fn
        self.hint = hint
        self.search = TextInput(query, limit=30)
        self.search.focused = True
        self.scroll = 0
        self.back = Button("Back", self.close)
        self.pointer = (0, 0)

    def close(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_F1):
            self.close()
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, self.scroll - event.y * 3)
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll = max(0, self.scroll + SCROLL_KEYS[event.key])
            return
        if self.search.handle(event):
            self.scroll = 0
        self.back.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        draw.text(surface, "Rules", (int(30 * s), int(20 * s)), int(40 * s), bold=True)
        draw.text(
            surface,
            self.hint,
            (int(30 * s), int(66 * s)),
            int(20 * s),
            theme.TEXT_DIM,
        )
        self.search.rect = pygame.Rect(int(30 * s), int(92 * s), int(420 * s), int(40 * s))
        self.search.draw(surface, s, "type to search")
        self.back.rect = pygame.Rect(w - int(170 * s), int(20 * s), int(140 * s), int(44 * s))
        self.back.hover = self.back.rect.collidepoint(self.pointer)
        self.back.draw(surface, s)
        entries = self.search_fn(self.search.text)
        area = pygame.Rect(int(30 * s), int(146 * s), w - int(60 * s), h - int(166 * s))
        draw.panel(surface, area)
        y = area.y + int(12 * s) - self.scroll * int(20 * s)
        clip = surface.get_clip()
        surface.set_clip(area.inflate(-4, -4))
        f = int(20 * s)
        inner = area.inflate(-int(8 * s), -int(8 * s))

        def whole(y: int, height: int) -> bool:  # only whole lines: scrolling shows the rest
            return inner.top <= y and y + height <= inner.bottom

        for e in entries:
            if y > area.bottom:
                break
            head = f"{e.id}  {e.title}"
            if whole(y, int(22 * s)):
                draw.text(
                    surface, head, (area.x + int(16 * s), y), int(22 * s), theme.ACCENT, bold=True
                )
            y += int(28 * s)
            for line in draw.wrap(e.text, f, area.width - int(40 * s)):
                if whole(y, f):
                    draw.text(surface, line, (area.x + int(24 * s), y), f)
                y += int(f * 1.2)
            y += int(12 * s)
        if not entries:
            draw.text(
                surface, "No rule matches.", (area.x + 16 * s, area.y + 16 * s), f, theme.TEXT_DIM
            )
        surface.set_clip(clip)
