"""The order of play: setup (S3), rounds and the Round Bid (S4), the five phases (S5), battles
with their windows (S7, S8.3), Research, and the end of a turn (S5.6, S9, S10.7).

Each function moves the game on until someone must decide; `pending` says who.
"""

from __future__ import annotations

from engine.core.campaign import ScenarioOutcome
from engine.swarm import cards, combat
from engine.swarm.board import QUASAR
from engine.swarm.content import Content
from engine.swarm.events import (
    BattleFought,
    BattleStarted,
    DecisionCardTurned,
    DeckEmpty,
    FirstRaceDrawn,
    GameEnded,
    GrabBegins,
    PhaseEndsItself,
    PhaseStarted,
    QuasarLoss,
    RaceOut,
    RoundStarted,
    StandingSet,
    TargetChosen,
    TurnOrderSet,
    TurnStarted,
)
from engine.swarm.movement import start_moving, stop_moving
from engine.swarm.standings import score
from engine.swarm.state import (
    AUTOMA,
    BATTLE_WINDOW,
    BID_WINDOW,
    DEVELOPMENT,
    HUMAN,
    MOVE,
    OVER,
    PICK,
    PRODUCTION,
    TARGET,
    Battle,
    GameState,
    Race,
)
from engine.swarm.values import occupied, value


def pending(state: GameState) -> int:
    """The seat that must decide now, or -1 when the game is over."""
    if state.over:
        return -1
    if state.phase == BID_WINDOW:
        return state.bid_queue[0]
    if state.phase == PICK:
        return state.standing[sum(1 for p in state.places if p >= 0)]
    if state.phase in (BATTLE_WINDOW, TARGET):
        assert state.battle is not None
        return state.battle.window[0]
    return state.active


def in_order_from(state: GameState, first: int) -> list[int]:
    """Seats in play, clockwise from `first`."""
    n = len(state.races)
    return [s for s in ((first + i) % n for i in range(n)) if not state.races[s].out]


def turn_order_from_active(state: GameState) -> list[int]:
    """S10.3 (decision of 2026-11-26): the round's turn order, the one the bid made, starting
    from the active race and going round."""
    i = state.turn_index
    return state.order[i:] + state.order[:i]


# --- rounds and the bid --------------------------------------------------------------------


def begin_round(state: GameState, content: Content) -> list:
    state.round += 1
    events: list = [RoundStarted(state.round)]
    events += turn_decision_cards(state, content)
    if state.round == 1:
        players = [r.seat for r in state.in_play()]
        first = players[state.rng.below(len(players))]  # S3.3
        state.first_seat = first
        events.append(FirstRaceDrawn(state.races[first].id))
        state.order = in_order_from(state, first)
        state.last_first = first
        state.turn_index = 0
        events.append(order_set(state, "S3.3"))
        return events + begin_turn(state, content)
    state.standing = standing(state, content)
    events.append(StandingSet(tuple(state.races[s].id for s in state.standing)))
    state.bid_queue = list(reversed(state.standing))  # S4.3: from the lowest standing up
    state.phase = BID_WINDOW
    return events


def turn_decision_cards(state: GameState, content: Content) -> list:
    """SA2.1: each rival turns its next decision card (reshuffling an empty deck); SA2.4/SA7.5:
    Grab is checked then, against the races in play, and once on it stays."""
    from engine.swarm.automa import grab_due, new_decision_deck

    events: list = []
    late = grab_due(state, content)
    for r in state.in_play():
        if r.kind != AUTOMA:
            continue
        if not r.decisions:
            r.decisions = new_decision_deck(state, content, r.level)
        r.card = r.decisions.pop()
        events.append(DecisionCardTurned(r.id, r.card))
        if not r.grab and late:
            r.grab = True
            events.append(GrabBegins(r.id, len(state.deck)))
    return events


def standing(state: GameState, content: Content) -> list[int]:
    """S4.2: higher Initiative first; ties: Strategic, then Movement, then seat order from the
    race that went first last round."""
    n = len(state.races)

    def key(r: Race) -> tuple:
        return (
            -value(state, content, r, "initiative"),
            -value(state, content, r, "strategic"),
            -value(state, content, r, "movement"),
            (r.seat - state.last_first) % n,
        )

    return [r.seat for r in sorted(state.in_play(), key=key)]


def after_bid_window(state: GameState, content: Content) -> list:
    """S4.3: the window is over: standing again, then the picks (S4.4)."""
    state.standing = standing(state, content)
    state.places = [-1] * len(state.standing)
    state.phase = PICK
    return [StandingSet(tuple(state.races[s].id for s in state.standing), rule="S4.3")]


def after_picks(state: GameState, content: Content) -> list:
    cards.expire(state, "bid")  # S4.3: bid bonuses last until the bid ends
    state.order = list(state.places)
    state.last_first = state.order[0]
    state.turn_index = 0
    return [order_set(state, "S4.4"), *begin_turn(state, content)]


