"""How fast the move preview and the Hint answer, per game (issue 38: a preview within 5 ms
p99, a hint within 300 ms p99, on this 2-core machine).

    uv run python bench/preview_speed.py [--games 4] [--seed 1] [--per-position 40]

Positions come from seeded games of the heuristic player (level 3). At each, up to
--per-position legal commands are previewed (engine/core/lookahead.py), and a hint is asked
of a fresh Hinter (engine/core/hint.py: it plans the turn, the slowest case). Beside each, a
baseline from the same run: the preview beside the plain way of looking ahead
(copy.deepcopy, then the rules' apply), the hint beside the heuristic player's own choice.
Times are wall-clock and, in brackets, the thread's CPU time (what the machine's other load
does not inflate). Medians and p99 in milliseconds.
"""

from __future__ import annotations

import argparse
import copy
import statistics
import time
from collections.abc import Callable
from typing import Any

from engine import modes
from engine.core import lookahead
from engine.core.hint import Hinter
from engine.core.session import Session


def _timed(wall: list[float], cpu: list[float], fn: Callable[..., Any], *args: Any) -> Any:
    w, c = time.perf_counter(), time.thread_time()
    out = fn(*args)
    cpu.append(time.thread_time() - c)
    wall.append(time.perf_counter() - w)
    return out


def _copy_apply(rules: Any, state: Any, cmd: Any) -> None:
    """The plain way: copy.deepcopy (sharing only a frozen galaxy), then the rules' apply."""
    galaxy = getattr(state, "galaxy", None)
    rules.apply(copy.deepcopy(state, {id(galaxy): galaxy} if galaxy is not None else {}), cmd)


def _fresh_hint(rules: Any, state: Any) -> None:
    Hinter(rules).hint(state)


def _p(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * q))] * 1000


def _cell(wall: list[float], cpu: list[float]) -> str:
    return (
        f"{statistics.median(wall) * 1000:.2f} / {_p(wall, 0.99):.2f} "
        f"({statistics.median(cpu) * 1000:.2f} / {_p(cpu, 0.99):.2f})"
    )


def measure(mode: str, games: int, seed: int, per_position: int) -> dict[str, Any]:
    m = modes.get(mode)
    rules = m.rules()
    sim = m.simulate().SIMULATION
    t: dict[str, list[float]] = {k: [] for k in ("pw", "pc", "bw", "bc", "hw", "hc", "xw", "xc")}
    positions = 0
    for g in range(games):
        session = Session.new(rules, rules.setup(seed + g))
        bot = sim.bots("heuristic", seed + g)
        while not session.state.over:
            state = session.state
            positions += 1
            for cmd in rules.legal_commands(state)[:per_position]:
                _timed(t["pw"], t["pc"], lookahead.preview, rules, state, cmd)
                _timed(t["bw"], t["bc"], _copy_apply, rules, state, cmd)
            _timed(t["hw"], t["hc"], _fresh_hint, rules, state)
            session.submit(_timed(t["xw"], t["xc"], bot.choose, rules, state))
    return {
        "mode": mode,
        "positions": positions,
        "previews": len(t["pw"]),
        "preview": _cell(t["pw"], t["pc"]),
        "copy_apply": _cell(t["bw"], t["bc"]),
        "hint": _cell(t["hw"], t["hc"]),
        "heuristic": _cell(t["xw"], t["xc"]),
        "preview_p99_cpu": _p(t["pc"], 0.99),
        "hint_p99_cpu": _p(t["hc"], 0.99),
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--per-position", type=int, default=40)
    args = ap.parse_args()
    print(
        f"games {args.games} per game from seed {args.seed}, heuristic player, level 3; "
        "ms: median / p99 wall (median / p99 CPU)"
    )
    print()
    print(
        "| game | positions | previews | preview | baseline: deep copy + apply | hint | "
        "baseline: heuristic's choice |"
    )
    print("|---|---|---|---|---|---|---|")
    verdicts = []
    for mode in modes.names():
        r = measure(mode, args.games, args.seed, args.per_position)
        print(
            f"| {modes.get(mode).title} | {r['positions']} | {r['previews']} | {r['preview']} "
            f"| {r['copy_apply']} | {r['hint']} | {r['heuristic']} |"
        )
        verdicts.append(
            f"{modes.get(mode).title}: preview p99 CPU {r['preview_p99_cpu']:.2f} ms "
            f"({'met' if r['preview_p99_cpu'] <= 5 else 'MISSED'} <= 5), hint p99 CPU "
            f"{r['hint_p99_cpu']:.1f} ms ({'met' if r['hint_p99_cpu'] <= 300 else 'MISSED'} <= 300)"
        )
    print()
    print("\n".join(verdicts))


if __name__ == "__main__":
    main()
