"""The Space Swarm board: the hex map with every race's stacks, the panels, and every command
by mouse. Rivals' decisions play as beats; a hot-seat game shows a pass-the-mouse curtain
between humans. The drawing lives in board_draw; what a click means is worked out here."""

from __future__ import annotations

import pygame

from engine.core.commands import Command
from engine.core.session import Session
from engine.swarm import advice, flow
from engine.swarm.bots import HeuristicBot, make_bot
from engine.swarm.commands import (
    ChooseTarget,
    Discard,
    EndPhase,
    Move,
    Pass,
    PickPlace,
    PlaceTechnology,
    PlayCard,
    Produce,
)
from engine.swarm.content import TECHNOLOGY
from engine.swarm.describe import ATTRIBUTE_NAMES, UNTIL_WORDS, command_text, log_lines
from engine.swarm.movement import reach, steps_left, stops_at
from engine.swarm.state import BATTLE_WINDOW, DEVELOPMENT, HUMAN, MOVE, PRODUCTION, TARGET
from engine.swarm.values import value
from game.scene import Scene
from scenes.swarm.anim import Animator
from scenes.swarm.board_draw import BoardDraw
from scenes.swarm.panels import Spot
from scenes.swarm.view import HexView

AUTOPLAY_STEP = 0.12


class Option:
    """One choice in a card's pop-up: its words and the command it sends."""

    def __init__(self, label: str, command: Command) -> None:
        self.label = label
        self.command = command

    def sends(self, cmd: Command) -> bool:
        return self.command == cmd


