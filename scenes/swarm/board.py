"""The Space Swarm board: the hex map with every race's stacks, the panels, and every command
by mouse. Rivals' decisions play as beats; a hot-seat game shows a pass-the-mouse curtain
between humans. The drawing lives in board_draw; what a click means is worked out here."""

from __future__ import annotations

from engine.core.commands import Command
from engine.core.session import Session, snapshot
from engine.swarm import commands as sc
from engine.swarm import flow
from engine.swarm.bots import HeuristicBot, make_bot
from engine.swarm.content import TECHNOLOGY
from engine.swarm.describe import ATTRIBUTE_NAMES, UNTIL_WORDS, command_text, log_lines
from engine.swarm.movement import reach, steps_left, stops_at
from engine.swarm.state import DEVELOPMENT, HUMAN, MOVE, PRODUCTION
from engine.swarm.values import value
from game.scene import Scene
from scenes.board_kit.board_basics import BoardBasics
from scenes.swarm.anim import Animator
from scenes.swarm.board_bars import BoardBars
from scenes.swarm.board_draw import BoardDraw
from scenes.swarm.board_input import BoardInput
from scenes.swarm.board_ring import SwarmRing
from scenes.swarm.panels import Spot, race_colour
from scenes.swarm.passing import Passing
from scenes.swarm.view import HexView

AUTOPLAY_STEP = 0.12


class Option:
    """One choice in a card's pop-up: its words and the command it sends."""

    def __init__(self, label: str, command: Command) -> None:
        self.label = label
        self.command = command

    def sends(self, cmd: Command) -> bool:
        return self.command == cmd


