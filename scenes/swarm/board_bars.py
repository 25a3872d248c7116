"""The Space Swarm board's bars and overlays (mixed into SwarmBoard): the phase bar with the
deck, the action bar of the phase (bid standing and places, battle forecast, targets, the
count), a card's choices, the hot-seat curtain, messages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.swarm import advice, combat, flow
from engine.swarm.describe import plural, unknown_hands, worst_case_words
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
from game.widgets import Button
from scenes.swarm.panels import Spot
from scenes.table import briefing

if TYPE_CHECKING:
    from engine.core.commands import Verdict
    from engine.core.session import Session
    from game.app import App
    from scenes.swarm.anim import Animator
    from scenes.swarm.board import Option
    from scenes.swarm.panels import Spot

# The count's one rule (board.default_count), said on the count control.
COUNT_RULE = (
    "A move takes every fleet with steps left, but one stays behind when the hex would be "
    "left empty; + takes that one too"
)
ORDINAL = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}


class BoardBars:
    if TYPE_CHECKING:  # what it uses of the SwarmBoard it is mixed into
        _version: int
        anim: Animator
        app: App
        content: Any
        count: Any
        options: list[Option]
        overlay: list[Spot]
        pointer: Any
        popup_card: str
        selected: int
        session: Session[Any]
        spots: list[Spot]
        toast: str

        def battle_hex(self) -> int: ...
        @property
        def curtain(self) -> bool: ...
        @property
        def deciding(self) -> int: ...
        @property
        def me(self) -> Any: ...
        def movable(self) -> int: ...
        def race_colour(self, seat: int) -> Any: ...
        def shown_actor(self) -> str: ...
        def playing_words(self) -> str: ...
        @property
        def state(self) -> Any: ...
        def to_place(self) -> int: ...
        def undo_verdict(self) -> Verdict: ...

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
            "undo": "Take back your last move (never past a card drawn or shown)",
            "speed": "How fast moves play: 1x, 2x, 4x or instant",
            "menu": "Save, settings, rules, quit (Esc)",
        }
        for i, (name, label) in enumerate(names):
            b = pygame.Rect(x + i * (bw + int(6 * s)), rect.y + (rect.height - bh) // 2, bw, bh)
            enabled = name != "undo" or self.undo_verdict().ok
            self._button(surface, name, label, b, s, tips[name], enabled)
        seat = self.deciding
        who = self.content.game.races[seat].name if seat >= 0 else ""
        phase = PHASE_TITLE.get(st.phase, st.phase)
        # Nobody decides once the game is over: no ": game over" after an empty name.
        text = f"Round {st.round}  |  " + (f"{who}: {phase}" if who else phase.capitalize())
        if self.anim.rivals_playing:  # the map is still showing the rivals' moves
            text = f"Round {self.anim.round}  |  {self.playing_words()}"
        elif st.phase == MOVE and seat >= 0:
            race = st.races[seat]
            text += f" (orders {race.orders}/{value(st, self.content, race, 'strategic')})"
        deck = self.anim.shown_deck()
        text += f"  |  Deck {deck}"
        named = briefing.label(self.session.setup)  # a scenario's name, the daily game's day
        if named:
            text = f"{named}  |  {text}"
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
        if self.anim.rivals_playing:
            # The player's buttons wait until the rivals' moves have been shown.
            text = self.playing_words()
            skip = pygame.Rect(right - bw, rect.y + pad, bw, bh)
            self._button(surface, "skip", "Skip (Space)", skip, s, "Play the rest at once")
            right = skip.x - pad
        elif st.over:
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
            text = (
                f"Production: {plural(left, 'new fleet')} to place; click one of your stacks"
                if left
                else "Production: all your new fleets are placed; play a Production card "
                "for more, or click End Production"
            )
            right = self._end(surface, rect, right, bw, bh, pad, s, "End Production")
            if left:
                right = self._counter(surface, rect, right, bh, pad, s, left)
        elif st.phase == MOVE:
            text = "Move: click a stack, then a shaded hex (Shift-click: go through)"
            if me.orders >= value(st, self.content, me, "strategic"):
                text = "Move: you have given all your move orders; click End moves"
            right = self._end(surface, rect, right, bw, bh, pad, s, "End moves")
            if self.selected >= 0:
                right = self._counter(surface, rect, right, bh, pad, s, self.movable())
        elif st.phase == BID_WINDOW:
            stand = flow.standing(st, self.content)
            order = ", ".join(self._standing_words(seat) for seat in stand)
            text = (
                "Bid: play cards to rise, or pass. Standing (Initiative/Strategic/Movement,"
                f" highest first): {order}"
            )
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
            text = f"Battle at {where}: you destroy {d}, lose {lost} (forecast). "
            unknown = unknown_hands(st, self.content, me.seat, h)
            text += f"{unknown[0].upper()}{unknown[1:]}. " if unknown else ""
            worst = worst_case_words(self.content, self.worst_case(h), (d, lost))
            text += f"{worst} " if worst else ""
            text += "Play a card or pass"
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

    def worst_case(self, h: int, count: int | None = None):
        """advice.worst_case for the deciding person on h, worked out once per game change
        (the bars and tooltips ask for it every frame)."""
        me = self.me
        if me is None:
            return None
        key = (self._version, me.seat, h, count)
        cache = self.__dict__.setdefault("_worst", {})
        if key not in cache:
            if len(cache) > 64:
                cache.clear()
            cache[key] = advice.worst_case(self.state, self.content, me, h, count)
        return cache[key]

    def _standing_words(self, seat: int) -> str:
        st, c = self.state, self.content
        r = st.races[seat]
        vals = [value(st, c, r, a) for a in ("initiative", "strategic", "movement")]
        return f"{c.game.races[seat].name} {vals[0]}/{vals[1]}/{vals[2]}"

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
        plus_tip = "One more fleet (wheel up)" + (
            f". {COUNT_RULE}" if self.state.phase == MOVE else ""
        )
        self._button(surface, "plus", "+", plus, s, plus_tip, self.count < top)
        num = pygame.Rect(plus.x - int(64 * s), rect.y + pad, int(60 * s), bh)
        self._count_rect = num  # kept clear of tooltips (board_draw.tooltip_avoid)
        draw.text(surface, f"{self.count}/{top}", num.center, int(20 * s), theme.TEXT, "center",
                  bold=True, box=num)  # fmt: skip
        moving = self.state.phase == MOVE
        rule = COUNT_RULE if moving else "New fleets still to place on the hex you click"
        self.spots.append(Spot(num, "count", None, f"{self.count} of {top}. {rule}"))
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
