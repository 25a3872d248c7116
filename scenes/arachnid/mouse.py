"""The mouse player for Arachnid: the bot's command made by clicking what the board drew (a
card's den button then a lit hex, a spider on the web then its destination, an action button,
the battle panel's steppers, a choice's button), as
scenes.players.mouse_player does for The Weavers.
"""

from __future__ import annotations

from collections.abc import Iterator

import pygame

from engine.arachnid import battle
from engine.arachnid.bots import make_bot
from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.core.commands import Command
from scenes.board_kit.spots import Target
from scenes.players.mouse_player import Click, Unreachable
from scenes.players.mouse_player import MousePlayer as Base


class MousePlayer(Base):
    def _make_bot(self, name: str, seed: int):
        return make_bot(name, seed)

    def board_ready(self) -> bool:
        b = self.board
        return bool(b.spots) and not b.animator.busy and not b.session.queue

    def _steps(self, cmd: Command) -> Iterator[Click]:
        b = self.board
        if b.variants is not None or (b.selected and not isinstance(cmd, Act)):
            yield Click(self._somewhere_empty(), button=3)
        if isinstance(cmd, Choose):
            yield from self._choose(cmd)
        elif isinstance(cmd, Refresh):
            yield self._spot(Target("den", (cmd.spider, "refresh")))
        elif isinstance(cmd, Deploy):
            if b.deploying != cmd.spider:
                yield self._spot(Target("den", (cmd.spider, "deploy")))
            yield self._hex(cmd.hex)
        elif isinstance(cmd, EndDen):
            yield self._spot(Target("button", "end_den"))
        elif isinstance(cmd, Pass):
            yield self._spot(Target("button", "pass"))
        elif isinstance(cmd, Act):
            yield from self._act(cmd)
        else:
            raise Unreachable(f"the mouse player does not know a {type(cmd).__name__}")

    def _act(self, cmd: Act) -> Iterator[Click]:
        b = self.board
        me = b.me
        sp = me.spider(cmd.spider)
        if cmd.action == "move" and sp is not None and sp.deployed:
            # As a person would: click the spider on the web, then where it goes.
            if b.selected != cmd.spider or b.action is not None:
                if b.selected:
                    yield Click(self._somewhere_empty(), button=3)
                yield self._hex(sp.hex)
        elif b.selected != cmd.spider or b.action != cmd.action:
            yield self._spot(Target("action", (cmd.spider, cmd.action)))
        yield self._hex(cmd.hex)
        if b.variants is not None:
            i = next((i for i, c in enumerate(b.variants.commands) if c == cmd), None)
            if i is None:
                raise Unreachable(f"the pop-up {b.variants.title!r} does not offer it")
            yield self._spot(Target("variant", i))

    def _choose(self, cmd: Choose) -> Iterator[Click]:
        b = self.board
        ch = b.state.choices[0]
        if ch.kind == "retreat" or cmd.option.startswith(("web:", "hex:")):
            h = int(cmd.option) if ch.kind == "retreat" else int(cmd.option[4:])
            yield self._hex(h)
            return
        if ch.kind == "commit":
            want = battle.parse_commit(cmd.option)
            for i in range(3):
                while b.commit is not None and b.commit[i] != want[i]:
                    d = 1 if b.commit[i] < want[i] else -1
                    before = b.commit[i]
                    yield self._spot(Target("step", (i, d)))
                    if b.commit[i] == before:
                        raise Unreachable(f"the battle panel's stepper {i} does not move")
        yield self._spot(Target("choice", cmd.option))

    def _spot(self, t: Target) -> Click:
        return self._click([t], self._spot_area(t.kind, t.ref))

    def _hex(self, h: int) -> Click:
        return self._click([Target("hex", h)], self.board.view.hex_rect(h, 0.5))

    def _somewhere_empty(self) -> tuple[int, int]:
        return (2, self.app.size[1] - 2)


_ = pygame
