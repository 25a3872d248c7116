"""Drawing The Weavers' board: the map, the top bar, the buttons, the tableau and decks, the
toast and the popup, each frame from the state and the layout (scenes/galaxy/board_layout.py).
A mixin of BoardScene (scenes/galaxy/board.py)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from engine.core import daily
from engine.galaxy import commands as gc
from engine.galaxy.colours import BLACK
from engine.galaxy.describe import choice_prompt, effect_text
from engine.galaxy.state import last_turn
from game import draw, rule_tags, theme
from game.widgets import draw_tooltip
from scenes.galaxy import board_panels as panels
from scenes.galaxy import card_zoom, scenario_panel
from scenes.galaxy.galaxy_view import Marks

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.core.session import Session
    from engine.galaxy.heuristic_moves import Choice
    from engine.galaxy.rules import GalaxyRules
    from game.app import App
    from game.widgets import Button
    from scenes.board_kit.board_ring import BoardRing
    from scenes.board_kit.spots import Hotspot
    from scenes.galaxy.board_anim import Animator
    from scenes.galaxy.board_input import Popup
    from scenes.galaxy.board_intent import Intent
    from scenes.galaxy.galaxy_view import GalaxyView, Marks

BUSY_TABLEAU = 5  # cards shown in the tableau from which the decks stand in two rows
DECKS_SHARE_BUSY = 0.36  # the bottom strip's share the decks keep then


class BoardDraw:
    if TYPE_CHECKING:  # what it uses of the Weavers' board it is mixed into
        _map_cache: pygame.Surface | None
        _map_key: tuple | None
        spots: list[Hotspot]
        _version: int
        animator: Animator
        app: App
        buttons: dict[str, Button]
        conflict: tuple[int, int] | None
        content: Any
        focus: BoardRing
        hint: Choice | None
        intent: Intent
        log: list[str]
        log_scroll: int
        pointer: tuple[int, int]
        popup: Popup | None
        rules: GalaxyRules
        selected: str | None
        session: Session[Any]
        toast: str
        toast_time: float
        view: GalaxyView

        def _draw_hint(self, surface: pygame.Surface, s: float) -> None: ...
        def _layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]: ...
        def column_scale(self, size: tuple[int, int]) -> float: ...
        def hover_text(self) -> str: ...
        def legal(self) -> list[Command]: ...
        def marks(self) -> tuple[Marks, dict[int, set[int]], dict[int, set[int]], set[str]]: ...
        @property
        def state(self) -> Any: ...

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        s = theme.scale_for(size, self.app.ui_scale)
        surface.fill(theme.BG_TOP)
        rects = self._layout(size)
        self.view.fit(rects["board"])
        self.view.text_scale = self.app.ui_scale
        self.spots = []
        st = self.state
        m, slot_marks, recall_marks, can_take = self.marks()
        self._draw_map(surface, m)
        self._top_bar(surface, s)
        cs = self.column_scale(size)  # the right column's panels (see column_scale)
        falling = any(p.kind == "cube" for p in self.animator.effects.particles)
        panels.hand_tray(surface, rects["hand"], st, self.selected, cs, self.spots, hidden=falling)
        self.intent.draw_base_list(surface, rects["hand"], cs, self.spots)
        panels.supplies(
            surface,
            rects["supplies"],
            st,
            self.content,
            cs,
            black_holes=len(self.animator.black_holes),
            spots=self.spots,
        )
        goal = self.content.tunables.supremacy_goal
        panels.tracks(surface, rects["tracks"], st, goal, cs, self.spots)
        self._buttons(surface, rects["buttons"], cs)
        if rects["goal"].height:
            scenario_panel.draw_panel(surface, rects["goal"], st, self.content, cs)
            tip = scenario_panel.tooltip(st, self.content)
            self.spots.append(panels.Hotspot(rects["goal"], "goal", tip))
        self.intent.draw_span_note(surface, rects["span"], cs, self.spots)
        panels.log_panel(
            surface, rects["log"], self.log, self.log_scroll, cs, self.app.settings.show_rules
        )
        self._cached_tableau(surface, rects["bottom"], s, slot_marks, recall_marks, can_take)
        self.animator.draw_overlay(surface)
        self._draw_hint(surface, s)
        self.draw_guide(surface, s)
        if self.toast_time > 0 and self.toast:
            self._toast(surface, s)
        if self.popup is not None:
            self._popup(surface, s)
        self.focus.drawn += 1  # what the ring can reach was drawn anew
        self.focus.draw(surface, s)
        if self.popup is None and self.app.scenes.top is self:
            # Under a dialog the pointer is not on the board.
            if self.selected and self.conflict is None:
                # The picked cube rides beside the pointer, so it is plain what a click places.
                px, py = self.pointer
                draw.cube(surface, self.selected, (px - int(14 * s), py - int(14 * s)), 18 * s)
            tip = self.hover_text()
            zoom = card_zoom.hovered(self)
            if zoom is not None:  # the card large, every word of it; the tip says the rest
                card_zoom.draw_zoom(surface, self, zoom, s, rects["bottom"].top)
                tip = card_zoom.short_tip(tip, zoom)
            if tip and not self.app.settings.show_rules:
                tip = rule_tags.quiet(tip)  # the rule IDs stay in the rules viewer
            if tip:
                draw_tooltip(surface, tip, self.pointer, s)

    def draw_guide(self, surface: pygame.Surface, s: float) -> None:
        """What a guided game draws over the board: under dialogs, the ring and tooltips."""

    def _draw_map(self, surface: pygame.Surface, marks: Marks) -> None:
        """The galaxy layer, redrawn only when the state, the selection, the hover or the
        shown black holes changed; the swarm cards (they move) are drawn over it each frame."""
        rect = self.view.rect
        holes = frozenset(self.animator.black_holes)
        key = (self._version, rect.size, rect.topleft, repr(marks), holes)
        if self._map_cache is None or self._map_cache.get_size() != surface.get_size():
            self._map_cache = pygame.Surface(surface.get_size())
            self._map_key = None
        if key != self._map_key:
            self._map_cache.fill(theme.BG_TOP)
            self.view.draw(
                self._map_cache,
                self.state,
                self.content,
                marks,
                swarms=False,
                black_holes=set(holes),
            )
            self._map_key = key
        surface.blit(self._map_cache, rect.topleft, area=rect)
        clip = surface.get_clip()
        surface.set_clip(rect)
        self.intent.draw_map_marks(surface)
        self.animator.draw_swarms(surface)
        if marks.hover and marks.hover[0] == "swarm":
            c = self.view.centre(marks.hover[1])
            pygame.draw.circle(surface, theme.HIGHLIGHT, c, self.view.size * 0.85, width=2)
        for system in marks.systems:
            if self.state.swarm_at(system):
                c = self.view.centre(system)
                pygame.draw.circle(surface, theme.HIGHLIGHT, c, self.view.size * 0.85, width=2)
        surface.set_clip(clip)

    def _top_bar(self, surface: pygame.Surface, s: float) -> None:
        st = self.state
        sp = self.content.species[st.species].name
        level = self.content.level(st.difficulty).name
        if st.over:
            phase = "Game over"
        elif st.pending is not None:
            phase = choice_prompt(st.pending.kind)
        elif self.conflict is not None:
            index, origin = self.conflict
            name = self.content.card(st.tableau[index].card).name
            phase = (
                f"{name}: click a lit system to attack from system {origin}"
                if origin
                else f"{name}: click one of your lit systems to attack from"
            )
        elif self.selected == BLACK:
            phase = "Black cube: a lit slot takes it, or click a cube you placed to take it back"
        elif self.selected:
            phase = f"Place the {self.selected} cube: lit places accept it (right-click to drop)"
        else:
            only_end = all(isinstance(c, gc.EndTurn) for c in self.legal())
            phase = (
                "Nothing more to do this turn: click End turn (or press Enter)"
                if only_end
                else "Your move: pick a cube from your hand, take a card, or end the turn"
            )
        left = f"Turn {last_turn(st)}  |  {sp}  |  Level {st.difficulty} ({level})"
        day = self.session.setup.options.get("daily", "")
        if daily.is_day(day):  # a scenario has its own panel; the day's game says so here
            left = f"{daily.words(day)}  |  {left}"
        # The bar's height follows the window (see _layout); its words grow with the UI scale
        # as far as the bar holds them, and the phase text starts after the header and
        # shrinks to the room left, so the two never meet.
        w = surface.get_width()
        bar = self._layout(surface.get_size())["board"].top
        margin = int(12 * theme.scale_for(surface.get_size()))
        size = min(int(22 * s), int(bar * 0.8))
        size = draw.fit_size(left, size, w // 2 - margin)
        header = draw.text(surface, left, (margin, bar // 2), size, theme.TEXT, "midleft", True)
        x = header.right + 2 * margin
        ink = theme.HIGHLIGHT
        if self.hint is not None and not st.over:
            # The hint's words go where the player looks for what to do, never over the map.
            phase, ink = f"Hint: {self.hint.reason} (Enter does it)", theme.HINT
        size = draw.fit_size(phase, min(int(20 * s), int(bar * 0.75)), w - margin - x, bold=False)
        draw.text(surface, phase, (x, bar // 2), size, ink, "midleft")

    def _buttons(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect)
        gap = int(6 * s)
        quarter = (rect.width - 5 * gap) // 4
        bh = (rect.height - 3 * gap) // 2
        end, undo, hint = self.buttons["end"], self.buttons["undo"], self.buttons["hint"]
        power, menu = self.buttons["power"], self.buttons["menu"]
        end.rect = pygame.Rect(rect.x + gap, rect.y + gap, rect.width - 2 * gap, bh)
        x = rect.x + gap
        for b in (undo, hint, power, menu):
            b.rect = pygame.Rect(x, end.rect.bottom + gap, quarter, bh)
            x += quarter + gap
        hint.enabled = not self.state.over
        hint.tooltip = "Show the move a sensible player would make (H)"
        undo_ok = self.session.can_undo()
        undo.enabled = undo_ok.ok and not self.state.over
        undo.tooltip = "Take back your last move (Ctrl+Z)" if undo_ok.ok else f"{undo_ok}"
        end_ok = self.rules.check(self.state, gc.EndTurn())
        end.enabled = end_ok.ok
        end.tooltip = "End your turn (Enter)" if end_ok.ok else str(end_ok)
        power_ok = self.rules.check(self.state, gc.UsePower())
        power.enabled = power_ok.ok
        sp = self.content.species[self.state.species]
        power.tooltip = f"{sp.name}: {effect_text(sp.power)}" + (
            "" if power_ok.ok else f" - {power_ok}"
        )
        menu.tooltip = "Save, rules, settings, quit (Esc). F5 quick-saves, F9 loads it"
        for b in (end, undo, hint, power, menu):
            b.hover = b.rect.collidepoint(self.pointer)
            b.draw(surface, s * 0.8)

    def _cached_tableau(self, surface, rect, s, slot_marks, recall_marks, can_take) -> None:
        """The tableau and decks change only with the game or the lit slots: draw them onto a
        cached surface then, and reuse it (with its click spots) on every other frame."""
        key = (
            self._version,
            rect.size,
            s,
            repr(slot_marks),
            repr(recall_marks),
            frozenset(can_take),
        )
        cache = getattr(self, "_tableau_cache", None)
        if cache is None or cache[0] != key:
            local = pygame.Rect(0, 0, rect.width, rect.height)
            layer = pygame.Surface(rect.size)
            layer.fill(theme.BG_TOP)
            before = len(self.spots)
            with draw.drawn_at(rect.topleft):
                self._tableau(layer, local, s, slot_marks, recall_marks, can_take)
            spots = self.spots[before:]
            del self.spots[before:]
            cache = (key, layer, spots)
            self._tableau_cache = cache
        _, layer, spots = cache
        surface.blit(layer, rect.topleft)
        for spot in spots:
            self.spots.append(panels.Hotspot(spot.rect.move(rect.topleft), spot.kind, spot.ref))

    def _tableau(self, surface, rect, s, slot_marks, recall_marks, can_take) -> None:
        draw.panel(surface, rect)
        st = self.state
        pad = int(6 * s)
        least = math.ceil(theme.MIN_TEXT * s)  # no word on a card smaller (issue 32)
        # Finished cards that need no more clicks fold into one summary card; leaders (they
        # act) and the government (it rules) keep their own faces.
        shown = [
            i
            for i, p in enumerate(st.tableau)
            if not p.done or self.content.card(p.card).ability or p.card == st.government
        ]
        folded = [p.card for i, p in enumerate(st.tableau) if i not in shown]
        n = len(shown) + (1 if folded else 0)
        # A busy tableau takes more of the strip; the decks then stand in two rows.
        rows = 2 if n >= BUSY_TABLEAU else 1
        deck_w = int(rect.width * (DECKS_SHARE_BUSY if rows == 2 else 0.5))
        cards_rect = pygame.Rect(
            rect.x + pad, rect.y + pad, rect.width - deck_w - 3 * pad, rect.height - 2 * pad
        )
        deck_rect = pygame.Rect(cards_rect.right + pad, rect.y + pad, deck_w, rect.height - 2 * pad)
        if n == 0:
            draw.text_block(
                surface,
                "Your tableau is empty. Click a deck on the right to take "
                "its top card (one a turn).",
                cards_rect.inflate(-10, -10),
                int(18 * s),
                theme.TEXT_DIM,
            )
        else:
            gap = int(5 * s)
            w = min(int(200 * s), (cards_rect.width - gap * (n - 1)) // n)
            x = cards_rect.x
            if folded:
                r = pygame.Rect(x, cards_rect.y, w, cards_rect.height)
                cards = [self.content.card(c) for c in folded]
                panels.completed_pile(surface, r, cards, s, least)
                self.spots.append(panels.Hotspot(r, "completed", folded))
                x += w + gap
            for i in shown:
                r = pygame.Rect(x, cards_rect.y, w, cards_rect.height)
                panels.card_face(
                    surface,
                    r,
                    self.content.card(st.tableau[i].card),
                    st.tableau[i],
                    st,
                    s * 0.9,
                    self.spots,
                    i,
                    slot_marks.get(i),
                    recall_marks.get(i),
                    least=least,
                )
                x += w + gap
        panels.decks(surface, deck_rect, st, self.content, s, self.spots, can_take, rows, least)

    def _toast(self, surface: pygame.Surface, s: float) -> None:
        img = draw.rendered(self.toast, int(22 * s), theme.TEXT)
        box = img.get_rect().inflate(int(24 * s), int(14 * s))
        box.midtop = (self.view.rect.centerx, self.view.rect.top + int(8 * s))
        pygame.draw.rect(surface, (60, 30, 40), box, border_radius=8)
        pygame.draw.rect(surface, theme.DANGER, box, width=1, border_radius=8)
        with draw.layer("toast"):  # over the map on purpose
            draw.text(surface, self.toast, box.center, int(22 * s), anchor="center", box=box)

    def _popup(self, surface: pygame.Surface, s: float) -> None:
        p = self.popup
        assert p is not None  # drawn only while a popup is open
        f = int(19 * s)
        longest = max((theme.font(f).size(o.label)[0] for o in p.options), default=0)
        # Wide enough for its longest option, within reason; a longer one shrinks to fit.
        width = min(max(int(380 * s), longest + int(40 * s)), surface.get_width() * 2 // 3)
        lines = []
        for line in p.lines:
            lines += draw.wrap(line, f, width - int(20 * s))
        opt_h = int(30 * s)
        height = (
            int(40 * s) + len(lines) * int(f * 1.2) + len(p.options) * (opt_h + 4) + int(10 * s)
        )
        box = pygame.Rect(p.pos[0] + 12, p.pos[1] + 12, width, height)
        box.clamp_ip(surface.get_rect())
        p.box = box
        draw.panel(surface, box, alpha=255)  # opaque: no map showing through the text
        draw.text(surface, p.title, (box.x + 10 * s, box.y + 8 * s), int(21 * s), bold=True)
        y = box.y + int(36 * s)
        for line in lines:
            draw.text(surface, line, (box.x + 10 * s, y), f, theme.TEXT_DIM)
            y += int(f * 1.2)
        p.rects = []
        for opt in p.options:
            r = pygame.Rect(box.x + int(8 * s), y, box.width - int(16 * s), opt_h)
            hover = r.collidepoint(self.pointer)
            pygame.draw.rect(
                surface, theme.BUTTON_HOVER if hover else theme.BUTTON, r, border_radius=6
            )
            size = draw.fit_size(opt.label, f, r.width - int(16 * s), bold=False)
            draw.text(surface, opt.label, (r.x + 8 * s, r.centery), size, anchor="midleft")
            p.rects.append(r)
            y += opt_h + 4
