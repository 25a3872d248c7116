"""Movement (S6, S10.1): move orders with per-fleet steps, pick-up and drop, Wormholes,
stopping on Black Holes and enemy hexes, and Ruins drawn on the way (S2.2)."""

from __future__ import annotations

import attrs

from engine.core.commands import OK, Verdict, refuse
from engine.swarm import commands as sc
from engine.swarm.board import BLACK_HOLE, DARK_MATTER, RUINS, SUPERNOVA, WORMHOLE, Board
from engine.swarm.cards import draw
from engine.swarm.content import Content
from engine.swarm.events import FleetsMoved, RuinsExplored, WormholeJump
from engine.swarm.state import STOPPED, GameState, Race
from engine.swarm.values import value


def enemy_at(state: GameState, race: Race, h: int) -> bool:
    for r in state.races:  # a plain loop: asked for every hex every path passes
        if r.fleets[h] > 0 and r.seat != race.seat:
            return True
    return False


def stops_at(state: GameState, race: Race, h: int) -> bool:
    """S6.3: a path ends on entering a Black Hole, or an enemy hex that is not Dark Matter."""
    t = state.board.terrain[h]
    return t == BLACK_HOLE or (t != DARK_MATTER and enemy_at(state, race, h))


def steps_left(state: GameState, content: Content, race: Race, h: int) -> list[int]:
    """Each fleet's steps left on hex h, most first (S10.1)."""
    mv = value(state, content, race, "movement")
    return [mv - t if mv > t else 0 for t in race.taken[h]]  # max(0, mv - t), without a call


def start_moving(race: Race) -> None:
    race.taken = [[0] * n for n in race.fleets]


def stop_moving(race: Race) -> None:
    race.taken = []


def reach(state: GameState, race: Race, origin: int, steps: int) -> dict[int, tuple[int, ...]]:
    """Every hex a group with `steps` steps left can end on from `origin`, with its shortest
    path; among equal paths the one whose first differing hex is lower (SA7.2): breadth first,
    hexes in order, gives exactly that."""
    board = state.board
    terrain, steps_from = board.terrain, board.step_table()
    # stops_at, with the enemy hexes found once: this search runs for every stack of every
    # rival's every order.
    enemy = {h for r in state.races if r.seat != race.seat for h in r.stacks()}
    paths: dict[int, tuple[int, ...]] = {origin: ()}
    frontier = [origin]
    for _ in range(steps):
        nxt = []
        for h in frontier:
            if h != origin:
                t = terrain[h]
                if t == BLACK_HOLE or (t != DARK_MATTER and h in enemy):
                    continue  # stops_at: a path ends here
            base = paths[h]
            for n in steps_from[h]:
                if n not in paths:
                    paths[n] = (*base, n)
                    nxt.append(n)
        frontier = nxt
        if not frontier:
            break
    del paths[origin]
    return paths


def check_move(state: GameState, content: Content, race: Race, cmd: sc.Move) -> Verdict:
    return _walk(state, content, race, cmd, commit=False)[0]


def apply_move(state: GameState, content: Content, race: Race, cmd: sc.Move) -> list:
    verdict, events = _walk(state, content, race, cmd, commit=True)
    assert verdict.ok, verdict
    return events


