"""The `weavers` command: no arguments opens the game; subcommands run headless tools.

pygame is imported only when the window is opened, so headless subcommands stay light.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from engine import mode_cli, modes


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="weavers",
        description="A table of solo board games: The Weavers, Space Swarm and Arachnid.",
    )
    parser.add_argument("--frames", type=int, metavar="N", help="quit after N frames (exit 0)")
    parser.add_argument(
        "--screenshot",
        metavar="PATH",
        help="save the last frame as an image (.png, .jpg, .bmp or .tga, by its name)",
    )
    parser.add_argument(
        "--size", metavar="WxH", help="window size (default: the one chosen in Settings)"
    )
    parser.add_argument("--stats-json", metavar="PATH", help="write frame-time statistics here")
    parser.add_argument("--new-game", action="store_true", help="start straight on the board")
    parser.add_argument("--autoplay", action="store_true", help="let a bot play the game")
    parser.add_argument(
        "--via-mouse",
        action="store_true",
        help="with --autoplay: the bot plays by clicking, as a person would",
    )
    parser.add_argument(
        "--via-keys",
        action="store_true",
        help="with --autoplay: the bot plays by keyboard alone (Tab, Enter, Esc)",
    )
    parser.add_argument(
        "--bot",
        default="heuristic",
        choices=("heuristic", "random"),
        help="with --autoplay: which bot plays (default heuristic)",
    )
    parser.add_argument(
        "--until-over",
        action="store_true",
        help="with --autoplay: play until the Game over screen, then exit",
    )
    parser.add_argument(
        "--tutorial",
        action="store_true",
        help="start the guided first game (How to play); with --autoplay it plays by clicking",
    )
    parser.add_argument("--seed", type=int, default=None, help="game seed")
    parser.add_argument("--difficulty", type=int, default=3, choices=range(1, 6))
    parser.add_argument("--species", help="with --new-game or --autoplay: the species to lead")
    parser.add_argument(
        "--scenario",
        type=int,
        choices=range(1, 6),
        metavar="N",
        help="with --new-game or --autoplay: play scenario N (1-5) instead of the standard game",
    )
    parser.add_argument(
        "--mode",
        default=None,
        choices=tuple(modes.names()),  # every registered game, a fourth as well
        help="which game is picked on the title, or played with --new-game, --autoplay or "
        "--tutorial (default: the game picked last; galaxy, The Weavers, the first time)",
    )
    parser.add_argument(
        "--rivals",
        type=int,
        choices=range(1, 4),
        help="with --mode swarm or arachnid: how many rival races or colonies",
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    mode_cli.add_simulate_parser(sub)
    mode_cli.add_replay_parser(sub)
    mode_cli.add_review_parser(sub)
    layout_check_parser(sub)
    return parser


def layout_check_parser(sub) -> None:
    """The parser only: scenes.tools.layout_check imports pygame, which headless tools must not
    pay."""
    p = sub.add_parser(
        "layout-check",
        help="draw every screen at each window size and UI scale and list what does not fit",
    )
    p.add_argument("--json", action="store_true", help="print the problems as JSON")
    p.add_argument("--sizes", nargs="+", metavar="WxH", help="only these window sizes")
    p.add_argument("--scales", nargs="+", type=float, metavar="S", help="only these UI scales")
    p.add_argument("--scenes", nargs="+", metavar="NAME", help="only these screens")
    p.add_argument("--screenshots", metavar="DIR", help="also save every drawn screen here")


IMAGE_TYPES = (".png", ".jpg", ".jpeg", ".bmp", ".tga")  # what pygame.image.save writes


def writable_file(name: str, flag: str) -> Path:
    """Check up front that a file asked for on the command line can be written (its folder
    made if missing), so a long run never ends on a path it could not use."""
    from engine.core.files import writable_path

    try:
        return writable_path(name)
    except ValueError as exc:
        raise SystemExit(f"weavers: {flag} {name!r}: {exc}") from None


# The largest displays made (8K: 7680x4320, or turned on its side): a window larger than
# any display cannot be shown, and one of 100000x100000 ran out of memory before saying so.
LARGEST_DISPLAY = (7680, 4320)


def parse_size(text: str, flag: str = "--size") -> tuple[int, int]:
    """WIDTHxHEIGHT from the command line; a size no display has is refused in one line."""
    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise SystemExit(
            f"weavers: {flag} wants WIDTHxHEIGHT, like 1280x720, not {text!r}"
        ) from None
    if w < 320 or h < 240:
        raise SystemExit(f"weavers: {flag} must be at least 320x240, not {text}")
    big, small = LARGEST_DISPLAY
    if max(w, h) > big or min(w, h) > small:
        raise SystemExit(
            f"weavers: {flag} {text} is larger than any display; the largest is {big}x{small} "
            f"(or {small}x{big} on its side)"
        )
    return w, h


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(sys.argv[1:] if argv is None else argv)
    if args.command == "simulate":
        return mode_cli.run_simulate(args)
    if args.command == "replay":
        return mode_cli.run_replay(args)
    if args.command == "review":
        return mode_cli.run_review(args)
    if (args.via_mouse or args.via_keys or args.until_over) and not args.autoplay:
        raise SystemExit("weavers: --via-mouse, --via-keys and --until-over go with --autoplay")
    if args.via_mouse and args.via_keys:
        raise SystemExit("weavers: choose one of --via-mouse and --via-keys")
    if args.command == "layout-check":
        os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
        from scenes.tools import layout_check

        if args.sizes:
            args.sizes = [parse_size(s, "--sizes") for s in args.sizes]
        return layout_check.run(args)
    if args.frames is not None and args.frames < 1:
        raise SystemExit("weavers: --frames must be at least 1")
    if args.screenshot is not None:
        if Path(args.screenshot).suffix.lower() not in IMAGE_TYPES:
            raise SystemExit(
                f"weavers: --screenshot writes {', '.join(IMAGE_TYPES)} files; "
                f"{args.screenshot!r} is none of them"
            )
        writable_file(args.screenshot, "--screenshot")
    if args.stats_json is not None:
        writable_file(args.stats_json, "--stats-json")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from weavers.window import run

    return run(args, parse_size(args.size) if args.size else None)


if __name__ == "__main__":
    raise SystemExit(main())
