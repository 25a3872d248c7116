"""The guided first game: the real board, with a coach that asks for one move at a time.

Every click still goes through the board's own input handling; the coach only lets through
the clicks that make the step's move (and harmless ones: the menu, reading a swarm's card),
and says what to do instead for any other. A command that is not the step's is refused before
it reaches the session. The game is never saved as a game: the step number is the progress.
"""

from __future__ import annotations

import pygame

from engine.galaxy import commands as gc
from game import draw, tutorial
from game.key_focus import ENTER
from scenes.board_kit.board_ring import KEYS
from scenes.board_kit.coach import CoachRing
from scenes.galaxy.board import BoardScene
from scenes.galaxy.mouse import WeaversMousePlayer
from scenes.galaxy.tutorial_overlay import ring, wanted
from scenes.table.guided_board import GuidedBoard

ALLOWED_KEYS = (pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_F11, *KEYS)

KEYS_REST = "Keys rest during the guided game: Tab to what the coach asks for, then Enter"


def cube_bullet(surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
    """The end screen's mark before each line: a cube."""
    draw.cube(surface, "yellow", centre, size)


class TutorialBoard(GuidedBoard, CoachRing, BoardScene):
    """The Weavers' board lets through the clicks toward the step's move and harmless ones
    (scenes.galaxy.tutorial_overlay.wanted); End turn asks no question when the step wants it."""

    guide = tutorial
    ring_of = staticmethod(ring)
    its_mouse_player = WeaversMousePlayer
    bullet = staticmethod(cube_bullet)

    def end_turn(self) -> None:
        """The coach asks for End turn only when it means it: no question first."""
        if self.expected == gc.EndTurn():
            self.issue(gc.EndTurn())
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
            if self.expected != gc.EndTurn():
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


# The guided piece (scenes.games) and its module's other entry points.
open_tutorial = TutorialBoard.open
ask_and_open = TutorialBoard.ask_and_open
start_from_command_line = TutorialBoard.start_from_command_line
offer_on_pick = TutorialBoard.offer_once


def offer_on_first_start(app) -> None:
    """The very first start (nothing saved, no record, never offered): offer the guided game
    over the title. Either answer counts as offered."""
    if tutorial.first_start():
        TutorialBoard.offer_once(app)
