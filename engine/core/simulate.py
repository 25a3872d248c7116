"""The one headless simulation runner every game plugs into: `weavers simulate --mode M`.

The runner owns what is the same for every game: checking the options (declared in
engine/mode_cli.py, which every start builds without loading this), per-game seeds,
letting a bot play each game to its end, checking the invariants as it goes, counting events,
writing records, the shared summary keys and printing. A game plugs in a `Simulation`: its
setup options for game i, its bots, its invariants, how it reads a finished game and the
summary keys of its own. Never imports pygame.
"""

from __future__ import annotations

import argparse
import functools
import json
import math
import re
import statistics
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

import attrs

from engine.core.bots import Bot
from engine.core.session import Outcome, Session

MAX_GAMES = 1_000_000  # beyond this a run is a typo, not a plan
MAX_TURN_LIMIT = 100_000
TOOL = "weavers simulate"


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game `index` of a run: spread out, and the same for the same run seed."""
    return (run_seed * 1_000_003 + index * 7_919) & 0xFFFFFFFF


@functools.cache  # a handful of event classes, named after every command of every game
def snake_case(name: str) -> str:
    """CubesDrawn -> cubes_drawn: the statistics name of an event class."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def mean(values: list[Any]) -> float:
    return round(statistics.fmean(values), 2) if values else 0.0


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % interval of a win rate of `wins` in `n` games (Wilson's score interval):
    how far a simulated rate can be trusted."""
    if n == 0:
        return (0.0, 0.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (centre - half, centre + half)


def fail(message: str) -> SystemExit:
    """A bad option: one clear line naming the tool, and a failing exit."""
    return SystemExit(f"{TOOL}: {message}")


@attrs.define
class GameResult:
    """One simulated game's figures; each game's result type adds its own fields."""

    index: int
    seed: int
    result: str = ""  # won / lost / error
    cause: str = ""  # how it was won or lost
    commands: int = 0
    events: Counter = attrs.field(factory=Counter)
    error: str = ""


def play_out(
    session: Session[Any],
    bot: Bot,
    over: Callable[[Any], bool],
    after: Callable[[Outcome], None] | None = None,
    max_commands: int = 1_000_000,
) -> int:
    """Let `bot` play until `over(state)`; call `after` with each outcome. A legal command the
    rules then refuse is a bug, raised. Returns the number of commands played."""
    n = 0
    while not over(session.state):
        if n >= max_commands:
            raise RuntimeError(f"the game did not end within {max_commands} commands")
        outcome = session.submit(bot.choose(session.rules, session.state))
        if not outcome.ok:
            raise RuntimeError(f"the bot's legal command was refused: {outcome.verdict}")
        n += 1
        if after is not None:
            after(outcome)
    return n


def write_record(
    directory: Path, name: str, session: Session[Any], meta: dict[str, Any], tool: str = TOOL
) -> None:
    """Write one game's record (a save) for `replay --verify`; a failed write ends the run."""
    from engine.core import record  # only a run that records pays for the save format

    path = directory / name
    try:
        record.save_file(path, session, meta)
    except OSError as exc:  # the disk filled or the folder went away mid-run
        raise SystemExit(f"{tool}: could not write {path}: {exc.strerror or exc}") from None


class Simulation:
    """What one game plugs into the runner. Override what differs; the defaults fit a game
    whose state has `over`, `result` and `round`, checked after every command."""

    mode = ""  # the --mode name, and `mode` in the summary
    title = ""  # the game's name in messages
    record_prefix = "game"  # records are PREFIX-0001-seedN.json
    # Whether --turn-limit means anything: a game that ends by its own rules refuses it
    # rather than ignoring it quietly.
    has_turn_limit = False

    # -- the game: most games only name these four --------------------------------------
    rules_type: Callable[[], Any]  # its Rules class
    result_type: Callable[..., GameResult] = GameResult  # its figures of one game
    bots: Callable[[str, int], Bot]  # its make_bot(name, seed)
    problems: Callable[[Any, Any], list[str]]  # its invariants.problems(state, content)

    def rules(self) -> Any:
        return self.rules_type()

    def check_args(self, args: argparse.Namespace, rules: Any) -> None:
        """Refuse this game's bad options (raise `fail(...)`) and fill its defaults."""

    def setup_options(self, args: argparse.Namespace, rules: Any, index: int) -> dict[str, Any]:
        """The options of `rules.setup` for game `index` of the run."""
        return {"difficulty": args.difficulty}

    def new_result(self, index: int, seed: int, options: dict[str, Any]) -> GameResult:
        return self.result_type(index, seed)

    def event_key(self, event: object) -> str:
        return snake_case(type(event).__name__)

    def count(self, res: Any, events: list[Any]) -> None:
        """Count a command's (or the opening's) events into `res`."""
        for e in events:
            res.events[self.event_key(e)] += 1

    def check_due(self, outcome: Outcome) -> bool:
        """Whether the invariants are checked after this command (`--check-every-command`
        checks after each whatever this says)."""
        return True

    def moment(self, state: Any) -> str:
        """Where a broken invariant was found, in the error message."""
        return f"round {state.round}"

    def player_moves(self, state: Any) -> bool:
        """Whether the bot has a seat to play (a game run wholly by the game's rivals has
        none)."""
        return True

    def over(self, state: Any, turn_limit: int | None) -> bool:
        return bool(state.over)

    def finish(self, res: GameResult, state: Any, rules: Any, turn_limit: int | None) -> None:
        """Read the finished game into `res`."""
        res.result = state.result

    # -- the run -------------------------------------------------------------------------
    def record_meta(
        self, res: GameResult, session: Session[Any], args: argparse.Namespace
    ) -> dict[str, Any]:
        meta = {"result": res.result, "cause": res.cause}
        if getattr(args, "rivals", None) is not None:
            meta["rivals"] = args.rivals
        return meta

    def summary(
        self, results: list[Any], done: list[Any], args: argparse.Namespace
    ) -> dict[str, Any]:
        """This game's own summary keys (they may replace a shared one)."""
        return {}

    def summary_lines(self, s: dict[str, Any]) -> list[str]:
        """The text summary above the speed line."""
        return [headline(s, f"level {s['difficulty']}", f"{self.title}: ")]

    # -- campaigns (engine/core/campaign_sim.py) ------------------------------------------
    has_campaign = True
    rivals = "the rivals"  # who the player plays against, in the campaign's text summary

    def scenario_won(self, res: Any) -> bool:
        """Whether this finished game won its scenario (its goal met)."""
        return res.result == "won"

    def turns(self, res: Any) -> int:
        """How long the game lasted, for the campaign's figures (turns, or rounds)."""
        return getattr(res, "turns", 0) or getattr(res, "rounds", 0)

    def campaign_options(
        self, args: argparse.Namespace, rules: Any, index: int, scenario: int
    ) -> dict[str, Any]:
        """The options of a campaign's game `index`, playing `scenario` at --difficulty."""
        return {**self.setup_options(args, rules, index), "scenario": scenario}


HINT = "hint"  # the player that always plays the Hint (engine/core/hint.py), in every game


def make_player(sim: Simulation, name: str, seed: int) -> Bot:
    """The bot called `name` for game `seed`: the game's own, or the Hint player."""
    if name == HINT:
        from engine.core.hint import HintBot

        return HintBot(seed)
    return sim.bots(name, seed)


def play_game(
    sim: Simulation,
    rules: Any,
    index: int,
    run_seed: int,
    bot_name: str,
    options: dict[str, Any],
    *,
    turn_limit: int | None = None,
    check_invariants: bool = True,
    every_command: bool = False,
    bot: Bot | None = None,
) -> tuple[Any, Session[Any] | None]:
    """Play one seeded game by `bot_name` (or the given `bot`) with the invariants checked;
    its figures and its session. A game that raises or breaks an invariant is an error kept
    with its message, not a crash of the run."""
    seed = game_seed(run_seed, index)
    res = sim.new_result(index, seed, options)
    session = None
    try:
        session = Session.new(rules, rules.setup(seed, **options))
        state = session.state
        sim.count(res, session.opening)

        def check() -> None:
            broken = sim.problems(state, rules.content)
            if broken:
                raise AssertionError(f"{sim.moment(state)}: {broken[0]}")

        def after(outcome: Outcome) -> None:
            sim.count(res, outcome.events)
            if check_invariants and (every_command or state.over or sim.check_due(outcome)):
                check()

        if check_invariants:
            check()  # the setup itself must be sound
        if sim.player_moves(state):
            player = bot if bot is not None else make_player(sim, bot_name, seed)
            res.commands = play_out(session, player, lambda s: sim.over(s, turn_limit), after)
        sim.finish(res, state, rules, turn_limit)
    except Exception as exc:  # an error is a finding to report, not a crash of the run
        res.result = "error"
        res.error = f"{type(exc).__name__}: {exc}"
    return res, session


def summarise(
    sim: Simulation, results: list[Any], seconds: float, args: argparse.Namespace
) -> dict[str, Any]:
    """The keys every game's summary has, then the game's own."""
    done = [r for r in results if r.result != "error"]
    events: Counter = Counter()
    for r in results:
        events.update(r.events)
    commands = sum(r.commands for r in results)
    wins = sum(r.result == "won" for r in done)
    out: dict[str, Any] = {
        "mode": sim.mode,
        "games": len(results),
        "seed": args.seed,
        "bot": args.bot,
        "difficulty": args.difficulty,
        "wins": wins,
        "losses": sum(r.result == "lost" for r in done),
        "errors": len(results) - len(done),
        "win_rate": round(wins / max(1, len(done)), 4),
        "events": dict(sorted(events.items())),
        "commands": commands,
        "commands_per_second": round(commands / seconds, 1) if seconds > 0 else 0.0,
        "games_per_second": round(len(results) / seconds, 2) if seconds > 0 else 0.0,
        "seconds": round(seconds, 3),
        "error_messages": [
            f"game {r.index} (seed {r.seed}): {r.error}" for r in results if r.error
        ],
    }
    out.update(sim.summary(results, done, args))
    return out


def headline(s: dict[str, Any], against: str, title: str = "") -> str:
    """The first line of a text summary: how many games against whom, and how they went."""
    return (
        f"{title}{s['games']} games, bot {s['bot']}, {against}: {s['wins']} won, "
        f"{s['losses']} lost, {s['errors']} errors (win rate {s['win_rate']:.1%})"
    )


def format_summary(sim: Simulation, s: dict[str, Any]) -> str:
    lines = sim.summary_lines(s)
    lines.append(
        f"speed: {s['commands_per_second']:.0f} commands/s, {s['games_per_second']} games/s"
    )
    lines += [f"error: {m}" for m in s["error_messages"][:10]]
    return "\n".join(lines)


def record_dir(args: argparse.Namespace) -> Path | None:
    if args.record is None:
        return None
    from engine.core.files import writable_dir

    try:
        return writable_dir(args.record)
    except ValueError as exc:
        raise fail(f"--record {args.record!r} {exc}") from None


def checked_rules(sim: Simulation, args: argparse.Namespace) -> Any:
    """The game's rules, once the run's options are checked (a clear error where one is off)."""
    rules = sim.rules()
    if not 1 <= args.games <= MAX_GAMES:
        raise fail(f"--games must be from 1 to {MAX_GAMES:,}")
    if args.turn_limit is not None and not 1 <= args.turn_limit <= MAX_TURN_LIMIT:
        raise fail(f"--turn-limit must be from 1 to {MAX_TURN_LIMIT:,}")
    if args.turn_limit is not None and not sim.has_turn_limit:
        raise fail(f"--turn-limit is not for {sim.title}: its games end by their own rules")
    sim.check_args(args, rules)
    return rules


def run(sim: Simulation, args: argparse.Namespace) -> int:
    """`weavers simulate` for one game: check the options, play the games, print the
    summary (one JSON object with --json). `--campaign` runs go to engine/core/campaign_sim."""
    rules = checked_rules(sim, args)
    directory = record_dir(args)
    results = []
    start = time.perf_counter()
    for i in range(args.games):
        res, session = play_game(
            sim,
            rules,
            i,
            args.seed,
            args.bot,
            sim.setup_options(args, rules, i),
            turn_limit=args.turn_limit,
            every_command=args.check_every_command,
        )
        results.append(res)
        if directory is not None and session is not None:
            name = f"{sim.record_prefix}-{i:04d}-seed{res.seed}.json"
            write_record(directory, name, session, sim.record_meta(res, session, args))
    summary = summarise(sim, results, time.perf_counter() - start, args)
    print(json.dumps(summary) if args.json else format_summary(sim, summary))
    return 0
