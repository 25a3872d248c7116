"""The mouse player for Space Swarm: the bot chooses, this works out from what the board drew
where a person would click (a card then its choice, a stack then the hexes of its path with
Shift, the - and + of the count, a place in the turn order, a target), posts the clicks, and
checks the session took the very command the bot chose (scenes.players.mouse_player does the
rest)."""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from engine.core.commands import Command
from engine.swarm import commands as sc
from engine.swarm.bots import make_bot
from scenes.board_kit.spots import point_finding
from scenes.players.mouse_player import Click, MousePlayer, Unreachable

MAX_COUNT_CLICKS = 60


class SwarmMousePlayer(MousePlayer):
    def _make_bot(self, name: str, seed: int):
        return make_bot(name, seed)

    @property
    def active(self) -> bool:
        b = self.board
        # A costly move's question (scenes.board_kit.foresight) is answered by the plan.
        asked = self.plan is not None and self._question() is not None
        return (self.app.scenes.top is b or asked) and not b.state.over and b.me is not None

    def board_ready(self) -> bool:
        return self.board.ready()

    # --- where to click ----------------------------------------------------------------------

    def _steps(self, cmd: Command) -> Iterator[Click]:
        b = self.board
        if b.curtain:
            yield self._spot("curtain", lambda ref: True)
        if b.popup_card and not isinstance(cmd, (sc.PlaceTechnology, sc.Discard, sc.PlayCard)):
            yield Click(self._somewhere_empty(), button=3)
        if isinstance(cmd, (sc.PlaceTechnology, sc.Discard, sc.PlayCard)):
            yield self._spot("card", lambda ref: ref[1] == cmd.card)
            i = next((i for i, o in enumerate(b.options) if o.sends(cmd)), None)
            if i is None:
                raise Unreachable(f"the card's choices do not offer {cmd!r}")
            yield self._spot("option", lambda ref: ref == i)
        elif isinstance(cmd, sc.EndPhase):
            yield self._spot("button", lambda ref: ref == "end")
        elif isinstance(cmd, sc.Pass):
            yield self._spot("button", lambda ref: ref == "pass")
        elif isinstance(cmd, sc.PickPlace):
            yield self._spot("place", lambda ref: ref == cmd.place)
        elif isinstance(cmd, sc.ChooseTarget):
            yield self._spot("target", lambda ref: ref == cmd.target)
        elif isinstance(cmd, sc.Produce):
            yield from self._set_count(cmd.count)
            yield self._hex(cmd.hex)
        elif isinstance(cmd, sc.Move):
            yield from self._move(cmd)
        else:
            raise Unreachable(f"the mouse player does not know a {type(cmd).__name__}")

    def _move(self, cmd: sc.Move) -> Iterator[Click]:
        b = self.board
        if b.selected != cmd.origin:
            if b.selected >= 0:
                yield Click(self._somewhere_empty(), button=3)
            yield self._hex(cmd.origin)
        if b.selected != cmd.origin:
            raise Unreachable(f"clicking {cmd.origin} did not pick up that stack")
        yield from self._set_count(cmd.count)
        for i, h in enumerate(cmd.path[:-1]):
            yield self._hex(h, pygame.KMOD_SHIFT)
            c = cmd.change[i] if cmd.change else 0
            for _ in range(abs(c)):  # S6.4: Ctrl drops a fleet, Alt picks one up
                yield self._hex(h, pygame.KMOD_CTRL if c < 0 else pygame.KMOD_ALT)
        yield self._hex(cmd.path[-1])

    def _set_count(self, wanted: int) -> Iterator[Click]:
        b = self.board
        for _ in range(MAX_COUNT_CLICKS):
            if b.count == wanted:
                return
            name = "plus" if b.count < wanted else "minus"
            yield self._spot("button", lambda ref, name=name: ref == name)
        raise Unreachable(f"the count could not be set to {wanted}")

    # --- points ------------------------------------------------------------------------------

    def _spot(self, kind: str, match) -> Click:
        for spot in [*reversed(self.board.overlay), *reversed(self.board.spots)]:
            if spot.kind == kind and match(spot.ref):
                return self._click_in(spot.rect, kind, spot.ref)
        raise Unreachable(f"nothing drawn is the {kind} wanted")

    def _hex(self, h: int, mods: int = 0) -> Click:
        c = self.board.view.centre(h)
        r = int(self.board.view.size * 0.5)
        area = pygame.Rect(int(c[0]) - r, int(c[1]) - r, 2 * r, 2 * r)
        click = self._click_in(area, "hex", h)
        click.mods = mods
        return click

    def _click_in(self, area: pygame.Rect, kind: str, ref: object) -> Click:
        """A point in `area` where the board's own hit test finds (kind, ref)."""
        b = self.board
        p = point_finding(area, self.app.size, lambda p: b.target_at(p) == (kind, ref))
        if p is not None:
            return Click(p)
        raise Unreachable(f"at {kind} {ref!r} the pointer finds {b.target_at(area.center)}")
