"""Drawing Arachnid's board (the scene's drawing half): the layout, the web as a kept layer
with the pieces over it, the top bar and side panels as kept pictures, the decision panels,
motion, the toast and the tooltip. `draw` never changes the game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.arachnid.actions import idle_round
from engine.arachnid.board import BOARD
from engine.arachnid.commands import EndDen, Pass
from game import draw, rule_tags, theme
from game.layout_record import MAP
from game.widgets import draw_tooltip
from scenes.arachnid import choice, marks, panels, pieces
from scenes.arachnid.view import ROLE_WORD, WebView
from scenes.arachnid.words import IDLE_BUTTON, action_word, choice_title
from scenes.board_kit.log_panel import log_panel
from scenes.table import briefing

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.core.session import Session
    from game.app import App
    from scenes.arachnid.anim import Animator
    from scenes.arachnid.choice import Variants
    from scenes.arachnid.view import WebView
    from scenes.board_kit.board_ring import BoardRing
    from scenes.board_kit.spots import Hotspot


class BoardDraw:
    if TYPE_CHECKING:  # what it uses of the ArachnidBoard it is mixed into
        _ground: tuple[tuple, pygame.Surface] | None
        _layer: pygame.Surface | None
        _layer_key: tuple | None
        spots: list[Hotspot]
        view: WebView
        _pictures: dict[str, tuple[Any, ...]]
        action: str | None
        animator: Animator
        app: App
        content: Any
        deploying: str | None
        focus: BoardRing
        hint_marks: tuple[int, tuple[int, ...]]
        pointer: Any
        selected: str | None
        session: Session[Any]
        toast: str
        toast_time: float
        variants: Variants | None
        version: int

        def colours(self) -> list[str]: ...
        def legal(self) -> list[Command]: ...
        def lit_hexes(self) -> list[int]: ...
        @property
        def me(self) -> Any: ...
        def pointed_hexes(self) -> tuple[int, ...]: ...
        @property
        def s(self) -> float: ...
        @property
        def state(self) -> Any: ...
        def tip_at(self, pos: tuple[int, int]) -> str: ...
        def toast_colour(self) -> tuple[int, int, int]: ...

    # --- layout ------------------------------------------------------------------------------

    def layout(self, size: tuple[int, int]) -> dict[str, pygame.Rect]:
        w, h = size
        s = self.s
        m = int(6 * s)
        top = int(38 * s)
        # The columns keep their design width as the UI grows, up to a share of the window:
        # the web takes what they leave (a smaller hex at a large UI scale).
        left_w = int(min(w * 0.3, 300 * s))
        right_w = int(min(w * 0.28, 290 * s))
        left = pygame.Rect(m, top, left_w, h - top - m)
        right = pygame.Rect(w - right_w - m, top, right_w, h - top - m)
        board = pygame.Rect(left.right + m, top, right.left - left.right - 2 * m, h - top - m)
        return {"top": pygame.Rect(0, 0, w, top), "left": left, "right": right, "board": board}

    def left_plan(self, rect: pygame.Rect) -> tuple[list, pygame.Rect | None]:
        """Where your den, each spider card and a decision about your colony go in the left
        column: (spider, rect, whole card?) for each card, and the decision's room (or None).
        Cards that do not all fit show their head line only, the picked spider's kept whole;
        while you draft, hatch or take an upgrade, every card shows its head line only and the
        decision takes the rest of the column (it never covers the web)."""
        s = self.s
        gap = int(5 * s)
        y = rect.y + int(104 * s) + int(6 * s)
        spiders = list(self.me.spiders)
        deciding = choice.in_column(self)
        head = panels.head_height(self)
        whole = {sp.id: False for sp in spiders}
        used = len(spiders) * (head + gap)
        if not deciding:
            first = sorted(spiders, key=lambda sp: sp.id != self.selected)
            for sp in first:
                more = panels.card_height(self, sp) - head
                if y + used + more <= rect.bottom:
                    whole[sp.id] = True
                    used += more
        cards = []
        for sp in spiders:
            hh = panels.card_height(self, sp) if whole[sp.id] else head
            cards.append((sp, pygame.Rect(rect.x, y, rect.width, hh), whole[sp.id]))
            y += hh + gap
        room = pygame.Rect(rect.x, y, rect.width, rect.bottom - y) if deciding else None
        return cards, room

    # --- drawing -----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.spots = []
        r = self.layout(surface.get_size())
        s = self.s
        self._board(surface, r["board"])  # its layer fills the whole window: no clear needed
        # The panels change with the state, the selection, the log and the pointer over them:
        # between such changes each is one kept picture (a frame of moving pieces is cheap).
        busy = self.animator.busy  # the top bar's words change when the motion ends
        look = (self.version, s, self.selected, self.action, self.deploying, busy)
        look += (self.app.settings,)
        for name, draw_panel in (("top", self._top), ("left", self._left), ("right", self._right)):
            rect = r[name]
            hover = self.pointer if rect.collidepoint(self.pointer) else None
            extra = (len(self.animator.lines), str(self.animator.cards)) if name == "right" else ()
            self._kept(surface, name, rect, (look, rect, hover, extra), draw_panel)
        if self.state.choices and not self.animator.busy:
            choice.draw_choice(surface, self, r["board"], self.left_plan(r["left"])[1])
        elif self.variants is not None:
            choice.draw_variants(surface, self, r["board"], self.variants)
        self.animator.draw(surface)
        toast = self.toast if self.app.settings.show_rules else rule_tags.quiet(self.toast)
        if self.toast_time > 0 and toast:
            self._toast(surface, toast, r["board"])
        self._marks(surface, r["board"])
        self.focus.drawn += 1  # what the ring can reach was drawn anew
        self.focus.sync()
        self.focus.draw(surface, s)
        tip = self.tip_at(self.pointer)
        if tip and not self.app.settings.show_rules:
            tip = rule_tags.quiet(tip)  # as on the other boards: the rule IDs stay in the rules
        if tip:
            with draw.layer("tooltip"):
                draw_tooltip(surface, tip, self.pointer, s)

    def _toast(self, surface: pygame.Surface, toast: str, board: pygame.Rect) -> None:
        """The toast across the board's top: one line, or up to four on a dark band when it
        says more (the Hint of a round with nothing to do), never shrunk past reading."""
        s = self.s
        width = board.width - int(16 * s)
        size, lines = draw.fit_lines(toast, int(20 * s), width, 4, least=int(14 * s))
        step = int(size * 1.2)
        box = pygame.Rect(board.x, board.y + int(4 * s), board.width, step * len(lines))
        with draw.layer("toast"):
            if len(lines) > 1:
                draw.panel(surface, box.inflate(0, int(8 * s)), alpha=235)
            for i, line in enumerate(lines):
                draw.text(
                    surface,
                    line,
                    (box.centerx, box.y + i * step),
                    size,
                    self.toast_colour(),  # a hint as its rings, a problem as a warning
                    "midtop",
                    box=box,
                )

    def _marks(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The Hint's hexes while the game stands where it was asked, and the hex the words
        under the pointer name (a log line, a spider card)."""
        clip = surface.get_clip()
        surface.set_clip(rect)
        if self.hint_marks[0] == self.version:
            marks.ring(surface, self.view, self.hint_marks[1], theme.HINT, self.s)
        marks.ring(surface, self.view, self.pointed_hexes(), marks.NAMED, self.s)
        if self.variants is not None and self.variants.lines:  # the move's hex and its foes
            marks.ring(surface, self.view, self.variants.keep, theme.DANGER, self.s)
        surface.set_clip(clip)

    def _kept(
        self, surface: pygame.Surface, name: str, rect: pygame.Rect, key: tuple, paint
    ) -> None:
        """Draw a panel, or blit its kept picture (and its click spots) when nothing it shows
        has changed (the colours too: a palette changed in Settings shows at once). The
        layout check always draws afresh."""
        key = (key, theme.palette)
        kept = self._pictures.get(name)
        if kept is not None and kept[0] == key and draw.recorder is None:
            surface.blit(kept[1], rect)
            self.spots += kept[2]
            return
        first = len(self.spots)
        paint(surface, rect)
        picture = kept[1] if kept is not None and kept[1].get_size() == rect.size else None
        if picture is None:
            picture = pygame.Surface(rect.size, 0, surface)
        picture.blit(surface, (0, 0), rect)
        self._pictures[name] = (key, picture, self.spots[first:])

    def _board(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.view.rect != rect:
            self.view = WebView(rect)
        st, v = self.state, self.view
        colours = self.colours()
        # The web itself changes only with the state (and a web's spinning starts or ends):
        # drawn once into a layer, so a frame with pieces moving costs one blit.
        pending = tuple(sorted(self.animator.spins))
        key = (rect.topleft, rect.size, surface.get_size(), self.version, pending, theme.palette)
        if self._layer is None or self._layer_key != key:
            if self._layer is None or self._layer.get_size() != surface.get_size():
                self._layer = pygame.Surface(
                    surface.get_size(), 0, surface
                )  # reused: allocating costs
            ground_key = (rect.topleft, rect.size, surface.get_size(), theme.palette)
            if self._ground is None or self._ground[0] != ground_key:  # the empty board
                plain = pygame.Surface(surface.get_size(), 0, surface)
                plain.fill(theme.BG_TOP)
                pieces.ground(plain, v)
                self._ground = (ground_key, plain)
            self._layer.blit(self._ground[1], (0, 0))
            with draw.layer(MAP):
                pieces.webs(self._layer, v, st, colours, lambda h: -1.0 if h in pending else None)
                pieces.food_and_funnels(self._layer, v, st, colours)
            self._layer_key = key
        surface.blit(self._layer, (0, 0))
        with draw.layer(MAP):
            draw.note_control("the web", rect)
            for h, t in self.animator.spins.items():
                if t >= 0 and st.webs[h]:
                    pieces.spinning(surface, v, h, colours[st.webs[h][-1]], t)
            for h in self.lit_hexes():
                pygame.draw.polygon(surface, theme.HIGHLIGHT, v.corners(h, 0.8), 2)
            r = v.size * 0.42
            for c in st.colonies:
                for sp in c.spiders:
                    if sp.deployed:
                        at = self.animator.place("spider", sp.hex, v.centre)
                        pieces.spider(
                            surface,
                            at,
                            r,
                            c.colour,
                            sp,
                            c.kind == "human" and sp.id == self.selected,
                        )
            for cr in st.critters:
                if cr.hex >= 0:
                    at = self.animator.place("critter", cr.hex, v.centre)
                    pieces.critter(surface, at, r, self.content, cr)
            h = v.hex_at(self.pointer)
            if h >= 0:  # A2.1: radar and fly numbers stay quiet until the hex is hovered
                cx, cy = v.centre(h)
                pygame.draw.polygon(surface, (230, 230, 240), v.corners(h, 0.95), 1)
                draw.text(
                    surface,
                    f"{h}",
                    (int(cx), int(cy - v.size * 0.55)),
                    int(v.size * 0.45),
                    (240, 240, 250),
                    "center",
                    True,
                )
                if h:
                    draw.text(
                        surface,
                        f"fly {BOARD.fly[h]}",
                        (int(cx), int(cy + v.size * 0.58)),
                        int(v.size * 0.36),
                        (150, 200, 255),
                        "center",
                    )

    def _top(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.s
        pygame.draw.rect(surface, theme.PANEL, rect)
        words = self.stage_words()
        named = briefing.label(self.session.setup)  # a scenario's name, the daily game's day
        if named:
            words = f"{named}  |  {words}"
        bw = int(100 * s)
        gap = int(6 * s)
        box = pygame.Rect(int(8 * s), 0, rect.width - 5 * (bw + gap) - int(16 * s), rect.height)
        main = self.main_button()
        wide = main[1] == IDLE_BUTTON  # its words need room: the stage's words give it
        box.width -= bw + gap if wide else 0
        # One line while it fits, else two (a narrow window at a large UI scale).
        size, lines = draw.fit_size(words, int(20 * s), box.width), [words]
        if size < int(16 * s):  # two lines, each small enough that both fit the bar
            cap = int(box.height / 2.4)
            size, lines = draw.fit_lines(words, cap, box.width, 2, True, int(13 * s))
        step = int(size * 1.1)
        y = box.centery - step * len(lines) // 2
        for line in lines:
            draw.text(surface, line, (box.x, y), size, theme.TEXT, bold=True, box=box)
            y += step
        x = rect.right - gap
        names = [
            ("menu", "Menu", True),
            ("speed", f"Speed {self.app.settings.anim_speed}", True),
            ("hint", "Hint", not self.state.over),
            ("undo", "Undo", self.session.can_undo().ok),
            main,
        ]
        for name, label, on in names:
            w = 2 * bw + gap if wide and label == IDLE_BUTTON else bw
            x -= w
            b = pygame.Rect(x, int(4 * s), w, rect.height - int(8 * s))
            panels.button(surface, b, label, self, "button", name, on)
            x -= gap

    def main_button(self) -> tuple[str, str, bool]:
        if self.idle():  # one click ends a round that holds nothing for you
            return ("end_den" if self.state.stage == "den" else "pass", IDLE_BUTTON, True)
        if self.state.stage == "den":
            return ("end_den", "Done in den", EndDen() in self.legal())
        return ("pass", "Pass", Pass() in self.legal())

    def idle(self) -> bool:
        """Your part of this round holds nothing to do: in the den, nothing but Done and no
        food for anything after (A5.2, A5.3); in your turn, nothing but Pass."""
        st = self.state
        if st.over or st.choices:
            return False
        if st.stage == "den" and not self.me.passed:
            return self.legal() == [EndDen()] and idle_round(self.content, self.me)
        return st.stage == "turns" and st.turn_seat == self.me.seat and self.legal() == [Pass()]

    def stage_words(self) -> str:
        """The top bar's words; in the last round (a den is empty, A4.7) they say so first."""
        words = self._stage_words()
        if self.state.last_den_round and not self.state.over:
            return f"Last round! {words}"
        return words

    def _stage_words(self) -> str:
        st = self.state
        # Your turn, and the game's end, are announced only once what came before has played:
        # the rivals' last moves are still on the board until then.
        dice = self.animator.dice
        if self.animator.busy:
            who = "the rivals are playing" if self.animator.rivals_playing else "your move plays"
            if dice.rolling and dice.yours:  # your battle, whoever's beats follow it
                who = "your battle, the dice roll"
            return f"Round {st.round}: {who} (click or Space to see the end)"
        if st.over:
            return (
                f"Game over after round {st.round}: you {'win' if st.result == 'won' else 'lose'}"
            )
        if st.choices:
            return "Decide: " + choice_title(self.content, st)
        if self.deploying:
            return "Deploy: click a lit space of your webs (right-click to cancel)"
        sp = self.me.spider(self.selected) if self.selected else None
        if sp is not None:
            what = action_word(self.action) if self.action else "Move (or any action)"
            if not self.lit_hexes():  # nothing to click: say why rather than "a lit hex"
                why = self.why_action(sp.id, self.action or "move").partition(": ")[2]
                why = why or "no hex it can reach now"
                return f"Your {ROLE_WORD[sp.kind]}: {what} cannot be used now ({why})"
            return f"Your {ROLE_WORD[sp.kind]}: {what}, click a lit hex (right-click to cancel)"
        if self.idle():
            return f"Round {st.round}: nothing to do (Hint says why)"
        if st.stage == "den" and not self.me.passed:
            return f"Round {st.round}, den phase: Deploy or Refresh (1 food each), then Done"
        if st.stage == "turns" and st.turn_seat == self.me.seat:
            return f"Round {st.round}, your turn: pick a spider and an action, or Pass"
        return f"Round {st.round}: the rivals are playing"

    def _left(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.s
        me = self.me
        den = pygame.Rect(rect.x, rect.y, rect.width, int(104 * s))
        panels.den(surface, den, self, me)
        cards, _ = self.left_plan(rect)
        for sp, r, whole in cards:
            panels.card(surface, r, self, me, sp, whole)

    def _right(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        s = self.s
        track = pygame.Rect(rect.x, rect.y, rect.width, int(112 * s))
        panels.track_and_scores(surface, track, self)
        y = track.bottom + int(6 * s)
        for c in self.state.colonies:
            if c.kind == "human":
                continue
            r = pygame.Rect(rect.x, y, rect.width, int(70 * s))
            panels.rival(surface, r, self, c)
            y += r.height + int(5 * s)
        log = pygame.Rect(rect.x, y, rect.width, rect.bottom - y)
        self.log_rect = log  # the guided game's coach keeps clear of its newest lines
        rows: list[tuple[pygame.Rect, str]] = []
        log_panel(surface, log, self.animator.lines, 0, s, self.app.settings.show_rules, rows)
        for row, line in rows:  # on hover, the hexes a line names light up on the web
            named = marks.hexes_named(line)
            if named:
                self.spots.append(panels.Hotspot(row, "named", named))
