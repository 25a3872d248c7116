import pygame
import pytest

from game.app import App, display_window
from scenes.table.title import TitleScene
from weavers.cli import build_parser, main, parse_size


def test_frames_flag_exits_zero_and_screenshot_is_written(tmp_path):
    shot = tmp_path / "shot.png"
    assert main(["--frames", "3", "--screenshot", str(shot)]) == 0
    img = pygame.image.load(str(shot))
    assert img.get_size() == (1280, 720)


def test_title_scene_quit_button_quits():
    app = App((1280, 720), frames=5)
    title = TitleScene(app)
    app.scenes.push(title)
    app.step([], 0.016)  # lay out the buttons
    quit_button = next(b for b in title.buttons if b.label == "Quit")
    pos = quit_button.rect.center
    app.step(
        [
            pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
        ],
        0.016,
    )
    assert not app.running
    pygame.quit()


def test_disabled_button_does_nothing():
    app = App((1280, 720), frames=5)
    title = TitleScene(app)
    app.scenes.push(title)
    app.step([], 0.016)
    b = next(b for b in title.buttons if not b.enabled)
    called = []
    b.on_click = lambda: called.append(1)
    pos = b.rect.center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)], 0.016)
    assert called == [] and app.running
    pygame.quit()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_title_draws_at_every_supported_size(size):
    app = App(size, frames=1)
    app.scenes.push(TitleScene(app))
    app.step([], 0.016)
    assert app.screen.get_size() == size
    # Something was drawn: the centre column is not one flat colour.
    colours = {tuple(app.screen.get_at((size[0] // 2, y))) for y in range(0, size[1], 7)}
    assert len(colours) > 5
    pygame.quit()


def test_bad_arguments_are_refused_with_a_message():
    with pytest.raises(SystemExit):
        parse_size("wide")
    with pytest.raises(SystemExit):
        main(["--frames", "0"])
    assert build_parser().parse_args(["--seed", "4"]).seed == 4


def test_card_text_shrinks_to_fit_but_never_below_three_quarters():
    from game import draw

    pygame.font.init()
    words = "Reward: Order. Leader: once a turn, move 1 cube from a Weaver project back. " * 2
    roomy = pygame.Rect(0, 0, 400, 400)
    tight = pygame.Rect(0, 0, 200, 110)
    assert draw.block_size(words, 20, roomy) == 20
    small = draw.block_size(words, 20, tight)
    assert 15 <= small < 20
    assert len(draw.wrap(words, small, tight.width)) * int(small * 1.15) <= tight.height + small
    assert draw.block_size(words * 5, 20, tight) == 15  # the floor, then it clips


def test_text_is_set_in_the_bundled_font_not_the_unevenly_spaced_default():
    from game import theme

    pygame.font.init()
    theme.reset_fonts()
    assert theme.font(20).name == "Inter" and theme.font(20).style_name == "Regular"
    assert theme.font(20, bold=True).style_name == "Semi Bold"
    # Sizes keep the widths the layouts were made for (within a tenth).
    default = pygame.font.Font(None, 20).size("The galaxy of Nyx Mercantile")[0]
    assert abs(theme.font(20).size("The galaxy of Nyx Mercantile")[0] - default) < default / 10


def test_leaving_fullscreen_gives_the_window_back_its_size_and_place():
    app = App((1600, 900), frames=1)
    app.scenes.push(TitleScene(app))
    window = display_window()
    window.position = (40, 30)
    f11 = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0, unicode="")
    app.step([f11], 0.016)
    assert app.fullscreen and app.size == pygame.display.get_desktop_sizes()[0]
    app.step([f11], 0.016)
    assert not app.fullscreen
    assert app.size == (1600, 900)
    assert window.position == (40, 30)
    pygame.quit()


@pytest.mark.parametrize("size", ["100000x100000", "7681x720", "1280x7681", "7000x7000"])
def test_a_window_size_no_display_has_is_refused_with_a_clear_line(size, capsys):
    """Issue 40 item 5: --size 100000x100000 went on to make the window and ended in an
    out-of-memory crash report. A size larger than any display (8K: 7680x4320, or 4320x7680
    turned on its side) is refused before any window is made, naming the size."""
    with pytest.raises(SystemExit) as refused:
        parse_size(size)
    said = str(refused.value)
    assert said.startswith("weavers: --size") and size in said and "display" in said
    with pytest.raises(SystemExit) as refused:
        main(["--size", size, "--frames", "1"])
    assert size in str(refused.value)
    with pytest.raises(SystemExit) as refused:
        main(["layout-check", "--sizes", size])
    assert size in str(refused.value) and "--sizes" in str(refused.value)


@pytest.mark.parametrize("size", ["7680x4320", "4320x7680", "3840x2160", "320x240"])
def test_every_size_a_display_has_is_taken(size):
    w, h = (int(v) for v in size.split("x"))
    assert parse_size(size) == (w, h)
