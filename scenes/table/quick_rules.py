"""Any game's quick rules: a few pages with pictures, then its full, searchable rule reference
(scenes.table.rules). A game gives its pages (title, text, picture name) and the functions that draw
its pictures; the pages, buttons and keys are the same for every game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game import draw, theme
from game.scene import Scene
from game.widgets import Button

Picture = Callable[[pygame.Surface, pygame.Rect, float], None]


class PicturedPages(Scene):
    """`pages`: each with .title, .text and .picture (a key of `pictures`); `mode`: the game
    whose rule reference Full rules opens."""

    claims_keys = (pygame.K_LEFT, pygame.K_RIGHT)  # they turn the pages

    def __init__(
        self,
        app,
        pages: Sequence[Any],
        pictures: dict[str, Picture],
        mode: str,
        page: int = 0,
    ) -> None:
        super().__init__(app)
        self.pages = tuple(pages)
        self.pictures = pictures
        self.mode = mode
        self.page = max(0, min(page, len(self.pages) - 1))
        self.pointer = (0, 0)
        self.back = Button("Back", self.close)
        self.full = Button("Full rules", self.open_reference)
        self.prev = Button("Previous", self.previous)
        self.next = Button("Next", self.forward)
        self.buttons = [self.back, self.full, self.prev, self.next]

    def close(self) -> None:
        self.app.scenes.pop()

    def open_reference(self) -> None:
        from scenes.table.rules import rules_of

        self.app.scenes.replace(rules_of(self.app, self.mode))

    def previous(self) -> None:
        self.page = max(0, self.page - 1)

    def forward(self) -> None:
        if self.page + 1 < len(self.pages):
            self.page += 1
        else:
            self.open_reference()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key != pygame.K_ESCAPE:
            if event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
                self.forward()
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
                self.previous()
            elif event.key == pygame.K_F1:
                self.open_reference()
            return
        self.handle_menu(event, self.close)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        page = self.pages[self.page]
        margin = int(30 * s)
        bw, bh = int(150 * s), int(44 * s)
        self.back.rect = pygame.Rect(w - margin - bw, int(20 * s), bw, bh)
        self.full.rect = pygame.Rect(self.back.rect.x - int(12 * s) - bw, int(20 * s), bw, bh)
        head = f"Quick rules {self.page + 1} of {len(self.pages)}"
        room = self.full.rect.x - 2 * margin
        draw.text(surface, head, (margin, int(20 * s)), int(20 * s), theme.TEXT_DIM)
        title_size = draw.fit_size(page.title, int(36 * s), room)
        draw.text(surface, page.title, (margin, int(44 * s)), title_size, bold=True)
        top = int(100 * s)
        bottom = h - int(84 * s)
        body = pygame.Rect(margin, top, w - 2 * margin, bottom - top)
        # The picture on the left, the words on the right (side by side in a wide window).
        pic_w = int(body.width * 0.58)
        pic = pygame.Rect(body.x, body.y, pic_w, body.height)
        words = pygame.Rect(
            pic.right + int(24 * s), body.y, body.right - pic.right - int(24 * s), body.height
        )
        draw.panel(surface, pic)
        inner = pic.inflate(-int(24 * s), -int(24 * s))
        self.pictures[page.picture](surface, inner, s)
        draw.text_block(
            surface, page.text, words, int(22 * s), theme.TEXT, spacing=1.3, shrink=True
        )
        y = h - int(64 * s)
        self.prev.rect = pygame.Rect(margin, y, bw, bh)
        self.next.rect = pygame.Rect(w - margin - bw, y, bw, bh)
        self.prev.enabled = self.page > 0
        last = self.page + 1 == len(self.pages)
        self.next.label = "Rule reference" if last else "Next"
        for b in self.buttons:
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
        self._dots(surface, (w // 2, y + bh // 2), s)

    def _dots(self, surface: pygame.Surface, centre: tuple[int, int], s: float) -> None:
        """Which page of how many, as dots between Previous and Next."""
        n = len(self.pages)
        gap = int(22 * s)
        x0 = centre[0] - (n - 1) * gap // 2
        for i in range(n):
            colour = theme.ACCENT if i == self.page else theme.PANEL_EDGE
            pygame.draw.circle(surface, colour, (x0 + i * gap, centre[1]), max(3, int(6 * s)))


def cut_to(big: pygame.Surface, area: pygame.Rect, size: tuple[int, int]) -> pygame.Surface:
    """The part of a large offscreen drawing around `area`, widened to the picture's shape
    (nothing is stretched) and scaled to `size`: how a page pictures part of a board."""
    area = pygame.Rect(area)
    want = size[0] / max(1, size[1])
    if area.width / max(1, area.height) < want:
        area.inflate_ip(int(area.height * want - area.width), 0)
    else:
        area.inflate_ip(0, int(area.width / want - area.height))
    area = area.clamp(big.get_rect()).clip(big.get_rect())
    return pygame.transform.smoothscale(big.subsurface(area), size)


def cut_around(
    big: pygame.Surface, centres: list[tuple[float, float]], margin: float, size: tuple[int, int]
) -> pygame.Surface:
    """The part of a large offscreen drawing around these points and `margin` beyond them,
    as `cut_to` cuts it."""
    xs = [c[0] for c in centres]
    ys = [c[1] for c in centres]
    w, h = max(xs) - min(xs) + 2 * margin, max(ys) - min(ys) + 2 * margin
    return cut_to(big, pygame.Rect(min(xs) - margin, min(ys) - margin, w, h), size)


def keep_cut(cache: dict, key: tuple, picture: pygame.Surface) -> pygame.Surface:
    """Remember a cut picture for its page (a couple of dozen at most: pages are few)."""
    if len(cache) > 24:
        cache.clear()
    cache[key] = picture
    return picture
