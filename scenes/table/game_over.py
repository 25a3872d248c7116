"""The Game over screen every game shares: the ending saved and counted in its campaign and
the player's record, a big result with one line saying how, the game's own body (a chart, a
score table, milestones) in the room between, the notes under it (what the game did to the
campaign, a file that could not be written), and Play again (the next seed, same options;
Campaign instead for a campaign's game), Watch replay and Title, with Esc going to the title.
Play again and the replay go through the game's contract (scenes.games); each game draws only
its result and its body."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from engine.core.session import Session
from game import campaign_store, daily_record, draw, table_record, theme
from game.campaign_store import CampaignNoted
from game.milestones import Noted
from game.scene import Scene
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


class TableGameOver(Scene):
    shows_result = True
    mode = ""  # the game's name in the player's record (and its --mode)
    rivals = "the rivals"  # who the player plays against, in player words
    button_h = 52  # design pixels

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        # Save the ending now (a game can end mid-turn, after the last autosave): that save is
        # what keeps Continue from offering the game again and shows it finished in Load.
        app.save_unsaved()
        # Count the game in its campaign and the player's record (once per game; never a
        # bot's game).
        self.campaign = CampaignNoted()
        self.noted = Noted()
        self.daily_line = ""  # the day's counted daily game, once it ends
        self.pointer = (0, 0)
        self.record_problem = self.note_game() if app.keep_record else ""
        why = games.review_reason(games.for_rules(session.rules))
        self.buttons = [
            self.first_button(),
            Button("Watch replay", self.replay),
            Button("Review", self.review, enabled=not why, tooltip=why),
            Button("Title", self.to_title),
        ]

    # --- what each game says (its own Game over overrides these) ----------------------------

    def note_game(self) -> str:
        """Count the finished game in its campaign and the player's record (and the
        milestones it earned); '' or why the record could not take it."""
        self.campaign = camp = campaign_store.note_game(self.session, self.rivals)
        self.noted = table_record.note_game(
            self.session, self.mode, camp.campaign, camp.won_campaign
        )
        self.daily_line = daily_record.note_game(self.session)
        return self.noted.problem

    def first_button(self) -> Button:
        """Play again; a campaign's game goes back to its campaign instead."""
        if campaign_store.campaign_of(self.session) is not None:
            return Button("Campaign", self.to_campaign)
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
        # a replay of a daily game is practice
        entry = games.for_rules(self.session.rules)
        games.start_game(
            self.app,
            entry.mode,
            setup.seed + 1,
            {k: v for k, v in setup.options.items() if k != "daily"},
            replace=True,
        )

    def to_campaign(self) -> None:
        back_to_campaign(self.app, self.mode)

    def notes(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The lines under the chart, with their colours: milestones just earned, the
        campaign's points and outcome, then any file that could not be written."""
        c = self.campaign
        out = []
        if self.noted.earned:
            names = ", ".join(m.name for m in self.noted.earned)
            word = "milestone" if len(self.noted.earned) == 1 else "milestones"
            out.append((f"New {word}: {names}", theme.GOLD))
        if self.daily_line:
            out.append((self.daily_line, theme.TEXT))
        if c.line:
            out.append((c.line, theme.TEXT))
        if c.outcome:
            out.append((c.outcome, theme.GOLD if c.won_campaign else theme.DANGER))
        for problem in (c.problem, self.record_problem):
            if problem:
                out.append((problem, theme.DANGER))
        return out

    def draw_notes(self, surface: pygame.Surface, s: float, bottom: int) -> int:
        """Draw the notes upward from `bottom`, centred; returns the top they reached."""
        w = surface.get_width()
        y = bottom - int(4 * s)
        for words, colour in reversed(self.notes()):
            size = draw.fit_size(words, int(20 * s), w - int(40 * s), bold=False)
            draw.text(surface, words, (w // 2, y), size, colour, "midbottom")
            y -= int(28 * s)
        return y

    def replay(self) -> None:
        s = self.session
        self.app.scenes.push(games.open_replay(self.app, s.rules, s.setup, s.commands))

    def review(self) -> None:
        """Your chances turn by turn and the moves that decided the game (scenes.table.review)."""
        s = self.session
        self.app.scenes.push(games.open_review(self.app, s.rules, s.setup, s.commands))

    def to_title(self) -> None:
        from scenes.table.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        # Esc goes to the title: the game is over, there is nothing below to go back to.
        self.handle_menu(event, self.to_title)

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
        notes_h = len(self.notes()) * int(28 * s)
        room = pygame.Rect(0, under.bottom + int(10 * s), min(int(760 * s), w - int(40 * s)), 0)
        room.height = buttons_y - notes_h - int(24 * s) - room.top
        room.centerx = w // 2
        bottom = self.draw_body(surface, room, s)
        # Close under a short body: the notes, then the buttons.
        buttons_y = min(buttons_y, bottom + notes_h + int(40 * s))
        self.draw_notes(surface, s, buttons_y)
        n = len(self.buttons)
        step = min(int(250 * s), (w - int(40 * s)) // n)
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, min(int(220 * s), step - int(16 * s)), bh)
            b.rect.midtop = (int(w // 2 + (i - (n - 1) / 2) * step), buttons_y)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)


def back_to_campaign(app, mode: str) -> None:
    """From a campaign game's end: back to the Campaign screen the game was started from (it
    shows the new result as it comes back on top), or to a fresh one over the title."""
    from scenes.table import campaign
    from scenes.table.title import TitleScene

    scenes = app.scenes
    while len(scenes) > 1 and not isinstance(scenes.top, campaign.CampaignScene | TitleScene):
        scenes.pop()
    if isinstance(scenes.top, campaign.CampaignScene):
        return
    if not isinstance(scenes.top, TitleScene):
        scenes.replace(TitleScene(app))
    scenes.push(campaign.CampaignScene(app, mode))