def order_set(state: GameState, rule: str) -> TurnOrderSet:
    return TurnOrderSet(tuple(state.races[s].id for s in state.order), rule=rule)


# --- a turn --------------------------------------------------------------------------------


def begin_turn(state: GameState, content: Content) -> list:
    while state.turn_index < len(state.order) and state.races[state.active].out:
        state.turn_index += 1
    if state.turn_index >= len(state.order):
        return begin_round(state, content)
    r = state.races[state.active]
    state.turns += 1
    r.placed_tech = False
    r.orders = 0
    r.produced = 0
    state.phase = DEVELOPMENT
    return [TurnStarted(r.id, state.round), PhaseStarted(r.id, DEVELOPMENT, rule="S5.1")]


def end_phase(state: GameState, content: Content) -> list:
    r = state.races[state.active]
    cards.expire(state, "phase")  # S8.2: an Event lasts until the end of the phase
    if state.phase == DEVELOPMENT:
        state.phase = PRODUCTION
        return [PhaseStarted(r.id, PRODUCTION, rule="S5.2")]
    if state.phase == PRODUCTION:
        state.phase = MOVE
        start_moving(r)
        return [PhaseStarted(r.id, MOVE, rule="S5.3")]
    assert state.phase == MOVE
    stop_moving(r)  # S6.5: stacks on one hex are one stack
    state.attack_queue = combat.battle_hexes(state, r)
    state.phase = "attack"
    return [PhaseStarted(r.id, "attack", rule="S5.4"), *continue_attack(state, content)]


def production_ends_itself(state: GameState, content: Content, race: Race) -> list:
    """S5.2 (decision of 2026-11-27): after a person places new fleets, Production ends by
    itself when none are left to place and no card in their hand adds more (a Production card
    played as an event would); then the Move phase begins as after End Production. It is part
    of the placing command, so Undo takes both back together. Rivals end their phases
    themselves (SA)."""
    if not state.production_ends_itself or race.kind != HUMAN:
        return []
    if state.phase != PRODUCTION or value(state, content, race, "production") > race.produced:
        return []
    if any(content.cards[c].attribute == "production" for c in race.hand):
        return []
    reason = "every new fleet is placed and no card in hand adds more"
    return [PhaseEndsItself(race.id, PRODUCTION, reason), *end_phase(state, content)]


def continue_attack(state: GameState, content: Content) -> list:
    """S5.4, S7: fight every battle hex in order, each after its window (S10.3); returns when
    someone must decide (a window, a target) or the Attack phase is over."""
    events: list = []
    while True:
        if state.battle is None:
            while state.attack_queue:
                h = state.attack_queue.pop(0)
                seats = state.occupants(h)
                if len(seats) >= 2 and state.active in seats:
                    order = [s for s in turn_order_from_active(state) if s in seats]
                    state.battle = Battle(h, order, targets=[-1] * len(state.races))
                    state.battle.losses = [0] * len(state.races)
                    ids = tuple(state.races[s].id for s in order)
                    sizes = tuple(state.races[s].fleets[h] for s in order)
                    events.append(BattleStarted(h, ids, fleets=sizes))
                    break
            else:
                return events + research_and_end(state, content)
        b = state.battle
        assert b is not None
        if b.window:
            state.phase = BATTLE_WINDOW
            return events
        if not b.started:
            b.started = True
            b.groups = combat.initiative_groups(state, content, b.hex)
            state.battles += 1
        while b.groups:
            level = b.groups[0]
            group = [
                r.seat
                for r in state.races
                if r.fleets[b.hex] > 0 and value(state, content, r, "initiative", b.hex) == level
            ]
            for s in group:
                ask, chosen = choose_targets(state, content, b, s)
                events += chosen
                if ask:
                    b.window = [s]
                    state.phase = TARGET
                    return events
            strikes, lost = combat.strike_group(
                state, content, b.hex, group, {s: b.targets[s] for s in group}
            )
            events += strikes
            for s, n in lost.items():
                b.losses[s] += n
                state.destroyed += n
                state.lost += n
            b.targets = [-1] * len(state.races)
            b.groups.pop(0)
        events.append(
            BattleFought(
                b.hex,
                tuple((state.races[s].id, n) for s, n in enumerate(b.losses) if n),
            )
        )
        state.battle = None
        state.phase = "attack"


