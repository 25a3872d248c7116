"""What the screens ask the rules before asking the player (S8.3: the client asks only when a
card would change the forecast). Built on the one forecast (SA4); changes nothing."""

from __future__ import annotations

from itertools import combinations

import attrs

from engine.swarm import combat
from engine.swarm.content import Content
from engine.swarm.state import AUTOMA, BATTLE_WINDOW, Bonus, GameState, Race

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


# Beyond this many forecasts the rivals' worst plays are sought one rival at a time.
WORST_CASE_BUDGET = 2_000


@attrs.frozen
class WorstCase:
    """What the enemies' hidden cards could do at most to `race`'s forecast on a hex (S8.3,
    decision of 2026-11-26: the forecast says what it cannot know). `holders` are the enemies
    there that hold cards and may still play them; `cards` how many they hold together."""

    destroyed: int
    lost: int
    holders: tuple[str, ...]
    cards: int


def unseen_bonuses(state: GameState, content: Content, race: Race) -> dict[str, list[int]]:
    """The battle cards `race` has not seen (not in its hand, the discard pile or anyone's
    placed Technologies: S8.4 makes those public), as bonuses per attribute, largest first.
    A rival's hand can hold only these."""
    seen = set(race.hand) | set(state.discard)
    for r in state.races:
        seen.update(r.technologies)
    out: dict[str, list[int]] = {a: [] for a in BATTLE_ATTRIBUTES}
    for card_id, c in content.cards.items():
        if c.attribute in out and card_id not in seen:
            out[c.attribute].append(c.bonus)
    for bonuses in out.values():
        bonuses.sort(reverse=True)
    return out


def may_still_play(state: GameState, content: Content, race: Race, enemy: Race, h: int) -> bool:
    """An enemy on h that could still play cards before this battle: it holds some, it plays
    cards as events at all (a Cadet rival never does, SD1), and it has not yet passed in the
    battle's window (S10.3)."""
    if enemy.seat == race.seat or enemy.fleets[h] <= 0 or not enemy.hand:
        return False
    if enemy.kind == AUTOMA and not content.levels[enemy.level].cards_as_events:
        return False
    b = state.battle
    if state.phase == BATTLE_WINDOW and b is not None and b.hex == h:
        return enemy.seat in b.window
    return True


def worst_case(
    state: GameState, content: Content, race: Race, h: int, count: int | None = None
) -> WorstCase | None:
    """The forecast (SA4) for `race` with `count` fleets on h (its stack there by default)
    if every enemy that may still play cards plays the worst its hand could hold for `race`:
    its cards could be any battle cards `race` has not seen. Every bonus they add only hurts
    `race` (stronger strikes, fewer losses, striking sooner), so each plays all it holds, and
    the worst split of those cards over Initiative, Attack and Defense is sought. None when no
    enemy there may play a card. The state is unchanged."""
    count = race.fleets[h] if count is None else count
    holders = [e for e in state.races if may_still_play(state, content, race, e, h)]
    if not holders or count <= 0:
        return None
    pool = unseen_bonuses(state, content, race)
    splits = [_splits(len(e.hand), pool) for e in holders]
    worst: tuple[int, int] | None = None
    total = 1
    for options in splits:
        total *= max(1, len(options))

    def score(result: tuple[int, int]) -> tuple[int, int]:
        return (result[1], -result[0])  # more lost is worse; then fewer destroyed

    def forecast_with_splits(chosen: list[dict[str, int]]) -> tuple[int, int]:
        added = []
        left = {a: list(v) for a, v in pool.items()}
        for enemy, split in zip(holders, chosen, strict=True):
            for a, n in split.items():
                amount = sum(left[a][:n])
                del left[a][:n]
                if amount:
                    enemy.bonuses.append(Bonus(a, amount, "phase", ""))
                    added.append(enemy)
        try:
            return combat.forecast(state, content, race, h, count)
        finally:
            for enemy in added:
                enemy.bonuses.pop()

    if total <= WORST_CASE_BUDGET:
        for chosen in _product(splits):
            result = forecast_with_splits(chosen)
            if worst is None or score(result) > score(worst):
                worst = result
    else:  # one rival at a time, each keeping the worst split found before it
        chosen = [options[0] for options in splits]
        for i, options in enumerate(splits):
            best = None
            for split in options:
                trial = chosen[:i] + [split] + chosen[i + 1 :]
                result = forecast_with_splits(trial)
                if best is None or score(result) > score(best[0]):
                    best = (result, split)
            assert best is not None
            chosen[i] = best[1]
            worst = best[0]
    assert worst is not None
    ids = tuple(e.id for e in holders)
    return WorstCase(worst[0], worst[1], ids, sum(len(e.hand) for e in holders))


def _splits(k: int, pool: dict[str, list[int]]) -> list[dict[str, int]]:
    """Every way to spread k cards over the battle attributes, as many as the unseen cards
    allow (all of them are played: each only hurts the other side)."""
    a, b, c = BATTLE_ATTRIBUTES
    k = min(k, sum(len(v) for v in pool.values()))
    out = []
    for i in range(min(k, len(pool[a])) + 1):
        for j in range(min(k - i, len(pool[b])) + 1):
            rest = k - i - j
            if rest <= len(pool[c]):
                out.append({a: i, b: j, c: rest})
    return out


def _product(splits: list[list[dict[str, int]]]):
    if not splits:
        yield []
        return
    for first in splits[0]:
        for rest in _product(splits[1:]):
            yield [first, *rest]
