"""Space Swarm's rules for the session (the core Rules protocol): setup, check, apply, legal
commands. Rivals decide inside `apply` and `start` until a person must decide again; each of
their choices is an event with its rule ID and reason (SA1.3).
"""

from __future__ import annotations

from typing import Any, ClassVar

import attrs

from engine.core import daily, hidden
from engine.core.commands import OK, Command, Event, Verdict, refuse
from engine.core.rng import Rng
from engine.core.rules_base import ContentRules, ForesightByModule
from engine.core.session import Setup
from engine.swarm import automa, cards, flow, foresight, mapgen
from engine.swarm import commands as sc
from engine.swarm.content import TECHNOLOGY, default_content
from engine.swarm.events import BoardMade, FleetsPlaced, FleetsProduced, Passed, PlacePicked
from engine.swarm.movement import apply_move, check_move, reach, steps_left
from engine.swarm.state import (
    AUTOMA,
    BATTLE_WINDOW,
    BID_WINDOW,
    DEVELOPMENT,
    HUMAN,
    MOVE,
    PICK,
    PRODUCTION,
    TARGET,
    GameState,
    Race,
)
from engine.swarm.values import hand_limit, value

GAME_NAME = "swarm"
PHASE_WORDS = {
    BID_WINDOW: "the bid",
    PICK: "the bid",
    DEVELOPMENT: "Development",
    PRODUCTION: "Production",
    MOVE: "the Move phase",
    BATTLE_WINDOW: "a battle window",
    TARGET: "a battle",
}


