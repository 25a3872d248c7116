"""A fourth game that lives in the tests: Pebbles, the smallest game the table can host.

A pile of pebbles; you take one or two, then the rival does (its choice from the game's
dice); whoever takes the last pebble wins. It has a tiny engine (registered as an
engine.modes Mode) and the screens a game's contract (scenes.games) asks for: New game,
board, Game over, replay, how its saves show on Load, and its rules. It lacks a Statistics
page, a guided game and a campaign, on purpose: the screens must grey them with the reason.

`table_with_pebbles()` puts it on the table for a test and takes it off after; the game x
screen matrix (test_table_matrix.py) runs every screen with it as with the three real games.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import attrs
import pygame

from engine import modes
from engine.core.commands import OK, Command, Event, TypeRegistry, Verdict, refuse
from engine.core.rng import Rng
from engine.core.rulebook import RuleEntry, search_entries
from engine.core.rules_base import ContentRules
from engine.core.session import Setup
from game import draw, saves, theme
from game.scene import Scene
from game.widgets import Button
from scenes import games
from scenes.table.game_over import TableGameOver
from scenes.table.new_game import TableNewGame, place
from scenes.table.replay import ReplayScene

MODE = "pebbles"
PILE = 30  # a game of about ten turns

# --- the engine (no pygame here in a real game: it would live under engine/) ------------------

COMMANDS: TypeRegistry[Command] = TypeRegistry("command")


@COMMANDS.register("take")
@attrs.frozen
class Take(Command):
    n: int


@attrs.frozen
class Took(Event):
    who: str
    n: int
    left: int
    rule: str = "P2"


@attrs.define
class PebbleState:
    rng: Rng
    pile: int = PILE
    turn: int = 1
    result: str = ""  # won or lost
    cause: str = ""

    @property
    def over(self) -> bool:
        return bool(self.result)


class PebbleRules:
    name = "pebbles"
    state_class = PebbleState
    commands = COMMANDS
    content = None

    def content_version(self) -> str:
        return "pebbles-1"

    def setup(self, seed: int, **options) -> Setup:
        return Setup(self.name, seed, dict(options), self.content_version())

    def new_state(self, setup: Setup) -> PebbleState:
        return PebbleState(rng=Rng.from_seed(setup.seed), pile=int(setup.options.get("pile", PILE)))

    def start(self, state: PebbleState) -> list[Event]:
        return []

    def check(self, state: PebbleState, cmd: Command) -> Verdict:
        if state.over:
            return refuse("P3", "the game is over")
        if not isinstance(cmd, Take) or cmd.n not in (1, 2):
            return refuse("P2", "take one or two pebbles")
        if cmd.n > state.pile:
            return refuse("P2", f"only {state.pile} left")
        return OK

    def apply(self, state: PebbleState, cmd: Command) -> list[Event]:
        assert isinstance(cmd, Take)
        state.pile -= cmd.n
        events: list[Event] = [Took("you", cmd.n, state.pile)]
        if state.pile == 0:
            state.result, state.cause = "won", "last_pebble"
            return events
        n = state.rng.randint(1, min(2, state.pile))  # the rival decides from the game's dice
        state.pile -= n
        events.append(Took("the rival", n, state.pile))
        state.turn += 1
        if state.pile == 0:
            state.result, state.cause = "lost", "last_pebble"
        return events

    def legal_commands(self, state: PebbleState) -> list[Command]:
        return [c for c in (Take(1), Take(2)) if self.check(state, c)]

    def summary(self, state: PebbleState) -> dict[str, object]:
        return {
            "turn": state.turn,
            "pile": state.pile,
            "result": state.result,
            "cause": state.cause,
        }

    played = ContentRules.played  # how a game went (--stats-json), from the summary as every game


RULEBOOK = (
    RuleEntry("P1", "The pile", f"The game starts with a pile of {PILE} pebbles."),
    RuleEntry("P2", "Taking", "On your turn take one or two pebbles; then the rival does."),
    RuleEntry("P3", "Winning", "Whoever takes the last pebble wins."),
)


def search(query: str) -> list[RuleEntry]:
    return search_entries(RULEBOOK, query)


def _content() -> None:
    return None


# --- its screens --------------------------------------------------------------------------


def start_game(app, seed: int, options: dict, replace: bool = False, autoplay=False, bot=""):
    rules = modes.get(MODE).rules()
    from engine.core.session import Session

    return place(app, PebbleBoard(app, Session.new(rules, rules.setup(seed, **options))), replace)


class PebbleNewGame(TableNewGame):
    mode = MODE

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pile = PILE
        self.piles = [
            (n, Button(f"{n} pebbles", lambda n=n: setattr(self, "pile", n))) for n in (5, 7, 9)
        ]

    def options(self) -> dict:
        return {"pile": self.pile}

    def controls(self) -> list[Button]:
        return [b for _, b in self.piles]

    def draw_panels(self, surface, panels, start_top, s) -> None:
        left = panels[0]
        y = self.heading(surface, "Pile", left, left.y + int(10 * s), s)
        self.level_list(
            surface, left, y, self.piles, self.pile, "Take the last to win.", left.bottom, s
        )


class PebbleBoard(Scene):
    """The pile and two buttons; Esc is the shared pause menu, F1 the game's rules."""

    def __init__(self, app, session, **_) -> None:
        super().__init__(app)
        self.session = session
        app.play(session)
        self.pointer = (0, 0)
        self.message = ""
        self.buttons = [Button(f"Take {n}", lambda n=n: self.take(n)) for n in (1, 2)]

    @property
    def state(self) -> PebbleState:
        return self.session.state

    def say(self, words: str) -> None:
        self.message = words

    def take(self, n: int) -> None:
        out = self.session.submit(Take(n))
        if not out.ok:
            self.say(out.verdict.reason)
            return
        saves.autosave(self.session, background=True)
        if self.state.over:
            self.app.scenes.replace(games.open_game_over(self.app, self.session))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            from scenes.table.pause import PauseScene

            self.app.scenes.push(PauseScene(self.app, self))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            from scenes.table.rules import rules_of_session

            self.app.scenes.push(rules_of_session(self.app, self.session))
            return
        for b in self.buttons:
            if b.handle(event):
                return

    def draw(self, surface: pygame.Surface) -> None:
        s = theme.scale_for(surface.get_size(), self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        draw.text(
            surface, f"{self.state.pile} pebbles left", (int(30 * s), int(30 * s)), int(40 * s)
        )
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(
                int(30 * s) + i * int(200 * s), int(120 * s), int(180 * s), int(50 * s)
            )
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
        if self.message:
            draw.text(surface, self.message, (int(30 * s), int(200 * s)), int(20 * s))


class PebbleOver(TableGameOver):
    mode = MODE

    def note_game(self) -> str:
        return ""  # no record of its own: the player's record knows the real games

    def headline(self) -> tuple[str, bool, str]:
        won = self.session.state.result == "won"
        return ("You took the last pebble" if won else "The rival took it"), won, "Pebbles"

    def draw_body(self, surface, room, s) -> int:
        return room.top


class PebbleReplay(ReplayScene):
    def make_view(self, state) -> None:
        return None

    def _lines(self, events, session) -> list[str]:
        return [f"{e.who} took {e.n}, {e.left} left" for e in events]

    def draw_board(self, surface, rect, st) -> None:
        draw.text(surface, f"{st.pile} pebbles", rect.topleft, 30)

    def turn_of(self, st) -> int:
        return st.turn


class Thumbnail:
    def __init__(self, state) -> None:
        self.rect = pygame.Rect(0, 0, 1, 1)

    def fit(self, rect: pygame.Rect) -> None:
        self.rect = rect

    def draw(self, surface, state, content, marks=None) -> None:
        for i in range(state.pile):
            pygame.draw.circle(
                surface, theme.TEXT, (self.rect.x + 10 + 12 * i, self.rect.centery), 5
            )


def title(summary: dict) -> str:
    return f"Pebbles, turn {summary.get('turn', '?')}"


def result(summary: dict) -> str:
    return "Won: you took the last pebble" if summary.get("result") == "won" else "Lost"


def facts(summary: dict) -> str:
    return f"{summary.get('pile', '?')} pebbles left"


def where(summary: dict) -> str:
    return f"turn {summary.get('turn', '?')}"


def picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
    pygame.draw.circle(surface, theme.TEXT, rect.center, rect.height // 4)


HERE = __name__
ENGINE = modes.Mode(
    name=MODE,
    title="Pebbles",
    game="pebbles",
    rules_path=f"{HERE}:PebbleRules",
    content_path=f"{HERE}:_content",
    bots=("random",),
    summary_keys=("turn", "pile", "result", "cause"),
    simulate_path=HERE,
)
ENTRY = games.GameEntry(
    MODE,
    "Pebbles",
    "Take one or two pebbles; whoever takes the last wins.",
    f"{HERE}:picture",
    new_game=f"{HERE}:PebbleNewGame",
    start=f"{HERE}:start_game",
    board=f"{HERE}:PebbleBoard",
    game_over=f"{HERE}:PebbleOver",
    replay=f"{HERE}:PebbleReplay",
    saved=HERE,
    rulebook=f"{HERE}:search",
    rules_hint="Search by rule ID (P2) or a word (pile)",
    statistics=games.Lacks("Pebbles keeps no record"),
)


@contextlib.contextmanager
def table_with_pebbles() -> Iterator[games.GameEntry]:
    """Pebbles on the table (engine and screens) for the time of a test."""
    modes.register(ENGINE)
    games.register(ENTRY)
    try:
        yield ENTRY
    finally:
        games.unregister(MODE)
        modes.MODES.pop(MODE, None)


def modes_with_pebbles() -> list[str]:
    """Every playable game's mode, then Pebbles: what a matrix test runs over."""
    return list(dict.fromkeys([e.mode for e in games.playable()] + [MODE]))
