"""The games this table hosts: one contract per game, declared here and nowhere else.

Every shared screen (title, Load, Continue, replay, pause, Statistics, rules, settings, Game
over) asks a game's entry for what it needs and never names a game or imports its modules:
how a game starts, which scene is its board, its Game over, its replay viewer, how its saves
show on Load, its Statistics tab, its rules, its guided game, campaign, milestones, daily
game, its layout-check screens, and the players that drive it by mouse and by keys.

A piece is a "module:name" path, imported only when used (picking one game never imports
another's screens), or `Lacks(why)`: the game has no such piece, and the screen that would
offer it greys it with that reason, never falls into another game's code. Adding a game is one
`register` call; an entry without a `new_game` is shown as coming.
"""

from __future__ import annotations

import importlib
from typing import Any, Literal

import attrs

from game.music import Theme


@attrs.frozen
class Lacks:
    """A piece this game does not have; `why` is what the greyed control says (player words).
    False in a test, so `if entry.campaign:` reads as "has a campaign"."""

    why: str = ""

    def __bool__(self) -> Literal[False]:  # so `if entry.guided:` tells the type checker too
        return False


Piece = str | Lacks
NONE = Lacks()

# Each piece in player words, for the reason a lacking piece gives when it names none.
PIECE_WORDS = {
    "new_game": "New game screen",
    "start": "way to start on the board",
    "board": "board",
    "game_over": "Game over screen",
    "replay": "replay viewer",
    "saved": "picture of its saves",
    "statistics": "Statistics page",
    "rulebook": "rules to read",
    "quick_rules": "pictured rules",
    "guided": "guided first game",
    "campaign": "campaign",
    "milestones": "milestones",
    "daily": "daily game",
    "layout_checks": "layout checks",
    "mouse_player": "mouse player",
    "key_player": "keyboard player",
    "review": "game review",
}


@attrs.frozen
class GameEntry:
    mode: str  # engine.modes name (`--mode`), also the key here
    title: str
    pitch: str  # one line, in player words
    picture: str  # "module:function(surface, rect)" drawing its small picture
    # "module:Class(app) -> Scene": its New game screen
    new_game: Piece = Lacks("Its screens are being built")
    # "module:function(app, seed, options, replace=False, autoplay=False, bot=...) -> board"
    start: Piece = NONE
    board: Piece = NONE  # "module:Class(app, session)": a saved game on its board
    game_over: Piece = NONE  # "module:Class(app, session)": its Game over screen
    replay: Piece = NONE  # "module:Class(app, rules, setup, commands)": its replay viewer
    # How its saves show on Load and Continue: a module with Thumbnail(state) (fit(rect),
    # draw(surface, state, content)), title(summary), result(summary) and facts(summary).
    saved: Piece = NONE
    # "module:function(page: scenes.table.statistics.Page) -> None": its tab on Statistics
    statistics: Piece = NONE
    rulebook: Piece = NONE  # "module:function(query) -> [RuleEntry]": its searchable rules
    rules_hint: str = "Search by rule ID or a word"  # how to search them
    quick_rules: Piece = NONE  # "module:Class(app) -> Scene": pictured pages before the rules
    # "module:function(app)": How to play (a guided first game). Its module also has
    # start_from_command_line(app, args) (`--tutorial`) and may have offer_on_pick(app): the
    # title calls it when the game is picked, to offer the guided game the first time.
    guided: Piece = NONE
    # Its campaign on the shared Campaign screen (scenes/table/campaign.py): a module with
    # scenarios(), levels(), RIVALS and play(app, campaign, level).
    campaign: Piece = NONE
    milestones: Piece = NONE  # "module:function(...) -> [Milestone]": what can be earned
    daily: Piece = NONE  # "module:function(app)": today's game
    layout_checks: Piece = NONE  # a module with builders() and names(): its layout screens
    mouse_player: Piece = NONE  # "module:Class(app, board, bot, pause)": --via-mouse
    key_player: Piece = NONE  # "module:Class(app, board, bot, pause)": --via-keys
    # "module:Class(app, rules, setup, commands)": its finished games' review (the shared
    # scenes.table.review for a game whose engine can play a position out)
    review: Piece = NONE
    music: Theme | None = None  # its quiet loop (game.music), played while it is picked
    rivals: tuple[int, ...] = ()  # how many rivals its New game offers (its Statistics rows)

    @property
    def available(self) -> bool:
        return bool(self.new_game)

    def has(self, piece: str) -> bool:
        return bool(getattr(self, piece))

    def why_not(self, piece: str) -> str:
        """Why this game has no such piece, in player words ('' when it has it)."""
        value = getattr(self, piece)
        if value:
            return ""
        # An empty path ("") lacks it as Lacks() does, with the general reason.
        return getattr(value, "why", "") or f"{self.title} has no {PIECE_WORDS[piece]} yet"

    def open(self, piece: str, *args: Any, **kwargs: Any) -> Any:
        """Call the piece (a scene class, a function) with these arguments."""
        return call(self._path(piece), *args, **kwargs)

    def module(self, piece: str) -> Any:
        """The module a piece names whole (`saved`, `campaign`, `layout_checks`), or None
        when it lacks."""
        value = getattr(self, piece)
        return importlib.import_module(value) if value else None

    def _path(self, piece: str) -> str:
        value = getattr(self, piece)
        if not value:
            raise LookupError(self.why_not(piece))
        return value


