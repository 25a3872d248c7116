"""The headless commands that serve every game: `simulate --mode M`, `replay FILE`, `review FILE`.

`simulate` is the shared runner (engine/core/simulate.py) with the picked game plugged in;
`replay` reads which game a file belongs to and checks it with that game's rules.
"""

from __future__ import annotations

import argparse
from typing import Any

from engine import modes
from engine.core import replay_cli


def add_simulate_parser(sub: Any) -> Any:
    """`simulate` and all its options, for every game. Built at every start of `weavers`, so
    it imports neither a game nor the runner; each game's `check_args` refuses what does not
    fit it."""
    p = sub.add_parser("simulate", help="play whole games headless and print a summary")
    default = modes.DEFAULT_MODE
    p.add_argument(
        "--mode", default=default, choices=modes.names(), help=f"which game (default {default})"
    )
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--bot", default="random", choices=modes.all_bots())
    p.add_argument("--difficulty", type=int, default=3, choices=range(1, 6))
    p.add_argument(
        "--turn-limit",
        type=int,
        default=None,
        help="The Weavers only: count a game still going after this turn as lost (default 200)",
    )
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument(
        "--check-every-command",
        action="store_true",
        help="check the invariants after every command (slower), not only at turn ends",
    )
    p.add_argument("--record", metavar="DIR", help="write each game's record (a save) here")
    p.add_argument("--scenario", type=int, default=0, help="a scenario 1-5; 0 for none")
    p.add_argument(
        "--campaign",
        action="store_true",
        help="play whole campaigns (scenarios 1-5 at --difficulty); --games counts campaigns",
    )
    g = p.add_argument_group("The Weavers (--mode galaxy)")
    g.add_argument("--species", default=None, help="one species for every game")
    g.add_argument("--galaxy", default="standard", choices=("standard", "random"))
    g.add_argument(
        "--opponent", default="weavers", choices=("weavers", "none"), help="none: no Weavers"
    )
    g = p.add_argument_group("Space Swarm (--mode swarm) and Arachnid (--mode arachnid)")
    g.add_argument(
        "--rivals",
        type=int,
        default=None,
        help="rivals: 1-3 (Space Swarm, default 1), 2-3 (Arachnid, default 2)",
    )
    g.add_argument(
        "--board", default="standard", choices=("standard", "random"), help="Space Swarm"
    )
    g.add_argument(
        "--round-limit", type=int, default=None, help="Arachnid: end after this round (A4.7)"
    )
    return p


def run_simulate(args: argparse.Namespace) -> int:
    mode = modes.get(args.mode)
    if args.bot not in mode.bots:
        raise SystemExit(
            f"weavers simulate: --bot {args.bot} does not play {mode.title} "
            f"(choose from {', '.join(mode.bots)})"
        )
    from engine.core import campaign_sim, simulate

    run = campaign_sim.run if args.campaign else simulate.run
    return run(mode.simulate().SIMULATION, args)


def add_replay_parser(sub: Any) -> None:
    replay_cli.add_parser(sub)


def run_replay(args: argparse.Namespace) -> int:
    from engine.core.record import SaveError

    try:
        mode = modes.of_save(args.file)
    except SaveError as exc:
        print(f"damaged: {exc}")
        return 2
    return replay_cli.run(args, mode.rules())


def add_review_parser(sub: Any) -> None:
    from engine.core import review_cli

    review_cli.add_parser(sub)


def run_review(args: argparse.Namespace) -> int:
    from engine.core import review_cli

    return review_cli.run(args)