def choose_targets(state: GameState, content: Content, b: Battle, seat: int) -> tuple[bool, list]:
    """S7.1: a striking stack picks one enemy stack; a rival by SA6.3, a person only when
    there are two or more. Returns (a person must choose, events)."""
    r = state.races[seat]
    if r.fleets[b.hex] <= 0:
        return False, []
    if b.targets[seat] >= 0 and state.races[b.targets[seat]].fleets[b.hex] > 0:
        return False, []
    enemies = [e for e in state.races if e.seat != seat and e.fleets[b.hex] > 0]
    if not enemies:
        return False, []
    if len(enemies) == 1:
        b.targets[seat] = enemies[0].seat
        return False, []
    if r.kind == HUMAN:
        return True, [PhaseStarted(r.id, TARGET, rule="S7.1")]
    target, kill = combat.best_target(state, content, r, b.hex, lambda x: x.fleets[b.hex])
    assert target is not None
    b.targets[seat] = target.seat
    reason = f"it destroys the most there ({kill})"
    return False, [TargetChosen(r.id, target.id, reason, rule="SA6.3")]


def research_and_end(state: GameState, content: Content) -> list:
    r = state.races[state.active]
    cards.expire(state, "phase")
    events: list = []
    found_empty = not state.deck
    events.append(cards.draw(state, r, content.game.setup.research_draw))  # S5.5
    deck_out = found_empty or not state.deck
    if deck_out:
        events.append(DeckEmpty())
    return events + end_turn(state, content, deck_out)


def end_turn(state: GameState, content: Content, deck_out: bool) -> list:
    """S5.6 and S10.7: Quasar losses, then the checks of S9 in order."""
    r = state.races[state.active]
    events: list = []
    for h in r.stacks():
        if state.board.terrain[h] == QUASAR:
            lost = min(r.fleets[h], state.quasar_loss)
            r.fleets[h] -= lost
            state.lost += lost
            events.append(QuasarLoss(r.id, h, lost))
    for x in state.in_play():  # (1) no fleets: out, hand discarded
        if x.total_fleets == 0:
            x.out = True
            state.discard.extend(x.hand)
            x.hand.clear()
            x.bonuses.clear()
            events.append(RaceOut(x.id))
    alive = state.in_play()
    if len(alive) == 1:  # (2)
        return events + finish(state, content, alive[0].seat, "last_standing", "S9.3")
    if not alive:
        return events + finish(state, content, -1, "eliminated", "S10.7")
    humans = [x for x in state.races if x.kind == HUMAN]
    if humans and all(x.out for x in humans):  # solo: the game ends when the player is out
        return events + finish(state, content, -1, "eliminated", "S10.7")
    clusters = state.board.clusters()
    for x in alive:  # (3)
        if all(x.fleets[h] > 0 and len(state.occupants(h)) == 1 for h in clusters):
            return events + finish(state, content, x.seat, "clusters", "S9.1")
    if deck_out:  # (4)
        winner, tie = deck_out_winner(state)
        return events + finish(state, content, winner, "deck_out", "S9.2", tie)
    cards.expire(state, "turn", "phase")
    state.turn_index += 1
    return events + begin_turn(state, content)


def deck_out_winner(state: GameState) -> tuple[int, bool]:
    """S9.2: most hexes occupied; ties: most Clusters, then most fleets; then a rival beats a
    human (humans share); rivals still equal: the lower seat (our call, shown in the rules)."""

    alive = state.in_play()
    top_hexes = max(occupied(x) for x in alive)
    best = max(score(state, x) for x in alive)
    tied = [x for x in alive if score(state, x) == best]
    tie = sum(1 for x in alive if occupied(x) == top_hexes) > 1
    rivals = [x for x in tied if x.kind == AUTOMA]
    winner = (rivals or tied)[0]
    return winner.seat, tie


def finish(
    state: GameState, content: Content, winner: int, path: str, rule: str, tie: bool = False
) -> list:
    state.over = True
    state.phase = OVER
    state.winner = winner
    state.win_path = path
    state.tie_break = tie
    state.result = "won" if player_wins(state) else "lost"
    name = state.races[winner].id if winner >= 0 else ""
    return [GameEnded(name, path, state.result, tie, rule=rule)]


def player_wins(state: GameState) -> bool:
    """The player is seat 0. Scenario goals (SD2, decision 21) must be met as well."""
    if state.winner < 0:
        return False
    player = state.races[0]
    if state.winner != 0:
        # S9.2: humans tied at deck-out share the win.
        if state.win_path != "deck_out" or player.kind != HUMAN or player.out:
            return False
        w = state.races[state.winner]
        if w.kind != HUMAN:
            return False
        if score(state, player) != score(state, w):
            return False
    if state.player_wins_only_by and state.win_path != state.player_wins_only_by:
        return False
    return not (state.goal_ruins and player.ruins < state.goal_ruins)


def campaign_outcome(state: GameState, content: Content | None = None) -> ScenarioOutcome:
    """What a finished scenario game gives its campaign (SD3): the player's win already
    needs the scenario's goal (decision 21)."""
    return ScenarioOutcome(state.scenario, state.difficulty, state.result == "won", state.round)
