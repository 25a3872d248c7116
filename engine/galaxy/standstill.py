"""Every game ends (W7.4): a galaxy that keeps ending its turns as it stood before is over.

At the end of each turn the galaxy's position is written down as a short digest: the bases,
the black holes, how many cubes of each colour the bag and the reserve hold, the colours of the
cubes on each project, how many cards each deck has left and the discard, supremacy, the
government and the once-a-game power, the swarms and the Weaver deck. A turn that ends in a
position the galaxy already ended a turn in changes nothing; when such turns follow one another
`standstill_turns` [T] times, the game is over: lost to the Weavers, or, in the practice
galaxy, over without a winner.

Cubes on routes and planets are not listed one by one: every cube is somewhere, so what the
bag, the reserve and the projects do not hold is on routes and planets, and a route completed,
a planet settled or a capture shows in the bases, the bag or the reserve. Moving a cube from
one place on the board to another (a recall, then a placement) is standing still. What only
marks time (the turn number, the chart, the generator's state, the once-a-turn allowances) is
not part of the position. The digest runs every turn, so it reads small things only.
"""

from __future__ import annotations

import hashlib

from engine.galaxy.colours import COLOURS, SUPREMACY
from engine.galaxy.content import Content
from engine.galaxy.events import GameLost
from engine.galaxy.state import GameState


def _ints(values: list[int]) -> str:
    return ",".join(map(str, values))


def _held(cubes: list[str]) -> str:
    """A project's cubes by colour, not by slot: moving a cube from slot to slot (or from
    project to project and back) changes nothing that brings the end nearer."""
    return ",".join(sorted(c for c in cubes if c))


def position(state: GameState) -> str:
    """The position (see above) written out in a fixed order: two turns that end with equal
    texts end in the same position."""
    projects = ";".join(
        f"{p.card}:{_held(p.cubes)}:{p.done:d}:{p.origin}:{p.target}:{p.seq}:{_held(p.defender)}"
        for p in state.tableau
    )
    swarms = ";".join(f"{s.card}:{s.system}:{s.target}:{_ints(s.cubes)}" for s in state.swarms)
    return "/".join(
        (
            _ints(sorted(state.bases)),
            _ints(sorted(state.black_holes)),
            # In a fixed order, never the dicts' own (a loaded save may order them otherwise).
            _ints([d[c] for d in (state.bag, state.hand, state.reserve) for c in COLOURS]),
            _ints([state.supremacy[k] for k in SUPREMACY]),
            _ints([len(state.decks[d]) for d in sorted(state.decks)]),
            projects,
            ",".join(state.discard),
            f"{state.government}:{state.draw_next_bonus}:{state.skip_next:d}:{state.power_used:d}",
            swarms,
            ",".join(state.weaver_deck),
            ",".join(state.weavers_gone),
        )
    )


def digest(state: GameState) -> str:
    """The position as 16 hex digits (the same on every run and machine: no `hash()`)."""
    return hashlib.blake2b(position(state).encode(), digest_size=8).hexdigest()


def note_turn_end(state: GameState) -> None:
    """Write down the position a turn ends in; count the turns in a row that changed nothing."""
    here = digest(state)
    if here in state.positions:
        state.standstill += 1
    else:
        state.standstill = 0
        state.positions.append(here)


def standstill_loss(state: GameState, content: Content) -> GameLost | None:
    """The end of a galaxy that has stood still for `standstill_turns` turns in a row."""
    if state.over or state.standstill < content.tunables.standstill_turns:
        return None
    return GameLost("standstill", rule="W7.4")
