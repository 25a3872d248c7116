"""Game over: won or lost, how, in how many turns, whether a scenario's goal was met and what
the game did to the campaign, a chart of the game, and Play again (or back to the campaign)."""

from __future__ import annotations

import pygame

from engine.galaxy.describe import CAUSES, PATHS, plural
from engine.galaxy.state import last_turn
from engine.weavers.ending import loss_causes
from game import campaign_store, daily_record, draw, theme
from game.campaign_store import CampaignNoted
from game.milestones import Noted, note_game
from game.scene import Scene
from game.widgets import Button
from scenes.galaxy.scenario_panel import MET
from scenes.line_chart import line_chart
from scenes.milestone_banner import draw_banner

SERIES = (
    ("bases", "Your bases", theme.GOLD),
    ("black_holes", "Black holes", (170, 90, 255)),
    ("supremacy", "Supremacy symbols", (120, 220, 170)),
)


class GameOverScene(Scene):
    shows_result = True

    def __init__(self, app, session, hints_used: int = 0) -> None:
        super().__init__(app)
        self.session = session
        self.hints_used = hints_used
        # Save the ending now (a game can end mid-turn, after the last autosave): that save is
        # what keeps Continue from offering the game again and shows it finished in Load.
        app.save_unsaved()
        # Count the game in its campaign and in the player's record (once per game; never a
        # bot's game).
        keep = app.keep_record
        self.campaign = (
            campaign_store.note_game(session, "the Weavers") if keep else CampaignNoted()
        )
        camp = self.campaign
        self.noted = note_game(session, camp.campaign, camp.won_campaign) if keep else Noted()
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

    def scenario_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """Whether the scenario was won (its goal met), and what it did to the campaign."""
        st = self.session.state
        out: list[tuple[str, tuple[int, int, int]]] = []
        if getattr(st, "scenario", 0):
            from engine.galaxy import scenarios

            content = self.session.rules.content
            scen = scenarios.get_scenario(st.scenario, content)
            name = f"Scenario {scen.number}, {scen.name}"
            if scenarios.scenario_won(st, content):
                met = "goal met: the scenario is yours" if scen.goal != "none" else "yours"
                out.append((f"{name}: {met}.", MET))
            elif st.result == "won":
                goal = scenarios.goal_text(scen).rstrip(".").lower()
                words = f"{name}: the goal was missed ({goal}), so the Weavers win it."
                out.append((words, theme.DANGER))
            else:
                out.append((f"{name}: the Weavers win it.", theme.DANGER))
        camp = self.campaign
        for words, ink in (
            (self.daily_line, theme.TEXT),
            (camp.line, theme.TEXT),
            (camp.outcome, theme.GOLD),
            (camp.problem, theme.DANGER),
        ):
            if words:
                out.append((words, ink))
        return out

    def to_campaign(self) -> None:
        from scenes.campaign import back_to_campaign

        back_to_campaign(self.app, "galaxy")

    def ending(self) -> str:
        """How the game ended, every way at once (a last Span can take the home and make the
        last black hole), and after how many turns, counted as the board and replay count."""
        st = self.session.state
        if st.result == "won":
            how = PATHS.get(st.cause, st.cause)
        else:
            causes = loss_causes(st, self.session.rules.content)
            how = " and ".join(CAUSES.get(c, c) for c in causes)
        return f"{how[:1].upper()}{how[1:]} - after {plural(last_turn(st), 'turn')}"

    def details(self) -> str:
        """Who played, at what level, and how many hints they asked for."""
        st = self.session.state
        content = self.session.rules.content
        level = content.level(st.difficulty)
        hints = {0: "no hints used", 1: "1 hint used"}.get(
            self.hints_used, f"{self.hints_used} hints used"
        )
        return (
            f"{content.species[st.species].name}  |  Difficulty {st.difficulty} ({level.name})"
            f"  |  {hints}"
        )

    def play_again(self) -> None:
        from scenes.galaxy.new_game import start_game

        setup = self.session.setup
        options = {k: v for k, v in setup.options.items() if k != "daily"}  # practice now
        start_game(self.app, setup.seed + 1, options, replace=True)

    def replay(self) -> None:
        from scenes.replay import ReplayScene

        sess = self.session
        self.app.scenes.push(ReplayScene(self.app, sess.rules, sess.setup, sess.commands))

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

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        st = self.session.state
        surface.fill(theme.BG_TOP)
        won = st.result == "won"
        # A practice galaxy has no Weavers to prevail: it can only end by standing still.
        title = (
            "Victory" if won else "Game over" if st.opponent == "none" else "The Weavers prevail"
        )
        colour = theme.WON if won else theme.DANGER
        draw.text(surface, title, (w // 2, int(70 * s)), int(72 * s), colour, "center", bold=True)
        words = self.ending()
        size = draw.fit_size(words, int(28 * s), w - int(40 * s), bold=False)
        draw.text(surface, words, (w // 2, int(130 * s)), size, theme.TEXT, "center")
        details = draw.text(
            surface, self.details(), (w // 2, int(168 * s)), int(20 * s), theme.TEXT_DIM, "center"
        )
        for words, ink in self.scenario_lines():
            at = (w // 2, details.bottom + int(8 * s))
            size = draw.fit_size(words, int(20 * s), w - int(40 * s), bold=False)
            details = draw.text(surface, words, at, size, ink, "midtop")
        # The chart takes the room between the texts and the buttons at the bottom.
        bh = int(52 * s)
        buttons_y = h - int(24 * s) - bh
        chart = pygame.Rect(0, 0, min(int(760 * s), w - int(40 * s)), 0)
        chart.top = draw_banner(surface, self.noted, details.bottom, s) + int(20 * s)
        chart.height = min(int(330 * s), buttons_y - int(24 * s) - chart.top)
        chart.centerx = w // 2
        self._chart(surface, chart, s)
        buttons_y = min(buttons_y, chart.bottom + int(40 * s))  # close under a short chart
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), bh)
            b.rect.midtop = (w // 2 + (i - 1) * int(250 * s), buttons_y)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)

    def _chart(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        hist = self.session.state.history
        series = [(label, colour, [getattr(t, key) for t in hist]) for key, label, colour in SERIES]
        line_chart(surface, rect, s, "The game, turn by turn", series, "turn", top_at_least=9,
                   empty="(no full turn was played)", legend_step=int(230 * s))  # fmt: skip
