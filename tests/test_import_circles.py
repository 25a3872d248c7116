"""No import circles: no two of the project's modules import each other, directly or round a
loop. A lazy import inside a function counts (it runs, and ties the two modules as tightly); an
import only for annotations, under `if TYPE_CHECKING:`, does not (it never runs, and lets the type
checker see a module's user, such as a Scene's App). The layers contracts
(test_import_rules) keep the arrows between packages pointing down; this keeps them from
looping inside one."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("engine", "game", "scenes", "weavers")


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def type_checking_only(tree: ast.Module) -> set[int]:
    """The ids of the import nodes under `if TYPE_CHECKING:`."""
    skip: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skip |= {id(n) for s in node.body for n in ast.walk(s)}
    return skip


def imports_of(path: Path, modules: set[str], me: str = "") -> set[str]:
    """The project's modules this file imports, anywhere in it but under TYPE_CHECKING;
    `from a import b` names a.b when b is a module, else a."""
    found: set[str] = set()
    me = me or module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    tree = ast.parse(path.read_text(), str(path))
    skip = type_checking_only(tree)
    for node in ast.walk(tree):
        if id(node) in skip:
            continue
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(anchor + ([base] if base else []))
            names = [
                f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names
            ]
        else:
            continue
        for name in names:
            while name and name not in modules:  # a.b.c where a.b is the module
                name = name.rpartition(".")[0]
            if name and name != me and name not in PACKAGES:
                found.add(name)
    return found


def graph() -> dict[str, set[str]]:
    files = [f for p in PACKAGES for f in (ROOT / p).rglob("*.py")]
    modules = {module_name(f) for f in files}
    return {module_name(f): imports_of(f, modules) for f in files}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(edges.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_module_imports_round_a_circle():
    found = circles(graph())
    assert found == [], "import circles:\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_check_sees_a_circle_at_any_depth():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert circles({"a": {"b"}, "b": set()}) == []


def test_a_lazy_import_counts_and_one_for_annotations_does_not(tmp_path):
    f = tmp_path / "m.py"
    f.write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from game.app import App\n"
        "def later():\n    from engine.core import rng\n"
    )
    modules = {"engine.core.rng", "game.app", "engine.core"}
    assert imports_of(f, modules, me="game.m") == {"engine.core.rng"}
