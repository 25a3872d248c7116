"""A game's review: the player's chances at the start of each turn (or round), and the three
turns where they fell most, with what the player did there and what the Hint would have done.

The chances are engine/core/chances.py's: play-outs by the game's own player from each
position, with what the player could not see re-dealt each time. A turning point's two
chances are measured from the same position on the same play-out seeds: the player's moves
of that turn made first (as far as each re-deal allows them), or the game's own player from
the start of the turn (the Hint's move is its first choice). The record is replayed under
today's rules as far as they play it (a save made with other game data is reviewed as its
record). Never imports pygame.
"""

from __future__ import annotations

import hashlib
import json
import time
from concurrent.futures import wait
from pathlib import Path
from typing import Any

import attrs

from engine import modes
from engine.core import chances, hidden
from engine.core.chances import Chance, Estimates, Plan, Pool, Question
from engine.core.commands import Command
from engine.core.lookahead import copy_state
from engine.core.session import Session, reveal_mark

REVIEW_VERSION = 1
TURNING_POINTS = 3
HINT_MOVES = 12  # the Hint's moves shown at a turning point, at most
MOVES_SHOWN = 12  # the player's moves shown at a turning point, at most


class ReviewRefused(Exception):
    """A game that cannot be reviewed, with the reason in player words."""


@attrs.define
class Point:
    """The start of one turn or round: where the player stood, and what they did in it."""

    unit: int  # the turn or round number
    index: int  # commands played before it (where the replay opens)
    state: Any
    moves: list[Command] = attrs.field(factory=list)
    words: list[str] = attrs.field(factory=list)
    chance: Chance | None = None


@attrs.define
class Record:
    """A record replayed for review: its points, and how far it played."""

    mode: modes.Mode
    unit: str  # "turn" or "round"
    points: list[Point]
    final: Point  # the game's last position: over, or where the record stops
    note: str = ""  # why the record stops early, if it does


def counter_of(rules: Any, state: Any) -> tuple[str, int]:
    """Which count a game's chart goes by (its rounds, or else its turns), and its value."""
    summary = rules.summary(state)
    if "round" in summary:
        return "round", int(summary["round"])
    return "turn", int(summary["turn"])


def words_of(rules: Any, state: Any, cmd: Command) -> str:
    say = getattr(rules, "move_words", None)
    return say(state, cmd) if say else "a move"


def replay(mode: modes.Mode, setup: Any, commands: list[Command]) -> Record:
    """Replay a record, keeping the position at the start of each turn or round."""
    rules = mode.rules()
    try:
        session = Session.new(rules, setup)
    except Exception as exc:  # the setup names something today's rules do not have
        raise ReviewRefused(f"today's rules cannot set this game up ({exc})") from None
    unit, value = counter_of(rules, session.state)
    points = [Point(value, 0, copy_state(session.state))]
    note = ""
    for i, cmd in enumerate(commands):
        if session.state.over:
            break
        try:
            said = words_of(rules, session.state, cmd)
            outcome = session.submit(cmd)
        except Exception as exc:  # a record today's rules cannot play any further
            note = f"today's rules stop at move {i + 1} ({exc})"
            break
        if not outcome.ok:
            note = f"today's rules stop at move {i + 1}: {outcome.verdict.reason}"
            break
        points[-1].moves.append(cmd)
        points[-1].words.append(said)
        _, now = counter_of(rules, session.state)
        if now != points[-1].unit and not session.state.over:
            points.append(Point(now, i + 1, copy_state(session.state)))
    final = Point(counter_of(rules, session.state)[1], len(session.commands), session.state)
    if session.state.over:
        final.chance = chances.known(chances.won(session.state))
    return Record(mode, unit, points, final, note)


def replay_task(mode_name: str, setup: Any, commands: list[Command]) -> Record:
    """`replay` on a worker, so a window never replays a long record on its draw thread."""
    return replay(modes.get(mode_name), setup, commands)


def hint_task(mode_name: str, state: Any, seed: int) -> tuple[list[str], list[Command]]:
    """`hint_moves` on a worker."""
    return hint_moves(modes.get(mode_name), state, seed)


def hint_moves(mode: modes.Mode, state: Any, seed: int) -> tuple[list[str], list[Command]]:
    """What the Hint (engine/core/hint.py: the game's advice checked by the look-ahead, one
    plan per turn) would have played from this position, up to the first thing it could not
    know (a draw, a card turned up) or the end of the turn: its moves in words, and the moves.
    Asked on a re-dealt copy, so it never depends on what was hidden. A game without advice
    has its heuristic player's moves instead."""
    from engine.core.hint import Hinter

    rules = mode.rules()
    sim = mode.simulate().SIMULATION
    now = copy_state(state)
    hidden.redeal(rules, now, chances.playout_seed(seed, 0))
    if callable(getattr(rules, "advice", None)):
        plan = list(Hinter(rules, seed=0).hint(now).plan)[:HINT_MOVES]
    else:
        plan = []
        bot = sim.bots(chances.PLAYER_BOT, chances.playout_seed(seed, 0))
        probe = copy_state(now)
        while len(plan) < HINT_MOVES and not chances.over(sim, probe):
            cmd = bot.choose(rules, probe)
            plan.append(cmd)
            before = reveal_mark(rules, probe)
            rules.apply(probe, cmd)
            if reveal_mark(rules, probe) != before:
                break
    words = []
    for cmd in plan:
        if chances.over(sim, now) or not rules.check(now, cmd).ok:
            break
        words.append(words_of(rules, now, cmd))
        rules.apply(now, cmd)
    return words, plan[: len(words)]


