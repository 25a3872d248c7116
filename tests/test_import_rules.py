"""The layers the code can't break: the import-linter contracts in pyproject.toml
([tool.importlinter]: entry point -> screens -> shell -> engine, no pygame in the engine, no
game's engine or screens importing another game's) hold, and the checker does catch a
breach. Plus one thing a static checker cannot see: what importing the engine loads."""

import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
LINT = shutil.which("lint-imports", path=str(Path(sys.executable).parent))


def lint(cwd: Path) -> subprocess.CompletedProcess:
    assert LINT, "import-linter is a dev dependency: `uv sync`"
    return subprocess.run(
        [LINT, "pyproject.toml", "--no-cache"],
        cwd=cwd,
        capture_output=True,
        text=True,
    )


def test_the_tree_keeps_every_import_contract():
    done = lint(ROOT)
    assert done.returncode == 0, done.stdout[-3000:]
    assert " broken." in done.stdout and "0 broken" in done.stdout


# A small tree with the real packages' names and the real contracts, each file breaking one.
BREACHES = {
    "game/shell.py": ("import scenes.table.title\n", "game is not allowed to import scenes"),
    "engine/swarm/rules.py": (
        "from engine.galaxy import rules\n",
        "engine.swarm is not allowed to import engine.galaxy",
    ),
    "engine/core/draw.py": ("import pygame\n", "engine is not allowed to import pygame"),
    "scenes/arachnid/board.py": (
        "from scenes.swarm import board\n",
        "scenes.arachnid is not allowed to import scenes.swarm",
    ),
    "scenes/board_kit/ring.py": (
        "from scenes.table import title\n",
        "scenes.board_kit is not allowed to import scenes.table",
    ),
    "scenes/table/load.py": (
        "from scenes.swarm import board\n",
        "scenes.table is not allowed to import scenes.swarm",
    ),
    "scenes/players/mouse.py": (
        "from engine.galaxy import rules\n",
        "scenes.players is not allowed to import engine.galaxy",
    ),
}


@pytest.mark.parametrize("breach", sorted(BREACHES))
def test_the_checker_catches_a_breach_of_each_kind(tmp_path, breach):
    for package in (
        "weavers", "scenes", "scenes/galaxy", "scenes/swarm", "scenes/arachnid", "scenes/table",
        "scenes/players", "scenes/board_kit", "scenes/tools", "game",
        "engine", "engine/core", "engine/galaxy", "engine/weavers", "engine/swarm",
        "engine/arachnid",
    ):  # fmt: skip
        (tmp_path / package).mkdir(parents=True, exist_ok=True)
        (tmp_path / package / "__init__.py").write_text("")
    for f in (
        "scenes/games.py", "scenes/table/title.py", "scenes/swarm/board.py",
        "engine/galaxy/rules.py",
    ):  # fmt: skip
        (tmp_path / f).write_text("")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"]
    (tmp_path / "pyproject.toml").write_text(toml_of(config))
    assert lint(tmp_path).returncode == 0  # the bare tree keeps them
    code, words = BREACHES[breach]
    (tmp_path / breach).write_text(code)
    done = lint(tmp_path)
    assert done.returncode != 0 and words in done.stdout


def toml_of(config: dict) -> str:
    """[tool.importlinter] back as TOML (only strings, booleans and lists of strings)."""

    def value(v: object) -> str:
        if isinstance(v, bool):
            return "true" if v else "false"
        if isinstance(v, list):
            return "[" + ", ".join(value(x) for x in v) + "]"
        return '"' + str(v).replace('"', '\\"') + '"'

    lines = ["[tool.importlinter]"]
    lines += [f"{k} = {value(v)}" for k, v in config.items() if k != "contracts"]
    for contract in config["contracts"]:
        lines += ["", "[[tool.importlinter.contracts]]"]
        lines += [f"{k} = {value(v)}" for k, v in contract.items()]
    return "\n".join(lines) + "\n"


def test_importing_every_engine_module_loads_no_pygame():
    """Modules the engine loads by name (engine.modes) are beyond a static checker."""
    modules = [
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in sorted((ROOT / "engine").rglob("*.py"))
    ]
    assert len(modules) > 5
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        "('pygame', 'pymunk', 'game', 'scenes', 'weavers'))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""
