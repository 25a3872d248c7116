"""The application: one window, one clock, a scene stack, and a loop that sleeps when idle."""

from __future__ import annotations

import sys
import time
import warnings
from pathlib import Path

import pygame

from game import key_focus, resources, settings, theme, widgets
from game.scene import Scene, SceneStack

TITLE = "The Weavers"
MIN_SIZE = (1280, 720)
FPS = 60
IDLE_POLL_S = 0.015


class App:
    def __init__(
        self,
        size: tuple[int, int] | None,
        frames: int | None = None,
        screenshot: str | None = None,
        stats_json: str | None = None,
        until_over: bool = False,
        keep_record: bool = False,
    ) -> None:
        pygame.display.init()
        pygame.font.init()
        theme.reset_fonts()
        pygame.display.set_caption(TITLE)
        try:
            pygame.display.set_icon(pygame.image.load(str(resources.asset("icon.png"))))
        except (pygame.error, FileNotFoundError):
            pass  # a missing icon is cosmetic
        self.settings, problem = settings.load()
        if size is None:  # no size asked for: the one chosen in Settings
            size = settings.window_size(self.settings.window)
        self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        self._windowed: tuple[tuple[int, int], tuple[int, int]] | None = None  # while fullscreen
        self.scenes = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.frames = frames
        self.screenshot = screenshot
        self.ui_scale = self.settings.ui_scale
        theme.set_palette(self.settings.palette)
        from game.sound import Sounds

        # Made on a worker thread once the first frame is up, so start-up never waits on it.
        self.sounds = Sounds(self.settings.volume, self.settings.muted, background=None)
        from game.music import Music

        # The picked game's loop; the table tells it each game's theme (scenes.games).
        self.music = Music(self.settings.music_volume, self.settings.music)
        self.notice = problem  # shown by the title scene when the settings file was damaged
        from game import saves

        saves.remove_stale_temps()  # every folder the game writes in
        self.frame_count = 0
        self.session = None  # the game being played, for the crash handler
        self.saved_commands = 0  # how many of its commands the newest save on disk holds
        self.write_problems: list[str] = []  # autosaves that failed, for the board to say
        self.stats_json = stats_json
        self.frame_ms: list[float] = []  # work per frame (update, draw, flip), not the sleep
        self.until_over = until_over  # stop once the Game over screen has been shown a moment
        # Count finished games in the player's record (game.player_record): only when a person
        # plays. Off by default, so tools and benches that make an App never touch it.
        self.keep_record = keep_record
        if keep_record:  # a campaign game's ending cut off last time counts now
            from game import catch_up

            counted = catch_up.count_cut_off_endings(self.settings.last_game)
            self.notice = " ".join([self.notice, *counted]).strip()
        # synthetic input (scenes.players.mouse_player), posted before each frame
        self.driver = None
        self.tutorial = ""  # the guided game this run: "started", then "completed"
        # A person at the window (not a scripted run): a game's guided game is offered the
        # first time it is picked on the title (set by the entry point, weavers.window).
        self.first_time_offers = False
        self.game_mode = self.settings.last_game  # the title picker's game (scenes.games)
        # With no screen to show it on, a frame need not wait for the display's pace: run as
        # fast as frames can be drawn, each one a fixed 1/60 s of game time.
        self.headless = pygame.display.get_driver() == "dummy"

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def quit(self) -> None:
        self.running = False

    def play(self, session) -> None:
        """This session is now the game being played; it is saved as far as it goes."""
        self.session = session
        self.saved_commands = len(session.commands)
        from engine import modes

        # Back on the title, the game last played is the one picked (and after a restart).
        self.pick_game(modes.for_game(session.rules.name).name)

    def pick_game(self, mode: str) -> None:
        """Make `mode` the title's picked game (scenes.games), remembered in the settings."""
        self.game_mode = mode
        if self.settings.last_game != mode:
            self.settings.last_game = mode
            settings.save(self.settings)  # a failed write only forgets the pick: no news

    def unsaved_moves(self) -> int:
        """Moves made in the game being played since its newest save (what leaving without
        saving would lose)."""
        if self.session is None:
            return 0
        self.note_writes()
        return max(0, len(self.session.commands) - self.saved_commands)

    def note_writes(self) -> None:
        """Take in how the background autosaves went: one that landed counts its moves as
        saved; one that failed leaves them unsaved (the next autosave, or leaving, writes them
        again) and is kept in write_problems for the board to say."""
        from game import saves

        for result in saves.take_write_results():
            if result.error:
                self.write_problems.append(
                    f"Autosave failed ({result.error}); it will be tried again"
                )
            elif self.session is not None and result.session == id(self.session):
                self.saved_commands = max(self.saved_commands, result.commands)

    def take_write_problems(self) -> list[str]:
        self.note_writes()
        problems, self.write_problems = self.write_problems, []
        return problems

    def save_unsaved(self) -> bool:
        """Leaving a game (quit, close the window, back to the title): autosave the moves made
        since the last save, so nothing the player did is lost. A finished game is saved too:
        its save is what tells Continue and Load that it is over. True when all is saved."""
        from game import saves

        saves.wait_for_writes()  # an autosave still on its way may already hold every move
        self.note_writes()
        session = self.session
        if session is None:
            return True
        # A game left before its first move was never written: saved now, so Continue and
        # Load offer every game that was started (a scenario's briefing read, then quit).
        started = len(session.commands) > 0 or saves.autosave_path(session).exists()
        if len(session.commands) == self.saved_commands and started:
            return True
        try:
            saves.autosave(session)
            self.saved_commands = len(session.commands)
            return True
        except OSError as exc:  # nothing left to show it on; say it where it can be seen
            print(f"Could not save the game on leaving: {exc.strerror or exc}", file=sys.stderr)
            return False

    def forget_game(self) -> None:
        """Leave the game without saving its unsaved moves (the player chose to)."""
        self.session = None
        self.saved_commands = 0

    @property
    def fullscreen(self) -> bool:
        return self._windowed is not None

    def toggle_fullscreen(self) -> None:
        """F11: fill the screen; leaving it gives the window back its earlier size and place
        (pygame's toggle_fullscreen leaves it at the desktop's size on some systems)."""
        try:
            window = display_window()
            if self._windowed is None:
                self._windowed = (self.size, window.position)
                window.set_fullscreen(desktop=True)
            else:
                size, position = self._windowed
                self._windowed = None
                window.set_windowed()
                if display_surface().get_size() != size:
                    pygame.display.set_mode(size, pygame.RESIZABLE)
                # set_mode may have made a new window: ask for the current one.
                display_window().position = position
        except pygame.error:
            pass  # not every video driver can; the window simply stays as it is
        self.screen = display_surface()

    def set_window(self, size: tuple[int, int]) -> None:
        """Settings' window size: the window takes it now (in full screen, on leaving it)."""
        if self._windowed is not None:
            self._windowed = (size, self._windowed[1])
            return
        try:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        except pygame.error:
            pass  # the video driver would not: the window stays as it is

    def _keep_minimum(self, size: tuple[int, int]) -> None:
        """Windows smaller than the design size get too cramped to read: grow them back."""
        w, h = size
        if w < MIN_SIZE[0] or h < MIN_SIZE[1]:
            self.screen = pygame.display.set_mode(
                (max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])), pygame.RESIZABLE
            )

    def step(self, events: list[pygame.event.Event], dt: float) -> bool:
        """One frame: feed events to the top scene, update it, draw it. Returns 'animating'."""
        for event in events:
            if event.type == pygame.QUIT:
                self.quit()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
            elif event.type == pygame.VIDEORESIZE:
                self._keep_minimum(event.size)
                self.screen = display_surface()
            elif self.scenes.top and not key_focus.focus.handle(event, self.scenes.top):
                self.scenes.top.handle(event)
        top: Scene | None = self.scenes.top
        if top is None:
            self.quit()
            return False
        self.music.want(self.game_mode)
        animating = top.update(dt)
        key_focus.focus.begin(top)
        top.draw(self.screen)
        key_focus.focus.end()
        if not getattr(top, "own_focus", False):
            now = key_focus.focus.current  # the focused control's tooltip, as hovering shows it
            if now is not None and now.tip:
                scale = theme.scale_for(self.size, self.ui_scale)
                widgets.draw_tooltip(self.screen, now.tip, (now.rect.x, now.rect.bottom), scale)
        return animating

    def run(self) -> int:
        """The main loop; an unexpected error writes a crash report and a recovery save."""
        try:
            return self._loop()
        except Exception as exc:
            from game import saves

            report = saves.write_crash_report(exc, self.session)
            print(f"The Weavers stopped on an unexpected error. Report: {report}", file=sys.stderr)
            pygame.quit()
            return 1

    def _loop(self) -> int:
        headless_run = self.frames is not None or self.until_over
        animating = True
        dt = 1 / FPS
        shown_over = 0
        while self.running:
            if self.driver is not None:
                self.driver.tick(dt)
                animating = animating or self.driver.active
            events = pygame.event.get()
            if not (animating or headless_run or events):
                # Idle is idle: nothing moves and nothing happened, so the last frame is still
                # right. Sleep a little and look again. (pygame's event.wait polls every
                # millisecond inside; a 15 ms sleep here costs a tenth of that CPU and keeps
                # input latency under one 60 Hz frame.)
                time.sleep(IDLE_POLL_S)
                self.clock.tick()  # keep dt small after a long wait
                continue
            dt = self.clock.tick(FPS) / 1000.0 if not self.headless else 1 / FPS
            started = time.perf_counter()
            animating = self.step(events, dt)
            pygame.display.flip()
            self.frame_ms.append((time.perf_counter() - started) * 1000.0)
            self.frame_count += 1
            if self.frame_count == 1:
                self.sounds.start_loading()
            if self.frames is not None and self.frame_count >= self.frames:
                break
            if self.until_over and getattr(self.scenes.top, "shows_result", False):
                shown_over += 1
                if shown_over >= FPS // 2:  # half a second of the result on screen
                    break
        status = self._write_outputs()
        from game import saves

        pool = getattr(self, "lookahead_pool", None)  # a review's workers (scenes.table.review)
        if pool is not None:
            pool.cancel()  # closing the window never waits for their play-outs
        self.save_unsaved()
        saves.wait_for_writes()
        pygame.quit()
        return status

    def _write_outputs(self) -> int:
        """The screenshot and statistics asked for on the command line (checked writable at
        the start; a disk that fills meanwhile is one line, not a crash report)."""
        try:
            if self.screenshot:
                Path(self.screenshot).parent.mkdir(parents=True, exist_ok=True)
                pygame.image.save(self.screen, self.screenshot)
            if self.stats_json:
                write_frame_stats(self.stats_json, self.frame_ms, self.size, self.play_stats())
        except (OSError, pygame.error) as exc:
            print(f"weavers: could not write the output: {exc}", file=sys.stderr)
            return 1
        return 0

    def play_stats(self) -> dict:
        """How the game played by autoplay went (and, via the mouse, how it was clicked)."""
        out: dict = {}
        if self.session is not None:
            out.update(self.session.rules.played(self.session.state))
        if self.driver is not None:
            out.update(self.driver.stats())
        if self.tutorial:
            out["tutorial"] = self.tutorial
        out["game"] = self._game_played()
        return out

    def _game_played(self) -> str:
        """Which game this run played (its --mode name): the session's, else the picked one
        (a guided game forgets its session once done)."""
        from engine import modes

        if self.session is not None:
            return modes.for_game(self.session.rules.name).name
        return self.game_mode


def display_window() -> pygame.Window:
    """The window behind pygame.display, for its position and fullscreen state."""
    with warnings.catch_warnings():
        # pygame-ce warns that drawing should then go through the Window; we only move it.
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def display_surface() -> pygame.Surface:
    """The window's surface; pygame.error when no window is open (set_mode was not called)."""
    surface = pygame.display.get_surface()
    if surface is None:
        raise pygame.error("no window is open")
    return surface


def frame_stats(frame_ms: list[float]) -> dict[str, float]:
    if not frame_ms:
        return {"frames": 0}
    ordered = sorted(frame_ms)

    def pct(p: float) -> float:
        return round(ordered[min(len(ordered) - 1, int(p * len(ordered)))], 3)

    return {
        "frames": len(ordered),
        "mean_ms": round(sum(ordered) / len(ordered), 3),
        "p50_ms": pct(0.5),
        "p99_ms": pct(0.99),
        "max_ms": round(ordered[-1], 3),
    }


def write_frame_stats(
    path: str, frame_ms: list[float], size: tuple[int, int], extra: dict | None = None
) -> None:
    import json

    stats = {"size": list(size), **frame_stats(frame_ms), **(extra or {})}
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps(stats, indent=2))
