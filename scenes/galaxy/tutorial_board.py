"""The guided first game: the real board, with a coach that asks for one move at a time.

Every click still goes through the board's own input handling; the coach only lets through
the clicks that make the step's move (and harmless ones: the menu, reading a swarm's card),
and says what to do instead for any other. A command that is not the step's is refused before
it reaches the session. The game is never saved as a game: the step number is the progress.
"""

from __future__ import annotations

import pygame

from engine.galaxy.commands import EndTurn
from game import tutorial
from game.key_focus import ENTER
from scenes import guided_board
from scenes.board_ring import KEYS
from scenes.coach import CoachRing
from scenes.galaxy.board import BoardScene
from scenes.galaxy.tutorial_done import TutorialDone
from scenes.galaxy.tutorial_overlay import ring, wanted
from scenes.guided_board import GuidedBoard

OFFER = (  # the first start's question: (question, detail, answer, cancel)
    "New to The Weavers?",
    "A guided first game teaches the rules by playing, in about ten minutes. "
    "You can leave it at any time and pick it up again from How to play on the title.",
    "How to play",
    "Not now",
)
ALLOWED_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_F11, *KEYS)

KEYS_REST = "Keys rest during the guided game: Tab to what the coach asks for, then Enter"


class TutorialBoard(GuidedBoard, CoachRing, BoardScene):
    guide = tutorial
    ring_of = staticmethod(ring)

    done_screen = TutorialDone

    def end_turn(self) -> None:
        """The coach asks for End turn only when it means it: no question first."""
        if self.expected == EndTurn():
            self.issue(EndTurn())
        else:
            super().end_turn()

    def handle(self, event: pygame.event.Event) -> None:
        if self.coach_click(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            if not wanted(self, self.expected, self.target_at(event.pos)):
                self.explain()
                return
        elif event.type == pygame.KEYDOWN and event.key not in ALLOWED_KEYS:
            self.say(KEYS_REST)
            return
        elif event.type == pygame.KEYDOWN and event.key in ENTER and not self.focus.visible:
            # Enter with no ring is the End turn shortcut: only when the step asks for it.
            if self.expected != EndTurn():
                self.say(KEYS_REST)
                return
        super().handle(event)

    # --- the frame ---------------------------------------------------------------------------

    def over_coach(self, pos: tuple[int, int]) -> bool:
        return self.popup is None and super().over_coach(pos)

    def marks(self) -> tuple:
        m, *rest = super().marks()
        if self.over_coach(self.pointer):
            m.hover = None  # no map highlight through the coach's box
        return (m, *rest)

    def draw_guide(self, surface: pygame.Surface, s: float) -> None:
        """The coach, over the map and tableau but under dialogs and the pointer's tooltip."""
        self.draw_coach(surface, s, self.expected)


def open_tutorial(app, index: int = 0, replace: bool = False) -> TutorialBoard:
    """Start (or resume at step `index`) the guided game on top of the current screen."""
    return guided_board.open_board(app, TutorialBoard, index, replace)


def ask_and_open(app) -> None:
    """How to play: resume where the player left it, or start over."""
    guided_board.ask_and_open(app, TutorialBoard)


def start_from_command_line(app, args) -> None:
    """`weavers --tutorial`: the guided game from its first step (scenes.guided_board)."""
    from scenes.galaxy.tutorial_player import TutorialPlayer

    guided_board.start_from_command_line(app, args, TutorialBoard, TutorialPlayer)


def offer_on_first_start(app) -> None:
    """The very first start (nothing saved, no record, never offered): offer the guided game
    over the title. Either answer counts as offered."""
    if tutorial.first_start():
        guided_board.offer_once(app, TutorialBoard, OFFER)
