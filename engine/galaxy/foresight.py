"""The Weavers' hooks for the shared look-ahead (engine/core/lookahead.py): which events show
hidden information, the log's words, what matters in a move's events."""

from __future__ import annotations

from engine.core.commands import Event
from engine.core.lookahead import (
    BASE_LOST,
    ENGULFED,
    FED,
    GAINED,
    HOME_LOST,
    LOST,
    TRACK,
    WON,
    Consequence,
)
from engine.galaxy import describe
from engine.galaxy import events as ge
from engine.galaxy.content import Content
from engine.galaxy.state import GameState
from engine.weavers import events as we


def reveal_words(event: Event) -> str | None:
    """Player words for an event that brings hidden information to light, else None: a draw
    from the bag (C3.1) and a Weaver card turned up from its deck (W4.1, W4.2)."""
    if isinstance(event, ge.CubesDrawn):
        return "then you draw from your bag"
    if isinstance(event, we.Proliferated | we.Morphed):
        return "then a new Weaver card turns up"
    return None


def log_lines(events: list[Event], state: GameState, content: Content) -> list[str]:
    return describe.log_lines(events, content, state.galaxy)


def _system(n: int) -> str:
    return f"system {n}"


def consequences(
    before: GameState, events: list[Event], after: GameState | None, content: Content
) -> list[Consequence]:
    """What matters in a move's events, in their order: home and bases lost (costly), the
    game lost (costly) or won, systems engulfed, swarms fed, tracks gained, bases won."""
    out: list[Consequence] = []
    lost_bases: set[int] = set()
    for e in events:
        text = describe.event_text(e, content, before.galaxy) or ""
        match e:
            case ge.BaseLost(system=s) if s not in lost_bases:
                lost_bases.add(s)
                if s == before.home:
                    words = f"you lose your home, {_system(s)}: the game is lost at the turn's end"
                    out.append(Consequence(HOME_LOST, words, (s,), costly=True))
                else:
                    out.append(
                        Consequence(
                            BASE_LOST, f"you lose your base in {_system(s)}", (s,), costly=True
                        )
                    )
            case ge.GameLost(cause=c):
                words = "you lose the game: " + describe.CAUSES.get(c, "it ends")
                out.append(Consequence(LOST, words, (), costly=True))
            case ge.GameWon():
                out.append(Consequence(WON, text[0].lower() + text[1:], ()))
            case we.Engulfed(left=a, at=b):
                out.append(Consequence(ENGULFED, text, (a, b)))
            case we.BlackHolePlaced(system=s):
                out.append(Consequence(ENGULFED, text, (s,)))
            case we.Captured(system=s) if s not in lost_bases:
                out.append(Consequence(ENGULFED, text, (s,)))
            case we.WeaverAdvanced(system=s) | we.SupremacyReaction(system=s):
                out.append(Consequence(FED, text, (s,)))
            case ge.SupremacyGained():
                out.append(Consequence(TRACK, text, ()))
            case ge.BasePlaced(system=s) | ge.ConflictWon(target=s):
                out.append(Consequence(GAINED, text, (s,)))
            case ge.PlanetSettled(system=s):
                out.append(Consequence(GAINED, text, (s,)))
            case ge.ProjectCompleted():
                out.append(Consequence(GAINED, text, ()))
    return out
