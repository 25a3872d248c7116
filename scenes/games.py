"""The games this table hosts, as the title screen's picker shows them.

One entry per game: its name and one-line pitch, how to draw its picture, how to open its
New game screen, how to start a game straight on its board (the command line), and how to
show a saved game on its board. Paths are "module:function" so that picking one game never
imports another's screens. Adding a game is one `register` call; an entry without a
`new_game` is shown as coming.
"""

from __future__ import annotations

import importlib
from typing import Any

import attrs

from game.music import Theme


@attrs.frozen
class GameEntry:
    mode: str  # engine.modes name (`--mode`), also the key here
    title: str
    pitch: str  # one line, in player words
    picture: str  # "module:function(surface, rect)" drawing its small picture
    new_game: str = ""  # "module:function(app) -> Scene"; "" while the game is coming
    start: str = ""  # "module:function(app, seed, options, autoplay, bot) -> board scene"
    board: str = ""  # "module:function(app, session) -> board scene" for a saved game
    mouse_player: str = ""  # "module:Class(app, board, bot, pause)" for --via-mouse
    replay: str = ""  # "module:Class(app, rules, setup, commands)": its replay viewer
    rules: str = ""  # "module:function(app) -> Scene": its rules, from the title's Rules
    # How its saves show on Load: a module with Thumbnail(state) (fit(rect), draw(surface,
    # state, content)), title(summary) and result(summary); "" shows the game's name alone.
    saved: str = ""
    # Its campaign on the shared Campaign screen (scenes/campaign.py): a module with
    # scenarios(), levels(), RIVALS and play(app, campaign, level); "" when it has none.
    campaign: str = ""
    music: Theme | None = None  # its quiet loop (game.music), played while it is picked

    @property
    def available(self) -> bool:
        return bool(self.new_game)


def call(path: str, *args: Any, **kwargs: Any) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)(*args, **kwargs)


GAMES: dict[str, GameEntry] = {}


def register(entry: GameEntry) -> GameEntry:
    """Add (or replace: a game whose screens land replaces its 'coming' entry) a game."""
    GAMES[entry.mode] = entry
    return entry


def entries() -> list[GameEntry]:
    return list(GAMES.values())


def get(mode: str) -> GameEntry:
    try:
        return GAMES[mode]
    except KeyError:
        raise ValueError(f"no game called {mode!r}; choose from {', '.join(GAMES)}") from None


def for_rules(rules: Any) -> GameEntry:
    """The entry of the game these rules play (by the name its saves carry)."""
    from engine import modes

    return get(modes.for_game(rules.name).name)


def open_board(app, session) -> Any:
    """The board scene for a saved game of any game here."""
    return call(for_rules(session.rules).board, app, session)


def music_theme(mode: str) -> Theme | None:
    """The music loop of this game (None for a game without one)."""
    entry = GAMES.get(mode)
    return entry.music if entry else None


def saved_module(mode: str) -> Any:
    """The module that shows this game's saves on Load, or None when it has none."""
    entry = GAMES.get(mode)
    return importlib.import_module(entry.saved) if entry and entry.saved else None


def open_replay(app, rules, setup, commands) -> Any:
    """The replay viewer of the game these rules play (the shared one by default)."""
    path = for_rules(rules).replay or "scenes.replay:ReplayScene"
    return call(path, app, rules, setup, commands)


register(
    GameEntry(
        "galaxy",
        "The Weavers",
        "Unite a hex galaxy with coloured cubes before an alien swarm weaves it into the dark.",
        "scenes.game_pictures:weavers",
        new_game="scenes.galaxy.new_game:NewGameScene",
        start="scenes.galaxy.new_game:start_game",
        board="scenes.galaxy.board:BoardScene",
        mouse_player="scenes.mouse_player:MousePlayer",
        replay="scenes.replay:ReplayScene",
        rules="scenes.galaxy.quick_rules:QuickRulesScene",
        saved="scenes.galaxy.saved",
        campaign="scenes.galaxy.campaign",
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
        "scenes.game_pictures:swarm",
        new_game="scenes.swarm.new_game:NewGameScene",
        start="scenes.swarm.new_game:start_game",
        board="scenes.swarm.board:SwarmBoard",
        mouse_player="scenes.swarm.mouse:SwarmMousePlayer",
        replay="scenes.swarm.replay:SwarmReplay",
        rules="scenes.rules:swarm_rules",
        saved="scenes.swarm.saved",
        campaign="scenes.swarm.campaign",
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
        "scenes.game_pictures:arachnid",
        new_game="scenes.arachnid.new_game:ArachnidNewGame",
        start="scenes.arachnid.start:start_game",
        board="scenes.arachnid.board:ArachnidBoard",
        mouse_player="scenes.arachnid.mouse:MousePlayer",
        replay="scenes.arachnid.replay:ArachnidReplay",
        saved="scenes.arachnid.saved",
        campaign="scenes.arachnid.campaign",
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
