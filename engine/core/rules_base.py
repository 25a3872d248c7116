"""What every game's rules share: the content they play with and how a game is set up.

A game's rules class names its game, state class, commands and content loader; the rules,
legality and the rest are its own (engine.core.session.Rules is the whole protocol)."""

from __future__ import annotations

from typing import Any, ClassVar

from engine.core.session import Setup


class ContentRules:
    """Rules made with a content (the default one unless given), setting games up with it."""

    name: ClassVar[str]  # the `game` field of its saves
    state_class: ClassVar[type]
    commands: ClassVar[Any]

    def __init__(self, content: Any = None) -> None:
        self.content = content or self.default_content()

    @staticmethod
    def default_content() -> Any:
        raise NotImplementedError

    def content_version(self) -> str:
        return self.content.version

    def setup(self, seed: int, **options: Any) -> Setup:
        return Setup(self.name, seed, dict(options), self.content.version)

    def summary(self, state: Any) -> dict[str, object]:
        """What a save slot shows about this game (its mode's summary_keys), with at least its
        `result` and `cause`, and its `turn` or, for a game that counts no turns, its `round`."""
        raise NotImplementedError

    def played(self, state: Any) -> dict[str, object]:
        """How a game went, for `--stats-json`: its result ("unfinished" while it goes on), how
        it ended, and how long it lasted (its turns, or its rounds), read from its summary."""
        summary = self.summary(state)
        turns = summary["turn"] if "turn" in summary else summary["round"]
        return {
            "result": summary["result"] or "unfinished",
            "cause": summary["cause"],
            "turns": turns,
        }


class ForesightByModule:
    """The look-ahead's words from a module of the game's own (engine/<game>/foresight.py, with
    log_lines(events, state, content) and consequences(before, events, after, content)): what
    the move preview (engine/core/lookahead.py) asks of the rules."""

    foresight: ClassVar[Any]
    content: Any

    def log_lines(self, events: list[Any], state: Any) -> list[str]:
        return self.foresight.log_lines(events, state, self.content)

    def consequences(self, before: Any, cmd: Any, events: list[Any], after: Any) -> list[Any]:
        return self.foresight.consequences(before, events, after, self.content)
