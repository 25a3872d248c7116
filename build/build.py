"""Build the executable: `uv run python build/build.py [--onedir]`.

Produces dist/weavers (dist/weavers.exe on Windows), or the folder dist/weavers/ with
--onedir. On Linux it also writes dist/weavers.desktop so a file manager can launch it.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def desktop_entry(exe: Path, icon: Path) -> str:
    return "\n".join(
        [
            "[Desktop Entry]",
            "Type=Application",
            "Name=The Weavers",
            "Comment=A solo galaxy board game against an alien swarm",
            f"Exec={exe}",
            f"Icon={icon}",
            "Terminal=false",
            "Categories=Game;BoardGame;",
            "",
        ]
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--onedir", action="store_true", help="a folder instead of one file")
    args = parser.parse_args(argv)
    import PyInstaller.__main__

    os.environ["WEAVERS_ONEDIR"] = "1" if args.onedir else "0"
    dist = ROOT / "dist"
    work = ROOT / "build" / "out"
    started = time.perf_counter()
    PyInstaller.__main__.run(
        [
            str(ROOT / "build" / "weavers.spec"),
            "--distpath",
            str(dist),
            "--workpath",
            str(work),
            "--noconfirm",
            "--log-level",
            "WARN",
        ]
    )
    name = "weavers.exe" if sys.platform == "win32" else "weavers"
    exe = dist / "weavers" / name if args.onedir else dist / name
    if not exe.exists():
        print(f"build failed: {exe} was not produced", file=sys.stderr)
        return 1
    if sys.platform.startswith("linux"):
        icon = dist / "weavers.png"
        shutil.copy(ROOT / "assets" / "icon.png", icon)
        entry = dist / "weavers.desktop"
        entry.write_text(desktop_entry(exe.resolve(), icon.resolve()))
        entry.chmod(0o755)
    size = (
        exe.stat().st_size
        if exe.is_file()
        else sum(p.stat().st_size for p in exe.parent.rglob("*") if p.is_file())
    )
    print(f"built {exe} ({size / 1e6:.1f} MB) in {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
