"""Fuzz the load path of all three games and count what became of each damaged save (headless).

    uv run python bench/fuzz_saves.py [--tries 3000] [--seed 1] [--games galaxy,swarm,arachnid]
                                      [--foreign] [--renamed]

Each try takes a good save of one of a few games of each kind (The Weavers, Space Swarm,
Arachnid; 8 to 200 moves), changes one thing in it the way tests/fuzz_saves.py does (mostly
resealed, so the checksum and the snapshot hash are right again and every check behind them is
reached), or damages its bytes, and loads it with the rules of the game it names, as the title
and the Load screen do. A third of the tries (every try with --foreign) also claim other
content (`setup.content_version`), which today's loader replays all the same (docs/SAVES.md).
A sixth of the tries (every try with --renamed) take a save whose game name was changed to
another game's, in its setup, at its top or both, and resealed: each must be refused.

A try ends as one of: refused cleanly (a SaveError naming the file); refused as a record of
the old game (other content that today's rules do not play to its snapshot: its moves are then
replayed as the replay viewer would, which must not raise either); loaded as the same game
(state and record equal to the save it came from: a change outside the game, such as its meta
or its content version); loaded at the same position through another record (every command
legal, the replay ends on the very snapshot); loaded as a different game (another position, or
a setup naming another game than the save's); or any other exception. The last two should
never happen: the exit code is 1 if they did.
"""

from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import modes  # noqa: E402
from engine.core import record  # noqa: E402
from engine.core.record import OtherContent, SaveError  # noqa: E402
from engine.core.serial import CONVERTER  # noqa: E402
from tests.core.helpers import reseal  # noqa: E402
from tests.fuzz_saves import MODES, played_game, renamed_game, resealed_mutant  # noqa: E402

MOVES = (8, 30, 90, 200)  # the good saves of each game: this many moves of the random player


def _foreign(text: str) -> str:
    doc = json.loads(text)
    doc["setup"]["content_version"] = "made with older cards"
    return reseal(doc)


def _rules_named(text: bytes, fallback):
    """The rules of the game a document names, as saves.rules_of picks them for a file."""
    try:
        return modes.for_game(record.game_of(text)).rules()
    except (SaveError, ValueError):
        return fallback


def _watch(err: OtherContent, rules) -> str:
    """Replay an old game's record as the replay viewer does; '' or what went wrong."""
    try:
        record.rebuild(rules, err.setup, err.commands)
    except Exception as exc:  # the viewer stops there; the bench wants to know
        return f"{type(exc).__name__}: {exc}"
    return ""


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--games", default=",".join(MODES), help="which games (engine.modes names)")
    ap.add_argument("--foreign", action="store_true", help="every save claims other content")
    ap.add_argument("--renamed", action="store_true", help="every save names another game")
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    wanted = [m for m in args.games.split(",") if m]
    names = tuple(m.game for m in modes.MODES.values())
    started = time.perf_counter()
    goods = [(m, played_game(m, seed, n)) for m in wanted for seed, n in enumerate(MOVES, 1)]
    texts = [record.dumps(s) for _, s in goods]
    made_s = time.perf_counter() - started

    def draw(kind, arg):
        if kind == "bool":
            return rnd.random() < 0.5
        if kind == "index":
            return rnd.randrange(arg)
        return rnd.choice(list(arg))

    counts: dict[str, collections.Counter[str]] = {m: collections.Counter() for m in wanted}
    fields: collections.Counter[str] = collections.Counter()
    odd: list[str] = []
    notes: list[str] = []
    started = time.perf_counter()
    for _ in range(args.tries):
        i = rnd.randrange(len(texts))
        mode, good = goods[i]
        c = counts[mode]
        text = texts[i]
        foreign = args.foreign or rnd.random() < 1 / 3
        if foreign:
            text = _foreign(text)
        if args.renamed or rnd.random() < 1 / 6:
            data, how = renamed_game(text, draw, names).encode(), "game renamed"
        elif rnd.random() < 0.85:
            data, how = resealed_mutant(text, draw).encode(), "resealed"
        else:
            raw = bytearray(text.encode())
            for _ in range(rnd.randint(1, 6)):
                raw[rnd.randrange(len(raw))] = rnd.randrange(256)
            data, how = bytes(raw), "bytes"
        c[f"tried ({how}{', other content' if foreign else ''})"] += 1
        rules = _rules_named(data, good.rules)
        try:
            loaded = record.loads(data, rules, "fuzz.json")
        except OtherContent as exc:
            c["refused: a record of the old game"] += 1
            fields[exc.field.split(".")[0].split("[")[0] or "(whole file)"] += 1
            problem = _watch(exc, rules)
            if problem:
                c["other exception"] += 1
                odd.append(f"{mode}: watching the old game's moves: {problem}")
            continue
        except SaveError as exc:
            ok = str(exc).startswith("fuzz.json")
            c["refused cleanly" if ok else "refused, badly named"] += 1
            fields[exc.field.split(".")[0].split("[")[0] or "(whole file)"] += 1
            continue
        except Exception as exc:  # what the fuzzing is looking for
            c["other exception"] += 1
            odd.append(f"{mode}: {type(exc).__name__}: {exc}")
            continue
        named = {rules.name, loaded.setup.game}
        if named != {good.rules.name} or loaded.state != good.state:
            c["loaded as a different game"] += 1
            if named != {good.rules.name}:
                odd.append(f"{mode}: loaded as a game of {' and '.join(sorted(named))}")
                continue
            path, a, b = record.first_difference(
                CONVERTER.unstructure(loaded.state), CONVERTER.unstructure(good.state)
            )
            odd.append(f"{mode}: a different game loaded: {path}: {str(a)[:80]} / {str(b)[:80]}")
        elif loaded.commands != good.commands:
            pairs = zip(loaded.commands, good.commands, strict=False)
            k = next((k for k, (x, y) in enumerate(pairs) if x != y), len(good.commands))
            c["loaded: same position, another record"] += 1
            ours, theirs = loaded.commands[k : k + 1], good.commands[k : k + 1]
            notes.append(f"{mode} commands[{k}]: {ours} for {theirs}")
        else:
            c["loaded as the same game"] += 1
    took = time.perf_counter() - started
    total: collections.Counter[str] = collections.Counter()
    for mode in wanted:
        total.update(counts[mode])
        _print(f"{modes.get(mode).title}", counts[mode])
    _print("all games", total)
    print("refused, by top-level field:", dict(fields.most_common()))
    print(f"good saves made in {made_s:.1f} s; {args.tries} tries in {took:.1f} s")
    for line in notes[:10]:
        print("  another record:", line)
    for line in odd[:20]:
        print("  !", line)
    return 1 if odd else 0


def _print(name: str, counts: collections.Counter[str]) -> None:
    tried = sum(v for k, v in counts.items() if k.startswith("tried"))
    print(f"{name}: tried {tried}")
    for key, n in sorted(counts.items()):
        if not key.startswith("tried"):
            print(f"  {key}: {n}")
    for key, n in sorted(counts.items()):
        if key.startswith("tried"):
            print(f"  {key}: {n}")


if __name__ == "__main__":
    raise SystemExit(main())
