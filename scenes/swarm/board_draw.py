"""How the Space Swarm board draws itself (mixed into SwarmBoard): the layout, the map with
its shading, the phase bar, the panels, the action bar of the phase (bid, battle, target),
a card's choices, the hot-seat curtain, tooltips. Every clickable thing drawn is a Spot."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.swarm import combat
from engine.swarm import commands as sc
from engine.swarm.describe import plural, terrain_tip, unknown_hands, worst_case_words
from engine.swarm.movement import steps_left
from engine.swarm.state import (
    MOVE,
    PRODUCTION,
)
from engine.swarm.values import value
from game import draw, theme
from game.widgets import draw_tooltip
from scenes.board_kit import foresight
from scenes.board_kit.log_panel import log_panel
from scenes.swarm import board_foresight, panels
from scenes.swarm.panels import Spot

if TYPE_CHECKING:
    from engine.core.commands import Command
    from game.app import App
    from scenes.board_kit.board_ring import BoardRing
    from scenes.swarm.anim import Animator
    from scenes.swarm.board import Option
    from scenes.swarm.panels import Spot
    from scenes.swarm.view import HexView

PATH = (120, 255, 170, 90)
REACH = (120, 200, 255, 46)
COUNT = ("minus", "plus")  # the count's buttons (with the count between them)


class BoardDraw:
    if TYPE_CHECKING:  # what it uses of the SwarmBoard it is mixed into
        _count_rect: pygame.Rect
        _version: int
        anim: Animator
        app: App
        changes: dict[int, int]
        content: Any
        count: Any
        focus: BoardRing
        hint: Command | None
        log: list[str]
        log_scroll: Any
        options: list[Option]
        pointer: Any
        popup_card: str
        revealed: int
        selected: int
        toast: str
        toast_time: float
        view: HexView
        waypoints: list[int]

        def _action_bar(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None: ...
        def _curtain(self, surface: pygame.Surface, s: float) -> None: ...
        def _popup(self, surface: pygame.Surface, s: float) -> None: ...
        def _toast(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None: ...
        def _top_bar(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None: ...
        def battle_hex(self) -> int: ...
        @property
        def curtain(self) -> bool: ...
        @property
        def deciding(self) -> int: ...
        def humans(self) -> list[int]: ...
        @property
        def me(self) -> Any: ...
        def race_colour(self, seat: int) -> Any: ...
        def reachable(self) -> dict[int, tuple[int, ...]]: ...
        @property
        def shown(self) -> Any: ...
        def spots_at(self, pos: tuple[int, int]) -> list[Spot]: ...
        @property
        def state(self) -> Any: ...
        def target_at(self, pos: tuple[int, int]) -> tuple[str, object] | None: ...
        def to_place(self) -> int: ...
        @property
        def viewer(self) -> int: ...
        def why_not_card(self, card: str) -> str: ...
        def worst_case(self, h: int, count: int | None = ...) -> Any: ...

    # --- layout ------------------------------------------------------------------------------

    def board_scale(self, size: tuple[int, int]) -> float:
        """The UI scale, as far as the panels still fit the window's height (the board is laid
        out on a 1280 x PAGE_H page: larger scales grow it only while it fits)."""
        page = 44 + 32 + 48 * len(self.state.races) + 150 + 84 + 100 + 48
        return theme.fit_scale(size, self.app.ui_scale, (theme.BOARD_PAGE_W, page))

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        s = self.board_scale(size)
        top = int(44 * s)
        gap = int(8 * s)
        rw = max(int(420 * s), int(w * 0.32))
        action = int(70 * s)
        left = pygame.Rect(gap, top + gap, w - rw - 3 * gap, h - top - 2 * gap)
        races_h = int(32 * s) + len(self.state.races) * int(48 * s)
        attrs_h = int(30 * s) + 6 * int(20 * s)
        hand_h = int(84 * s)
        x = left.right + gap
        races = pygame.Rect(x, top + gap, rw, races_h)
        attrs = pygame.Rect(x, races.bottom + gap, rw, attrs_h)
        hand = pygame.Rect(x, attrs.bottom + gap, rw, hand_h)
        log = pygame.Rect(x, hand.bottom + gap, rw, h - hand.bottom - 2 * gap)
        return {
            "top": pygame.Rect(0, 0, w, top),
            "map": pygame.Rect(left.x, left.y, left.width, left.height - action - gap),
            "action": pygame.Rect(left.x, left.bottom - action, left.width, action),
            "races": races,
            "attrs": attrs,
            "hand": hand,
            "log": log,
        }

    # --- the frame ---------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """The board is a kept picture (panels and map with its stacks) redrawn only when
        something it shows changed; what moves (fleets gliding, strikes) and what lies over
        it (a card's choices, the curtain, a message, a tooltip) are drawn on it each frame.
        When nothing at all changed since the last frame, the window already shows it."""
        size = surface.get_size()
        s = self.board_scale(size)
        r = self.layout(size)
        self.view.fit(r["map"])
        hover = self.target_at(self.pointer)
        st = self.app.settings
        base_key = (
            size, s, self._version, len(self.log), self.log_scroll, self.anim.shown_deck(),
            self.anim.busy, hover, self.count, self.selected, tuple(self.waypoints),
            self.popup_card, self.curtain, self.revealed, st.weavers_speed, st.show_rules,
            tuple(sorted(self.changes.items())),
            self.deciding, self.anim.focus, theme.BG_TOP,
            tuple(sorted(self.anim.pending.items())), self.hint,
        )  # fmt: skip
        toast = self.toast if self.toast_time > 0 else ""
        moving = bool(self.anim.glides or self.anim.flashes)
        frame_key = (base_key, self.pointer, toast, id(surface), self.focus.shown())
        frames = self.app.frame_count
        shown = self.__dict__.get("_shown")
        if (
            draw.recorder is None
            and not moving
            and self.app.scenes.top is self
            and shown == (frame_key, frames - 1)
        ):
            self._shown = (frame_key, frames)  # the window still holds this very picture
            return
        self._shown = (frame_key, frames) if self.app.scenes.top is self else None
        base = self.__dict__.get("_base")
        if draw.recorder is not None:
            self._compose(surface, r, s)
        elif base is None or base[0] != base_key:
            picture = base[1] if base is not None and base[1].get_size() == size else None
            picture = picture or pygame.Surface(size)  # kept and drawn over, not made anew
            self._compose(picture, r, s)
            self._base = (base_key, picture, list(self.spots))
            surface.blit(picture, (0, 0))
        else:
            surface.blit(base[1], (0, 0))
            self.spots = list(base[2])
        self.overlay = []  # spots of what lies over the board: a card's choices, the curtain
        self.anim.draw(surface)
        if self.popup_card and self.options:
            with draw.layer("popup"):
                self._popup(surface, s)
        if self.curtain:
            with draw.layer("curtain"):
                self._curtain(surface, s)
        ring = (base_key, tuple((sp.kind, sp.ref) for sp in self.overlay))
        if ring != self.__dict__.get("_ring_drawn"):
            self._ring_drawn = ring
            self.focus.drawn += 1  # what the ring can reach was drawn anew
        self.focus.sync()
        self.focus.draw(surface, s)
        panel = None
        if self.app.scenes.top is self and not self.curtain:
            panel = foresight.draw_for(
                self,
                surface,
                s,
                lambda t: board_foresight.command_for(self, t),
                lambda h: board_foresight.where(self, h),
            )
        if toast:
            with draw.layer("toast"):
                self._toast(surface, r["map"], s)
        tip = self.tooltip_at(self.pointer)
        self.tip_box = None
        if tip:
            with draw.layer("tooltip"):
                avoid = [*self.tooltip_avoid(), *([panel] if panel else [])]
                self.tip_box = draw_tooltip(surface, tip, self.pointer, s, avoid)

    def _compose(self, surface: pygame.Surface, r: dict, s: float) -> None:
        self._chrome_cached(surface, r, s)
        self.spots = list(self._chrome_spots)
        with draw.layer("map"):
            self._map(surface, r["map"], s)

    def _chrome_cached(self, surface: pygame.Surface, r: dict, s: float) -> None:
        """Everything but the map, panel by panel: each is drawn again only when something it
        shows changed (the mouse over one of its buttons, the state, the log); else its last
        picture is reused."""
        hover = None
        for spot in reversed(self.__dict__.get("_chrome_spots", ())):
            if spot.rect.collidepoint(self.pointer):
                hover = (spot.kind, spot.ref)
                break
        st = self.app.settings
        base = (surface.get_size(), s, self._version, self._map_key is None)
        hidden = self.curtain or (len(self.humans()) > 1 and self.me is None and self.revealed < 0)
        viewer = self.viewer

        def over(name: str):  # a panel shows the hover only of its own buttons
            return hover if r[name].collidepoint(self.pointer) else None

        parts = [
            ("top", (self.anim.shown_deck(), over("top"), st.weavers_speed, self.anim.round,
                     self.anim.actor, self.anim.rivals_playing), self._top_bar),
            ("races", (self.deciding, viewer, self.anim.actor, self.anim.rivals_playing,
                       tuple(self.anim.order or ())), self._races),
            ("attrs", (viewer, self.anim.rivals_playing), self._attrs),
            ("hand", (viewer, hidden, self.hint, self.anim.rivals_playing), self._hand),
            ("log", (len(self.log), self.log_scroll, st.show_rules), self._log),
            ("action", (over("action"), self.count, self.selected, self.anim.busy, self.curtain,
                        self.anim.actor, self.anim.rivals_playing), self._action_bar),
        ]  # fmt: skip
        caches = self.__dict__.setdefault("_panel_caches", {})
        surface.fill(theme.BG_TOP)
        spots: list[Spot] = []
        for name, key, paint in parts:
            rect = r[name]
            full = (*base, rect.topleft, rect.size, key)
            cached = caches.get(name)
            if draw.recorder is None and cached is not None and cached[0] == full:
                surface.blit(cached[1], rect.topleft)
                spots += cached[2]
                continue
            self.spots = []
            if draw.recorder is not None:
                paint(surface, rect, s)
                spots += self.spots
                continue
            canvas = self.__dict__.get("_canvas")
            if canvas is None or canvas.get_size() != surface.get_size():
                canvas = self._canvas = pygame.Surface(surface.get_size())
            canvas.fill(theme.BG_TOP, rect)
            paint(canvas, rect, s)
            area = rect.clip(canvas.get_rect())
            picture = cached[1] if cached is not None else None
            if picture is None or picture.get_size() != area.size:
                picture = pygame.Surface(area.size)
            picture.blit(canvas, (0, 0), area)
            caches[name] = (full, picture, list(self.spots))
            surface.blit(picture, rect.topleft)
            spots += self.spots
        self._chrome_spots = spots
        self._map_key = ()

    def _races(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        st = self.shown
        deciding = self.deciding
        order = None
        if self.anim.rivals_playing:  # ringed: the rival whose move the map shows now
            r = self.state.race(self.anim.actor) if self.anim.actor else None
            deciding = r.seat if r is not None else -1
            order = self.anim.order  # a bid played out in these beats made a new order
        self.spots += panels.races_panel(
            surface, rect, st, self.content, self.viewer, deciding, s, order
        )

    def _attrs(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        st = self.shown  # nothing ahead of the map while the rivals' moves play
        viewer = st.races[self.viewer]
        # The terrain counts where the viewer's stack is looked at: its battle, else the stack
        # picked to move (S2.2), so the total is the one the forecast uses.
        at = self.battle_hex() if self.state.battle is not None else self.selected
        if at >= 0 and viewer.fleets[at] == 0:
            at = -1
        self.spots += panels.attribute_panel(surface, rect, st, self.content, viewer, s, at)

    def _hand(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        viewer = self.shown.races[self.viewer]  # cards drawn show once the map gets there
        hidden = self.curtain or (len(self.humans()) > 1 and self.me is None and self.revealed < 0)
        greyed = {c: why for c in set(viewer.hand) if (why := self.why_not_card(c))}
        hand = None if hidden else viewer.hand
        hinted = getattr(self.hint, "card", "")
        self.spots += panels.hand_panel(surface, rect, self.content, hand, greyed, s, hinted)

    def _log(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        rows: list[tuple[pygame.Rect, str]] = []
        show = self.app.settings.show_rules
        log_panel(surface, rect, self.log, self.log_scroll, s, show, rows)
        # The newest line's rows, kept clear of tooltips (drawn only while scrolled to it).
        last = self.log[-1] if self.log else None
        self._last_log_rects = [r for r, line in rows if last is not None and line == last]

    # --- the map -----------------------------------------------------------------------------

    def _map(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        st, view = self.state, self.view
        view.draw_terrain(surface, rect, tuple(st.spent_ruins), s)
        paths = self.reachable()
        for h in paths:
            view.shade(surface, h, REACH)
        hover = self.target_at(self.pointer)
        if hover and hover[0] == "hex" and hover[1] in paths:
            for h in paths[hover[1]]:
                view.shade(surface, h, PATH)
        for h in self.waypoints:
            view.outline(surface, h, theme.HIGHLIGHT, 2)
            c = self.changes.get(h, 0)
            if c:
                at = view.centre(h)
                words = f"drop {-c}" if c < 0 else f"pick up {c}"
                pos = (int(at[0]), int(at[1] - view.size * 0.62))
                size = max(9, int(view.size * 0.24))
                draw.text(surface, words, pos, size, theme.HIGHLIGHT, "center", bold=True)
        if self.selected >= 0:
            view.outline(surface, self.selected, theme.HIGHLIGHT, 3)
        if self.battle_hex() >= 0:
            view.outline(surface, self.battle_hex(), theme.DANGER, 3)
        for h in self._hinted_hexes():
            view.outline(surface, h, theme.HINT, 3)
        if self.anim.focus >= 0 and self.anim.busy:
            view.outline(surface, self.anim.focus, theme.HINT, 2)
        shown = self.anim.shown_fleets  # the state, less what has yet to play
        for h in range(st.board.size):
            seats = [r.seat for r in st.races if shown(r.seat, h) > 0]
            for seat, pos in zip(seats, view.counter_spots(h, len(seats)), strict=True):
                shape = self.content.game.races[seat].emblem
                view.counter(surface, shape, self.race_colour(seat), pos, shown(seat, h))

    def _hinted_hexes(self) -> list[int]:
        """Where the hinted move happens on the map (Hint, H)."""
        hint = self.hint
        if isinstance(hint, sc.Move):
            return [hint.origin, hint.path[-1]] if hint.path else [hint.origin]
        if isinstance(hint, sc.Produce):
            return [hint.hex]
        return []

    # --- tooltips ----------------------------------------------------------------------------

    def tooltip_avoid(self) -> list[pygame.Rect]:
        """What a tooltip must never cover: the count and its - and +, the newest log line,
        the hex under the pointer (the one a click targets) and the thing pointed at."""
        rects = [sp.rect for sp in self.spots if sp.kind == "button" and sp.ref in COUNT]
        if rects and self.__dict__.get("_count_rect") is not None:
            rects.append(self._count_rect)
        rects += self.__dict__.get("_last_log_rects", [])
        for spot in self.spots_at(self.pointer)[:1]:
            rects.append(spot.rect)
        if self.view.rect.collidepoint(self.pointer) and not self.curtain:
            h = self.view.hex_at(self.pointer)
            if h >= 0:
                rects.append(self.hex_rect(h))
        return rects

    def hex_rect(self, h: int) -> pygame.Rect:
        """The box around hex h as drawn."""
        cx, cy = self.view.centre(h)
        r = self.view.size
        half = r * 0.8660254  # pointy-top: half the width is r * sqrt(3) / 2
        return pygame.Rect(int(cx - half), int(cy - r), int(2 * half) + 1, int(2 * r) + 1)

    def tooltip_at(self, pos: tuple[int, int]) -> str:
        hit = None
        for spot in self.spots_at(pos):
            hit = spot
            break
        if hit is not None:
            return hit.tip
        if not self.view.rect.collidepoint(pos) or self.curtain:
            return ""
        h = self.view.hex_at(pos)
        return self.hex_tip(h) if h >= 0 else ""

    def hex_tip(self, h: int) -> str:
        """The hex, its terrain and who is there, then what a click does: one line each,
        each a sentence (a play-test found them run together)."""
        st, c = self.state, self.content
        head = f"{st.board.label(h)} {terrain_tip(st.board.terrain[h])}"
        if st.board.terrain[h] == "ruins" and h in st.spent_ruins:
            head += " (spent)"
        lines = [_sentence(head)]
        for r in st.races:
            if r.fleets[h]:
                lines.append(f"{c.game.races[r.seat].name}: {plural(r.fleets[h], 'fleet')}.")
        me = self.me
        if me is None:
            return "\n".join(lines)
        paths = self.reachable()
        if st.phase == MOVE and self.selected >= 0:
            if h in self.waypoints:
                lines.append(
                    "Your path goes through here: Ctrl-click drops a fleet here, "
                    "Alt-click picks one of yours up."
                )
            elif h in paths:
                go = plural(self.count, "fleet")
                lines.append(f"Move {go} here ({plural(len(paths[h]), 'step')}).")
                if any(r.fleets[h] for r in st.races if r.seat != me.seat):
                    n = me.fleets[h] + self.count
                    d, lost = combat.forecast(st, c, me, h, n)
                    lines.append(f"Forecast: you destroy {d}, lose {lost}.")
                    worst = worst_case_words(c, self.worst_case(h, n), (d, lost))
                    if worst:
                        unknown = unknown_hands(st, c, me.seat, h)
                        lines.append(f"{unknown[:1].upper()}{unknown[1:]}. {worst}")
            elif h != self.selected and me.fleets[h] == 0:
                lines.append("Out of reach for these fleets this turn.")
        elif st.phase == MOVE and me.fleets[h]:
            lines.append(self._stack_tip(h))
        elif st.phase == PRODUCTION:
            if not self.to_place():
                lines.append("You have placed all your new fleets.")
            elif me.fleets[h]:
                n = max(1, self.count or self.to_place())  # what the click places
                lines.append(f"Click to place {plural(n, 'new fleet')} here.")
            else:
                lines.append("New fleets join one of your stacks.")
        return "\n".join(lines)

    def _stack_tip(self, h: int) -> str:
        """What clicking one of your stacks in the Move phase does, or why it cannot move."""
        me, st = self.me, self.state
        orders = value(st, self.content, me, "strategic")
        if me.orders >= orders:
            given = "your move order" if orders == 1 else f"all {orders} move orders"
            return f"You have given {given} this turn (Strategic {orders})."
        movable = sum(1 for x in steps_left(st, self.content, me, h) if x > 0)
        if not movable:
            return "These fleets have no steps left this turn."
        return f"Click to move them ({movable} can move)."


def _sentence(text: str) -> str:
    """The text ending with a full stop (terrain words come without one)."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?")) else text + "."
