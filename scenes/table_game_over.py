"""What the Game over screens of Space Swarm and Arachnid share: the game counted in the
player's record, Play again (the next seed, same options), Watch replay and Title, with Esc
going to the title. Each game draws its own result and chart."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from game import table_record
from game.scene import Scene
from game.widgets import Button


class TableGameOver(Scene):
    shows_result = True
    mode = ""  # the game's name in the player's record

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        app.save_unsaved()
        # Count the game in the player's record (once per game; never a bot's game).
        self.record_problem = table_record.note_game(session, self.mode) if app.keep_record else ""
        self.pointer = (0, 0)
        self.buttons = [
            Button("Play again", self.play_again),
            Button("Watch replay", self.replay),
            Button("Title", self.to_title),
        ]

    def start_game(self, seed: int, options: dict) -> None:
        """Open this game's board on a new game, replacing this screen."""
        raise NotImplementedError

    def replay_scene(self) -> Scene:
        """This game's replay viewer over the finished game."""
        raise NotImplementedError

    def play_again(self) -> None:
        setup = self.session.setup
        self.start_game(setup.seed + 1, dict(setup.options))

    def replay(self) -> None:
        self.app.scenes.push(self.replay_scene())

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return
        for b in self.buttons:
            if b.handle(event):
                return
