"""The coach over the board in the guided game: its note, the Next button, and a ring around
the one thing to click now.

What "the thing to click now" is follows from the step's expected command and how far the
player has got with it (a cube picked from the hand, a conflict card with its origin chosen):
`wanted` says whether a target under the pointer is part of the move, `ring` where to draw it.
Both use the board's own hit test and geometry, so what is lit is what a click there does.
"""

from __future__ import annotations

from engine.core.commands import Command
from engine.galaxy import commands as gc
from scenes.board_kit.coach import RING, Coach
from scenes.board_kit.spots import Target

MAP_KINDS = ("system", "swarm")


def wanted(board, cmd: Command | None, target: Target | None) -> bool:
    """Whether clicking `target` is the next part of making `cmd` (or harmless to it)."""
    if target is None:
        return True  # empty space: a click there does nothing
    if target.kind in ("option", "popup", "away"):
        return True  # a pop-up the player opened to read (a swarm card); closing it is fine
    if target.kind == "button":
        return target.ref == "menu" or (target.ref == "end" and isinstance(cmd, gc.EndTurn))
    if cmd is None:
        return target.kind in ("swarm", "completed")  # reading a swarm's card is allowed
    return target in next_targets(board, cmd)


def next_targets(board, cmd: Command) -> list[Target]:
    """The targets the next click of `cmd` may land on, given the board's selection."""
    if isinstance(cmd, gc.PlaceCube):
        if board.selected != cmd.colour:
            return [Target("hand", cmd.colour)]
        if cmd.spot == gc.ROUTE:
            return [Target("route", cmd.ref)]
        if cmd.spot == gc.PLANET:
            return [Target("planet", cmd.ref)]
        return [Target("slot", (cmd.ref, cmd.slot))]
    if isinstance(cmd, gc.TakeCard):
        return [Target("deck", cmd.deck)]
    if isinstance(cmd, gc.EndTurn):
        return [Target("button", "end")]
    if isinstance(cmd, gc.InitiateConflict):
        conflict = board.conflict
        if conflict is None or conflict[0] != cmd.project:
            slots = len(board.state.tableau[cmd.project].needs)
            return [Target("card", cmd.project)] + [
                Target("slot", (cmd.project, k)) for k in range(slots)
            ]
        system = cmd.origin if not conflict[1] else cmd.target
        return [Target(kind, system) for kind in MAP_KINDS]
    return []


def ring(board, cmd: Command | None) -> tuple | None:
    """Where to draw the ring: ('rect', rect) or ('circle', centre, radius), or None."""
    if cmd is None:
        return None
    view = board.view
    first = next_targets(board, cmd)
    if not first:
        return None
    t = first[0]
    if t.kind == "button":
        return ("rect", board.buttons[t.ref].rect.inflate(8, 8))
    if t.kind == "route":
        k = min(len(board.state.routes[t.ref]), len(view._slots[t.ref]) - 1)
        return ("rect", view.slot_rect(t.ref, k).inflate(10, 10))
    if t.kind == "planet":
        return ("circle", view.planet_pos(t.ref), view.size * 0.35)
    if t.kind in MAP_KINDS:
        return ("circle", view.centre(t.ref), view.size * 0.9)
    for spot in board.spots:
        if spot.kind == t.kind and spot.ref == t.ref:
            return ("rect", spot.rect.inflate(8, 8))
    return None


__all__ = ["RING", "Coach", "next_targets", "ring", "wanted"]
