"""How the Weavers end the game (W7.2, W7.3), checked at the end of the player's turn."""

from __future__ import annotations

from engine.galaxy.content import Content
from engine.galaxy.events import GameLost
from engine.galaxy.scenario_rules import deadline_loss
from engine.galaxy.state import GameState


def loss_causes(state: GameState, content: Content) -> list[str]:
    """Every way the game is lost at once, the one it was lost by first: one last Span can
    both take the home system and make the last black hole, and Game over says both."""
    if state.result != "lost":
        return []
    causes = [state.cause]
    if state.opponent == "weavers":
        also = (
            ("home_lost", not state.has_base(state.home)),
            (
                "black_holes",
                len(state.black_holes) >= content.level(state.difficulty).black_hole_limit,
            ),
        )
        causes += [cause for cause, now in also if now and cause not in causes]
    return causes


def loss_at_end_of_turn(state: GameState, content: Content) -> GameLost | None:
    if state.opponent != "weavers" or state.over:
        return None
    if not state.has_base(state.home):
        return GameLost("home_lost", rule="W7.2")
    if len(state.black_holes) >= content.level(state.difficulty).black_hole_limit:
        return GameLost("black_holes", rule="W7.2")
    deadline = deadline_loss(state, content)  # D2.5
    if deadline is not None:
        return deadline
    if state.stalled:  # nothing was drawn and no swarm fed: nothing can move again
        return GameLost("stalled", rule="W7.3")
    return None