def resolve(path: Piece) -> Any:
    """What a "module:name" path names (a scene class, a function)."""
    if not path:
        raise LookupError(getattr(path, "why", "") or "this game has no such piece")
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def call(path: Piece, *args: Any, **kwargs: Any) -> Any:
    return resolve(path)(*args, **kwargs)


GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> GameEntry:
    """Add (or replace: a game whose screens land replaces its 'coming' entry) a game."""
    GAMES[entry.mode] = entry
    return entry


def unregister(mode: str) -> None:
    """Take a game off the table (a test's stand-in game, when its test is done)."""
    GAMES.pop(mode, None)


def entries() -> list[GameEntry]:
    return list(GAMES.values())


def playable() -> list[GameEntry]:
    return [e for e in GAMES.values() if e.available]


def get(mode: str) -> GameEntry:
    try:
        return GAMES[mode]
    except KeyError:
        raise ValueError(f"no game called {mode!r}; choose from {', '.join(GAMES)}") from None


def for_rules(rules: Any) -> GameEntry:
    """The entry of the game these rules play (by the name its saves carry)."""
    from engine import modes

    return get(modes.for_game(rules.name).name)


def of_save(info: Any) -> GameEntry | None:
    """The entry of the game a listed save (game.saves.SaveInfo) is of; None when unknown."""
    from game import saves

    return GAMES.get(saves.mode_of(info))


def open_board(app, session) -> Any:
    """The board scene for a saved game of any game here."""
    return for_rules(session.rules).open("board", app, session)


def music_theme(mode: str) -> Theme | None:
    """The music loop of this game (None for a game without one)."""
    entry = GAMES.get(mode)
    return entry.music if entry else None


def modes_name(setup: Any) -> str:
    """The registry name of the game a setup is of."""
    from engine import modes

    return modes.for_game(setup.game).name


def saved_module(mode: str) -> Any:
    """The module that shows this game's saves on Load, or None when it has none."""
    entry = GAMES.get(mode)
    return entry.module("saved") if entry else None


def review_reason(entry: GameEntry) -> str:
    """Why this game's games cannot be reviewed ('' when they can): the piece it lacks, or
    what its engine lacks to play a position out (engine/core/chances.py)."""
    if not entry.review:
        return entry.why_not("review")
    from engine import modes
    from engine.core import chances

    return chances.unavailable(modes.get(entry.mode))


def open_review(app, rules, setup, commands) -> Any:
    """The review of a record of the game these rules play; LookupError (its reason) when
    the game cannot be reviewed."""
    entry = for_rules(rules)
    why = review_reason(entry)
    if why:
        raise LookupError(why)
    return entry.open("review", app, rules, setup, commands)


def open_replay(app, rules, setup, commands) -> Any:
    """The replay viewer of the game these rules play; LookupError (its reason) if it has
    none: a game's record is never shown in another game's viewer."""
    return for_rules(rules).open("replay", app, rules, setup, commands)


def open_game_over(app, session) -> Any:
    """The Game over screen of the game this session plays."""
    return for_rules(session.rules).open("game_over", app, session)


def start_game(app, mode: str, seed: int, options: dict, **how: Any) -> Any:
    """A new game of `mode` on its board (New game, Play again, the command line)."""
    return get(mode).open("start", app, seed, options, **how)