class SwarmBoard(Passing, BoardInput, BoardDraw, BoardBars, SwarmRing, BoardBasics, Scene):
    over_module = "scenes.swarm.game_over"  # imported ahead while the last move shows

    def __init__(
        self, app, session: Session, autoplay: bool = False, bot: str = "heuristic"
    ) -> None:
        super().__init__(app, session)
        self.view = HexView(session.state.board)
        self.log: list[str] = []
        self.log_scroll = 0
        self.anim = Animator(self)
        self.spots: list[Spot] = []
        self.overlay: list[Spot] = []
        self.selected = -1  # the stack picked to move (Move) ...
        self.count = 0  # ... how many of its fleets go, or new fleets to place (Production)
        self.waypoints: list[int] = []  # Shift-clicked hexes the path goes through
        self.changes: dict[int, int] = {}  # at a waypoint: fleets dropped (-) or picked up (+)
        self.popup_card = ""  # the card whose choices are open
        self.options: list[Option] = []
        self.revealed = -1  # hot-seat: the human whose hand is shown (-1: curtain up)
        self.autoplay = make_bot(bot, session.setup.seed) if autoplay else None
        self.hint_bot = HeuristicBot()
        self.hint: Command | None = None
        self.clock = 0.0
        self._version = 0  # bumped whenever the game changes, so cached pictures are redrawn
        self._map_key: tuple | None = None  # what the cached panels show (None: redraw)
        self._chrome_spots: list[Spot] = []
        self._before = None  # the state as it was before the rivals' beats now playing
        self.passes_for_player = True  # S8.3: pass a battle window no card of theirs changes
        self.auto_passes: set[int] = set()  # indexes of the commands that were those passes

    # --- who and what ------------------------------------------------------------------------

    @property
    def shown(self):
        """The state the bars and panels show: while rivals' moves still play on the map,
        the state before them (so nothing runs ahead of the map), else the state."""
        if self._before is not None and self.anim.rivals_playing:
            return self._before
        return self.state

    def shown_actor(self) -> str:
        """Who the beat now playing belongs to, in player words ('' when none is a rival)."""
        r = self.state.race(self.anim.actor) if self.anim.actor else None
        if r is None or r.kind == HUMAN:
            return ""
        return self.content.game.races[r.seat].name

    def playing_words(self) -> str:
        """What the bars say while the map still plays moves out: the rival deciding, or, for
        a human's beat (a battle of your own turn), whose turn it is, never "The rivals move"."""
        actor = self.shown_actor()
        if actor:
            return f"{actor} is deciding"
        r = self.state.race(self.anim.actor) if self.anim.actor else None
        if r is None:
            return "The rivals move"
        if len(self.humans()) > 1:
            return f"{self.content.game.races[r.seat].name}'s turn plays out"
        return "Your turn plays out"

    @property
    def deciding(self) -> int:
        return flow.pending(self.state)

    def humans(self) -> list[int]:
        return [r.seat for r in self.state.races if r.kind == HUMAN]

    @property
    def me(self):
        """The race whose human is deciding now, or None while a rival decides."""
        seat = self.deciding
        if seat < 0 or self.state.races[seat].kind != HUMAN:
            return None
        return self.state.races[seat]

    @property
    def viewer(self) -> int:
        """Whose hand and attributes are shown: the human deciding (once the curtain is up),
        else the first human."""
        if self.me is not None and not self.curtain:
            return self.me.seat
        return self.revealed if self.revealed >= 0 else (self.humans() or [0])[0]

    @property
    def curtain(self) -> bool:
        """Hot-seat: a pass-the-mouse curtain hides the hands before another human decides."""
        return len(self.humans()) > 1 and self.me is not None and self.me.seat != self.revealed

    def race_colour(self, seat: int):
        return race_colour(self.content, seat)

    def movable(self) -> int:
        me = self.me
        if me is None or self.selected < 0 or self.state.phase != MOVE:
            return 0
        return sum(1 for x in steps_left(self.state, self.content, me, self.selected) if x > 0)

    def default_count(self) -> int:
        """How many of the picked stack's fleets a move takes at first, one rule on every hex:
        all with steps left, but one stays behind when they would empty a hex of two or more
        (+ takes it too), so no hex, a Star Cluster least of all, empties unnoticed."""
        me, top = self.me, self.movable()
        if me is not None and top == me.fleets[self.selected] > 1:
            return top - 1
        return top

    def to_place(self) -> int:
        me = self.me
        if me is None or self.state.phase != PRODUCTION:
            return 0
        return max(0, value(self.state, self.content, me, "production") - me.produced)

    def reachable(self) -> dict[int, tuple[int, ...]]:
        """Where the selected fleets can end, with the path to each (through the waypoints)."""
        me = self.me
        if me is None or self.selected < 0 or self.state.phase != MOVE or self.count < 1:
            return {}
        left = steps_left(self.state, self.content, me, self.selected)
        if len(left) < self.count:
            return {}
        base = tuple(self.waypoints)
        start = base[-1] if base else self.selected
        if base and stops_at(self.state, me, start):
            return {}
        seg = reach(self.state, me, start, left[self.count - 1] - len(base))
        return {g: base + p for g, p in seg.items()}

    def counter_pos(self, seat: int, h: int) -> tuple[float, float]:
        seats = [r.seat for r in self.state.races if r.fleets[h] > 0]
        if seat not in seats:
            seats.append(seat)
        return self.view.counter_spots(h, len(seats))[seats.index(seat)]

    def battle_hex(self) -> int:
        b = self.state.battle
        return b.hex if b is not None else -1

    # --- commands ----------------------------------------------------------------------------

    def issue(self, cmd: Command, ask: bool = True) -> None:
        """Send a command; a costly one asks first (`ask`: a move the player made by hand)."""
        if ask and self.asks_before(cmd):
            return
        self.session.push(cmd)

    def try_issue(self, cmd: Command) -> None:
        """Send a command if the rules allow it; else say why (nothing changes)."""
        verdict = self.session.check(cmd)
        if verdict.ok:
            self.issue(cmd)
        else:
            self.say(f"Not allowed: {verdict}")

    def say(self, message: str) -> None:
        self.toast = message
        self.toast_time = 4.0

    def clear_selection(self) -> None:
        self.selected = -1
        self.waypoints = []
        self.changes = {}
        self.popup_card = ""
        self.options = []

    def ask_hint(self) -> None:
        if self.me is None or self.state.over:
            self.say("A hint comes when it is your move")
            return
        cmd = self.hint_bot.choose(self.rules, self.state)
        self.hint = cmd
        self.session.notes["hints"] = int(self.session.notes.get("hints", 0) or 0) + 1
        why = f": {self.hint_bot.why}" if self.hint_bot.why else ""
        self.say(f"Hint: {command_text(cmd, self.content, self.state)}{why}")

    def open_menu(self) -> None:
        from scenes.table.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def cycle_speed(self) -> None:
        import attrs

        from game import settings
        from game.settings import SPEED_NAMES

        cur = self.app.settings.weavers_speed
        nxt = SPEED_NAMES[(SPEED_NAMES.index(cur) + 1) % len(SPEED_NAMES)]
        self.app.settings = attrs.evolve(self.app.settings, weavers_speed=nxt, anim_speed=nxt)
        self.apply_speeds()
        problem = settings.save(self.app.settings)  # kept for next time, as Settings would
        self.say(problem or f"Speed {nxt}: moves and the opponents' beats")

    def apply_speeds(self) -> None:
        from game.tween import SPEEDS

        st = self.app.settings
        self.anim.queue.speeds = {
            "anim": SPEEDS[st.anim_speed],
            "weavers": SPEEDS[st.weavers_speed],
        }

    def card_options(self, card: str) -> list[Option]:
        me = self.me
        if me is None:
            return []
        c = self.content.cards[card]
        attr = ATTRIBUTE_NAMES[c.attribute]
        until = UNTIL_WORDS["turn" if c.kind == TECHNOLOGY else "phase"]
        if self.state.phase in ("bid_window",):
            until = UNTIL_WORDS["bid"]
        out = []
        if c.kind == TECHNOLOGY and self.state.phase == DEVELOPMENT:
            out.append(
                Option(f"Place it: {attr} +{c.bonus} for good", sc.PlaceTechnology(me.id, card))
            )
        out.append(Option(f"Play it: {attr} +{c.bonus} {until}", sc.PlayCard(me.id, card)))
        if self.state.phase == DEVELOPMENT:
            out.append(Option("Discard it", sc.Discard(me.id, card)))
        return out

    def why_not_card(self, card: str) -> str:
        """'' when some choice for this card is allowed now, else the reason (greyed card)."""
        opts = self.card_options(card)
        if not opts:
            return "You can use cards when it is your move"
        reasons = []
        for o in opts:
            v = self.session.check(o.command)
            if v.ok:
                return ""
            reasons.append(str(v))
        return reasons[0]

    # --- the frame ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self._started:
            self.apply_speeds()
            self._legal = None
            self._version += 1  # the palette or the settings may have changed

    def _start(self) -> None:
        self.view.fit(self.layout(self.app.size)["map"])
        self.apply_speeds()
        self.anim.round = self.state.round
        if self._opening:
            self.anim.feed(self._opening)
        else:
            session = self.session
            events = [*session.opening, *(e for batch in session.history for e in batch)]
            self.log.extend(log_lines(events, self.content, self.state))
            self.log.append(f"Game resumed in round {self.state.round}")
        self._started = True

    def ready(self) -> bool:
        """A person would act now: the board is drawn, nothing plays, nothing is queued, and
        the board is not about to pass for them."""
        return (
            bool(self.spots)
            and not self.anim.busy
            and not self.anim.rivals_playing
            and not self.session.queue
            and not self.auto_pass_due()
        )

    def update(self, dt: float) -> bool:
        if not self._started:
            self._start()
        self.view.fit(self.layout(self.app.size)["map"])
        busy = False
        if not self.anim.busy:
            self._auto_pass()
        if self.autoplay and not self.state.over and self.me is not None:
            self.clock += dt
            if (self.clock >= AUTOPLAY_STEP or self.app.frames is not None) and self.ready():
                self.clock = 0.0
                self.revealed = self.me.seat
                self.issue(self.autoplay.choose(self.rules, self.state), ask=False)
            busy = True
        if self.session.queue and not self.anim.rivals_playing:
            self._before = snapshot(self.state)
            self.anim.round = self.state.round
            self.anim.order = None  # the order shown stays the state's until the bid makes one
        for outcome in self.session.process():
            if outcome.ok:
                self.note_auto_pass(outcome)
                self.toast_time = 0.0
                self.anim.feed(outcome.events)
                self._legal = None
                self._version += 1
                self.hint = None
                if self.selected >= 0 and (self.me is None or self.me.fleets[self.selected] == 0):
                    self.clear_selection()
                if isinstance(outcome.command, sc.EndPhase) and self.state.phase != MOVE:
                    self.clear_selection()
                    self.autosave()
                self.count = self.to_place() if self.state.phase == PRODUCTION else self.count
            else:
                self.say(f"Not allowed: {outcome.verdict}")
        busy = self.tick_messages(dt) or busy
        self.anim.update(dt)
        if not self.anim.rivals_playing:
            self._before = None
        busy = busy or self.anim.busy
        return self.end_when_settled(dt, not self.anim.busy) or busy

    def game_over(self) -> Scene:
        from scenes.swarm.game_over import SwarmGameOver

        return SwarmGameOver(self.app, self.session)