class SwarmBoard(BoardDraw, Scene):
    def __init__(
        self, app, session: Session, autoplay: bool = False, bot: str = "heuristic"
    ) -> None:
        super().__init__(app)
        self.session = session
        self.rules = session.rules
        self.content = self.rules.content
        self.view = HexView(session.state.board)
        self.log: list[str] = []
        self.log_scroll = 0
        self.anim = Animator(self)
        self.spots: list[Spot] = []
        self.overlay: list[Spot] = []
        self.pointer = (0, 0)
        self.selected = -1  # the stack picked to move (Move) ...
        self.count = 0  # ... how many of its fleets go, or new fleets to place (Production)
        self.waypoints: list[int] = []  # Shift-clicked hexes the path goes through
        self.changes: dict[int, int] = {}  # at a waypoint: fleets dropped (-) or picked up (+)
        self.popup_card = ""  # the card whose choices are open
        self.options: list[Option] = []
        self.toast = ""
        self.toast_time = 0.0
        self.revealed = -1  # hot-seat: the human whose hand is shown (-1: curtain up)
        self.autoplay = make_bot(bot, session.setup.seed) if autoplay else None
        self.hint_bot = HeuristicBot()
        self.hint: Command | None = None
        self.clock = 0.0
        self.over_clock = 0.0
        self._opening = list(session.opening) if not session.commands else []
        self._started = False
        self._legal: list[Command] | None = None
        self._version = 0  # bumped whenever the game changes, so cached pictures are redrawn
        self._map_key: tuple | None = None  # what the cached panels show (None: redraw)
        self._chrome_spots: list[Spot] = []
        self.passes_for_player = True  # S8.3: pass a battle window no card of theirs changes
        app.play(session)

    # --- who and what ------------------------------------------------------------------------

    @property
    def state(self):
        return self.session.state

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
        return tuple(self.content.game.races[seat].colour)

    def legal(self) -> list[Command]:
        if self._legal is None:
            self._legal = self.rules.legal_commands(self.state)
        return self._legal

    def movable(self) -> int:
        me = self.me
        if me is None or self.selected < 0 or self.state.phase != MOVE:
            return 0
        return sum(1 for x in steps_left(self.state, self.content, me, self.selected) if x > 0)

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

    def issue(self, cmd: Command) -> None:
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

    def undo(self) -> None:
        verdict = self.session.can_undo()
        if not verdict.ok:
            self.say(f"Cannot undo: {verdict}")
            return
        what = command_text(self.session.commands[-1], self.content, self.state)
        self.session.undo()
        self._legal = None
        self._version += 1
        self.anim.skip()
        self.clear_selection()
        self.log.append(f"Undone: {what}")

    def ask_hint(self) -> None:
        if self.me is None or self.state.over:
            self.say("A hint comes when it is your move")
            return
        cmd = self.hint_bot.choose(self.rules, self.state)
        self.hint = cmd
        self.session.notes["hints"] = int(self.session.notes.get("hints", 0) or 0) + 1
        why = f": {self.hint_bot.why}" if self.hint_bot.why else ""
        self.say(f"Hint: {command_text(cmd, self.content, self.state)}{why}")

    def rules_scene(self):
        from scenes.rules import swarm_rules

        return swarm_rules(self.app)

    def open_menu(self) -> None:
        from scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def cycle_speed(self) -> None:
        import attrs

        from game.settings import SPEED_NAMES

        cur = self.app.settings.weavers_speed
        nxt = SPEED_NAMES[(SPEED_NAMES.index(cur) + 1) % len(SPEED_NAMES)]
        self.app.settings = attrs.evolve(self.app.settings, weavers_speed=nxt, anim_speed=nxt)
        self.apply_speeds()
        self.say(f"Speed {nxt}")

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
                Option(f"Place it: {attr} +{c.bonus} for good", PlaceTechnology(me.id, card))
            )
        out.append(Option(f"Play it: {attr} +{c.bonus} {until}", PlayCard(me.id, card)))
        if self.state.phase == DEVELOPMENT:
            out.append(Option("Discard it", Discard(me.id, card)))
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

    # --- input -------------------------------------------------------------------------------

    def spots_at(self, pos: tuple[int, int]) -> list[Spot]:
        """What is drawn under pos, topmost first (what lies over the board, then the rest;
        behind the curtain, only the curtain)."""
        over = [sp for sp in reversed(self.overlay) if sp.rect.collidepoint(pos)]
        if self.curtain:
            return over
        return over + [sp for sp in reversed(self.spots) if sp.rect.collidepoint(pos)]

    def target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None:
        """What a click at pos would touch: the topmost spot drawn there, else a hex."""
        for spot in self.spots_at(pos):
            return spot.kind, spot.ref
        if self.curtain:
            return None  # behind the curtain nothing can be touched
        if self.view.rect.collidepoint(pos):
            h = self.view.hex_at(pos)
            if h >= 0:
                return "hex", h
        return None

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos, pygame.key.get_mods())
        elif event.type == pygame.MOUSEWHEEL:
            if self.view.rect.collidepoint(self.pointer) and (
                self.selected >= 0 or self.to_place()
            ):
                self.change_count(event.y)
            else:
                self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        k = event.key
        if k == pygame.K_SPACE:
            self.anim.skip()
        elif k == pygame.K_ESCAPE:
            if self.anim.busy:
                self.anim.skip()
            elif self.selected >= 0 or self.popup_card:
                self.clear_selection()
            else:
                self.open_menu()
        elif k == pygame.K_h:
            self.ask_hint()
        elif k == pygame.K_F1:
            self.app.scenes.push(self.rules_scene())
        elif k == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif k in (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS):
            self.change_count(1)
        elif k in (pygame.K_MINUS, pygame.K_KP_MINUS):
            self.change_count(-1)

    def change_count(self, d: int) -> None:
        top = self.movable() if self.selected >= 0 else self.to_place()
        if top:
            self.count = max(1, min(top, self.count + d))

    def click(self, pos: tuple[int, int], mods: int = 0) -> None:
        hit = self.target_at(pos)
        if hit is None:
            self.clear_selection()
            return
        kind, ref = hit
        if kind == "curtain":
            self.revealed = self.me.seat if self.me is not None else -1
            return
        if kind == "option":
            opt = self.options[int(ref)]  # type: ignore[arg-type]
            self.popup_card, self.options = "", []
            self.try_issue(opt.command)
            return
        if kind == "card":
            _, card = ref  # type: ignore[misc]
            if self.me is None:
                self.say("You can use cards when it is your move")
                return
            self.popup_card = card
            self.options = self.card_options(card)
            return
        self.popup_card, self.options = "", []
        if kind == "button":
            self.press(str(ref))
        elif kind == "place" and self.me is not None:
            self.try_issue(PickPlace(self.me.id, int(ref)))  # type: ignore[arg-type]
        elif kind == "target" and self.me is not None:
            self.try_issue(ChooseTarget(self.me.id, str(ref)))
        elif kind == "hex":
            self.click_hex(int(ref), mods)  # type: ignore[arg-type]

    def press(self, name: str) -> None:
        me = self.me
        if name == "end" and me is not None:
            self.try_issue(EndPhase(me.id))
        elif name == "pass" and me is not None:
            self.try_issue(Pass(me.id))
        elif name == "minus":
            self.change_count(-1)
        elif name == "plus":
            self.change_count(1)
        elif name == "hint":
            self.ask_hint()
        elif name == "undo":
            self.undo()
        elif name == "menu":
            self.open_menu()
        elif name == "speed":
            self.cycle_speed()
        elif name == "skip":
            self.anim.skip()
        elif me is None:
            self.say("Wait for your move")

    def click_hex(self, h: int, mods: int = 0) -> None:
        """Production: place new fleets. Move: pick a stack, then where it goes; Shift adds
        a hex to go through; on such a hex Ctrl drops a fleet and Alt picks one up (S6.4)."""
        me, st = self.me, self.state
        shift = bool(mods & pygame.KMOD_SHIFT)
        if me is None:
            self.say("Wait for your move")
            return
        if st.phase == PRODUCTION:
            self.try_issue(Produce(me.id, h, max(1, self.count or self.to_place())))
            return
        if st.phase == TARGET and h == self.battle_hex():
            self.say("Pick the stack to strike from the list under the map")
            return
        if st.phase != MOVE:
            self.say("Fleets move in the Move phase")
            return
        if (
            self.selected >= 0
            and h in self.waypoints
            and mods & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
        ):
            step = -1 if mods & pygame.KMOD_CTRL else 1
            self.changes[h] = self.changes.get(h, 0) + step
            if not self.changes[h]:
                del self.changes[h]
            return
        paths = self.reachable()
        if self.selected >= 0 and h in paths:
            if shift:
                self.waypoints = list(paths[h])
                return
            path = paths[h]
            change = tuple(self.changes.get(x, 0) for x in path) if self.changes else ()
            cmd = Move(me.id, self.selected, self.count, path, change)
            self.clear_selection()
            self.try_issue(cmd)
            return
        if me.fleets[h] > 0 and h != self.selected:
            self.selected, self.waypoints = h, []
            self.count = self.movable()
            if self.count == 0:
                self.say("Those fleets have no steps left this turn")
                self.selected = -1
            return
        if self.selected == h:
            self.clear_selection()
            return
        if self.selected >= 0:
            self.say("Out of reach: the fleets' steps left do not get there")
        else:
            self.say("Click one of your stacks to move it")

    # --- the frame ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self._started:
            self.apply_speeds()
            self._legal = None
            self._version += 1  # the palette or the settings may have changed

    def _start(self) -> None:
        self.view.fit(self.layout(self.app.size)["map"])
        self.apply_speeds()
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
            and not self.session.queue
            and not self.auto_pass_due()
        )

    def auto_pass_due(self) -> bool:
        """S8.3: in a battle window the player is asked only when a card of theirs would
        change the forecast; otherwise the board passes for them (and says so)."""
        me = self.me
        if not self.passes_for_player or me is None or self.state.phase != BATTLE_WINDOW:
            return False
        if self.curtain:
            return False
        return not advice.cards_that_matter(self.state, self.content, me, self.battle_hex())

    def _auto_pass(self) -> None:
        if self.session.queue or not self.auto_pass_due():
            return
        where = self.state.board.label(self.battle_hex())
        self.log.append(f"No card of yours would change the battle at {where}: you pass")
        self.issue(Pass(self.me.id))

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
                self.issue(self.autoplay.choose(self.rules, self.state))
            busy = True
        for outcome in self.session.process():
            if outcome.ok:
                self.toast_time = 0.0
                self.anim.feed(outcome.events)
                self._legal = None
                self._version += 1
                self.hint = None
                if self.selected >= 0 and (self.me is None or self.me.fleets[self.selected] == 0):
                    self.clear_selection()
                if isinstance(outcome.command, EndPhase) and self.state.phase != MOVE:
                    self.clear_selection()
                    self.autosave()
                self.count = self.to_place() if self.state.phase == PRODUCTION else self.count
            else:
                self.say(f"Not allowed: {outcome.verdict}")
        for problem in self.app.take_write_problems():
            self.say(problem)
        if self.toast_time > 0:
            self.toast_time -= dt
            busy = True
        self.anim.update(dt)
        busy = busy or self.anim.busy
        if self.state.over and not self.anim.busy:
            self.over_clock += dt
            if self.over_clock > 2.0 and self.app.scenes.top is self:
                from scenes.swarm.game_over import SwarmGameOver

                self.app.scenes.replace(SwarmGameOver(self.app, self.session))
            busy = True
        return busy

    def autosave(self) -> None:
        from game import saves

        try:
            saves.autosave(self.session, background=True)
        except OSError as exc:
            self.say(f"Autosave failed ({exc.strerror or exc}); it will be tried again")
