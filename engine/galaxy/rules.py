"""The galaxy game's rules for the session: setup, check, apply, legal commands.

`check` is the only judge of legality: the client greys out and explains with its answers, and
`apply` runs only after `check` said yes, so a refused command never changes anything.

Why so long: each command's check sits beside its apply, so what guards a change is read with
it, for the eleven commands of The Weavers; projects, conflicts, supply, turns and the
standstill are already modules of their own. Next split: the leader and power commands.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

from engine.core import daily, hidden
from engine.core.commands import OK, Command, Event, Verdict, refuse
from engine.core.rng import Rng
from engine.core.rules_base import ContentRules, ForesightByModule
from engine.core.session import Setup
from engine.galaxy import board, foresight, projects, scenario_rules, turns
from engine.galaxy import commands as gc
from engine.galaxy.colours import BLACK, COLOURS, CORNER_NAMES, SUPREMACY, slot_accepts
from engine.galaxy.content import CONFLICT, DECKS, ONCE_POWERS, Content, default_content
from engine.galaxy.events import (
    CardTaken,
    ConflictInitiated,
    CubePlaced,
    CubeRecalled,
    LeaderUsed,
    PowerUsed,
)
from engine.galaxy.galaxy import Galaxy, galaxy_planet_runs
from engine.galaxy.generator import generate
from engine.galaxy.maps import standard_galaxy
from engine.galaxy.state import GameState, Option, PlanetState
from engine.galaxy.supply import draw, ongoing
from engine.weavers.setup import place_starting_swarms

GAME_NAME = "weavers"


def make_galaxy(setup: Setup, content: Content) -> Galaxy:
    kind = setup.options.get("galaxy", "standard")
    if kind == "standard":
        return standard_galaxy()
    if kind == "random":
        seed = int(setup.options.get("galaxy_seed", setup.seed))
        return generate(seed, content.tunables.galaxy)
    raise ValueError(f"galaxy must be 'standard' or 'random', not {kind!r}")


class GalaxyRules(ForesightByModule, ContentRules):
    foresight: ClassVar[Any] = (
        foresight  # the look-ahead's words (engine/core/rules_base.ForesightByModule)
    )
    name = GAME_NAME
    state_class = GameState
    commands = gc.COMMANDS

    default_content = staticmethod(default_content)

    # --- setup -------------------------------------------------------------------------------

    def setup_problem(self, setup: Setup) -> tuple[str, str] | None:
        """The first option of a saved setup these rules refuse, as (field, reason): checked
        strictly, since new_state would read "3" as 3 and 1.5 as 1."""
        content = self.content
        known: dict[str, tuple[type, set[Any] | None]] = {
            "species": (str, set(content.species)),
            "corner": (int, set(range(4))),
            "difficulty": (int, set(content.levels)),
            "opponent": (str, {"weavers", "none"}),
            "galaxy": (str, {"standard", "random"}),
            "galaxy_seed": (int, None),
            "scenario": (int, {0, *content.scenarios}),
            "campaign": (str, None),  # the campaign a scenario game belongs to (D3)
            "daily": (str, None),  # the day of a daily game (engine/core/daily.py)
        }
        for name, value in setup.options.items():
            field = f"options.{name}"
            if name not in known:
                return field, "an option this game does not have"
            kind, allowed = known[name]
            if type(value) is not kind:
                words = "a whole number" if kind is int else "text"
                return field, f"expected {words}, found {value!r}"
            if allowed is not None and value not in allowed:
                return field, f"{value!r} is not one of {sorted(allowed)}"
            if name == "daily" and not daily.is_day(value):
                return field, f"expected a day as YYYY-MM-DD, found {value!r}"
        return None

    def new_state(self, setup: Setup) -> GameState:
        content = self.content
        tun = content.tunables
        species = str(setup.options.get("species", next(iter(content.species))))
        if species not in content.species:
            raise ValueError(f"unknown species {species!r}; choose from {sorted(content.species)}")
        corner = int(setup.options.get("corner", 0))
        if corner not in range(4):
            raise ValueError(f"corner must be 0-3 ({', '.join(CORNER_NAMES)}), not {corner}")
        difficulty = int(setup.options.get("difficulty", 3))
        if difficulty not in content.levels:
            raise ValueError(
                f"difficulty must be one of {sorted(content.levels)}, not {difficulty}"
            )
        opponent = str(setup.options.get("opponent", "weavers"))
        if opponent not in ("weavers", "none"):
            raise ValueError(f"opponent must be 'weavers' or 'none', not {opponent!r}")
        scenario = int(setup.options.get("scenario", 0))
        if scenario and scenario not in content.scenarios:
            known = ", ".join(str(n) for n in sorted(content.scenarios))
            raise ValueError(f"scenario must be 0 (none) or one of {known}, not {scenario}")
        scen = content.scenarios.get(scenario)
        galaxy = scenario_rules.scorched_galaxy(make_galaxy(setup, content), scen)
        rng = Rng.from_seed(setup.seed)
        reserve = dict(tun.reserve)
        bag = {c: 0 for c in COLOURS}
        for c in COLOURS:
            n = min(tun.bag_start[c], reserve[c])
            reserve[c] -= n
            bag[c] = n
        decks = {}
        for deck in DECKS:
            ids = [c.id for c in content.deck_cards(deck)]
            rng.shuffle(ids)
            decks[deck] = ids
        home = galaxy.corner_system(corner).number
        planets = [
            PlanetState(s.number, i, p.colour, p.cost)
            for s in galaxy.systems
            for i, p in enumerate(s.planets)
        ]
        state = GameState(
            galaxy=galaxy,
            species=species,
            home=home,
            rng=rng,
            reserve=reserve,
            bag=bag,
            hand={c: 0 for c in COLOURS},
            bases=[home],
            routes=[[] for _ in galaxy.routes],
            planets=planets,
            supremacy={k: 0 for k in SUPREMACY},
            decks=decks,
            difficulty=difficulty,
            opponent=opponent,
            scenario=scenario,
        )
        scenario_rules.fill_bag(state, scen)
        for bonus in content.species[species].bonus:
            if bonus.kind == "add_cubes":
                n = min(bonus.count, state.reserve[bonus.colour])
                state.reserve[bonus.colour] -= n
                state.bag[bonus.colour] += n
            elif bonus.kind == "start_card":
                for _ in range(bonus.count):
                    if state.decks[bonus.deck]:
                        card = content.card(state.decks[bonus.deck].pop(0))
                        state.tableau.append(projects.new_project(card))
            elif bonus.kind == "supremacy":
                state.supremacy[bonus.symbol] += bonus.count
        return state

    def start(self, state: GameState) -> list[Event]:
        """W1 then the first turn's draw and Span."""
        events: list[Event] = scenario_rules.extra_bases(state, self.content)
        if state.opponent == "weavers":
            events += place_starting_swarms(state, self.content)
        return events + turns.start_turn(state, self.content)

    def reveal_mark(self, state: GameState) -> tuple:
        """What changes only when a hidden card comes to light, so Undo stops there (C3.1):
        a face-up deck only shrinks as its top card is taken (the next one turns up); the
        Weaver deck changes only as its top card enters the board (W4.1, W4.2, D2.1)."""
        return (tuple(map(len, state.decks.values())), tuple(state.weaver_deck))

    # --- look-ahead (engine/core/lookahead.py: the move preview, the Hint, play-outs) -------

    def reveal_words(self, event: Event, state: GameState) -> str | None:
        return foresight.reveal_words(event)

    def redeal(self, state: GameState, rng: Rng) -> None:
        """Re-deal what the player cannot see (engine/core/hidden.py): each face-up deck's
        cards under its top one, the Weaver deck (a card a morph put back at its bottom is
        re-dealt too: the look-ahead knows a little less than the player there, never more)
        and the generator behind every draw from the bag. The bag's contents are known."""
        for deck in state.decks.values():
            rest = deck[1:]
            hidden.reshuffle(rest, rng)
            deck[1:] = rest
        hidden.reshuffle(state.weaver_deck, rng)
        state.rng = hidden.fresh_generator(rng)

    def move_words(self, state: GameState, cmd: Command) -> str:
        """A move in player words, said before it is made (the game review's turning points)."""
        from engine.galaxy import describe
        from engine.galaxy.content import DECK_NAMES

        if isinstance(cmd, gc.TakeCard) and state.decks.get(cmd.deck):
            card = self.content.card(state.decks[cmd.deck][0]).name
            return f"{card} taken from the {DECK_NAMES[cmd.deck]} deck"
        if isinstance(cmd, gc.EndTurn):
            return "end of the turn"
        if isinstance(cmd, gc.Choose):
            kind = state.pending.kind if state.pending else ""
            if kind == "settle_free":
                return f"{describe.planet_name(state.galaxy, cmd.ref)} settled free"
            if kind == "advance_route":
                return f"{describe.route_name(state.galaxy, cmd.ref)} advanced free"
            return f"a free base on system {cmd.ref}"
        return describe.command_text(cmd, state, self.content)

    def advice(self, state: GameState, seed: int = 0, done: tuple = ()) -> list:
        """The Hint's moves, best first (engine/core/hint.py; engine/galaxy/hints.py)."""
        from engine.galaxy import hints

        return hints.advice(self.content, self.legal_commands(state), state, done)

    def turn_of(self, state: GameState) -> int:
        return state.turn

    def summary(self, state: GameState) -> dict[str, object]:
        """What a save slot shows about this game."""
        return {
            "turn": state.turns_played,  # a finished game: the turn it ended in
            "species": state.species,
            "species_name": self.content.species[state.species].name,
            "difficulty": state.difficulty,
            "scenario": state.scenario,  # 0: the standard game (D2)
            "bases": len(state.bases),
            "black_holes": len(state.black_holes),
            "result": state.result,
            "cause": state.cause,
        }

    def validate(self, state: GameState) -> list[str]:
        """Problems with a loaded state (the invariants, and ids the content must know)."""
        from engine.galaxy import invariants, references

        if state.species not in self.content.species:
            return [f"unknown species {state.species!r}"]
        if state.difficulty not in self.content.levels:
            return [f"unknown difficulty {state.difficulty}"]
        known = set(self.content.cards)
        for pile in state.decks.values():
            if not set(pile) <= known:
                return ["a deck holds a card this version does not know"]
        if any(p.card not in known for p in state.tableau):
            return ["the tableau holds a card this version does not know"]
        broken = references.reference_problems(state, self.content)
        if broken:
            return broken
        return invariants.problems(state, self.content)

    # --- legality ----------------------------------------------------------------------------

    def check(self, state: GameState, cmd: Command) -> Verdict:
        if state.over:
            return refuse("C7", "the game is over")
        if state.pending is not None and not isinstance(cmd, gc.Choose):
            source = state.pending.source
            what = "your species' power" if source in self.content.species else "the card's effect"
            rule = projects.choice_rule(self.content, source)
            return refuse(rule, f"first choose where {what} goes: one of the lit places")
        handler = _CHECKS.get(type(cmd))
        if handler is None:
            return refuse("C3", f"{type(cmd).__name__} is not a command of this game")
        if (
            isinstance(cmd, (gc.PlaceCube, gc.Recall))
            and cmd.spot in (gc.ROUTE, gc.PLANET)
            and cmd.slot
        ):
            # Only project cards have slots: one move has one record (a loaded record that
            # differs from the game it plays to is an edited one).
            return refuse("C4", "routes and planets have no numbered slots")
        return handler(self, state, cmd)

    def _check_place(self, state: GameState, cmd: gc.PlaceCube) -> Verdict:
        if cmd.colour not in COLOURS:
            return refuse("C1", f"{cmd.colour!r} is not a cube colour")
        if state.hand[cmd.colour] < 1:
            return refuse("C4", f"you hold no {cmd.colour} cube")
        if cmd.spot == gc.ROUTE:
            if not 0 <= cmd.ref < len(state.routes):
                return refuse("C4.1", "there is no such route")
            why = board.route_buildable(state, cmd.ref) or board.route_accepts(
                state, self.content, cmd.ref, cmd.colour
            )
            return refuse("C4.1", why) if why else OK
        if cmd.spot == gc.PLANET:
            if not 0 <= cmd.ref < len(state.planets):
                return refuse("C4.2", "there is no such planet")
            planet = state.planets[cmd.ref]
            if not state.has_base(planet.system):
                return refuse("C4.2", "you can settle planets only in systems with your base")
            if planet.settled:
                return refuse("C4.2", "that planet is already settled")
            if cmd.colour != planet.colour:
                return refuse("C4.2", f"this planet takes {planet.colour} cubes")
            return OK
        if cmd.spot == gc.PROJECT:
            problem = self._slot_problem(state, cmd.ref, cmd.slot)
            if problem is not None:
                return problem
            proj = state.tableau[cmd.ref]
            if proj.cubes[cmd.slot]:
                return refuse("C4.3", "that slot is already filled")
            need = proj.needs[cmd.slot]
            if not slot_accepts(need, cmd.colour):
                wanted = "any cube but black" if need == "any" else f"a {need} cube"
                return refuse("C4.3", f"that slot takes {wanted}")
            return OK
        return refuse("C4", f"a cube goes on a route, a planet or a project, not {cmd.spot!r}")

    def _slot_problem(self, state: GameState, index: int, slot: int) -> Verdict | None:
        if not 0 <= index < len(state.tableau):
            return refuse("C4.3", "there is no such project in your tableau")
        proj = state.tableau[index]
        if proj.done:
            return refuse("C5.1", "that project is already complete")
        if self.content.card(proj.card).deck == CONFLICT and proj.seq == 0:
            return refuse("C6.1", "initiate this conflict against a system first")
        if not 0 <= slot < len(proj.needs):
            return refuse("C4.3", "that card has no such slot")
        return None

    def _check_recall(self, state: GameState, cmd: gc.Recall) -> Verdict:
        if state.hand[BLACK] < 1:
            return refuse("C4.4", "recalling a cube costs a black cube from your hand")
        if cmd.spot == gc.ROUTE:
            if not 0 <= cmd.ref < len(state.routes):
                return refuse("C4.4", "there is no such route")
            if state.route_complete(cmd.ref):
                return refuse("C4.4", "cubes on a complete route stay there")
            return OK if state.routes[cmd.ref] else refuse("C4.4", "that route holds no cube")
        if cmd.spot == gc.PLANET:
            if not 0 <= cmd.ref < len(state.planets):
                return refuse("C4.4", "there is no such planet")
            planet = state.planets[cmd.ref]
            if planet.settled:
                return refuse("C4.4", "cubes on a settled planet stay there")
            return OK if planet.cubes else refuse("C4.4", "that planet holds no cube")
        if cmd.spot == gc.PROJECT:
            why = self._slot_problem(state, cmd.ref, cmd.slot)
            if why is not None:
                return why
            if not state.tableau[cmd.ref].cubes[cmd.slot]:
                return refuse("C4.4", "that slot is empty")
            return OK
        return refuse(
            "C4.4", f"cubes are recalled from a route, planet or project, not {cmd.spot!r}"
        )

    def _check_take(self, state: GameState, cmd: gc.TakeCard) -> Verdict:
        if cmd.deck not in DECKS:
            return refuse("C5", f"there is no {cmd.deck!r} deck")
        if not state.decks[cmd.deck]:
            return refuse("C5", f"the {cmd.deck} deck is empty")
        if state.cards_taken >= state.card_allowance:
            return refuse("C3.3", "you have already taken a card this turn")
        limit = self._limit(state)
        if state.unfinished() >= limit:
            return refuse("C3.3", f"you already hold {limit} unfinished projects")
        return OK

    def _limit(self, state: GameState) -> int:
        """How many unfinished projects the player may hold when taking a card (C3.3)."""
        return self.content.tunables.max_unfinished + ongoing(state, self.content, "extra_project")

    def _check_conflict(self, state: GameState, cmd: gc.InitiateConflict) -> Verdict:
        if not 0 <= cmd.project < len(state.tableau):
            return refuse("C6.1", "there is no such card in your tableau")
        proj = state.tableau[cmd.project]
        if self.content.card(proj.card).deck != CONFLICT:
            return refuse("C6.1", "only a conflict card can be initiated")
        if proj.done or proj.seq:
            return refuse("C6.1", "that conflict is already under way")
        if not state.has_base(cmd.origin):
            return refuse("C6.1", "a conflict starts from a system holding your base")
        if state.has_base(cmd.target):
            return refuse("C6.1", "you already hold that system")
        if not any({r.a, r.b} == {cmd.origin, cmd.target} for r in state.galaxy.routes):
            return refuse("C6.1", "the target must be joined by a route to the origin")
        if state.is_black_hole(cmd.target):
            return refuse("C6.1", "a black hole cannot be attacked")
        return OK

    def _check_leader(self, state: GameState, cmd: gc.UseLeader) -> Verdict:
        if not 0 <= cmd.project < len(state.tableau):
            return refuse("C5.4", "there is no such card in your tableau")
        proj = state.tableau[cmd.project]
        ability = self.content.card(proj.card).ability
        if ability is None:
            return refuse("C5.4", "only a leader has an ability to use")
        if not proj.done:
            return refuse("C5.4", "complete this leader before using its ability")
        if proj.used_turn == state.turn:
            return refuse("C5.4", "this leader has acted this turn already")
        if ability.kind == "exchange":
            if cmd.colour not in COLOURS or state.hand[cmd.colour] < 1:
                return refuse("C5.4", "choose a cube from your hand to give")
            if cmd.colour2 not in COLOURS or cmd.colour2 == cmd.colour:
                return refuse("C5.4", "choose a different colour to take")
            if state.reserve[cmd.colour2] < 1:
                return refuse("C1", f"the reserve has no {cmd.colour2} cube")
            return OK
        if ability.kind == "redraw":
            if cmd.colour not in COLOURS or state.hand[cmd.colour] < 1:
                return refuse("C5.4", "choose a cube from your hand to return")
            return OK
        if ability.kind == "steal":
            return self._check_steal(state, cmd)
        return refuse("C5.4", f"unknown ability {ability.kind!r}")

    def _check_steal(self, state: GameState, cmd: gc.UseLeader) -> Verdict:
        if cmd.spot == "swarm":
            swarm = state.swarm_on(cmd.ref)
            if swarm is None:
                return refuse("C5.4", "no swarm sits on that system")
            if not 0 <= cmd.slot < 3 or swarm.cubes[cmd.slot] < 1:
                return refuse("C5.4", "that Weaver project holds no cube")
            return OK
        if cmd.spot == "conflict":
            if not 0 <= cmd.ref < len(state.tableau):
                return refuse("C5.4", "there is no such conflict in your tableau")
            proj = state.tableau[cmd.ref]
            if not proj.is_open_conflict or not 0 <= cmd.slot < len(proj.defender):
                return refuse("C5.4", "steal from the Weavers' side of an open conflict")
            if not proj.defender[cmd.slot]:
                return refuse("C5.4", "that Weavers' slot is empty")
            return OK
        return refuse("C5.4", "steal from a Weaver project or the Weavers' side of a conflict")

    def _check_power(self, state: GameState, cmd: gc.UsePower) -> Verdict:
        power = self.content.species[state.species].power
        if power.kind not in ONCE_POWERS:
            return refuse("C5.7", "your species' power is always in effect; it is not used")
        if state.power_used:
            return refuse("C5.7", "your species' power has been used this game")
        if power.kind == "free_base" and not board.free_base_systems(state):
            return refuse("C5.7", "no empty system is joined by a route to your bases")
        if power.kind == "extra_draw" and sum(state.bag.values()) == 0:
            return refuse("C5.7", "your bag is empty")
        return OK

    def _check_choose(self, state: GameState, cmd: gc.Choose) -> Verdict:
        if state.pending is None:
            return refuse("C5.2", "there is nothing to choose")
        if Option(cmd.ref, cmd.colour) not in state.pending.options:
            return refuse("C5.2", "that is not one of the offered choices")
        return OK

    def _check_end(self, state: GameState, cmd: gc.EndTurn) -> Verdict:
        return OK

    # --- effects -----------------------------------------------------------------------------

    def apply(self, state: GameState, cmd: Command) -> list[Event]:
        events = _APPLY[type(cmd)](self, state, cmd)
        events += board.finish_if_won(state, self.content)
        return events

    def _apply_place(self, state: GameState, cmd: gc.PlaceCube) -> list[Event]:
        content = self.content
        state.hand[cmd.colour] -= 1
        events: list[Event] = [
            CubePlaced(cmd.colour, cmd.spot, cmd.ref, cmd.slot, rule=_RULE[cmd.spot])
        ]
        if cmd.spot == gc.ROUTE:
            state.routes[cmd.ref].append(cmd.colour)
            events += board.complete_route_if_full(state, content, cmd.ref)
        elif cmd.spot == gc.PLANET:
            planet = state.planets[cmd.ref]
            planet.cubes += 1
            if planet.cubes >= planet.cost:
                events += projects.settle(state, content, cmd.ref, "C4.2")
        else:
            state.tableau[cmd.ref].cubes[cmd.slot] = cmd.colour
            events += projects.complete_if_full(state, content, cmd.ref)
        return events

    def _apply_recall(self, state: GameState, cmd: gc.Recall) -> list[Event]:
        state.hand[BLACK] -= 1
        state.bag[BLACK] += 1
        if cmd.spot == gc.ROUTE:
            colour = state.routes[cmd.ref].pop()
        elif cmd.spot == gc.PLANET:
            planet = state.planets[cmd.ref]
            planet.cubes -= 1
            colour = planet.colour
        else:
            proj = state.tableau[cmd.ref]
            colour = proj.cubes[cmd.slot]
            proj.cubes[cmd.slot] = ""
        state.hand[colour] += 1
        return [CubeRecalled(colour, cmd.spot, cmd.ref, cmd.slot)]

    def _apply_take(self, state: GameState, cmd: gc.TakeCard) -> list[Event]:
        card = self.content.card(state.decks[cmd.deck].pop(0))
        state.tableau.append(projects.new_project(card))
        state.cards_taken += 1
        return [CardTaken(card.id, cmd.deck)]

    def _apply_conflict(self, state: GameState, cmd: gc.InitiateConflict) -> list[Event]:
        proj = state.tableau[cmd.project]
        card = self.content.card(proj.card)
        proj.needs = projects.conflict_needs(state, self.content, card, cmd.target)
        proj.cubes = [""] * len(proj.needs)
        proj.origin, proj.target = cmd.origin, cmd.target
        state.conflict_seq += 1
        proj.seq = state.conflict_seq
        return [ConflictInitiated(card.id, cmd.origin, cmd.target, len(proj.needs))]

    def _apply_leader(self, state: GameState, cmd: gc.UseLeader) -> list[Event]:
        proj = state.tableau[cmd.project]
        proj.used_turn = state.turn
        ability = self.content.card(proj.card).ability
        assert ability is not None
        if ability.kind == "exchange":
            state.hand[cmd.colour] -= 1
            state.reserve[cmd.colour] += 1
            state.reserve[cmd.colour2] -= 1
            state.hand[cmd.colour2] += 1
            return [LeaderUsed(proj.card, "exchange", f"{cmd.colour} for {cmd.colour2}")]
        if ability.kind == "redraw":
            state.hand[cmd.colour] -= 1
            state.bag[cmd.colour] += 1
            drawn = draw(state, 1, rule="C5.4")
            return [LeaderUsed(proj.card, "redraw", cmd.colour), drawn]
        return self._apply_steal(state, cmd)

    def _apply_steal(self, state: GameState, cmd: gc.UseLeader) -> list[Event]:
        card = state.tableau[cmd.project].card
        if cmd.spot == "swarm":
            swarm = state.swarm_on(cmd.ref)
            assert swarm is not None
            colour = self.content.weavers[swarm.card].projects[cmd.slot].colour
            swarm.cubes[cmd.slot] -= 1
            name = self.content.weavers[swarm.card].name
            detail = f"a {colour} cube from the {name} swarm on system {cmd.ref}"
        else:
            proj = state.tableau[cmd.ref]
            colour = proj.defender[cmd.slot]
            proj.defender[cmd.slot] = ""
            name = self.content.card(proj.card).name
            detail = f"a {colour} cube from the Weavers' side of {name}"
        state.reserve[colour] += 1
        return [LeaderUsed(card, "steal", detail)]

    def _apply_power(self, state: GameState, cmd: gc.UsePower) -> list[Event]:
        power = self.content.species[state.species].power
        state.power_used = True
        events: list[Event] = [PowerUsed(state.species, power.kind)]
        if power.kind == "extra_draw":
            events.append(draw(state, power.count, rule="C5.7"))
        else:
            events += projects.offer_choice(state, self.content, power.kind, state.species, 1)
        return events

    def _apply_choose(self, state: GameState, cmd: gc.Choose) -> list[Event]:
        return projects.resolve_choice(state, self.content, Option(cmd.ref, cmd.colour))

    def _apply_end(self, state: GameState, cmd: gc.EndTurn) -> list[Event]:
        return turns.end_turn(state, self.content)

    # --- what may be done now ----------------------------------------------------------------

    def candidate_commands(self, state: GameState) -> list[Command]:
        """Every command worth asking `check` about: a superset of the legal ones. `check`
        decides; what is left out here is only what it would plainly refuse (a complete route,
        a settled planet, a card after the turn's card, a used power), since the players ask
        for the legal commands before every move. The kinds in _SURE (all but the
        species' power) are made only where `check` accepts them."""
        if state.over:
            return []
        if state.pending is not None:
            return [gc.Choose(o.ref, o.colour) for o in state.pending.options]
        out: list[Command] = []
        in_hand = [c for c in COLOURS if state.hand[c]]
        # Only routes touching a base and planets in a base's system can take a cube (C4.1,
        # C4.2): asking check about the others would only hear no.
        bases = state.bases
        galaxy = state.galaxy
        # Found from the bases (a few) rather than by a scan of every route and planet; in
        # route and planet order, as a scan finds them.
        touching = sorted({r.id for b in bases for r in galaxy.routes_of(b)})
        near = [rid for rid in touching if not board.route_buildable(state, rid)]
        # Unsettled planets in a base's system, worked out once for every colour in the hand.
        open_planets = [
            (pid, p.colour) for pid, p in planets_in(state, sorted(bases)) if not p.settled
        ]
        # Projects that take cubes now: a conflict only once initiated (C6.1).
        working = [
            not p.done and not (p.seq == 0 and self.content.card(p.card).deck == CONFLICT)
            for p in state.tableau
        ]
        # Each working project's empty slots (index, need), and each near route's colours
        # with how many it may carry (board.route_accepts), found once for every colour.
        empty_slots = [
            [
                (k, need)
                for k, (need, cube) in enumerate(zip(p.needs, p.cubes, strict=True))
                if not cube
            ]
            if working[i]
            else []
            for i, p in enumerate(state.tableau)
        ]
        allowed = 2 if ongoing(state, self.content, "route_two_colours") else 1
        carried = [(rid, set(state.routes[rid])) for rid in near]
        for colour in in_hand:
            if colour != BLACK:
                out += [
                    gc.PlaceCube(colour, gc.ROUTE, rid)
                    for rid, colours in carried
                    if colour in colours or len(colours) < allowed
                ]
            out += [gc.PlaceCube(colour, gc.PLANET, pid) for pid, c in open_planets if c == colour]
            for i, slots in enumerate(empty_slots):
                out += [
                    gc.PlaceCube(colour, gc.PROJECT, i, k)
                    for k, need in slots
                    if slot_accepts(need, colour)
                ]
        if state.hand[BLACK]:
            out += [
                gc.Recall(gc.ROUTE, rid)
                for rid, cubes in enumerate(state.routes)
                if cubes and not state.route_complete(rid)
            ]
            out += [
                gc.Recall(gc.PLANET, pid)
                for pid, p in enumerate(state.planets)
                if p.cubes and not p.settled
            ]
            for i, proj in enumerate(state.tableau):
                if working[i]:
                    out += [gc.Recall(gc.PROJECT, i, s) for s, c in enumerate(proj.cubes) if c]
        if state.cards_taken < state.card_allowance and state.unfinished() < self._limit(state):
            out += [gc.TakeCard(d) for d in DECKS if state.decks[d]]
        for i, proj in enumerate(state.tableau):
            card = self.content.card(proj.card)
            if card.deck == CONFLICT and not proj.seq and not proj.done:
                for origin in state.bases:
                    for target in state.galaxy.neighbours(origin):
                        if not state.has_base(target) and not state.is_black_hole(target):
                            out.append(gc.InitiateConflict(i, origin, target))
            if card.ability and proj.done and proj.used_turn != state.turn:
                out += self._leader_candidates(state, i, card.ability.kind, in_hand)
        if not state.power_used and self.content.species[state.species].power.kind in ONCE_POWERS:
            out.append(gc.UsePower())
        out.append(gc.EndTurn())
        return out

    def _leader_candidates(
        self, state: GameState, index: int, kind: str, in_hand: list[str]
    ) -> list[Command]:
        if kind == "exchange":  # a cube of the hand for one the reserve holds
            return [
                gc.UseLeader(index, a, b)
                for a in in_hand
                for b in COLOURS
                if a != b and state.reserve[b] >= 1
            ]
        if kind == "redraw":
            return [gc.UseLeader(index, a) for a in in_hand]
        if kind != "steal":
            return []  # no other ability is known to check (it would refuse them all)
        out: list[Command] = [
            gc.UseLeader(index, spot="swarm", ref=s.system, slot=p)
            for s in state.swarms
            for p in range(3)
            if s.cubes[p]
        ]
        out += [
            gc.UseLeader(index, spot="conflict", ref=j, slot=k)
            for j, proj in enumerate(state.tableau)
            if proj.is_open_conflict
            for k, c in enumerate(proj.defender)
            if c
        ]
        return out

    def legal_commands(self, state: GameState) -> list[Command]:
        # The candidates of the kinds in _SURE are made only where `check` says yes (see
        # candidate_commands): asking it again would only repeat it, and the players ask for
        # the legal commands before every move. tests/galaxy/test_legal_commands.py compares
        # this with `check` over whole games.
        return [
            c for c in self.candidate_commands(state) if type(c) in _SURE or self.check(state, c).ok
        ]