class SwarmRules(ForesightByModule, ContentRules):
    foresight: ClassVar[Any] = (
        foresight  # the look-ahead's words (engine/core/rules_base.ForesightByModule)
    )
    name = GAME_NAME
    state_class = GameState
    commands = sc.COMMANDS

    default_content = staticmethod(default_content)

    # --- setup -------------------------------------------------------------------------------

    def setup(self, seed: int, **options: object) -> Setup:
        # A game keeps the rules it began with: S5.2's Production ending by itself (decision
        # of 2026-11-27) is written into each new game's setup, so a save begun before it
        # (no such option: the phase waited for End Production) plays on as it was made.
        options.setdefault("production_ends_itself", self.content.game.setup.production_ends_itself)
        return super().setup(seed, **options)

    def setup_problem(self, setup: Setup) -> tuple[str, str] | None:
        o = setup.options
        known = {
            "rivals",
            "difficulty",
            "board",
            "scenario",
            "seats",
            "home",
            "levels",
            "campaign",
            "daily",
            "production_ends_itself",
        }
        for k in o:
            if k not in known:
                return k, "not an option of Space Swarm"
        checks = {
            "rivals": lambda v: type(v) is int and 1 <= v <= 3,
            "difficulty": lambda v: type(v) is int and v in self.content.levels,
            "board": lambda v: v in ("standard", "random"),
            "scenario": lambda v: type(v) is int and (v == 0 or v in self.content.scenarios),
            "home": lambda v: type(v) is int and 0 <= v < 4,
            "seats": lambda v: isinstance(v, list) and all(x in (HUMAN, AUTOMA) for x in v),
            "levels": lambda v: isinstance(v, list) and all(x in self.content.levels for x in v),
            # SD3: the campaign a scenario game belongs to (its id), kept by saves and replays
            "campaign": lambda v: isinstance(v, str) and v.isalnum() and len(v) <= 64,
            "daily": daily.is_day,  # the day of a daily game
            "production_ends_itself": lambda v: type(v) is bool,  # S5.2, see setup()
        }
        for k, ok in checks.items():
            if k in o and not ok(o[k]):
                return k, f"{o[k]!r} is not allowed"
        return None

    def new_state(self, setup: Setup) -> GameState:
        problem = self.setup_problem(setup)
        if problem:
            raise ValueError(f"setup.{problem[0]}: {problem[1]}")
        c = self.content
        o = setup.options
        scen = c.scenarios.get(o.get("scenario", 0))
        rivals = scen.rivals if scen else o.get("rivals", 1)
        n = rivals + 1
        difficulty = o.get("difficulty", 3)
        seats = list(o.get("seats") or [HUMAN] + [AUTOMA] * rivals)
        levels = list(o.get("levels") or [difficulty] * n)
        if len(seats) != n or len(levels) != n:
            raise ValueError("setup.seats: one per race")
        rng = Rng.from_seed(setup.seed)
        board_kind = (scen.board if scen and scen.board else "") or o.get("board", "standard")
        rolls = 0
        if board_kind == "standard":
            board = mapgen.standard(c, n)
        else:
            d20 = tuple(c.game.mapgen.d20) + (scen.d20_extra if scen else ())
            span = (scen.min_clusters, scen.max_clusters) if scen and scen.max_clusters else None
            board, rolls = mapgen.generate(rng, c, n, d20, span)
        home = o.get("home", 0) % n
        races = []
        for seat in range(n):
            kind = seats[seat]
            level = levels[seat] if kind == AUTOMA else 0
            fleets = [0] * board.size
            h = board.homes[(home + seat) % n]
            start = c.levels[level].fleets if kind == AUTOMA else c.game.setup.start_fleets
            if seat == 0 and scen and scen.player_fleets:
                start = scen.player_fleets
            fleets[h] = start
            races.append(Race(seat, c.game.races[seat].id, kind, level, h, fleets))
        deck = sorted(c.cards)
        rng.shuffle(deck)  # S3.2
        state = GameState(board, races, deck, rng, difficulty=difficulty)
        state.production_ends_itself = o.get("production_ends_itself", False)
        state.scenario = scen.number if scen else 0
        state.board_rolls = rolls
        state.made = sum(r.total_fleets for r in races)
        if scen:
            state.quasar_loss = scen.quasar_loss
            state.goal_ruins = scen.goal_ruins
            state.player_wins_only_by = scen.player_wins_only_by
        return state

    def start(self, state: GameState) -> list[Event]:
        c = self.content
        events: list[Event] = [BoardMade(state.board_rolls == 0, state.board_rolls)]
        for r in state.races:
            events.append(FleetsPlaced(r.id, r.home, r.fleets[r.home]))
        for r in state.races:  # S3.2, in seat order
            events += cards.deal_opening_hand(state, c, r)
        for r in state.races:  # SA2.1: shuffled at setup
            if r.kind == AUTOMA:
                r.decisions = automa.new_decision_deck(state, c, r.level)
        events += flow.begin_round(state, c)
        return events + self.run_rivals(state)

    def summary(self, state: GameState) -> dict[str, object]:
        player = state.races[0]
        return {
            "turn": state.turns,
            "round": state.round,
            "rivals": len(state.races) - 1,
            "difficulty": state.difficulty,
            "scenario": state.scenario,
            "hexes": sum(1 for n in player.fleets if n > 0),
            "result": state.result,
            "cause": state.win_path,
        }

    def reveal_mark(self, state: GameState) -> tuple:
        """What changes only when something hidden is shown, so Undo stops there (C3.1): the
        deck only shrinks (a card drawn: Research, Ruins); a rival's hand shrinks only when a
        card of it is shown (played, placed, discarded, or its hand discarded when it goes
        out) and grows only by a draw; its decision deck shrinks as a card is turned up
        (SA1.4) and refills only by a shuffle of the game's random generator. A person's own
        cards were never hidden from them."""
        rivals = [r for r in state.races if r.kind == AUTOMA]
        return (
            len(state.deck),
            tuple(len(r.hand) for r in rivals),
            tuple(len(r.decisions) for r in rivals),
        )

    # --- look-ahead (engine/core/lookahead.py: the move preview, the Hint, play-outs) -------

    def reveal_words(self, event: Event, state: GameState) -> str | None:
        return foresight.reveal_words(event, state)

    def redeal(self, state: GameState, rng: Rng) -> None:
        """Re-deal what the person cannot see (engine/core/hidden.py): the deck and the rivals'
        hands dealt afresh among them (each hand keeps its size), each rival's decision deck
        in a fresh order, and the generator behind every draw and die. Their own hand, the
        discard pile and every face-up card stay."""
        rivals = [r for r in state.races if r.kind == AUTOMA]
        hidden.deal([state.deck, *(r.hand for r in rivals)], rng)
        for r in rivals:
            hidden.reshuffle(r.decisions, rng)
        state.rng = hidden.fresh_generator(rng)

    def advice(self, state: GameState, seed: int = 0, done: tuple = ()) -> list:
        """The Hint's moves, best first (engine/core/hint.py; engine/swarm/hints.py)."""
        from engine.swarm import hints

        return hints.advice(self, state, self.legal_commands(state))

    def gentler(self, state: GameState, cmd: Command) -> list[Command]:
        """The Hint's variant of a move that gives up a Star Cluster: one fleet stays."""
        if isinstance(cmd, sc.Move) and cmd.count > 1 and not cmd.change:
            fewer = attrs.evolve(cmd, count=cmd.count - 1)
            return [fewer] if self.check(state, fewer).ok else []
        return []

    def turn_of(self, state: GameState) -> tuple:
        return (state.round, state.turns)

    def move_words(self, state: GameState, cmd: Command) -> str:
        """A move in player words, said before it is made (the game review's turning points)."""
        from engine.swarm.describe import command_text

        return command_text(cmd, self.content, state)

    def validate(self, state: GameState) -> list[str]:
        from engine.swarm import invariants

        return invariants.problems(state, self.content)

    # --- rivals ------------------------------------------------------------------------------

    def run_rivals(self, state: GameState) -> list[Event]:
        """Let every rival whose turn it is to decide do so, until a person must or the game
        is over."""
        events: list[Event] = []
        while not state.over:
            seat = flow.pending(state)
            race = state.races[seat]
            if race.kind != AUTOMA:
                break
            cmd, said = automa.decide(state, self.content, race, automa.mind_of(self.content, race))
            verdict = self.check_rules(state, cmd)  # a rival obeys every S rule (SA1.1)
            if not verdict.ok:
                raise AssertionError(f"a rival's command {cmd!r} broke a rule: {verdict}")
            if said is not None:
                events.append(said)
            events += self._apply(state, cmd)
        return events

    # --- legality ----------------------------------------------------------------------------

    def name_of(self, seat: int) -> str:
        return self.content.game.races[seat].name

    def check(self, state: GameState, cmd: Command) -> Verdict:
        return self.check_rules(state, cmd)

    def check_rules(self, state: GameState, cmd: Command) -> Verdict:
        if state.over:
            return refuse("S9", "the game is over")
        race = state.race(getattr(cmd, "race", ""))
        if race is None:
            return refuse("S1.1", "no such race in this game")
        seat = flow.pending(state)
        if seat < 0 or state.phase not in PHASE_WORDS:
            return refuse("S3", "the game is not under way")
        if race.seat != seat:
            return refuse(
                "S4.1", f"it is {self.name_of(seat)}'s turn to decide ({PHASE_WORDS[state.phase]})"
            )
        phase = state.phase
        c = self.content
        if isinstance(cmd, sc.PlayCard):
            if cmd.card not in race.hand:
                return refuse("S8.4", "that card is not in your hand")
            if phase in (PICK, TARGET):
                return refuse("S8.3", "cards are played in the bid window, not during the picks")
            return OK
        if isinstance(cmd, sc.Pass):
            if phase not in (BID_WINDOW, BATTLE_WINDOW):
                return refuse("S8.3", "there is no window to pass in now")
            return OK
        if isinstance(cmd, sc.PickPlace):
            if phase != PICK:
                return refuse("S4.4", "places are picked after the bid window")
            if not 1 <= cmd.place <= len(state.places) or state.places[cmd.place - 1] >= 0:
                return refuse("S4.4", f"place {cmd.place} is not free")
            return OK
        if isinstance(cmd, sc.ChooseTarget):
            if phase != TARGET or state.battle is None:
                return refuse("S7.1", "no stack of yours is striking now")
            t = state.race(cmd.target)
            if t is None or t.seat == race.seat or t.fleets[state.battle.hex] <= 0:
                return refuse("S7.1", "pick an enemy stack in this battle")
            return OK
        if phase not in (DEVELOPMENT, PRODUCTION, MOVE):
            return refuse("S8.3", f"in {PHASE_WORDS[phase]} you may play a card or pass")
        if isinstance(cmd, sc.PlaceTechnology):
            if phase != DEVELOPMENT:
                return refuse("S8.1", "Technologies are placed only in Development")
            if race.placed_tech:
                return refuse("S5.1", "one Technology per Development phase")
            if cmd.card not in race.hand:
                return refuse("S8.4", "that card is not in your hand")
            if c.cards[cmd.card].kind != TECHNOLOGY:
                return refuse("S8.1", "Events are never placed; play it for its bonus")
            return OK
        if isinstance(cmd, sc.Discard):
            if phase != DEVELOPMENT:
                return refuse("S5.1", "you discard down to your hand limit in Development")
            if cmd.card not in race.hand:
                return refuse("S8.4", "that card is not in your hand")
            limit = hand_limit(c, race)
            if len(race.hand) <= limit:
                return refuse("S5.1", f"your hand is within its limit of {limit}")
            return OK
        if isinstance(cmd, sc.Produce):
            if phase != PRODUCTION:
                return refuse("S5.2", "new fleets come in Production")
            left = value(state, c, race, "production") - race.produced
            if not 1 <= cmd.count <= left:
                return refuse("S5.2", f"you have {max(0, left)} new fleets to place")
            if not 0 <= cmd.hex < state.board.size or race.fleets[cmd.hex] == 0:
                return refuse("S5.2", "new fleets join one of your stacks")
            return OK
        if isinstance(cmd, sc.Move):
            if phase != MOVE:
                return refuse("S5.3", "fleets move in the Move phase")
            orders = value(state, c, race, "strategic")
            if race.orders >= orders:
                return refuse("S5.3", f"you have given all {orders} move orders (Strategic)")
            return check_move(state, c, race, cmd)
        if isinstance(cmd, sc.EndPhase):
            if phase == DEVELOPMENT and len(race.hand) > hand_limit(c, race):
                return refuse("S5.1", f"discard down to {hand_limit(c, race)} cards first")
            if phase == PRODUCTION:
                left = value(state, c, race, "production") - race.produced
                if left > 0:
                    return refuse("S5.2", f"place your {left} new fleets first")
            return OK
        return refuse("S5", "not a Space Swarm command")

    # --- effects -----------------------------------------------------------------------------

    def apply(self, state: GameState, cmd: Command) -> list[Event]:
        return self._apply(state, cmd) + self.run_rivals(state)

    def _apply(self, state: GameState, cmd: Command) -> list[Event]:
        c = self.content
        race = state.race(getattr(cmd, "race", ""))  # every Space Swarm command names its race
        assert race is not None
        if isinstance(cmd, sc.PlayCard):
            return [cards.play(state, c, race, cmd.card)]
        if isinstance(cmd, sc.Pass):
            return self._pass(state, race)
        if isinstance(cmd, sc.PickPlace):
            state.places[cmd.place - 1] = race.seat
            events: list[Event] = [PlacePicked(race.id, cmd.place)]
            if all(p >= 0 for p in state.places):
                events += flow.after_picks(state, c)
            return events
        if isinstance(cmd, sc.ChooseTarget):
            b = state.battle
            assert b is not None
            t = state.race(cmd.target)
            assert t is not None
            b.targets[race.seat] = t.seat
            b.window = []
            state.phase = "attack"
            return flow.continue_attack(state, c)
        if isinstance(cmd, sc.PlaceTechnology):
            race.hand.remove(cmd.card)
            race.technologies.append(cmd.card)
            race.placed_tech = True
            from engine.swarm.events import TechnologyPlaced

            return [TechnologyPlaced(race.id, cmd.card, c.cards[cmd.card].attribute)]
        if isinstance(cmd, sc.Discard):
            return [cards.discard(state, race, cmd.card)]
        if isinstance(cmd, sc.Produce):
            race.fleets[cmd.hex] += cmd.count
            race.produced += cmd.count
            state.made += cmd.count
            produced = FleetsProduced(race.id, cmd.hex, cmd.count)
            return [produced, *flow.production_ends_itself(state, c, race)]
        if isinstance(cmd, sc.Move):
            return apply_move(state, c, race, cmd)
        if isinstance(cmd, sc.EndPhase):
            return flow.end_phase(state, c)
        raise AssertionError(f"unknown command {cmd!r}")

    def _pass(self, state: GameState, race: Race) -> list[Event]:
        c = self.content
        if state.phase == BID_WINDOW:
            state.bid_queue.pop(0)
            events: list[Event] = [Passed(race.id, "bid", rule="S4.3")]
            if not state.bid_queue:
                events += flow.after_bid_window(state, c)
            return events
        b = state.battle
        assert b is not None
        b.window.pop(0)
        events = [Passed(race.id, "battle", rule="S10.3")]
        if not b.window:
            state.phase = "attack"
            events += flow.continue_attack(state, c)
        return events

    # --- what a person may do ----------------------------------------------------------------

    def legal_commands(self, state: GameState) -> list[Command]:
        """Everything a person may do now. Move orders are listed plainly (1, half or all the
        fleets of a stack, to each hex in reach, by the shortest path); `check` also accepts
        other paths and pick-ups and drops (S6.4)."""
        if state.over:
            return []
        c = self.content
        race = state.races[flow.pending(state)]
        rid = race.id
        phase = state.phase
        plays: list[Command] = [sc.PlayCard(rid, x) for x in sorted(set(race.hand))]
        if phase in (BID_WINDOW, BATTLE_WINDOW):
            return [sc.Pass(rid), *plays]
        if phase == PICK:
            return [sc.PickPlace(rid, i + 1) for i, p in enumerate(state.places) if p < 0]
        if phase == TARGET:
            b = state.battle
            assert b is not None
            return [
                sc.ChooseTarget(rid, r.id)
                for r in state.races
                if r.seat != race.seat and r.fleets[b.hex] > 0
            ]
        out: list[Command] = []
        if phase == DEVELOPMENT:
            if not race.placed_tech:
                out += [
                    sc.PlaceTechnology(rid, x)
                    for x in sorted(set(race.hand))
                    if c.cards[x].kind == TECHNOLOGY
                ]
            if len(race.hand) > hand_limit(c, race):
                out += [sc.Discard(rid, x) for x in sorted(set(race.hand))]
            else:
                out.append(sc.EndPhase(rid))
        elif phase == PRODUCTION:
            left = value(state, c, race, "production") - race.produced
            if left > 0:
                for h in race.stacks():
                    out += [sc.Produce(rid, h, n) for n in sorted({1, left})]
            else:
                out.append(sc.EndPhase(rid))
        elif phase == MOVE:
            if race.orders < value(state, c, race, "strategic"):
                out += self.simple_moves(state, race)
            out.append(sc.EndPhase(rid))
        return out + plays

    def simple_moves(self, state: GameState, race: Race) -> list[Command]:
        out: list[Command] = []
        c = self.content
        for h in race.stacks():
            left = steps_left(state, c, race, h)
            movable = sum(1 for s in left if s > 0)
            for n in sorted({1, (movable + 1) // 2, movable}):
                if n <= 0:
                    continue
                for _goal, path in reach(state, race, h, left[n - 1]).items():
                    out.append(sc.Move(race.id, h, n, path))
        return out
