"""The headless commands that serve every game: `simulate --mode M` and `replay FILE`.

`simulate` is the shared runner (engine/core/simulate.py) with the picked game plugged in;
`replay` reads which game a file belongs to and checks it with that game's rules.
"""

from __future__ import annotations

import argparse
from typing import Any

from engine import modes
from engine.core import replay_cli, simulate
from engine.core.record import SaveError


def add_simulate_parser(sub: Any) -> Any:
    """Built at every start, so it imports no game: the runner names every game's options."""
    return simulate.add_parser(
        sub, modes=modes.names(), default_mode=modes.DEFAULT_MODE, bots=modes.all_bots()
    )


def run_simulate(args: argparse.Namespace) -> int:
    mode = modes.get(args.mode)
    if args.bot not in mode.bots:
        raise SystemExit(
            f"weavers simulate: --bot {args.bot} does not play {mode.title} "
            f"(choose from {', '.join(mode.bots)})"
        )
    return simulate.run(mode.simulate().SIMULATION, args)


def add_replay_parser(sub: Any) -> None:
    replay_cli.add_parser(sub)


def run_replay(args: argparse.Namespace) -> int:
    try:
        mode = modes.of_save(args.file)
    except SaveError as exc:
        print(f"damaged: {exc}")
        return 2
    return replay_cli.run(args, mode.rules())
