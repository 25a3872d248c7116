"""Scenarios (GAME.md D2): which one a game plays, what it changes, and its goal.

A game's scenario is its setup option "scenario" (kept in the state as `state.scenario`, so
saves and replays keep it); 0 is the standard game. You win a scenario only by winning the game
while meeting its goal (D2); otherwise the Weavers win it. The rules that need more than a
number live in `scenario_rules.py`; the small ones that other modules ask about are here.
"""

from __future__ import annotations

import attrs

from engine.core.campaign import ScenarioOutcome
from engine.core.commands import Event
from engine.galaxy.colours import COLOURS
from engine.galaxy.content import Content, default_content
from engine.galaxy.events import BagCubeLost
from engine.galaxy.scenario_content import ScenarioDef
from engine.galaxy.state import GameState, last_turn

PATH_WORDS = {
    "bases": "expansion",
    "supremacy": "supremacy",
    "second_start": "a second starting system",
    "banished_all": "banishing every swarm",
}


@attrs.frozen
class GoalProgress:
    """A scenario's goal and how it stands, in the player's words. `met`: the game is won
    with the goal met; `failed`: it can no longer be met."""

    goal: str
    status: str
    met: bool = False
    failed: bool = False


def list_scenarios(content: Content | None = None) -> list[ScenarioDef]:
    """The scenarios in number order."""
    content = content or default_content()
    return [content.scenarios[n] for n in sorted(content.scenarios)]


def get_scenario(number: int, content: Content | None = None) -> ScenarioDef:
    content = content or default_content()
    if number not in content.scenarios:
        known = ", ".join(str(n) for n in sorted(content.scenarios))
        raise ValueError(f"there is no scenario {number!r}; the scenarios are {known}")
    return content.scenarios[number]


def scenario_of(state: GameState, content: Content) -> ScenarioDef | None:
    """The scenario this game plays, as played at its level; None for the standard game."""
    scen = content.scenarios.get(state.scenario) if state.scenario else None
    return scen.at_level(state.difficulty) if scen is not None else None


def starting_swarms(state: GameState, content: Content) -> int:
    """How many swarms start on the board: the scenario's count, else the level's (D1)."""
    scen = scenario_of(state, content)
    if scen is not None and scen.starting_swarms:
        return scen.starting_swarms
    return content.level(state.difficulty).starting_swarms


def settle_extra(state: GameState, content: Content) -> int:
    """D2.4: more cubes into the bag when a planet is settled."""
    scen = scenario_of(state, content)
    return scen.settle_extra if scen is not None else 0


def victory_counts(state: GameState, content: Content, path: str) -> bool:
    """D2.5: whether this victory path ends the game here (a scenario may switch it off)."""
    scen = scenario_of(state, content)
    return scen is None or path not in scen.victories_off


def black_hole_toll(state: GameState, content: Content) -> list[Event]:
    """D2.2: a new black hole also takes cubes from the bag back to the reserve. The game
    chooses for the player (a departure from 'of your choice', so the Span never stops to
    ask): the colour the bag holds most of, where one cube matters least."""
    scen = scenario_of(state, content)
    if scen is None or not scen.black_hole_bag_cost:
        return []
    events: list[Event] = []
    for _ in range(scen.black_hole_bag_cost):
        if sum(state.bag.values()) == 0:
            break
        colour = max(COLOURS, key=lambda c: (state.bag[c], -COLOURS.index(c)))
        state.bag[colour] -= 1
        state.reserve[colour] += 1
        events.append(BagCubeLost(colour, f"{colour} is what your bag holds most of"))
    return events


# --- the goal ---------------------------------------------------------------------------------


def goal_text(scen: ScenarioDef) -> str:
    """The goal in the player's words ('' when the scenario has none besides the usual win)."""
    if scen.goal == "by_turn":
        return f"Win before the end of turn {scen.goal_turn}."
    if scen.goal == "paths":
        return "Win by " + " or by ".join(PATH_WORDS[p] for p in scen.goal_paths) + "."
    return ""


