"""Space Swarm's hooks for the shared look-ahead (engine/core/lookahead.py): which events show
hidden information, the log's words, what matters in a move's events (stacks emptied, Star
Clusters given up, battles)."""

from __future__ import annotations

from collections import Counter

from engine.core.commands import Event
from engine.core.lookahead import (
    BATTLE,
    CLUSTER_LOST,
    EMPTIED,
    GAINED,
    LOST,
    TRACK,
    WON,
    Consequence,
)
from engine.core.words import plural
from engine.swarm import combat, describe
from engine.swarm import events as ev
from engine.swarm.board import CLUSTER
from engine.swarm.content import Content
from engine.swarm.state import AUTOMA, HUMAN, GameState

# A rival's own events that follow from the rules alone, never from its hidden hand or deck.
_MECHANICAL = (
    ev.Strike,
    ev.BattleFought,
    ev.BattleStarted,
    ev.QuasarLoss,
    ev.RaceOut,
    ev.WormholeJump,
    ev.FleetsPlaced,
    ev.TurnStarted,
    ev.PhaseStarted,
    ev.PhaseEndsItself,
    ev.GameEnded,
    ev.DeckEmpty,
    ev.RoundStarted,
    ev.StandingSet,
    ev.TurnOrderSet,
)


def reveal_words(event: Event, state: GameState) -> str | None:
    """Player words for an event that brings hidden information to light, else None: a card
    drawn from the deck (S5.5, S2.2), who goes first drawn (S3.3), and whatever a rival
    decides or shows from its hand or decision deck (SA1, SA2)."""
    if isinstance(event, ev.CardsDrawn):
        return "then cards are drawn from the deck"
    if isinstance(event, ev.FirstRaceDrawn):
        return "then who goes first is drawn"
    if isinstance(event, ev.DecisionCardTurned):
        return "then a rival turns up its decision card"
    if isinstance(event, ev.RivalDecision):
        return "then the rivals decide"
    race = state.race(getattr(event, "race", ""))
    if race is not None and race.kind == AUTOMA and not isinstance(event, _MECHANICAL):
        return "then the rivals decide"
    return None


def log_lines(events: list[Event], state: GameState, content: Content) -> list[str]:
    return describe.log_lines(events, content, state)


def fleet_changes(events: list[Event], race: str) -> Counter[int]:
    """How a race's stacks change by hex in these events (moves, new fleets, losses)."""
    out: Counter[int] = Counter()
    for e in events:
        if getattr(e, "race", None) != race and not isinstance(e, ev.Strike):
            continue
        if isinstance(e, ev.FleetsMoved):
            out[e.origin] -= e.count
            for h, c in zip(e.path, e.change, strict=False):
                out[h] += -c
            if e.path:
                out[e.path[-1]] += e.arrived
        elif isinstance(e, ev.FleetsProduced):
            out[e.hex] += e.count
        elif isinstance(e, ev.QuasarLoss):
            out[e.hex] -= e.lost
        elif isinstance(e, ev.Strike) and e.target == race:
            out[e.hex] -= e.destroyed
    return out


def consequences(
    before: GameState, events: list[Event], after: GameState | None, content: Content
) -> list[Consequence]:
    """What matters to the person (the first human seat): stacks emptied and Star Clusters
    given up (costly), Clusters taken, battles, Technologies placed, the game's end."""
    me = next((r for r in before.races if r.kind == HUMAN), None)
    if me is None:
        return []
    board = before.board
    out: list[Consequence] = []
    change = fleet_changes(events, me.id)
    for h in sorted(change):
        was, now = me.fleets[h], me.fleets[h] + change[h]
        where = board.label(h)
        if was > 0 and now <= 0:
            if board.terrain[h] == CLUSTER:
                words = f"you give up the Star Cluster at {where}: no fleet of yours stays"
                out.append(Consequence(CLUSTER_LOST, words, (h,), costly=True))
            else:
                out.append(Consequence(EMPTIED, f"your stack at {where} is left empty", (h,)))
        elif was <= 0 < now and board.terrain[h] == CLUSTER:
            words = f"you take the Star Cluster at {where} ({plural(now, 'fleet')})"
            out.append(Consequence(GAINED, words, (h,)))
    for e in events:
        if isinstance(e, ev.BattleStarted) and me.id in e.races:
            others = [describe.race_name(content, r) for r in e.races if r != me.id]
            words = f"a battle at {board.label(e.hex)} against {' and '.join(others)}"
            count = me.fleets[e.hex] + change[e.hex]
            destroyed, lost = combat.forecast(before, content, me, e.hex, count)
            words += f": by the forecast you destroy {destroyed} and lose {lost} of {count}"
            out.append(Consequence(BATTLE, words + ", before any card is played", (e.hex,)))
        elif isinstance(e, ev.TechnologyPlaced) and e.race == me.id:
            name = describe.ATTRIBUTE_NAMES.get(e.attribute, e.attribute)
            out.append(Consequence(TRACK, f"your {name} rises", ()))
        elif isinstance(e, ev.RaceOut) and e.race == me.id:
            out.append(Consequence(LOST, "you lose your last fleets and are out", (), True))
        elif isinstance(e, ev.GameEnded):
            said = describe.log_line(e, content, before) or "the game ends"
            said = said.rsplit(" (", 1)[0]
            if e.result == "won":
                out.append(Consequence(WON, "you win: " + said, ()))
            else:
                out.append(Consequence(LOST, "you lose the game: " + said, (), costly=True))
    return out
