"""engine/ must stay pure: no pygame (or pymunk), and nothing from the client packages; and
one game's engine never imports another's (ARCHITECTURE: Three games, one table)."""

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


# Each game's engine packages; a game may use engine.core, its own packages, nothing else.
GAMES = {
    "weavers": ("engine.galaxy", "engine.weavers"),
    "swarm": ("engine.swarm",),
    "arachnid": ("engine.arachnid",),
}


def imported_modules(path: Path) -> set[str]:
    """Full dotted names of absolute imports (`from a.b import c` gives a.b and a.b.c)."""
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names |= {f"{node.module}.{a.name}" for a in node.names}
    return names


def game_of_module(name: str) -> str | None:
    for game, packages in GAMES.items():
        if any(name == p or name.startswith(p + ".") for p in packages):
            return game
    return None


def foreign_imports(path: Path) -> list[str]:
    """Imports of another game's engine from a file of one game's engine."""
    rel = path.relative_to(ROOT).with_suffix("")
    own = game_of_module(".".join(rel.parts))
    if own is None:
        return []
    found = {m for m in imported_modules(path) if game_of_module(m) not in (None, own)}
    return sorted(found)


def test_engine_has_modules_to_check():
    assert len(engine_files()) >= 5


def test_engine_source_never_imports_the_client_or_pygame():
    offenders = {
        str(p.relative_to(ROOT)): sorted(imported_roots(p) & FORBIDDEN)
        for p in engine_files()
        if imported_roots(p) & FORBIDDEN
    }
    assert offenders == {}


def test_no_game_engine_imports_another_games_engine():
    offenders = {
        str(p.relative_to(ROOT)): foreign_imports(p) for p in engine_files() if foreign_imports(p)
    }
    assert offenders == {}


def test_the_game_checker_catches_a_foreign_import(monkeypatch, tmp_path):
    fake_root = tmp_path
    bad = fake_root / "engine" / "swarm" / "bad.py"
    bad.parent.mkdir(parents=True)
    bad.write_text(
        "from engine.core.rng import Rng\nfrom engine.galaxy.galaxy import offset_to_hex\n"
    )
    ok = fake_root / "engine" / "galaxy" / "fine.py"
    ok.parent.mkdir(parents=True)
    ok.write_text("from engine.weavers import setup\nfrom engine import core\n")
    monkeypatch.setattr(sys.modules[__name__], "ROOT", fake_root)
    assert foreign_imports(bad) == ["engine.galaxy.galaxy", "engine.galaxy.galaxy.offset_to_hex"]
    assert foreign_imports(ok) == []
    arachnid = fake_root / "engine" / "arachnid" / "x.py"
    arachnid.parent.mkdir(parents=True)
    arachnid.write_text("import engine.swarm.state\n")
    assert foreign_imports(arachnid) == ["engine.swarm.state"]


def test_the_checker_catches_a_forbidden_import(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import os\nfrom pygame import Rect\nimport scenes.galaxy.board\n")
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


# Each game's own screens (scenes/galaxy, scenes/swarm, scenes/arachnid) use the shared client
# parts and their own game's engine, never another game's screens or engine.
SCREENS = {"weavers": "scenes.galaxy", "swarm": "scenes.swarm", "arachnid": "scenes.arachnid"}


def foreign_screen_imports(path: Path) -> list[str]:
    rel = ".".join(path.relative_to(ROOT).with_suffix("").parts)
    own = next((g for g, p in SCREENS.items() if rel.startswith(p + ".")), None)
    if own is None:
        return []
    found = set()
    for m in imported_modules(path):
        engine_game = game_of_module(m)
        screen_game = next((g for g, p in SCREENS.items() if m == p or m.startswith(p + ".")), None)
        if engine_game not in (None, own) or screen_game not in (None, own):
            found.add(m)
    return sorted(found)


def test_each_games_screens_import_no_other_games_screens_or_engine():
    files = [p for pkg in SCREENS.values() for p in (ROOT / pkg.replace(".", "/")).rglob("*.py")]
    assert len(files) > 30
    bad = {str(p.relative_to(ROOT)): foreign_screen_imports(p) for p in files}
    assert {k: v for k, v in bad.items() if v} == {}


def test_the_screen_checker_catches_a_foreign_import(monkeypatch, tmp_path):
    monkeypatch.setattr(sys.modules[__name__], "ROOT", tmp_path)
    bad = tmp_path / "scenes" / "swarm" / "bad.py"
    bad.parent.mkdir(parents=True)
    bad.write_text("from scenes.galaxy.board_input import Target\nimport engine.arachnid.state\n")
    assert foreign_screen_imports(bad) == [
        "engine.arachnid.state",
        "scenes.galaxy.board_input",
        "scenes.galaxy.board_input.Target",
    ]
