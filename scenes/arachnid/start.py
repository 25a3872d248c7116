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

    rules = get("arachnid").rules()
    session = Session.new(rules, rules.setup(seed, **options))
    scene = ArachnidBoard(app, session, autoplay=autoplay, bot=bot)
    if replace:
        app.scenes.replace(scene)
    else:
        app.scenes.push(scene)
    return scene


def start_from_command_line(app: Any, args: Any) -> None:
    """`weavers --mode arachnid --new-game|--autoplay [--via-mouse] --seed S --rivals K`."""
    import time

    import pygame

    seed = args.seed if args.seed is not None else int(time.time()) % (2**31)
    options: dict = {"difficulty": args.difficulty}
    if args.rivals:
        options["rivals"] = args.rivals
    by_bot = args.autoplay and not args.via_mouse
    try:
        board = start_game(app, seed, options, autoplay=by_bot, bot=args.bot)
    except ValueError as exc:
        pygame.quit()
        raise SystemExit(f"weavers: {exc}") from None
    if args.via_mouse:
        from scenes.arachnid.mouse import MousePlayer

        app.driver = MousePlayer(app, board, bot=args.bot, pause=0.0 if app.headless else 0.15)
