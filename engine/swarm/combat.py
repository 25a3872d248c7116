"""Combat (S7, S10.2) and the forecast (SA4, SA7.7): one exchange, strikes by Initiative,
each stack's damage on its own target, never pooled."""

from __future__ import annotations

from collections.abc import Callable

from engine.swarm.content import Content
from engine.swarm.events import Strike
from engine.swarm.state import GameState, Race
from engine.swarm.values import occupied, value


def losses(damage: int, defense: int, fleets: int) -> int:
    """S7.3: the target loses damage // Defense fleets, at most all; the rest is lost."""
    return min(fleets, damage // max(1, defense))


def battle_hexes(state: GameState, race: Race) -> list[int]:
    """S5.4: hexes where the race and an enemy both have stacks, in hex order."""
    return [
        h
        for h, n in enumerate(race.fleets)
        if n > 0 and any(r.fleets[h] > 0 for r in state.races if r.seat != race.seat)
    ]


def initiative_groups(state: GameState, content: Content, h: int) -> list[int]:
    """S7.2: the Initiative values of the stacks on h, highest first."""
    vals = {value(state, content, r, "initiative", h) for r in state.races if r.fleets[h] > 0}
    return sorted(vals, reverse=True)


def seat_after(state: GameState, seat: int, other: int) -> int:
    """Seat order after `seat` (SA6.3, SA7.2): 0 for the next seat clockwise."""
    n = len(state.races)
    return (other - seat - 1) % n


def best_target(
    state: GameState, content: Content, race: Race, h: int, fleets: Callable[[Race], int]
) -> tuple[Race | None, int]:
    """SA6.3: the enemy stack it destroys most of; ties: the race occupying most hexes, then
    seat order after it. `fleets` gives each stack's (possibly forecast) size."""
    mine = fleets(race)
    dmg = value(state, content, race, "attack", h) * mine
    best, best_key, best_kill = None, None, 0
    for r in state.races:
        if r.seat == race.seat or fleets(r) <= 0:
            continue
        kill = losses(dmg, value(state, content, r, "defense", h), fleets(r))
        key = (-kill, -occupied(r), seat_after(state, race.seat, r.seat))
        if best_key is None or key < best_key:
            best, best_key, best_kill = r, key, kill
    return best, best_kill


def strike_group(
    state: GameState, content: Content, h: int, seats: list[int], targets: dict[int, int]
) -> tuple[list[Strike], dict[int, int]]:
    """S7.2-S7.3, S10.2: every stack of the group strikes with the fleets it has now; the
    losses are applied after the whole group has struck."""
    events = []
    lost: dict[int, int] = {}
    for s in seats:
        r = state.races[s]
        t = targets.get(s, -1)
        if r.fleets[h] <= 0 or t < 0 or state.races[t].fleets[h] <= 0:
            continue
        target = state.races[t]
        dmg = value(state, content, r, "attack", h) * r.fleets[h]
        # S7.3 (decision of 2026-11-26): each strike destroys, in strike order, at most the
        # fleets the earlier strikes of its group left, so the lines add up to the loss.
        left = target.fleets[h] - lost.get(t, 0)
        kill = losses(dmg, value(state, content, target, "defense", h), left)
        events.append(Strike(r.id, target.id, h, r.fleets[h], dmg, kill))
        lost[t] = lost.get(t, 0) + kill
    for t, n in lost.items():
        r = state.races[t]
        r.fleets[h] -= n
        if r.taken:
            del r.taken[h][len(r.taken[h]) - n :]
    return events, lost


def forecast(state: GameState, content: Content, race: Race, h: int, count: int) -> tuple[int, int]:
    """SA4 / SA7.7: one exchange on h if `race` had `count` fleets there, current values,
    terrain and Initiative, hands ignored; every enemy stack there strikes it, and it strikes
    the stack it destroys most of. Returns (destroyed, lost)."""
    races = state.races
    sizes = {r.seat: r.fleets[h] for r in races}
    sizes[race.seat] = count
    enemies = [r for r in races if r.seat != race.seat and sizes[r.seat] > 0]
    if not enemies or count <= 0:
        return 0, 0
    # Every value the exchange reads, worked out once (the rivals forecast every stack they
    # might strike, and every set of cards they might play before a battle).
    init = {r.seat: value(state, content, r, "initiative", h) for r in [race, *enemies]}
    atk = {r.seat: value(state, content, r, "attack", h) for r in [race, *enemies]}
    defense = {r.seat: value(state, content, r, "defense", h) for r in enemies}
    my_def = value(state, content, race, "defense", h)
    destroyed = lost = 0
    me = race.seat
    for level in sorted(set(init.values()), reverse=True):
        hits: dict[int, int] = {}
        if init[me] == level and sizes[me] > 0:
            # best_target with the forecast's sizes: the enemy stack it destroys most of;
            # ties: the race occupying most hexes, then seat order after it (SA6.3).
            dmg = atk[me] * sizes[me]
            best, best_key, best_kill = None, None, 0
            for r in races:
                if r.seat == me or sizes[r.seat] <= 0:
                    continue
                kill = losses(dmg, defense[r.seat], sizes[r.seat])
                key = (-kill, -occupied(r), seat_after(state, me, r.seat))
                if best_key is None or key < best_key:
                    best, best_key, best_kill = r, key, kill
            if best is not None:
                hits[best.seat] = best_kill
        for e in enemies:
            if init[e.seat] == level and sizes[e.seat] > 0:
                dmg = atk[e.seat] * sizes[e.seat]
                hits[me] = hits.get(me, 0) + losses(dmg, my_def, sizes[me])
        for s, n in hits.items():
            n = min(n, sizes[s])
            sizes[s] -= n
            if s == me:
                lost += n
            else:
                destroyed += n
    return destroyed, lost


def strike_test(destroyed: int, lost: int, ratio: float) -> bool:
    """SA3.1: destroys at least 1 and at least ratio x what it loses."""
    return destroyed >= 1 and destroyed >= ratio * lost
