"""Space Swarm's Game over: who won and how, the hexes each race held round by round (the
shared chart), Play again, the replay, the title."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from engine.swarm.describe import PATH_WORDS
from engine.swarm.events import RoundStarted
from engine.swarm.values import occupied
from scenes.line_chart import line_chart
from scenes.swarm.campaign import RIVALS
from scenes.swarm.view import race_colour
from scenes.table_game_over import TableGameOver, by_round


def held_by_round(session: Session) -> list[list[int]]:
    """Hexes each race occupied at the start of each round, and at the end."""
    return by_round(session, RoundStarted, lambda st: [occupied(r) for r in st.races])


class SwarmGameOver(TableGameOver):
    mode = "swarm"
    rivals = RIVALS

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.held = held_by_round(session)

    def headline(self) -> tuple[str, bool, str]:
        st = self.session.state
        content = self.session.rules.content
        won = st.result == "won"
        winner = content.game.races[st.winner].name if st.winner >= 0 else "Nobody"
        how = PATH_WORDS.get(st.win_path, st.win_path)
        line = f"{winner} won {how}, after {st.round} rounds ({st.turns} turns)"
        if st.tie_break:
            line += "; the tie was broken by Clusters, then fleets"
        return ("Victory" if won else f"{winner} wins"), won, line

    def draw_body(self, surface: pygame.Surface, room: pygame.Rect, s: float) -> int:
        st = self.session.state
        races = self.session.rules.content.game.races
        chart = pygame.Rect(room.x, room.y + int(14 * s), room.width, 0)
        chart.height = min(int(330 * s), room.bottom - chart.top)
        series = [
            (r.name, race_colour(r), [row[i] for row in self.held])
            for i, r in enumerate(races[: len(st.races)])
        ]
        line_chart(surface, chart, s, "Hexes held, round by round", series, "round")
        return chart.bottom
