"""The five scenarios of GAME.md D2 as data: story, overrides and goal, validated on load.

What data can say (how many swarms start, cubes added to the bag, a longer route, a goal) lives
in `scenarios.toml`; the special rules that need code are in `engine/galaxy/scenario_rules.py`
under the rule IDs D2.1 to D2.5, switched on by the fields below.
"""

from __future__ import annotations

from typing import Any

import attrs

from engine.core.content import ContentError
from engine.galaxy.colours import COLOURS

WIN_PATHS = ("bases", "supremacy", "second_start", "banished_all")
GOALS = ("none", "by_turn", "paths")
# Fields a scenario may set level by level (by_level): one value for each of levels 1 to 5,
# so that a scenario gets harder with the level where the level's own rules do not see to it.
BY_LEVEL = (
    "starting_swarms",
    "late_swarm_turn",
    "weaver_deck",
    "deadline",
    "goal_turn",
    "extra_bases",
)


@attrs.frozen
class ScenarioDef:
    number: int
    name: str
    story: str  # a short story line, in the player's words
    goal: str = "none"  # none | by_turn (win before goal_turn ends) | paths (win by goal_paths)
    goal_turn: int = 0
    goal_paths: tuple[str, ...] = ()
    starting_swarms: int = 0  # 0: the level's own count (D1)
    late_swarm_turn: int = 0  # D2.1: one more Weaver card enters at the start of this turn
    black_hole_bag_cost: int = 0  # D2.2: cubes each new black hole takes from the bag
    bag_extra: dict[str, int] = attrs.field(factory=dict)  # added to the starting bag
    extra_bases: int = 0  # D2.3: bases on the nearest non-starting systems at setup
    route_extra_slots: int = 0  # D2.4: every route needs this many more cubes
    settle_extra: int = 0  # D2.4: settling a planet adds this many more cubes to the bag
    weaver_deck: int = -1  # D2.5: cards left in the Weaver deck after setup (-1: all)
    victories_off: tuple[str, ...] = ()  # D2.5: usual victories that do not end the game
    deadline: int = 0  # D2.5: the Weavers win at the end of this turn (0: no deadline)
    # A field of BY_LEVEL -> its value at levels 1 to 5, in place of the plain field's.
    by_level: dict[str, tuple[int, ...]] = attrs.field(factory=dict)

    def at_level(self, level: int) -> ScenarioDef:
        """The scenario as played at this level (its by_level values filled in)."""
        if not self.by_level or level not in range(1, 6):
            return self
        # Any: evolve checks each keyword against its field's type, and these names vary.
        values: dict[str, Any] = {field: row[level - 1] for field, row in self.by_level.items()}
        return attrs.evolve(self, by_level={}, **values)


@attrs.frozen
class ScenarioFile:
    scenarios: tuple[ScenarioDef, ...]


def _problem(s: ScenarioDef) -> tuple[str, str] | None:
    """The first field of a scenario that cannot be played (at any level), as (field,
    reason)."""
    for field, row in s.by_level.items():
        if field not in BY_LEVEL:
            return f"by_level.{field}", f"not one of {list(BY_LEVEL)}"
        if len(row) != 5:
            return f"by_level.{field}", "one value for each of levels 1 to 5"
    if s.by_level:
        for level in range(1, 6):
            problem = _problem(s.at_level(level))
            if problem is not None:
                field, message = problem
                return field, f"{message} (at level {level})"
        return None
    if not s.name.strip() or not s.story.strip():
        return "name", "a scenario needs a name and a story line"
    if s.goal not in GOALS:
        return "goal", f"{s.goal!r} is not one of {list(GOALS)}"
    if (s.goal == "by_turn") != (s.goal_turn > 0) or s.goal_turn < 0:
        return "goal_turn", "a turn of 1 or more exactly when the goal is by_turn"
    if (s.goal == "paths") != bool(s.goal_paths):
        return "goal_paths", "victory paths exactly when the goal is paths"
    for field, paths in (("goal_paths", s.goal_paths), ("victories_off", s.victories_off)):
        for p in paths:
            if p not in WIN_PATHS:
                return field, f"{p!r} is not one of {list(WIN_PATHS)}"
    if set(s.goal_paths) & set(s.victories_off):
        return "victories_off", "a victory the goal asks for cannot be switched off"
    if set(s.victories_off) >= set(WIN_PATHS):
        return "victories_off", "some way to win must be left"
    if not 0 <= s.starting_swarms <= 3:
        return "starting_swarms", "0 (the level's) to 3"
    if s.late_swarm_turn < 0 or s.late_swarm_turn == 1:
        return "late_swarm_turn", "0 (none) or a turn from 2 on"
    if not 0 <= s.black_hole_bag_cost <= 3:
        return "black_hole_bag_cost", "0 to 3"
    for colour, n in s.bag_extra.items():
        if colour not in COLOURS:
            return f"bag_extra.{colour}", "not a cube colour"
        if not 0 <= n <= 10:
            return f"bag_extra.{colour}", "0 to 10"
    if not 0 <= s.extra_bases <= 2:
        return "extra_bases", "0 to 2"
    if not 0 <= s.route_extra_slots <= 2 or not 0 <= s.settle_extra <= 3:
        return "route_extra_slots", "route_extra_slots 0 to 2, settle_extra 0 to 3"
    if not -1 <= s.weaver_deck <= 4:
        return "weaver_deck", "-1 (all) or 0 to 4 cards"
    if s.deadline < 0:
        return "deadline", "0 (none) or a turn"
    return None


def validate_scenarios(scenarios: tuple[ScenarioDef, ...], file: str) -> None:
    if sorted(s.number for s in scenarios) != [1, 2, 3, 4, 5]:
        raise ContentError(file, "scenarios", "scenarios 1 to 5 are needed, once each (D2)")
    for i, s in enumerate(scenarios):
        problem = _problem(s)
        if problem is not None:
            field, message = problem
            raise ContentError(file, f"scenarios[{i}].{field}", message)
