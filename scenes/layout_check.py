"""`weavers layout-check`: draw every screen at the supported window sizes and UI scales,
headless, and list what does not fit: a text clipped by its box, two texts or controls on top
of each other, a control outside the window.

What counts as overlapping: two things in the same layer (game.layout_record) whose rects
meet, unless one holds the other (a label inside its button, a slot inside its card, a
button inside its panel). The map's own drawing (numbers on the systems, swarm cards over
them) is layered on purpose and only the map's rect takes part; a menu drawn over the shaded
board is its own layer.
"""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import attrs
import pygame

from game import draw, theme
from game.layout_record import MAP, Drawn, Recorder

SIZES = ((1280, 720), (1600, 900), (1920, 1080), (3840, 2160))
SCALES = (1.0, 1.25, 1.5)
SEED = 2  # a game whose heuristic play soon has four swarms, five cards and a conflict
SIZE_CHECKED = ("board (turn 15, busy)",)  # the screens whose text must be at least that


@attrs.frozen
class Problem:
    scene: str
    size: str
    scale: float
    kind: str  # clipped, overlap, outside, map, small
    what: str


def _inside(a: pygame.Rect, b: pygame.Rect, slack: int = 1) -> bool:
    return (
        a.left >= b.left - slack
        and a.top >= b.top - slack
        and a.right <= b.right + slack
        and a.bottom <= b.bottom + slack
    )


def _meet(a: pygame.Rect, b: pygame.Rect) -> bool:
    both = a.clip(b)
    return both.width > 1 and both.height > 1


def _name(d: Drawn) -> str:
    return d.what if d.kind != "panel" else "a panel"


def find_problems(items: list[Drawn], window: tuple[int, int]) -> list[tuple[str, str]]:
    """(kind, what) for everything drawn that does not fit."""
    screen = pygame.Rect((0, 0), window)
    live = [d for d in items if d.layer != MAP]
    found: list[tuple[str, str]] = []
    for d in live:
        if d.kind == "text":
            room = screen if d.box is None else d.box.clip(screen)
            if d.lost or not _inside(d.rect, room):
                found.append(("clipped", d.what))
        elif not _inside(d.rect, screen, slack=0):
            found.append(("outside", _name(d)))
    # Overlaps are between what shows: a text's ink inside its room (its clipped part is
    # reported above), and never a block's lost lines, which are not drawn at all.
    shown = [
        attrs.evolve(d, rect=d.rect.clip(d.box)) if d.box is not None else d
        for d in live
        if not d.lost
    ]
    for i, a in enumerate(shown):
        for b in shown[i + 1 :]:
            if a.layer != b.layer or not _meet(a.rect, b.rect):
                continue
            if a.kind == "text" and b.kind == "text":
                clash = True
            elif a.kind == "text" or b.kind == "text":
                t, c = (a, b) if a.kind == "text" else (b, a)
                clash = not _inside(t.rect, c.rect)
            else:
                clash = not (_inside(a.rect, b.rect, 0) or _inside(b.rect, a.rect, 0))
            if clash:
                found.append(("overlap", f"{_name(a)} | {_name(b)}"))
    return list(dict.fromkeys(found))


def small_texts(items: list[Drawn], least: float) -> list[tuple[str, str]]:
    """("small", what) for each text drawn smaller than `least` pixels (not the map's own
    numbers, which follow the map's size)."""
    found = [
        ("small", f"{d.what} at {d.size} px, under {least:g}")
        for d in items
        if d.kind == "text" and d.layer != MAP and 0 < d.size < least and not d.lost
    ]
    return list(dict.fromkeys(found))


@contextmanager
def private_dirs() -> Iterator[Path]:
    """Saves and settings written by the check go to a temporary place, never the player's.
    The XDG variables cover Linux; the data and config folders themselves are redirected too,
    because platformdirs ignores XDG on Windows and macOS."""
    from game import saves, settings

    names = ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME")
    old = {n: os.environ.get(n) for n in names}
    old_dirs = (saves.data_dir, settings.config_dir)
    with tempfile.TemporaryDirectory(prefix="weavers-layout-") as tmp:
        for n in names:
            os.environ[n] = str(Path(tmp) / n.lower())
        saves.data_dir = lambda: Path(tmp) / "data"
        settings.config_dir = lambda: Path(tmp) / "config"
        try:
            yield Path(tmp)
        finally:
            saves.data_dir, settings.config_dir = old_dirs
            for n, v in old.items():
                if v is None:
                    os.environ.pop(n, None)
                else:
                    os.environ[n] = v


