"""The board's input: one hit test for what lies under the pointer, and what a click or a
hover on it means. Clicks become commands on the session's queue; hovers become tooltips
that give the engine's reason when a move is not allowed.

The hit test returns the most specific thing drawn under the pointer (an option of an open
pop-up before anything under it, a button, a slot before the card it sits on, a swarm card
before its system), and both clicks and hovers use it, so what a tooltip describes is what a
click there does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
import pygame

from engine.core.commands import Command
from engine.galaxy import commands as gc
from engine.galaxy.colours import BLACK, COLOURS
from engine.galaxy.content import CONFLICT
from engine.galaxy.describe import effect_text
from engine.weavers.capture import slots_needed
from engine.weavers.content import PROJECTS
from scenes.board_kit.spots import Target
from scenes.galaxy import weaver_marks
from scenes.table.board_keys import BoardKeys

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.galaxy.heuristic_moves import Choice
    from engine.galaxy.rules import GalaxyRules
    from game.widgets import Button
    from scenes.board_kit.board_ring import BoardRing
    from scenes.board_kit.spots import Hotspot
    from scenes.galaxy.board_anim import Animator
    from scenes.galaxy.board_intent import Intent
    from scenes.galaxy.galaxy_view import GalaxyView


@attrs.define
class MenuOption:
    """One choice in a pop-up: the command choosing it sends, or (`then`) the options of a
    second pop-up it opens, so no pop-up grows longer than a handful of rows."""

    label: str
    command: Command | None = None
    then: list[MenuOption] = attrs.field(factory=list)

    def sends(self, cmd: Command) -> bool:
        """Whether choosing this (and then, maybe, one of its own options) sends `cmd`."""
        return self.command == cmd or any(o.sends(cmd) for o in self.then)


@attrs.define
class Popup:
    """A small box of text and options near the pointer (leader abilities, swarm cards)."""

    title: str
    lines: list[str]
    options: list[MenuOption]
    pos: tuple[int, int]
    rects: list[pygame.Rect] = attrs.field(factory=list)
    box: pygame.Rect = attrs.field(factory=lambda: pygame.Rect(0, 0, 0, 0))


class BoardInput(BoardKeys):
    """Input handling for the board scene (mixed into BoardScene, which owns the state)."""

    if TYPE_CHECKING:  # what it uses of the Weavers' board it is mixed into
        intent: Intent
        spots: list[Hotspot]
        conflict: tuple[int, int] | None
        popup: Popup | None
        selected: str | None
        animator: Animator
        buttons: dict[str, Button]
        content: Any
        focus: BoardRing
        hint: Choice | None
        rules: GalaxyRules
        view: GalaxyView

        def _system_info(self, number: int) -> tuple[str, list[str]]: ...
        def accept_hint(self) -> None: ...
        def clear_selection(self) -> None: ...
        def end_turn(self) -> None: ...
        def issue(self, cmd: Command) -> None: ...
        def legal(self) -> list[Command]: ...
        def quickload(self) -> None: ...
        def quicksave(self) -> None: ...
        def say(self, message: str) -> None: ...
        @property
        def state(self) -> Any: ...

    def target_at(self, pos: tuple[int, int]) -> Target | None:
        """The most specific thing drawn under `pos` (see the module's docstring)."""
        if self.popup is not None:
            for i, rect in enumerate(self.popup.rects):
                if rect.collidepoint(pos):
                    return Target("option", i)
            return Target("popup" if self.popup.box.collidepoint(pos) else "away")
        for name, b in self.buttons.items():
            if b.rect.collidepoint(pos):
                return Target("button", name)
        under = [spot for spot in self.spots if spot.rect.collidepoint(pos)]
        if under:
            # A slot lies inside its card: the smallest spot under the pointer is the one meant.
            spot = min(under, key=lambda sp: sp.rect.width * sp.rect.height)
            return Target(spot.kind, spot.ref)
        if self.view.rect.collidepoint(pos):
            for t in self.intent.threats:  # a threatened system's "!" badge has its own tip
                if not t.lands:
                    continue  # a morph lands nowhere: no badge
                at, r = weaver_marks.badge(self.view, t.target)
                if (pos[0] - at[0]) ** 2 + (pos[1] - at[1]) ** 2 <= (r + 2) ** 2:
                    return Target("threat", t.target)
            hit = self.view.hit(pos, self.state)
            if hit is not None:
                return Target(*hit)
        return None

    def acts_on(self, pos: tuple[int, int]) -> Target | None:
        """What a click at `pos` acts on: as `target_at`, except that a "!" badge only explains
        (its tooltip), so a click on it goes to what lies under it."""
        target = self.target_at(pos)
        if target is not None and target.kind == "threat":
            hit = self.view.hit(pos, self.state)
            return Target(*hit) if hit is not None else None
        return target

    # --- input -------------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            for b in self.buttons.values():
                b.handle(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.focus.mouse(event)
            self.clear_selection()
        elif event.type == pygame.MOUSEBUTTONDOWN:
            self.focus.mouse(event)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.log_scroll = max(0, self.log_scroll + event.y * 3)
        elif event.type == pygame.KEYDOWN:
            self.key(event)

    def key(self, event: pygame.event.Event) -> None:
        if self.focus.key(event):  # Tab, the arrows, and Enter while the ring shows
            return
        if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # With a hint shown, Enter makes the hinted move (the top bar says so); else it is
            # the End turn button, which asks first while cubes could still be placed.
            if self.hint is not None:
                self.accept_hint()
            else:
                self.end_turn()
        elif event.key == pygame.K_SPACE or (
            event.key == pygame.K_ESCAPE and self.animator.queue.busy
        ):
            self.animator.skip()
        elif self.shared_key(event):  # Esc, F1, Ctrl+Z, H (scenes.table.board_keys)
            pass
        elif event.key == pygame.K_F5:
            self.quicksave()
        elif event.key == pygame.K_F9:
            self.quickload()
        elif pygame.K_1 <= event.key <= pygame.K_5:
            colour = COLOURS[event.key - pygame.K_1]
            if self.state.hand[colour]:
                self.selected = None if self.selected == colour else colour

    def click(self, pos: tuple[int, int]) -> None:
        target = self.acts_on(pos)
        if target is None:
            return
        kind, ref = target.kind, target.ref
        if kind == "option":
            option = self.popup.options[ref]
            if option.then:
                self.popup = Popup(option.label, [], option.then, self.popup.pos)
            else:
                self.popup = None
                self.issue(option.command)
        elif kind == "away":
            self.popup = None
        elif kind == "button":
            b = self.buttons[ref]
            if b.enabled:
                b.on_click()
            elif b.tooltip:
                self.say(b.tooltip)
        elif kind in ("swarm", "planet", "system", "route"):
            self.click_map((kind, ref), pos)
        elif kind != "popup":
            self.click_spot(target, pos)

    def click_spot(self, spot: Target, pos: tuple[int, int]) -> None:
        if spot.kind == "hand":
            colour = spot.ref
            self.conflict = None
            if self.selected == colour:  # said, so a second click never drops it unnoticed
                self.say(f"The {colour} cube is put down: nothing is picked")
                self.selected = None
            else:
                self.selected = colour
        elif spot.kind == "deck":
            self.issue(gc.TakeCard(spot.ref))
        elif spot.kind == "slot":
            index, k = spot.ref
            proj = self.state.tableau[index]
            card = self.content.card(proj.card)
            if card.deck == CONFLICT and not proj.seq and not proj.done:
                # Its slots take cubes once it is aimed: say so, then ask for the origin.
                self.click_card(index, pos)
                if self.conflict is not None:
                    self.say(
                        f"{card.name}: choose its target first (a lit system of yours to "
                        "attack from, then the system it attacks); its slots take cubes then"
                    )
                return
            if self.selected == BLACK and proj.cubes[k]:
                self.issue(gc.Recall(gc.PROJECT, index, k))
            elif self.selected:
                self.issue(gc.PlaceCube(self.selected, gc.PROJECT, index, k))
            else:
                self.click_card(index, pos)
        elif spot.kind == "completed":
            return
        elif spot.kind in ("card", "defender"):
            index = spot.ref if spot.kind == "card" else spot.ref[0]
            if spot.kind == "defender" and self._steal_options(index, spot.ref[1]):
                self.open_leader_menu_for_steal(index, spot.ref[1], pos)
                return
            self.click_card(index, pos)

    def click_card(self, index: int, pos: tuple[int, int]) -> None:
        proj = self.state.tableau[index]
        card = self.content.card(proj.card)
        if card.deck == CONFLICT and not proj.seq and not proj.done:
            if any(isinstance(c, gc.InitiateConflict) and c.project == index for c in self.legal()):
                self.selected = None
                self.conflict = (index, 0)  # the status line now asks for the origin
            else:
                self.say("No system can be attacked from your bases with this card now (C6.1)")
            return
        if card.ability and proj.done:
            self.open_leader_menu(index, pos)
            return
        if self.selected:
            self.say("Click an empty slot of the card to place the cube")

    def _steal_options(self, index: int, k: int) -> list[Command]:
        return [
            c
            for c in self.legal()
            if isinstance(c, gc.UseLeader)
            and c.spot == "conflict"
            and c.ref == index
            and c.slot == k
        ]

    def open_leader_menu_for_steal(self, index: int, k: int, pos) -> None:
        opts = [
            MenuOption(f"{self.content.card(self.state.tableau[c.project].card).name}: steal it", c)
            for c in self._steal_options(index, k)
        ]
        self.popup = Popup("Steal from the defenders", [], opts, pos)

    def open_leader_menu(self, index: int, pos: tuple[int, int]) -> None:
        proj = self.state.tableau[index]
        card = self.content.card(proj.card)
        options = [c for c in self.legal() if isinstance(c, gc.UseLeader) and c.project == index]
        lines = [effect_text(card.ability)] if card.ability else []
        if not options:
            check = self.rules.check(self.state, gc.UseLeader(index))
            lines.append(f"Not now: {check}")
        self.popup = Popup(card.name, lines, self._grouped(options), pos)

    def _grouped(self, options: list[gc.UseLeader]) -> list[MenuOption]:
        """One row per colour given or per thing stolen from; its choices in a second pop-up."""
        groups: dict[str, list[tuple[str, gc.UseLeader]]] = {}
        for c in options:
            head, tail = self._leader_label(c)
            groups.setdefault(head, []).append((tail, c))
        menu = []
        for head, items in groups.items():
            if len(items) == 1:
                tail, c = items[0]
                menu.append(MenuOption(f"{head}: {tail}" if tail else head, c))
            else:
                then = [MenuOption(tail.capitalize(), c) for tail, c in items]
                menu.append(MenuOption(f"{head}...", then=then))
        return menu

    def _leader_label(self, c: gc.UseLeader) -> tuple[str, str]:
        """A leader's move in words, as (what it acts on, which part of it)."""
        st = self.state
        if c.spot == "swarm":
            sw = st.swarm_on(c.ref)
            name = self.content.weavers[sw.card].name if sw else "?"
            colour = self.content.weavers[sw.card].projects[c.slot].colour if sw else ""
            return f"Steal from the {name} swarm", f"a {colour} cube from its {PROJECTS[c.slot]}"
        if c.spot == "conflict":
            name = self.content.card(st.tableau[c.ref].card).name
            colour = st.tableau[c.ref].defender[c.slot]
            return f"Steal from the defenders of {name}", f"the {colour} cube in slot {c.slot + 1}"
        if c.colour2:
            return f"Give {c.colour}", f"take {c.colour2}"
        return f"Return {c.colour} to the bag and draw again", ""

    def _leader_option(self, c: gc.UseLeader) -> MenuOption:
        """One leader move as a single row: which leader, and what it does."""
        head, tail = self._leader_label(c)
        leader = self.content.card(self.state.tableau[c.project].card).name
        return MenuOption(f"{leader}: {tail}" if tail else f"{leader}: {head}", c)

    def click_map(self, hit: tuple[str, int], pos: tuple[int, int]) -> None:
        kind, ref = hit
        pending = self.state.pending
        if pending is not None:
            self.click_choice(kind, ref, pos)
            return
        if self.conflict is not None:
            self.click_conflict(kind, ref)
            return
        if self.selected:
            colour = self.selected
            if kind == "route":
                if colour == BLACK and self.state.routes[ref]:
                    self.issue(gc.Recall(gc.ROUTE, ref))
                else:
                    self.issue(gc.PlaceCube(colour, gc.ROUTE, ref))
                return
            if kind == "planet":
                if colour == BLACK and self.state.planets[ref].cubes:
                    self.issue(gc.Recall(gc.PLANET, ref))
                else:
                    self.issue(gc.PlaceCube(colour, gc.PLANET, ref))
                return
        if kind == "swarm":
            self.open_swarm_card(ref, pos)
        elif kind == "system":
            self.popup = Popup(*self._system_info(ref), [], pos)

    def click_choice(self, kind: str, ref: int, pos) -> None:
        pending = self.state.pending
        wanted = {"free_base": "system", "settle_free": "planet", "advance_route": "route"}
        if pending is None or wanted[pending.kind] != kind and kind != "swarm":
            self.say("Choose one of the lit places first (C5.2)")
            return
        options = [o for o in pending.options if o.ref == ref]
        if not options:
            self.issue(gc.Choose(ref))  # let the engine say why not
        elif len(options) == 1:
            self.issue(gc.Choose(options[0].ref, options[0].colour))
        else:
            menu = [MenuOption(f"A {o.colour} cube", gc.Choose(o.ref, o.colour)) for o in options]
            self.popup = Popup("Which colour?", [], menu, pos)

    def click_conflict(self, kind: str, ref: int) -> None:
        index, origin = self.conflict
        if kind not in ("system", "swarm"):
            return
        if not origin:
            if any(
                isinstance(c, gc.InitiateConflict) and c.project == index and c.origin == ref
                for c in self.legal()
            ):
                self.conflict = (index, ref)  # ... and then for the target
            else:
                self.say("Pick one of your lit systems as the origin (C6.1)")
            return
        self.conflict = None
        self.issue(gc.InitiateConflict(index, origin, ref))

    def open_swarm_card(self, system: int, pos) -> None:
        sw = self.state.swarm_on(system)
        if sw is None:
            return
        wc = self.content.weavers[sw.card]
        lines = [
            f"On system {sw.system}, facing system {sw.target}",
            "Arrows: " + ", then ".join(wc.arrows) + ", then any colour",
        ]
        when = {
            0: "a pair of one colour in your hand",
            1: f"exactly one {wc.morphing.colour} in your hand",
            2: "neither of the above",
        }
        for i, project in enumerate(wc.projects):
            need = slots_needed(self.state, self.content, sw.card, i)
            lines.append(
                f"{PROJECTS[i].capitalize()} ({project.colour}) {sw.cubes[i]}/{need}: "
                f"grows on {when[i]}"
            )
        for r in wc.reactions:
            lines.append(f"If you gain {r.symbol.capitalize()}: +{r.colours[0]} +{r.colours[1]}")
        opts = [
            self._leader_option(c)
            for c in self.legal()
            if isinstance(c, gc.UseLeader) and c.spot == "swarm" and c.ref == system
        ]
        self.popup = Popup(f"The {wc.name} swarm", lines, opts, pos)
