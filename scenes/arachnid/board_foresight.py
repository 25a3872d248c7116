"""Arachnid's part of "before the click" (scenes/board_kit/foresight.py): the move a click on a
target would make (a spider's action to the hovered hex, a deployment, a choice, a variant of a
move, a refresh, Pass or End den), and where a hex lies on the web."""

from __future__ import annotations

from typing import Any, cast

from engine.arachnid.commands import Choose, Deploy, EndDen, Pass, Refresh
from engine.core.commands import Command
from scenes.board_kit.spots import Target


def command_for(board, target: Target) -> Command | None:
    """The command a click on `target` sends now (None when it only selects or opens)."""
    kind, ref = target.kind, cast(Any, target.ref)  # each kind's ref, as its board draws it
    st = board.state
    if kind == "button":
        return {"pass": Pass(), "end_den": EndDen()}.get(ref)
    if kind == "choice":
        return Choose(ref)
    if kind == "variant" and board.variants is not None:
        return board.variants.commands[ref]
    if kind == "den" and ref[1] == "refresh":
        return Refresh(ref[0])
    if kind != "hex":
        return None
    h = int(ref)
    if st.choices:
        ch = st.choices[0]
        key = {"retreat": str(h), "consume": f"web:{h}", "steer": f"hex:{h}"}.get(ch.kind)
        return Choose(key) if key is not None and key in ch.options else None
    if board.deploying:
        return Deploy(board.deploying, h)
    cmds = board.hex_commands(h)
    return cmds[0] if len(cmds) == 1 else None


def where(board, h: int) -> tuple[tuple[int, int], int] | None:
    """A hex's centre on the web and the radius of its mark."""
    try:
        x, y = board.view.centre(h)
    except (IndexError, KeyError, ValueError):
        return None
    return (int(x), int(y)), max(8, int(board.view.size * 0.8))
