"""The board: the whole game at a glance, played with the mouse.

Every action becomes a command pushed onto the session's queue, the same queue a bot uses.
Legality always comes from the engine: targets light up from `legal_commands`, and hovering
something illegal shows the reason `check` gives. The scene never decides a rule itself.
"""

from __future__ import annotations

from collections.abc import Callable

import attrs
import pygame

from engine.core.commands import Command
from engine.core.session import Session
from engine.galaxy.bots import make_bot
from engine.galaxy.colours import BLACK, COLOURS
from engine.galaxy.commands import (
    PLANET,
    PROJECT,
    ROUTE,
    Choose,
    EndTurn,
    InitiateConflict,
    PlaceCube,
    Recall,
    TakeCard,
    UseLeader,
    UsePower,
)
from engine.galaxy.content import CONFLICT, DECK_NAMES
from engine.galaxy.describe import card_text, effect_text, planet_name, route_name
from engine.galaxy.rules import GalaxyRules
from engine.weavers.capture import slots_needed
from engine.weavers.content import PROJECTS
from game import draw, theme
from game.scene import Scene
from game.widgets import Button, draw_tooltip
from scenes import board_panels as panels
from scenes.board_anim import Animator
from scenes.galaxy_view import GalaxyView, Marks

AUTOPLAY_STEP = 0.12  # seconds between a bot's commands in autoplay


@attrs.define
class MenuOption:
    label: str
    action: Callable[[], None]


@attrs.define
class Popup:
    """A small box of text and options near the pointer (leader abilities, swarm cards)."""

    title: str
    lines: list[str]
    options: list[MenuOption]
    pos: tuple[int, int]
    rects: list[pygame.Rect] = attrs.field(factory=list)
    box: pygame.Rect = attrs.field(factory=lambda: pygame.Rect(0, 0, 0, 0))


