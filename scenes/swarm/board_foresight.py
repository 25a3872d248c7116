"""Space Swarm's part of "before the click" (scenes/board_kit/foresight.py): the move a click on
a target would make (a stack's path to the hovered hex, fleets produced there, a place or a
target picked, the phase ended), and where a hex lies on the map."""

from __future__ import annotations

from typing import Any, cast

from engine.core.commands import Command
from engine.swarm import commands as sc
from engine.swarm.state import MOVE, PRODUCTION


def command_for(board, target) -> Command | None:
    """The command a click on `target` sends now (None when it only selects or opens)."""
    me, st = board.me, board.state
    if me is None or board.anim.rivals_playing or board.options:
        return None
    kind, ref = target.kind, cast(Any, target.ref)  # each kind's ref, as its board draws it
    if kind == "button":
        return sc.EndPhase(me.id) if ref == "end" else sc.Pass(me.id) if ref == "pass" else None
    if kind == "place":
        return sc.PickPlace(me.id, int(ref))
    if kind == "target":
        return sc.ChooseTarget(me.id, str(ref))
    if kind != "hex":
        return None
    h = int(ref)
    if st.phase == PRODUCTION:
        return sc.Produce(me.id, h, max(1, board.count or board.to_place()))
    if st.phase != MOVE or board.selected < 0:
        return None
    key = (board._version, board.selected, board.count, tuple(board.waypoints))
    if getattr(board, "_reach_key", None) != key:  # paths worked out once per selection
        board._reach_key, board._reach = key, board.reachable()
    path = board._reach.get(h)
    if path is None:
        return None
    change = tuple(board.changes.get(x, 0) for x in path) if board.changes else ()
    return sc.Move(me.id, board.selected, board.count, path, change)


def where(board, h: int) -> tuple[tuple[int, int], int] | None:
    """A hex's centre on the map and the radius of its mark."""
    try:
        x, y = board.view.centre(h)
    except (IndexError, KeyError, ValueError):
        return None
    return (int(x), int(y)), max(8, int(board.view.size * 0.75))
