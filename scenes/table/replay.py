"""Step through a finished game, command by command or turn by turn, from its record.

The viewer every game shares: each game's replay (its contract's `replay` in scenes.games)
says how its board is drawn, how its log reads and which turn a state is at."""

from __future__ import annotations

import pygame

from engine.core.session import Session, snapshot
from game import draw, theme
from game.scene import Scene
from game.widgets import Button
from scenes.board_kit.log_panel import log_panel

CHECKPOINT = 20


class ReplayScene(Scene):
    claims_keys = (pygame.K_LEFT, pygame.K_RIGHT)  # they step through the moves

    def __init__(self, app, rules, setup, commands) -> None:
        super().__init__(app)
        self.rules = rules
        self.setup = setup
        self.content = rules.content
        self.commands = list(commands)
        session = Session.new(rules, setup)
        self.view = self.make_view(session.state)
        # The turn after each move (the opening first): a turn may end inside another
        # player's moves, so turns are read from the game, never from the commands.
        self.turns: list[int] = [self.turn_of(session.state)]
        self.lines: list[list[str]] = [self._lines(session.opening, session)]
        self.checkpoints = {0: snapshot(session.state)}
        self.note = ""
        if setup.content_version and setup.content_version != rules.content_version():
            self.note = "Saved with other game data: the replay may differ from the game played."
        for i, cmd in enumerate(self.commands, start=1):
            try:
                out = session.submit(cmd)
            except Exception:  # a move of an older game today's rules cannot even apply:
                out = None  # the state it left half-changed is played again without it
                session = Session.replay(rules, setup, self.commands[: i - 1])
            if out is None or not out.ok:
                # A record this version of the rules refuses (an older save): show the part
                # that still plays, never apply a refused command.
                self.note = f"The replay stops at move {i - 1}: this version refuses the next."
                del self.commands[i - 1 :]
                break
            self.lines.append(self._lines(out.events, session))
            self.turns.append(self.turn_of(session.state))
            if i % CHECKPOINT == 0:
                self.checkpoints[i] = snapshot(session.state)
        self.index = len(self.commands)
        self._state = session.state
        self._state_index = self.index
        self.pointer = (0, 0)
        self.buttons = [
            Button("<< Turn", lambda: self.jump_turn(-1)),
            Button("< Step", lambda: self.go(self.index - 1)),
            Button("Step >", lambda: self.go(self.index + 1)),
            Button("Turn >>", lambda: self.jump_turn(1)),
            self.review_button(),
            Button("Back", lambda: self.app.scenes.pop()),
        ]

    def review_button(self) -> Button:
        """Review, for a finished game (greyed with why for a game that cannot be reviewed)."""
        from scenes import games

        why = games.review_reason(games.for_rules(self.rules))
        if not why and not self._state.over:
            why = "The review is for a finished game: this one had not ended"
        return Button("Review", self.review, enabled=not why, tooltip=why)

    def review(self) -> None:
        from scenes import games

        scene = games.open_review(self.app, self.rules, self.setup, self.commands)
        self.app.scenes.push(scene)

    # --- what each game shows (its own replay says) -----------------------------------------

    def make_view(self, state):
        """The board view the replay draws with."""
        raise NotImplementedError

    def _lines(self, events, session) -> list[str]:
        """The log lines of these events."""
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface, rect: pygame.Rect, st) -> None:
        raise NotImplementedError

    def turn_of(self, st) -> int:
        """The turn (or round) the game is at in this state, as its board counts them."""
        raise NotImplementedError

    # --- stepping ----------------------------------------------------------------------------

    def state(self):
        if self._state_index != self.index:
            base = max(k for k in self.checkpoints if k <= self.index)
            st = snapshot(self.checkpoints[base])
            for cmd in self.commands[base : self.index]:
                self.rules.apply(st, cmd)
            self._state, self._state_index = st, self.index
        return self._state

    def go(self, index: int) -> None:
        self.index = max(0, min(len(self.commands), index))

    def jump_turn(self, direction: int) -> None:
        """To the next (or last) move after which a new turn had begun."""
        turns = self.turns
        starts = [i for i in range(1, len(turns)) if turns[i] != turns[i - 1]]
        if direction > 0:
            later = [i for i in starts if i > self.index]
            self.go(later[0] if later else len(self.commands))
        else:
            earlier = [i for i in starts if i < self.index]
            self.go(earlier[-1] if earlier else 0)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.KEYDOWN:
            keys = {
                pygame.K_RIGHT: lambda: self.go(self.index + 1),
                pygame.K_LEFT: lambda: self.go(self.index - 1),
                pygame.K_PAGEDOWN: lambda: self.jump_turn(1),
                pygame.K_PAGEUP: lambda: self.jump_turn(-1),
                pygame.K_HOME: lambda: self.go(0),
                pygame.K_END: lambda: self.go(len(self.commands)),
            }
            if event.key in keys:
                keys[event.key]()
                return
        self.handle_menu(event, self.app.scenes.pop)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        st = self.state()
        side = int(min(w * 0.32, 420 * s))
        board = pygame.Rect(int(10 * s), int(50 * s), w - side - int(30 * s), h - int(130 * s))
        self.draw_board(surface, board, st)
        title = f"Replay - move {self.index}/{len(self.commands)}, turn {self.turn_of(st)}"
        draw.text(surface, title, (int(14 * s), int(12 * s)), int(26 * s), bold=True)
        if self.note:
            draw.text(
                surface,
                self.note,
                (w - int(14 * s), int(16 * s)),
                int(18 * s),
                theme.DANGER,
                "topright",
            )
        log = pygame.Rect(w - side - int(10 * s), int(50 * s), side, h - int(130 * s))
        lines = [line for chunk in self.lines[: self.index + 1][-8:] for line in chunk]
        # The board's log panel: the same wrapping, and the same quiet rule tags.
        log_panel(surface, log, lines, 0, s, self.app.settings.show_rules)
        gap = int(10 * s)
        bw = min(int(150 * s), (w - gap) // len(self.buttons) - gap)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(
                int(10 * s) + i * (bw + int(10 * s)), h - int(66 * s), bw, int(50 * s)
            )
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.85)
