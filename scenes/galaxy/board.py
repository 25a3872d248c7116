"""The board: the whole game at a glance, played with the mouse.

Every action becomes a command pushed onto the session's queue, the same queue a bot uses.
Legality always comes from the engine: targets light up from `legal_commands`, and hovering
something illegal shows the reason `check` gives. The scene never decides a rule itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from engine.core.commands import Command
from engine.core.session import Session
from engine.galaxy import commands as gc
from engine.galaxy.bots import make_bot
from engine.galaxy.colours import COLOURS
from engine.galaxy.describe import command_text
from engine.galaxy.events import BaseLost
from engine.galaxy.rules import GalaxyRules
from game import theme
from game.scene import Scene
from game.widgets import Button
from scenes.board_kit.board_basics import BoardBasics
from scenes.galaxy import board_panels as panels
from scenes.galaxy import weaver_marks
from scenes.galaxy.board_anim import Animator
from scenes.galaxy.board_draw import BoardDraw
from scenes.galaxy.board_input import BoardInput, Popup
from scenes.galaxy.board_intent import Intent
from scenes.galaxy.board_layout import BoardLayout
from scenes.galaxy.board_ring import WeaversRing
from scenes.galaxy.board_tips import BoardTips
from scenes.galaxy.galaxy_view import GalaxyView

if TYPE_CHECKING:
    from engine.galaxy.heuristic_moves import Choice

AUTOPLAY_STEP = 0.12  # seconds between a bot's commands in autoplay


class BoardScene(WeaversRing, BoardInput, BoardTips, BoardDraw, BoardLayout, BoardBasics, Scene):
    over_module = "scenes.galaxy.game_over"  # imported ahead while the last move shows
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
        self.home_lost_by = ""  # the move this turn that lost the home, in player words
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

    def issue(self, cmd: Command, ask: bool = True) -> None:
        """Push a command onto the session's queue (taken in update, in order); a costly one
        asks first (`ask`: a move the player made by hand, not a bot's)."""
        if ask and not isinstance(cmd, gc.EndTurn) and self.asks_before(cmd):
            return
        self.session.push(cmd)

    def playable_cubes(self) -> list[str]:
        """The colours in the hand that some place on the board would take now."""
        placeable = {c.colour for c in self.legal() if isinstance(c, gc.PlaceCube)}
        return [c for c in COLOURS if self.state.hand[c] and c in placeable]

    def end_turn(self) -> None:
        """End turn (the button, or Enter): asks first while cubes in the hand could still be
        placed, since ending returns them to the bag and the next draw cannot be undone."""
        colours = self.playable_cubes()
        if not colours or self.state.over or self.home_gone():
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

    def home_gone(self) -> bool:
        """The home was lost this turn: the game is lost when the turn ends (W7.2), unless it
        is won first."""
        st = self.state
        return not st.over and not st.has_base(st.home)

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
        if self.state.has_base(self.state.home):
            self.home_lost_by = ""  # the move that lost it was taken back
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
                self.issue(self.autoplay.choose(self.rules, self.state), ask=False)
            busy = True
        for outcome in self.session.process():
            if outcome.ok:
                self.toast_time = 0.0  # a message about the moment before this move is stale
                self._note_home_lost(outcome)
                self._play_events(outcome.events)
                self._legal = None
                self._version += 1
                self.hint = None
                if isinstance(outcome.command, gc.PlaceCube) or (
                    self.selected and self.state.hand[self.selected] == 0
                ):
                    self.selected = None  # placed: the next cube is picked anew (issue 36)
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

    def _note_home_lost(self, outcome) -> None:
        """Remember the move that lost the home, for the top bar and Game over."""
        home = self.state.home
        if any(isinstance(e, BaseLost) and e.system == home for e in outcome.events):
            if not self.home_lost_by:
                self.home_lost_by = command_text(outcome.command, self.state, self.content)
        elif self.state.has_base(home):
            self.home_lost_by = ""  # taken back

    def game_over(self) -> Scene:
        from scenes.galaxy.game_over import GameOverScene

        return GameOverScene(self.app, self.session, self.hints_used, self.home_lost_by)
