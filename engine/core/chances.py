"""Chances from any position: the rest of the game played out many times, and the share won.

Each play-out copies the position, re-deals what the player could not see (the game's rules
say what is hidden: engine/core/hidden.py), lets the moves asked for be made first (a turn a
player actually played), then lets the game's own sensible player (its heuristic bot, the
one behind the Hint) play the player's seat to the end, the opponents run by the rules as
always. Play-out i of a run always uses the same seed, so the same position gives the same
numbers, and two positions of one game are compared on the same draws.

The play-outs run in a process pool from the standard library, on every core; `Pool.cancel`
stops the workers within a few moves (a shared stop flag they read), not at the end of the
batch. Never imports pygame.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable, Sequence
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from typing import Any

import attrs

from engine import modes
from engine.core import hidden
from engine.core.commands import Command
from engine.core.lookahead import copy_state
from engine.core.simulate import wilson

PLAYER_BOT = "heuristic"  # the game's own sensible player (the Hint's)
MAX_MOVES = 100_000  # a play-out longer than this is a bug in the rules, not a long game
STOP_EVERY = 32  # moves between two looks at the stop flag


class Cancelled(Exception):
    """The run was cancelled while this play-out was under way."""


@attrs.frozen
class Chance:
    """A share of play-outs won, with its 95 % margin (Wilson's interval). `exact` when the
    game is over and nothing needs playing out."""

    wins: int
    playouts: int
    exact: bool = False

    @property
    def share(self) -> float:
        return self.wins / self.playouts if self.playouts else 0.0

    @property
    def low(self) -> float:
        return float(self.share) if self.exact else wilson(self.wins, self.playouts)[0]

    @property
    def high(self) -> float:
        return float(self.share) if self.exact else wilson(self.wins, self.playouts)[1]

    @property
    def margin(self) -> float:
        """Half the width of the 95 % interval (0 for a finished game)."""
        if self.exact:
            return 0.0
        if not self.playouts:
            return 1.0
        return (self.high - self.low) / 2

    def add(self, results: Sequence[bool]) -> Chance:
        return Chance(self.wins + sum(results), self.playouts + len(results))


def known(won: bool) -> Chance:
    """The chance of a finished game: certain."""
    return Chance(int(won), 1, exact=True)


def unavailable(mode: modes.Mode) -> str:
    """Why chances cannot be estimated for this game ("" when they can), in player words."""
    if PLAYER_BOT not in mode.bots:
        return f"{mode.title} has no player of its own to play the rest of a game out"
    if not hidden.can_redeal(mode.rules()):
        return f"{mode.title} does not say what is hidden from you, so it cannot be re-dealt"
    return ""


def playout_seed(run_seed: int, index: int) -> int:
    """The seed of play-out `index` of a run: the same at every position of the run."""
    return (run_seed * 2_654_435_761 + index * 40_503 + 0x9E37) & 0xFFFFFFFF


def over(sim: Any, state: Any) -> bool:
    return bool(sim.over(state, None))


def won(state: Any) -> bool:
    """Whether the player won a finished game (a game cut off by a turn limit is lost)."""
    return bool(getattr(state, "over", False)) and getattr(state, "result", "") == "won"


def play_out(
    mode_name: str,
    state: Any,
    seed: int,
    forced: Sequence[Command] = (),
    stop: Any = None,
) -> bool:
    """One play-out from `state` (left unchanged): whether the player won it."""
    mode = modes.get(mode_name)
    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    s = copy_state(state)
    hidden.redeal(rules, s, seed)
    for cmd in forced:  # the moves a player made, while today's deal still allows them
        if over(sim, s) or not rules.check(s, cmd).ok:
            break
        rules.apply(s, cmd)
    bot = sim.bots(PLAYER_BOT, seed)
    moves = 0
    while not over(sim, s):
        if moves % STOP_EVERY == 0 and stop is not None and stop.is_set():
            raise Cancelled
        # The bot picks among the legal commands, so `check` would only say yes again.
        rules.apply(s, bot.choose(rules, s))
        moves += 1
        if moves > MAX_MOVES:
            raise RuntimeError(f"a play-out did not end within {MAX_MOVES} moves")
    return won(s)


# --- the workers -------------------------------------------------------------------------------

_stop: Any = None


def _init_worker(stop: Any) -> None:
    global _stop
    _stop = stop
    try:
        os.nice(5)  # the window's own process keeps the first claim on the cores
    except OSError:
        pass


def _run_chunk(mode_name: str, state: Any, forced: tuple, seeds: tuple[int, ...]) -> list[bool]:
    return [play_out(mode_name, state, seed, forced, _stop) for seed in seeds]


_RETIRED: list[Any] = []  # the stop flags of cancelled pools (a few bytes each)


def _ready() -> bool:
    return True


class Pool:
    """A process pool for play-outs, one worker per core (at most `workers`)."""

    def __init__(self, workers: int | None = None) -> None:
        # spawn: a fresh interpreter per worker, safe beside the window's threads and the same
        # on every system.
        ctx = multiprocessing.get_context("spawn")
        self.stop = ctx.Event()
        self.workers = workers or os.cpu_count() or 1
        self.executor = ProcessPoolExecutor(
            self.workers, mp_context=ctx, initializer=_init_worker, initargs=(self.stop,)
        )
        self.closed = False

    def submit(self, mode_name: str, state: Any, forced: tuple, seeds: tuple[int, ...]) -> Future:
        """Play-outs from `state` (the pool carries it to a worker as it carries any argument)."""
        return self.executor.submit(_run_chunk, mode_name, state, forced, seeds)

    def call(self, fn: Callable[..., Any], *args: Any) -> Future:
        """Any other look-ahead work (a module-level function) on a worker."""
        return self.executor.submit(fn, *args)

    def warm(self) -> None:
        """Start every worker now (each imports the engines once), so the first review does
        not wait for them."""
        for f in [self.executor.submit(_ready) for _ in range(self.workers)]:
            f.result()

    def cancel(self) -> None:
        """Stop: queued chunks never start, running ones stop at their next look at the flag."""
        self.stop.set()
        # A worker still starting reads the flag's semaphore by name: keep it alive.
        _RETIRED.append(self.stop)
        self.close(wait=False)

    def close(self, wait: bool = True) -> None:
        if not self.closed:
            self.closed = True
            self.executor.shutdown(wait=wait, cancel_futures=True)

    def pids(self) -> list[int]:
        """The workers' process ids (for tests that prove they stop)."""
        return [p.pid for p in (getattr(self.executor, "_processes", None) or {}).values()]

    def __enter__(self) -> Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


# --- many chances at once, each to its margin ---------------------------------------------------


@attrs.define
class Question:
    """One chance to estimate: a position, and the moves to make first (none: the game's own
    player plays from here)."""

    state: Any
    forced: tuple[Command, ...] = ()
    chance: Chance = Chance(0, 0)
    done: bool = False
    waiting: list[Future] = attrs.field(factory=list)


@attrs.frozen
class Plan:
    """How many play-outs: `first` for every chance (the coarse chart), then `step` more at a
    time until the margin is at most `margin`, never more than `cap`."""

    first: int = 16
    step: int = 32
    margin: float = 0.07
    cap: int = 400
    chunk: int = 8  # play-outs per task: small enough to cancel, big enough to pay for the trip


class Estimates:
    """Chances for many questions on one pool. What each chance ends on depends only on its
    question, the run's seed and the plan (each wave is decided from the waves before it,
    whatever order the workers finish in), never on timing."""

    def __init__(
        self, mode_name: str, questions: list[Question], pool: Pool, seed: int, plan: Plan
    ) -> None:
        self.mode_name, self.questions, self.pool = mode_name, questions, pool
        self.seed, self.plan = seed, plan
        for q in questions:
            if not q.done:
                self._wave(q, plan.first)

    def _wave(self, q: Question, n: int) -> None:
        start = q.chance.playouts
        seeds = [playout_seed(self.seed, i) for i in range(start, start + n)]
        for i in range(0, n, self.plan.chunk):
            chunk = tuple(seeds[i : i + self.plan.chunk])
            q.waiting.append(self.pool.submit(self.mode_name, q.state, q.forced, chunk))

    def step(self, timeout: float | None = 0) -> bool:
        """Take in what the workers finished (waiting up to `timeout` seconds for something)
        and ask for more where a margin is still too wide. True once every chance is done."""
        futures = [f for q in self.questions for f in q.waiting]
        if futures and timeout != 0:
            wait(futures, timeout=timeout, return_when=FIRST_COMPLETED)
        for q in self.questions:
            if q.done or not q.waiting or not all(f.done() for f in q.waiting):
                continue
            results = [r for f in q.waiting for r in f.result()]  # in seed order
            q.waiting = []
            q.chance = q.chance.add(results)
            if q.chance.margin <= self.plan.margin or q.chance.playouts >= self.plan.cap:
                q.done = True
            else:
                self._wave(q, min(self.plan.step, self.plan.cap - q.chance.playouts))
        return self.finished

    @property
    def finished(self) -> bool:
        return all(q.done for q in self.questions)

    def run(self, progress: Callable[[Estimates], None] | None = None) -> list[Chance]:
        while not self.step(timeout=0.25):
            if progress is not None:
                progress(self)
        return [q.chance for q in self.questions]


def estimate(
    mode_name: str,
    state: Any,
    playouts: int,
    seed: int = 1,
    forced: Sequence[Command] = (),
    pool: Pool | None = None,
) -> Chance:
    """The chance from one position with exactly `playouts` play-outs."""
    plan = Plan(first=playouts, step=1, margin=1.0, cap=playouts)
    own = pool is None
    pool = pool or Pool()
    try:
        q = Question(state, tuple(forced))
        return Estimates(mode_name, [q], pool, seed, plan).run()[0]
    finally:
        if own:
            pool.close()
