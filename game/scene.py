"""The scene contract and the scene stack (after Tuxemon's State): only the top scene is live."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen. `draw` never changes state; `update` says whether anything still moves."""

    shows_result = False  # the screen that ends a game (for `--until-over`)

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the top of the stack."""

    def handle(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> bool:
        """Advance animations by dt seconds; return True while something is moving."""
        return False

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


class MenuScene(Scene):
    """A screen of buttons: the pointer followed (for their hover), Esc closes it, a click goes
    to the button under it. Screens that are only that share this instead of each copying it."""

    buttons: list  # game.widgets.Button, in the order a click is offered to them

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.pointer = (0, 0)

    def close(self) -> None:
        """Esc: back to the screen below (a screen may go elsewhere)."""
        self.app.scenes.pop()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return
        for b in self.buttons:
            if b.handle(event):
                return


class SceneStack:
    def __init__(self) -> None:
        self._scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        if self.top:
            self.top.exit()
        self._scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        scene.exit()
        if self.top:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        scene.enter()
