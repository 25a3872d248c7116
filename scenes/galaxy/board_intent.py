"""The Weavers' intent on the board screen: the forecast (worked out by the engine, once per
change of the game), its marks on the map, the player's threatened bases beside the hand, and
the last Span's one-line summary under the map.

The board owns one `Intent`; nothing here changes the game state.
"""

from __future__ import annotations

import re

import pygame

from engine.core.words import plural
from engine.weavers.forecast import (
    BaseThreat,
    Threat,
    base_threat_text,
    chance_text,
    threat_text,
    threatened_bases,
    threats,
)
from game import draw, theme
from game.layout_record import MAP
from scenes.board_kit.spots import Hotspot
from scenes.galaxy import weaver_marks

SPAN_REASON = re.compile(r" \([^()]*\)$")  # "... (a pair of white)": why a swarm acted


class Intent:
    def __init__(self, board) -> None:
        self.board = board
        self._key: object = None
        self._threats: list[Threat] = []
        self._bases: list[BaseThreat] = []
        self.span_note = ""  # the last Span's summary, shown until the next Span
        self.span_rect = pygame.Rect(0, 0, 0, 0)

    def _refresh(self) -> None:
        key = self.board._version
        if key != self._key:
            st, content = self.board.state, self.board.content
            self._threats = threats(st, content)
            self._bases = threatened_bases(st, content)
            self._key = key

    @property
    def threats(self) -> list[Threat]:
        self._refresh()
        return self._threats

    @property
    def bases(self) -> list[BaseThreat]:
        self._refresh()
        return self._bases

    def threats_on(self, system: int) -> list[Threat]:
        return [t for t in self.threats if t.lands and t.target == system]

    def threats_of(self, swarm_system: int) -> list[Threat]:
        return [t for t in self.threats if t.system == swarm_system]

    def threat_lines(self, items: list[Threat]) -> list[str]:
        """Each threat in words, with its chance on the next draw."""
        content = self.board.content
        return [f"{threat_text(t, content)} ({chance_text(t.chance)})" for t in items]

    # --- drawing -----------------------------------------------------------------------------

    def draw_map_marks(self, surface: pygame.Surface) -> None:
        """Rings on the systems a swarm would land on next Span (not while the Weavers' moves
        are still being shown: the forecast is about the position after them)."""
        if self.board.animator.queue.busy:
            return
        with draw.layer(MAP):
            weaver_marks.draw_threats(surface, self.board.view, self.board.content, self.threats)

    def draw_base_list(
        self, surface: pygame.Surface, hand: pygame.Rect, s: float, spots: list[Hotspot]
    ) -> None:
        """'Threatened: 7, 12' in the hand panel's title row, right of 'Your hand'."""
        bases = self.bases
        if not bases:
            return
        systems = dict.fromkeys(b.system for b in bases)  # two swarms on one base: named once
        words = "Threatened: " + ", ".join(str(n) for n in systems)
        left = hand.x + 10 * s + theme.font(int(20 * s)).size("Your hand")[0] + 12 * s
        room = int(hand.right - 10 * s - left)
        size = draw.fit_size(words, int(18 * s), room, bold=True)
        rect = draw.text(
            surface,
            words,
            (hand.right - 10 * s, hand.y + 6 * s),
            size,
            theme.DANGER,
            "topright",
            True,
        )
        spots.append(Hotspot(rect, "threats", [b.system for b in bases]))

    def base_list_text(self) -> str:
        content = self.board.content
        lines = [base_threat_text(b, content) for b in self.bases]
        soon = [t for t in self.threats if t.lands and self.board.state.has_base(t.target)]
        lines += [f"Next Span: {line}" for line in self.threat_lines(soon)]
        return "Your bases a swarm is aimed at (W2.2):\n" + "\n".join(lines)

    def note_span(self, summary: str) -> None:
        self.span_note = summary

    def span_shown(self) -> bool:
        return bool(self.span_note) and not self.board.animator.queue.busy

    def span_moves(self) -> list[str]:
        """What each swarm did in the last Span, without the why (the tooltip has it)."""
        return [SPAN_REASON.sub("", move) for move in self.span_note.split("; ") if move]

    def span_lines(self, width: int, s: float, height: int = 10**6) -> list[str]:
        """The last Span in few words: each swarm that acted, its words wrapped to the column
        (never cut), as many as `height` holds (then how many more: hovering the box shows
        the whole Span, reasons and all)."""
        if not self.span_shown():
            return []
        size = int(16 * s)
        step = theme.font(size).get_linesize()
        room = width - int(16 * s)
        fit = max(1, (height - int(10 * s)) // step)
        moves = self.span_moves()
        said = [f"Last Span - {moves[0]}", *moves[1:]]
        lines: list[str] = []
        for i, move in enumerate(said):
            wrapped = draw.wrap(move, size, room)
            after = len(said) - i - 1  # the moves after this one need a "+ more" line
            if len(lines) + len(wrapped) + (1 if after else 0) > fit:
                if not lines:  # not even the first move fits whole: as much of it as fits
                    lines = wrapped[: max(0, fit - 1)]
                more = "+ " + plural(len(said) - i, "more move") + ": point here to read them"
                return [*lines, draw.ellipsized(more, size, room)]
            lines += wrapped
        return lines

    def span_height(self, width: int, s: float, height: int = 10**6) -> int:
        lines = self.span_lines(width, s, height)
        if not lines:
            return 0
        return len(lines) * theme.font(int(16 * s)).get_linesize() + int(10 * s)

    def span_text(self) -> str:
        """The whole last Span, for the tooltip of its box: every swarm and why it acted."""
        return "The last Span (W3.1):\n" + "\n".join(self.span_note.split("; "))

    def draw_span_note(
        self, surface: pygame.Surface, rect: pygame.Rect, s: float, spots: list[Hotspot]
    ) -> None:
        """The last Span, until the player's next move, at the top of the log's room: off the
        map, so it hides no system or swarm, and clear of the guided game's coach."""
        lines = self.span_lines(rect.width, s, rect.height)
        self.span_rect = pygame.Rect(rect) if lines else pygame.Rect(0, 0, 0, 0)
        if not lines:
            return
        draw.panel(surface, rect, alpha=255)
        size = int(16 * s)
        y = rect.y + int(5 * s)
        for line in lines:
            draw.text(surface, line, (rect.x + int(8 * s), y), size, theme.TEXT)
            y += theme.font(size).get_linesize()
        spots.append(Hotspot(rect, "span", None))
