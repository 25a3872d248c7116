"""The shared log panel: a window that opens inside a long entry keeps every row."""

from __future__ import annotations

import pygame
import pytest

from game import draw, theme
from scenes.board_kit import log_panel


@pytest.fixture
def drawn(monkeypatch):
    """The (words, colour) of each text the panel draws."""
    pygame.init()
    theme.reset_fonts()  # fonts cached by an earlier test died with its pygame.quit()
    seen: list[tuple[str, object]] = []
    real = draw.text

    def spy(surface, text, pos, size, colour, *args, **kwargs):
        seen.append((text, colour))
        return real(surface, text, pos, size, colour, *args, **kwargs)

    monkeypatch.setattr(draw, "text", spy)
    return seen


@pytest.mark.parametrize("scale", [1.0, 1.25, 1.5])
def test_a_log_opening_inside_a_long_entry_fills_its_rows_and_marks_the_tail(drawn, scale):
    surface = pygame.Surface((420, 260))
    rect = pygame.Rect(0, 0, 420, 260)
    long = " ".join(f"swarm{k} feeds on a blue cube in system {k}" for k in range(30))
    lines = ["Turn 14", long, "Your turn", "You draw a red cube"]
    rows: list[tuple[pygame.Rect, str]] = []
    log_panel.log_panel(surface, rect, lines, 0, scale, rows=rows)
    step = int(int(17 * scale) * 1.2)
    fit = rect.inflate(-16 * scale, -12 * scale).height // step
    assert len(rows) == fit  # no row left empty under the long entry
    assert [text for _, text in rows[-2:]] == ["Your turn", "You draw a red cube"]
    assert rows[0][1] == long
    first, colour = next((t, c) for t, c in drawn if "swarm" in t)
    assert first.startswith("… ")  # the entry's tail, marked, not half a sentence unmarked
    assert colour == theme.TEXT_DIM  # and said quietly beside the whole entries
    assert dict(drawn)["Your turn"] == theme.TEXT


def test_a_log_that_fits_starts_at_its_first_entry_unmarked(drawn):
    surface = pygame.Surface((420, 260))
    log_panel.log_panel(surface, pygame.Rect(0, 0, 420, 260), ["Turn 1", "Your turn"], 0, 1.0)
    words = [t for t, _ in drawn]
    assert "Turn 1" in words and not any(t.startswith("…") for t in words)
