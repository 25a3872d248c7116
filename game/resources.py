"""Finding files that ship with the game, from a source checkout or a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def root() -> Path:
    """The folder holding `assets/`: the bundle's unpack dir when frozen, else the checkout."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle)
    return Path(__file__).resolve().parents[1]


def asset(*parts: str) -> Path:
    return root().joinpath("assets", *parts)
