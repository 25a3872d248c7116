"""Arachnid's screens for `weavers layout-check`: New game, the board in mid-game with a spider
selected, the draft with what each ability does, the battle panel, a hatching's choice, the
board with the most spiders, a move into two battles asked first, the dice lined up with a
free web die, a round with nothing to do and its Hint, and Game over. The games are played
once per check by the heuristic player (seeded), then every size and scale draws the same
moments."""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable
from typing import Any

from engine.arachnid.heuristic import HeuristicBot
from engine.core.session import Session
from engine.modes import get

SEEDS = range(1, 40)
# The screens whose every word must be at least theme.MIN_TEXT (scaled with the UI): the
# boards a player reads during a game, and New game.
SIZE_CHECKED = (
    "arachnid new game",
    "arachnid draft",
    "arachnid board",
    "arachnid battle",
    "arachnid hatching",
    "arachnid crowded",
    "arachnid late",
    "arachnid four spiders",
    "arachnid refresh used",
    "arachnid two battles",
    "arachnid dice",
    "arachnid no attack dice",
    "arachnid last round",
    "arachnid nothing to do",
)


@functools.cache
def _moment(name: str) -> tuple[Session, tuple[str, ...]]:
    """A game stopped where `name` shows, with its log (the same every run)."""
    rules = get("arachnid").rules()
    for seed in SEEDS:
        session = Session.new(rules, rules.setup(seed, rivals=3 if seed % 2 else 2))
        lines = [e.text for e in session.opening]
        bot = HeuristicBot()
        while not session.state.over:
            if _stop(name, session.state):
                return session, tuple(lines)
            out = session.submit(bot.choose(rules, session.state))
            lines += [f"{e.text} ({e.rule})" for e in out.events]
        if name == "over":
            return session, tuple(lines)
    raise LookupError(f"no seeded game shows {name}")


def _stop(name: str, st: Any) -> bool:
    kind = st.choices[0].kind if st.choices else ""
    if name == "draft":
        return kind == "draft"
    if name in ("commit", "hatch", "consume", "upgrade"):
        return kind == name
    if name == "busy":
        return st.round >= 8 and not kind and st.stage == "turns"
    if name == "late":  # a late round: most webs spun, your colony grown
        me = next(c for c in st.colonies if c.kind == "human")
        return st.round >= 10 and len(me.spiders) >= 3 and not kind and st.stage == "turns"
    if name == "full":  # four spiders: at a large UI scale some cards show their head only
        me = next(c for c in st.colonies if c.kind == "human")
        return len(me.spiders) >= 4 and not kind and st.stage == "turns"
    if name == "den":  # your den phase, later in the game
        me = next(c for c in st.colonies if c.kind == "human")
        return st.round >= 3 and st.stage == "den" and not me.passed and not kind
    if name == "crowded":
        me = next(c for c in st.colonies if c.kind == "human")
        return len(me.spiders) >= 3 and not kind and st.stage == "turns"
    return False


def _board(name: str, select: bool = False) -> Callable:
    def build(app: Any, games: Any) -> Any:
        from engine.arachnid.commands import Act
        from scenes.arachnid.board import ArachnidBoard

        session, lines = _moment(name)
        board = ArachnidBoard(app, session)
        board._started = True  # the log as it stood, no opening left to play: its panels show
        board.animator.lines = list(lines)
        if select:
            act = next((c for c in board.legal() if isinstance(c, Act)), None)
            if act is not None:
                board.selected = act.spider
                board.pointer = tuple(int(v) for v in board.view.centre(act.hex))
        return board

    return build


def _two_battles(app: Any, games: Any) -> Any:
    """A move of yours to a hex beside two rival spiders (moved there on a copy of the game),
    clicked: the board asks first."""
    from engine.arachnid.board import BOARD
    from engine.arachnid.commands import Act
    from scenes.arachnid.board import ArachnidBoard

    session, lines = _moment("busy")
    board = ArachnidBoard(app, copy.deepcopy(session))
    board._started = True
    board.animator.lines = list(lines)
    st = board.state
    rivals = [c for c in st.colonies if c.kind == "rival"]
    for cmd in board.legal():
        if not (isinstance(cmd, Act) and cmd.action == "move" and cmd.agile < 0):
            continue
        sp = board.me.spider(cmd.spider)
        free = [h for h in BOARD.adjacent[cmd.hex] if st.occupant(h) is None and h != sp.hex]
        if len(free) >= 2:
            for c, h in zip(rivals[:2], free[:2], strict=True):
                next(o for o in c.spiders if o.deployed).hex = h
            board.selected, board.action = cmd.spider, "move"
            board.hex_click(cmd.hex)
            if board.variants is not None:
                break
    return board


def _no_dice(app: Any, games: Any) -> Any:
    """A move of yours into one battle by a spider with no attack dice left (a copy of the
    game), clicked: the board warns in words and asks first."""
    from engine.arachnid.board import BOARD
    from engine.arachnid.commands import Act
    from scenes.arachnid.board import ArachnidBoard

    session, lines = _moment("busy")
    board = ArachnidBoard(app, copy.deepcopy(session))
    board._started = True
    board.animator.lines = list(lines)
    st = board.state
    rival = next(c for c in st.colonies if c.kind == "rival")
    foe = next(o for o in rival.spiders if o.deployed)
    board.me.store = max(board.me.store, 3)  # food to move with
    for sp in board.me.spiders:
        sp.attack = 0
    board._legal = None
    for cmd in board.legal():
        if not (isinstance(cmd, Act) and cmd.action == "move" and cmd.agile < 0):
            continue
        sp = board.me.spider(cmd.spider)
        free = [h for h in BOARD.adjacent[cmd.hex] if st.occupant(h) is None and h != sp.hex]
        if free:
            foe.hex = free[0]
            board._legal = None
            board.selected, board.action = cmd.spider, "move"
            board.hex_click(cmd.hex)
            if board.variants is not None:
                break
    return board


