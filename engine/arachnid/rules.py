"""Arachnid's rules for the session (the core Rules protocol): setup, check with reasons citing
rule IDs, apply, legal commands. Rivals and critters act inside `apply` and `start` until the
person must decide again (AR6: each of their choices is an event)."""

from __future__ import annotations

from typing import Any

from engine.arachnid import (
    actions,
    battle,
    critters,
    economy,
    foresight,
    rivals,
    rounds,
    setup,
    sweep,
)
from engine.arachnid.board import BOARD
from engine.arachnid.commands import COMMANDS, Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.content import default_content
from engine.arachnid.events import Deployed, Logged, Refreshed
from engine.arachnid.state import DEN, HUMAN, TURNS, WEAVER, Colony, GameState
from engine.core import hidden
from engine.core.commands import OK, Command, Event, Verdict, refuse
from engine.core.lookahead import Consequence
from engine.core.rng import Rng
from engine.core.rules_base import ContentRules
from engine.core.session import Setup

GAME_NAME = "arachnid"
CHOICE_WORDS = {
    "draft": "draft an ability for your Beta",
    "hatch": "choose the new spider's card",
    "upgrade": "take your upgrade",
    "commit": "commit dice to the battle",
    "retreat": "choose where your spider retreats",
    "consume": "choose what to consume",
    "steer": "steer the critter you control",
}


