"""Starting an Arachnid game on the board (from New game, Play again or the command line)."""

from __future__ import annotations

from typing import Any

from engine.core.session import Session
from engine.modes import get


def start_game(
    app: Any,
    seed: int,
    options: dict,
    replace: bool = False,
    autoplay: bool = False,
    bot: str = "heuristic",
) -> Any:
    """Put a new game with these setup options on the board (`bot` plays it with autoplay)."""
    from scenes.arachnid.board import ArachnidBoard
    from scenes.table.new_game import place

    rules = get("arachnid").rules()
    session = Session.new(rules, rules.setup(seed, **options))
    return place(app, ArachnidBoard(app, session, autoplay=autoplay, bot=bot), replace)
