"""The shared deck (S1.4, S3.2, S5.1, S5.5, S8): drawing, placing, discarding, events."""

from __future__ import annotations

from engine.swarm.content import EVENT, TECHNOLOGY, Content
from engine.swarm.events import CardDiscarded, CardPlayed, CardsDrawn, Mulligan
from engine.swarm.state import BID_WINDOW, Bonus, GameState, Race


def draw(state: GameState, race: Race, count: int, rule: str = "S5.5") -> CardsDrawn:
    """Draw up to `count` from the top (fewer if the deck runs low); the deck never refills."""
    got = []
    for _ in range(min(count, len(state.deck))):
        got.append(state.deck.pop())
    race.hand.extend(got)
    return CardsDrawn(race.id, tuple(got), rule=rule)


def deal_opening_hand(state: GameState, content: Content, race: Race) -> list:
    """S3.2: draw 2; a hand without a Technology is shown, discarded and redrawn."""
    events: list = [draw(state, race, content.game.setup.start_hand, rule="S3.2")]
    while state.deck and not any(content.cards[c].kind == TECHNOLOGY for c in race.hand):
        shown = tuple(race.hand)
        state.discard.extend(race.hand)
        race.hand.clear()
        events.append(Mulligan(race.id, shown))
        events.append(draw(state, race, content.game.setup.start_hand, rule="S3.2"))
    return events


def play(state: GameState, content: Content, race: Race, card: str) -> CardPlayed:
    """S8.2: an Event gives its bonus until the end of the phase, a Technology until the end
    of the turn; in the bid, until the bid ends (S4.3). The card is discarded."""
    cd = content.cards[card]
    if state.phase == BID_WINDOW:
        until = "bid"
    else:
        until = "phase" if cd.kind == EVENT else "turn"
    race.hand.remove(card)
    state.discard.append(card)
    race.bonuses.append(Bonus(cd.attribute, cd.bonus, until, card))
    return CardPlayed(race.id, card, cd.attribute, cd.bonus, until)


def discard(state: GameState, race: Race, card: str) -> CardDiscarded:
    race.hand.remove(card)
    state.discard.append(card)
    return CardDiscarded(race.id, card)


def expire(state: GameState, *untils: str) -> None:
    for r in state.races:
        if r.bonuses:
            r.bonuses = [b for b in r.bonuses if b.until not in untils]
