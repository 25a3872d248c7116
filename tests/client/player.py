"""What a player does, as synthetic pygame events fed through the real loop (App.step)."""

from __future__ import annotations

import pygame

from game.app import App
from game.widgets import Button


def motion(pos: tuple[int, int]) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))


def frame(app: App, events: list[pygame.event.Event] | None = None) -> None:
    app.step(events or [], 0.016)


def click(app: App, pos: tuple[int, int], button: int = 1) -> None:
    """Move there, press and release a mouse button (1 left, 3 right), then one more frame
    (commands pushed by the click are taken on the next update, and the next screen draws
    its buttons)."""
    frame(
        app,
        [
            motion(pos),
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
        ],
    )
    frame(app)


def press(app: App, key: int, mod: int = 0) -> None:
    frame(app, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")])
    frame(app)


def answer_yes(app: App) -> None:
    """If the last input asked "are you sure?" (End turn with cubes left), click its first
    answer, as a player who meant it does."""
    from scenes.board_kit.confirm import ConfirmScene

    if isinstance(app.scenes.top, ConfirmScene):
        click(app, app.scenes.top.buttons[0].rect.center)


def button(scene, label: str) -> Button:
    """The scene's button with this label (it must have been drawn, so it has its place)."""
    buttons = scene.buttons.values() if isinstance(scene.buttons, dict) else scene.buttons
    found = [b for b in buttons if b.label == label]
    assert found, f"no {label!r} button among {[b.label for b in buttons]}"
    return found[0]


def click_button(app: App, label: str) -> None:
    click(app, button(app.scenes.top, label).rect.center)


def card(title, mode: str) -> pygame.Rect:
    """Where the title's picker draws this game's card."""
    return next(rect for rect, entry in title.picker.rects if entry.mode == mode)


def pick_game(app: App, mode: str):
    """Pick this game on the title by clicking its card; returns the title."""
    title = app.scenes.top
    frame(app)
    click(app, card(title, mode).center)
    assert app.game_mode == mode
    return title


def play_out(app: App, player, most: int = 40000, until=None) -> None:
    """Let a mouse or key player drive the table, a 1/60 s frame at a time, until `until()`
    holds (by default: its board has left the top, for its Game over, and no question asked
    over the board, such as a costly move's, is what covers it) or `most` frames."""
    board = player.board

    def left() -> bool:
        top = app.scenes.top
        return top is not board and getattr(top, "below", None) is not board

    done = until or left
    app.driver = player
    try:
        for _ in range(most):
            player.tick(1 / 60)
            app.step(pygame.event.get(), 1 / 60)
            if done():
                break
    finally:
        app.driver = None


def autoplay(tmp_path, *args: str) -> dict:
    """`weavers --autoplay ... --until-over`, a bot playing through the real input from the
    command line; what its `--stats-json` reports."""
    import json

    from weavers.cli import main

    stats_path = tmp_path / "stats.json"
    assert main(["--autoplay", "--until-over", *args, "--stats-json", str(stats_path)]) == 0
    return json.loads(stats_path.read_text())


def assert_played_by_keys_to_the_end(stats: dict, kinds: set[str]) -> None:
    """A whole game by key events alone: no click, nothing the keys could not reach, a
    result, and these kinds of command among those made."""
    assert stats["via_keys"] is True and stats["clicks"] == 0
    assert stats["unreachable"] == []
    assert stats["result"] in ("won", "lost")
    assert kinds <= set(stats["command_kinds"])


def drawn(app: App) -> list:
    """Every text the next frame draws (game.layout_record.Drawn: the words, where their ink
    shows, their size)."""
    from game import draw
    from game.layout_record import Recorder

    draw.recorder = Recorder()
    try:
        frame(app)
        return [d for d in draw.recorder.items if d.kind == "text"]
    finally:
        draw.recorder = None


def drawn_words(app: App) -> list[str]:
    """The words of every text the next frame draws."""
    return [d.what for d in drawn(app)]


def open_from_title(app: App, label: str, scene_type: type):
    """Click the title's button with this label; the screen it opens, of this type."""
    frame(app)
    click_button(app, label)
    scene = app.scenes.top
    assert isinstance(scene, scene_type), scene
    return scene


def title_app(keep_record: bool = False) -> App:
    """The game at its title screen, 1280x720, every animation instant, one frame drawn."""
    from scenes.table.title import TitleScene

    a = App((1280, 720), frames=None, keep_record=keep_record)
    a.settings.anim_speed = a.settings.weavers_speed = "instant"
    a.scenes.push(TitleScene(a))
    frame(a)
    return a


def close(app: App) -> None:
    """The end of a test's window: the saves written, pygame closed."""
    from game import saves

    saves.wait_for_writes()
    pygame.quit()
