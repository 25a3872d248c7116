"""Every game's guided first game on its real board: the steps, the coach (scenes.board_kit.coach),
the progress kept in the game's own small file, and How to play's resume question and the first
offer, and the start from the command line. A game's guided board is
`class X(GuidedBoard, CoachRing, ItsBoard)`; it says which data (`guide`), where the coach
rings a move (`ring_of`), the mark its end screen draws (`bullet`), its own mouse player (the
guided player is built over it), and which clicks and keys its board lets through (`handle`,
using `coach_click` first). Its module names the class methods as the game's guided piece.

Only the step's own command reaches the game; any other is answered with what to do instead.
A note is read and acknowledged with the coach's Next. The game is never saved as a game."""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType

import pygame

from engine.core.commands import Command
from game import tutorial
from game.scene import Scene
from game.tutorial import Progress
from scenes import games
from scenes.board_kit.board_basics import BoardBasics
from scenes.board_kit.coach import Coach
from scenes.board_kit.spots import Target
from scenes.table.guided_done import Bullet, GuidedDone


class GuidedBoard(BoardBasics):
    """Put before the game's board, whose bases end in BoardBasics: each call reaches the
    game's board first."""

    # The game's guided-game data module: load(), session_at(tut, index), expected(step),
    # PROGRESS_FILE and OFFER (the first offer's question, detail, answer and cancel):
    # game.tutorial for The Weavers, scenes.<game>.guided for the others.
    guide: ModuleType
    # Where the coach rings the next click of a command: ('rect', rect), ('circle', c, r), None.
    ring_of: Callable[[object, Command | None], tuple | None]  # a staticmethod
    # The mark before each line of the end screen (scenes.table.guided_done): a staticmethod.
    bullet: Bullet | None = None
    # The game's own mouse player: the guided game played by clicking (`--tutorial --autoplay`)
    # is scenes.players.guided_player's GuidedMousePlayer over it (mouse_player()).
    its_mouse_player: type

    def __init__(self, app, tut, index: int = 0) -> None:
        index = max(0, min(index, len(tut.steps) - 1))
        super().__init__(app, self.guide.session_at(tut, index))
        app.forget_game()  # the guided game is not a save to continue or load
        app.tutorial = "started"
        self.tut = tut
        self.index = index
        self.step_start = len(self.session.commands)
        self.coach = Coach(self.next_step, self.ring_of)
        self.finished = False

    def done_screen(self) -> Scene:
        """The guided game's end screen (scenes.table.guided_done) for this game."""
        return GuidedDone(self.app, self.tut, games.for_rules(self.rules).mode, self.bullet)

    @classmethod
    def mouse_player(cls) -> type:
        """The guided mouse player: the shared guided steps over the game's own mouse player."""
        from scenes.players.guided_player import GuidedMousePlayer

        name = f"Guided{cls.its_mouse_player.__name__}"
        return type(name, (GuidedMousePlayer, cls.its_mouse_player), {})

    # --- the step ----------------------------------------------------------------------------

    @property
    def step(self) -> tutorial.Step:
        return self.tut.steps[self.index]

    @property
    def expected(self) -> Command | None:
        return self.guide.expected(self.step)

    def next_step(self) -> None:
        """Next (a note read) or the step's move made: on to the following step."""
        self.index += 1
        self.step_start = len(self.session.commands)
        self.clear_selection()
        if self.index >= len(self.tut.steps):
            self._finish()
            return
        self._keep(Progress(step=self.index, offered=True))

    def _finish(self) -> None:
        self.finished = True
        self.index = len(self.tut.steps) - 1
        self._keep(Progress(step=0, completed=True, offered=True))
        self.app.tutorial = "completed"
        self.app.scenes.replace(self.done_screen())

    def _keep(self, progress: Progress) -> None:
        problem = tutorial.save_progress(progress, self.guide.PROGRESS_FILE)
        if problem:
            self.say(problem)

    def autosave(self) -> None:
        """The guided game keeps its step, not a save (see _keep)."""

    def playing(self) -> bool:
        """A move is still being taken or shown: the coach's Next waits for it."""
        return bool(self.session.queue)

    # --- input -------------------------------------------------------------------------------

    def explain(self) -> None:
        step = self.step
        self.say(f"Not now: {step.do}" if step.expect else "Read the coach's note, then click Next")

    def issue(self, cmd: Command) -> None:
        """Only the step's own move reaches the game."""
        if cmd != self.expected:
            self.explain()
            return
        super().issue(cmd)

    def coach_click(self, event: pygame.event.Event) -> bool:
        """A left click on the coach's panel, which takes it: its Next moves on once the note
        is read. False for any other event."""
        if event.type != pygame.MOUSEBUTTONUP or event.button != 1 or self.finished:
            return False
        if self.coach.next.rect.collidepoint(event.pos):
            if self.expected is None and not self.playing():
                self.next_step()
            return True
        return bool(self.coach.box.collidepoint(event.pos))

    def over_coach(self, pos: tuple[int, int]) -> bool:
        return not self.finished and bool(self.coach.box.collidepoint(pos))

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The coach's box takes the pointer: nothing behind it is hovered or picked."""
        return None if self.over_coach(pos) else super().target_at(pos)  # type: ignore[misc]  # a mixin: the game's board after it answers

    # --- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.coach.update(dt)
        cmd = self.expected
        took = self.session.commands[self.step_start :]
        if cmd is not None and took == [cmd] and not self.finished and not self.session.queue:
            self.next_step()
        return True  # the ring pulses

    def pointed_at(self, cmd: Command | None) -> list[pygame.Rect]:
        """What the step's move points at besides the coach's ring (a game says: every hex of
        a path, a stack): the coach's panel is kept clear of it."""
        return []

    def rather_clear(self) -> list[pygame.Rect]:
        """What the coach's panel should not hide where a corner allows (a game says: its
        pieces on the board)."""
        return []

    def draw_coach(self, surface: pygame.Surface, s: float, cmd: Command | None) -> None:
        if self.finished:
            return
        total = len(self.tut.steps)
        clear, rather = self.pointed_at(cmd), self.rather_clear()
        self.coach.draw(
            surface, self, self.step, self.index + 1, total, cmd, s, self.pointer, clear, rather
        )

    # --- How to play (each game's guided piece, scenes.games) ----------------------------

    @classmethod
    def open(cls, app, index: int = 0, replace: bool = False):
        """Start (or resume at step `index`) the guided game on top of the current screen."""
        board = cls(app, cls.guide.load(), index)
        if replace:
            app.scenes.replace(board)
        else:
            app.scenes.push(board)
        return board

    @classmethod
    def ask_and_open(cls, app) -> None:
        """How to play: resume where the player left it, or start over (asked when there is a
        place to resume)."""
        from scenes.board_kit.confirm import ConfirmScene

        progress = tutorial.load_progress(cls.guide.PROGRESS_FILE)
        total = len(cls.guide.load().steps)
        if progress.completed or progress.step <= 0 or progress.step >= total:
            cls.open(app)
            return
        app.scenes.push(
            ConfirmScene(
                app,
                "Resume the guided game?",
                f"You left it at step {progress.step + 1} of {total}.",
                [
                    ("Resume", lambda: cls.open(app, progress.step)),
                    ("Start over", lambda: cls.open(app, 0)),
                ],
            )
        )

    @classmethod
    def offer_once(cls, app) -> None:
        """Offer the guided game over the current screen, once ever (either answer counts)."""
        from scenes.board_kit.confirm import ConfirmScene

        if tutorial.load_progress(cls.guide.PROGRESS_FILE).offered:
            return
        tutorial.save_progress(Progress(offered=True), cls.guide.PROGRESS_FILE)
        question, detail, answer, cancel = cls.guide.OFFER
        app.scenes.push(
            ConfirmScene(
                app,
                question,
                detail,
                [(answer, lambda: cls.open(app))],
                cancel=cancel,
                click_through=True,  # not asked for: a click beside it goes on (issue 36)
            )
        )

    @classmethod
    def start_from_command_line(cls, app, args) -> None:
        """`weavers [--mode GAME] --tutorial`: the guided game from its first step; with
        --autoplay played by clicking what is drawn, or by keys (--via-keys), as a person
        would (scenes.players.guided_player)."""
        board = cls.open(app)
        if args.autoplay:
            from scenes.players.guided_player import GuidedKeyPlayer

            player = GuidedKeyPlayer if getattr(args, "via_keys", False) else cls.mouse_player()
            app.driver = player(app, board, pause=0.0 if app.headless else 0.3)
