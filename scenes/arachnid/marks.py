"""Hexes the words point at, lit on the web: the Hint's move (where the spider stands and where
it goes), and the hex a log line or a spider card names while the pointer is on it. The board
shows no hex numbers, so "hex 19" means nothing until the hex itself lights up."""

from __future__ import annotations

import re
from typing import Any

import pygame

from engine.arachnid import sweep
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Choose, Deploy, Refresh
from engine.core.commands import Command

NAMED = (140, 210, 255)  # a hex named by the words under the pointer
HEX_WORD = re.compile(r"\bhexe?s? (\d+)(?: -> (\d+))?", re.IGNORECASE)


def hexes_named(text: str) -> tuple[int, ...]:
    """Every hex a line names ("Move hex 19 -> 7": 19 and 7), in order, once each."""
    found: list[int] = []
    for m in HEX_WORD.finditer(text):
        for g in m.groups():
            if g is not None and int(g) not in found:
                found.append(int(g))
    return tuple(found)


def hint_hexes(state: Any, cmd: Command, content: Any = None) -> tuple[int, ...]:
    """Where the hinted command happens: the spider's hex and its target, a deploy's space, a
    chosen web or retreat hex, where a steered critter ends."""
    me = next(c for c in state.colonies if c.kind == "human")
    if isinstance(cmd, Act):
        sp = me.spider(cmd.spider)
        start = (sp.hex,) if sp is not None and sp.deployed else ()
        extra = (cmd.agile,) if cmd.agile >= 0 else ()
        return tuple(dict.fromkeys((*start, cmd.hex, *extra)))
    if isinstance(cmd, Deploy):
        return (cmd.hex,)
    if isinstance(cmd, Refresh):
        sp = me.spider(cmd.spider)
        return (sp.hex,) if sp is not None and sp.deployed else ()
    if isinstance(cmd, Choose):
        if cmd.option.startswith("face:") and state.choices and content is not None:
            cr = state.critter(state.choices[0].about)  # A8.5: where the critter would end
            return (sweep.preview(state, content, cr, cmd.option).hex,)
        option = cmd.option.removeprefix("web:").removeprefix("hex:")
        return (int(option),) if option.isdigit() else ()
    return ()


def ring(surface: pygame.Surface, view: Any, hexes: tuple[int, ...], colour, s: float) -> None:
    """A thick ring on each hex, drawn over the pieces."""
    for h in hexes:
        if 0 <= h < len(BOARD.fly):  # a number that is no hex (a corner to steer to) is skipped
            pygame.draw.polygon(surface, colour, view.corners(h, 0.92), max(2, int(3 * s)))
