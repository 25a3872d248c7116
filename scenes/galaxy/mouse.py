"""The Weavers' mouse player: the bot chooses, this works out from what the board drew where a
person would click (a cube in the hand, then the lit slot; a card, then its origin and target;
a leader, then the option in its pop-up), posts the clicks, and checks the session took the
very command the bot chose (scenes.players.mouse_player does the rest)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from engine.core.commands import Command
from engine.galaxy import commands as gc
from engine.galaxy.bots import make_bot
from engine.galaxy.colours import BLACK
from scenes.board_kit.spots import Target
from scenes.players.mouse_player import Click, Key, MousePlayer, Unreachable

MAP_KINDS = ("swarm", "system")  # a system with a swarm on it is clicked through the swarm


class WeaversMousePlayer(MousePlayer):
    def _make_bot(self, name: str, seed: int):
        return make_bot(name, seed)

    def _acts_on(self, p: tuple[int, int]) -> Target | None:
        """A "!" badge passes a click to what lies under it (BoardInput.acts_on)."""
        return self.board.acts_on(p)

    def board_ready(self) -> bool:
        """A person waits for the board to show and the last move to play out."""
        b = self.board
        return bool(b.spots) and not b.animator.queue.busy and not b.session.queue

    def _steps(self, cmd: Command) -> Iterator[Click | Key]:
        """The clicks that make `cmd`, each worked out from the board as last drawn."""
        b = self.board
        if b.popup is not None or b.conflict is not None:
            yield Click(self._somewhere_empty(), button=3)  # close what an earlier move left
        if isinstance(cmd, (gc.PlaceCube, gc.Recall)):
            colour = cmd.colour if isinstance(cmd, gc.PlaceCube) else BLACK
            if b.selected != colour:
                yield self._click([Target("hand", colour)], self._hand_area(colour))
            yield from self._click_spot(
                cmd.spot, cmd.ref, cmd.slot, placing=isinstance(cmd, gc.PlaceCube)
            )
        elif isinstance(cmd, gc.TakeCard):
            yield self._click([Target("deck", cmd.deck)], self._spot_area("deck", cmd.deck))
        elif isinstance(cmd, gc.EndTurn):
            yield self._click([Target("button", "end")], b.buttons["end"].rect)
            yield from self._confirm()
        elif isinstance(cmd, gc.UsePower):
            yield self._click([Target("button", "power")], b.buttons["power"].rect)
        elif isinstance(cmd, gc.InitiateConflict):
            if b.selected:
                yield Click(self._somewhere_empty(), button=3)
            yield self._click([Target("card", cmd.project)], self._spot_area("card", cmd.project))
            yield self._click(self._system(cmd.origin), self._system_area(cmd.origin))
            yield self._click(self._system(cmd.target), self._system_area(cmd.target))
        elif isinstance(cmd, gc.UseLeader):
            yield from self._leader(cmd)
        elif isinstance(cmd, gc.Choose):
            yield from self._choose(cmd)
        else:
            raise Unreachable(f"the mouse player does not know a {type(cmd).__name__}")
        yield from self._option(cmd)

    def _click_spot(self, spot: str, ref: int, slot: int, placing: bool) -> Iterator[Click]:
        b = self.board
        if spot == gc.ROUTE:
            cubes = len(b.state.routes[ref])
            k = cubes if placing else cubes - 1
            yield self._click([Target("route", ref)], b.view.slot_rect(ref, max(0, k)))
        elif spot == gc.PLANET:
            yield self._click([Target("planet", ref)], self._circle(b.view.planet_pos(ref)))
        elif spot == gc.PROJECT:
            yield self._click([Target("slot", (ref, slot))], self._spot_area("slot", (ref, slot)))

    def _leader(self, cmd: gc.UseLeader) -> Iterator[Click]:
        b = self.board
        if b.selected:
            yield Click(self._somewhere_empty(), button=3)
        if cmd.spot == "swarm":
            yield self._click([Target("swarm", cmd.ref)], self._system_area(cmd.ref))
        elif cmd.spot == "conflict":
            where = (cmd.ref, cmd.slot)
            yield self._click([Target("defender", where)], self._spot_area("defender", where))
        else:
            yield self._click([Target("card", cmd.project)], self._spot_area("card", cmd.project))

    def _choose(self, cmd: gc.Choose) -> Iterator[Click]:
        b = self.board
        pending = b.state.pending
        kind = pending.kind if pending is not None else ""
        if kind == "settle_free":
            yield self._click([Target("planet", cmd.ref)], self._circle(b.view.planet_pos(cmd.ref)))
        elif kind == "advance_route":
            cubes = len(b.state.routes[cmd.ref])
            area = b.view.slot_rect(cmd.ref, min(cubes, len(b.view._slots[cmd.ref]) - 1))
            yield self._click([Target("route", cmd.ref)], area)
        else:
            yield self._click(self._system(cmd.ref), self._system_area(cmd.ref))

    def _option(self, cmd: Command) -> Iterator[Click]:
        """When a click opened a pop-up, pick the option that sends `cmd` (following an
        option that opens a second pop-up, as often as it takes)."""
        while (popup := self.board.popup) is not None:
            i = next((i for i, o in enumerate(popup.options) if o.sends(cmd)), None)
            if i is None:
                labels = ", ".join(o.label for o in popup.options) or "no options"
                raise Unreachable(f"the pop-up {popup.title!r} offers {labels}, not this")
            if i >= len(popup.rects):
                raise Unreachable(f"its option is not drawn in the pop-up {popup.title!r}")
            yield self._click([Target("option", i)], popup.rects[i])
            if popup.options[i].command is not None:
                return

    # --- areas and points --------------------------------------------------------------------

    def _system(self, number: int) -> list[Target]:
        return [Target(kind, number) for kind in MAP_KINDS]

    def _system_area(self, number: int) -> pygame.Rect:
        return self._circle(self.board.view.centre(number), 0.6)

    def _circle(self, centre: tuple[float, float], share: float = 0.24) -> pygame.Rect:
        r = max(6, int(self.board.view.size * share))
        return pygame.Rect(int(centre[0]) - r, int(centre[1]) - r, 2 * r, 2 * r)

    def _hand_area(self, colour: str) -> pygame.Rect:
        return self._spot_area("hand", colour)