@attrs.define
class Games:
    """The games the screens show: one busy in mid-game (with its log) and one finished."""

    busy: object
    busy_log: list[str]
    late: object  # near the end: finished cards folded into one pile, many black holes
    late_log: list[str]
    finished: object
    busiest: object = None  # turn 15: five swarms, six cards, a Span of five swarms


def play_games() -> Games:
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.describe import log_line
    from engine.galaxy.rules import GalaxyRules

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
    from scenes.galaxy.late_board import late_game

    return Games(session, lines, late, late_lines, finished, late_game())


def write_saves(games: Games) -> None:
    from game import saves

    saves.save_manual(games.busy)
    saves.autosave(games.busy)
    saves.quicksave(games.finished)
    from scenes.swarm.layout_checks import _session

    saves.save_manual(_session("early"))  # the Load screen lists every game's saves
    (saves.saves_dir() / "broken.json").write_text("{ not a save")
    (saves.saves_dir() / "save-older.json").write_text(_older(games.busy))
    saves.wait_for_writes()


def _older(session) -> str:
    """A save made with other game data that today's rules do not play to its position:
    Load lists it as a record of the old game (docs/SAVES.md)."""
    from engine.core import record
    from engine.core.serial import digest

    doc = json.loads(record.dumps(session))
    doc["setup"]["content_version"] = "made with older cards"
    doc["state"]["rng"]["state"] += 1
    doc["state_hash"] = digest(doc["state"])
    doc.pop("checksum")
    doc["checksum"] = digest(doc)
    return json.dumps(doc)


def write_record() -> None:
    """A player's record with a dozen games and a few milestones, for the Statistics screen."""
    from engine.galaxy.rules import GalaxyRules
    from game import player_record
    from game.milestones import add_game
    from game.player_record import GameEntry, PlayerRecord, TableEntry

    content = GalaxyRules().content
    record = PlayerRecord()
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
    table = [  # (mode, result, level, rivals, rounds): the other games' pages
        ("swarm", "won", 2, 1, 9),
        ("swarm", "lost", 4, 3, 12),
        ("swarm", "won", 3, 2, 11),
        ("arachnid", "won", 3, 2, 7),
        ("arachnid", "lost", 5, 3, 8),
    ]
    for i, (mode, result, level, rivals, rounds) in enumerate(table):
        record.table.append(TableEntry(mode, f"table-{i}", result, level, rivals, rounds))
    player_record.save(record)


SET_ASIDE = (
    "Your record stats.json: games[3].turns: expected a whole number, found text. It was kept "
    "as stats.json.damaged-20250301-200000 and a fresh record was started."
)
SETTINGS_SET_RIGHT = (  # the longest kind game.settings says: several fields at once
    "3 settings could not be used (settings.json: ui_scale: expected a number, found text; "
    "last_game: no game called 'nope' is played here; colour: not a setting this game has): "
    "Interface size and the game picked on the title are back to their defaults; 'colour', "
    "unknown here, was left out. Your other settings are kept. The old file was kept as "
    "settings.json.damaged-20250301-200000."
)


def _board(app, games: Games, late: bool = False):
    from scenes.galaxy.board import BoardScene

    session = games.late if late else games.busy
    board = BoardScene(app, session)
    board.log = list(games.late_log if late else games.busy_log)
    st = session.state
    board.selected = next((c for c in ("yellow", "white", "red", "blue") if st.hand[c]), None)
    return board


