"""Every game's contract (scenes.games) is whole: each piece it declares names something that
exists, each piece it lacks says why in words, and the shared screens name no game."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

import attrs
import pytest

from scenes import games

ROOT = Path(__file__).resolve().parents[2]
PIECES = [f.name for f in attrs.fields(games.GameEntry) if f.name in games.PIECE_WORDS]
# A module's whole is the piece (not one name in it).
WHOLE_MODULES = ("saved", "campaign", "layout_checks")
GAME_PACKAGES = re.compile(
    r"\b(scenes\.(galaxy|swarm|arachnid)|engine\.(galaxy|swarm|arachnid|weavers))\b"
)


@pytest.mark.parametrize("entry", games.playable(), ids=lambda e: e.mode)
def test_every_piece_a_game_declares_exists_and_every_piece_it_lacks_says_why(entry):
    for piece in PIECES:
        value = getattr(entry, piece)
        if not value:
            why = entry.why_not(piece)
            assert why and "_" not in why, (entry.mode, piece, why)  # player words
            with pytest.raises(LookupError, match=re.escape(why)):
                entry.open(piece)
            continue
        if piece in WHOLE_MODULES:
            assert entry.module(piece) is not None
        else:
            module, _, name = value.partition(":")
            assert callable(getattr(importlib.import_module(module), name)), (piece, value)


def test_the_three_games_have_the_pieces_every_shared_screen_needs():
    for entry in games.playable():
        for piece in ("start", "board", "game_over", "replay", "saved", "statistics", "rulebook"):
            assert entry.has(piece), (entry.mode, piece)


def test_a_saved_module_words_every_save_it_is_given_even_a_strange_summary():
    for entry in games.playable():
        words = entry.module("saved")
        for summary in ({}, {"difficulty": [1], "scenario": "x", "rivals": None}):
            for say in (words.title, words.result, words.facts, words.where):
                assert isinstance(say(summary), str)


def test_the_shared_screens_name_no_game_and_import_none_of_their_modules():
    """scenes/*.py (not a game's folder) is what every game shares: it asks the contract.
    The registry itself (scenes/games.py) is where the games are named."""
    offenders = []
    for path in sorted((ROOT / "scenes").glob("*.py")):
        if path.name == "games.py":
            continue
        for n, line in enumerate(path.read_text().splitlines(), start=1):
            if GAME_PACKAGES.search(line) or re.search(r"== \"(galaxy|swarm|arachnid)\"", line):
                offenders.append(f"{path.name}:{n}: {line.strip()}")
    assert offenders == []
