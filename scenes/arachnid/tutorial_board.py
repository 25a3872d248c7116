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
from scenes import guided_board
from scenes.arachnid import guided
from scenes.arachnid.board import ArachnidBoard
from scenes.arachnid.tutorial_done import ArachnidTutorialDone
from scenes.coach import CoachRing
from scenes.guided_board import GuidedBoard
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


class ArachnidTutorialBoard(GuidedBoard, CoachRing, ArachnidBoard):
    guide = guided
    ring_of = staticmethod(ring)

    done_screen = ArachnidTutorialDone

    def playing(self) -> bool:
        return super().playing() or self.animator.busy

    def undo(self) -> None:
        self.say("The guided game goes forward only: leave it from the Menu to start over")

    # --- input -------------------------------------------------------------------------------

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
        if self.coach_click(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.finished:
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

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        busy = self.animator.busy
        self.draw_coach(surface, self.s, None if busy and self.expected is None else self.expected)


def open_tutorial(app, index: int = 0, replace: bool = False) -> ArachnidTutorialBoard:
    """Start (or resume at step `index`) the guided game on top of the current screen."""
    return guided_board.open_board(app, ArachnidTutorialBoard, index, replace)


def ask_and_open(app) -> None:
    """How to play: resume where the player left it, or start over."""
    guided_board.ask_and_open(app, ArachnidTutorialBoard)


def start_from_command_line(app, args) -> None:
    """`weavers --mode arachnid --tutorial`: from the first step (scenes.guided_board)."""
    from scenes.arachnid.tutorial_player import ArachnidTutorialPlayer

    guided_board.start_from_command_line(app, args, ArachnidTutorialBoard, ArachnidTutorialPlayer)


def offer_on_pick(app) -> None:
    """The first time Arachnid is picked on the title: offer its guided game (once)."""
    guided_board.offer_once(app, ArachnidTutorialBoard, OFFER)