def _scenes() -> dict[str, Callable]:
    from scenes.galaxy.game_over import GameOverScene
    from scenes.galaxy.new_game import NewGameScene
    from scenes.load import LoadScene
    from scenes.pause import PauseScene
    from scenes.replay import ReplayScene
    from scenes.rules import RulesScene
    from scenes.settings import SettingsScene
    from scenes.statistics import StatisticsScene
    from scenes.title import TitleScene

    def random_galaxy(app, games):
        scene = NewGameScene(app)
        scene.galaxy_kind = "random"
        return scene

    def pause(app, games):
        board = _board(app, games)
        app.scenes.push(board)
        app.step([], 0.016)
        return PauseScene(app, board)

    def settings_set_right(app, games):
        app.notice = SETTINGS_SET_RIGHT
        return TitleScene(app)

    def set_aside(app, games):
        scene = StatisticsScene(app)
        scene.notice = SET_ASIDE
        return scene

    def statistics_of(mode: str) -> Callable:
        def build(app, games):
            scene = StatisticsScene(app)
            scene.show(mode)
            return scene

        return build

    def earned(app, games):
        from engine.galaxy.rules import GalaxyRules
        from game.milestones import Noted, milestones

        scene = GameOverScene(app, games.finished, hints_used=2)
        some = tuple(milestones(GalaxyRules().content)[:3])
        scene.noted = Noted(True, some, "Your record could not be saved: No space left on device.")
        return scene

    def replay(app, games):
        s = games.finished
        return ReplayScene(app, s.rules, s.setup, s.commands)

    from scenes.arachnid import layout_checks as arachnid_checks
    from scenes.galaxy import scenario_checks, tutorial_checks
    from scenes.galaxy.late_board import late_board
    from scenes.swarm import layout_checks as swarm_checks

    return {
        **tutorial_checks.builders(),
        **scenario_checks.builders(),
        **swarm_checks.builders(),
        **arachnid_checks.builders(),
        "title": lambda app, games: TitleScene(app),
        "title (settings set right)": settings_set_right,
        "new game": lambda app, games: NewGameScene(app),
        "new game (random galaxy)": random_galaxy,
        "load": lambda app, games: LoadScene(app),
        "settings": lambda app, games: SettingsScene(app),
        "rules": lambda app, games: RulesScene(app),
        "board": _board,
        "board (late game)": lambda app, games: _board(app, games, late=True),
        "board (turn 15, busy)": lambda app, games: late_board(app, games.busiest),
        "pause": pause,
        "game over": lambda app, games: GameOverScene(app, games.finished, hints_used=2),
        "game over (milestones)": earned,
        "statistics": lambda app, games: StatisticsScene(app),
        "statistics (record set aside)": set_aside,
        "statistics (Space Swarm)": statistics_of("swarm"),
        "statistics (Arachnid)": statistics_of("arachnid"),
        "replay": replay,
    }


def _tutorial_names() -> tuple[str, ...]:
    from scenes.arachnid import layout_checks as arachnid_checks
    from scenes.galaxy import scenario_checks, tutorial_checks
    from scenes.swarm import layout_checks as swarm_checks

    names = tutorial_checks.names() + scenario_checks.names() + swarm_checks.names()
    return names + arachnid_checks.names()


SCENES = (
    "title",
    "title (settings set right)",
    "new game",
    "new game (random galaxy)",
    "load",
    "settings",
    "rules",
    "board",
    "board (late game)",
    "board (turn 15, busy)",
    "pause",
    "game over",
    "game over (milestones)",
    "statistics",
    "statistics (record set aside)",
    "statistics (Space Swarm)",
    "statistics (Arachnid)",
    "replay",
    *_tutorial_names(),
)


def _forget_caches(scene) -> None:
    """Cached layers skip drawing what did not change; the recorded frame must draw it all."""
    for target in (scene, getattr(scene, "board", None)):
        if target is not None and hasattr(target, "_tableau_cache"):
            target._tableau_cache = None
        if target is not None and hasattr(target, "_map_key"):
            target._map_key = None


