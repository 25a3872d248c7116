"""Player text in player words (issue 14 part 5): nothing the program calls things inside
(class names, snake_case ids, constant names, Python reprs) reaches the screen or the log,
and rule references are quiet: left out of the log unless the player asks for them."""

from __future__ import annotations

import importlib
import inspect
import pkgutil
import re

import pygame
import pytest

import engine
from game import draw, theme
from game.rule_tags import split_rule
from scenes.galaxy.mouse import WeaversMousePlayer as MousePlayer
from scenes.galaxy.new_game import start_game
from tests.client.player import frame, press


def _class_names() -> set[str]:
    """Every CamelCase class the engine defines (PlaceCube, WeaverAdvanced, GameState ...)."""
    names = set()
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        module = importlib.import_module(info.name)
        for name, obj in vars(module).items():
            if inspect.isclass(obj) and re.fullmatch(r"[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+", name):
                names.add(name)
    return names


SNAKE = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b")  # deep_space, free_base, home_lost
CONSTANT = re.compile(r"\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|\b(?:PLANET|ROUTE|PROJECT|BLACK)\b")
REPR = re.compile(r"\bNone\b|object at 0x|\w\(\w+=|[{}]|\[\'|<[a-z]")


def internal_names(text: str, classes: set[str]) -> list[str]:
    """The internal identifiers in one drawn or logged text."""
    found = [w for w in re.findall(r"\b[A-Z]\w+\b", text) if w in classes]
    found += SNAKE.findall(text) + CONSTANT.findall(text) + REPR.findall(text)
    return found


def test_the_scan_finds_what_it_looks_for():
    classes = _class_names()
    assert {"PlaceCube", "WeaverAdvanced", "EndTurn"} <= classes
    assert internal_names("Undone: PlaceCube (C3)", classes) == ["PlaceCube"]
    assert internal_names("A deep_space hex", classes) == ["deep_space"]
    assert internal_names("spot=PLANET", classes) == ["PLANET"]
    assert internal_names("Target(kind='hand')", classes) == ["t(kind="]
    assert internal_names("Undone: red cube on route 1-2", classes) == []


pytestmark = pytest.mark.on_board  # conftest: no scene yet, animations instant


def test_a_seeded_game_shows_and_logs_no_internal_names(app, monkeypatch):
    """A whole game played by clicking (so the pointer hovers what it clicks and tooltips,
    pop-ups and messages are drawn): every text drawn and every log line is scanned."""
    drawn: set[str] = set()
    real = draw.rendered

    def recording(words, size, colour, bold=False):
        drawn.add(words)
        return real(words, size, colour, bold)

    monkeypatch.setattr(draw, "rendered", recording)
    board = start_game(app, 3, {"difficulty": 1})
    player = MousePlayer(app, board, bot="random")
    for _ in range(6000):
        player.tick(1 / 60)
        app.step(pygame.event.get(), 1 / 60)
        if board.state.over:
            break
        if board.toast:
            drawn.add(board.toast)
    assert board.state.over and player.commands > 30
    board.undo()  # the log's note of a move taken back, too
    press(app, pygame.K_h)
    classes = _class_names()
    texts = drawn | set(board.log)
    assert len(texts) > 100
    found = {t: internal_names(t, classes) for t in texts if internal_names(t, classes)}
    assert found == {}


def _log_words(app, board) -> list[tuple[str, tuple]]:
    """The texts drawn in the log panel this frame, with their colours."""
    seen = []
    real = draw.text
    log = board._layout(app.size)["log"]

    def recording(surface, words, pos, size, colour=theme.TEXT, *args, **kw):
        rect = real(surface, words, pos, size, colour, *args, **kw)
        if log.contains(rect):
            seen.append((words, tuple(colour)))
        return rect

    draw.text = recording
    try:
        frame(app)
    finally:
        draw.text = real
    return seen


def test_rule_references_stay_out_of_the_log_unless_asked_for(app):
    board = start_game(app, 3, {"difficulty": 3})
    frame(app)  # the opening writes its own lines first
    board.log[:] = ["The Loomhive swarm weaves engulf (2/3) (W2.4)"]
    words = _log_words(app, board)
    assert ("The Loomhive swarm weaves engulf (2/3)", theme.TEXT) in words
    assert not any("W2.4" in w for w, _ in words)
    app.settings.show_rules = True
    words = _log_words(app, board)
    assert ("W2.4", theme.TEXT_DIM) in words  # a small grey tag of its own
    assert ("The Loomhive swarm weaves engulf (2/3)", theme.TEXT) in words


def test_split_rule_knows_rule_ids_from_key_names():
    assert split_rule("You place red on route 1-2 (C4.1)") == ("You place red on route 1-2", "C4.1")
    assert split_rule("Swarm (SA2.3)") == ("Swarm", "SA2.3")
    assert split_rule("Rules (F1)") == ("Rules (F1)", "")


def test_the_undo_note_names_the_move_as_a_player_would(app):
    from engine.galaxy.commands import ROUTE, PlaceCube
    from engine.galaxy.describe import route_name

    board = start_game(app, 1, {"difficulty": 3})
    cmd = next(c for c in board.legal() if isinstance(c, PlaceCube) and c.spot == ROUTE)
    board.issue(cmd)
    frame(app)
    press(app, pygame.K_z, pygame.KMOD_CTRL)
    name = route_name(board.state.galaxy, cmd.ref)
    assert board.log[-1] == f"Undone: {cmd.colour} cube on {name}"
