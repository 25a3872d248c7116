"""Where The Weavers' board puts things: the frame (top bar, right column, bottom strip, map)
at any window size and UI scale, and what the map lights up now (the legal targets, the swarms'
arrows). A mixin of BoardScene (scenes/galaxy/board.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.galaxy import commands as gc
from engine.galaxy.colours import BLACK
from game import theme
from scenes.galaxy import scenario_panel
from scenes.galaxy.galaxy_view import Marks

if TYPE_CHECKING:
    from engine.core.commands import Command
    from game.app import App
    from scenes.board_kit.spots import Target
    from scenes.galaxy.board_intent import Intent
    from scenes.galaxy.galaxy_view import GalaxyView

COLUMN_UNITS = 88 + 108 + 98 + 2 * 37  # the right column's panels above the log (_layout)
LOG_ROOM = 200  # design units the log and the last Span keep up to 125 % (then fewer, below)


class BoardLayout:
    if TYPE_CHECKING:  # what it uses of the Weavers' board it is mixed into
        app: App
        conflict: tuple[int, int] | None
        intent: Intent
        pointer: tuple[int, int]
        selected: str | None
        view: GalaxyView

        def legal(self) -> list[Command]: ...
        @property
        def state(self) -> Any: ...
        def target_at(self, pos: tuple[int, int]) -> Target | None: ...

    # --- layout ------------------------------------------------------------------------------

    def arrows_shown(self) -> set[str]:
        """The swarms whose aim arrows the map draws: five swarms' dashed arrows crossed the
        whole map, so only the swarm the pointer is on (its card, or the system it aims at)
        and those that would land in the next Span (their target is ringed) show theirs."""
        st = self.state
        shown = {t.card for t in self.intent.threats if t.lands}
        target = self.target_at(self.pointer) if self.view.rect.collidepoint(self.pointer) else None
        if target is not None and target.kind in ("swarm", "system", "threat"):
            system = target.ref
            for sw in st.swarms:
                if sw.system == system or sw.target == system:
                    shown.add(sw.card)
        return shown

    def column_scale(self, size: tuple[int, int]) -> float:
        """The right column's scale: the UI scale's, as far as the column still leaves the log
        (with the last Span's lines) LOG_ROOM design units; at 150 % in a 720-pixel-high
        window its panels would otherwise push the log off the window."""
        frame = theme.scale_for(size)
        s = theme.scale_for(size, self.app.ui_scale)
        m = int(8 * frame)
        column = size[1] - int(36 * frame) - m  # the right column's height (see _layout)
        # Past 125 % the log gives up some of its lines, so 150 % grows the panels further
        # (they were the same at 125 % and 150 %: issue 36); a player who asked for larger
        # words reads the log by scrolling.
        room = LOG_ROOM * min(1.0, 1.25 / self.app.ui_scale) ** 0.5
        fits = (column - 5 * m - room * frame) / COLUMN_UNITS
        return max(frame, min(s, fits))

    def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        """The frame (top bar, right column, bottom strip, so the map) follows the window
        only: a larger UI scale makes what is inside the panels larger, never the map smaller.
        The right column's panels grow with it, and its log takes what is left."""
        w, h = size
        frame = theme.scale_for(size)
        s = self.column_scale(size)
        top = int(36 * frame)
        right_w = int(min(w * 0.3, 360 * frame))
        bottom_h = int(min(h * 0.3, 168 * frame))
        m = int(8 * frame)
        right = pygame.Rect(w - right_w - m, top, right_w, h - top - m)
        bottom = pygame.Rect(m, h - bottom_h - m, right.left - 2 * m, bottom_h)
        board = pygame.Rect(m, top, right.left - 2 * m, bottom.top - top - m)
        hand = pygame.Rect(right.x, right.y, right.width, int(88 * s))
        sup = pygame.Rect(right.x, hand.bottom + m, right.width, int(108 * s))
        trk = pygame.Rect(right.x, sup.bottom + m, right.width, int(98 * s))
        btn_h = int(37 * s)
        btns = pygame.Rect(right.x, trk.bottom + m, right.width, btn_h * 2 + m)
        log = pygame.Rect(right.x, btns.bottom + m, right.width, right.bottom - btns.bottom - m)
        goal = pygame.Rect(log.x, log.y, log.width, 0)
        if scenario_panel.shown(self.state):  # a scenario's goal takes the top of the log's room
            goal.height = scenario_panel.height(s, log.height)
            log = pygame.Rect(log.x, goal.bottom + m, log.width, log.bottom - goal.bottom - m)
        span_h = self.intent.span_height(log.width, s, log.height // 2)
        span = pygame.Rect(log.x, log.y, log.width, span_h)
        if span.height:  # the last Span's line takes the log's top, never the map's foot
            log = pygame.Rect(log.x, span.bottom + m, log.width, log.bottom - span.bottom - m)
        return {
            "span": span,
            "goal": goal,
            "board": board,
            "bottom": bottom,
            "hand": hand,
            "supplies": sup,
            "tracks": trk,
            "buttons": btns,
            "log": log,
        }

    # --- what to light up --------------------------------------------------------------------

    def marks(self) -> tuple[Marks, dict[int, set[int]], dict[int, set[int]], set[str]]:
        m = Marks()
        slot_marks: dict[int, set[int]] = {}
        recall_marks: dict[int, set[int]] = {}
        decks: set[str] = set()
        legal = self.legal()
        pending = self.state.pending
        if pending is not None:
            for o in pending.options:
                if pending.kind == "free_base":
                    m.systems.add(o.ref)
                elif pending.kind == "settle_free":
                    m.planets.add(o.ref)
                else:
                    m.routes.add(o.ref)
            return m, slot_marks, recall_marks, decks
        for c in legal:
            if isinstance(c, gc.TakeCard):
                decks.add(c.deck)
        if self.conflict is not None:
            index, origin = self.conflict
            for c in legal:
                if isinstance(c, gc.InitiateConflict) and c.project == index:
                    if not origin:
                        m.systems.add(c.origin)
                    elif c.origin == origin:
                        m.systems.add(c.target)
            m.selected_system = origin
            return m, slot_marks, recall_marks, decks
        if self.selected:
            for c in legal:
                if isinstance(c, gc.PlaceCube) and c.colour == self.selected:
                    if c.spot == gc.ROUTE:
                        m.routes.add(c.ref)
                    elif c.spot == gc.PLANET:
                        m.planets.add(c.ref)
                    else:
                        slot_marks.setdefault(c.ref, set()).add(c.slot)
                elif isinstance(c, gc.Recall):
                    if c.spot == gc.ROUTE:
                        m.recall_routes.add(c.ref)
                    elif c.spot == gc.PLANET:
                        m.recall_planets.add(c.ref)
                    elif self.selected == BLACK:
                        recall_marks.setdefault(c.ref, set()).add(c.slot)
        hit = (
            self.view.hit(self.pointer, self.state)
            if self.view.rect.collidepoint(self.pointer)
            else None
        )
        m.hover = hit
        return m, slot_marks, recall_marks, decks