register(
    GameEntry(
        "galaxy",
        "The Weavers",
        "Unite a hex galaxy with coloured cubes before an alien swarm weaves it into the dark.",
        "scenes.table.game_pictures:weavers",
        new_game="scenes.galaxy.new_game:NewGameScene",
        start="scenes.galaxy.new_game:start_game",
        board="scenes.galaxy.board:BoardScene",
        game_over="scenes.galaxy.game_over:GameOverScene",
        replay="scenes.galaxy.replay:WeaversReplay",
        review="scenes.table.review:ReviewScene",
        saved="scenes.galaxy.saved",
        statistics="scenes.galaxy.statistics_page:draw_page",
        rulebook="engine.galaxy.rulebook:search",
        rules_hint="Search by rule ID (W2, C4.1) or a word (black hole, conflict)",
        quick_rules="scenes.galaxy.quick_rules:QuickRulesScene",
        guided="scenes.galaxy.tutorial_board:ask_and_open",
        campaign="scenes.galaxy.campaign",
        daily="scenes.table.daily:start_today",
        milestones="game.milestones:milestones",
        layout_checks="scenes.galaxy.layout_checks",
        mouse_player="scenes.galaxy.mouse:WeaversMousePlayer",
        key_player="scenes.players.key_player:KeyPlayer",
        # A minor, slow: i - VI - III - VII held as a pad, a far-off bell every two seconds.
        music=Theme(
            root=110.0,
            chords=((0, 7, 15), (-4, 3, 12), (3, 10, 19), (-2, 5, 14)),
            bar=4.0,
            figure=(12, 19, 15, 10),
            step=2.0,
            brightness=0.35,
        ),
    )
)
register(
    GameEntry(
        "swarm",
        "Space Swarm",
        "Lead your fleets against 1 to 3 rival races; hold every Star Cluster or the most space.",
        "scenes.table.game_pictures:swarm",
        new_game="scenes.swarm.new_game:NewGameScene",
        start="scenes.swarm.new_game:start_game",
        board="scenes.swarm.board:SwarmBoard",
        game_over="scenes.swarm.game_over:SwarmGameOver",
        replay="scenes.swarm.replay:SwarmReplay",
        review="scenes.table.review:ReviewScene",
        saved="scenes.swarm.saved",
        statistics="scenes.table.statistics_table:table_page",
        milestones="game.table_milestones:milestones",
        rulebook="engine.swarm.rulebook:search",
        rules_hint="Search by rule ID (S6, S7.3) or a word (wormhole, bid)",
        quick_rules="scenes.swarm.quick_rules:SwarmQuickRules",
        guided="scenes.swarm.tutorial_board:ask_and_open",
        campaign="scenes.swarm.campaign",
        daily="scenes.table.daily:start_today",
        layout_checks="scenes.swarm.layout_checks",
        mouse_player="scenes.swarm.mouse:SwarmMousePlayer",
        key_player="scenes.players.key_player:KeyPlayer",
        rivals=(1, 2, 3),
        # G minor, moving: i - VII - VI - VII under a quick arpeggio, the fleets' pulse.
        music=Theme(
            root=98.0,
            chords=((0, 7, 15), (-2, 5, 14), (-4, 3, 12), (-2, 5, 14)),
            bar=3.0,
            figure=(0, 7, 12, 7, 10, 7, 12, 15),
            step=0.375,
            brightness=0.3,
        ),
    )
)
register(
    GameEntry(
        "arachnid",
        "Arachnid",
        "Spin webs, raise spiders and feed your colony against rival colonies and critters.",
        "scenes.table.game_pictures:arachnid",
        new_game="scenes.arachnid.new_game:ArachnidNewGame",
        start="scenes.arachnid.start:start_game",
        board="scenes.arachnid.board:ArachnidBoard",
        game_over="scenes.arachnid.game_over:ArachnidOver",
        replay="scenes.arachnid.replay:ArachnidReplay",
        review="scenes.table.review:ReviewScene",
        saved="scenes.arachnid.saved",
        statistics="scenes.table.statistics_table:table_page",
        milestones="game.table_milestones:milestones",
        rulebook="engine.arachnid.rulebook:search",
        rules_hint="Search by rule ID (A4, A8.5) or a word (famine, critter)",
        quick_rules="scenes.arachnid.quick_rules:ArachnidQuickRules",
        guided="scenes.arachnid.tutorial_board:ask_and_open",
        campaign="scenes.arachnid.campaign",
        daily="scenes.table.daily:start_today",
        layout_checks="scenes.arachnid.layout_checks",
        mouse_player="scenes.arachnid.mouse:MousePlayer",
        key_player="scenes.players.key_player:KeyPlayer",
        rivals=(2, 3),
        # C minor pentatonic, woody: open fifths and a plucked line, like dew on a web.
        music=Theme(
            root=130.8,
            chords=((0, 7), (-4, 3), (-5, 2), (-2, 5)),
            bar=4.0,
            figure=(0, 3, 5, 7, 10, 7, 5, 3),
            step=0.5,
            brightness=0.15,
        ),
    )
)
