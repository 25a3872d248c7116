"""The registry of games this table hosts: mode name -> its rules, bots, content and summary.

A mode is named on the command line (`weavers simulate --mode swarm`) and by the `game` field
of every save and record (old saves without one are The Weavers). Everything is imported on
first use, so asking for one game never loads another's engine.
"""

from __future__ import annotations

import functools
import importlib
from pathlib import Path
from typing import Any

import attrs

from engine.core.game_titles import TITLES

DEFAULT_MODE = "galaxy"


@attrs.frozen
class Mode:
    name: str  # on the command line
    title: str  # for players
    game: str  # the `game` field of its saves and records
    rules_path: str  # "module:Class" of its Rules
    content_path: str  # "module:function" loading its content
    bots: tuple[str, ...]  # what `simulate --bot` accepts
    summary_keys: tuple[str, ...]  # what its save summary (the Load screen) holds
    simulate_path: str  # module whose SIMULATION plugs the game into engine/core/simulate.py
    # "module:function(state, content) -> ScenarioOutcome": a finished game for its campaign
    outcome_path: str = ""

    def rules(self) -> Any:
        """Its rules object (made once, with the default content)."""
        return _rules(self.rules_path)

    def content(self) -> Any:
        return _attr(self.content_path)()

    def outcome(self, state: Any, content: Any = None) -> Any:
        """What a finished scenario game gives its campaign (engine.core.campaign)."""
        return _attr(self.outcome_path)(state, content or self.content())

    def simulate(self) -> Any:
        return importlib.import_module(self.simulate_path)


def _attr(path: str) -> Any:
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@functools.cache
def _rules(path: str) -> Any:
    return _attr(path)()


MODES: dict[str, Mode] = {
    "galaxy": Mode(
        name="galaxy",
        title=TITLES["weavers"],
        game="weavers",
        rules_path="engine.galaxy.rules:GalaxyRules",
        content_path="engine.galaxy.content:default_content",
        bots=("heuristic", "hint", "random"),
        summary_keys=(
            "turn",
            "species",
            "species_name",
            "difficulty",
            "scenario",
            "bases",
            "black_holes",
            "result",
            "cause",
        ),
        simulate_path="engine.galaxy.simulate",
        outcome_path="engine.galaxy.scenarios:campaign_outcome",
    ),
    "swarm": Mode(
        name="swarm",
        title=TITLES["swarm"],
        game="swarm",
        rules_path="engine.swarm.rules:SwarmRules",
        content_path="engine.swarm.content:default_content",
        bots=("automa", "heuristic", "hint", "random"),
        summary_keys=(
            "turn",
            "round",
            "rivals",
            "difficulty",
            "scenario",
            "hexes",
            "result",
            "cause",
        ),
        simulate_path="engine.swarm.simulate",
        outcome_path="engine.swarm.flow:campaign_outcome",
    ),
    "arachnid": Mode(
        name="arachnid",
        title=TITLES["arachnid"],
        game="arachnid",
        rules_path="engine.arachnid.rules:ArachnidRules",
        content_path="engine.arachnid.content:default_content",
        bots=("heuristic", "hint", "newcomer", "random"),
        summary_keys=("round", "rivals", "difficulty", "scenario", "colour", "result", "cause"),
        simulate_path="engine.arachnid.simulate",
        outcome_path="engine.arachnid.scoring:campaign_outcome",
    ),
}


def register(mode: Mode) -> Mode:
    if mode.name in MODES or any(m.game == mode.game for m in MODES.values()):
        raise ValueError(f"mode {mode.name!r} (game {mode.game!r}) is registered already")
    MODES[mode.name] = mode
    TITLES.setdefault(mode.game, mode.title)
    return mode


def names() -> list[str]:
    return list(MODES)


def get(name: str) -> Mode:
    try:
        return MODES[name]
    except KeyError:
        raise ValueError(f"unknown mode {name!r}; choose from {', '.join(MODES)}") from None


def for_game(game: str) -> Mode:
    """The mode whose saves carry this `game` name."""
    for mode in MODES.values():
        if mode.game == game:
            return mode
    raise ValueError(f"no game called {game!r} is played here")


def of_save(path: str | Path) -> Mode:
    """The mode a save or record names (The Weavers when it names none). Raises SaveError
    when the file cannot be read or names a game this table does not host."""
    from engine.core import record  # the save format is loaded when a file is read

    game = record.game_of_file(path)
    try:
        return for_game(game)
    except ValueError as exc:
        raise record.SaveError(Path(path).name, "game", str(exc)) from None


def all_bots() -> list[str]:
    return sorted({b for m in MODES.values() for b in m.bots})