# Moves that only move the game along: left out of a turning point's moves when it has others.
ROUTINE = frozenset({"pass", "end this phase", "end of the turn", "done in the den"})


def brief(words: list[str], limit: int = MOVES_SHOWN) -> list[str]:
    """The moves worth reading, at most `limit` (then how many more)."""
    words = [w for w in words if w not in ROUTINE] or words
    if len(words) <= limit:
        return list(words)
    return [*words[: limit - 1], f"and {len(words) - limit + 1} more moves"]


def chance_json(c: Chance) -> dict[str, Any]:
    return {
        "chance": round(c.share, 4),
        "margin": round(c.margin, 4),
        "playouts": 0 if c.exact else c.playouts,
    }


class Review:
    """A review being worked out on a pool: first every point's chance (the chart, coarse
    first, then to the plan's margin), then the turning points' two chances. `step` never
    blocks longer than asked, so a window can call it every frame."""

    def __init__(
        self, record: Record, seed: int = 1, plan: Plan | None = None, pool: Pool | None = None
    ) -> None:
        self.record, self.seed, self.plan = record, seed, plan or Plan()
        self.own_pool = pool is None
        self.pool = pool or Pool()
        self.started = time.perf_counter()
        self.seconds = 0.0
        self.turning: list[dict[str, Any]] = []
        self.cancelled = False
        self._questions = [Question(p.state) for p in record.points]
        self._chart = Estimates(record.mode.name, self._questions, self.pool, seed, self.plan)
        self._played: Estimates | None = None
        self._drops: list[int] = []
        self._hints: list[Any] = []
        self._hinted: Estimates | None = None
        self._hint_moves: list[tuple[list[str], list[Command]]] = []
        self._complete = False
        self.chart_seconds: float | None = None
        self.coarse_seconds: float | None = None

    # -- progress -------------------------------------------------------------------------
    @property
    def total(self) -> int:
        return len(self._questions) + 2 * TURNING_POINTS

    @property
    def finished(self) -> bool:
        return self._complete

    def done_count(self) -> int:
        n = sum(q.done for q in self._questions)
        if self._played is not None:
            n += sum(q.done for q in self._played.questions)
            n += TURNING_POINTS - len(self._played.questions)
        if self._hinted is not None:
            n += sum(q.done for q in self._hinted.questions)
            n += TURNING_POINTS - len(self._hinted.questions)
        return n

    def chances(self) -> list[Chance | None]:
        """Each point's chance so far (None until its first play-outs are in), then the end."""
        out: list[Chance | None] = [
            q.chance if q.chance.playouts else None for q in self._questions
        ]
        return out + [self.record.final.chance]

    def step(self, timeout: float | None = 0) -> bool:
        if self.cancelled or self.finished:
            return self.finished
        if self._played is None:
            chart_done = self._chart.step(timeout)
            if self.coarse_seconds is None and all(q.chance.playouts for q in self._questions):
                self.coarse_seconds = time.perf_counter() - self.started
            if chart_done:
                for p, q in zip(self.record.points, self._questions, strict=True):
                    p.chance = q.chance
                self.chart_seconds = time.perf_counter() - self.started
                self._start_turning()
        else:
            played_done = self._played.step(timeout)
            if self._hinted is None:
                if timeout != 0:
                    wait(self._hints, timeout=timeout)
                if all(f.done() for f in self._hints):
                    self._start_hinted()
            elif self._hinted.step(timeout if played_done else 0) and played_done:
                self._finish_turning()
        return self.finished

    def run(self, progress: Any = None) -> dict[str, Any]:
        while not self.step(timeout=0.25):
            if progress is not None:
                progress(self)
        return self.result()

    def cancel(self) -> None:
        self.cancelled = True
        self.pool.cancel()

    def close(self) -> None:
        if self.own_pool:
            self.pool.close()

    # -- turning points ---------------------------------------------------------------------
    def _start_turning(self) -> None:
        pts = self.record.points
        after = [*pts[1:], self.record.final]
        drops = []
        for i, (p, nxt) in enumerate(zip(pts, after, strict=True)):
            if p.chance is None or nxt.chance is None or not p.moves:
                continue
            drops.append((p.chance.share - nxt.chance.share, -i, i))
        drops.sort(reverse=True)
        self._drops = [i for d, _, i in drops[:TURNING_POINTS] if d > 0]
        questions = [Question(pts[i].state, tuple(pts[i].moves)) for i in self._drops]
        name = self.record.mode.name
        self._hints = [
            self.pool.call(hint_task, name, pts[i].state, self.seed) for i in self._drops
        ]
        self._played = Estimates(name, questions, self.pool, self.seed, self.plan)

    def _start_hinted(self) -> None:
        """The Hint's moves are known: their chances, on the same play-out seeds."""
        pts = self.record.points
        self._hint_moves = [f.result() for f in self._hints]
        questions = [
            Question(pts[i].state, tuple(cmds))
            for i, (_, cmds) in zip(self._drops, self._hint_moves, strict=True)
        ]
        name = self.record.mode.name
        self._hinted = Estimates(name, questions, self.pool, self.seed, self.plan)

    def _finish_turning(self) -> None:
        assert self._played is not None
        pts = self.record.points
        after = [*pts[1:], self.record.final]
        self.turning = []
        assert self._hinted is not None
        hinted = zip(self._hint_moves, self._hinted.questions, strict=True)
        for i, q, ((hint, _), h) in zip(self._drops, self._played.questions, hinted, strict=True):
            p, then = pts[i], after[i].chance
            assert p.chance is not None and then is not None
            self.turning.append(
                {
                    self.record.unit: p.unit,
                    "command": p.index,
                    "drop": round(p.chance.share - then.share, 4),
                    "before": chance_json(p.chance),
                    "after": chance_json(then),
                    "played": brief(p.words),
                    "played_chance": chance_json(q.chance),
                    "hint": brief(hint),
                    "hint_chance": chance_json(h.chance),
                }
            )
        self.seconds = time.perf_counter() - self.started
        self._complete = True
        self.close()

    # -- the result -------------------------------------------------------------------------
    def result(self) -> dict[str, Any]:
        """The review as JSON-ready data (the same for the same record, seed and plan)."""
        rec = self.record
        unit = rec.unit
        points = [
            {unit: p.unit, "command": p.index, **chance_json(p.chance)}
            for p in rec.points
            if p.chance
        ]
        end = rec.final
        state = end.state
        result = (getattr(state, "result", "") or "unfinished") if state.over else "unfinished"
        counts = sorted({c["playouts"] for c in points if c["playouts"]})
        return {
            "game": rec.mode.title,
            "mode": rec.mode.name,
            "unit": unit,
            "result": result,
            "seed": self.seed,
            "margin_goal": self.plan.margin,
            "said": said(counts),
            "points": points,
            "end": {unit: end.unit, "command": end.index, "result": result},
            "turning_points": self.turning,
            "record_note": rec.note,
            "version": REVIEW_VERSION,
        }

    def timing(self) -> dict[str, float | None]:
        r = lambda v: None if v is None else round(v, 2)  # noqa: E731
        return {
            "coarse_chart": r(self.coarse_seconds),
            "chart": r(self.chart_seconds),
            "total": r(self.seconds),
            "workers": self.pool.workers,
        }


