"""Space Swarm's guided first game: the real board, with the shared coach (scenes.coach)
asking for one move at a time, against one rival on a fixed seed.

Every click goes through the board's own input handling; only the step's own move reaches
the game (any other command is refused with what to do instead), and a note is read and
acknowledged with the coach's Next. The game is never saved: the step number is the progress.
"""

from __future__ import annotations

import pygame

from engine.core.commands import Command
from engine.swarm.commands import (
    Discard,
    EndPhase,
    Move,
    Pass,
    PickPlace,
    PlaceTechnology,
    PlayCard,
    Produce,
)
from game import tutorial
from game.tutorial import Progress
from scenes.coach import Coach, CoachRing
from scenes.swarm import guided
from scenes.swarm.board import SwarmBoard

# Keys that act on the game (Enter, Hint, Undo) rest: the coach asks for one move at a time.
# The ring's keys (Tab, arrows, Enter) walk and click what is drawn, as the mouse does.
ALLOWED_KEYS = (
    pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_F11, pygame.K_TAB,
    pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS,
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
)  # fmt: skip
RESTING = ("undo", "hint")  # buttons that would step outside the coach's moves
KEYS_REST = "Keys rest during the guided game: Tab to what the coach asks for, then Enter"

OFFER = (
    "New to Space Swarm?",
    "A guided first game teaches it by playing three rounds against one rival, in about ten "
    "minutes. You can leave it at any time and pick it up again from How to play.",
    "How to play",
    "Not now",
)


def ring(board, cmd: Command | None) -> tuple | None:
    """Where the coach rings the next click of `cmd`: the card, the hex, the button."""
    if cmd is None:
        return None

    def spot(kind: str, ref) -> tuple | None:
        for sp in [*board.overlay, *board.spots]:
            if sp.kind == kind and sp.ref == ref:
                return ("rect", sp.rect.inflate(8, 8))
        return None

    def hexring(h: int) -> tuple:
        return ("circle", board.view.centre(h), board.view.size * 0.9)

    if isinstance(cmd, (PlaceTechnology, PlayCard, Discard)):
        if board.popup_card == cmd.card:
            return next(
                (("rect", sp.rect.inflate(8, 8)) for sp in board.overlay if sp.kind == "option"),
                None,
            )
        return next(
            (("rect", sp.rect.inflate(8, 8)) for sp in board.spots
             if sp.kind == "card" and sp.ref[1] == cmd.card),
            None,
        )  # fmt: skip
    if isinstance(cmd, EndPhase):
        return spot("button", "end")
    if isinstance(cmd, Pass):
        return spot("button", "pass")
    if isinstance(cmd, PickPlace):
        return spot("place", cmd.place)
    if isinstance(cmd, Produce):
        return hexring(cmd.hex)
    if isinstance(cmd, Move):
        if board.selected != cmd.origin:
            return hexring(cmd.origin)
        if board.count != cmd.count:
            return spot("button", "plus" if board.count < cmd.count else "minus")
        left = [h for h in cmd.path if h not in board.waypoints]
        return hexring(left[0] if left else cmd.path[-1])
    return None


def pointed(board, cmd: Command | None) -> list[pygame.Rect]:
    """The hexes the step's move points at (where the new fleets go; a move's stack and every
    hex of its path): the coach's panel is kept clear of them."""
    if isinstance(cmd, Produce):
        return [board.hex_rect(cmd.hex)]
    if isinstance(cmd, Move):
        return [board.hex_rect(h) for h in (cmd.origin, *cmd.path)]
    return []


class SwarmTutorialBoard(CoachRing, SwarmBoard):
    def __init__(self, app, tut: guided.SwarmTutorial, index: int = 0) -> None:
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
        return guided.expected(self.tut, self.index, self.session)

    def next_step(self) -> None:
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
        from scenes.swarm.tutorial_done import SwarmTutorialDone

        self.app.scenes.replace(SwarmTutorialDone(self.app, self.tut))

    def _keep(self, progress: Progress) -> None:
        problem = tutorial.save_progress(progress, guided.PROGRESS_FILE)
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

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.finished:
            if self.coach.next.rect.collidepoint(event.pos):
                if self.expected is None and not self.session.queue and not self.anim.busy:
                    self.next_step()
                return
            if self.coach.box.collidepoint(event.pos):
                return
            target = self.target_at(event.pos)
            if target in [("button", name) for name in RESTING]:
                self.say("Not in the guided game: the coach shows each move")
                return
            if self.expected is None and target is not None and target != ("button", "menu"):
                self.explain()
                return
        elif event.type == pygame.KEYDOWN and event.key not in ALLOWED_KEYS:
            self.say(KEYS_REST)
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

    def ring_mode(self) -> tuple:
        return (*super().ring_mode(), self.index)  # each step starts the ring over

    def target_at(self, pos: tuple[int, int]):
        """The coach's box takes the pointer: nothing behind it is hovered or picked."""
        if not self.finished and self.coach.box.collidepoint(pos):
            return None
        return super().target_at(pos)

    def draw(self, surface: pygame.Surface) -> None:
        self._shown = None  # the coach changes with each step: always draw the frame
        super().draw(surface)
        if self.finished:
            return
        s = self.board_scale(surface.get_size())
        total = len(self.tut.steps)
        cmd = self.expected
        self.coach.draw(
            surface, self, self.step, self.index + 1, total, cmd, s, self.pointer,
            pointed(self, cmd),
        )  # fmt: skip


def open_tutorial(app, index: int = 0, replace: bool = False) -> SwarmTutorialBoard:
    board = SwarmTutorialBoard(app, guided.load(), index)
    if replace:
        app.scenes.replace(board)
    else:
        app.scenes.push(board)
    return board


def ask_and_open(app) -> None:
    """How to play: resume where the player left it, or start over."""
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
    """`weavers --mode swarm --tutorial`: from the first step; with --autoplay played by
    clicking (--via-mouse, the default) or by keys (--via-keys)."""
    board = open_tutorial(app)
    if args.autoplay:
        from scenes.swarm.tutorial_player import SwarmTutorialKeyPlayer, SwarmTutorialPlayer

        player = SwarmTutorialKeyPlayer if getattr(args, "via_keys", False) else SwarmTutorialPlayer
        app.driver = player(app, board, pause=0.0 if app.headless else 0.3)


def offer_on_pick(app) -> None:
    """The first time Space Swarm is picked on the title: offer its guided game (once)."""
    from scenes.confirm import ConfirmScene

    if tutorial.load_progress(guided.PROGRESS_FILE).offered:
        return
    tutorial.save_progress(Progress(offered=True), guided.PROGRESS_FILE)
    question, detail, answer, cancel = OFFER
    app.scenes.push(
        ConfirmScene(app, question, detail, [(answer, lambda: open_tutorial(app))], cancel=cancel)
    )
