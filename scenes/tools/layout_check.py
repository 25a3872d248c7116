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
from game.app import display_surface
from game.layout_record import MAP, Drawn, Recorder

SIZES = ((1280, 720), (1600, 900), (1920, 1080), (3840, 2160))
SCALES = (1.0, 1.25, 1.5)
SIZE_CHECKED = ("board (turn 15, busy)",)  # the screens whose text must be at least that
# (a game's layout checks add their own busy screens as their SIZE_CHECKED)


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


def write_samples() -> None:
    """Every game's sample saves (the Load screen lists them all, with a damaged file) and
    sample record (the Statistics tabs), as each game's layout checks make them."""
    from game import player_record, saves
    from game.player_record import PlayerRecord

    record = PlayerRecord()
    for checks in _game_checks():
        if hasattr(checks, "sample_saves"):
            checks.sample_saves()
        if hasattr(checks, "sample_record"):
            checks.sample_record(record)
    (saves.saves_dir() / "broken.json").write_text("{ not a save")
    saves.wait_for_writes()
    # A save from older game data: the first sample save, as if made with other content.
    first = min(saves.saves_dir().glob("save-*.json"))
    (saves.saves_dir() / "save-older.json").write_text(_older(saves.open_save(first, None)))
    player_record.save(record)


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


def _game_checks() -> list:
    """Each game's own layout checks (its contract's `layout_checks`)."""
    from scenes import games as table

    found = [entry.module("layout_checks") for entry in table.entries()]
    return [c for c in found if c is not None]


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


def _scenes() -> dict[str, Callable]:
    """The shared screens, then every game's own (each game's layout checks build its board
    under the pause menu, its Game over and replay, from its own sample games)."""
    from scenes.table.load import LoadScene
    from scenes.table.rules import rules_of
    from scenes.table.settings import SettingsScene
    from scenes.table.statistics import StatisticsScene
    from scenes.table.title import TitleScene

    def set_aside(app, games):
        scene = StatisticsScene(app)
        scene.notice = SET_ASIDE
        return scene

    def settings_set_right(app, games):
        app.notice = SETTINGS_SET_RIGHT
        return TitleScene(app)

    def statistics_of(mode: str) -> Callable:
        def build(app, games):
            scene = StatisticsScene(app)
            scene.show(mode)
            return scene

        return build

    shared: dict[str, Callable] = {
        "title": lambda app, games: TitleScene(app),
        "title (settings set right)": settings_set_right,
        "load": lambda app, games: LoadScene(app),
        "settings": lambda app, games: SettingsScene(app),
        "statistics (record set aside)": set_aside,
    }

    def review_of(mode: str) -> Callable:
        def build(app, games):
            from engine import modes
            from scenes.table.review import ReviewScene
            from scenes.table.review_words import sample_result

            rules = modes.get(mode).rules()
            unit = (
                "turn" if "round" not in rules.summary(rules.new_state(rules.setup(1))) else "round"
            )
            return ReviewScene(app, rules, rules.setup(1), [], result=sample_result(unit))

        return build

    for entry in _playable():  # each game's Statistics tab and its rules
        shared[f"statistics ({entry.title})"] = statistics_of(entry.mode)
        if entry.review:
            shared[f"review ({entry.title})"] = review_of(entry.mode)
        if entry.rulebook:
            shared[f"rules ({entry.title})"] = lambda app, games, m=entry.mode: rules_of(app, m)

    def briefing_of(mode: str, options: dict) -> Callable:
        """The briefing a scenario (or the daily game) starts with, over its new board."""

        def build(app, games):
            from scenes import games as table
            from scenes.board_kit.confirm import ConfirmScene
            from scenes.table import briefing

            board = table.start_game(app, mode, 20261128, options)
            title, words = briefing.briefing(board.session.setup)
            return ConfirmScene(app, title, words, [], cancel="Start", click_through=True)

        return build

    for entry in _playable():  # a scenario's briefing and the daily game's
        if entry.campaign:
            shared[f"briefing ({entry.title}, scenario 2)"] = briefing_of(
                entry.mode, {"scenario": 2}
            )
    shared["briefing (daily game)"] = briefing_of(
        "galaxy", {"difficulty": 3, "daily": "2026-11-28"}
    )
    for checks in _game_checks():
        shared.update(checks.builders())
    return shared


def _playable() -> list:
    from scenes import games as table

    return table.playable()


def _scene_names() -> tuple[str, ...]:
    shared: tuple[str, ...] = ("title", "title (settings set right)", "load", "settings")
    shared += ("statistics (record set aside)",)
    tabs = tuple(f"statistics ({e.title})" for e in _playable())
    tabs += tuple(f"rules ({e.title})" for e in _playable() if e.rulebook)
    tabs += tuple(f"review ({e.title})" for e in _playable() if e.review)
    tabs += tuple(f"briefing ({e.title}, scenario 2)" for e in _playable() if e.campaign)
    tabs += ("briefing (daily game)",)
    return shared + tabs + tuple(name for c in _game_checks() for name in c.names())


SCENES = _scene_names()


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
    # A game whose map must keep its share of the window as the UI grows says how to measure
    # it, and which of its screens show the map.
    measures = {
        name: checks.map_share
        for checks in _game_checks()
        if hasattr(checks, "map_share")
        for name in getattr(checks, "MAP_SCREENS", ())
    }
    wanted = [*scenes, *(fake or {})]
    size_checked = {
        *SIZE_CHECKED,
        *(n for c in _game_checks() for n in getattr(c, "SIZE_CHECKED", ())),
        *(n for n in wanted if n.startswith("statistics (")),  # every tab, the notice too
    }
    problems: list[Problem] = []
    with private_dirs():
        write_samples()
        games = None  # each game's builders make their own sample games
        app = App(sizes[0], frames=1)
        try:
            for size in sizes:
                pygame.display.set_mode(size, pygame.RESIZABLE)
                app.screen = display_surface()
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
                        if name in size_checked:
                            least = theme.MIN_TEXT * theme.scale_for(size, scale)
                            found += small_texts(items, round(least, 1))
                        for kind, what in found:
                            problems.append(Problem(name, label, scale, kind, what))
                        if shots is not None:
                            shots.mkdir(parents=True, exist_ok=True)
                            file = f"{name.replace(' ', '-')}-{label}-{int(scale * 100)}.png"
                            pygame.image.save(app.screen, str(shots / file))
                        if name in measures:
                            shares[scale] = measures[name](scene, size)
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