class ArachnidRules(ContentRules):
    name = GAME_NAME
    state_class = GameState
    commands = COMMANDS

    default_content = staticmethod(default_content)

    def new_state(self, s: Setup) -> GameState:
        bad = setup.problem(self.content, s.options)
        if bad:
            raise ValueError(f"setup.{bad[0]}: {bad[1]}")
        return setup.new_state(self.content, s.seed, s.options)

    def start(self, state: GameState) -> list[Event]:
        return rounds.advance(state, self.content)

    def reveal_mark(self, state: GameState) -> tuple[int, ...]:
        """What changes only when a rival's hidden card turns up, so Undo stops there (AR2): a
        colony deck only shrinks as a card is revealed, and refills only by a shuffle of the
        game's generator (which stops Undo by itself)."""
        return tuple(len(c.deck) for c in state.colonies)

    # --- look-ahead (engine/core/lookahead.py: the move preview, the Hint, play-outs) -------

    def reveal_words(self, event: Event, state: GameState) -> str | None:
        return foresight.reveal_words(event, state, self.content)

    def log_lines(self, events: list[Event], state: GameState) -> list[str]:
        """The log's words: each event is its own line with its rule (AR6)."""
        logged = [e for e in events if isinstance(e, Logged)]  # every Arachnid event is one
        return [f"{e.text} ({e.rule})" if e.rule else e.text for e in logged if e.text]

    def consequences(
        self, before: GameState, cmd: Command, events: list[Event], after: GameState | None
    ) -> list[Consequence]:
        return foresight.consequences(before, events, after, self.content, cmd)

    def redeal(self, state: GameState, rng: Rng) -> None:
        """Re-deal what the person cannot see (engine/core/hidden.py): each rival colony's
        deck of cards still to reveal (AR2), the order of the critter and event bags (their
        contents are known: what is not on the web or the track) and the generator behind
        every draw and die."""
        for c in state.colonies:
            if c.kind != HUMAN:
                hidden.reshuffle(c.deck, rng)
        hidden.reshuffle(state.critter_bag, rng)
        hidden.reshuffle(state.event_bag, rng)
        state.rng = hidden.fresh_generator(rng)

    def advice(self, state: GameState, seed: int = 0, done: tuple = ()) -> list:
        """The Hint's moves, best first (engine/core/hint.py; engine/arachnid/hints.py)."""
        from engine.arachnid import hints

        return hints.advice(self, state, self.legal_commands(state))

    def gentler(self, state: GameState, cmd: Command) -> list[Command]:
        """The Hint's other ways of making a costly spider action (engine/arachnid/hints.py)."""
        from engine.arachnid import hints

        return hints.gentler(self, state, cmd)

    def turn_of(self, state: GameState) -> tuple:
        return (state.round, state.stage, state.turn_seat)

    def move_words(self, state: GameState, cmd: Command) -> str:
        """A move in player words, said before it is made (the game review's turning points)."""
        from engine.arachnid.actions import WORDS

        if isinstance(cmd, Act):
            out = f"{WORDS.get(cmd.action, cmd.action)} to hex {cmd.hex}"
            return out + (f", then an Agile step to hex {cmd.agile}" if cmd.agile >= 0 else "")
        if isinstance(cmd, Deploy):
            return f"a spider deployed on hex {cmd.hex}"
        if isinstance(cmd, Refresh):
            return "a spider refreshed"
        if isinstance(cmd, EndDen):
            return "done in the den"
        if isinstance(cmd, Pass):
            return "pass"
        if isinstance(cmd, Choose) and state.choices:
            return _choice_words(state.choices[0].kind, cmd.option)
        return "a move"

    def summary(self, state: GameState) -> dict[str, object]:
        me = rounds.human(state)
        return {
            "round": state.round,
            "rivals": len(state.colonies) - 1,
            "difficulty": state.level,
            "scenario": state.scenario,
            "colour": me.colour,
            "result": state.result,
            "cause": state.end_cause,
        }

    def validate(self, state: GameState) -> list[str]:
        from engine.arachnid import invariants

        return invariants.problems(state, self.content)

    # --- legality ----------------------------------------------------------------------------

    def check(self, state: GameState, cmd: Command) -> Verdict:
        return self._check(state, cmd)

    def _check(self, state: GameState, cmd: Command, reach: list[int] | None = None) -> Verdict:
        """`check`, given the hexes an Act's spider can reach with its action when known."""
        if state.over:
            return refuse("A4.7", "the game is over")
        bad = _field_problem(cmd)
        if bad is not None:
            return bad
        me = rounds.human(state)
        c = self.content
        if state.choices:
            ch = state.choices[0]
            if not isinstance(cmd, Choose):
                return refuse("A3", f"first {CHOICE_WORDS[ch.kind]}")
            if cmd.option not in ch.options:
                return refuse(_choice_rule(ch.kind), f"{cmd.option!r} is not one of the choices")
            return OK
        if isinstance(cmd, Choose):
            return refuse("A3", "there is nothing to choose now")
        if isinstance(cmd, (Deploy, Refresh, EndDen)):
            if state.stage != DEN or me.passed:
                return refuse("A5.3", "den actions are taken in your Den phase")
            if isinstance(cmd, EndDen):
                return OK
            return self._check_den(state, me, cmd)
        if state.stage != TURNS or state.turn_seat != me.seat or me.passed:
            return refuse("A4.1", "it is not your turn")
        if isinstance(cmd, Pass):
            return OK
        if isinstance(cmd, Act):
            s = me.spider(cmd.spider)
            if s is None:
                return refuse("A1", "you have no such spider")
            if cmd.action not in actions.ACTIONS:
                return refuse("A5.4", f"{cmd.action!r} is not a spider action")
            v = actions.track_check(c, me, s, cmd.action)
            if not v.ok:
                return v
            v = actions.check(state, c, me, s, cmd.action, cmd.hex, cmd.agile, reach)
            if not v.ok:
                return v
            return self._check_steer(state, cmd)
        return refuse("A5", "not an Arachnid command")

    def _check_den(self, state: GameState, me: Colony, cmd: Deploy | Refresh) -> Verdict:
        cost = self.content.game.food.den_action_cost
        key = "deploy" if isinstance(cmd, Deploy) else "refresh"
        if key in me.den_used:
            return refuse("A5.3", f"you have already used {key.title()} this round")
        if me.store < cost:
            return refuse("A5.3", f"a den action costs {cost} food from your store")
        s = me.spider(cmd.spider)
        if s is None:
            return refuse("A1", "you have no such spider")
        if isinstance(cmd, Refresh):
            return OK
        if s.deployed:
            return refuse("A5.3", "that spider is on the board already")
        if state.top(cmd.hex) != me.seat or state.occupant(cmd.hex) is not None:
            return refuse("A5.3", "deploy onto a free space topped by your web")
        return OK

    def _check_steer(self, state: GameState, cmd: Act) -> Verdict:
        if cmd.action != "mind":
            return OK if cmd.steer == 0 else refuse("A8.5", "only Mind Control steers")
        cr = state.critter_at(cmd.hex)
        assert cr is not None
        if self.content.critter(cr.id).behaviour == "fly":
            if cmd.steer == 0 or cmd.steer in critters.ladybird_hexes(state):
                return OK
            return refuse("A8.5", "send the Ladybird to a free hex of the outer ring")
        if 1 <= cmd.steer <= 6:
            return OK
        return refuse("A8.5", "pick the direction (1-6) the critter crawls")

    # --- effects -----------------------------------------------------------------------------

    def apply(self, state: GameState, cmd: Command) -> list[Event]:
        return self._apply(state, cmd) + rounds.advance(state, self.content)

    def _apply(self, state: GameState, cmd: Command) -> list[Event]:
        c = self.content
        me = rounds.human(state)
        if isinstance(cmd, Choose):
            return self._choose(state, me, cmd.option)
        if isinstance(cmd, EndDen):
            me.passed = True
            return []
        if isinstance(cmd, (Deploy, Refresh)):
            s = me.spider(cmd.spider)
            assert s is not None
            economy.pay(state, me, c.game.food.den_action_cost)
            if isinstance(cmd, Deploy):
                me.den_used.append("deploy")
                s.hex = cmd.hex
                return [Deployed(me.seat, f"You deploy a spider on hex {cmd.hex}", "A5.3")]
            me.den_used.append("refresh")
            rivals.refresh(c, s)
            return [Refreshed(me.seat, "You refresh a spider: dice back, upright", "A5.3")]
        if isinstance(cmd, Pass):
            me.passed = True
            return []
        assert isinstance(cmd, Act)
        s = me.spider(cmd.spider)
        assert s is not None
        track = actions.track_of(cmd.action)
        if cmd.action in actions.ABILITY_ACTIONS:  # statistics: the abilities you use (AX3)
            state.bump(f"player_{cmd.action}")
        if s.food[track] < 0:
            economy.pay(state, me, 1)
            state.pool_food -= 1  # the food sits on the track (A5.2)
            s.food[track] = 0
        else:
            s.food[track] += 1
        return actions.perform(state, c, me, s, cmd.action, cmd.hex, cmd.agile, cmd.steer)

    def _choose(self, state: GameState, me: Colony, option: str) -> list[Event]:
        c = self.content
        ch = state.choices.pop(0)
        if ch.kind == "draft":
            state.turn_order.pop(0)
            return [rounds.give_ability(state, c, me, option, "A3.4")]
        if ch.kind == "hatch":
            s = me.spider(ch.about)
            return [] if s is None else economy.take_card(state, c, me, s, option)
        if ch.kind == "upgrade":
            s = me.spider(ch.about)
            if s is None:
                return []
            return battle.apply_upgrade(state, c, me, s, option)
        if ch.kind == "commit":
            return battle.commit(state, c, battle.parse_commit(option))
        if ch.kind == "retreat":
            spaces = [int(o) for o in ch.options]
            return battle.retreat(state, c, int(option), spaces, me)
        if ch.kind == "consume":
            return rounds.consume(state, c, me, option)
        if ch.kind == sweep.STEER:
            return sweep.steer(state, c, ch.about, option)
        raise AssertionError(ch.kind)

    # --- what the person may do --------------------------------------------------------------

    def legal_commands(self, state: GameState) -> list[Command]:
        if state.over:
            return []
        if state.choices:
            return [Choose(o) for o in state.choices[0].options]
        me = rounds.human(state)
        out: list[Command] = []
        if state.stage == DEN and not me.passed:
            for s in me.spiders:
                out.append(Refresh(s.id))
                if not s.deployed:
                    for h in economy.spaces_topped(state, me.seat):
                        out.append(Deploy(s.id, h))
            out = [x for x in out if self.check(state, x).ok]
            return out + [EndDen()]
        if state.stage != TURNS or state.turn_seat != me.seat or me.passed:
            return []
        c = self.content
        for s in me.spiders:
            for action in actions.ACTIONS:
                # A track that cannot take food refuses the action at every hex (check asks
                # it first): no need to work out where the action could go.
                if not actions.track_open(c, me, s, action):
                    continue
                reach = actions.targets(state, c, me, s, action)
                for h in reach:
                    for cmd in self._variants(state, s, action, h):
                        # What `check` asks first holds for each of these already (the game
                        # goes on, no choice waits, it is the person's turn, the spider and
                        # the action exist, the track takes food, the fields are in range):
                        # only the action's own rules and the steering are left to ask.
                        # tests/arachnid/test_legal_commands.py compares with `check`.
                        if (
                            actions.check(state, c, me, s, action, h, cmd.agile, reach).ok
                            and self._check_steer(state, cmd).ok
                        ):
                            out.append(cmd)
        return out + [Pass()]

    def _variants(self, state: GameState, s: Any, action: str, h: int) -> list[Act]:
        if action == "mind":
            cr = state.critter_at(h)
            if cr is not None and self.content.critter(cr.id).behaviour == "fly":
                return [Act(s.id, action, h)]
            return [Act(s.id, action, h, steer=f) for f in range(1, 7)]
        out = [Act(s.id, action, h)]
        if s.ability == "agile" and action in actions.MOVEMENTS and not s.snared:
            out += [
                Act(s.id, action, h, agile=a) for a in actions.agile_targets(state, s, h, s.hex)
            ]
        return out