def planets_in(state: GameState, systems: list[int]) -> list[tuple[int, PlanetState]]:
    """(planet id, planet) of the planets in these systems (in ascending order), in planet
    order. The planets are laid out system by system as the galaxy lists them (new_state):
    each system's run is looked up, and checked, instead of a scan of every planet."""
    runs, total = galaxy_planet_runs(state.galaxy)
    planets = state.planets
    if len(planets) != total:
        runs = {}  # laid out some other way (a hand-made position)
    out = []
    for system in systems:
        run = runs.get(system)
        for pid in run if run is not None else (-1,):
            if pid < 0 or planets[pid].system != system:
                # Laid out some other way (a hand-made position): scan them all.
                wanted = set(systems)
                return [(i, p) for i, p in enumerate(planets) if p.system in wanted]
            out.append((pid, planets[pid]))
    return out


# Command kinds candidate_commands makes only where they are legal.
_SURE = frozenset(
    {gc.PlaceCube, gc.Recall, gc.TakeCard, gc.Choose, gc.UseLeader, gc.InitiateConflict, gc.EndTurn}
)
_RULE = {gc.ROUTE: "C4.1", gc.PLANET: "C4.2", gc.PROJECT: "C4.3"}
# Callable[..., X]: each handler takes its own command class, which a Callable over Command
# cannot say (its argument types are contravariant).
_CHECKS: dict[type[Command], Callable[..., Verdict]] = {
    gc.PlaceCube: GalaxyRules._check_place,
    gc.Recall: GalaxyRules._check_recall,
    gc.TakeCard: GalaxyRules._check_take,
    gc.InitiateConflict: GalaxyRules._check_conflict,
    gc.UseLeader: GalaxyRules._check_leader,
    gc.UsePower: GalaxyRules._check_power,
    gc.Choose: GalaxyRules._check_choose,
    gc.EndTurn: GalaxyRules._check_end,
}
_APPLY: dict[type[Command], Callable[..., list[Event]]] = {
    gc.PlaceCube: GalaxyRules._apply_place,
    gc.Recall: GalaxyRules._apply_recall,
    gc.TakeCard: GalaxyRules._apply_take,
    gc.InitiateConflict: GalaxyRules._apply_conflict,
    gc.UseLeader: GalaxyRules._apply_leader,
    gc.UsePower: GalaxyRules._apply_power,
    gc.Choose: GalaxyRules._apply_choose,
    gc.EndTurn: GalaxyRules._apply_end,
}
