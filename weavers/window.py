"""Opening the window: the shell (game.app.App) gets its first scenes from here, the entry
point, so the shell never imports the screens it shows."""

from __future__ import annotations

import argparse
import os
import time


def run(args: argparse.Namespace, size: tuple[int, int] | None = None) -> int:
    """Open the window on the title (and, as asked, a new game, a bot's game or the guided
    first game over it), run it until it closes; the exit code. `size` is --size, checked by
    the command line (weavers.cli), or None for the settings' size."""
    import pygame

    from game.app import App
    from scenes.table.title import TitleScene

    os.environ.setdefault("SDL_VIDEO_WINDOW_POS", "centered")
    app = App(
        size,
        frames=args.frames,
        screenshot=args.screenshot,
        stats_json=args.stats_json,
        until_over=args.until_over,
        keep_record=not args.autoplay,  # a bot's game is not the player's record
    )
    if getattr(args, "mode", None):  # asked for on the command line: the title shows it
        app.game_mode = args.mode
    app.scenes.push(TitleScene(app))
    if getattr(args, "tutorial", False):
        import importlib

        from scenes import games

        entry = games.get(getattr(args, "mode", None) or "galaxy")
        if not entry.guided:
            pygame.quit()
            raise SystemExit(f"weavers: {entry.why_not('guided')}")
        app.game_mode = entry.mode
        # The guided piece's module also starts it from the command line (scenes.games).
        module = importlib.import_module(entry.guided.partition(":")[0])
        module.start_from_command_line(app, args)
    elif args.new_game or args.autoplay:
        from scenes import games

        mode = getattr(args, "mode", "galaxy") or "galaxy"
        entry = games.get(mode)
        app.game_mode = mode
        if not entry.start:
            pygame.quit()
            raise SystemExit(f"weavers: {entry.title} cannot be played on screen yet")
        seed = args.seed if args.seed is not None else int(time.time()) % (2**31)
        by_bot = args.autoplay and not (args.via_mouse or args.via_keys)
        options: dict = {"difficulty": args.difficulty}
        if args.species:
            options["species"] = args.species
        if getattr(args, "scenario", None):
            options["scenario"] = args.scenario
        if getattr(args, "rivals", None):
            options["rivals"] = args.rivals
        try:
            board = games.call(entry.start, app, seed, options, autoplay=by_bot, bot=args.bot)
        except ValueError as exc:  # options the rules refuse, such as an unknown species
            pygame.quit()
            raise SystemExit(f"weavers: {exc}") from None
        # Slow enough to follow in a real window; as fast as it can go headless.
        pause = 0.0 if app.headless else 0.15
        if args.via_mouse:
            app.driver = games.call(entry.mouse_player, app, board, bot=args.bot, pause=pause)
        elif args.via_keys:
            if not entry.key_player:  # a board without a keyboard ring says so
                pygame.quit()
                raise SystemExit(f"weavers: {entry.why_not('key_player')}")
            app.driver = entry.open("key_player", app, board, bot=args.bot, pause=pause)
    elif not args.frames and not args.screenshot:
        from scenes.table.title import offer_on_first_start

        app.first_time_offers = True
        offer_on_first_start(app)
    return app.run()