# (field, least allowed, what it is) of the commands that name hexes; built once, since every
# legal command the players are offered is checked.
_HEX_FIELD = (("hex", 0, "hex"),)
_ACT_FIELDS = (
    *_HEX_FIELD,
    ("agile", -1, "the Agile step's hex"),  # -1: declined
    ("steer", 0, "the critter's direction or hex"),  # 0: not steered
)


def _field_problem(cmd: Command) -> Verdict | None:
    """A field out of its range (a hex off the board, a direction past 6...) is refused by
    name before any rule looks at it: an edited record or a stray click never raises."""
    last = BOARD.size - 1
    fields = _ACT_FIELDS if isinstance(cmd, Act) else _HEX_FIELD if isinstance(cmd, Deploy) else ()
    for name, lo, what in fields:
        v = getattr(cmd, name)
        if type(v) is not int or not lo <= v <= last:
            return refuse("A2.1", f"{what} {v!r} is not on the board (hexes 0-{last})")
    for name in ("spider", "action", "option"):
        if not isinstance(getattr(cmd, name, ""), str):
            return refuse("A5", f"the {name} {getattr(cmd, name)!r} is not a name")
    return None


def _choice_rule(kind: str) -> str:
    return {
        "draft": "A3.4",
        "hatch": "A5.1",
        "upgrade": "A7.6",
        "commit": "A7.3",
        "retreat": "A7.5",
        "consume": "A10",
        "steer": "A8.5",
    }[kind]


_ = (HUMAN, WEAVER)


def _choice_words(kind: str, option: str) -> str:
    """An answer to a decision, in a few words (the keys are the engine's)."""
    what, _, rest = option.partition(":")
    if kind == "retreat":
        return f"retreat to hex {option}"
    plain = option.replace("_", " ")
    if kind == "hatch":
        return f"a new {plain} hatched"
    if kind == "draft":
        return f"{plain} drafted for your Beta"
    if kind == "upgrade":  # A7.6: free a track's space, or swap the Beta's ability
        if what == "track":
            return f"upgrade: a {rest.replace('overspin', 'over-spin')} space freed"
        return f"upgrade: the Beta's ability swapped to {rest.replace('_', ' ')}"
    if kind == "commit":
        return "dice committed to the battle"
    if kind == "consume":  # A10: an upgrade, your web on a hex, or a spider
        if what == "web":
            return f"your web on hex {rest} consumed"
        if what == "spider":
            return "a spider consumed"
        return "an upgrade consumed"
    return CHOICE_WORDS.get(kind, "a choice")
