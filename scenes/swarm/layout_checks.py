"""Space Swarm's screens for `weavers layout-check`: New game (and with a random board), the
board early, in the bid, before a battle, with a stack picked to move and a card's choices
open, behind the hot-seat curtain, and Game over. Each board is a fresh game played by the
heuristic bot to that moment (the same commands each time)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from engine.core.session import Session
from engine.swarm import flow
from engine.swarm.bots import make_bot
from engine.swarm.rules import SwarmRules
from engine.swarm.state import BATTLE_WINDOW, BID_WINDOW, HUMAN, MOVE

RIVALS = 3  # the most races: the fullest panels


def _decides(st) -> bool:
    seat = flow.pending(st)
    return seat >= 0 and st.races[seat].kind == HUMAN


WHEN: dict[str, Callable] = {
    "early": lambda st: _decides(st),
    "bid": lambda st: _decides(st) and st.phase == BID_WINDOW,
    "battle": lambda st: _decides(st) and st.phase == BATTLE_WINDOW,
    "move": lambda st: _decides(st) and st.phase == MOVE and st.round >= 3,
    "over": lambda st: st.over,
}


@cache
def _commands(when: str, seats: tuple[str, ...] = ()) -> tuple[int, tuple]:
    """(seed, commands) of the first seeded game reaching that moment."""
    rules = SwarmRules()
    for seed in range(1, 30):
        opts = {"rivals": RIVALS, **({"seats": list(seats)} if seats else {})}
        session = Session.new(rules, rules.setup(seed, **opts))
        bot = make_bot("heuristic", seed)
        while not WHEN[when](session.state) and not session.state.over:
            session.submit(bot.choose(rules, session.state))
        if WHEN[when](session.state):
            return seed, tuple(session.commands)
    raise RuntimeError(f"no seeded game reaches {when!r}")


def _session(when: str, seats: tuple[str, ...] = ()) -> Session:
    rules = SwarmRules()
    seed, commands = _commands(when, seats)
    opts = {"rivals": RIVALS, **({"seats": list(seats)} if seats else {})}
    return Session.replay(rules, rules.setup(seed, **opts), commands)


def _board(when: str, seats: tuple[str, ...] = (), pick: bool = False) -> Callable:
    def build(app, games):
        from engine.swarm.describe import log_lines
        from scenes.swarm.board import SwarmBoard

        session = _session(when, seats)
        board = SwarmBoard(app, session)
        board._opening = []
        board.passes_for_player = False  # show the battle window as the player would see it
        st = session.state
        events = list(session.opening)
        board.log = log_lines(events, board.content, st)
        if pick and board.me is not None:
            me = board.me
            board.selected = max(me.stacks(), key=lambda h: me.fleets[h])
            board.count = max(1, board.movable())
            if me.hand:
                board.popup_card = me.hand[0]
                board.options = board.card_options(me.hand[0])
        return board

    return build


def _game_over(app, games):
    from scenes.swarm.game_over import SwarmGameOver

    return SwarmGameOver(app, _session("over"))


def _new_game(random_board: bool) -> Callable:
    def build(app, games):
        from scenes.swarm.new_game import NewGameScene

        scene = NewGameScene(app)
        scene.rivals = 3
        if random_board:
            scene.board = "random"
            scene.seats[2] = "human"
        return scene

    return build


def _page(index: int) -> Callable:
    def build(app, games):
        from scenes.swarm.quick_rules import SwarmQuickRules

        return SwarmQuickRules(app, index)

    return build


def _guided(index: int) -> Callable:
    def build(app, games):
        from scenes.swarm import guided
        from scenes.swarm.tutorial_board import SwarmTutorialBoard

        return SwarmTutorialBoard(app, guided.load(), index)

    return build


def _guided_done(app, games):
    from scenes.swarm import guided
    from scenes.swarm.tutorial_board import emblem_bullet
    from scenes.table.guided_done import GuidedDone

    return GuidedDone(app, guided.load(), "swarm", emblem_bullet)


GUIDED_MOVE, GUIDED_NOTE = 14, 0  # claim a Cluster (a ring on the map); the welcome note


def builders() -> dict[str, Callable]:
    from scenes.swarm.quick_rules import load_pages

    pages = {f"swarm quick rules {i + 1}": _page(i) for i in range(len(load_pages()))}
    return {
        **pages,
        "swarm how to play (a move)": _guided(GUIDED_MOVE),
        "swarm how to play (a note)": _guided(GUIDED_NOTE),
        "swarm how to play (done)": _guided_done,
        "swarm new game": _new_game(False),
        "swarm new game (random board, hot-seat)": _new_game(True),
        "swarm board": _board("early"),
        "swarm board (bid)": _board("bid"),
        "swarm board (battle)": _board("battle"),
        "swarm board (moving, card choices)": _board("move", pick=True),
        "swarm board (hot-seat curtain)": _board("early", ("human", "human", "automa", "automa")),
        "swarm game over": _game_over,
    }


def names() -> tuple[str, ...]:
    return tuple(builders())


def sample_saves() -> None:
    """A game early on, for the Load screen (which lists every game's saves)."""
    from game import saves

    saves.save_manual(_session("early"))


def sample_record(record) -> None:
    """A few finished games in the player's record, for its Space Swarm tab."""
    from game.player_record import TableEntry

    for i, (result, level, rivals, rounds) in enumerate(
        (("won", 2, 1, 9), ("lost", 4, 3, 12), ("won", 3, 2, 11))
    ):
        record.table.append(TableEntry("swarm", f"swarm-{i}", result, level, rivals, rounds))
