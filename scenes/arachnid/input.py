"""Mouse and keys on Arachnid's board: one hit test for clicks and hovers (the most specific
thing under the pointer: a button before its card, a pop-up before the web), what a click
does, what lights up, and the why-not tooltips (always the engine's reason)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from engine.arachnid.actions import ACTIONS
from engine.arachnid.board import BOARD
from engine.arachnid.commands import Act, Choose, Deploy, EndDen, Pass, Refresh
from engine.arachnid.heuristic import HeuristicBot
from engine.core.commands import Command
from scenes.arachnid.choice import Variants, in_column
from scenes.arachnid.marks import hint_hexes
from scenes.arachnid.panels import refreshed
from scenes.arachnid.view import ROLE_WORD
from scenes.arachnid.words import (
    action_word,
    battles_ahead,
    battles_line,
    colony_name,
    critter_text,
    dice_warning,
    event_tip,
    feed_tip,
    fly_word,
    idle_words,
    option_help,
    option_text,
    reach_words,
)
from scenes.board_kit.spots import Target
from scenes.table.board_keys import BoardKeys

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.core.session import Rules, Session
    from game.app import App
    from scenes.arachnid.anim import Animator
    from scenes.arachnid.view import WebView
    from scenes.board_kit.board_ring import BoardRing
    from scenes.board_kit.spots import Hotspot


def command_text(cmd: Command) -> str:
    """A command in a few player words (hints, variants)."""
    if isinstance(cmd, Act):
        out = f"{action_word(cmd.action)} to hex {cmd.hex}"
        if cmd.agile >= 0:
            out += f", then an Agile step to hex {cmd.agile}"
        if cmd.steer:
            out += f", steering it {'to hex' if cmd.steer > 6 else 'toward corner'} {cmd.steer}"
        return out
    if isinstance(cmd, Deploy):
        return f"Deploy a spider on hex {cmd.hex}"
    if isinstance(cmd, Refresh):
        return "Refresh a spider"
    if isinstance(cmd, EndDen):
        return "Done in the den"
    if isinstance(cmd, Pass):
        return "Pass"
    if isinstance(cmd, Choose):
        return "your choice"
    return type(cmd).__name__


def _battles_note(content, state, cmd: Command) -> str:
    """A variant's battles, said on its button: ' (2 battles)'."""
    n = len(battles_ahead(content, state, cmd))
    return "" if n == 0 else " (1 battle)" if n == 1 else f" ({n} battles)"