def _walk(
    state: GameState, content: Content, race: Race, cmd: sc.Move, commit: bool
) -> tuple[Verdict, list]:
    board = state.board
    size = board.size
    if not 0 <= cmd.origin < size or race.fleets[cmd.origin] == 0:
        return refuse("S6.1", "you have no fleets there"), []
    if not 1 <= cmd.count <= race.fleets[cmd.origin]:
        return refuse("S6.1", f"you have {race.fleets[cmd.origin]} fleets there"), []
    if not cmd.path:
        return refuse("S6.1", "a move order goes at least one step"), []
    if cmd.change and len(cmd.change) != len(cmd.path):
        return refuse("S6.4", "say what to drop or pick up at each hex of the path, or nothing"), []
    left = steps_left(state, content, race, cmd.origin)
    group = left[: cmd.count]  # S10.1: the fleets with the most steps left
    # Fleets already spoken for per hex, so none is taken twice: at the origin, those leaving
    # (S6.4 decision of 2026-11-26: fleets that left are not there to be picked up again).
    picked_from: dict[int, int] = {cmd.origin: cmd.count}
    dropped_at: set[int] = set()
    prev = cmd.origin
    last = len(cmd.path) - 1
    for i, h in enumerate(cmd.path):
        if not 0 <= h < size:
            return refuse("S6.1", "that hex is not on the board"), []
        if board.terrain[h] == SUPERNOVA:
            return refuse("S6.3", f"no stack may enter the Supernova at {board.label(h)}"), []
        if h not in board.steps_from(prev):
            return refuse("S6.1", f"{board.label(h)} is not one step from {board.label(prev)}"), []
        if min(group) < 1:
            n = min(group)
            return refuse("S6.2", f"some of these fleets have {n} steps left this turn"), []
        group = [s - 1 for s in group]
        if i < last and stops_at(state, race, h):
            what = "a Black Hole" if board.terrain[h] == BLACK_HOLE else "an enemy hex"
            return refuse("S6.3", f"a path ends on entering {what} ({board.label(h)})"), []
        c = cmd.change[i] if cmd.change else 0
        if c < 0:
            if -c >= len(group):
                return refuse("S6.4", "a drop must leave fleets to go on"), []
            if i == last:
                return refuse("S6.4", "fleets at the end of the path stay there anyway"), []
            group.sort(reverse=True)
            del group[len(group) + c :]  # drop those with the fewest steps left
            dropped_at.add(h)
        elif c > 0:
            if i == last:
                return refuse("S6.4", "a pick-up at the end of the path goes nowhere"), []
            if h in dropped_at:
                return refuse("S6.4", f"fleets this order dropped at {board.label(h)} stay"), []
            here = steps_left(state, content, race, h)
            used = picked_from.get(h, 0)
            avail = here[used : used + c]
            if len(avail) < c:
                return refuse("S6.4", _too_few(board, h, len(here) - used, h == cmd.origin)), []
            rest = last - i
            if min(avail) < rest:
                return refuse(
                    "S6.4", f"fleets picked up at {board.label(h)} lack the steps to go on"
                ), []
            picked_from[h] = used + c
            group.extend(avail)
        prev = h
    if not commit:
        return OK, []
    return OK, _commit(state, content, race, cmd)


def _too_few(board: Board, h: int, there: int, origin: bool) -> str:
    if origin:
        return (
            f"the fleets that left {board.label(h)} are not there to pick up again; {there} stayed"
        )
    return f"you have {there} fleets to pick up there"


def _commit(state: GameState, content: Content, race: Race, cmd: sc.Move) -> list:
    board = state.board
    events: list = []
    taken = race.taken
    group = taken[cmd.origin][: cmd.count]
    del taken[cmd.origin][: cmd.count]
    race.fleets[cmd.origin] -= cmd.count
    prev = cmd.origin
    for i, h in enumerate(cmd.path):
        group = [t + 1 for t in group]
        if board.terrain[h] == WORMHOLE and board.terrain[prev] == WORMHOLE:
            if h not in board.neighbours(prev):
                events.append(WormholeJump(race.id, prev, h))
        if board.terrain[h] == RUINS and h not in state.spent_ruins:
            state.spent_ruins.append(h)  # S2.2 / S10.6: spent even if the deck is empty
            got = draw(state, race, content.game.setup.ruins_draw, rule="S2.2")
            if got.cards:
                race.ruins += 1
                events.append(got)
            events.append(RuinsExplored(race.id, h, len(got.cards)))
        c = cmd.change[i] if cmd.change else 0
        if c < 0:
            group.sort()
            dropped = group[len(group) + c :]
            del group[len(group) + c :]
            _add(race, h, dropped)
        elif c > 0:
            picked = taken[h][:c]
            del taken[h][:c]
            race.fleets[h] -= c
            group.extend(picked)
        prev = h
    end = cmd.path[-1]
    stopped = stops_at(state, race, end)
    if stopped:
        group = [STOPPED] * len(group)  # S10.1: not through, for the rest of the turn
    _add(race, end, group)
    race.orders += 1
    moved = FleetsMoved(race.id, cmd.origin, cmd.path, cmd.count, len(group), stopped)
    events.insert(0, attrs.evolve(moved, change=tuple(cmd.change)))
    return events


def _add(race: Race, h: int, taken: list[int]) -> None:
    race.fleets[h] += len(taken)
    race.taken[h] = sorted(race.taken[h] + taken)
