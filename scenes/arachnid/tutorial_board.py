"""Arachnid's guided first game: the real board, with the shared coach (scenes.board_kit.coach)
asking for one move at a time, against two rivals at the gentlest level on a fixed seed.

Every click goes through the board's own input handling; the clicks that lead to the step's
move (picking the spider, its action, the lit hex) and harmless ones (the menu, the Hint)
pass, any other is answered with what to do instead, and only the step's own command reaches
the game. A note is read and acknowledged with the coach's Next. The game is never saved:
the step number is the progress, kept in its own file.
"""

from __future__ import annotations

import pygame

from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.state import HUMAN
from engine.core.commands import Command
from scenes.arachnid import guided
from scenes.arachnid.board import ArachnidBoard
from scenes.arachnid.mouse import MousePlayer
from scenes.arachnid.view import token
from scenes.board_kit.coach import CoachRing
from scenes.board_kit.spots import Target
from scenes.table.guided_board import GuidedBoard

HARMLESS = {"menu", "hint", "speed"}  # top-bar buttons any step lets through


def next_target(board, cmd: Command | None) -> Target | None:
    """The one thing to click next toward `cmd`, given what the board has selected."""
    if cmd is None:
        return None
    if isinstance(cmd, Choose):
        st = board.state
        if st.choices and st.choices[0].kind == "retreat":  # answered by a lit hex
            return Target("hex", int(cmd.option))
        if cmd.option.startswith(("web:", "hex:")):
            return Target("hex", int(cmd.option[4:]))
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
    """Arachnid's board lets through the clicks toward the step's move and harmless ones
    (`wanted`); Enter with no ring shown ends the den or passes only when the step asks it,
    and Undo rests."""

    guide = guided
    ring_of = staticmethod(ring)
    its_mouse_player = MousePlayer

    def bullet(self, surface: pygame.Surface, centre: tuple[int, int], size: float) -> None:
        """The end screen's mark before each line: a spider of the player's colony."""
        token(surface, self.tut.colour, centre, size * 0.75)

    def playing(self) -> bool:
        return super().playing() or self.animator.busy

    def undo(self) -> None:
        self.say("The guided game goes forward only: leave it from the Menu to start over")

    def coach_area(self) -> pygame.Rect:
        """The page under the top bar: at a large UI scale the web alone is too narrow for the
        coach's note to keep clear of the hex it rings and of your spiders."""
        r = self.layout(self.app.size)
        return r["left"].union(r["board"]).union(r["right"])

    def rather_clear(self) -> list[pygame.Rect]:
        """Your spiders and their cards: the steps speak of them, so the coach keeps off them
        where a corner allows; and the newest lines of the log, which a step often asks you to
        read."""
        me = next(c for c in self.state.colonies if c.kind == HUMAN)
        out = [self.view.hex_rect(sp.hex) for sp in me.spiders if sp.hex >= 0]
        # Your spiders' cards too: the next step often asks for one of their buttons (Deploy
        # on a new spider's card), and a key player reads the ring as the last frame drew it.
        out += [sp.rect for sp in self.spots if sp.kind == "card"]
        log = self.log_rect
        if log.height:
            out.append(pygame.Rect(log.x, log.centery, log.width, log.bottom - log.centery))
        return out

    def pointed_at(self, cmd: Command | None) -> list[pygame.Rect]:
        """The decision panel you are asked to answer (an upgrade, a battle) is kept clear,
        and the whole log when the step speaks of it."""
        out = [sp.rect for sp in self.spots if sp.kind == "panel"]
        if "log" in self.step.text and self.log_rect.height:
            out.append(self.log_rect)
        return out

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


# The guided piece (scenes.games) and its module's other entry points.
open_tutorial = ArachnidTutorialBoard.open
ask_and_open = ArachnidTutorialBoard.ask_and_open
start_from_command_line = ArachnidTutorialBoard.start_from_command_line
offer_on_pick = ArachnidTutorialBoard.offer_once