def _last_round(app: Any, games: Any) -> Any:
    """The board in the last round (a den emptied): the top bar says so first."""
    from scenes.arachnid.board import ArachnidBoard

    session, lines = _moment("busy")
    board = ArachnidBoard(app, copy.deepcopy(session))  # a copy: the moment is shared
    board._started = True
    board.animator.lines = list(lines)
    board.state.last_den_round = True
    board.me.store = max(board.me.store, 3)
    return board


def _guided(title: str) -> Callable:
    def build(app: Any, games: Any) -> Any:
        from scenes.arachnid import guided
        from scenes.arachnid.tutorial_board import ArachnidTutorialBoard

        tut = guided.load()
        index = next(i for i, s in enumerate(tut.steps) if s.title == title)
        return ArachnidTutorialBoard(app, tut, index)

    return build


def _dice(app: Any, games: Any) -> Any:
    """The dice of a battle landed and lined up: your three dice and the free die of a
    height-2 web, against a rival's two dice and a bought bolster die."""
    from scenes.arachnid.view import WebView

    board = _board("busy")(app, games)
    board.view = WebView(board.layout(app.size)["board"])
    rival = next(c for c in board.state.colonies if c.kind == "rival")
    roll = (([1, 3, 1], [], [1]), ([1, 0], [2], []))
    tray = board.animator.dice
    outcome = "overkill for Red Alpha: Yellow Alpha loses 1 food and retreats"
    tray.throw(board.view.rect, roll, max(board.view.size, 32 * board.s), None, (
        board.me.colour, rival.colour), outcome, True)  # fmt: skip
    for _ in range(100):  # landed and lined up
        tray.update(1 / 60)
    return board


def _nothing_to_do(app: Any, games: Any) -> Any:
    """Your den phase with an empty store and no track food (a copy of the game), the Hint
    asked: the one button and the Hint's reasons."""
    from scenes.arachnid.board import ArachnidBoard

    session, lines = _moment("den")
    board = ArachnidBoard(app, copy.deepcopy(session))
    board._started = True
    board.animator.lines = list(lines)
    board.me.store = 0
    for sp in board.me.spiders:
        sp.food = {t: -1 for t in sp.food}
    board.ask_hint()
    return board


def _refreshed(app: Any, games: Any) -> Any:
    """Your den phase after a Refresh (a copy of the game): the used button ticked, greyed."""
    from engine.arachnid.commands import Refresh
    from scenes.arachnid.board import ArachnidBoard

    session, lines = _moment("den")
    board = ArachnidBoard(app, copy.deepcopy(session))
    board._started = True
    board.animator.lines = list(lines)
    board.me.store = max(board.me.store, 1)
    board.session.submit(Refresh(board.me.spiders[0].id))
    board.version += 1
    app.saved_commands = len(board.session.commands)  # a screen to check, not a game to save
    return board


def _new_game(app: Any, games: Any) -> Any:
    from scenes.arachnid.new_game import ArachnidNewGame

    scene = ArachnidNewGame(app)
    scene.rivals = 3
    return scene


def _over(app: Any, games: Any) -> Any:
    from scenes.arachnid.game_over import ArachnidOver

    return ArachnidOver(app, _moment("over")[0])


def _replay(app: Any, games: Any) -> Any:
    from scenes.arachnid.replay import ArachnidReplay

    s = _moment("over")[0]
    scene = ArachnidReplay(app, s.rules, s.setup, s.commands)
    scene.go(len(s.commands) // 2)
    return scene


def _page(index: int) -> Callable:
    def build(app: Any, games: Any) -> Any:
        from scenes.arachnid.quick_rules import ArachnidQuickRules

        return ArachnidQuickRules(app, index)

    return build


def builders() -> dict[str, Callable]:
    from scenes.arachnid.quick_rules import pages

    quick = {f"arachnid quick rules {i + 1}": _page(i) for i in range(len(pages()))}
    return {
        **quick,
        "arachnid new game": _new_game,
        "arachnid draft": _board("draft"),
        "arachnid board": _board("busy", select=True),
        "arachnid battle": _board("commit"),
        "arachnid hatching": _board("hatch"),
        "arachnid upgrade": _board("upgrade"),
        "arachnid consume": _board("consume"),
        "arachnid crowded": _board("crowded"),
        "arachnid late": _board("late", select=True),
        "arachnid four spiders": _board("full"),
        "arachnid two battles": _two_battles,
        "arachnid dice": _dice,
        "arachnid no attack dice": _no_dice,
        "arachnid last round": _last_round,
        "arachnid how to play (the log)": _guided("Round 2"),
        "arachnid how to play (deploy)": _guided("Deploy"),
        "arachnid how to play (a battle)": _guided("Commit your dice"),
        "arachnid how to play (an upgrade)": _guided("An upgrade from the battle"),
        "arachnid how to play (refresh)": _guided("Refresh"),
        "arachnid nothing to do": _nothing_to_do,
        "arachnid refresh used": _refreshed,
        "arachnid game over": _over,
        "arachnid replay": _replay,
    }


def names() -> tuple[str, ...]:
    return tuple(builders())


def sample_record(record) -> None:
    """A few finished games in the player's record, for its Arachnid tab."""
    from game.player_record import TableEntry

    for i, (result, level, rivals, rounds) in enumerate((("won", 3, 2, 7), ("lost", 5, 3, 8))):
        record.table.append(TableEntry("arachnid", f"arachnid-{i}", result, level, rivals, rounds))
