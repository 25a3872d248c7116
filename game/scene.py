"""The scene contract and the scene stack (after Tuxemon's State): only the top scene is live."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    """One screen. `draw` never changes state; `update` says whether anything still moves."""

    shows_result = False  # the screen that ends a game (for `--until-over`)
    # A page of buttons sets these for handle_menu: a list of Buttons, or on The Weavers'
    # board a dict of them by name (Any: the two shapes share only iteration).
    buttons: Any

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

    def handle_menu(
        self,
        event: pygame.event.Event,
        escape: Callable[[], object],
        buttons: Iterable[Any] | None = None,
    ) -> None:
        """A page of buttons: the pointer is kept for tooltips, Esc does `escape`, and the
        first button (`self.buttons` unless given) that takes the event has it."""
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            escape()
            return
        for b in self.buttons if buttons is None else buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        raise NotImplementedError


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
