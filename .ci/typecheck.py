"""The type check CI runs: mypy over engine, game, weavers and scenes ([tool.mypy] in
pyproject.toml), with each package's error count held to the number in .ci/type_errors.toml.

    uv run python .ci/typecheck.py            # check (exit 1 when a package has more errors)
    uv run python .ci/typecheck.py --kinds    # and list each package's errors by kind
    uv run python .ci/typecheck.py --lower    # write the smaller counts into the baseline

A package whose count fell below its baseline passes with a note to lower the number, so the
baseline only ever goes down. Every `# type: ignore[code]` must say why on its own line, after
the code (`# type: ignore[attr-defined]  # pygame's stub lacks it`); one that does not counts as
an error of its package (kind "ignore-without-reason").
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = Path(__file__).with_name("type_errors.toml")
PACKAGES = ("engine", "game", "weavers", "scenes")

# `path:line: error: message  [code]` (notes and the summary line are not errors)
_ERROR = re.compile(
    r"^(?P<path>[^:\s]+\.py):\d+(?::\d+)?: error: .*?(?:\s+\[(?P<code>[a-z-]+)\])?$"
)
# An ignore is fine only with a reason after it: `# type: ignore[code]  # why`.
_IGNORE = re.compile(r"#\s*type:\s*ignore(?P<codes>\[[^\]]*\])?(?P<rest>.*)$")


def run_mypy() -> str:
    """mypy's report for the packages named in [tool.mypy] files (incremental, cached)."""
    done = subprocess.run(
        [sys.executable, "-m", "mypy", "--no-error-summary", "--no-pretty"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    if done.returncode not in (0, 1):  # 2: mypy itself failed (bad config, crash)
        raise SystemExit(f"typecheck: mypy failed to run\n{done.stdout}{done.stderr}")
    return done.stdout


def errors_by_package(report: str) -> dict[str, Counter[str]]:
    """Each package's errors counted by their error code ("other" for one without a code)."""
    out: dict[str, Counter[str]] = {p: Counter() for p in PACKAGES}
    for line in report.splitlines():
        m = _ERROR.match(line)
        if m is None:
            continue
        package = Path(m["path"]).parts[0]
        out.setdefault(package, Counter())[m["code"] or "other"] += 1
    return out


def read_baseline(path: Path = BASELINE) -> dict[str, int]:
    return {k: int(v) for k, v in tomllib.loads(path.read_text(encoding="utf-8")).items()}


def compare(
    counts: dict[str, Counter[str]], baseline: dict[str, int]
) -> tuple[list[str], list[str]]:
    """(problems, notes): a package past its baseline is a problem; one under it, a note."""
    problems, notes = [], []
    for package, kinds in counts.items():
        have, allowed = sum(kinds.values()), baseline.get(package, 0)
        if have > allowed:
            problems.append(f"{package}/: {have} type errors, {allowed} allowed")
        elif have < allowed:
            notes.append(f"{package}/: {have} type errors, under the {allowed} allowed: lower it")
    return problems, notes


def unexplained_ignores(root: Path = ROOT) -> list[str]:
    """`# type: ignore` comments without an error code or without a reason after it, as
    `path:line: text`."""
    out = []
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                m = _IGNORE.search(line)
                if m is None:
                    continue
                reason = m["rest"].strip().lstrip("#").strip()
                if not m["codes"] or not reason:
                    out.append(f"{path.relative_to(root)}:{n}: {line.strip()}")
    return out


def write_baseline(counts: dict[str, Counter[str]], baseline: dict[str, int]) -> None:
    lines = BASELINE.read_text(encoding="utf-8").splitlines()
    for i, line in enumerate(lines):
        key = line.split("=")[0].strip()
        if key in counts and "=" in line:
            lines[i] = f"{key} = {min(baseline[key], sum(counts[key].values()))}"
    BASELINE.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kinds", action="store_true", help="list each package's errors by kind")
    ap.add_argument("--lower", action="store_true", help="lower the baseline to today's counts")
    args = ap.parse_args(argv)
    counts = errors_by_package(run_mypy())
    bad_ignores = unexplained_ignores()
    for where in bad_ignores:
        counts.setdefault(Path(where).parts[0], Counter())["ignore-without-reason"] += 1
    baseline = read_baseline()
    problems, notes = compare(counts, baseline)
    for package, kinds in counts.items():
        have, allowed = sum(kinds.values()), baseline.get(package, 0)
        print(f"typecheck: {package}/ {have} errors (allowed {allowed})")
        if args.kinds:
            for code, n in kinds.most_common():
                print(f"    {n:5d}  {code}")
    if problems:
        for where in bad_ignores:
            print(f"typecheck: a type: ignore without its code and a reason: {where}")
    if args.lower:
        write_baseline(counts, baseline)
        notes = [f"{BASELINE.name} lowered to today's counts"]
    for note in notes:
        print(f"typecheck: note: {note}")
    for problem in problems:
        print(f"typecheck: FAIL: {problem}")
    if problems:
        print("typecheck: see the errors with `uv run mypy`")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
