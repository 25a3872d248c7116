"""Arachnid's board: the radial web, your colony on the left, rivals, the event track, scores
and the log on the right; every command made with the mouse (scenes.arachnid.input), drawn
by scenes.arachnid.board_draw.

Legality comes from the engine only: buttons and hexes light up from `legal_commands`, and
hovering something illegal shows the reason `check` gives.
"""

from __future__ import annotations

import pygame

from engine.arachnid import scoring
from engine.arachnid.bots import make_bot
from engine.arachnid.commands import Act, Deploy, EndDen, Pass, Refresh
from engine.arachnid.rounds import human
from engine.core.commands import Command
from engine.core.session import Session
from game import theme
from game.scene import Scene
from scenes.arachnid import choice
from scenes.arachnid.anim import Animator
from scenes.arachnid.board_draw import BoardDraw
from scenes.arachnid.board_ring import ArachnidRing
from scenes.arachnid.input import BoardInput
from scenes.arachnid.view import WebView
from scenes.board_kit.board_basics import BoardBasics
from scenes.board_kit.spots import Hotspot

AUTOPLAY_STEP = 0.05
# The page (design units) the board is laid out for: smaller than the 1280x720 window, so a
# larger UI scale still grows its words at 1280x720 (150 % draws them 1.3 times as large; the
# web takes what the side columns leave).
PAGE = (984, 552)
DONE_WORDS = ("Game saved", "Speed ")  # toasts saying something went as asked


class ArachnidBoard(BoardDraw, BoardInput, ArachnidRing, BoardBasics, Scene):
    over_module = "scenes.arachnid.game_over"  # imported ahead while the last move shows
    over_delay = 1.5

    def __init__(
        self, app, session: Session, autoplay: bool = False, bot: str = "heuristic"
    ) -> None:
        super().__init__(app, session)
        self.spots: list[Hotspot] = []
        self.selected: str | None = None  # a spider of yours
        self.action: str | None = None  # its chosen action (None: Move)
        self.deploying: str | None = None  # a spider you are deploying
        self.variants: choice.Variants | None = None
        self.commit: list[int] | None = None
        self.hint_marks: tuple[int, tuple[int, ...]] = (-1, ())  # (version asked at, hexes)
        self.log: list[str] = []
        self.autoplay = make_bot(bot, session.setup.seed) if autoplay else None
        self.autoplay_clock = 0.0
        self.animator = Animator(self)
        self.view = WebView(pygame.Rect(0, 0, 10, 10))
        self._layer: pygame.Surface | None = None
        self._layer_key: tuple | None = None
        self._ground: tuple[tuple, pygame.Surface] | None = None
        self.version = 0  # bumped whenever the game state changes
        self.ending_round = -1  # the round "Nothing to do: end round" was clicked in
        self._scores: tuple[int, list[int]] = (-1, [])
        self._pictures: dict[str, tuple] = {}  # panel -> (what it shows, picture, spots)
        self.log_rect = pygame.Rect(0, 0, 0, 0)  # where the log is drawn (the right column)

    # --- state -------------------------------------------------------------------------------

    @property
    def s(self) -> float:
        return theme.fit_scale(self.app.size, self.app.ui_scale, PAGE)

    def s_floor(self) -> float:
        """The scale the least text size follows (theme.MIN_TEXT at 100 %, larger with the
        window and the UI scale), as the layout check measures it."""
        return theme.scale_for(self.app.size, self.app.ui_scale)

    @property
    def me(self):
        return human(self.state)

    def colours(self) -> list[str]:
        return [c.colour for c in self.state.colonies]

    def issue(self, cmd: Command, ask: bool = True) -> None:
        """Send a command; a costly one asks first (`ask`: a move the player made by hand)."""
        if ask and self.asks_before(cmd):
            return
        self.session.push(cmd)

    def say(self, words: str) -> None:
        self.toast = words
        self.toast_time = max(3.0, len(words) / 25)  # long enough to read it

    def toast_colour(self) -> tuple[int, int, int]:
        """A hint in the hint's colour, news that went well (a save, the speed) plain, and
        only what went wrong in the warning colour."""
        if self.toast.startswith("Hint:"):
            return theme.HINT
        if self.toast.startswith(DONE_WORDS):
            return theme.TEXT
        return theme.DANGER

    def scores(self) -> list[int]:
        """Every colony's score as it stands (A11), worked out once per change."""
        if self._scores[0] != self.version:
            st = self.state
            self._scores = (self.version, [scoring.total(st, self.content, c) for c in st.colonies])
        return self._scores[1]

    def den_ok(self, sid: str, what: str) -> bool:
        if what == "refresh":
            return Refresh(sid) in self.legal()
        return any(isinstance(c, Deploy) and c.spider == sid for c in self.legal())

    def action_ok(self, sid: str, action: str) -> bool:
        return any(
            isinstance(c, Act) and c.spider == sid and c.action == action for c in self.legal()
        )

    def commit_values(self, limits: list[tuple[int, int]]) -> list[int]:
        """What the battle panel shows: all your dice and support at first, nothing bought."""
        if self.commit is None:
            self.commit = [limits[0][1], limits[1][1], limits[2][0]]
        self.commit = [max(lo, min(hi, v)) for v, (lo, hi) in zip(self.commit, limits, strict=True)]
        return self.commit

    # --- the frame ---------------------------------------------------------------------------

    def _start(self) -> None:
        """First frame: play the opening, or show a resumed game's log as it stood."""
        self._started = True
        if self._opening or not self.session.commands:
            self.animator.feed(self._opening)
            return
        s = self.session
        if s.history:  # a game loaded from its save: the record was replayed with its events
            self.animator.recall([*s.opening, *(e for batch in s.history for e in batch)])
            self.animator.lines.append(f"Game resumed in round {self.state.round}")

    def update(self, dt: float) -> bool:
        if not self._started:
            self._start()
        busy = False
        if self.autoplay and not self.state.over:
            self.autoplay_clock += dt
            if self.autoplay_clock >= AUTOPLAY_STEP and not self.animator.busy:
                self.autoplay_clock = 0.0
                self.issue(self.autoplay.choose(self.rules, self.state), ask=False)
            busy = True
        for outcome in self.session.process():
            if outcome.ok:
                self.animator.feed(outcome.events)
                self.version += 1
                self._legal = None
                self.commit = None
                self.variants = None
                self.deploying = None
                if self.selected and self.me.spider(self.selected) is None:
                    self.selected = None
                if isinstance(outcome.command, (Pass, EndDen)):
                    self.clear_selection()
                    self.autosave()
            else:
                self.say(f"Not allowed: {outcome.verdict.reason}")
                self.app.sounds.play("error")
        if self.ending_round >= 0:
            self.end_round_if_asked()
        busy = self.tick_messages(dt) or busy
        busy = self.animator.update(dt) or busy
        return self.end_when_settled(dt, not self.animator.busy) or busy

    def game_over(self) -> Scene:
        from scenes.arachnid.game_over import ArachnidOver

        return ArachnidOver(self.app, self.session)

    def colony_anchor(self, seat: int) -> tuple[int, int]:
        """Where food flies to: your store, or the rival's panel."""
        for spot in self.spots:
            if (spot.kind == "store" and self.state.colonies[seat].kind == "human") or (
                spot.kind == "rival" and spot.ref == seat
            ):
                return spot.rect.center
        return self.view.rect.center
