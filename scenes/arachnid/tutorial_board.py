"""Arachnid's guided first game: the real board, with the shared coach (scenes.coach) asking
for one move at a time, against two rivals at the gentlest level on a fixed seed.

Every click goes through the board's own input handling; the clicks that lead to the step's
move (picking the spider, its action, the lit hex) and harmless ones (the menu, the Hint)
pass, any other is answered with what to do instead, and only the step's own command reaches
the game. A note is read and acknowledged with the coach's Next. The game is never saved:
the step number is the progress, kept in its own file.
"""

from __future__ import annotations

import pygame

from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.core.commands import Command
from game import tutorial
from game.tutorial import Progress
from scenes.arachnid import guided
from scenes.arachnid.board import ArachnidBoard
from scenes.coach import Coach, CoachRing
from scenes.spots import Target

OFFER = (  # the first pick's question: (question, detail, answer, cancel)
    "New to Arachnid?",
    "A guided first game teaches it by playing three rounds against two gentle rivals, in "
    "about ten minutes. You can leave it at any time and pick it up again from How to play.",
    "How to play",
    "Not now",
)
HARMLESS = {"menu", "hint", "speed"}  # top-bar buttons any step lets through


def next_target(board, cmd: Command | None) -> Target | None:
    """The one thing to click next toward `cmd`, given what the board has selected."""
    if cmd is None:
        return None
    if isinstance(cmd, Choose):
        return Target("choice", cmd.option)
    if isinstance(cmd, EndDen):
        return Target("button", "end_den")
    if isinstance(cmd, Pass):
        return Target("button", "pass")
    if isinstance(cmd, Refresh):
        return Target("den", (cmd.spider, "refresh"))
    if isinstance(cmd, Deploy):
        if board.deploying != cmd.spider:
            return Target("den", (cmd.spider, "deploy"))
        return Target("hex", cmd.hex)
    if isinstance(cmd, Act):
        if board.variants is not None and cmd in board.variants.commands:
            return Target("variant", board.variants.commands.index(cmd))
        if cmd.action == "move":
            sp = board.me.spider(cmd.spider)
            if board.selected != cmd.spider or board.action is not None:
                return Target("hex", sp.hex) if sp is not None else None
        elif board.selected != cmd.spider or board.action != cmd.action:
            return Target("action", (cmd.spider, cmd.action))
        return Target("hex", cmd.hex)
    return None


def ring(board, cmd: Command | None) -> tuple | None:
    """Where the coach rings the next click: ('rect', rect) or ('circle', centre, radius)."""
    t = next_target(board, cmd)
    if t is None:
        return None
    if t.kind == "hex":
        return ("circle", board.view.centre(t.ref), board.view.size * 0.95)
    for spot in reversed(board.spots):
        if spot.kind == t.kind and spot.ref == t.ref:
            return ("rect", spot.rect.inflate(8, 8))
    return None


class ArachnidTutorialBoard(CoachRing, ArachnidBoard):
    def __init__(self, app, tut: guided.ArachnidTutorial, index: int = 0) -> None:
        index = max(0, min(index, len(tut.steps) - 1))
        super().__init__(app, guided.session_at(tut, index))
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
        return guided.expected(self.step)

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
        from scenes.arachnid.tutorial_done import ArachnidTutorialDone

        self.finished = True
        self.index = len(self.tut.steps) - 1
        self._keep(Progress(step=0, completed=True, offered=True))
        self.app.tutorial = "completed"
        self.app.scenes.replace(ArachnidTutorialDone(self.app, self.tut))

    def _keep(self, progress: Progress) -> None:
        problem = tutorial.save_progress(progress, guided.PROGRESS_FILE)
        if problem:
            self.say(problem)

    def autosave(self) -> None:
        """The guided game keeps its step, not a save (see _keep)."""

    def undo(self) -> None:
        self.say("The guided game goes forward only: leave it from the Menu to start over")

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

    def wanted(self, t: Target | None) -> bool:
        """Whether a click on `t` leads to the step's move (or harms nothing)."""
        if t is None or t.kind in ("note", "named", "stack", "store", "rival", "event"):
            return True
        if t.kind == "button" and t.ref in HARMLESS:
            return True
        if t.kind == "step":  # the battle panel's dice steppers
            return True
        return t == next_target(self, self.expected)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.finished:
            if self.coach.next.rect.collidepoint(event.pos):
                if self.expected is None and not self.session.queue and not self.animator.busy:
                    self.next_step()
                return
            if self.coach.box.collidepoint(event.pos):
                return
            if not self.animator.busy and not self.wanted(self.target_at(event.pos)):
                self.explain()
                return
        elif (
            event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN and not self.focus.visible
        ):
            if self.expected not in (EndDen(), Pass()):
                self.explain()
                return
        super().handle(event)

    # --- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        super().update(dt)
        self.coach.update(dt)
        cmd = self.expected
        took = self.session.commands[self.step_start :]
        if cmd is not None and took == [cmd] and not self.finished and not self.session.queue:
            self.next_step()
        return True  # the ring pulses

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The coach's box takes the pointer: nothing behind it is hovered or picked."""
        if not self.finished and self.coach.box.collidepoint(pos):
            return None
        return super().target_at(pos)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.finished:
            return
        total = len(self.tut.steps)
        busy = self.animator.busy
        self.coach.draw(
            surface,
            self,
            self.step,
            self.index + 1,
            total,
            None if busy and self.expected is None else self.expected,
            self.s,
            self.pointer,
        )


def open_tutorial(app, index: int = 0, replace: bool = False) -> ArachnidTutorialBoard:
    """Start (or resume at step `index`) the guided game on top of the current screen."""
    board = ArachnidTutorialBoard(app, guided.load(), index)
    if replace:
        app.scenes.replace(board)
    else:
        app.scenes.push(board)
    return board


def ask_and_open(app) -> None:
    """How to play: resume where the player left it, or start over (asked when there is a
    place to resume)."""
    from scenes.confirm import ConfirmScene

    progress = tutorial.load_progress(guided.PROGRESS_FILE)
    total = len(guided.load().steps)
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
    """`weavers --mode arachnid --tutorial`: from the first step; with --autoplay played by
    clicking what is drawn (scenes.arachnid.tutorial_player), as a person would, or with
    --via-keys by Tab and Enter."""
    board = open_tutorial(app)
    if args.autoplay:
        from scenes.arachnid.tutorial_player import (
            ArachnidTutorialKeyPlayer,
            ArachnidTutorialPlayer,
        )

        keys = getattr(args, "via_keys", False)
        player = ArachnidTutorialKeyPlayer if keys else ArachnidTutorialPlayer
        app.driver = player(app, board, pause=0.0 if app.headless else 0.3)


def offer_on_pick(app) -> None:
    """The first time Arachnid is picked on the title: offer its guided game (once)."""
    from scenes.confirm import ConfirmScene

    if tutorial.load_progress(guided.PROGRESS_FILE).offered:
        return
    tutorial.save_progress(Progress(offered=True), guided.PROGRESS_FILE)
    question, detail, answer, cancel = OFFER
    app.scenes.push(
        ConfirmScene(app, question, detail, [(answer, lambda: open_tutorial(app))], cancel=cancel)
    )
