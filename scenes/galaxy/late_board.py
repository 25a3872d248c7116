"""A late, busy board, for `weavers layout-check`, the screenshots and the scene tests: turn 15
at level 4, five swarms on the map, six cards in the tableau, and a last Span in which
three or more swarms acted (its summary is the longest the board shows).

It is played, not forged: the heuristic player's game of seed 5, except that it takes a card
every turn it may (leaders and governments first, so they stay on show), as a player who
collects cards would. Every position it reaches is a legal one.
"""

from __future__ import annotations

import attrs

SEED = 5
LEVEL = 4
TURN = 15
DECKS_FIRST = ("leader", "government", "progress", "commerce", "expansion")


@attrs.define
class LateGame:
    session: object
    log: list[str]  # the log's lines, as the board would have written them
    span_note: str  # the last Span's summary


def late_game() -> LateGame:
    from engine.core.session import Session
    from engine.galaxy.bots import make_bot
    from engine.galaxy.commands import TakeCard
    from engine.galaxy.describe import log_line
    from engine.galaxy.rules import GalaxyRules
    from engine.weavers.events import SpanEnded

    rules = GalaxyRules()
    session = Session.new(rules, rules.setup(SEED, difficulty=LEVEL))
    bot = make_bot("heuristic", SEED)
    st = session.state
    events = list(session.opening)
    took = 0
    while not st.over and st.turn < TURN:
        cmd = bot.choose(rules, st)
        if took != st.turn:
            took = st.turn
            takes = {c.deck: c for c in rules.legal_commands(st) if isinstance(c, TakeCard)}
            deck = next((d for d in DECKS_FIRST if d in takes), None)
            if deck is not None:
                cmd = takes[deck]
        events += session.submit(cmd).events
    spans = [e.summary for e in events if isinstance(e, SpanEnded)]
    lines = [line for e in events if (line := log_line(e, rules.content, st.galaxy))]
    return LateGame(session, lines, spans[-1] if spans else "")


def late_board(app, game: LateGame | None = None):
    """The board scene on the late game, its log written and its last Span's line shown."""
    from scenes.galaxy.board import BoardScene

    game = game or late_game()
    board = BoardScene(app, game.session)
    board.log = list(game.log)
    board.intent.note_span(game.span_note)
    return board
