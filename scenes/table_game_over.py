"""The Game over screen every game shares: the ending saved and counted in the player's
record, a big result with one line saying how, the game's own body (a chart, a score table,
milestones) in the room between, and Play again (the next seed, same options), Watch replay
and Title, with Esc going to the title. Play again and the replay go through the game's
contract (scenes.games); each game draws only its result and its body."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.core.session import Session
from game import draw, table_record, theme
from game.scene import MenuScene
from game.widgets import Button
from scenes import games


def by_round(
    session: Session, round_event: type, measure: Callable[[Any], list[int]]
) -> list[list[int]]:
    """`measure` of the game (a number per seat) at the start of each round and at its end:
    the game played again from its record, for a chart (a state keeps no history)."""
    again = Session.new(session.rules, session.setup)
    rows: list[list[int]] = []

    def note(events) -> None:
        if any(isinstance(e, round_event) for e in events):
            rows.append(measure(again.state))

    note(again.opening)
    for cmd in session.commands:
        note(again.submit(cmd).events)
    rows.append(measure(again.state))
    return rows


class TableGameOver(MenuScene):
    shows_result = True
    mode = ""  # the game's name in the player's record
    button_h = 52  # design pixels

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        # Save the ending now (a game can end mid-turn, after the last autosave): that save is
        # what keeps Continue from offering the game again and shows it finished in Load.
        app.save_unsaved()
        # Count the game in the player's record (once per game; never a bot's game).
        self.record_problem = self.note_game() if app.keep_record else ""
        self.buttons = [
            self.first_button(),
            Button("Watch replay", self.replay),
            Button("Title", self.to_title),
        ]

    # --- what each game says (its own Game over overrides these) ----------------------------

    def note_game(self) -> str:
        """Count the finished game in the player's record; '' or why it could not be."""
        return table_record.note_game(self.session, self.mode)

    def first_button(self) -> Button:
        """The first of the three buttons: Play again (a campaign game goes back to it)."""
        return Button("Play again", self.play_again)

    def headline(self) -> tuple[str, bool, str]:
        """The big result, whether the player won, and the line under it saying how."""
        raise NotImplementedError

    def draw_body(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> int:
        """The game's own part (chart, table, notes) inside `room`; returns its bottom."""
        raise NotImplementedError

    def scale(self, size: tuple[int, int]) -> float:
        return theme.scale_for(size, self.app.ui_scale)

    # --- what every game does -----------------------------------------------------------------

    def play_again(self) -> None:
        setup = self.session.setup
        entry = games.for_rules(self.session.rules)
        games.start_game(self.app, entry.mode, setup.seed + 1, dict(setup.options), replace=True)

    def replay(self) -> None:
        s = self.session
        self.app.scenes.push(games.open_replay(self.app, s.rules, s.setup, s.commands))

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def close(self) -> None:
        """Esc goes to the title: the game is over, there is nothing below to go back to."""
        self.to_title()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.scale((w, h))
        surface.fill(theme.BG_TOP)
        title, won, line = self.headline()
        colour = theme.WON if won else theme.DANGER
        draw.text(surface, title, (w // 2, int(70 * s)), int(72 * s), colour, "center", bold=True)
        size = draw.fit_size(line, int(26 * s), w - int(40 * s), bold=False)  # long: smaller
        under = draw.text(surface, line, (w // 2, int(130 * s)), size, theme.TEXT, "center")
        bh = int(self.button_h * s)
        buttons_y = h - int(24 * s) - bh
        room = pygame.Rect(0, under.bottom + int(10 * s), min(int(760 * s), w - int(40 * s)), 0)
        room.height = buttons_y - int(24 * s) - room.top
        room.centerx = w // 2
        bottom = self.draw_body(surface, room, s)
        buttons_y = min(buttons_y, bottom + int(40 * s))  # close under a short body
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), bh)
            b.rect.midtop = (w // 2 + (i - 1) * int(250 * s), buttons_y)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
        if self.record_problem:  # the record file could not take the game: say so
            size = draw.fit_size(self.record_problem, int(18 * s), w - int(40 * s), bold=False)
            at = (w // 2, buttons_y - int(4 * s))
            draw.text(surface, self.record_problem, at, size, theme.DANGER, "midbottom")
