"""Small reusable widgets: buttons with hover, disabled state and a tooltip saying why."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game import draw, key_focus, theme


class Button:
    def __init__(
        self,
        label: str,
        on_click: Callable[[], object],  # what it returns is not read
        enabled: bool = True,
        tooltip: str = "",
    ) -> None:
        self.label = label
        self.on_click = on_click
        self.enabled = enabled
        self.tooltip = tooltip
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.hover = False

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the event was a click on this button."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.rect.collidepoint(event.pos) and self.enabled:
                self.on_click()
                return True
        return False

    def draw(self, surface: pygame.Surface, scale: float, selected: bool = False) -> None:
        """The button; `selected` outlines the option currently chosen in a group."""
        if selected:
            pygame.draw.rect(
                surface,
                theme.HIGHLIGHT,
                self.rect.inflate(6, 6),
                width=2,
                border_radius=max(4, int(8 * scale)) + 2,
            )
        if not self.enabled:
            colour, text_colour = theme.BUTTON_DISABLED, theme.TEXT_DIM
        elif self.hover:
            colour, text_colour = theme.BUTTON_HOVER, theme.TEXT
        else:
            colour, text_colour = theme.BUTTON, theme.TEXT
        radius = max(4, int(8 * scale))
        pygame.draw.rect(surface, colour, self.rect, border_radius=radius)
        edge = theme.ACCENT if self.hover and self.enabled else theme.PANEL_EDGE
        pygame.draw.rect(
            surface, edge, self.rect, width=max(1, int(2 * scale)), border_radius=radius
        )
        draw.note_control(self.label, self.rect)
        key_focus.focus.offer(
            surface,
            self.rect,
            self.on_click if self.enabled else None,
            self.label,
            scale,
            self.tooltip,
        )
        # A long label in a narrow button gets smaller rather than running out of it.
        room = self.rect.width - 2 * max(2, int(6 * scale))
        size = min(int(30 * scale), int(self.rect.height * 0.8))
        draw.text(
            surface,
            self.label,
            self.rect.center,
            draw.fit_size(self.label, size, room, bold=False),
            text_colour,
            "center",
            box=self.rect,
        )


def draw_tooltip(
    surface: pygame.Surface,
    text: str,
    pos: tuple[int, int],
    scale: float,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """A small panel near the pointer, kept inside the window; long texts wrap. It is placed
    clear of the `avoid` rects (what the player is looking at: a count, a log line, the hex
    pointed at) where the window leaves room. Returns where it was drawn."""
    size = int(22 * scale)
    lines = draw.wrap(text, size, int(460 * scale))
    imgs = [draw.rendered(line, size, theme.TEXT) for line in lines]
    pad = int(8 * scale)
    step = int(size * 1.25)
    width = max(img.get_width() for img in imgs)
    box = pygame.Rect(0, 0, width + 2 * pad, step * (len(imgs) - 1) + imgs[-1].get_height())
    box.inflate_ip(0, 2 * pad)
    box = tooltip_place(box.size, pos, scale, surface.get_rect(), avoid)
    pygame.draw.rect(surface, theme.PANEL, box, border_radius=6)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=1, border_radius=6)
    for i, img in enumerate(imgs):
        surface.blit(img, (box.x + pad, box.y + pad + i * step))
    return box


def tooltip_place(
    size: tuple[int, int],
    pos: tuple[int, int],
    scale: float,
    screen: pygame.Rect,
    avoid: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a tooltip of `size` goes: below right of the pointer as always, unless that
    covers one of the `avoid` rects; then beside, below or above them, the first place in the
    window clear of them all (failing that, the one covering least of them)."""
    gap = int(16 * scale)
    box = pygame.Rect((0, 0), size)
    box.topleft = (pos[0] + gap, pos[1] + gap)
    box.clamp_ip(screen)
    avoid = [r for r in avoid if r.width and r.height]
    if not avoid or box.collidelist(avoid) < 0:
        return box
    around = pygame.Rect(pos, (1, 1)).unionall([r for r in avoid if r.collidepoint(pos)] or [])
    span = around.unionall(avoid)
    w, h = size
    tries = [
        (pos[0] + gap, pos[1] - gap - h),  # above right, above left of the pointer
        (pos[0] - gap - w, pos[1] - gap - h),
        (pos[0] - gap - w, pos[1] + gap),  # below left
        (around.right + gap, around.top),  # beside, below, above what is pointed at
        (around.left - gap - w, around.top),
        (around.left, around.bottom + gap),
        (around.left, around.top - gap - h),
        (span.right + gap, pos[1] - h // 2),  # clear of everything to avoid
        (span.left - gap - w, pos[1] - h // 2),
        (pos[0] - w // 2, span.top - gap - h),
        (pos[0] - w // 2, span.bottom + gap),
    ]
    best, best_cover = box, _covered(box, avoid)
    for x, y in tries:
        trial = pygame.Rect((x, y), size)
        trial.clamp_ip(screen)
        cover = _covered(trial, avoid)
        if cover == 0:
            return trial
        if cover < best_cover:
            best, best_cover = trial, cover
    return best


def _covered(box: pygame.Rect, rects: Sequence[pygame.Rect]) -> int:
    return sum(box.clip(r).width * box.clip(r).height for r in rects)


class TextInput:
    """A one-line text field: click to focus, type, Backspace; optional allowed characters."""

    def __init__(self, text: str = "", allowed: str | None = None, limit: int = 40) -> None:
        self.text = text
        self.allowed = allowed
        self.limit = limit
        self.focused = False
        self.rect = pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """Return True when the text changed."""
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.focused = self.rect.collidepoint(event.pos)
        elif event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_BACKSPACE:
                self.text = self.text[:-1]
                return True
            ch = event.unicode
            if ch and ch.isprintable() and len(self.text) < self.limit:
                if self.allowed is None or ch in self.allowed:
                    self.text += ch
                    return True
        return False

    def _focus(self) -> None:
        self.focused = True  # Enter on the field: typing goes to it

    def draw(self, surface: pygame.Surface, scale: float, placeholder: str = "") -> None:
        pygame.draw.rect(surface, (14, 16, 30), self.rect, border_radius=6)
        edge = theme.ACCENT if self.focused else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, self.rect, width=2, border_radius=6)
        draw.note_control("text field", self.rect)
        key_focus.focus.offer(surface, self.rect, self._focus, "text field", scale)
        shown = self.text or placeholder
        colour = theme.TEXT if self.text else theme.TEXT_DIM
        draw.text(
            surface,
            shown + ("|" if self.focused else ""),
            (self.rect.x + int(10 * scale), self.rect.centery),
            int(24 * scale),
            colour,
            "midleft",
            box=self.rect,
        )


def notice_panel(
    surface: pygame.Surface, rect: pygame.Rect, words: str, ok: Button, s: float
) -> int:
    """A problem to tell the player (a damaged file set aside) in a red-edged panel across
    `rect`'s width, with its OK button placed at the right; returns the y below it."""
    size = int(19 * s)
    bw = int(110 * s)
    lines = draw.wrap(words, size, rect.width - bw - int(48 * s))
    step = int(size * 1.25)
    rect.height = max(int(60 * s), step * len(lines) + int(20 * s))
    draw.panel(surface, rect)
    pygame.draw.rect(surface, theme.DANGER, rect, width=max(1, int(2 * s)), border_radius=8)
    for i, line in enumerate(lines):
        at = (rect.x + int(16 * s), rect.y + int(10 * s) + i * step)
        draw.text(surface, line, at, size, theme.DANGER, box=rect)
    ok.rect = pygame.Rect(0, 0, bw, int(44 * s))
    ok.rect.midright = (rect.right - int(12 * s), rect.centery)
    return rect.bottom + int(16 * s)
