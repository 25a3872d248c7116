"""What the screens ask the rules before asking the player (S8.3: the client asks only when a
card would change the forecast). Built on the one forecast (SA4); changes nothing."""

from __future__ import annotations

from engine.swarm import combat
from engine.swarm.content import Content
from engine.swarm.state import Bonus, GameState, Race


def forecast_with(
    state: GameState, content: Content, race: Race, h: int, card: str = ""
) -> tuple[int, int]:
    """(destroyed, lost) for `race` in the battle on h, with `card` played first (if given).
    The card's bonus is added for the count and taken away again: the state is unchanged."""
    if not card:
        return combat.forecast(state, content, race, h, race.fleets[h])
    c = content.cards[card]
    race.bonuses.append(Bonus(c.attribute, c.bonus, "phase", card))
    try:
        return combat.forecast(state, content, race, h, race.fleets[h])
    finally:
        race.bonuses.pop()


def cards_that_matter(state: GameState, content: Content, race: Race, h: int) -> list[str]:
    """The cards in the race's hand that would change its forecast for the battle on h."""
    base = forecast_with(state, content, race, h)
    return [
        card
        for card in sorted(set(race.hand))
        if forecast_with(state, content, race, h, card) != base
    ]