def _record(app, scene) -> list[Drawn]:
    _forget_caches(scene)
    draw.recorder = Recorder()
    try:
        scene.draw(app.screen)
        items = draw.recorder.items
    finally:
        draw.recorder = None
    for spot in getattr(scene, "spots", ()):  # the board's click spots: cards, slots, decks
        items.append(Drawn("control", f"{spot.kind} {spot.ref}", spot.rect, ""))
    for row in getattr(scene, "rows", ()):  # the load list
        info = row.save or row.game.newest
        items.append(Drawn("control", f"save {info.name}", row.rect, ""))
    return items


def map_share(scene, size: tuple[int, int]) -> float:
    """How much of the window the galaxy itself covers (not its letterboxed rect)."""
    view = scene.view
    g = view.galaxy
    used_w = 3**0.5 * view.size * (g.width + 0.5)
    used_h = view.size * (1.5 * (g.height - 1) + 2)
    return used_w * used_h / (size[0] * size[1])


def check(
    sizes=SIZES,
    scales=SCALES,
    scenes: tuple[str, ...] = SCENES,
    fake: dict | None = None,
    shots: Path | None = None,
) -> list[Problem]:
    """Every problem found drawing these scenes (plus `fake` ones: name -> builder, for tests);
    with `shots`, each drawn screen is also saved there as a PNG to look at."""
    from game.app import App
    from game.scene import SceneStack

    builders = {**_scenes(), **(fake or {})}
    wanted = [*scenes, *(fake or {})]
    problems: list[Problem] = []
    with private_dirs():
        games = play_games()
        write_saves(games)
        write_record()
        app = App(sizes[0], frames=1)
        try:
            for size in sizes:
                pygame.display.set_mode(size, pygame.RESIZABLE)
                app.screen = pygame.display.get_surface()
                shares: dict[float, float] = {}
                for scale in scales:
                    app.ui_scale = scale
                    for name in wanted:
                        app.scenes = SceneStack()
                        app.notice = ""  # only a screen built to say something says it
                        scene = builders[name](app, games)
                        app.scenes.push(scene)
                        app.step([], 0.016)
                        app.step([], 0.016)
                        label = f"{size[0]}x{size[1]}"
                        items = _record(app, scene)
                        found = find_problems(items, size)
                        if name in SIZE_CHECKED:
                            least = theme.MIN_TEXT * theme.scale_for(size, scale)
                            found += small_texts(items, round(least, 1))
                        for kind, what in found:
                            problems.append(Problem(name, label, scale, kind, what))
                        if shots is not None:
                            shots.mkdir(parents=True, exist_ok=True)
                            file = f"{name.replace(' ', '-')}-{label}-{int(scale * 100)}.png"
                            pygame.image.save(app.screen, str(shots / file))
                        if name.startswith("board"):
                            shares[scale] = map_share(scene, size)
                base = shares.get(1.0)
                for scale, share in shares.items():
                    if base and share < base - 0.005:
                        what = f"the map takes {share:.0%} of the window, {base:.0%} at 100 %"
                        problems.append(Problem("board", label, scale, "map", what))
        finally:
            pygame.quit()
    return problems


def counts(problems: list[Problem]) -> dict[str, int]:
    out: dict[str, int] = {}
    for p in problems:
        out[p.kind] = out.get(p.kind, 0) + 1
    return out


def run(args) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")  # headless, whatever the desktop
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    sizes = tuple(args.sizes) if args.sizes else SIZES  # (w, h) pairs, parsed by the command
    scales = tuple(args.scales) if args.scales else SCALES
    scenes = tuple(args.scenes) if args.scenes else SCENES
    unknown = [s for s in scenes if s not in SCENES]
    if unknown:
        raise SystemExit(f"weavers: no screen called {unknown[0]!r}; choose from {SCENES}")
    shots = Path(args.screenshots) if args.screenshots else None
    problems = check(sizes, scales, scenes, shots=shots)
    if args.json:
        print(json.dumps([attrs.asdict(p) for p in problems], indent=2))
    else:
        for p in problems:
            print(f"{p.scene} at {p.size}, {p.scale:.0%}: {p.kind}: {p.what}")
        total = ", ".join(f"{n} {k}" for k, n in counts(problems).items()) or "no problems"
        print(f"{len(sizes)} sizes x {len(scales)} scales x {len(scenes)} screens: {total}")
    return 1 if problems else 0
