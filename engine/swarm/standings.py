"""The final standing of every race (S9.2, decision of 2026-11-26: Game over shows hexes,
Clusters and fleets per race, and which tie-break decided)."""

from __future__ import annotations

import attrs

from engine.swarm.state import AUTOMA, GameState, Race
from engine.swarm.values import clusters_occupied, occupied


@attrs.frozen
class Standing:
    seat: int
    race: str
    hexes: int
    clusters: int
    fleets: int
    out: bool


def score(state: GameState, r: Race) -> tuple[int, int, int]:
    """S9.2's order at deck-out: most hexes occupied, then most Clusters, then most fleets."""
    return (occupied(r), clusters_occupied(state, r), r.total_fleets)


def standings(state: GameState) -> list[Standing]:
    """Every race, the winner first, then by S9.2's order; races that went out last."""
    rows = [
        Standing(r.seat, r.id, occupied(r), clusters_occupied(state, r), r.total_fleets, r.out)
        for r in state.races
    ]
    rows.sort(key=lambda x: (x.seat != state.winner, x.out, -x.hexes, -x.clusters, -x.fleets))
    return rows


# What decided a deck-out (S9.2), in the order the ties are broken.
DECIDERS = ("hexes", "clusters", "fleets", "rival", "seat", "shared")


def decided_by(state: GameState) -> str:
    """Which of S9.2's steps decided a deck-out: 'hexes' when one race held the most, then
    'clusters', 'fleets', 'rival' (a rival beats a person on a full tie), 'seat' (rivals
    still equal: the lower seat) or 'shared' (people tied share the win). '' when the game
    did not end at deck-out."""
    if state.win_path != "deck_out":
        return ""
    alive = state.in_play()
    tied = alive
    for i, step in enumerate(("hexes", "clusters", "fleets")):
        best = max(score(state, r)[i] for r in tied)
        tied = [r for r in tied if score(state, r)[i] == best]
        if len(tied) == 1:
            return step
    rivals = [r for r in tied if r.kind == AUTOMA]
    if len(rivals) == 1:
        return "rival"
    if rivals:
        return "seat"
    return "shared"
