"""The board: the whole game at a glance, played with the mouse.

Every action becomes a command pushed onto the session's queue, the same queue a bot uses.
Legality always comes from the engine: targets light up from `legal_commands`, and hovering
something illegal shows the reason `check` gives. The scene never decides a rule itself.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from engine.core.commands import Command
from engine.core.session import Session
from engine.galaxy import commands as gc
from engine.galaxy.bots import make_bot
from engine.galaxy.colours import BLACK, COLOURS
from engine.galaxy.describe import choice_prompt, command_text, effect_text
from engine.galaxy.rules import GalaxyRules
from engine.galaxy.state import last_turn
from game import draw, rule_tags, theme
from game.scene import Scene
from game.widgets import Button, draw_tooltip
from scenes.board_kit.board_basics import BoardBasics
from scenes.galaxy import board_panels as panels
from scenes.galaxy import card_zoom, scenario_panel, weaver_marks
from scenes.galaxy.board_anim import Animator
from scenes.galaxy.board_input import BoardInput, Popup
from scenes.galaxy.board_intent import Intent
from scenes.galaxy.board_ring import WeaversRing
from scenes.galaxy.board_tips import BoardTips
from scenes.galaxy.galaxy_view import GalaxyView, Marks

if TYPE_CHECKING:
    from engine.galaxy.heuristic_moves import Choice

AUTOPLAY_STEP = 0.12  # seconds between a bot's commands in autoplay
COLUMN_UNITS = 88 + 108 + 98 + 2 * 37  # the right column's panels above the log (_layout)
LOG_ROOM = 200  # design units the log and the last Span keep at any UI scale
BUSY_TABLEAU = 5  # cards shown in the tableau from which the decks stand in two rows
DECKS_SHARE_BUSY = 0.36  # the bottom strip's share the decks keep then


class BoardScene(WeaversRing, BoardInput, BoardTips, BoardBasics, Scene):
    over_delay = 2.5

    def __init__(
        self, app, session: Session, autoplay: bool = False, bot: str = "heuristic"
    ) -> None:
        super().__init__(app, session)
        self.rules: GalaxyRules
        self.view = GalaxyView(session.state.galaxy)
        self.log: list[str] = []
        self.log_scroll = 0
        self.selected: str | None = None  # a cube colour picked from the hand
        self.conflict: tuple[int, int] | None = None  # (tableau index, origin or 0)
        self.popup: Popup | None = None
        self.spots: list[panels.Hotspot] = []
        self.buttons: dict[str, Button] = {}
        self.autoplay = make_bot(bot, session.setup.seed) if autoplay else None
        self.hint: Choice | None = None  # the heuristic player's suggestion
        self.autoplay_clock = 0.0
        self.sounds = app.sounds
        self.animator = Animator(self)
        self.intent = Intent(self)  # the Weavers' forecast, threatened bases, last Span
        self._version = 0  # bumped whenever the game state changes
        self._map_cache: pygame.Surface | None = None
        self._map_key: tuple | None = None
        self.buttons = {
            "end": Button("End turn", self.end_turn),
            "undo": Button("Undo", self.undo),
            "hint": Button("Hint", self.ask_hint),
            "power": Button("Power", lambda: self.issue(gc.UsePower())),
            "menu": Button("Menu", self.open_menu),
        }
        self.save_notice = ""

    # --- state helpers -----------------------------------------------------------------------

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
        s = self.column_scale(self.app.size)
        if name == "reserve":
            return (r["supplies"].centerx, r["supplies"].y + 66 * s)
        if name == "bag":
            return (r["supplies"].centerx, r["supplies"].y + 42 * s)
        if name == "tableau":
            return r["bottom"].x + r["bottom"].width * 0.2, r["bottom"].centery
        if name == "hand_drop":
            hand = r["hand"]
            size = panels.hand_cube_size(hand, sum(self.state.hand.values()), s)[0]
            tray = (hand.x + 6, hand.right - 6, hand.bottom - 8, hand.y - 400)
            # They fall in from the tray's top edge, clear of the top bar's text above it.
            return (hand.x + 10 * s + size / 2, hand.y + size / 2, size, tray)
        raise KeyError(name)

    def issue(self, cmd: Command) -> None:
        """Push a command onto the session's queue (taken in update, in order)."""
        self.session.push(cmd)

    def playable_cubes(self) -> list[str]:
        """The colours in the hand that some place on the board would take now."""
        placeable = {c.colour for c in self.legal() if isinstance(c, gc.PlaceCube)}
        return [c for c in COLOURS if self.state.hand[c] and c in placeable]

    def end_turn(self) -> None:
        """End turn (the button, or Enter): asks first while cubes in the hand could still be
        placed, since ending returns them to the bag and the next draw cannot be undone."""
        colours = self.playable_cubes()
        if not colours or self.state.over:
            self.issue(gc.EndTurn())
            return
        from engine.galaxy.describe import plural
        from scenes.board_kit.confirm import ConfirmScene

        held = [c for c in COLOURS for _ in range(self.state.hand[c])]
        can = ", ".join(colours)
        self.app.scenes.push(
            ConfirmScene(
                self.app,
                "End the turn with cubes in hand?",
                f"You still hold {plural(len(held), 'cube')} ({', '.join(held)}), and a lit "
                f"place would take {can}. Ending the turn puts your hand back into the bag, "
                "and the next draw cannot be undone.",
                [("End turn, cubes back to the bag", lambda: self.issue(gc.EndTurn()))],
                cancel="Keep playing",
            )
        )

    def accept_hint(self) -> None:
        """Enter while a hint shows: make the hinted move (the top bar says Enter does it)."""
        if self.hint is None or self.state.over:
            return
        self.issue(self.hint.command)

    def undo(self) -> None:
        """Take back the last command of this turn (never a draw or other random reveal)."""
        verdict = self.session.can_undo()
        if not verdict.ok:
            self.say(f"Cannot undo: {verdict}")
            return
        what = command_text(self.session.commands[-1], self.state, self.content)
        self.session.undo()
        self._legal = None
        self._version += 1
        self.animator.skip()
        self.selected = None
        self.log.append(f"Undone: {what}")

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
        if isinstance(cmd, gc.PlaceCube):
            self.selected = cmd.colour
        self.log.append(f"Hint: {self.hint.reason}")
        self.focus.current = None  # the next Tab starts at the hinted move

    def _hint_spot(self):
        """Where on screen the hinted move happens: ('circle', centre, r) or ('rect', rect)."""
        if self.hint is None:
            return None
        cmd, view = self.hint.command, self.view
        if isinstance(cmd, gc.PlaceCube) and cmd.spot == gc.ROUTE:
            return (
                "rect",
                view.slot_rect(cmd.ref, len(self.state.routes[cmd.ref])).inflate(10, 10),
            )
        if isinstance(cmd, gc.Recall) and cmd.spot == gc.ROUTE:
            last = max(0, len(self.state.routes[cmd.ref]) - 1)
            return ("rect", view.slot_rect(cmd.ref, last).inflate(10, 10))
        if isinstance(cmd, (gc.PlaceCube, gc.Recall)) and cmd.spot == gc.PLANET:
            return ("circle", view.planet_pos(cmd.ref), view.size * 0.35)
        if isinstance(cmd, (gc.PlaceCube, gc.Recall, gc.UseLeader)):
            kind, ref = (
                ("card", cmd.project)
                if isinstance(cmd, gc.UseLeader)
                else ("slot", (cmd.ref, cmd.slot))
            )
            for spot in self.spots:
                if spot.kind == kind and spot.ref == ref:
                    return ("rect", spot.rect.inflate(8, 8))
        if isinstance(cmd, gc.TakeCard):
            for spot in self.spots:
                if spot.kind == "deck" and spot.ref == cmd.deck:
                    return ("rect", spot.rect.inflate(8, 8))
        if isinstance(cmd, gc.InitiateConflict):
            return ("circle", view.centre(cmd.target), view.size * 0.9)
        if isinstance(cmd, gc.Choose):
            if self.state.pending and self.state.pending.kind == "settle_free":
                return ("circle", view.planet_pos(cmd.ref), view.size * 0.35)
            if self.state.pending and self.state.pending.kind == "advance_route":
                return ("rect", view.slot_rect(cmd.ref, 0).inflate(10, 10))
            return ("circle", view.centre(cmd.ref), view.size * 0.9)
        if isinstance(cmd, gc.EndTurn):
            return ("rect", self.buttons["end"].rect.inflate(8, 8))
        if isinstance(cmd, gc.UsePower):
            return ("rect", self.buttons["power"].rect.inflate(8, 8))
        return None

    def _draw_hint(self, surface: pygame.Surface, s: float) -> None:
        spot = self._hint_spot()
        if spot is None:
            return
        colour = theme.HINT
        width = max(2, int(3 * s))
        if spot[0] == "rect":
            pygame.draw.rect(surface, colour, spot[1], width=width, border_radius=8)
        else:
            pygame.draw.circle(surface, colour, spot[1], spot[2], width=width)

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
        from scenes.board_kit.confirm import ConfirmScene

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
        from scenes.table.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    # --- the frame ---------------------------------------------------------------------------

    def enter(self) -> None:
        if self._started:
            self.apply_speeds()  # the settings may have changed meanwhile
            self.refresh()  # ... and the palette: redraw the cached map and tableau
            weaver_marks.forget()

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
        self.view.text_scale = self.app.ui_scale
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
                self.toast_time = 0.0  # a message about the moment before this move is stale
                self.intent.span_note = ""  # so is the last Span's line (a new one may follow)
                self._play_events(outcome.events)
                self._legal = None
                self._version += 1
                self.hint = None
                if self.selected and self.state.hand[self.selected] == 0:
                    self.selected = None
                if isinstance(outcome.command, gc.EndTurn):
                    self.clear_selection()
                    self.autosave()
            else:
                self.say(f"Not allowed: {outcome.verdict}")
                self.sounds.play("error")
        self.focus.sync()
        busy = self.tick_messages(dt) or busy
        self.animator.update(dt)
        busy = busy or self.animator.busy
        return self.end_when_settled(dt, not self.animator.queue.busy) or busy

    def game_over(self) -> Scene:
        from scenes.galaxy.game_over import GameOverScene

        return GameOverScene(self.app, self.session, self.hints_used)

    # --- layout ------------------------------------------------------------------------------

    def arrows_shown(self) -> set[str]:
        """The swarms whose aim arrows the map draws: five swarms' dashed arrows crossed the
        whole map, so only the swarm the pointer is on (its card, or the system it aims at)
        and those that would land in the next Span (their target is ringed) show theirs."""
        st = self.state
        shown = {t.card for t in self.intent.threats if t.lands}
        target = self.target_at(self.pointer) if self.view.rect.collidepoint(self.pointer) else None
        if target is not None and target.kind in ("swarm", "system", "threat"):
            system = target.ref
            for sw in st.swarms:
                if sw.system == system or sw.target == system:
                    shown.add(sw.card)
        return shown

    def column_scale(self, size: tuple[int, int]) -> float:
        """The right column's scale: the UI scale's, as far as the column still leaves the log
        (with the last Span's lines) LOG_ROOM design units; at 150 % in a 720-pixel-high
        window its panels would otherwise push the log off the window."""
        frame = theme.scale_for(size)
        s = theme.scale_for(size, self.app.ui_scale)
        m = int(8 * frame)
        column = size[1] - int(36 * frame) - m  # the right column's height (see _layout)
        fits = (column - 5 * m - LOG_ROOM * frame) / COLUMN_UNITS
        return max(frame, min(s, fits))

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The frame (top bar, right column, bottom strip, so the map) follows the window
        only: a larger UI scale makes what is inside the panels larger, never the map smaller.
        The right column's panels grow with it, and its log takes what is left."""
        w, h = size
        frame = theme.scale_for(size)
        s = self.column_scale(size)
        top = int(36 * frame)
        right_w = int(min(w * 0.3, 360 * frame))
        bottom_h = int(min(h * 0.3, 168 * frame))
        m = int(8 * frame)
        right = pygame.Rect(w - right_w - m, top, right_w, h - top - m)
        bottom = pygame.Rect(m, h - bottom_h - m, right.left - 2 * m, bottom_h)
        board = pygame.Rect(m, top, right.left - 2 * m, bottom.top - top - m)
        hand = pygame.Rect(right.x, right.y, right.width, int(88 * s))
        sup = pygame.Rect(right.x, hand.bottom + m, right.width, int(108 * s))
        trk = pygame.Rect(right.x, sup.bottom + m, right.width, int(98 * s))
        btn_h = int(37 * s)
        btns = pygame.Rect(right.x, trk.bottom + m, right.width, btn_h * 2 + m)
        log = pygame.Rect(right.x, btns.bottom + m, right.width, right.bottom - btns.bottom - m)
        goal = pygame.Rect(log.x, log.y, log.width, 0)
        if scenario_panel.shown(self.state):  # a scenario's goal takes the top of the log's room
            goal.height = scenario_panel.height(s, log.height)
            log = pygame.Rect(log.x, goal.bottom + m, log.width, log.bottom - goal.bottom - m)
        span_h = self.intent.span_height(log.width, s, log.height // 2)
        span = pygame.Rect(log.x, log.y, log.width, span_h)
        if span.height:  # the last Span's line takes the log's top, never the map's foot
            log = pygame.Rect(log.x, span.bottom + m, log.width, log.bottom - span.bottom - m)
        return {
            "span": span,
            "goal": goal,
            "board": board,
            "bottom": bottom,
            "hand": hand,
            "supplies": sup,
            "tracks": trk,
            "buttons": btns,
            "log": log,
        }

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
            if isinstance(c, gc.TakeCard):
                decks.add(c.deck)
        if self.conflict is not None:
            index, origin = self.conflict
            for c in legal:
                if isinstance(c, gc.InitiateConflict) and c.project == index:
                    if not origin:
                        m.systems.add(c.origin)
                    elif c.origin == origin:
                        m.systems.add(c.target)
            m.selected_system = origin
            return m, slot_marks, recall_marks, decks
        if self.selected:
            for c in legal:
                if isinstance(c, gc.PlaceCube) and c.colour == self.selected:
                    if c.spot == gc.ROUTE:
                        m.routes.add(c.ref)
                    elif c.spot == gc.PLANET:
                        m.planets.add(c.ref)
                    else:
                        slot_marks.setdefault(c.ref, set()).add(c.slot)
                elif isinstance(c, gc.Recall):
                    if c.spot == gc.ROUTE:
                        m.recall_routes.add(c.ref)
                    elif c.spot == gc.PLANET:
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

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = theme.scale_for(size, self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        rects = self._layout(size)
        self.view.fit(rects["board"])
        self.view.text_scale = self.app.ui_scale
        self.spots = []
        st = self.state
        m, slot_marks, recall_marks, can_take = self.marks()
        self._draw_map(surface, m)
        self._top_bar(surface, s)
        cs = self.column_scale(size)  # the right column's panels (see column_scale)
        falling = any(p.kind == "cube" for p in self.animator.effects.particles)
        panels.hand_tray(surface, rects["hand"], st, self.selected, cs, self.spots, hidden=falling)
        self.intent.draw_base_list(surface, rects["hand"], cs, self.spots)
        panels.supplies(
            surface,
            rects["supplies"],
            st,
            self.content,
            cs,
            black_holes=len(self.animator.black_holes),
            spots=self.spots,
        )
        goal = self.content.tunables.supremacy_goal
        panels.tracks(surface, rects["tracks"], st, goal, cs, self.spots)
        self._buttons(surface, rects["buttons"], cs)
        if rects["goal"].height:
            scenario_panel.draw_panel(surface, rects["goal"], st, self.content, cs)
            tip = scenario_panel.tooltip(st, self.content)
            self.spots.append(panels.Hotspot(rects["goal"], "goal", tip))
        self.intent.draw_span_note(surface, rects["span"], cs, self.spots)
        panels.log_panel(
            surface, rects["log"], self.log, self.log_scroll, cs, self.app.settings.show_rules
        )
        self._cached_tableau(surface, rects["bottom"], s, slot_marks, recall_marks, can_take)
        self.animator.draw_overlay(surface)
        self._draw_hint(surface, s)
        self.draw_guide(surface, s)
        if self.toast_time > 0 and self.toast:
            self._toast(surface, s)
        if self.popup is not None:
            self._popup(surface, s)
        self.focus.drawn += 1  # what the ring can reach was drawn anew
        self.focus.draw(surface, s)
        if self.popup is None and self.app.scenes.top is self:
            # Under a dialog the pointer is not on the board.
            if self.selected and self.conflict is None:
                # The picked cube rides beside the pointer, so it is plain what a click places.
                px, py = self.pointer
                draw.cube(surface, self.selected, (px - int(14 * s), py - int(14 * s)), 18 * s)
            tip = self.hover_text()
            zoom = card_zoom.hovered(self)
            if zoom is not None:  # the card large, every word of it; the tip says the rest
                card_zoom.draw_zoom(surface, self, zoom, s, rects["bottom"].top)
                tip = card_zoom.short_tip(tip, zoom)
            if tip and not self.app.settings.show_rules:
                tip = rule_tags.quiet(tip)  # the rule IDs stay in the rules viewer
            if tip:
                draw_tooltip(surface, tip, self.pointer, s)

    def draw_guide(self, surface: pygame.Surface, s: float) -> None:
        """What a guided game draws over the board: under dialogs, the ring and tooltips."""

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
        self.intent.draw_map_marks(surface)
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
            phase = choice_prompt(st.pending.kind)
        elif self.conflict is not None:
            index, origin = self.conflict
            name = self.content.card(st.tableau[index].card).name
            phase = (
                f"{name}: click a lit system to attack from system {origin}"
                if origin
                else f"{name}: click one of your lit systems to attack from"
            )
        elif self.selected == BLACK:
            phase = "Black cube: a lit slot takes it, or click a cube you placed to take it back"
        elif self.selected and self._placed_one_of(self.selected):
            phase = (
                f"Still holding a {self.selected} cube for the next place: click it in your "
                "hand or right-click to put it down"
            )
        elif self.selected:
            phase = f"Place the {self.selected} cube: lit places accept it (right-click to drop)"
        else:
            only_end = all(isinstance(c, gc.EndTurn) for c in self.legal())
            phase = (
                "Nothing more to do this turn: click End turn (or press Enter)"
                if only_end
                else "Your move: pick a cube from your hand, take a card, or end the turn"
            )
        left = f"Turn {last_turn(st)}  |  {sp}  |  Difficulty {st.difficulty} ({level})"
        # The bar's height follows the window (see _layout); its words grow with the UI scale
        # as far as the bar holds them, and the phase text starts after the header and
        # shrinks to the room left, so the two never meet.
        w = surface.get_width()
        bar = self._layout(surface.get_size())["board"].top
        margin = int(12 * theme.scale_for(surface.get_size()))
        size = min(int(22 * s), int(bar * 0.8))
        size = draw.fit_size(left, size, w // 2 - margin)
        header = draw.text(surface, left, (margin, bar // 2), size, theme.TEXT, "midleft", True)
        x = header.right + 2 * margin
        ink = theme.HIGHLIGHT
        if self.hint is not None and not st.over:
            # The hint's words go where the player looks for what to do, never over the map.
            phase, ink = f"Hint: {self.hint.reason} (Enter does it)", theme.HINT
        size = draw.fit_size(phase, min(int(20 * s), int(bar * 0.75)), w - margin - x, bold=False)
        draw.text(surface, phase, (x, bar // 2), size, ink, "midleft")

    def _placed_one_of(self, colour: str) -> bool:
        """Whether the last move placed a cube of this colour (the next one stays picked)."""
        last = self.session.commands[-1] if self.session.commands else None
        return isinstance(last, gc.PlaceCube) and last.colour == colour

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
        end_ok = self.rules.check(self.state, gc.EndTurn())
        end.enabled = end_ok.ok
        end.tooltip = "End your turn (Enter)" if end_ok.ok else str(end_ok)
        power_ok = self.rules.check(self.state, gc.UsePower())
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
            with draw.drawn_at(rect.topleft):
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
        least = math.ceil(theme.MIN_TEXT * s)  # no word on a card smaller (issue 32)
        # Finished cards that need no more clicks fold into one summary card; leaders (they
        # act) and the government (it rules) keep their own faces.
        shown = [
            i
            for i, p in enumerate(st.tableau)
            if not p.done or self.content.card(p.card).ability or p.card == st.government
        ]
        folded = [p.card for i, p in enumerate(st.tableau) if i not in shown]
        n = len(shown) + (1 if folded else 0)
        # A busy tableau takes more of the strip; the decks then stand in two rows.
        rows = 2 if n >= BUSY_TABLEAU else 1
        deck_w = int(rect.width * (DECKS_SHARE_BUSY if rows == 2 else 0.5))
        cards_rect = pygame.Rect(
            rect.x + pad, rect.y + pad, rect.width - deck_w - 3 * pad, rect.height - 2 * pad
        )
        deck_rect = pygame.Rect(cards_rect.right + pad, rect.y + pad, deck_w, rect.height - 2 * pad)
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
                cards = [self.content.card(c) for c in folded]
                panels.completed_pile(surface, r, cards, s, least)
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
                    least=least,
                )
                x += w + gap
        panels.decks(surface, deck_rect, st, self.content, s, self.spots, can_take, rows, least)

    def _toast(self, surface: pygame.Surface, s: float) -> None:
        img = draw.rendered(self.toast, int(22 * s), theme.TEXT)
        box = img.get_rect().inflate(int(24 * s), int(14 * s))
        box.midtop = (self.view.rect.centerx, self.view.rect.top + int(8 * s))
        pygame.draw.rect(surface, (60, 30, 40), box, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER, box, width=1, border_radius=8)
        with draw.layer("toast"):  # over the map on purpose
            draw.text(surface, self.toast, box.center, int(22 * s), anchor="center", box=box)

    def _popup(self, surface: pygame.Surface, s: float) -> None:
        p = self.popup
        assert p is not None  # drawn only while a popup is open
        f = int(19 * s)
        longest = max((theme.font(f).size(o.label)[0] for o in p.options), default=0)
        # Wide enough for its longest option, within reason; a longer one shrinks to fit.
        width = min(max(int(380 * s), longest + int(40 * s)), surface.get_width() * 2 // 3)
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
        draw.panel(surface, box, alpha=255)  # opaque: no map showing through the text
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
            size = draw.fit_size(opt.label, f, r.width - int(16 * s), bold=False)
            draw.text(surface, opt.label, (r.x + 8 * s, r.centery), size, anchor="midleft")
            p.rects.append(r)
            y += opt_h + 4
