"""The guided first game: the real board, with a coach that asks for one move at a time.

Every click still goes through the board's own input handling; the coach only lets through
the clicks that make the step's move (and harmless ones: the menu, reading a swarm's card),
and says what to do instead for any other. A command that is not the step's is refused before
it reaches the session. The game is never saved as a game: the step number is the progress.
"""

from __future__ import annotations

import pygame

from engine.core.commands import Command
from engine.galaxy import commands as gc
from game import tutorial
from game.key_focus import ENTER
from game.tutorial import Progress, Tutorial
from scenes.galaxy import board_focus
from scenes.galaxy.board import BoardScene
from scenes.galaxy.tutorial_overlay import Coach, ring, wanted
from scenes.spots import Target

OFFER = (  # the first start's question: (question, detail, answer, cancel)
    "New to The Weavers?",
    "A guided first game teaches the rules by playing, in about ten minutes. "
    "You can leave it at any time and pick it up again from How to play on the title.",
    "How to play",
    "Not now",
)
ALLOWED_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_F11, *board_focus.KEYS)

KEYS_REST = "Keys rest during the guided game: Tab to what the coach asks for, then Enter"


class TutorialBoard(BoardScene):
    def __init__(self, app, tut: Tutorial, index: int = 0) -> None:
        index = max(0, min(index, len(tut.steps) - 1))
        super().__init__(app, tutorial.session_at(tut, index))
        app.forget_game()  # the guided game is not a save to continue or load
        app.tutorial = "started"
        self.tut = tut
        self.index = index
        self.step_start = len(self.session.commands)
        self.coach = Coach(self.next_step, ring)
        self.finished = False

    # --- the step ----------------------------------------------------------------------------

    @property
    def step(self) -> tutorial.Step:
        return self.tut.steps[self.index]

    @property
    def expected(self) -> Command | None:
        return tutorial.expected(self.step)

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
        from scenes.galaxy.tutorial_done import TutorialDone

        self.finished = True
        self.index = len(self.tut.steps) - 1
        self._keep(Progress(step=0, completed=True, offered=True))
        self.app.tutorial = "completed"
        self.app.scenes.replace(TutorialDone(self.app, self.tut))

    def _keep(self, progress: Progress) -> None:
        problem = tutorial.save_progress(progress)
        if problem:
            self.say(problem)

    def autosave(self) -> None:
        """The guided game keeps its step, not a save (see _keep)."""

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

    def end_turn(self) -> None:
        """The coach asks for End turn only when it means it: no question first."""
        if self.expected == gc.EndTurn():
            self.issue(gc.EndTurn())
        else:
            super().end_turn()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if self.coach.next.rect.collidepoint(event.pos):
                if self.expected is None and not self.session.queue:
                    self.next_step()
                return
            if self.coach.box.collidepoint(event.pos):
                return
            if not wanted(self, self.expected, self.target_at(event.pos)):
                self.explain()
                return
        elif event.type == pygame.KEYDOWN and event.key not in ALLOWED_KEYS:
            self.say(KEYS_REST)
            return
        elif event.type == pygame.KEYDOWN and event.key in ENTER and not self.focus.visible:
            # Enter with no ring is the End turn shortcut: only when the step asks for it.
            if self.expected != gc.EndTurn():
                self.say(KEYS_REST)
                return
        super().handle(event)

    def focus_extra(self) -> list[tuple[Target, pygame.Rect]]:
        """The coach's Next comes first on the ring while a note waits to be read."""
        if self.expected is None and not self.finished:
            return [(Target("coach", "next"), self.coach.next.rect)]
        return []

    # --- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.coach.update(dt)
        cmd = self.expected
        took = self.session.commands[self.step_start :]
        if cmd is not None and took == [cmd] and not self.finished:
            self.next_step()
        return True  # the ring pulses

    def over_coach(self, pos: tuple[int, int]) -> bool:
        return self.popup is None and not self.finished and self.coach.box.collidepoint(pos)

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The coach's box takes the pointer: nothing behind it is hovered or picked."""
        return None if self.over_coach(pos) else super().target_at(pos)

    def marks(self) -> tuple:
        m, *rest = super().marks()
        if self.over_coach(self.pointer):
            m.hover = None  # no map highlight through the coach's box
        return (m, *rest)

    def draw_guide(self, surface: pygame.Surface, s: float) -> None:
        """The coach, over the map and tableau but under dialogs and the pointer's tooltip."""
        if self.finished:
            return
        total = len(self.tut.steps)
        self.coach.draw(
            surface, self, self.step, self.index + 1, total, self.expected, s, self.pointer
        )


def open_tutorial(app, index: int = 0, replace: bool = False) -> TutorialBoard:
    """Start (or resume at step `index`) the guided game on top of the current screen."""
    board = TutorialBoard(app, tutorial.load(), index)
    if replace:
        app.scenes.replace(board)
    else:
        app.scenes.push(board)
    return board


def ask_and_open(app) -> None:
    """How to play: resume where the player left it, or start over (asked when there is a
    place to resume)."""
    from scenes.confirm import ConfirmScene

    progress = tutorial.load_progress()
    total = len(tutorial.load().steps)
    if progress.completed or progress.step <= 0 or progress.step >= total:
        open_tutorial(app)
        return
    app.scenes.push(
        ConfirmScene(
            app,
            "Resume the guided game?",
            f"You left it at step {progress.step + 1} of {total}.",
            [
                ("Resume", lambda: open_tutorial(app, progress.step)),
                ("Start over", lambda: open_tutorial(app, 0)),
            ],
        )
    )


def start_from_command_line(app, args) -> None:
    """`weavers --tutorial`: the guided game from its first step; with --autoplay it is
    played by clicking (scenes.galaxy.tutorial_player), as a person would, or by keys
    (--via-keys)."""
    board = open_tutorial(app)
    if args.autoplay:
        from scenes.galaxy.tutorial_player import TutorialKeyPlayer, TutorialPlayer

        player = TutorialKeyPlayer if getattr(args, "via_keys", False) else TutorialPlayer
        app.driver = player(app, board, pause=0.0 if app.headless else 0.3)


def offer_on_first_start(app) -> None:
    """The very first start (nothing saved, no record, never offered): offer the guided game
    over the title. Either answer counts as offered."""
    from scenes.confirm import ConfirmScene

    if not tutorial.first_start():
        return
    tutorial.save_progress(Progress(offered=True))
    question, detail, answer, cancel = OFFER
    app.scenes.push(
        ConfirmScene(app, question, detail, [(answer, lambda: open_tutorial(app))], cancel=cancel)
    )
