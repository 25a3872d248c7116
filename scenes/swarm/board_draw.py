"""How the Space Swarm board draws itself (mixed into SwarmBoard): the layout, the map with
its shading, the phase bar, the panels, the action bar of the phase (bid, battle, target),
a card's choices, the hot-seat curtain, tooltips. Every clickable thing drawn is a Spot."""

from __future__ import annotations

import pygame

from engine.swarm import advice, combat, flow
from engine.swarm.describe import terrain_tip
from engine.swarm.state import (
    BATTLE_WINDOW,
    BID_WINDOW,
    DEVELOPMENT,
    MOVE,
    PICK,
    PRODUCTION,
    TARGET,
)
from engine.swarm.values import hand_limit, value
from game import draw, theme
from game.widgets import Button, draw_tooltip
from scenes.log_panel import log_panel
from scenes.swarm import panels
from scenes.swarm.panels import Spot

ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
PATH = (120, 255, 170, 90)
REACH = (120, 200, 255, 46)


class BoardDraw:
    # --- layout ------------------------------------------------------------------------------

    def board_scale(self, size: tuple[int, int]) -> float:
        """The UI scale, as far as the panels still fit the window's height (the board is laid
        out on a 1280 x PAGE_H page: larger scales grow it only while it fits)."""
        page = 44 + 32 + 48 * len(self.state.races) + 150 + 84 + 100 + 48
        return theme.fit_scale(size, self.app.ui_scale, (1280, page))

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
        )  # fmt: skip
        toast = self.toast if self.toast_time > 0 else ""
        moving = bool(self.anim.glides or self.anim.flashes)
        frame_key = (base_key, self.pointer, toast, id(surface))
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
        if draw.recorder is not None or base is None or base[0] != base_key:
            self._compose(surface, r, s)
            if draw.recorder is None:
                self._base = (base_key, surface.copy(), list(self.spots))
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
        if toast:
            with draw.layer("toast"):
                self._toast(surface, r["map"], s)
        tip = self.tooltip_at(self.pointer)
        if tip:
            with draw.layer("tooltip"):
                draw_tooltip(surface, tip, self.pointer, s)

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
        parts = [
            ("top", (self.anim.shown_deck(), hover, st.weavers_speed), self._top_bar),
            ("races", (self.deciding, viewer, hover), self._races),
            ("attrs", (viewer,), self._attrs),
            ("hand", (viewer, hidden), self._hand),
            ("log", (len(self.log), self.log_scroll, st.show_rules), self._log),
            ("action", (hover, self.count, self.selected, self.anim.busy, self.curtain),
             self._action_bar),
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
            picture = canvas.subsurface(rect.clip(canvas.get_rect())).copy()
            caches[name] = (full, picture, list(self.spots))
            surface.blit(picture, rect.topleft)
            spots += self.spots
        self._chrome_spots = spots
        self._map_key = ()

    def _races(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        st = self.state
        self.spots += panels.races_panel(
            surface, rect, st, self.content, self.viewer, self.deciding, s
        )

    def _attrs(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        viewer = self.state.races[self.viewer]
        self.spots += panels.attribute_panel(surface, rect, self.state, self.content, viewer, s)

    def _hand(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        viewer = self.state.races[self.viewer]
        hidden = self.curtain or (len(self.humans()) > 1 and self.me is None and self.revealed < 0)
        greyed = {c: why for c in set(viewer.hand) if (why := self.why_not_card(c))}
        hand = None if hidden else viewer.hand
        self.spots += panels.hand_panel(surface, rect, self.content, hand, greyed, s)

    def _log(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        log_panel(surface, rect, self.log, self.log_scroll, s, self.app.settings.show_rules)

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
        if self.anim.focus >= 0 and self.anim.busy:
            view.outline(surface, self.anim.focus, (255, 230, 90), 2)
        for h in range(st.board.size):
            seats = [r.seat for r in st.races if r.fleets[h] > 0]
            for seat, pos in zip(seats, view.counter_spots(h, len(seats)), strict=True):
                shape = self.content.game.races[seat].emblem
                view.counter(surface, shape, self.race_colour(seat), pos, st.races[seat].fleets[h])

    # --- bars --------------------------------------------------------------------------------

    def _button(self, surface, name: str, label: str, rect: pygame.Rect, s: float, tip: str = "",
                enabled: bool = True) -> None:  # fmt: skip
        buttons = self.__dict__.setdefault("_buttons", {})
        b = buttons.get(name) or Button(label, lambda: None)
        buttons[name] = b
        b.label, b.rect, b.enabled = label, rect, enabled
        b.hover = rect.collidepoint(self.pointer)
        b.draw(surface, s)
        self.spots.append(Spot(rect, "button", name, tip, enabled))

    def _top_bar(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        st = self.state
        pygame.draw.rect(surface, theme.PANEL, rect)
        bh = int(34 * s)
        names = [
            ("hint", "Hint (H)"),
            ("undo", "Undo"),
            ("speed", f"Speed {self.app.settings.weavers_speed}"),
            ("menu", "Menu"),
        ]  # noqa: E501
        bw = int(112 * s)
        x = rect.right - len(names) * (bw + int(6 * s)) - int(4 * s)
        tips = {
            "hint": "What the sensible player would do now, and why",
            "undo": "Take back your last move (never a draw)",
            "speed": "How fast moves play: 1x, 2x, 4x or instant",
            "menu": "Save, settings, rules, quit (Esc)",
        }
        for i, (name, label) in enumerate(names):
            b = pygame.Rect(x + i * (bw + int(6 * s)), rect.y + (rect.height - bh) // 2, bw, bh)
            enabled = name != "undo" or self.session.can_undo().ok
            self._button(surface, name, label, b, s, tips[name], enabled)
        seat = self.deciding
        who = self.content.game.races[seat].name if seat >= 0 else ""
        phase = PHASE_TITLE.get(st.phase, st.phase)
        text = f"Round {st.round}  |  {who}: {phase}"
        if st.phase == MOVE and seat >= 0:
            race = st.races[seat]
            text += f" (orders {race.orders}/{value(st, self.content, race, 'strategic')})"
        deck = self.anim.shown_deck()
        text += f"  |  Deck {deck}"
        if deck and self._runs_out():
            text += " (runs out this round)"
        pile_w = int(30 * s)
        room = x - int(28 * s) - pile_w
        size = draw.fit_size(text, int(20 * s), room, bold=False)
        drawn = draw.text(surface, text, (int(12 * s), rect.centery), size, theme.TEXT, "midleft")
        self._deck_pile(surface, drawn.right + int(10 * s), rect, deck, s)

    def _deck_pile(self, surface, x: int, rect: pygame.Rect, deck: int, s: float) -> None:
        """The deck as a pile of card edges that visibly thins as cards are drawn (one edge
        per six cards)."""
        card = pygame.Rect(0, 0, int(20 * s), int(16 * s))
        edges = (deck + 5) // 6
        lift = max(2, int(2 * s))
        for i in range(edges):
            card.midbottom = (x + card.width // 2, rect.bottom - int(8 * s) - i * lift)
            pygame.draw.rect(surface, (70, 74, 120) if i < edges - 1 else (120, 110, 200), card,
                             border_radius=3)  # fmt: skip
            pygame.draw.rect(surface, (20, 22, 40), card, width=1, border_radius=3)

    def _runs_out(self) -> bool:
        st = self.state
        left = len(st.order) - st.turn_index if st.order else len(st.races)
        return len(st.deck) <= 2 * max(1, left)

    def _action_bar(self, surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
        draw.panel(surface, rect)
        st, me = self.state, self.me
        pad = int(10 * s)
        bh = rect.height - 2 * pad
        bw = int(170 * s)
        right = rect.right - pad
        text = ""
        if st.over:
            text = "The game is over"
        elif me is None:
            seat = self.deciding
            text = f"{self.content.game.races[seat].name} is deciding"
            if self.anim.busy:
                skip = pygame.Rect(right - bw, rect.y + pad, bw, bh)
                self._button(surface, "skip", "Skip (Space)", skip, s, "Play the rest at once")
                right = skip.x - pad
        elif self.curtain:
            text = "Pass the mouse"
        elif st.phase == DEVELOPMENT:
            limit = hand_limit(self.content, me)
            text = f"Development: click a card to place a Technology; hand limit {limit}"
            if len(me.hand) > limit:
                text = f"Discard down to {limit} cards: click a card, then Discard it"
            right = self._end(surface, rect, right, bw, bh, pad, s, "End Development")
        elif st.phase == PRODUCTION:
            left = self.to_place()
            text = f"Production: {left} new fleets; click one of your stacks to place"
            right = self._end(surface, rect, right, bw, bh, pad, s, "End Production")
            if left:
                right = self._counter(surface, rect, right, bh, pad, s, left)
        elif st.phase == MOVE:
            text = "Move: click a stack, then a shaded hex (Shift-click: go through)"
            right = self._end(surface, rect, right, bw, bh, pad, s, "End moves")
            if self.selected >= 0:
                right = self._counter(surface, rect, right, bh, pad, s, self.movable())
        elif st.phase == BID_WINDOW:
            stand = flow.standing(st, self.content)
            order = ", ".join(self._standing_words(seat) for seat in stand)
            text = f"Bid: play cards to rise, or pass. Standing: {order}"
            p = pygame.Rect(right - bw, rect.y + pad, bw, bh)
            self._button(surface, "pass", "Pass", p, s, "Keep your cards; the bid goes on")
            right = p.x - pad
        elif st.phase == PICK:
            text = "Pick your place:"
            n = len(st.places)
            pw = min(bw, (rect.width // 2) // max(1, n))
            x = right - n * (pw + pad) + pad
            for i, seat in enumerate(st.places):
                b = pygame.Rect(x + i * (pw + pad), rect.y + pad, pw, bh)
                taken = seat >= 0
                label = ORDINAL[i + 1] + (
                    f": {self.content.game.races[seat].name}" if taken else ""
                )
                tip = "Taken" if taken else f"Take the {ORDINAL[i + 1]} turn this round"
                self.spots.append(Spot(b, "place", i + 1, tip, not taken))
                self._draw_place(surface, b, label, not taken, s)
            right = x - pad
        elif st.phase == BATTLE_WINDOW:
            h = self.battle_hex()
            d, lost = advice.forecast_with(st, self.content, me, h)
            where = st.board.label(h)
            text = (
                f"Battle at {where}: you destroy {d}, lose {lost} (forecast). Play a card or pass"
            )
            p = pygame.Rect(right - bw, rect.y + pad, bw, bh)
            self._button(surface, "pass", "Pass", p, s, "Fight with what you have")
            right = p.x - pad
        elif st.phase == TARGET:
            h = self.battle_hex()
            text = "Your stack strikes: pick its target"
            enemies = [r for r in st.races if r.seat != me.seat and r.fleets[h] > 0]
            for r in reversed(enemies):
                atk = value(st, self.content, me, "attack", h) * me.fleets[h]
                kill = min(
                    r.fleets[h],
                    combat.losses(atk, value(st, self.content, r, "defense", h), r.fleets[h]),
                )
                b = pygame.Rect(right - bw, rect.y + pad, bw, bh)
                name = self.content.game.races[r.seat].name
                self._button(
                    surface,
                    f"target:{r.id}",
                    f"Strike {name}",
                    b,
                    s,
                    f"Destroys {kill} of their {r.fleets[h]}",
                )
                self.spots[-1] = Spot(b, "target", r.id, f"Destroys {kill} of their {r.fleets[h]}")
                right = b.x - pad
        if text:
            room = pygame.Rect(rect.x + pad, rect.y, right - rect.x - 2 * pad, rect.height)
            draw.text_block(
                surface, text, room.inflate(0, -2 * pad), int(18 * s), theme.TEXT, shrink=True
            )

    def _standing_words(self, seat: int) -> str:
        st, c = self.state, self.content
        r = st.races[seat]
        vals = [value(st, c, r, a) for a in ("initiative", "strategic", "movement")]
        return f"{c.game.races[seat].name} ({vals[0]}/{vals[1]}/{vals[2]})"

    def _draw_place(self, surface, rect: pygame.Rect, label: str, free: bool, s: float) -> None:
        b = Button(label, lambda: None, enabled=free)
        b.rect = rect
        b.hover = rect.collidepoint(self.pointer)
        b.draw(surface, s * 0.8)

    def _end(self, surface, rect, right, bw, bh, pad, s, label: str) -> int:
        b = pygame.Rect(right - bw, rect.y + pad, bw, bh)
        self._button(surface, "end", label, b, s, "Finish this phase")
        return b.x - pad

    def _counter(self, surface, rect, right, bh, pad, s, top: int) -> int:
        """- count +: how many fleets go (Move) or are placed (Production); the wheel too."""
        side = bh
        plus = pygame.Rect(right - side, rect.y + pad, side, bh)
        self._button(surface, "plus", "+", plus, s, "One more fleet (wheel up)", self.count < top)
        num = pygame.Rect(plus.x - int(64 * s), rect.y + pad, int(60 * s), bh)
        draw.text(surface, f"{self.count}/{top}", num.center, int(20 * s), theme.TEXT, "center",
                  bold=True, box=num)  # fmt: skip
        minus = pygame.Rect(num.x - side - int(4 * s), rect.y + pad, side, bh)
        self._button(
            surface, "minus", "-", minus, s, "One fleet fewer (wheel down)", self.count > 1
        )
        return minus.x - pad

    # --- overlays ----------------------------------------------------------------------------

    def _popup(self, surface: pygame.Surface, s: float) -> None:
        anchor = next(
            (sp.rect for sp in self.spots if sp.kind == "card" and sp.ref[1] == self.popup_card),
            None,
        )
        if anchor is None:
            return
        ow, oh = int(330 * s), int(40 * s)
        box = pygame.Rect(
            0, 0, ow + int(16 * s), len(self.options) * (oh + int(6 * s)) + int(10 * s)
        )
        box.bottomleft = (anchor.x, anchor.y - int(4 * s))
        box.clamp_ip(surface.get_rect())
        draw.panel(surface, box, alpha=250)
        for i, o in enumerate(self.options):
            r = pygame.Rect(box.x + int(8 * s), box.y + int(8 * s) + i * (oh + int(6 * s)), ow, oh)
            verdict = self.session.check(o.command)
            b = Button(o.label, lambda: None, enabled=verdict.ok)
            b.rect, b.hover = r, r.collidepoint(self.pointer)
            b.draw(surface, s * 0.8)
            self.overlay.append(
                Spot(r, "option", i, "" if verdict.ok else f"Not now: {verdict}", verdict.ok)
            )

    def _curtain(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        shade = pygame.Surface((w, h))
        shade.fill((10, 10, 22))
        surface.blit(shade, (0, 0))
        me = self.me
        name = self.content.game.races[me.seat].name if me else ""
        draw.text(surface, f"Pass the mouse to {name}", (w // 2, h // 2 - int(60 * s)), int(40 * s),
                  self.race_colour(me.seat) if me else theme.TEXT, "center", bold=True)  # fmt: skip
        b = pygame.Rect(0, 0, int(320 * s), int(56 * s))
        b.center = (w // 2, h // 2 + int(20 * s))
        self._button(surface, "curtain", f"I am {name}: show my hand", b, s)
        self.spots.pop()
        self.overlay.append(Spot(b, "curtain", me.seat if me else -1))

    def _toast(self, surface: pygame.Surface, area: pygame.Rect, s: float) -> None:
        size = int(20 * s)
        lines = draw.wrap(self.toast, size, area.width - int(60 * s))[:3]
        box = pygame.Rect(
            0, 0, area.width - int(40 * s), len(lines) * int(size * 1.3) + int(16 * s)
        )
        box.midtop = (area.centerx, area.y + int(8 * s))
        draw.panel(surface, box, alpha=245)
        for i, line in enumerate(lines):
            draw.text(
                surface, line, (box.x + int(10 * s), box.y + int(8 * s) + i * int(size * 1.3)), size
            )

    # --- tooltips ----------------------------------------------------------------------------

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
        st, c = self.state, self.content
        parts = [f"{st.board.label(h)} {terrain_tip(st.board.terrain[h])}"]
        if st.board.terrain[h] == "ruins" and h in st.spent_ruins:
            parts.append("(spent)")
        for r in st.races:
            if r.fleets[h]:
                parts.append(f"{c.game.races[r.seat].name}: {r.fleets[h]} fleets.")
        me = self.me
        if me is None:
            return " ".join(parts)
        paths = self.reachable()
        if st.phase == MOVE and self.selected >= 0:
            if h in self.waypoints:
                parts.append("Your path goes through here: Ctrl-click drops a fleet here,")
                parts.append("Alt-click picks one of yours up.")
            elif h in paths:
                parts.append(f"Move {self.count} here ({len(paths[h])} steps).")
                if any(r.fleets[h] for r in st.races if r.seat != me.seat):
                    d, lost = combat.forecast(st, c, me, h, me.fleets[h] + self.count)
                    parts.append(f"Forecast: you destroy {d}, lose {lost}.")
            elif h != self.selected and me.fleets[h] == 0:
                parts.append("Out of reach for these fleets this turn.")
        elif st.phase == PRODUCTION:
            if me.fleets[h]:
                parts.append(f"Click to place {self.count} new fleets here.")
            else:
                parts.append("New fleets join one of your stacks.")
        return " ".join(parts)


PHASE_TITLE = {
    BID_WINDOW: "the bid",
    PICK: "picking places",
    DEVELOPMENT: "Development",
    PRODUCTION: "Production",
    MOVE: "Move",
    BATTLE_WINDOW: "battle window",
    TARGET: "choosing a target",
    "attack": "Attack",
    "over": "game over",
}
