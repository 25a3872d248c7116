"""The Weavers' part of "before the click" (scenes/board_kit/foresight.py): the move a click on
a target would make, and where a system lies on the map."""

from __future__ import annotations

from typing import Any, cast

from engine.core.commands import Command
from engine.galaxy import commands as gc
from engine.galaxy.colours import BLACK
from scenes.board_kit.spots import Target


def command_for(board, target: Target) -> Command | None:
    """The command a click on `target` would send now (None when it only selects or opens a
    pop-up): a cube on a slot, route or planet, a black cube's recall, a deck, Power, or a lit
    place of a choice."""
    kind, ref = target.kind, cast(Any, target.ref)  # each kind's ref, as its board draws it
    st, picked = board.state, board.selected
    if board.popup is not None or board.conflict is not None:
        return None
    if kind == "button":
        return gc.UsePower() if ref == "power" else None
    if kind == "deck":
        return gc.TakeCard(ref)
    if st.pending is not None:
        if kind in ("system", "planet", "route", "swarm"):
            options = [o for o in st.pending.options if o.ref == ref]
            if len(options) == 1:
                return gc.Choose(options[0].ref, options[0].colour)
        return None
    if not picked:
        return None
    if kind == "slot":
        index, k = ref
        if picked == BLACK and st.tableau[index].cubes[k]:
            return gc.Recall(gc.PROJECT, index, k)
        return gc.PlaceCube(picked, gc.PROJECT, index, k)
    if kind == "route":
        if picked == BLACK and st.routes[ref]:
            return gc.Recall(gc.ROUTE, ref)
        return gc.PlaceCube(picked, gc.ROUTE, ref)
    if kind == "planet":
        if picked == BLACK and st.planets[ref].cubes:
            return gc.Recall(gc.PLANET, ref)
        return gc.PlaceCube(picked, gc.PLANET, ref)
    return None


def where(board, system: int) -> tuple[tuple[int, int], int] | None:
    """A system's centre on the map and the radius of its mark."""
    try:
        x, y = board.view.centre(system)
    except KeyError:
        return None
    return (int(x), int(y)), max(8, int(board.view.size * 0.7))
