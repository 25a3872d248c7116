"""What the screens ask the rules before asking the player (S8.3: the client asks only when a
card would change the forecast). Built on the one forecast (SA4); changes nothing."""

from __future__ import annotations

from itertools import combinations

from engine.swarm import combat
from engine.swarm.content import Content
from engine.swarm.state import Bonus, GameState, Race

# What the forecast reads (SA4): only these cards can change it.
BATTLE_ATTRIBUTES = ("initiative", "attack", "defense")


def forecast_with(
    state: GameState, content: Content, race: Race, h: int, *cards: str
) -> tuple[int, int]:
    """(destroyed, lost) for `race` in the battle on h with `cards` played first. Their
    bonuses are added for the count and taken away again: the state is unchanged."""
    for card in cards:
        c = content.cards[card]
        race.bonuses.append(Bonus(c.attribute, c.bonus, "phase", card))
    try:
        return combat.forecast(state, content, race, h, race.fleets[h])
    finally:
        for _ in cards:
            race.bonuses.pop()


def cards_that_matter(state: GameState, content: Content, race: Race, h: int) -> list[str]:
    """The cards in the race's hand that, alone or with others, would change its forecast for
    the battle on h (a Defense card may matter only with a second one, or a fifth: every set
    of the hand's battle cards is tried, as the rivals' and the heuristic's choice of cards
    may play any of them, SA7.6)."""
    base = forecast_with(state, content, race, h)
    hand = sorted(c for c in race.hand if content.cards[c].attribute in BATTLE_ATTRIBUTES)
    found: set[str] = set()
    for k in range(1, len(hand) + 1):
        for group in combinations(hand, k):
            if set(group) <= found:
                continue
            if forecast_with(state, content, race, h, *group) != base:
                found.update(group)
    return sorted(found)
