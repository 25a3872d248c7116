"""The Weavers' screens for `weavers layout-check` (its contract's `layout_checks` in
scenes.games): New game, the board in mid-game, late and at its busiest, the pause menu over
it, Game over (with milestones earned), the replay, the guided game's steps and the scenario
and campaign screens; and the sample saves and record the Load and Statistics screens show."""

from __future__ import annotations

import functools
from collections.abc import Callable

import attrs

from scenes.galaxy import scenario_checks, tutorial_checks

SEED = 2  # a game whose heuristic play soon has four swarms, five cards and a conflict
# The screens that show the map, whose share of the window must not shrink as the UI grows.
MAP_SCREENS = ("board", "board (late game)", "board (turn 15, busy)")


@attrs.define
class Games:
    """The games the screens show: one busy in mid-game (with its log) and one finished."""

    busy: object
    busy_log: list[str]
    late: object  # near the end: finished cards folded into one pile, many black holes
    late_log: list[str]
    finished: object
    busiest: object = None  # turn 15: five swarms, six cards, a Span of five swarms


@functools.cache
def sample_games() -> Games:
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.describe import log_line
    from engine.galaxy.rules import GalaxyRules
    from scenes.galaxy.late_board import late_game

    rules = GalaxyRules()

    def play(stop: Callable[[object], bool]) -> tuple[Session, list[str]]:
        session = Session.new(rules, rules.setup(SEED, difficulty=3))
        bot = make_bot("heuristic", SEED)
        st = session.state
        events = list(session.opening)
        while not st.over and not stop(st):
            events += session.submit(bot.choose(rules, st)).events
        lines = [line for e in events if (line := log_line(e, rules.content, st.galaxy))]
        return session, lines

    def busy(st) -> bool:
        return len(st.swarms) >= 3 and len(st.tableau) >= 4 and any(p.seq for p in st.tableau)

    session, lines = play(busy)
    late, late_lines = play(lambda st: st.turn >= 22)
    finished, _ = play(lambda st: False)
    return Games(session, lines, late, late_lines, finished, late_game())


def sample_saves() -> None:
    from game import saves

    games = sample_games()
    saves.save_manual(games.busy)
    saves.autosave(games.busy)
    saves.quicksave(games.finished)


def sample_record(record) -> None:
    """A dozen games and a few milestones in the player's record, for its Statistics tab."""
    from engine.galaxy.rules import GalaxyRules
    from game.milestones import add_game
    from game.player_record import GameEntry

    content = GalaxyRules().content
    games = [  # (result, cause, species, level, turns)
        ("lost", "home_lost", "auren", 3, 14),
        ("won", "bases", "auren", 2, 21),
        ("won", "supremacy", "vorr", 3, 18),
        ("lost", "black_holes", "lumen", 4, 25),
        ("won", "banished_all", "ferrum", 3, 16),
        ("won", "bases", "nyx", 4, 23),
        ("won", "supremacy", "vorr", 5, 19),
        ("lost", "home_lost", "drift", 5, 12),
        ("won", "bases", "lumen", 3, 22),
        ("won", "supremacy", "auren", 1, 15),
    ]
    for i, (result, cause, species, level, turns) in enumerate(games):
        entry = GameEntry(f"sample-{i}", result, cause, species, level, turns)
        add_game(record, entry, content, f"2025-03-{i + 1:02d}T20:00:00")


def map_share(scene, size: tuple[int, int]) -> float:
    """How much of the window the galaxy itself covers (not its letterboxed rect)."""
    view = scene.view
    g = view.galaxy
    used_w = 3**0.5 * view.size * (g.width + 0.5)
    used_h = view.size * (1.5 * (g.height - 1) + 2)
    return used_w * used_h / (size[0] * size[1])


def _board(app, late: bool = False):
    from scenes.galaxy.board import BoardScene

    games = sample_games()
    session = games.late if late else games.busy
    board = BoardScene(app, session)
    board.log = list(games.late_log if late else games.busy_log)
    st = session.state
    board.selected = next((c for c in ("yellow", "white", "red", "blue") if st.hand[c]), None)
    return board


def _own() -> dict[str, Callable]:
    from scenes.galaxy.game_over import GameOverScene
    from scenes.galaxy.late_board import late_board
    from scenes.galaxy.new_game import NewGameScene
    from scenes.galaxy.replay import WeaversReplay
    from scenes.table.pause import PauseScene

    def random_galaxy(app, games):
        scene = NewGameScene(app)
        scene.galaxy_kind = "random"
        return scene

    def pause(app, games):
        board = _board(app)
        app.scenes.push(board)
        app.step([], 0.016)
        return PauseScene(app, board)

    def earned(app, games):
        from engine.galaxy.rules import GalaxyRules
        from game.milestones import Noted, milestones

        scene = GameOverScene(app, sample_games().finished, hints_used=2)
        some = tuple(milestones(GalaxyRules().content)[:3])
        scene.noted = Noted(True, some, "Your record could not be saved: No space left on device.")
        return scene

    def previewed(app, games):
        """The busiest board with the keyboard ring on the placement that does the most: its
        "This will:" panel shown (scenes/board_kit/foresight.py)."""
        from engine.core import lookahead
        from engine.galaxy import commands as gc
        from scenes.board_kit.spots import Target

        board = late_board(app, sample_games().busiest)
        st = board.state
        placing = [c for c in board.legal() if isinstance(c, gc.PlaceCube)]
        if placing:
            best = max(
                placing, key=lambda c: len(lookahead.preview(board.rules, st, c).consequences)
            )
            board.selected = best.colour
            at = (best.ref, best.slot) if best.spot == gc.PROJECT else best.ref
            board.focus.visible = True
            board.focus.current = Target("slot" if best.spot == gc.PROJECT else best.spot, at)
        return board

    def replay(app, games):
        s = sample_games().finished
        return WeaversReplay(app, s.rules, s.setup, s.commands)

    return {
        "new game": lambda app, games: NewGameScene(app),
        "new game (random galaxy)": random_galaxy,
        "board": lambda app, games: _board(app),
        "board (late game)": lambda app, games: _board(app, late=True),
        "board (turn 15, busy)": lambda app, games: late_board(app, sample_games().busiest),
        "board (turn 15, the preview shown)": previewed,
        "pause": pause,
        "game over": lambda app, games: GameOverScene(app, sample_games().finished, hints_used=2),
        "game over (milestones)": earned,
        "replay": replay,
    }


OWN = (
    "new game",
    "new game (random galaxy)",
    "board",
    "board (late game)",
    "board (turn 15, busy)",
    "board (turn 15, the preview shown)",
    "pause",
    "game over",
    "game over (milestones)",
    "replay",
)


def builders() -> dict[str, Callable]:
    return {**_own(), **tutorial_checks.builders(), **scenario_checks.builders()}


def names() -> tuple[str, ...]:
    return OWN + tutorial_checks.names() + scenario_checks.names()
