"""The in-game menu (Esc): drawn over the board, which stays as it was."""

from __future__ import annotations

import pygame

from game import draw, theme
from game.scene import Scene
from game.widgets import Button


class PauseScene(Scene):
    def __init__(self, app, board) -> None:
        super().__init__(app)
        self.board = board
        self.pointer = (0, 0)
        self.buttons = [
            Button("Resume", self.resume),
            Button("Save game", self.save),
            Button("Rules (F1)", self.rules),
            Button("Settings", self.settings),
            Button("Quit to title", self.to_title),
            Button("Quit game", app.quit),
        ]

    def resume(self) -> None:
        self.app.scenes.pop()

    def save(self) -> None:
        from game import saves

        try:
            saves.save_manual(self.board.session)
            self.app.saved_commands = len(self.board.session.commands)
            self.board.say("Game saved: Load lists it")  # the file's name is no news
        except OSError as exc:
            self.board.say(f"Could not save: {exc.strerror or exc}")
        self.resume()

    def settings(self) -> None:
        from scenes.table.settings import SettingsScene

        self.app.scenes.push(SettingsScene(self.app))

    def rules(self) -> None:
        from scenes.table.rules import rules_of_session

        # The rules of the game being played, as its contract names them.
        self.app.scenes.push(rules_of_session(self.app, self.board.session))

    def to_title(self) -> None:
        """Back to the title; moves not saved yet are saved unless the player says not to."""
        from engine.core.words import plural
        from scenes.board_kit.confirm import ConfirmScene

        unsaved = self.app.unsaved_moves()
        if not unsaved:
            self.leave(save=True)
            return
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Quit to the title?",
                f"You made {plural(unsaved, 'move')} since the game was last saved. "
                "Save them to go on from here later, or quit without them.",
                [
                    ("Save and quit", lambda: self.leave(save=True)),
                    ("Quit without saving", lambda: self.leave(save=False)),
                ],
            )
        )

    def leave(self, save: bool) -> None:
        from scenes.table.title import TitleScene

        if not save:
            self.app.forget_game()
        elif not self.app.save_unsaved():
            self.board.say("Could not save the game, so it was not left")
            self.resume()
            return
        while len(self.app.scenes):
            self.app.scenes.pop()
        self.app.scenes.push(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.rules()  # the button says "Rules (F1)": the key keeps that word
            return
        self.handle_menu(event, self.resume)

    def draw(self, surface: pygame.Surface) -> None:
        # The board is drawn as if the pointer were away: a tooltip or hover it had when the
        # menu opened is not left standing over the menu.
        pointer = getattr(self.board, "pointer", None)
        if pointer is not None:
            self.board.pointer = (-10_000, -10_000)
        try:
            self.board.draw(surface)
        finally:
            if pointer is not None:
                self.board.pointer = pointer
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        with draw.layer("menu"):  # over the shaded board on purpose
            self._menu(surface)

    def _menu(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_size(), self.app.ui_scale)
        w, h = surface.get_size()
        box = pygame.Rect(0, 0, int(360 * s), int(450 * s))
        box.center = (w // 2, h // 2)
        draw.panel(surface, box, alpha=250)
        draw.text(
            surface,
            "Paused",
            (box.centerx, box.y + 30 * s),
            int(34 * s),
            anchor="center",
            bold=True,
        )
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(280 * s), int(48 * s))
            b.rect.center = (box.centerx, int(box.y + 95 * s + i * 58 * s))
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
