"""The board's automatic pass and its Undo (mixed into SwarmBoard). S8.3: in a battle window
the player is asked only when a card of theirs would change the forecast; otherwise the board
passes for them and says so. Undo takes back the player's last command together with the
passes the board made after it: undoing only such a pass would make the board pass again at
once, replaying the battle and changing nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.commands import OK, Verdict, refuse
from engine.swarm import advice
from engine.swarm import commands as sc
from engine.swarm.describe import command_text, unknown_hands
from engine.swarm.state import BATTLE_WINDOW

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.core.session import Session
    from scenes.swarm.anim import Animator


class Passing:
    if TYPE_CHECKING:  # what it uses of the SwarmBoard it is mixed into
        _version: int
        anim: Animator
        content: Any
        log: list[str]
        passes_for_player: bool
        session: Session[Any]

        def battle_hex(self) -> int: ...
        def clear_selection(self) -> None: ...
        @property
        def curtain(self) -> bool: ...
        def issue(self, cmd: Command) -> None: ...
        @property
        def me(self) -> Any: ...
        def say(self, message: str) -> None: ...
        @property
        def state(self) -> Any: ...

    def auto_pass_due(self) -> bool:
        """S8.3: in a battle window the player is asked only when a card of theirs would
        change the forecast; otherwise the board passes for them (and says so)."""
        me = self.me
        if not self.passes_for_player or me is None or self.state.phase != BATTLE_WINDOW:
            return False
        if self.curtain:
            return False
        # Asked every frame of a window: worked out again only when the hand or battle changes.
        key = (self._version, me.seat, tuple(me.hand), self.battle_hex())
        if getattr(self, "_matter_key", None) != key:
            self._matter_key = key
            self._matter = advice.cards_that_matter(self.state, self.content, me, key[3])
        return not self._matter

    def _auto_pass(self) -> None:
        if self.session.queue or not self.auto_pass_due():
            return
        h = self.battle_hex()
        where = self.state.board.label(h)
        unknown = unknown_hands(self.state, self.content, self.me.seat, h)
        said = f" ({unknown})" if unknown else ""
        self.log.append(f"No card of yours would change the battle at {where}: you pass{said}")
        self._auto_cmd = sc.Pass(self.me.id)
        self.issue(self._auto_cmd)

    def note_auto_pass(self, outcome) -> None:
        """Called for each command the session took: remember the board's own passes."""
        if outcome.command is getattr(self, "_auto_cmd", None):
            self.auto_passes.add(len(self.session.commands) - 1)
            self._auto_cmd = None

    def _last_chosen(self) -> int:
        """The index of the last command a person chose (not a pass the board made)."""
        i = len(self.session.commands) - 1
        while i in self.auto_passes:
            i -= 1
        return i

    def undo_verdict(self) -> Verdict:
        """Whether Undo can take anything back now (the button is lit only then)."""
        verdict = self.session.can_undo()
        if not verdict.ok:
            return verdict
        i = self._last_chosen()
        if i < 0:
            return refuse("C3", "nothing of yours to take back yet")
        if i < self.session.barrier:
            return refuse("C3.1", "a card was drawn or shown after your last move")
        return OK

    def undo(self) -> None:
        verdict = self.undo_verdict()
        if not verdict.ok:
            self.say(f"Cannot undo: {verdict}")
            return
        i = self._last_chosen()
        what = command_text(self.session.commands[i], self.content, self.state)
        while len(self.session.commands) > i:
            self.session.undo()
        self.auto_passes = {n for n in self.auto_passes if n < i}
        self._legal = None
        self._version += 1
        self.anim.skip()
        self.clear_selection()
        self.log.append(f"Undone: {what}")