def said(counts: list[int]) -> str:
    """The honest line under the chart: how the chances were made."""
    if not counts:
        many = "no"
    elif counts[0] == counts[-1]:
        many = str(counts[0])
    else:
        many = f"{counts[0]} to {counts[-1]}"
    return (
        "Chances if the rest were played by the game's own player, "
        f"from {many} play-outs each (95 % margins)"
    )


# --- saves ------------------------------------------------------------------------------------


def record_of_file(path: str | Path) -> tuple[modes.Mode, Any, list[Command], str]:
    """The mode, setup and moves of a save, and a note when it is reviewed only as its record
    (made with other game data). Raises ReviewRefused with the reason for a file that cannot
    be reviewed."""
    from engine.core import record

    try:
        mode = modes.of_save(path)
        why = chances.unavailable(mode)
        if why:
            raise ReviewRefused(why)
        loaded = record.load_file(path, mode.rules())
    except record.OtherContent as exc:
        note = "made with other game data than today's: reviewed as its record of moves"
        return mode, exc.setup, list(exc.commands), note
    except record.SaveError as exc:
        raise ReviewRefused(f"this save cannot be reviewed: {exc}") from None
    return mode, loaded.setup, list(loaded.commands), ""


def key_of(mode: modes.Mode, setup: Any, commands: list[Command], seed: int, plan: Plan) -> str:
    """What a stored review is kept under: the record, the seed, the plan and this version."""
    from engine.core.serial import CONVERTER

    rules = mode.rules()
    doc = {
        "v": REVIEW_VERSION,
        "content": rules.content_version(),
        "setup": CONVERTER.unstructure(setup),
        "commands": [rules.commands.unstructure(c, CONVERTER) for c in commands],
        "seed": seed,
        "plan": attrs.asdict(plan),
    }
    text = json.dumps(doc, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def load_kept(folder: Path, key: str) -> dict[str, Any] | None:
    """A review kept earlier for this record, or None (a damaged one is as good as none)."""
    try:
        data = json.loads((folder / f"{key}.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and data.get("version") == REVIEW_VERSION else None


def keep(folder: Path, key: str, result: dict[str, Any]) -> None:
    from engine.core.files import write_atomic

    write_atomic(folder / f"{key}.json", json.dumps(result, separators=(",", ":")))
