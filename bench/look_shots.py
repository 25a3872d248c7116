"""Screenshots for the look of The Weavers' board (issue 43), headless: the opening, a
mid-game board and a burst of frames through an engulfment, at two window sizes, 100 % and
150 % UI scale, in both palettes.

    SDL_VIDEODRIVER=dummy uv run python bench/look_shots.py [OUT_DIR] [--quick]
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pygame

from game import theme
from game.app import App
from tests.client.player import frame
from tests.client.test_board_intent import mid_game


def make_app(size, scale: float) -> App:
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="weavers-look-")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="weavers-look-")
    app = App(size, frames=1)
    app.ui_scale = app.settings.ui_scale = scale
    return app


def opening(app, out: Path, tag: str) -> None:
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})
    frame(app)
    board.animator.skip()
    frame(app)
    pygame.image.save(app.screen, str(out / f"opening-{tag}.png"))


def middle(app, out: Path, tag: str) -> None:
    mid_game(app)
    frame(app)
    pygame.image.save(app.screen, str(out / f"mid-{tag}.png"))


def engulfment(app, out: Path, tag: str) -> None:
    """As bench/client_frames.py's busiest case: every swarm one cube short, then end turn."""
    from engine.galaxy.commands import EndTurn
    from engine.weavers.capture import slots_needed
    from scenes.galaxy.new_game import start_game

    board = start_game(app, 1, {"difficulty": 3})
    app.step([], 1 / 60)
    board.animator.skip()
    st = board.state
    for sw in st.swarms:
        for p in range(3):
            colour = board.content.weavers[sw.card].projects[p].colour
            need = slots_needed(st, board.content, sw.card, p) - 1 - sw.cubes[p]
            take = max(0, min(need, st.reserve[colour]))
            st.reserve[colour] -= take
            sw.cubes[p] += take
    board.animator.sync(st)
    board.issue(EndTurn())
    for f in range(600):
        busy = app.step([], 1 / 60)
        if f % 12 == 0 and f <= 240:
            pygame.image.save(app.screen, str(out / f"engulf-{tag}-{f:03d}.png"))
        if not busy:
            break


def main() -> int:
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    quick = "--quick" in sys.argv
    out = Path(args[0] if args else "shots")
    out.mkdir(parents=True, exist_ok=True)
    sizes = ((1920, 1080),) if quick else ((1280, 720), (1920, 1080))
    scales = (1.0,) if quick else (1.0, 1.5)
    palettes = ("standard",) if quick else ("standard", "colour-blind")
    for size in sizes:
        for scale in scales:
            for pal in palettes:
                for make in (opening, middle, engulfment):
                    if make is engulfment and (scale != 1.0 or pal != "standard") and quick:
                        continue
                    theme.set_palette(pal)
                    app = make_app(size, scale)
                    tag = f"{size[0]}x{size[1]}-{int(scale * 100)}-{pal}"
                    make(app, out, tag)
                    pygame.quit()
                    theme.set_palette("standard")
                    print(make.__name__, tag, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
