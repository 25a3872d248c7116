"""Fuzz the load path at length and count what became of each damaged save (headless).

    uv run python bench/fuzz_saves.py [--tries 3000] [--seed 1]

Each try takes a good save of one of a few games (turns 2 to 40), changes one thing in it the
way tests/fuzz_saves.py does (mostly resealed, so the checksum and the snapshot hash are right
again and every check behind them is reached), or damages its bytes, and loads it. A try ends
as one of: refused cleanly (a SaveError naming the file), loaded as the same game (state and
record equal to the save it came from: a change outside the game, such as in its meta), loaded
at the same position through another record (for a checked save: every command legal, the
replay ends on the very snapshot), loaded as a different game, or any other exception. The
last two should never happen. With --foreign every save claims other content, so no replay
can check its snapshot and only the rules' own checks stand (an edited random-generator state,
say, then goes unseen).
"""

from __future__ import annotations

import argparse
import collections
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import record  # noqa: E402
from engine.core.record import SaveError  # noqa: E402
from engine.core.session import Session  # noqa: E402
from engine.galaxy.bots import make_bot  # noqa: E402
from engine.galaxy.rules import GalaxyRules  # noqa: E402
from tests.fuzz_saves import resealed_mutant  # noqa: E402

RULES = GalaxyRules()


def game(seed: int, turns: int) -> Session:
    s = Session.new(RULES, RULES.setup(seed, difficulty=1 + seed % 5))
    bot = make_bot("random", seed)
    while s.state.turn <= turns and not s.state.over:
        s.submit(bot.choose(RULES, s.state))
    return s


def _foreign(text: str) -> str:
    import json

    from tests.core.helpers import reseal

    doc = json.loads(text)
    doc["setup"]["content_version"] = "made with older cards"
    return reseal(doc)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--tries", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--foreign",
        action="store_true",
        help="saves made with other content: no replay can check them, only the rules' checks",
    )
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    games = [game(seed, turns) for seed, turns in ((1, 2), (2, 8), (3, 20), (4, 40))]
    texts = [record.dumps(g) for g in games]
    if args.foreign:
        texts = [_foreign(t) for t in texts]

    def draw(kind, arg):
        if kind == "bool":
            return rnd.random() < 0.5
        if kind == "index":
            return rnd.randrange(arg)
        return rnd.choice(list(arg))

    counts: collections.Counter[str] = collections.Counter()
    fields: collections.Counter[str] = collections.Counter()
    odd: list[str] = []
    notes: list[str] = []
    for _ in range(args.tries):
        i = rnd.randrange(len(texts))
        if rnd.random() < 0.85:
            text, how = resealed_mutant(texts[i], draw).encode(), "resealed"
        else:
            raw = bytearray(texts[i].encode())
            for _ in range(rnd.randint(1, 6)):
                raw[rnd.randrange(len(raw))] = rnd.randrange(256)
            text, how = bytes(raw), "bytes"
        counts[f"tried ({how})"] += 1
        try:
            loaded = record.loads(text, RULES, "fuzz.json")
        except SaveError as exc:
            ok = str(exc).startswith("fuzz.json")
            counts["refused cleanly" if ok else "refused, badly named"] += 1
            fields[exc.field.split(".")[0].split("[")[0] or "(whole file)"] += 1
            continue
        except Exception as exc:  # what the fuzzing is looking for
            counts["other exception"] += 1
            odd.append(f"{type(exc).__name__}: {exc}")
            continue
        if loaded.state != games[i].state:
            from engine.core.serial import CONVERTER

            path, a, b = record.first_difference(
                CONVERTER.unstructure(loaded.state), CONVERTER.unstructure(games[i].state)
            )
            counts["loaded as a different game"] += 1
            odd.append(f"a different game loaded: {path}: {str(a)[:80]} / {str(b)[:80]}")
        elif loaded.commands != games[i].commands:
            # Checked saves: every command legal and the replay ends on the very snapshot, so
            # another history to the same position (two cubes in "any" slots, in another
            # order). With --foreign the record is not checked at all, only replayed on resume.
            pairs = zip(loaded.commands, games[i].commands, strict=False)
            k = next((k for k, (x, y) in enumerate(pairs) if x != y), len(games[i].commands))
            counts["loaded: same position, another record"] += 1
            ours, theirs = loaded.commands[k : k + 1], games[i].commands[k : k + 1]
            notes.append(f"commands[{k}]: {ours} for {theirs}")
        else:
            counts["loaded as the same game"] += 1
    tried = sum(v for k, v in counts.items() if k.startswith("tried"))
    print(f"tried: {tried}")
    for key, n in sorted(counts.items()):
        if not key.startswith("tried"):
            print(f"  {key}: {n}")
    for key, n in sorted(counts.items()):
        if key.startswith("tried"):
            print(f"  {key}: {n}")
    print("refused, by top-level field:", dict(fields.most_common()))
    for line in notes[:10]:
        print("  another record:", line)
    for line in odd[:10]:
        print("  !", line)
    return 1 if odd else 0


if __name__ == "__main__":
    raise SystemExit(main())
