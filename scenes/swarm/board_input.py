"""What a click, a key or the wheel means on the Space Swarm board (mixed into SwarmBoard):
the hit test over what was drawn, the phase's meaning of a click on a hex, the count."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.swarm import commands as sc
from engine.swarm.state import MOVE, PRODUCTION, TARGET
from scenes.swarm.panels import Spot
from scenes.table.board_keys import BoardKeys

if TYPE_CHECKING:
    from engine.core.commands import Command
    from scenes.board_kit.board_ring import BoardRing
    from scenes.swarm.anim import Animator
    from scenes.swarm.board import Option
    from scenes.swarm.panels import Spot
    from scenes.swarm.view import HexView


class BoardInput(BoardKeys):
    if TYPE_CHECKING:  # what it uses of the SwarmBoard it is mixed into
        anim: Animator
        changes: dict[int, int]
        count: int
        log_scroll: int
        options: list[Option]
        pointer: tuple[int, int]
        popup_card: str
        revealed: int
        selected: int
        waypoints: list[int]
        focus: BoardRing
        overlay: list[Spot]
        spots: list[Spot]
        view: HexView

        def ask_hint(self) -> None: ...
        def battle_hex(self) -> int: ...
        def card_options(self, card: str) -> list[Option]: ...
        def clear_selection(self) -> None: ...
        def default_count(self) -> int: ...
        @property
        def curtain(self) -> bool: ...
        def cycle_speed(self) -> None: ...
        @property
        def me(self) -> Any: ...
        def movable(self) -> int: ...
        def open_menu(self) -> None: ...
        def reachable(self) -> dict[int, tuple[int, ...]]: ...
        def say(self, message: str) -> None: ...
        @property
        def state(self) -> Any: ...
        def to_place(self) -> int: ...
        def try_issue(self, cmd: Command) -> None: ...
        def undo(self) -> None: ...

    # --- input -------------------------------------------------------------------------------

    def spots_at(self, pos: tuple[int, int]) -> list[Spot]:
        """What is drawn under pos, topmost first (what lies over the board, then the rest;
        behind the curtain, only the curtain)."""
        over = [sp for sp in reversed(self.overlay) if sp.rect.collidepoint(pos)]
        if self.curtain:
            return over
        return over + [sp for sp in reversed(self.spots) if sp.rect.collidepoint(pos)]

    def target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        """What a click at pos would touch: the topmost spot drawn there, else a hex."""
        for spot in self.spots_at(pos):
            return spot.kind, spot.ref
        if self.curtain:
            return None  # behind the curtain nothing can be touched
        if self.view.rect.collidepoint(pos):
            h = self.view.hex_at(pos)
            if h >= 0:
                return "hex", h
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.mouse(event)
            if event.button == 3:
                self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos, pygame.key.get_mods())
        elif event.type == pygame.MOUSEWHEEL:
            if self.view.rect.collidepoint(self.pointer) and (
                self.selected >= 0 or self.to_place()
            ):
                self.change_count(event.y)
            else:
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif event.type == pygame.KEYDOWN and not self.focus.key(event):
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_SPACE or (k == pygame.K_ESCAPE and self.anim.busy):
            self.anim.skip()
        elif self.shared_key(event):  # Esc, F1, Ctrl+Z, H (scenes.table.board_keys)
            pass
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_count(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_count(-1)

    def change_count(self, d: int) -> None:
        top = self.movable() if self.selected >= 0 else self.to_place()
        if top:
            self.count = max(1, min(top, self.count + d))

    def click(self, pos: tuple[int, int], mods: int = 0) -> None:
        hit = self.target_at(pos)
        if hit is None:
            self.clear_selection()
            return
        kind, ref = hit
        if kind == "curtain":
            self.revealed = self.me.seat if self.me is not None else -1
            return
        if kind == "option":
            opt = self.options[int(ref)]  # type: ignore[call-overload]  # an option's ref is its index
            self.popup_card, self.options = "", []
            self.try_issue(opt.command)
            return
        if kind == "card":
            _, card = ref  # type: ignore[misc]  # a card's ref is (race, card)
            if self.me is None or self.anim.rivals_playing:
                self.say("You can use cards when it is your move")
                return
            self.popup_card = card
            self.options = self.card_options(card)
            return
        self.popup_card, self.options = "", []
        if self.anim.rivals_playing and kind in ("place", "target", "hex"):
            self.say("The rivals' moves are still playing: wait, or press Space to skip")
            return
        if kind == "button":
            self.press(str(ref))
        elif kind == "place" and self.me is not None:
            self.try_issue(sc.PickPlace(self.me.id, int(ref)))  # type: ignore[call-overload]  # a place's ref is its number
        elif kind == "target" and self.me is not None:
            self.try_issue(sc.ChooseTarget(self.me.id, str(ref)))
        elif kind == "hex":
            self.click_hex(int(ref), mods)  # type: ignore[call-overload]  # a hex's ref is its index

    def press(self, name: str) -> None:
        me = self.me
        if name == "end" and me is not None:
            self.try_issue(sc.EndPhase(me.id))
        elif name == "pass" and me is not None:
            self.try_issue(sc.Pass(me.id))
        elif name == "minus":
            self.change_count(-1)
        elif name == "plus":
            self.change_count(1)
        elif name == "hint":
            self.ask_hint()
        elif name == "undo":
            self.undo()
        elif name == "menu":
            self.open_menu()
        elif name == "speed":
            self.cycle_speed()
        elif name == "skip":
            self.anim.skip()
        elif me is None:
            self.say("Wait for your move")

    def click_hex(self, h: int, mods: int = 0) -> None:
        """Production: place new fleets. Move: pick a stack, then where it goes; Shift adds
        a hex to go through; on such a hex Ctrl drops a fleet and Alt picks one up (S6.4)."""
        me, st = self.me, self.state
        shift = bool(mods & pygame.KMOD_SHIFT)
        if me is None:
            self.say("Wait for your move")
            return
        if st.phase == PRODUCTION:
            self.try_issue(sc.Produce(me.id, h, max(1, self.count or self.to_place())))
            return
        if st.phase == TARGET and h == self.battle_hex():
            self.say("Pick the stack to strike from the list under the map")
            return
        if st.phase != MOVE:
            self.say("Fleets move in the Move phase")
            return
        if (
            self.selected >= 0
            and h in self.waypoints
            and mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            step = -1 if mods & pygame.KMOD_CTRL else 1
            self.changes[h] = self.changes.get(h, 0) + step
            if not self.changes[h]:
                del self.changes[h]
            return
        paths = self.reachable()
        if self.selected >= 0 and h in paths:
            if shift:
                self.waypoints = list(paths[h])
                return
            path = paths[h]
            change = tuple(self.changes.get(x, 0) for x in path) if self.changes else ()
            cmd = sc.Move(me.id, self.selected, self.count, path, change)
            self.clear_selection()
            self.try_issue(cmd)
            return
        if me.fleets[h] > 0 and h != self.selected:
            self.selected, self.waypoints = h, []
            self.count = self.default_count()
            if self.count == 0:
                self.say("Those fleets have no steps left this turn")
                self.selected = -1
            return
        if self.selected == h:
            self.clear_selection()
            return
        if self.selected >= 0:
            self.say("Out of reach: the fleets' steps left do not get there")
        else:
            self.say("Click one of your stacks to move it")
