"""The Weavers' advice for the Hint (engine/core/hint.py): the heuristic player's ranking of
every legal move, kept to one plan a turn: a conflict the plan started this turn keeps the
cubes it needs while the hand can still win it, and a cube taken back is not put straight
back where it was."""

from __future__ import annotations

from engine.core.commands import Command
from engine.core.hint import Advice
from engine.galaxy import commands as gc
from engine.galaxy import heuristic_moves
from engine.galaxy.colours import BLACK
from engine.galaxy.content import Content
from engine.galaxy.heuristic_position import Position
from engine.galaxy.state import GameState

DEMOTED = -100.0  # below every move worth making, above none


def _open_needs(pos: Position, i: int, filled_slot: int = -1) -> list[str]:
    proj = pos.st.tableau[i]
    return [
        n for k, (n, c) in enumerate(zip(proj.needs, proj.cubes, strict=True))
        if not c and k != filled_slot
    ]  # fmt: skip


def _winnable(pos: Position, target: int, cmd: Command | None = None) -> bool:
    """Whether the hand can win a conflict against `target` this turn (after `cmd` when
    given: its cube spent, or placed on that conflict's slot)."""
    st = pos.st
    colour = _spent(cmd) if cmd is not None else ""
    if colour:
        st.hand[colour] -= 1
    try:
        for i, proj in enumerate(st.tableau):
            if not proj.is_open_conflict or proj.target != target:
                continue
            into = isinstance(cmd, gc.PlaceCube) and cmd.spot == gc.PROJECT and cmd.ref == i
            needs = _open_needs(pos, i, cmd.slot if isinstance(cmd, gc.PlaceCube) and into else -1)
            if pos.fillable_now(needs) == len(needs):
                return True
        return False
    finally:
        if colour:
            st.hand[colour] += 1


def _spent(cmd: Command | None) -> str:
    """The colour a move takes from the hand ("" when none)."""
    if isinstance(cmd, gc.PlaceCube):
        return cmd.colour
    if isinstance(cmd, gc.Recall):
        return BLACK
    if isinstance(cmd, gc.UseLeader) and cmd.colour and not cmd.spot:
        return cmd.colour
    return ""


def _breaks_plan(pos: Position, cmd: Command, plans: list[int]) -> bool:
    """Whether the move spends a cube a conflict of the plan needs: the hand could win it
    before and no longer after. No second attack starts while the plan's can still be won
    (its cubes would be counted twice)."""
    if isinstance(cmd, gc.InitiateConflict):
        return cmd.target in plans or any(_winnable(pos, t) for t in plans)
    return any(_winnable(pos, t) and not _winnable(pos, t, cmd) for t in plans)


def advice(
    content: Content, legal: list[Command], state: GameState, done: tuple[Command, ...]
) -> list[Advice]:
    """Every legal move, best first, with the heuristic player's reason."""
    pos = Position(content, state)
    scored = [(c, *heuristic_moves.rank(pos, c)) for c in legal]
    # The conflicts this turn's plan started: the hint said the hand can win them.
    plans = [c.target for c in done if isinstance(c, gc.InitiateConflict)]
    recalled = {c.ref for c in done if isinstance(c, gc.Recall) and c.spot == gc.PROJECT}
    ranked = []
    for i, (cmd, value, reason) in enumerate(scored):
        if plans and _breaks_plan(pos, cmd, plans):
            value = DEMOTED + value / 1000
        elif isinstance(cmd, gc.PlaceCube) and cmd.spot == gc.PROJECT and cmd.ref in recalled:
            value = -5.0  # a cube freed from a project this turn does not go straight back
        ranked.append((-value, i, cmd, reason))
    ranked.sort(key=lambda t: (t[0], t[1]))
    return [Advice(cmd, reason) for _, _, cmd, reason in ranked]