class BoardScene(Scene):
    def __init__(self, app, session: Session, autoplay: bool = False) -> None:
        super().__init__(app)
        self.session = session
        self.rules: GalaxyRules = session.rules  # type: ignore[assignment]
        self.content = self.rules.content
        self.view = GalaxyView(session.state.galaxy)
        self.log: list[str] = []
        self.log_scroll = 0
        self.selected: str | None = None  # a cube colour picked from the hand
        self.conflict: tuple[int, int] | None = None  # (tableau index, origin or 0)
        self.popup: Popup | None = None
        self.toast = ""
        self.toast_time = 0.0
        self.pointer = (0, 0)
        self.spots: list[panels.Hotspot] = []
        self.buttons: dict[str, Button] = {}
        self.autoplay = make_bot("heuristic", session.setup.seed) if autoplay else None
        self.hint = None  # the heuristic player's suggestion (engine.galaxy.heuristic.Choice)
        self.autoplay_clock = 0.0
        self.over_clock = 0.0
        self._legal: list[Command] | None = None
        self.sounds = app.sounds
        self.animator = Animator(self)
        self._opening = list(session.opening) if not session.commands else []
        self._started = False
        self._version = 0  # bumped whenever the game state changes
        self._map_cache: pygame.Surface | None = None
        self._map_key: tuple | None = None
        self.buttons = {
            "end": Button("End turn", lambda: self.issue(EndTurn())),
            "undo": Button("Undo", self.undo),
            "hint": Button("Hint", self.ask_hint),
            "power": Button("Power", lambda: self.issue(UsePower())),
            "menu": Button("Menu", self.open_menu),
        }
        self.save_notice = ""
        app.play(session)  # for the crash handler and the save on leaving

    # --- state helpers -----------------------------------------------------------------------

    @property
    def state(self):
        return self.session.state

    def legal(self) -> list[Command]:
        if self._legal is None:
            self._legal = self.rules.legal_commands(self.state)
        return self._legal

    def _play_events(self, events) -> None:
        """Events become animations; each one's log line appears as its beat starts."""
        self.animator.feed(events)
        self.log_scroll = 0

    def apply_speeds(self) -> None:
        from game.tween import SPEEDS

        settings = self.app.settings
        self.animator.queue.speeds = {
            "anim": SPEEDS[settings.anim_speed],
            "weavers": SPEEDS[settings.weavers_speed],
        }

    def anchor(self, name: str):
        """Where on screen things fly from and to (the panels of the current layout)."""
        r = self._layout(self.app.size)
        s = theme.scale_for(self.app.size, self.app.ui_scale)
        if name == "reserve":
            return (r["supplies"].centerx, r["supplies"].y + 66 * s)
        if name == "bag":
            return (r["supplies"].centerx, r["supplies"].y + 42 * s)
        if name == "tableau":
            return r["bottom"].x + r["bottom"].width * 0.2, r["bottom"].centery
        if name == "hand_drop":
            hand = r["hand"]
            size = 34 * s
            tray = (hand.x + 6, hand.right - 6, hand.bottom - 8, hand.y - 400)
            return (hand.x + 10 * s + size / 2, hand.y - 10 * s, size, tray)
        raise KeyError(name)

    def issue(self, cmd: Command) -> None:
        """Push a command onto the session's queue (taken in update, in order)."""
        self.session.push(cmd)

    def undo(self) -> None:
        """Take back the last command of this turn (never a draw or other random reveal)."""
        verdict = self.session.can_undo()
        if not verdict.ok:
            self.say(f"Cannot undo: {verdict}")
            return
        undone = self.session.undo()
        self._legal = None
        self._version += 1
        self.animator.skip()
        self.selected = None
        self.log.append(f"Undone: {type(undone).__name__} (C3)")

    def refresh(self) -> None:
        """Forget what was worked out from the state (after it changed outside a command)."""
        self._legal = None
        self._version += 1

    @property
    def hints_used(self) -> int:
        """Hints asked for in this game, kept with it so a save and load keeps the count."""
        hints = self.session.notes.get("hints", 0)
        return hints if isinstance(hints, int) and hints >= 0 else 0

    def ask_hint(self) -> None:
        """Light up the move the heuristic player would make now, with its reason (H)."""
        from engine.galaxy.heuristic import explain

        if self.state.over:
            return
        if self.animator.queue.busy:
            self.animator.skip()  # the hint is about the position now: show it first
        self.hint = explain(self.rules, self.state, seed=self.hints_used)
        self.session.notes["hints"] = self.hints_used + 1
        cmd = self.hint.command
        if isinstance(cmd, PlaceCube):
            self.selected = cmd.colour
        self.log.append(f"Hint: {self.hint.reason}")

    def _hint_spot(self):
        """Where on screen the hinted move happens: ('circle', centre, r) or ('rect', rect)."""
        if self.hint is None:
            return None
        cmd, view = self.hint.command, self.view
        if isinstance(cmd, PlaceCube) and cmd.spot == ROUTE:
            return (
                "rect",
                view.slot_rect(cmd.ref, len(self.state.routes[cmd.ref])).inflate(10, 10),
            )
        if isinstance(cmd, Recall) and cmd.spot == ROUTE:
            last = max(0, len(self.state.routes[cmd.ref]) - 1)
            return ("rect", view.slot_rect(cmd.ref, last).inflate(10, 10))
        if isinstance(cmd, (PlaceCube, Recall)) and cmd.spot == PLANET:
            return ("circle", view.planet_pos(cmd.ref), view.size * 0.35)
        if isinstance(cmd, (PlaceCube, Recall, UseLeader)):
            kind, ref = (
                ("card", cmd.project)
                if isinstance(cmd, UseLeader)
                else ("slot", (cmd.ref, cmd.slot))
            )
            for spot in self.spots:
                if spot.kind == kind and spot.ref == ref:
                    return ("rect", spot.rect.inflate(8, 8))
        if isinstance(cmd, TakeCard):
            for spot in self.spots:
                if spot.kind == "deck" and spot.ref == cmd.deck:
                    return ("rect", spot.rect.inflate(8, 8))
        if isinstance(cmd, InitiateConflict):
            return ("circle", view.centre(cmd.target), view.size * 0.9)
        if isinstance(cmd, Choose):
            if self.state.pending and self.state.pending.kind == "settle_free":
                return ("circle", view.planet_pos(cmd.ref), view.size * 0.35)
            if self.state.pending and self.state.pending.kind == "advance_route":
                return ("rect", view.slot_rect(cmd.ref, 0).inflate(10, 10))
            return ("circle", view.centre(cmd.ref), view.size * 0.9)
        if isinstance(cmd, EndTurn):
            return ("rect", self.buttons["end"].rect.inflate(8, 8))
        if isinstance(cmd, UsePower):
            return ("rect", self.buttons["power"].rect.inflate(8, 8))
        return None

    def _draw_hint(self, surface: pygame.Surface, s: float) -> None:
        spot = self._hint_spot()
        if spot is None:
            return
        colour = (255, 230, 90)
        width = max(2, int(3 * s))
        if spot[0] == "rect":
            pygame.draw.rect(surface, colour, spot[1], width=width, border_radius=8)
        else:
            pygame.draw.circle(surface, colour, spot[1], spot[2], width=width)
        img = draw.rendered(f"Hint: {self.hint.reason}", int(20 * s), (30, 24, 0))
        box = img.get_rect().inflate(int(20 * s), int(10 * s))
        box.midbottom = (self.view.rect.centerx, self.view.rect.bottom - int(6 * s))
        pygame.draw.rect(surface, colour, box, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def autosave(self) -> None:
        from game import saves

        try:
            saves.autosave(self.session, background=True)
            self.app.saved_commands = len(self.session.commands)
        except OSError as exc:  # a full disk must not end the game
            self.say(f"Autosave failed: {exc.strerror or exc}")

    def quicksave(self) -> None:
        from game import saves

        try:
            path = saves.quicksave(self.session)
            self.app.saved_commands = len(self.session.commands)
            self.say(f"Saved ({path.name})")
        except OSError as exc:
            self.say(f"Could not save: {exc.strerror or exc}")

    def quickload(self) -> None:
        """F9: replace this game with the quick save, asking first if moves would be lost."""
        from engine.galaxy.describe import plural
        from game import saves
        from scenes.confirm import ConfirmScene

        path = saves.saves_dir() / saves.QUICKSAVE
        if not path.exists():
            self.say("No quick save yet (F5 makes one)")
            return
        unsaved = self.app.unsaved_moves()
        if not unsaved:
            self._open_quicksave()
            return
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "Load the quick save?",
                f"You made {plural(unsaved, 'move')} since the game was last saved. The quick "
                "save replaces this game: save first to keep them (as an autosave).",
                [
                    ("Save and load", self._save_then_open_quicksave),
                    ("Load without saving", self._open_quicksave),
                ],
            )
        )

    def _save_then_open_quicksave(self) -> None:
        if self.app.save_unsaved():
            self._open_quicksave()
        else:
            self.say("Could not save this game, so the quick save was not loaded")

    def _open_quicksave(self) -> None:
        from engine.core.record import SaveError
        from game import saves

        try:
            session = saves.open_save(saves.saves_dir() / saves.QUICKSAVE, self.rules)
        except SaveError as exc:
            self.say(str(exc))
            return
        self.app.scenes.replace(BoardScene(self.app, session))

    def say(self, message: str) -> None:
        self.toast = message
        self.toast_time = 4.0

    def clear_selection(self) -> None:
        self.selected = None
        self.conflict = None
        self.popup = None

    def open_menu(self) -> None:
        from scenes.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    # --- the frame ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self._started:
            self.apply_speeds()  # the settings may have changed meanwhile

    def _start(self) -> None:
        """First frame: lay out the map, then play the opening (or show a loaded game)."""
        self.view.fit(self._layout(self.app.size)["board"])
        self.apply_speeds()
        if self._opening:
            self.animator.black_holes = set(self.state.black_holes)
            self.animator.feed(self._opening)
        else:
            self.animator.sync(self.state)
            self.log.extend(self._past_log())
            self.log.append(f"Game resumed on turn {self.state.turn}")
        self._started = True

    def _past_log(self) -> list[str]:
        """A loaded game's log so far, from the events its load rebuilt (not animated)."""
        from engine.galaxy.describe import log_lines

        session = self.session
        events = [*session.opening, *(e for batch in session.history for e in batch)]
        lines = log_lines(events, self.content, self.state.galaxy)
        if 0 < len(session.history) < len(session.commands):
            lines.append(
                "The log of earlier moves is incomplete: this save is from an older version"
            )
        return lines

    def update(self, dt: float) -> bool:
        if not self._started:
            self._start()
        self.view.fit(self._layout(self.app.size)["board"])
        busy = False
        if self.autoplay and not self.state.over:
            self.autoplay_clock += dt
            # The bot moves like a player: when the last move's animations have played.
            ready = self.autoplay_clock >= AUTOPLAY_STEP or self.app.frames is not None
            if ready and not self.animator.queue.busy:
                self.autoplay_clock = 0.0
                self.issue(self.autoplay.choose(self.rules, self.state))
            busy = True
        for outcome in self.session.process():
            if outcome.ok:
                self._play_events(outcome.events)
                self._legal = None
                self._version += 1
                self.hint = None
                if self.selected and self.state.hand[self.selected] == 0:
                    self.selected = None
                if isinstance(outcome.command, EndTurn):
                    self.clear_selection()
                    self.autosave()
            else:
                self.say(f"Not allowed: {outcome.verdict}")
                self.sounds.play("error")
        from game import saves

        for problem in saves.take_write_errors():
            self.say(problem)
        if self.toast_time > 0:
            self.toast_time -= dt
            busy = True
        self.animator.update(dt)
        busy = busy or self.animator.busy
        if self.state.over and not self.animator.queue.busy:
            self.over_clock += dt
            if self.over_clock > 2.5 and self.app.scenes.top is self:
                from scenes.game_over import GameOverScene

                self.app.scenes.replace(GameOverScene(self.app, self.session, self.hints_used))
            busy = True
        return busy

    # --- layout ------------------------------------------------------------------------------

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        s = theme.scale_for(size, self.app.ui_scale)
        top = int(36 * s)
        right_w = int(min(w * 0.3, 360 * s))
        bottom_h = int(min(h * 0.3, 168 * s))
        m = int(8 * s)
        right = pygame.Rect(w - right_w - m, top, right_w, h - top - m)
        bottom = pygame.Rect(m, h - bottom_h - m, right.left - 2 * m, bottom_h)
        board = pygame.Rect(m, top, right.left - 2 * m, bottom.top - top - m)
        hand = pygame.Rect(right.x, right.y, right.width, int(88 * s))
        sup = pygame.Rect(right.x, hand.bottom + m, right.width, int(108 * s))
        trk = pygame.Rect(right.x, sup.bottom + m, right.width, int(106 * s))
        btn_h = int(40 * s)
        btns = pygame.Rect(right.x, trk.bottom + m, right.width, btn_h * 2 + m)
        log = pygame.Rect(right.x, btns.bottom + m, right.width, right.bottom - btns.bottom - m)
        return {
            "board": board,
            "bottom": bottom,
            "hand": hand,
            "supplies": sup,
            "tracks": trk,
            "buttons": btns,
            "log": log,
        }

    # --- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            for b in self.buttons.values():
                b.handle(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.issue(EndTurn())
        elif event.key == pygame.K_SPACE:
            self.animator.skip()
        elif event.key == pygame.K_ESCAPE:
            if self.animator.queue.busy:
                self.animator.skip()
            elif self.selected or self.conflict or self.popup:
                self.clear_selection()
            else:
                self.open_menu()
        elif event.key == pygame.K_F1:
            from scenes.rules import RulesScene

            self.app.scenes.push(RulesScene(self.app))
        elif event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.key == pygame.K_h:
            self.ask_hint()
        elif event.key == pygame.K_F5:
            self.quicksave()
        elif event.key == pygame.K_F9:
            self.quickload()
        elif pygame.K_1 <= event.key <= pygame.K_5:
            colour = COLOURS[event.key - pygame.K_1]
            if self.state.hand[colour]:
                self.selected = None if self.selected == colour else colour

    def click(self, pos: tuple[int, int]) -> None:
        if self.popup is not None:
            for rect, option in zip(self.popup.rects, self.popup.options, strict=False):
                if rect.collidepoint(pos):
                    self.popup = None
                    option.action()
                    return
            if not self.popup.box.collidepoint(pos):
                self.popup = None
            return
        for b in self.buttons.values():
            if b.rect.collidepoint(pos):
                if b.enabled:
                    b.on_click()
                elif b.tooltip:
                    self.say(b.tooltip)
                return
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                self.click_spot(spot, pos)
                return
        if self.view.rect.collidepoint(pos):
            hit = self.view.hit(pos, self.state)
            if hit is not None:
                self.click_map(hit, pos)

    def click_spot(self, spot: panels.Hotspot, pos: tuple[int, int]) -> None:
        if spot.kind == "hand":
            colour = spot.ref
            self.conflict = None
            self.selected = None if self.selected == colour else colour
        elif spot.kind == "deck":
            self.issue(TakeCard(spot.ref))
        elif spot.kind == "slot":
            index, k = spot.ref
            proj = self.state.tableau[index]
            if self.selected == BLACK and proj.cubes[k]:
                self.issue(Recall(PROJECT, index, k))
            elif self.selected:
                self.issue(PlaceCube(self.selected, PROJECT, index, k))
            else:
                self.click_card(index, pos)
        elif spot.kind == "completed":
            return
        elif spot.kind in ("card", "defender"):
            index = spot.ref if spot.kind == "card" else spot.ref[0]
            if spot.kind == "defender" and self._steal_options(index, spot.ref[1]):
                self.open_leader_menu_for_steal(index, spot.ref[1], pos)
                return
            self.click_card(index, pos)

    def click_card(self, index: int, pos: tuple[int, int]) -> None:
        proj = self.state.tableau[index]
        card = self.content.card(proj.card)
        if card.deck == CONFLICT and not proj.seq and not proj.done:
            if any(isinstance(c, InitiateConflict) and c.project == index for c in self.legal()):
                self.selected = None
                self.conflict = (index, 0)
                self.say(f"{card.name}: click one of your systems as the origin")
            else:
                self.say("No system can be attacked from your bases with this card now (C6.1)")
            return
        if card.ability and proj.done:
            self.open_leader_menu(index, pos)
            return
        if self.selected:
            self.say("Click an empty slot of the card to place the cube")

    def _steal_options(self, index: int, k: int) -> list[Command]:
        return [
            c
            for c in self.legal()
            if isinstance(c, UseLeader) and c.spot == "conflict" and c.ref == index and c.slot == k
        ]

    def open_leader_menu_for_steal(self, index: int, k: int, pos) -> None:
        opts = [
            MenuOption(
                f"{self.content.card(self.state.tableau[c.project].card).name}: steal it",
                lambda c=c: self.issue(c),
            )
            for c in self._steal_options(index, k)
        ]
        self.popup = Popup("Steal from the defenders", [], opts, pos)

    def open_leader_menu(self, index: int, pos: tuple[int, int]) -> None:
        proj = self.state.tableau[index]
        card = self.content.card(proj.card)
        options = [c for c in self.legal() if isinstance(c, UseLeader) and c.project == index]
        lines = [effect_text(card.ability)] if card.ability else []
        if not options:
            check = self.rules.check(self.state, UseLeader(index))
            lines.append(f"Not now: {check}")
        menu = [MenuOption(self._leader_label(c), lambda c=c: self.issue(c)) for c in options]
        self.popup = Popup(card.name, lines, menu[:12], pos)

    def _leader_label(self, c: UseLeader) -> str:
        if c.spot == "swarm":
            sw = self.state.swarm_on(c.ref)
            name = self.content.weavers[sw.card].name if sw else "?"
            return f"Steal from {name} {PROJECTS[c.slot]}"
        if c.spot == "conflict":
            return f"Steal from the defenders of {self.state.tableau[c.ref].card}"
        if c.colour2:
            return f"Give {c.colour}, take {c.colour2}"
        return f"Return {c.colour}, draw again"

    def click_map(self, hit: tuple[str, int], pos: tuple[int, int]) -> None:
        kind, ref = hit
        pending = self.state.pending
        if pending is not None:
            self.click_choice(kind, ref, pos)
            return
        if self.conflict is not None:
            self.click_conflict(kind, ref)
            return
        if self.selected:
            colour = self.selected
            if kind == "route":
                if colour == BLACK and self.state.routes[ref]:
                    self.issue(Recall(ROUTE, ref))
                else:
                    self.issue(PlaceCube(colour, ROUTE, ref))
                return
            if kind == "planet":
                if colour == BLACK and self.state.planets[ref].cubes:
                    self.issue(Recall(PLANET, ref))
                else:
                    self.issue(PlaceCube(colour, PLANET, ref))
                return
        if kind == "swarm":
            self.open_swarm_card(ref, pos)
        elif kind == "system":
            self.popup = Popup(*self._system_info(ref), [], pos)

    def click_choice(self, kind: str, ref: int, pos) -> None:
        pending = self.state.pending
        wanted = {"free_base": "system", "settle_free": "planet", "advance_route": "route"}
        if pending is None or wanted[pending.kind] != kind and kind != "swarm":
            self.say("Choose one of the lit places first (C5.2)")
            return
        options = [o for o in pending.options if o.ref == ref]
        if not options:
            self.issue(Choose(ref))  # let the engine say why not
        elif len(options) == 1:
            self.issue(Choose(options[0].ref, options[0].colour))
        else:
            menu = [
                MenuOption(f"A {o.colour} cube", lambda o=o: self.issue(Choose(o.ref, o.colour)))
                for o in options
            ]
            self.popup = Popup("Which colour?", [], menu, pos)

    def click_conflict(self, kind: str, ref: int) -> None:
        index, origin = self.conflict
        if kind not in ("system", "swarm"):
            return
        if not origin:
            if any(
                isinstance(c, InitiateConflict) and c.project == index and c.origin == ref
                for c in self.legal()
            ):
                self.conflict = (index, ref)
                self.say(f"Origin {ref}: now click the target system")
            else:
                self.say("Pick one of your lit systems as the origin (C6.1)")
            return
        self.conflict = None
        self.issue(InitiateConflict(index, origin, ref))

    def open_swarm_card(self, system: int, pos) -> None:
        sw = self.state.swarm_on(system)
        if sw is None:
            return
        wc = self.content.weavers[sw.card]
        lines = [
            f"On system {sw.system}, facing system {sw.target}",
            "Arrows: " + ", then ".join(wc.arrows) + ", then any colour",
        ]
        when = {
            0: "a pair of one colour in your hand",
            1: f"exactly one {wc.morphing.colour} in your hand",
            2: "neither of the above",
        }
        for i, project in enumerate(wc.projects):
            need = slots_needed(self.state, self.content, sw.card, i)
            lines.append(
                f"{PROJECTS[i].capitalize()} ({project.colour}) {sw.cubes[i]}/{need}: "
                f"grows on {when[i]}"
            )
        for r in wc.reactions:
            lines.append(f"If you gain {r.symbol.capitalize()}: +{r.colours[0]} +{r.colours[1]}")
        opts = [
            MenuOption(self._leader_label(c), lambda c=c: self.issue(c))
            for c in self.legal()
            if isinstance(c, UseLeader) and c.spot == "swarm" and c.ref == system
        ]
        self.popup = Popup(f"The {wc.name} swarm", lines, opts, pos)

    def _system_info(self, number: int) -> tuple[str, list[str]]:
        st = self.state
        sys = st.galaxy.system(number)
        lines = [f"A {sys.colour} system" + (" (a starting system)" if sys.is_start else "")]
        if st.has_base(number):
            lines.append("Your base is here" + (" - your home" if number == st.home else ""))
        if st.is_black_hole(number):
            lines.append("Swallowed by a black hole")
        for p in st.planets_of(number):
            state = "settled" if p.settled else f"{p.cubes}/{p.cost} paid"
            lines.append(f"Planet: {p.colour}, costs {p.cost} ({state})")
        return (f"System {number}", lines)

    # --- what to light up --------------------------------------------------------------------

    def marks(self) -> tuple[Marks, dict[int, set[int]], dict[int, set[int]], set[str]]:
        m = Marks()
        slot_marks: dict[int, set[int]] = {}
        recall_marks: dict[int, set[int]] = {}
        decks: set[str] = set()
        legal = self.legal()
        pending = self.state.pending
        if pending is not None:
            for o in pending.options:
                if pending.kind == "free_base":
                    m.systems.add(o.ref)
                elif pending.kind == "settle_free":
                    m.planets.add(o.ref)
                else:
                    m.routes.add(o.ref)
            return m, slot_marks, recall_marks, decks
        for c in legal:
            if isinstance(c, TakeCard):
                decks.add(c.deck)
        if self.conflict is not None:
            index, origin = self.conflict
            for c in legal:
                if isinstance(c, InitiateConflict) and c.project == index:
                    if not origin:
                        m.systems.add(c.origin)
                    elif c.origin == origin:
                        m.systems.add(c.target)
            m.selected_system = origin
            return m, slot_marks, recall_marks, decks
        if self.selected:
            for c in legal:
                if isinstance(c, PlaceCube) and c.colour == self.selected:
                    if c.spot == ROUTE:
                        m.routes.add(c.ref)
                    elif c.spot == PLANET:
                        m.planets.add(c.ref)
                    else:
                        slot_marks.setdefault(c.ref, set()).add(c.slot)
                elif isinstance(c, Recall):
                    if c.spot == ROUTE:
                        m.recall_routes.add(c.ref)
                    elif c.spot == PLANET:
                        m.recall_planets.add(c.ref)
                    elif self.selected == BLACK:
                        recall_marks.setdefault(c.ref, set()).add(c.slot)
        hit = (
            self.view.hit(self.pointer, self.state)
            if self.view.rect.collidepoint(self.pointer)
            else None
        )
        m.hover = hit
        return m, slot_marks, recall_marks, decks

    # --- tooltips ----------------------------------------------------------------------------

    def hover_text(self) -> str:
        """What the pointer is over, and if a move there is illegal, the engine's reason."""
        pos = self.pointer
        if self.popup is not None:
            return ""
        for b in self.buttons.values():
            if b.rect.collidepoint(pos):
                return b.tooltip
        for spot in reversed(self.spots):
            if spot.rect.collidepoint(pos):
                return self._spot_text(spot)
        if self.view.rect.collidepoint(pos):
            hit = self.view.hit(pos, self.state)
            if hit is None:
                return ""
            kind, ref = hit
            if self.selected and kind in ("route", "planet") and self.state.pending is None:
                spot = ROUTE if kind == "route" else PLANET
                v = self.rules.check(self.state, PlaceCube(self.selected, spot, ref))
                if self.selected == BLACK:
                    recall = self.rules.check(self.state, Recall(spot, ref))
                    if recall.ok:
                        return "Spend this black cube to take a cube back (C4.4)"
                name = (
                    route_name(self.state.galaxy, ref)
                    if kind == "route"
                    else planet_name(self.state.galaxy, ref)
                )
                return f"Place {self.selected} on {name}" if v.ok else f"Not here: {v}"
            if kind == "swarm":
                sw = self.state.swarm_on(ref)
                if sw:
                    return f"The {self.content.weavers[sw.card].name} swarm: click to see its card"
            if kind == "system":
                title, lines = self._system_info(ref)
                return f"{title}: " + "; ".join(lines)
            if kind == "route":
                r = self.state.galaxy.routes[ref]
                cubes = self.state.routes[ref]
                return f"Route {r.a}-{r.b}: {len(cubes)}/{r.slots} slots filled"
            if kind == "planet":
                p = self.state.planets[ref]
                return f"{planet_name(self.state.galaxy, ref).capitalize()}, cost {p.cost}"
        return ""

    def _spot_text(self, spot: panels.Hotspot) -> str:
        st = self.state
        if spot.kind == "hand":
            return f"A {spot.ref} cube: click to pick it up, then click where it goes"
        if spot.kind == "deck":
            pile = st.decks[spot.ref]
            if not pile:
                return f"The {DECK_NAMES[spot.ref]} deck is empty"
            v = self.rules.check(st, TakeCard(spot.ref))
            card = self.content.card(pile[0])
            what = f"{card.name}: {card_text(card)}"
            return f"Take {what}" if v.ok else f"{what}\nNot now: {v}"
        if spot.kind == "slot" and self.selected:
            index, k = spot.ref
            if self.selected == BLACK and st.tableau[index].cubes[k]:
                v = self.rules.check(st, Recall(PROJECT, index, k))
                return "Take this cube back for a black cube (C4.4)" if v.ok else f"Not here: {v}"
            v = self.rules.check(st, PlaceCube(self.selected, PROJECT, index, k))
            return f"Place {self.selected} here" if v.ok else f"Not here: {v}"
        if spot.kind in ("slot", "card"):
            index = spot.ref if spot.kind == "card" else spot.ref[0]
            if index < len(st.tableau):
                return card_text(self.content.card(st.tableau[index].card))
        if spot.kind == "defender":
            return "The Weavers' side: cubes the swarms divert here (W6.2)"
        if spot.kind == "completed":
            names = ", ".join(self.content.card(c).name for c in spot.ref)
            return f"Completed: {names}"
        return ""

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = theme.scale_for(size, self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        rects = self._layout(size)
        self.view.fit(rects["board"])
        self.spots = []
        st = self.state
        m, slot_marks, recall_marks, can_take = self.marks()
        self._draw_map(surface, m)
        self._top_bar(surface, s)
        falling = any(p.kind == "cube" for p in self.animator.effects.particles)
        panels.hand_tray(surface, rects["hand"], st, self.selected, s, self.spots, hidden=falling)
        panels.supplies(
            surface,
            rects["supplies"],
            st,
            self.content,
            s,
            black_holes=len(self.animator.black_holes),
        )
        panels.tracks(surface, rects["tracks"], st, self.content.tunables.supremacy_goal, s)
        self._buttons(surface, rects["buttons"], s)
        panels.log_panel(surface, rects["log"], self.log, self.log_scroll, s)
        self._cached_tableau(surface, rects["bottom"], s, slot_marks, recall_marks, can_take)
        self.animator.draw_overlay(surface)
        self._draw_hint(surface, s)
        if self.toast_time > 0 and self.toast:
            self._toast(surface, s)
        if self.popup is not None:
            self._popup(surface, s)
        else:
            tip = self.hover_text()
            if tip:
                draw_tooltip(surface, tip, self.pointer, s)

    def _draw_map(self, surface: pygame.Surface, marks: Marks) -> None:
        """The galaxy layer, redrawn only when the state, the selection, the hover or the
        shown black holes changed; the swarm cards (they move) are drawn over it each frame."""
        rect = self.view.rect
        holes = frozenset(self.animator.black_holes)
        key = (self._version, rect.size, rect.topleft, repr(marks), holes)
        if self._map_cache is None or self._map_cache.get_size() != surface.get_size():
            self._map_cache = pygame.Surface(surface.get_size())
            self._map_key = None
        if key != self._map_key:
            self._map_cache.fill(theme.BG_TOP)
            self.view.draw(
                self._map_cache,
                self.state,
                self.content,
                marks,
                swarms=False,
                black_holes=set(holes),
            )
            self._map_key = key
        surface.blit(self._map_cache, rect.topleft, area=rect)
        clip = surface.get_clip()
        surface.set_clip(rect)
        self.animator.draw_swarms(surface)
        if marks.hover and marks.hover[0] == "swarm":
            c = self.view.centre(marks.hover[1])
            pygame.draw.circle(surface, theme.HIGHLIGHT, c, self.view.size * 0.85, width=2)
        for system in marks.systems:
            if self.state.swarm_at(system):
                c = self.view.centre(system)
                pygame.draw.circle(surface, theme.HIGHLIGHT, c, self.view.size * 0.85, width=2)
        surface.set_clip(clip)

    def _top_bar(self, surface: pygame.Surface, s: float) -> None:
        st = self.state
        sp = self.content.species[st.species].name
        level = self.content.level(st.difficulty).name
        if st.over:
            phase = "Game over"
        elif st.pending is not None:
            phase = "Choose where the card's effect goes"
        elif self.conflict is not None:
            phase = "Conflict: pick the origin, then the target"
        elif self.selected:
            phase = f"Place the {self.selected} cube: lit places accept it (right-click to drop)"
        else:
            phase = "Your move: pick a cube from your hand, take a card, or end the turn"
        left = f"Turn {st.turn}  |  {sp}  |  Difficulty {st.difficulty} ({level})"
        draw.text(surface, left, (int(12 * s), int(10 * s)), int(22 * s), theme.TEXT, bold=True)
        draw.text(surface, phase, (int(470 * s), int(11 * s)), int(20 * s), theme.HIGHLIGHT)

    def _buttons(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect)
        gap = int(6 * s)
        quarter = (rect.width - 5 * gap) // 4
        bh = (rect.height - 3 * gap) // 2
        end, undo, hint = self.buttons["end"], self.buttons["undo"], self.buttons["hint"]
        power, menu = self.buttons["power"], self.buttons["menu"]
        end.rect = pygame.Rect(rect.x + gap, rect.y + gap, rect.width - 2 * gap, bh)
        x = rect.x + gap
        for b in (undo, hint, power, menu):
            b.rect = pygame.Rect(x, end.rect.bottom + gap, quarter, bh)
            x += quarter + gap
        hint.enabled = not self.state.over
        hint.tooltip = "Show the move a sensible player would make (H)"
        undo_ok = self.session.can_undo()
        undo.enabled = undo_ok.ok and not self.state.over
        undo.tooltip = "Take back your last move (Ctrl+Z)" if undo_ok.ok else f"{undo_ok}"
        end_ok = self.rules.check(self.state, EndTurn())
        end.enabled = end_ok.ok
        end.tooltip = "End your turn (Enter)" if end_ok.ok else str(end_ok)
        power_ok = self.rules.check(self.state, UsePower())
        power.enabled = power_ok.ok
        sp = self.content.species[self.state.species]
        power.tooltip = f"{sp.name}: {effect_text(sp.power)}" + (
            "" if power_ok.ok else f" - {power_ok}"
        )
        menu.tooltip = "Save, rules, settings, quit (Esc). F5 quick-saves, F9 loads it"
        for b in (end, undo, hint, power, menu):
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.8)

    def _cached_tableau(self, surface, rect, s, slot_marks, recall_marks, can_take) -> None:
        """The tableau and decks change only with the game or the lit slots: draw them onto a
        cached surface then, and reuse it (with its click spots) on every other frame."""
        key = (
            self._version,
            rect.size,
            s,
            repr(slot_marks),
            repr(recall_marks),
            frozenset(can_take),
        )
        cache = getattr(self, "_tableau_cache", None)
        if cache is None or cache[0] != key:
            local = pygame.Rect(0, 0, rect.width, rect.height)
            layer = pygame.Surface(rect.size)
            layer.fill(theme.BG_TOP)
            before = len(self.spots)
            self._tableau(layer, local, s, slot_marks, recall_marks, can_take)
            spots = self.spots[before:]
            del self.spots[before:]
            cache = (key, layer, spots)
            self._tableau_cache = cache
        _, layer, spots = cache
        surface.blit(layer, rect.topleft)
        for spot in spots:
            self.spots.append(panels.Hotspot(spot.rect.move(rect.topleft), spot.kind, spot.ref))

    def _tableau(self, surface, rect, s, slot_marks, recall_marks, can_take) -> None:
        draw.panel(surface, rect)
        st = self.state
        pad = int(6 * s)
        deck_w = int(rect.width * 0.5)
        cards_rect = pygame.Rect(
            rect.x + pad, rect.y + pad, rect.width - deck_w - 3 * pad, rect.height - 2 * pad
        )
        deck_rect = pygame.Rect(cards_rect.right + pad, rect.y + pad, deck_w, rect.height - 2 * pad)
        # Finished cards that need no more clicks fold into one summary card; leaders (they
        # act) and the government (it rules) keep their own faces.
        shown = [
            i
            for i, p in enumerate(st.tableau)
            if not p.done or self.content.card(p.card).ability or p.card == st.government
        ]
        folded = [p.card for i, p in enumerate(st.tableau) if i not in shown]
        n = len(shown) + (1 if folded else 0)
        if n == 0:
            draw.text_block(
                surface,
                "Your tableau is empty. Click a deck on the right to take "
                "its top card (one a turn).",
                cards_rect.inflate(-10, -10),
                int(18 * s),
                theme.TEXT_DIM,
            )
        else:
            gap = int(5 * s)
            w = min(int(200 * s), (cards_rect.width - gap * (n - 1)) // n)
            x = cards_rect.x
            if folded:
                r = pygame.Rect(x, cards_rect.y, w, cards_rect.height)
                panels.completed_pile(surface, r, [self.content.card(c) for c in folded], s)
                self.spots.append(panels.Hotspot(r, "completed", folded))
                x += w + gap
            for i in shown:
                r = pygame.Rect(x, cards_rect.y, w, cards_rect.height)
                panels.card_face(
                    surface,
                    r,
                    self.content.card(st.tableau[i].card),
                    st.tableau[i],
                    st,
                    s * 0.9,
                    self.spots,
                    i,
                    slot_marks.get(i),
                    recall_marks.get(i),
                )
                x += w + gap
        panels.decks(surface, deck_rect, st, self.content, s, self.spots, can_take)

    def _toast(self, surface: pygame.Surface, s: float) -> None:
        img = theme.font(int(22 * s)).render(self.toast, True, theme.TEXT)
        box = img.get_rect().inflate(int(24 * s), int(14 * s))
        box.midtop = (self.view.rect.centerx, self.view.rect.top + int(8 * s))
        pygame.draw.rect(surface, (60, 30, 40), box, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER, box, width=1, border_radius=8)
        surface.blit(img, img.get_rect(center=box.center))

    def _popup(self, surface: pygame.Surface, s: float) -> None:
        p = self.popup
        f = int(19 * s)
        width = int(380 * s)
        lines = []
        for line in p.lines:
            lines += draw.wrap(line, f, width - int(20 * s))
        opt_h = int(30 * s)
        height = (
            int(40 * s) + len(lines) * int(f * 1.2) + len(p.options) * (opt_h + 4) + int(10 * s)
        )
        box = pygame.Rect(p.pos[0] + 12, p.pos[1] + 12, width, height)
        box.clamp_ip(surface.get_rect())
        p.box = box
        draw.panel(surface, box, alpha=245)
        draw.text(surface, p.title, (box.x + 10 * s, box.y + 8 * s), int(21 * s), bold=True)
        y = box.y + int(36 * s)
        for line in lines:
            draw.text(surface, line, (box.x + 10 * s, y), f, theme.TEXT_DIM)
            y += int(f * 1.2)
        p.rects = []
        for opt in p.options:
            r = pygame.Rect(box.x + int(8 * s), y, box.width - int(16 * s), opt_h)
            hover = r.collidepoint(self.pointer)
            pygame.draw.rect(
                surface, theme.BUTTON_HOVER if hover else theme.BUTTON, r, border_radius=6
            )
            draw.text(surface, opt.label, (r.x + 8 * s, r.centery), f, anchor="midleft")
            p.rects.append(r)
            y += opt_h + 4
