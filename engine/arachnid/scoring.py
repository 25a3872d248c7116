"""The end of the game (A4.7) and scoring with its tie-breaks (A11)."""

from __future__ import annotations

from engine.arachnid import economy
from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.events import GameOver
from engine.arachnid.state import HUMAN, OVER, Colony, GameState
from engine.core.campaign import ScenarioOutcome
from engine.core.commands import Event


def spider_points(content: Content, n: int) -> int:
    sc = content.game.scoring
    if n < len(sc.spiders):
        return sc.spiders[n]
    return sc.spiders[-1] + (n - len(sc.spiders) + 1) * sc.each_further


def parts(state: GameState, content: Content, c: Colony) -> dict[str, int]:
    """A11: deployed spiders, spaces topped by its web, kept upgrades (or trophies)."""
    sc = content.game.scoring
    deployed = sum(1 for s in c.spiders if s.deployed)
    return {
        "spiders": spider_points(content, deployed),
        "webs": web_points(state, content, c.seat),
        "upgrades": c.kept * sc.per_upgrade,
    }


def web_points(state: GameState, content: Content, seat: int) -> int:
    """A11: 2 a space its web tops; AD2 Web War: 3 where that web lies atop another colony's."""
    sc = content.game.scoring
    web_war = content.scenario(state.scenario).web_atop
    points = 0
    for h in economy.spaces_topped(state, seat):
        atop = web_war and any(x != seat for x in state.webs[h][:-1])
        points += sc.per_web_atop if atop else sc.per_web
    return points


def total(state: GameState, content: Content, c: Colony) -> int:
    return sum(parts(state, content, c).values())


def ranking_key(state: GameState, content: Content, c: Colony) -> tuple[int, int, int]:
    return (total(state, content, c), economy.largest_web(state, c.seat), c.store + c.incubator)


def no_open_hex(state: GameState) -> bool:
    return not any(economy.is_open(state, h) for h in range(1, BOARD.size))


def end_cause(state: GameState) -> str:
    """A4.7: after the round in which a den empties, a round ending with no open hex, or the
    round limit."""
    if state.last_den_round:
        return "den_empty"
    if no_open_hex(state):
        return "board_full"
    if state.round >= state.round_limit:
        return "round_limit"
    return ""


def finish(state: GameState, content: Content, cause: str) -> list[Event]:
    """Score every colony; the person wins only when strictly first after both tie-breaks."""
    state.over, state.stage, state.end_cause = True, OVER, cause
    keys = {c.seat: ranking_key(state, content, c) for c in state.colonies}
    state.scores = [keys[c.seat][0] for c in state.colonies]
    best = max(keys.values())
    top = [s for s, k in keys.items() if k == best]
    top_score = max(k[0] for k in keys.values())
    tied = [s for s, k in keys.items() if k[0] == top_score]
    if len(tied) > 1:
        webs = {s: keys[s][1] for s in tied}
        if len(set(webs.values())) > 1 and list(webs.values()).count(max(webs.values())) == 1:
            state.tie_break = "largest_web"
        elif len(top) == 1:
            state.tie_break = "food"
        else:
            state.tie_break = "rivals"
    human = next(c for c in state.colonies if c.kind == HUMAN)
    if len(top) == 1:
        state.winner = top[0]
    else:  # remaining ties go to the rivals (A11)
        state.winner = min(s for s in top if state.colonies[s].kind != HUMAN)
    queen = content.scenario(state.scenario).largest_web
    if queen and state.winner == human.seat:  # AD2 Queen: the largest web too
        mine = economy.largest_web(state, human.seat)
        if any(
            economy.largest_web(state, c.seat) >= mine for c in state.colonies if c is not human
        ):
            state.winner = max(
                (c for c in state.colonies if c is not human),
                key=lambda c: keys[c.seat],
            ).seat
    state.result = "won" if state.winner == human.seat else "lost"
    words = {
        "den_empty": "a den is empty",
        "board_full": "no open hex is left",
        "round_limit": f"round {state.round} was the last",
    }
    scores = ", ".join(
        f"{economy.colony_name(content, c)} {keys[c.seat][0]}" for c in state.colonies
    )
    return [GameOver(state.winner, f"The game ends ({words[cause]}): {scores}", "A11")]


def campaign_outcome(state: GameState, content: Content | None = None) -> ScenarioOutcome:
    """What a finished scenario game gives its campaign (AD3): the player's win already
    holds the scenario's own condition (AD2 Queen)."""
    return ScenarioOutcome(state.scenario, state.level, state.result == "won", state.round)
