"""Mutation testing of the rules modules: do the tests notice a wrong rule?

    uv run python bench/mutation.py                       # the six first modules, one by one
    uv run python bench/mutation.py swarm.movement arachnid.battle --children 2
    uv run python bench/mutation.py weavers.targeting --survivors   # list what lived
    uv run python bench/mutation.py swarm.combat --mutants 'engine.swarm.combat.x_losses__mutmut_*'
                                            # only these mutants again (after new tests)

For each module it copies this tree (tracked and untracked files, no .venv) into a scratch
folder, points mutmut at that one module and at the tests of its game only, and runs
`mutmut run` there through `uv run --with mutmut==VERSION`, so mutmut never enters the lock
file or the tests CI runs. mutmut first records which tests reach which function, then runs
only those tests against each mutant. It prints one row a module: mutants, killed, survived,
timeouts (counted as killed: the mutant made a game loop for ever), not reached by any test,
and the minutes it took. A survivor is either a test to write (named after its rule) or a
mutant no player could tell apart; docs/TESTING.md keeps the figures and the judgements.

Headless and private: SDL's dummy drivers, XDG folders in the scratch folder.
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tests.headless import headless_env

ROOT = Path(__file__).resolve().parent.parent
MUTMUT = "mutmut==3.8.1"

# Module (engine/<game>/<name>.py) -> the tests that prove its game's rules.
TESTS = {
    "swarm": ["tests/swarm"],
    "arachnid": ["tests/arachnid"],
    "weavers": ["tests/galaxy"],
    "galaxy": ["tests/galaxy"],
    "core": ["tests/core"],
}
# The shared modules' rules have tests of their own (tests/core also holds timing and
# whole-game checks that say nothing about which rule broke).
SAVES = [
    "tests/core/test_session_record.py",
    "tests/core/test_save_safety.py",
    "tests/core/test_load_check.py",
    "tests/core/test_other_content.py",
    "tests/core/test_modes.py",
    "tests/core/test_resume.py",
]
MODULE_TESTS = {
    "core.campaign": ["tests/galaxy/test_d3_campaign.py"],
    "core.daily": ["tests/core/test_daily.py"],
    "core.session": SAVES,
    "core.record": SAVES,
}
# Whole seeded games and golden replays: they notice almost any change, but not which rule
# broke. A mutant counts as killed only by a test of the rules (issue 40 item 9).
WHOLE_GAMES = [
    "tests/swarm/test_golden_records.py",
    "tests/swarm/test_swarm_games.py",
    "tests/arachnid/test_arachnid_games.py",
    "tests/galaxy/test_simulate.py",
]
FIRST = [
    "swarm.movement",
    "swarm.combat",
    "arachnid.battle",
    "arachnid.economy",
    "weavers.targeting",
    "weavers.weaving",
]
# Issue 40 item 9: every other engine module that holds rules.
MORE = [
    "swarm.automa",
    "swarm.flow",
    "swarm.rules",
    "swarm.standings",
    "arachnid.rivals",
    "arachnid.critters",
    "arachnid.rounds",
    "arachnid.actions",
    "arachnid.scoring",
    "galaxy.rules",
    "galaxy.projects",
    "galaxy.board",
    "galaxy.turns",
    "galaxy.standstill",
    "weavers.capture",
    "weavers.forecast",
    "core.campaign",
    "core.session",
    "core.record",
    "core.daily",
]
KILLED = {"killed", "timeout"}


def _copy_tree(dest: Path) -> None:
    """This tree as git sees it (tracked and untracked, not ignored), into dest."""
    listed = (
        subprocess.run(
            ["git", "ls-files", "-co", "--exclude-standard", "-z"],
            cwd=ROOT,
            check=True,
            capture_output=True,
        )
        .stdout.decode()
        .split("\0")
    )
    for name in filter(None, listed):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)


def _configure(work: Path, module: str) -> str:
    game, name = module.split(".")
    path = f"engine/{game}/{name}.py"
    if not (work / path).is_file():
        raise SystemExit(f"no module {path}")
    tests = MODULE_TESTS.get(module, TESTS[game])
    ignore = [f"--ignore={w}" for w in WHOLE_GAMES]
    # `-n 0`: mutmut records which tests reach which function in its own process, so the
    # suite's parallel workers (addopts) are off here.
    args = ["-p", "no:cacheprovider", "-n", "0", "-x", "-q", *ignore]
    extra = f'''
[tool.mutmut]
source_paths = ["{path}"]
also_copy = ["engine/", "game/", "scenes/", "weavers/", "assets/", "tests/", "docs/"]
pytest_add_cli_args_test_selection = {json.dumps(tests)}
pytest_add_cli_args = {json.dumps(args)}
'''
    pyproject = work / "pyproject.toml"
    pyproject.write_text(pyproject.read_text() + extra)
    return path


def _counts(work: Path, env: dict[str, str], only: list[str]) -> dict[str, list[str]]:
    out = subprocess.run(
        ["uv", "run", "-q", "--with", MUTMUT, "mutmut", "results", "--all", "true"],
        cwd=work,
        env=env,
        capture_output=True,
        text=True,
    ).stdout
    found: dict[str, list[str]] = {}
    for line in out.splitlines():
        m = re.match(r"\s*(\S+__mutmut_\d+): (.+)$", line)
        if m and (not only or any(fnmatch.fnmatch(m.group(1), p) for p in only)):
            found.setdefault(m.group(2).strip(), []).append(m.group(1))
    return found


def run_module(
    module: str, children: int, survivors: bool, keep: bool, only: list[str] = ()
) -> dict[str, object]:
    work = Path(tempfile.mkdtemp(prefix=f"mutation-{module}-"))
    _copy_tree(work)
    path = _configure(work, module)
    env = headless_env(work / ".xdg")
    env.pop("VIRTUAL_ENV", None)
    started = time.monotonic()
    log = work / "mutmut.log"
    with log.open("w") as out:
        subprocess.run(
            ["uv", "run", "-q", "--with", MUTMUT, "mutmut", "run", "--max-children", str(children)]
            + list(only),
            cwd=work,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
        )
    minutes = (time.monotonic() - started) / 60
    found = _counts(work, env, list(only))
    if found and set(found) == {"not checked"}:  # mutmut stopped before testing any mutant
        tail = log.read_text(errors="replace").replace("\r", "\n").splitlines()[-30:]
        print(f"{path}: mutmut tested nothing; the end of its output:", file=sys.stderr)
        print("\n".join(tail), file=sys.stderr)
    total = sum(len(v) for v in found.values())
    killed = sum(len(v) for k, v in found.items() if k in KILLED)
    lived = found.get("survived", [])
    row = {
        "module": path,
        "mutants": total,
        "killed": killed,
        "survived": len(lived),
        "no tests": len(found.get("no tests", [])),
        "other": {
            k: len(v) for k, v in found.items() if k not in KILLED | {"survived", "no tests"}
        },
        "minutes": round(minutes, 1),
    }
    if survivors and lived:
        for name in lived:
            diff = subprocess.run(
                ["uv", "run", "-q", "--with", MUTMUT, "mutmut", "show", name],
                cwd=work,
                env=env,
                capture_output=True,
                text=True,
            ).stdout
            print(f"--- {name}\n{diff}")
    if keep:
        print(f"kept: {work}")
    else:
        shutil.rmtree(work, ignore_errors=True)
    return row


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("modules", nargs="*", help="game.module, e.g. swarm.combat (default: the six)")
    p.add_argument("--more", action="store_true", help="also issue 40's: automa, flow, rivals...")
    p.add_argument("--children", type=int, default=1, help="mutants tested at once")
    p.add_argument("--survivors", action="store_true", help="print each surviving mutant")
    p.add_argument("--keep", action="store_true", help="keep the scratch folder")
    p.add_argument(
        "--mutants",
        nargs="+",
        default=[],
        help="only these mutants (names or patterns from --survivors), e.g. after new tests",
    )
    args = p.parse_args(argv)
    modules = args.modules or (FIRST + (MORE if args.more else []))
    print(f"{'module':34} {'mutants':>7} {'killed':>6} {'lived':>5} {'untested':>8} {'min':>5}")
    for module in modules:
        r = run_module(module, args.children, args.survivors, args.keep, args.mutants)
        print(
            f"{r['module']:34} {r['mutants']:>7} {r['killed']:>6} {r['survived']:>5} "
            f"{r['no tests']:>8} {r['minutes']:>5}  {r['other'] or ''}",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
