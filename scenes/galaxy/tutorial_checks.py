"""The guided game's and the quick rules' screens, for `weavers layout-check`."""

from __future__ import annotations

from collections.abc import Callable

MOVE_STEP = 11  # settle a planet: a ring on the map, the coach without Next
NOTE_STEP = 29  # capture: a long note with Next, late in the game


def _board(index: int) -> Callable:
    def build(app, games):
        from game import tutorial
        from scenes.galaxy.tutorial_board import TutorialBoard

        return TutorialBoard(app, tutorial.load(), index)

    return build


def _page(index: int) -> Callable:
    def build(app, games):
        from scenes.galaxy.quick_rules import QuickRulesScene

        return QuickRulesScene(app, index)

    return build


def _done(app, games):
    from game import tutorial
    from scenes.galaxy.tutorial_board import cube_bullet
    from scenes.table.guided_done import GuidedDone

    return GuidedDone(app, tutorial.load(), "galaxy", cube_bullet)


def _offer(app, games):
    from game.tutorial import OFFER
    from scenes.board_kit.confirm import ConfirmScene
    from scenes.table.title import TitleScene

    app.scenes.push(TitleScene(app))
    app.step([], 0.016)
    question, detail, answers, cancel = OFFER
    return ConfirmScene(app, question, detail, [(answers, lambda: None)], cancel=cancel)


def builders() -> dict[str, Callable]:
    from game import tutorial

    pages = {f"quick rules {i + 1}": _page(i) for i in range(len(tutorial.load().page))}
    return {
        "how to play (first start)": _offer,
        "how to play (a move)": _board(MOVE_STEP),
        "how to play (a note)": _board(NOTE_STEP),
        "how to play (done)": _done,
        **pages,
    }


def names() -> tuple[str, ...]:
    return tuple(builders())
