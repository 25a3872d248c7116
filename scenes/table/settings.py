"""Settings: interface size, speeds, sound, colours and the game log's rule references."""

from __future__ import annotations

from functools import partial

import pygame

from game import draw, settings, theme
from game.scene import Scene
from game.widgets import Button

PAGE = (1140, 690)  # the rows below, in design units: the UI scale grows them up to the window
SPEED, VOL = settings.SPEED_NAMES, settings.VOLUMES
PALETTE_LABELS = {"standard": "Standard", "colour-blind": "Colour-blind safe"}


class SettingsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.pointer = (0, 0)
        self.scale_buttons = [
            Button(f"{int(v * 100)}%", partial(self.set_scale, v)) for v in settings.UI_SCALES
        ]
        self.fullscreen = Button("Fullscreen (F11)", self.toggle_fullscreen)
        self.window = Button("Window", self.next_window)
        self.back = Button("Back", self.close)
        self.anim_buttons = [
            Button(n, partial(self.set_value, "anim_speed", n)) for n in settings.SPEED_NAMES
        ]
        self.weaver_buttons = [
            Button(n, partial(self.set_value, "weavers_speed", n)) for n in settings.SPEED_NAMES
        ]
        self.volume_buttons = [
            Button(f"{int(v * 100)}%", partial(self.set_value, "volume", v))
            for v in settings.VOLUMES
        ]
        self.mute = Button("Mute", self.toggle_mute)
        self.music_buttons = [
            Button(f"{int(v * 100)}%", partial(self.set_value, "music_volume", v))
            for v in settings.VOLUMES
        ]
        self.music_switch = Button("Music: on", self.toggle_music)
        self.palette_buttons = [
            Button(PALETTE_LABELS[n], partial(self.set_palette, n)) for n in settings.PALETTES
        ]
        self.rule_tags = Button("Show rule references", self.toggle_rule_tags)
        self.message = ""  # a settings write that failed, said on the page

    def set_value(self, name: str, value) -> None:
        setattr(self.app.settings, name, value)
        self.save()
        self.app.sounds.volume = self.app.settings.volume
        self.app.music.set(self.app.settings.music_volume, self.app.settings.music)
        if name == "volume":
            self.app.sounds.play("place")

    def toggle_music(self) -> None:
        self.app.settings.music = not self.app.settings.music
        self.app.music.set(self.app.settings.music_volume, self.app.settings.music)
        self.save()

    def toggle_mute(self) -> None:
        self.app.settings.muted = not self.app.settings.muted
        self.app.sounds.muted = self.app.settings.muted
        self.save()

    def set_palette(self, name: str) -> None:
        self.app.settings.palette = name
        theme.set_palette(name)
        self.save()

    def toggle_rule_tags(self) -> None:
        self.app.settings.show_rules = not self.app.settings.show_rules
        self.save()

    def set_scale(self, value: float) -> None:
        self.app.settings.ui_scale = value
        self.app.ui_scale = value
        self.save()

    def save(self) -> None:
        self.message = settings.save(self.app.settings)

    def next_window(self) -> None:
        """The next window size that fits the screen, larger than the window is now (after the
        largest, the smallest again), kept for the next start."""
        sizes = fitting_windows(desktop_size())
        now = self.window_now()
        name = next((n for n in sizes if settings.window_size(n)[0] > now[0]), sizes[0])
        self.app.settings.window = name
        self.save()
        self.app.set_window(settings.window_size(name))

    def window_now(self) -> tuple[int, int]:
        """The window's size: as it is (resized from outside too), or, in full screen, the
        size it gets back on leaving it."""
        return (
            settings.window_size(self.app.settings.window) if self.app.fullscreen else self.app.size
        )

    def toggle_fullscreen(self) -> None:
        self.app.toggle_fullscreen()

    def close(self) -> None:
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        for b in (
            *self.scale_buttons,
            *self.anim_buttons,
            *self.weaver_buttons,
            *self.volume_buttons,
            *self.music_buttons,
            self.music_switch,
            *self.palette_buttons,
            self.rule_tags,
            self.mute,
            self.fullscreen,
            self.window,
            self.back,
        ):
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.fit_scale((w, h), self.app.ui_scale, PAGE)
        surface.fill(theme.BG_TOP)
        draw.text(surface, "Settings", (int(40 * s), int(30 * s)), int(44 * s), bold=True)
        draw.text(surface, "Interface size", (int(40 * s), int(110 * s)), int(26 * s))
        for i, b in enumerate(self.scale_buttons):
            b.rect = pygame.Rect(
                int(40 * s) + i * int(130 * s), int(150 * s), int(120 * s), int(48 * s)
            )
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s, selected=abs(settings.UI_SCALES[i] - self.app.ui_scale) < 1e-6)
        # Fullscreen and Window sit beside the interface sizes, so the page keeps its height;
        # drawn (and so reached by Tab) right after them, in reading order.
        self.fullscreen.rect = pygame.Rect(int(570 * s), int(150 * s), int(260 * s), int(48 * s))
        w_, h_ = self.window_now()
        self.window.label = f"Window {w_} x {h_}"
        self.window.tooltip = "The window's size, now and when the game next opens"
        self.window.rect = pygame.Rect(int(840 * s), int(150 * s), int(280 * s), int(48 * s))
        for b in (self.fullscreen, self.window):
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
        current = self.app.settings
        # (label, buttons, values, the one lit, column): the two speeds share a row, so the
        # page keeps its height with both sound rows.
        rows = (
            ("Animation speed", self.anim_buttons, SPEED, current.anim_speed, 0),
            ("Opponents' speed", self.weaver_buttons, SPEED, current.weavers_speed, 580),
            # A volume set by hand between the steps lights the nearest one.
            ("Volume", self.volume_buttons, VOL, nearest(VOL, current.volume), 0),
            ("Music", self.music_buttons, VOL, nearest(VOL, current.music_volume), 0),
        )
        y = int(214 * s)
        for label, buttons, values, chosen, column in rows:
            x = int((40 + column) * s)
            if column:
                y -= int(94 * s)
            draw.text(surface, label, (x, y), int(26 * s))
            for i, (b, v) in enumerate(zip(buttons, values, strict=True)):
                b.rect = pygame.Rect(
                    x + i * int(130 * s), y + int(36 * s), int(120 * s), int(44 * s)
                )
                b.hover = b.rect.collidepoint(self.pointer)
                b.draw(surface, s * 0.9, selected=v == chosen)
            # Each sound row ends in its switch: Mute for the effects, on/off for the music.
            switch = {"Volume": self.mute, "Music": self.music_switch}.get(label)
            if switch is not None:
                self._switch(surface, switch, x + 5 * int(130 * s), y + int(36 * s), s)
            y += int(94 * s)
        self._accessibility(surface, s, y)
        y += int(94 * s)
        self.back.rect = pygame.Rect(int(40 * s), y + int(6 * s), int(200 * s), int(48 * s))
        self.back.hover = self.back.rect.collidepoint(self.pointer)
        self.back.draw(surface, s)
        hint = "In a game, Space or Esc skips the animations playing now."
        draw.text(
            surface, hint, (int(260 * s), y + int(30 * s)), int(20 * s), theme.TEXT_DIM, "midleft"
        )
        if self.message:  # only a failed write is news; where the file lives is not
            at = (int(40 * s), h - int(40 * s))
            draw.text(surface, self.message, at, int(18 * s), theme.DANGER)

    def _switch(self, surface: pygame.Surface, b: Button, x: int, y: int, s: float) -> None:
        current = self.app.settings
        self.mute.label = "Unmute" if current.muted else "Mute"
        self.music_switch.label = "Music: on" if current.music else "Music: off"
        self.music_switch.tooltip = "Each game's quiet music loop"
        b.rect = pygame.Rect(x, y, int(140 * s), int(44 * s))
        b.hover = b.rect.collidepoint(self.pointer)
        b.draw(surface, s * 0.9, selected=b is self.music_switch and current.music)

    def _accessibility(self, surface: pygame.Surface, s: float, y: int) -> None:
        """Colours (standard or colour-blind safe) and, under its own heading, the game log's
        rule references toggle."""
        draw.text(surface, "Colours", (int(40 * s), y), int(26 * s))
        for i, (b, name) in enumerate(zip(self.palette_buttons, settings.PALETTES, strict=True)):
            b.rect = pygame.Rect(
                int(40 * s) + i * int(200 * s), y + int(36 * s), int(190 * s), int(44 * s)
            )
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.9, selected=name == self.app.settings.palette)
        draw.text(surface, "Game log", (int(450 * s), y), int(26 * s))
        shown = self.app.settings.show_rules
        self.rule_tags.label = "Show rule references: on" if shown else "Show rule references: off"
        self.rule_tags.tooltip = "Rule IDs (like W2.4) as small grey tags in the game's log"
        self.rule_tags.rect = pygame.Rect(int(450 * s), y + int(36 * s), int(320 * s), int(44 * s))
        self.rule_tags.hover = self.rule_tags.rect.collidepoint(self.pointer)
        self.rule_tags.draw(surface, s * 0.9, selected=shown)


def nearest(values: tuple[float, ...], value: float) -> float:
    return min(values, key=lambda v: abs(v - value))


WINDOW_FRAME = 60  # pixels a window's title bar and the desktop's panel take off the screen


def desktop_size() -> tuple[int, int]:
    """The screen's size (the first display's), or 0 x 0 when it cannot be told."""
    sizes = pygame.display.get_desktop_sizes()
    return sizes[0] if sizes else (0, 0)


def fitting_windows(screen: tuple[int, int]) -> list[str]:
    """The window sizes that fit on this screen with their frame; the smallest when none
    does (a window smaller than it is too cramped to read: Full screen is the way there)."""
    fit = [
        n
        for n in settings.WINDOW_SIZES
        if settings.window_size(n)[0] <= screen[0]
        and settings.window_size(n)[1] + WINDOW_FRAME <= screen[1]
    ]
    return fit or [settings.WINDOW_SIZES[0]]