def special_rules(scen: ScenarioDef) -> list[str]:
    """The scenario's special rules, one line each, in the player's words (from its data, so
    a tuned number never leaves the text behind)."""
    out = []
    if scen.starting_swarms:
        n = scen.starting_swarms
        out.append(
            f"{_NUMBER_WORDS[n].capitalize()} {_noun(n, 'swarm')} on the board at the start."
        )
    if scen.late_swarm_turn:
        out.append(
            f"At the start of turn {scen.late_swarm_turn} another swarm arrives on the "
            "starting system nearest your home that holds none."
        )
    if scen.black_hole_bag_cost:
        what = _count(scen.black_hole_bag_cost, "cube")
        out.append(
            f"Each new black hole also takes {what} from your bag (the colour you hold most of)."
        )
    if scen.bag_extra:
        counts = {c: n for c, n in scen.bag_extra.items() if n}
        if sorted(counts) == sorted(COLOURS) and len(set(counts.values())) == 1:
            n = next(iter(counts.values()))
            extra = f"{_count(n, 'more cube')} of each colour"
        else:
            extra = " and ".join(f"{n} more {c} {_noun(n, 'cube')}" for c, n in counts.items())
        out.append(f"Your bag starts with {extra}.")
    if scen.extra_bases:
        out.append(
            f"You start with {_count(scen.extra_bases, 'extra base')} on the nearest system "
            "that is not a starting system."
        )
    if scen.route_extra_slots:
        out.append(f"Every route needs {_count(scen.route_extra_slots, 'more cube')}.")
    if scen.settle_extra:
        out.append(f"Settling a planet adds {_count(scen.settle_extra, 'more cube')} to your bag.")
    if scen.weaver_deck > 0:
        out.append(f"The Weaver deck holds only {_count(scen.weaver_deck, 'card')}.")
    elif scen.weaver_deck == 0:
        out.append("The Weaver deck is empty: no swarm can join the game.")
    if scen.victories_off:
        off = ", ".join(PATH_WORDS[p] for p in scen.victories_off)
        out.append(f"These do not win the game here: {off}.")
    if scen.deadline:
        out.append(f"If any swarm is left when turn {scen.deadline} ends, the Weavers win.")
    if scen.goal == "by_turn":
        out.append(f"If you have not won when turn {scen.goal_turn} ends, the Weavers win.")
    if scen.by_level:
        parts = []
        for field, row in scen.by_level.items():
            parts.append(f"{_LEVEL_WORDS[field]} {_by_level_values(field, row)}")
        out.append(f"By level: {'; '.join(parts)}.")
    return out


def _by_level_values(field: str, row: tuple[int, ...]) -> str:
    """'1 at levels 1-4, 2 at level 5': a by_level row, equal neighbours joined (a late swarm
    that does not come is left out)."""
    runs: list[tuple[int, int, int]] = []  # (value, first level, last level)
    for lv, v in enumerate(row, start=1):
        if runs and runs[-1][0] == v:
            runs[-1] = (v, runs[-1][1], lv)
        else:
            runs.append((v, lv, lv))
    shown = [r for r in runs if r[0] or field != "late_swarm_turn"]
    return ", ".join(
        f"{v} at level {a}" if a == b else f"{v} at levels {a}-{b}" for v, a, b in shown
    )


# What a by_level row says, before its values.
_LEVEL_WORDS = {
    "starting_swarms": "swarms at the start:",
    "late_swarm_turn": "another swarm arrives at the start of turn",
    "weaver_deck": "Weaver cards in the deck:",
    "deadline": "the deadline is turn",
    "goal_turn": "the goal's last turn is",
    "extra_bases": "extra bases:",
}


_NUMBER_WORDS = {1: "one", 2: "two", 3: "three"}


def _noun(n: int, noun: str) -> str:
    return noun if n == 1 else noun + "s"


def _count(n: int, noun: str) -> str:
    return f"{n} {_noun(n, noun)}"


def _won_turn(state: GameState) -> int:
    """The turn the game was won in (the turn counter moves on if the win came at its end)."""
    return last_turn(state)


def goal_met(state: GameState, content: Content | None = None) -> bool:
    """Whether the scenario's goal is met: a goal is met only by winning the game (by the
    turn, or by the path, it names). Without a goal (and in the standard game) it is True."""
    content = content or default_content()
    scen = scenario_of(state, content)
    if scen is None or scen.goal == "none":
        return True
    if state.result != "won":
        return False
    if scen.goal == "by_turn":
        return _won_turn(state) <= scen.goal_turn
    return state.cause in scen.goal_paths


def scenario_won(state: GameState, content: Content | None = None) -> bool:
    """D2: the player wins a scenario only by winning the game while meeting its goal."""
    return state.over and state.result == "won" and goal_met(state, content)


def campaign_outcome(state: GameState, content: Content | None = None) -> ScenarioOutcome:
    """What a finished scenario game gives its campaign (D3): scenario, level, goal met."""
    turns = state.history[-1].turn if state.history else state.turn
    won = scenario_won(state, content)
    return ScenarioOutcome(state.scenario, state.difficulty, won, turns)


def goal_progress(state: GameState, content: Content | None = None) -> GoalProgress | None:
    """How the scenario's goal stands now, or None when there is no goal to show."""
    content = content or default_content()
    scen = scenario_of(state, content)
    if scen is None or scen.goal == "none":
        return None
    goal = goal_text(scen)
    met = goal_met(state, content)
    if scen.goal == "by_turn":
        turn = _won_turn(state)
        failed = not met and (state.over or turn > scen.goal_turn)
        status = f"Turn {turn} of {scen.goal_turn}"
        return GoalProgress(goal, status, met, failed)
    parts = [_path_status(state, content, p) for p in scen.goal_paths]
    failed = state.over and not met
    return GoalProgress(goal, "; ".join(parts), met, failed)


def _path_status(state: GameState, content: Content, path: str) -> str:
    tun = content.tunables
    if path == "supremacy":
        return f"best supremacy track {max(state.supremacy.values())} of {tun.supremacy_goal}"
    if path == "second_start":
        held = sum(1 for b in state.bases if state.galaxy.system(b).is_start)
        return f"starting systems held {held} of 2"
    if path == "bases":
        return f"bases on the board {len(state.bases)} of {tun.bases}"
    on_board, in_deck = len(state.swarms), len(state.weaver_deck)
    return f"swarms left: {on_board} on the board, {in_deck} in the Weaver deck"
