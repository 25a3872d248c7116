"""engine/ must stay pure: no pygame (or pymunk), and nothing from the client packages."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FORBIDDEN = {"pygame", "pymunk", "game", "scenes"}


def engine_files() -> list[Path]:
    return sorted((ROOT / "engine").rglob("*.py"))


def imported_roots(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    roots = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            roots.add(node.module.split(".")[0])
    return roots


def test_engine_has_modules_to_check():
    assert len(engine_files()) >= 5


def test_engine_source_never_imports_the_client_or_pygame():
    offenders = {
        str(p.relative_to(ROOT)): sorted(imported_roots(p) & FORBIDDEN)
        for p in engine_files()
        if imported_roots(p) & FORBIDDEN
    }
    assert offenders == {}


def test_the_checker_catches_a_forbidden_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom pygame import Rect\nimport scenes.board\n")
    assert imported_roots(bad) & FORBIDDEN == {"pygame", "scenes"}


def test_importing_every_engine_module_loads_no_pygame():
    modules = [
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for p in engine_files()
    ]
    code = (
        "import importlib, sys\n"
        f"for m in {modules!r}: importlib.import_module(m)\n"
        "bad = sorted(m for m in sys.modules if m.split('.')[0] in "
        f"{sorted(FORBIDDEN)!r})\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True
    )
    assert out.stdout.strip() == ""
