"""Space Swarm's Game over: who won and how, the hexes each race held round by round (the
shared chart), Play again, the replay, the title."""

from __future__ import annotations

import pygame

from engine.core.session import Session
from engine.swarm.describe import PATH_WORDS
from engine.swarm.events import RoundStarted
from engine.swarm.values import occupied
from game import draw, theme
from game.scene import Scene
from scenes.line_chart import line_chart
from scenes.swarm.campaign import RIVALS
from scenes.table_game_over import TableGameOver


def held_by_round(session: Session) -> list[list[int]]:
    """Hexes each race occupied at the start of each round, and at the end: the game played
    again from its record (the state keeps no history)."""
    rules = session.rules
    again = Session.new(rules, session.setup)
    rows: list[list[int]] = []

    def note(events) -> None:
        if any(isinstance(e, RoundStarted) for e in events):
            rows.append([occupied(r) for r in again.state.races])

    note(again.opening)
    for cmd in session.commands:
        note(again.submit(cmd).events)
    rows.append([occupied(r) for r in again.state.races])
    return rows


class SwarmGameOver(TableGameOver):
    mode = "swarm"
    rivals = RIVALS

    def __init__(self, app, session: Session) -> None:
        super().__init__(app, session)
        self.held = held_by_round(session)

    def start_game(self, seed: int, options: dict) -> None:
        from scenes.swarm.new_game import start_game

        start_game(self.app, seed, options, replace=True)

    def replay_scene(self) -> Scene:
        from scenes.swarm.replay import SwarmReplay

        s = self.session
        return SwarmReplay(self.app, s.rules, s.setup, s.commands)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = theme.scale_for((w, h), self.app.ui_scale)
        st = self.session.state
        content = self.session.rules.content
        surface.fill(theme.BG_TOP)
        won = st.result == "won"
        winner = content.game.races[st.winner].name if st.winner >= 0 else "Nobody"
        title = "Victory" if won else f"{winner} wins"
        colour = theme.WON if won else theme.DANGER
        draw.text(surface, title, (w // 2, int(70 * s)), int(72 * s), colour, "center", bold=True)
        how = PATH_WORDS.get(st.win_path, st.win_path)
        line = f"{winner} won {how}, after {st.round} rounds ({st.turns} turns)"
        if st.tie_break:
            line += "; the tie was broken by Clusters, then fleets"
        size = draw.fit_size(line, int(26 * s), w - int(40 * s), bold=False)  # long: smaller
        draw.text(surface, line, (w // 2, int(130 * s)), size, theme.TEXT, "center")
        bh = int(52 * s)
        buttons_y = h - int(24 * s) - bh
        notes_top = self.draw_notes(surface, s, buttons_y)
        chart = pygame.Rect(0, int(170 * s), min(int(760 * s), w - int(40 * s)), 0)
        chart.height = min(int(330 * s), notes_top - int(24 * s) - chart.top)
        chart.centerx = w // 2
        series = [
            (r.name, tuple(r.colour), [row[i] for row in self.held])
            for i, r in enumerate(content.game.races[: len(st.races)])
        ]
        line_chart(surface, chart, s, "Hexes held, round by round", series, "round")
        for i, b in enumerate(self.buttons):
            b.rect = pygame.Rect(0, 0, int(220 * s), bh)
            b.rect.midtop = (w // 2 + (i - 1) * int(250 * s), buttons_y)
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s)
