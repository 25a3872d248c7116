"""Space Swarm's guided first game: the real board, with the shared coach (scenes.board_kit.coach)
asking for one move at a time, against one rival on a fixed seed.

Every click goes through the board's own input handling; only the step's own move reaches
the game (any other command is refused with what to do instead), and a note is read and
acknowledged with the coach's Next. The game is never saved: the step number is the progress.
"""

from __future__ import annotations

import pygame

from engine.core.commands import Command
from engine.swarm import commands as sc
from scenes.board_kit.coach import CoachRing
from scenes.swarm import guided
from scenes.swarm.board import SwarmBoard
from scenes.swarm.mouse import SwarmMousePlayer
from scenes.swarm.view import emblem
from scenes.table.guided_board import GuidedBoard

# Keys that act on the game (Enter, Hint, Undo) rest: the coach asks for one move at a time.
# The ring's keys (Tab, arrows, Enter) walk and click what is drawn, as the mouse does.
ALLOWED_KEYS = (
    pygame.K_ESCAPE, pygame.K_F1, pygame.K_SPACE, pygame.K_F11, pygame.K_TAB,
    pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS, pygame.K_MINUS, pygame.K_KP_MINUS,
    pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER,
)  # fmt: skip
RESTING = ("undo", "hint")  # buttons that would step outside the coach's moves
KEYS_REST = "Keys rest during the guided game: Tab to what the coach asks for, then Enter"


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

    if isinstance(cmd, (sc.PlaceTechnology, sc.PlayCard, sc.Discard)):
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
    if isinstance(cmd, sc.EndPhase):
        return spot("button", "end")
    if isinstance(cmd, sc.Pass):
        return spot("button", "pass")
    if isinstance(cmd, sc.PickPlace):
        return spot("place", cmd.place)
    if isinstance(cmd, sc.Produce):
        return hexring(cmd.hex)
    if isinstance(cmd, sc.Move):
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
    if isinstance(cmd, sc.Produce):
        return [board.hex_rect(cmd.hex)]
    if isinstance(cmd, sc.Move):
        return [board.hex_rect(h) for h in (cmd.origin, *cmd.path)]
    return []


def emblem_bullet(surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
    """The end screen's mark before each line: the player's race emblem."""
    from engine.swarm.content import default_content

    race = default_content().game.races[0]
    emblem(surface, race.emblem, tuple(race.colour), centre, size * 0.6)


class SwarmTutorialBoard(GuidedBoard, CoachRing, SwarmBoard):
    """Space Swarm's board refuses other moves when they are sent; Undo and Hint rest, and
    so do the keys that act on the game."""

    guide = guided
    ring_of = staticmethod(ring)
    its_mouse_player = SwarmMousePlayer
    bullet = staticmethod(emblem_bullet)
    pointed_at = pointed

    def rather_clear(self) -> list[pygame.Rect]:
        """Every stack on the map, the rival's too: a newcomer watches them move."""
        st = self.state
        return [self.hex_rect(h) for h in range(st.board.size) if st.occupants(h)]

    @property
    def expected(self) -> Command | None:
        return guided.expected(self.tut, self.index, self.session)

    def playing(self) -> bool:
        return super().playing() or self.anim.busy

    def handle(self, event: pygame.event.Event) -> None:
        if self.coach_click(event):
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.finished:
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

    def ring_mode(self) -> tuple:
        return (*super().ring_mode(), self.index)  # each step starts the ring over

    def draw(self, surface: pygame.Surface) -> None:
        self._shown = None  # the coach changes with each step: always draw the frame
        super().draw(surface)
        self.draw_coach(surface, self.board_scale(surface.get_size()), self.expected)


# The guided piece (scenes.games) and its module's other entry points.
open_tutorial = SwarmTutorialBoard.open
ask_and_open = SwarmTutorialBoard.ask_and_open
start_from_command_line = SwarmTutorialBoard.start_from_command_line
offer_on_pick = SwarmTutorialBoard.offer_once
