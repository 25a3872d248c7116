"""Attribute values (S1.3): 1 + placed Technologies + level bonus (SD1) + terrain + cards."""

from __future__ import annotations

from engine.swarm.board import ASTEROIDS, CLUSTER, NEBULA
from engine.swarm.content import Content
from engine.swarm.state import GameState, Race

TERRAIN_BONUS = {NEBULA: "defense", ASTEROIDS: "attack"}  # S2.2, for stacks there


def base_value(content: Content, race: Race, attribute: str) -> int:
    """1 + Technologies + level bonus: what holds for good (S10.4's hand limit uses this)."""
    # Plain loops, not sums over generators: the rivals ask this thousands of times a game.
    v = 1
    if race.technologies:
        cards = content.cards
        placed = 0
        for c in race.technologies:
            if cards[c].attribute == attribute:
                placed += 1
        v += placed * content.game.deck.technology_bonus
    if race.level:
        v += content.levels[race.level].bonus.get(attribute, 0)
    return v


def card_bonus(race: Race, attribute: str) -> int:
    v = 0
    for b in race.bonuses:
        if b.attribute == attribute:
            v += b.amount
    return v


def value(state: GameState, content: Content, race: Race, attribute: str, hex: int = -1) -> int:
    """The current value; with a hex, the terrain there counts (S2.2); Production counts each
    Star Cluster the race occupies (S2.2, S5.2)."""
    # base_value and card_bonus written out: the rivals ask this tens of thousands of times
    # a game (every forecast reads each stack's Initiative, Attack and Defense).
    v = 1
    if race.technologies:
        cards = content.cards
        placed = 0
        for c in race.technologies:
            if cards[c].attribute == attribute:
                placed += 1
        v += placed * content.game.deck.technology_bonus
    if race.level:
        v += content.levels[race.level].bonus.get(attribute, 0)
    for b in race.bonuses:
        if b.attribute == attribute:
            v += b.amount
    if hex >= 0 and TERRAIN_BONUS.get(state.board.terrain[hex]) == attribute:
        v += 1
    if attribute == "production":
        fleets = race.fleets
        for h in state.board.clusters():
            if fleets[h] > 0:
                v += 1
    return v


def hand_limit(content: Content, race: Race) -> int:
    """S5.1 / S10.4: 2 + Strategic from Technologies and level, never card bonuses."""
    return content.game.setup.hand_base + base_value(content, race, "strategic")


def occupied(race: Race) -> int:
    fleets = race.fleets  # never negative (invariants): the hexes not at 0, counted in C
    return len(fleets) - fleets.count(0)


def clusters_occupied(state: GameState, race: Race) -> int:
    return sum(1 for h in state.board.clusters() if race.fleets[h] > 0)


def is_cluster(state: GameState, h: int) -> bool:
    return state.board.terrain[h] == CLUSTER
