"""The headless commands that serve every game: `simulate --mode M` and `replay FILE`.

`simulate` keeps the Weavers' options (the default mode) and adds each other mode's own;
`replay` reads which game a file belongs to and checks it with that game's rules.
"""

from __future__ import annotations

import argparse
from typing import Any

from engine import modes
from engine.core import replay_cli
from engine.core.record import SaveError


def add_simulate_parser(sub: Any) -> Any:
    from engine.galaxy import simulate as galaxy_simulate

    p = galaxy_simulate.add_parser(sub, bots=modes.all_bots())
    p.add_argument(
        "--mode",
        default=modes.DEFAULT_MODE,
        choices=modes.names(),
        help=f"which game to play (default {modes.DEFAULT_MODE}: "
        f"{modes.get(modes.DEFAULT_MODE).title})",
    )
    for mode in modes.MODES.values():
        add_options = getattr(mode.simulate(), "add_options", None)
        if add_options is not None:
            add_options(p)
    return p


def run_simulate(args: argparse.Namespace) -> int:
    mode = modes.get(args.mode)
    if args.bot not in mode.bots:
        raise SystemExit(
            f"weavers simulate: --bot {args.bot} does not play {mode.title} "
            f"(choose from {', '.join(mode.bots)})"
        )
    return mode.simulate().run(args)


def add_replay_parser(sub: Any) -> None:
    replay_cli.add_parser(sub)


def run_replay(args: argparse.Namespace) -> int:
    try:
        mode = modes.of_save(args.file)
    except SaveError as exc:
        print(f"damaged: {exc}")
        return 2
    return replay_cli.run(args, mode.rules())
