"""Screenshots of the first hour (issue 14) at two window sizes and every UI scale, headless:
the first start, a tutorial step, a threatened base (its swarm token's pips in view), the
colour-blind palette, and the keyboard's focus ring on the board and on the title.

    SDL_VIDEODRIVER=dummy uv run python bench/first_hour_shots.py [OUT_DIR]

Each picture is drawn by the real scenes through App.step, with synthetic key presses where
a person would press them. Each picture gets fresh data and settings folders of its own.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

import pygame

from game import theme
from game.app import App
from scenes.galaxy.tutorial_board import offer_on_first_start, open_tutorial
from scenes.table.title import TitleScene
from tests.client.player import frame, press
from tests.client.test_board_intent import mid_game, threatened_position

SIZES = ((1280, 720), (1920, 1080))
SCALES = (1.0, 1.25, 1.5)


def make_app(size, scale: float) -> App:
    # Fresh data and settings folders each time: the first start is offered only once.
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp(prefix="weavers-shots-")
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="weavers-shots-")
    app = App(size, frames=1)
    app.settings.anim_speed = app.settings.weavers_speed = "instant"
    app.ui_scale = app.settings.ui_scale = scale
    app.scenes.push(TitleScene(app))
    return app


def first_start(app) -> None:
    offer_on_first_start(app)
    frame(app)


def tutorial_step(app) -> None:
    board = open_tutorial(app, index=3)
    board.apply_speeds()
    for _ in range(240):  # the drawn cubes tumble into the hand first
        frame(app)


def threatened(app) -> None:
    board, sw = threatened_position(app)
    pos = board.view.centre(sw.system)
    frame(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))])


def colour_blind(app) -> None:
    theme.set_palette("colour-blind")
    mid_game(app)
    frame(app)


def board_ring(app) -> None:
    board = mid_game(app)
    press(app, pygame.K_TAB)
    press(app, pygame.K_RETURN)  # the first cube picked: the ring moves to where it may go
    board.pointer = board.focus.stop().point if board.focus.stop() else board.pointer
    frame(app)


def title_ring(app) -> None:
    frame(app)
    for _ in range(4):
        press(app, pygame.K_TAB)


SHOTS = {
    "first-start": first_start,
    "tutorial-step": tutorial_step,
    "threatened-base": threatened,
    "colour-blind": colour_blind,
    "board-focus-ring": board_ring,
    "title-focus-ring": title_ring,
}


def main() -> int:
    out = Path(sys.argv[1] if len(sys.argv) > 1 else "shots")
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SHOTS.items():
        for size in SIZES:
            for scale in SCALES:
                app = make_app(size, scale)
                make(app)
                path = out / f"{name}-{size[0]}x{size[1]}-{int(scale * 100)}.png"
                pygame.image.save(app.screen, str(path))
                theme.set_palette("standard")
                pygame.quit()
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