class BoardInput(BoardKeys):
    if TYPE_CHECKING:  # what it uses of the ArachnidBoard it is mixed into
        action: str | None
        deploying: str | None
        hint_marks: tuple[int, tuple[int, ...]]
        selected: str | None
        variants: Variants | None
        animator: Animator
        app: App
        commit: list[int] | None
        content: Any
        focus: BoardRing
        rules: Rules[Any]
        session: Session[Any]
        spots: list[Hotspot]
        version: int
        view: WebView

        def idle(self) -> bool: ...
        def issue(self, cmd: Command, ask: bool = True) -> None: ...
        def legal(self) -> list[Command]: ...
        @property
        def me(self) -> Any: ...
        def say(self, words: str) -> None: ...
        @property
        def state(self) -> Any: ...

    # --- events ------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.pointer = event.pos
            t = self.target_at(event.pos)
            if self.animator.busy:
                # A click is never lost to the motion: the moves play to their end at once,
                # then the click acts, unless that end asks you something you have not seen.
                # A battle's dice land and stay with their outcome until the next click.
                self.animator.skip()
                if self.state.choices:
                    return
            else:
                self.animator.dice.clear()  # its outcome seen: the web is yours again
            if t is not None:
                self.click(t)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 3:
            self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.mouse(event)
        elif event.type == pygame.KEYDOWN and self.focus.key(event):
            pass  # Tab, the arrows, and Enter while the ring shows (scenes.board_kit.board_ring)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_SPACE, pygame.K_ESCAPE) and self.animator.busy:
                self.animator.skip()
            elif event.key == pygame.K_SPACE and self.animator.dice.active:
                self.animator.dice.clear()
            elif self.shared_key(event):  # Esc, F1, Ctrl+Z, H (scenes.table.board_keys)
                pass
            elif event.key == pygame.K_RETURN:
                self.issue(EndDen() if self.state.stage == "den" else Pass())

    def end_den(self) -> None:
        """Done in the den; in a round with nothing to do, the same click also passes when
        your turn comes (update)."""
        if self.idle():
            self.ending_round = self.state.round
        self.issue(EndDen())

    def end_round_if_asked(self) -> None:
        """The Pass the "Nothing to do" click asked for, once your turn has come (a decision
        you owe first, such as a defence, is yours to make)."""
        st = self.state
        if self.ending_round != st.round or st.over:
            self.ending_round = -1
            return
        if st.stage != "turns" or st.turn_seat != self.me.seat or st.choices:
            return
        self.ending_round = -1
        if self.legal() == [Pass()] and not self.session.queue:
            self.issue(Pass())

    def clear_selection(self) -> None:
        self.selected = self.action = self.deploying = None
        self.variants = None

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        for spot in reversed(self.spots):
            if spot.kind != "note" and spot.rect.collidepoint(pos):  # notes only explain
                return Target(spot.kind, spot.ref)
        if self.view.rect.collidepoint(pos):
            h = self.view.hex_at(pos)
            if h >= 0:
                return Target("hex", h)
        return None

    def click(self, t: Target) -> None:
        kind, ref = t.kind, t.ref
        if kind == "button":
            actions = {
                "menu": self.open_menu,
                "hint": self.ask_hint,
                "undo": self.undo,
                "speed": self.cycle_speed,
                "end_den": self.end_den,
                "cancel": self.clear_selection,
                "pass": lambda: self.issue(Pass()),
            }
            actions[ref]()
        elif kind == "choice":
            self.issue(Choose(ref))
        elif kind == "step":
            i, d = ref
            if self.commit is not None:
                self.commit[i] += d
        elif kind == "variant" and self.variants is not None:
            # One command offered is a battle already asked about (A7.2, A7.3): not twice.
            asked = len(self.variants.commands) == 1
            cmd = self.variants.commands[ref]
            self.variants = None
            self.issue(cmd, ask=not asked)
        elif kind == "den":
            sid, what = ref
            if what == "refresh":
                self.issue(Refresh(sid))
            else:
                self.deploying = None if self.deploying == sid else sid
                self.selected = self.action = None
        elif kind == "action":
            self.selected, self.action = ref
            self.deploying = None
            self.variants = None
        elif kind == "card":
            self.selected, self.action, self.deploying = ref, None, None
            self.variants = None
        elif kind == "hex":
            self.hex_click(ref)

    def hex_click(self, h: int) -> None:
        st = self.state
        if st.choices:
            ch = st.choices[0]
            key = {"retreat": str(h), "consume": f"web:{h}", "steer": f"hex:{h}"}.get(ch.kind)
            if key is not None and key in ch.options:
                self.issue(Choose(key))
            else:
                self.say(f"Not there: {self.rules.check(st, Choose(key or '?')).reason}")
            return
        if self.deploying:
            self.issue(Deploy(self.deploying, h))
            return
        cmds = self.hex_commands(h)
        warning = dice_warning(self.content, st, cmds[0]) if len(cmds) == 1 else ""
        if len(cmds) == 1 and len(battles_ahead(self.content, st, cmds[0])) < 2 and not warning:
            self.issue(cmds[0])
            return
        if len(cmds) == 1:  # A7.2: a move into two battles or more (or with no attack dice
            # left, A7.3) is confirmed first
            foes = battles_ahead(self.content, st, cmds[0])
            title = battles_line(self.content, st, cmds[0]).partition(":")[0].partition(" with ")[0]
            lines = [f"{i}. With {who}" for i, who in enumerate(foes, 1)]
            fight = "both" if len(foes) == 2 else "them all" if len(foes) > 2 else "anyway"
            label = f"{command_text(cmds[0])}: fight {fight}"
            if warning:
                lines.append(warning)
            near = tuple(
                sorted(
                    h
                    for h in BOARD.adjacent[cmds[0].hex]
                    if st.spider_at(h) is not None and st.spider_at(h)[0] is not self.me
                )
            )
            self.variants = Variants(title, [label], cmds, lines, (cmds[0].hex, *near))
            return
        if cmds:
            labels = [command_text(c) + _battles_note(self.content, st, c) for c in cmds]
            self.variants = Variants(f"Hex {h}: which?", labels, cmds)
            return
        mine = st.spider_at(h)
        if mine is not None and mine[0] is self.me:
            self.selected, self.action, self.variants = mine[1].id, None, None
            return
        if self.selected:
            self.say(f"Not there: {self.why_hex(h)}")

    def hex_commands(self, h: int) -> list[Command]:
        if not self.selected:
            return []
        return [
            c
            for c in self.legal()
            if isinstance(c, Act)
            and c.spider == self.selected
            and c.hex == h
            and (self.action is None or c.action == self.action)
        ]

    def lit_hexes(self) -> list[int]:
        st = self.state
        if self.animator.busy:
            return []
        if st.choices:
            ch = st.choices[0]
            if ch.kind == "retreat":
                return [int(o) for o in ch.options]
            if ch.kind in ("consume", "steer"):
                return [int(o[4:]) for o in ch.options if o.startswith(("web:", "hex:"))]
            return []
        if self.deploying:
            return [
                c.hex for c in self.legal() if isinstance(c, Deploy) and c.spider == self.deploying
            ]
        if self.selected:
            return sorted(
                {
                    c.hex
                    for c in self.legal()
                    if isinstance(c, Act)
                    and c.spider == self.selected
                    and (self.action is None or c.action == self.action)
                }
            )
        return []

    # --- why not -----------------------------------------------------------------------------

    def why_hex(self, h: int) -> str:
        action = self.action or "move"
        reason = self.rules.check(self.state, Act(self.selected, action, h)).reason
        reach = getattr(self.content.game.reach, action, None)
        if reach is not None and "cannot reach" in reason:  # Pounce, Snare, Mind Control
            aim = "critter or enemy spider" if action == "snare" else "critter"
            return f"{action_word(action)}: no {aim} {reach_words(reach)} there"
        return reason

    def why_action(self, sid: str, action: str) -> str:
        legal = self.legal()
        if any(isinstance(c, Act) and c.spider == sid and c.action == action for c in legal):
            return ""
        sp = self.me.spider(sid)
        if sp is None:
            return ""
        v = self.rules.check(self.state, Act(sid, action, sp.hex if sp.deployed else 0))
        if v.ok or "target" in v.reason or v.reason.startswith("no "):
            return f"{action_word(action)}: nothing in reach to aim at"
        return f"{action_word(action)}: {v.reason}"

    def why_den(self, sid: str, what: str) -> str:
        v = self.rules.check(self.state, Refresh(sid))
        if what == "refresh" and not v.ok:
            done = refreshed(self)  # a used Refresh says on whom it was used
            if done == sid:
                return (
                    "Refreshed this round: its dice are back and it stands upright. "
                    "Refresh is once a round."
                )
            if done:
                sp = self.me.spider(done)
                who = ROLE_WORD[sp.kind] if sp is not None else "a spider"
                return f"Refresh is used this round (on your {who}): once a round."
        if not v.ok:
            return v.reason
        if what == "deploy":
            sp = self.me.spider(sid)
            if sp is not None and sp.deployed:
                return "that spider is on the board already"
            if "deploy" in self.me.den_used:
                return "you have already used Deploy this round"
            return "no free space of your webs to deploy on"
        return ""

    def tip_at(self, pos: tuple[int, int]) -> str:
        t = self.target_at(pos)
        if t is None or self.animator.busy:
            return ""
        st = self.state
        if t.kind in ("card", "rival"):  # a small mark on it says what it means
            for spot in reversed(self.spots):
                if spot.kind == "note" and spot.rect.collidepoint(pos):
                    return spot.ref
        if t.kind == "event":
            return event_tip(self.content, st, t.ref)
        if t.kind == "action":
            return self.why_action(*t.ref)
        if t.kind == "den":
            return self.why_den(*t.ref)
        if t.kind == "button" and t.ref in ("pass", "end_den"):
            cmd = Pass() if t.ref == "pass" else EndDen()
            v = self.rules.check(st, cmd)
            return "" if v.ok else v.reason
        if t.kind == "choice" and st.choices:
            if in_column(self) and len(st.choices[0].options) > 4:
                return ""  # the draft's panel says it under its buttons
            return option_help(self.content, st.choices[0].kind, t.ref)
        if t.kind == "feed":
            return feed_tip(self.content, self.me)
        if t.kind == "stack":
            n = self.me.den[t.ref]
            flies = self.content.game.den.flies[t.ref]
            pays = f"{flies} food at each Fly Hit"
            if not n:  # the "fly" chip
                return f"Den stack {t.ref + 1} is empty: its {fly_word(flies)} show, {pays}."
            return f"Den stack {t.ref + 1}: {n} webs. Once empty, it pays {pays}."
        if t.kind == "store":
            food = self.content.game.food
            return (
                f"Store: the food you pay with (up to {food.store}). More goes to the "
                f"incubator, which hatches a new spider when it holds {food.incubator}."
            )
        if t.kind == "rival":
            c = st.colonies[t.ref]
            p = self.content.personalities[c.personality]
            name = colony_name(self.content, c)
            return (
                f"{name} plays as a {p.name}: it favours {', '.join(p.focus)}. "
                f"Store {c.store}, incubator {c.incubator}, {c.den_webs} webs in its den, "
                f"{sum(1 for x in c.spiders if x.deployed)} of {len(c.spiders)} spiders out."
            )
        if t.kind == "hex":
            return self.hex_tip(t.ref)
        return ""

    def pointed_hexes(self) -> tuple[int, ...]:
        """The hexes the words under the pointer name: a log line's, where the spider of the
        card (or its button) stands, or a rival panel's spiders."""
        t = self.target_at(self.pointer)
        if t is None:
            return ()
        if t.kind == "named":
            return t.ref
        if t.kind == "rival":  # where that colony's spiders are
            return tuple(sp.hex for sp in self.state.colonies[t.ref].spiders if sp.deployed)
        sid = t.ref if t.kind == "card" else t.ref[0] if t.kind in ("action", "den") else None
        sp = self.me.spider(sid) if sid else None
        return (sp.hex,) if sp is not None and sp.deployed else ()

    def hex_tip(self, h: int) -> str:
        st = self.state
        parts = [f"Hex {h}" + (f", fly number {BOARD.fly[h]}" if h else " (spawn hex)")]
        if st.webs[h]:
            c = st.colonies[st.top(h)]
            owner = "Your" if c.kind == "human" else f"{colony_name(self.content, c)}'s"
            parts.append(f"{owner} web, height {len(st.webs[h])}")
        who = st.spider_at(h)
        if who is not None:
            c, sp = who
            extra = [w for w, on in (("stunned", sp.stunned), ("snared", sp.snared)) if on]
            parts.append(
                f"{colony_name(self.content, c)}: {ROLE_WORD[sp.kind]}"
                + (f" ({', '.join(extra)})" if extra else "")
            )
        cr = st.critter_at(h)
        if cr is not None:  # what it does, from the data
            parts.append(critter_text(self.content, cr.id, cr.bitten).rstrip("."))
        if st.food[h]:
            parts.append(f"{st.food[h]} food")
        text = ". ".join(parts)
        ahead = [battles_line(self.content, st, c) for c in self.hex_commands(h)]
        if any(ahead) and not st.choices:  # A7.2: what moving here starts, before the click
            text += f". {max(ahead, key=len)}"
        if self.selected and h not in self.lit_hexes() and not st.choices:
            why = self.why_hex(h)
            if why:
                text += f". Not for this spider: {why}"
        return text

    # --- menu and hint -----------------------------------------------------------------------

    def ask_hint(self) -> None:
        if self.state.over:
            return
        if self.idle():
            self.hint_marks = (self.version, ())
            self.say(f"Hint: {idle_words(self.content, self.state, self.me)}")
            return
        bot = HeuristicBot()
        cmd = bot.choose(self.rules, self.state)
        # Its hexes stay lit on the web until the game moves on (the board shows no numbers).
        self.hint_marks = (self.version, hint_hexes(self.state, cmd, self.content))
        if isinstance(cmd, Choose):
            kind = self.state.choices[0].kind
            self.say(f"Hint: {option_text(self.content, self.state, kind, cmd.option)}")
        elif isinstance(cmd, Act):  # its reason names the action by key: say it in words
            self.say(f"Hint: {command_text(cmd)}, it gains the most for its food")
        else:
            self.say(f"Hint: {command_text(cmd)} ({bot.why})")

    def open_menu(self) -> None:
        """The in-game menu every game shares (resume, save, settings, quit to title)."""
        from scenes.table.pause import PauseScene

        self.app.scenes.push(PauseScene(self.app, self))

    def undo(self) -> None:
        """Take back your last command this turn (never past a roll or a draw)."""
        verdict = self.session.can_undo()
        if not verdict.ok:
            self.say(f"Cannot undo: {verdict.reason}")
            return
        what = command_text(self.session.commands[-1])
        self.session.undo()
        self.version += 1
        self._legal = None
        self.animator.skip()
        self.clear_selection()
        self.animator.lines.append(f"Undone: {what}")

    def cycle_speed(self) -> None:
        from game.settings import next_speed

        self.app.settings = next_speed(self.app.settings)
        self.say(f"Speed {self.app.settings.anim_speed}")


_ = ACTIONS
