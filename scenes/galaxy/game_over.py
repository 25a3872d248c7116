"""Game over: won or lost, how, in how many turns, whether a scenario's goal was met and what
the game did to the campaign, a chart of the game, and Play again (or back to the campaign)."""

from __future__ import annotations

import pygame

from engine.galaxy.describe import CAUSES, PATHS, plural
from engine.galaxy.state import last_turn
from engine.weavers.ending import loss_causes
from game import campaign_store, daily_record, draw, theme
from game.milestones import Noted, note_game
from scenes.board_kit.line_chart import line_chart
from scenes.board_kit.milestone_banner import draw_banner
from scenes.galaxy.scenario_panel import MET
from scenes.table.game_over import TableGameOver

SERIES = (
    ("bases", "Your bases", theme.GOLD),
    ("black_holes", "Black holes", (170, 90, 255)),
    ("supremacy", "Supremacy symbols", (120, 220, 170)),
)


class GameOverScene(TableGameOver):
    mode = "galaxy"
    rivals = "the Weavers"

    def __init__(self, app, session, hints_used: int = 0) -> None:
        self.hints_used = hints_used
        self.noted = Noted()
        super().__init__(app, session)

    def note_game(self) -> str:
        """Count the game in its campaign and in the player's record (milestones too)."""
        self.campaign = campaign_store.note_game(self.session, self.rivals)
        camp = self.campaign
        self.noted = note_game(self.session, camp.campaign, camp.won_campaign)
        self.daily_line = daily_record.note_game(self.session)
        return ""  # the milestone banner says when the record could not be written

    def notes(self) -> list[tuple[str, tuple[int, int, int]]]:
        """Nothing under the chart: what the game did to the campaign is said with the
        scenario's lines (scenario_lines), the record's trouble by the milestone banner."""
        return []

    def headline(self) -> tuple[str, bool, str]:
        st = self.session.state
        won = st.result == "won"
        # A practice galaxy has no Weavers to prevail: it can only end by standing still.
        title = (
            "Victory" if won else "Game over" if st.opponent == "none" else "The Weavers prevail"
        )
        return title, won, self.ending()

    def draw_body(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> int:
        w = surface.get_width()
        at = (w // 2, room.top + int(18 * s))
        details = draw.text(surface, self.details(), at, int(20 * s), theme.TEXT_DIM, "center")
        for words, ink in self.scenario_lines():
            at = (w // 2, details.bottom + int(8 * s))
            size = draw.fit_size(words, int(20 * s), w - int(40 * s), bold=False)
            details = draw.text(surface, words, at, size, ink, "midtop")
        # The chart takes the room between the texts and the buttons at the bottom.
        chart = pygame.Rect(room.x, 0, room.width, 0)
        chart.top = draw_banner(surface, self.noted, details.bottom, s) + int(20 * s)
        chart.height = min(int(330 * s), room.bottom - chart.top)
        self._chart(surface, chart, s)
        return chart.bottom

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
            f"{content.species[st.species].name}  |  Level {st.difficulty} ({level.name})"
            f"  |  {hints}"
        )

    def _chart(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        hist = self.session.state.history
        series = [(label, colour, [getattr(t, key) for t in hist]) for key, label, colour in SERIES]
        line_chart(surface, rect, s, "The game, turn by turn", series, "turn", top_at_least=9,
                   empty="(no full turn was played)", legend_step=int(230 * s))  # fmt: skip
