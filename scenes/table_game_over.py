"""What the Game over screens of Space Swarm and Arachnid share: the game counted in its
campaign and the player's record, Play again (the next seed, same options; Campaign instead
for a campaign's game), Watch replay and Title, with Esc going to the title, and the lines
under the chart (what the game did to the campaign, a file that could not be written). Each
game draws its own result and chart."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from game import campaign_store, daily_record, draw, table_record, theme
from game.campaign_store import CampaignNoted
from game.milestones import Noted
from game.scene import Scene
from game.widgets import Button


class TableGameOver(Scene):
    shows_result = True
    mode = ""  # the game's name in the player's record (and its --mode)
    rivals = "the rivals"  # who the player plays against, in player words

    def __init__(self, app, session: Session) -> None:
        super().__init__(app)
        self.session = session
        app.save_unsaved()
        # Count the game in its campaign and the player's record (once per game; never a
        # bot's game).
        keep = app.keep_record
        self.campaign = campaign_store.note_game(session, self.rivals) if keep else CampaignNoted()
        camp = self.campaign
        self.noted = (
            table_record.note_game(session, self.mode, camp.campaign, camp.won_campaign)
            if keep
            else Noted()
        )
        self.record_problem = self.noted.problem
        self.daily_line = daily_record.note_game(session) if keep else ""
        self.pointer = (0, 0)
        in_campaign = campaign_store.campaign_of(session) is not None
        self.buttons = [
            Button("Campaign", self.to_campaign)
            if in_campaign
            else Button("Play again", self.play_again),
            Button("Watch replay", self.replay),
            Button("Title", self.to_title),
        ]

    def start_game(self, seed: int, options: dict) -> None:
        """Open this game's board on a new game, replacing this screen."""
        raise NotImplementedError

    def replay_scene(self) -> Scene:
        """This game's replay viewer over the finished game."""
        raise NotImplementedError

    def play_again(self) -> None:
        setup = self.session.setup
        options = {k: v for k, v in setup.options.items() if k != "daily"}  # practice now
        self.start_game(setup.seed + 1, options)

    def to_campaign(self) -> None:
        from scenes.campaign import back_to_campaign

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
        self.app.scenes.push(self.replay_scene())

    def to_title(self) -> None:
        from scenes.title import TitleScene

        self.app.scenes.replace(TitleScene(self.app))

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.to_title()
            return
        for b in self.buttons:
            if b.handle(event):
                return
