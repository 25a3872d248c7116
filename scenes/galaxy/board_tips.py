"""The board's tooltips: what the thing under the pointer is, and, where a move there is not
allowed, the engine's reason. They use the same hit test as clicks (BoardInput.target_at),
so a tooltip always describes what a click there would do."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.galaxy import commands as gc
from engine.galaxy.board import conflicts_over, is_empty_system
from engine.galaxy.colours import BLACK, COLOURS, SUPREMACY_OF
from engine.galaxy.content import DECK_NAMES
from engine.galaxy.describe import KIND_NAMES, card_text, planet_name, plural, route_name
from engine.galaxy.galaxy import NEBULA
from engine.galaxy.projects import settle_bonus
from engine.weavers.capture import slots_needed
from engine.weavers.content import PROJECTS
from scenes.board_kit.spots import Target
from scenes.galaxy.weaver_marks import pattern_name

if TYPE_CHECKING:
    from engine.core.commands import Command
    from engine.galaxy.rules import GalaxyRules
    from game.widgets import Button
    from scenes.board_kit.spots import Target
    from scenes.galaxy.board_intent import Intent


class BoardTips:
    """Tooltips for the board scene (mixed into BoardScene beside BoardInput)."""

    if TYPE_CHECKING:  # what it uses of the Weavers' board it is mixed into
        buttons: dict[str, Button]
        content: Any
        intent: Intent
        pointer: Any
        rules: GalaxyRules
        selected: str | None

        def legal(self) -> list[Command]: ...
        @property
        def state(self) -> Any: ...
        def target_at(self, pos: tuple[int, int]) -> Target | None: ...

    def _system_info(self, number: int) -> tuple[str, list[str]]:
        st = self.state
        sys = st.galaxy.system(number)
        lines = [f"A {sys.colour} system" + (" (a starting system)" if sys.is_start else "")]
        if st.has_base(number):
            lines.append("Your base is here" + (" - your home" if number == st.home else ""))
        if st.is_black_hole(number):
            lines.append(
                "Swallowed by a black hole: no swarm aims at it, routes into it take no cubes"
            )
        sw = st.swarm_on(number)
        if sw:
            lines.append(f"Held by the {self.content.weavers[sw.card].name} swarm")
        for p in st.planets_of(number):
            paid = "settled" if p.settled else f"{p.cubes} of {p.cost} paid"
            lines.append(f"A {p.colour} planet: {paid}")
        for other in st.swarms:
            if other.target == number:
                name = self.content.weavers[other.card].name
                lines.append(f"{name} (in system {other.system}) is aimed at it")
        lines += self.intent.threat_lines(self.intent.threats_on(number))
        return (f"System {number}", lines)

    def hover_text(self) -> str:
        """What the pointer is over, and if a move there is illegal, the engine's reason."""
        target = self.target_at(self.pointer)
        if target is None or target.kind in ("option", "popup", "away"):
            return ""
        kind, ref = target.kind, target.ref
        if kind == "button":
            return self.buttons[ref].tooltip
        if kind not in ("swarm", "planet", "system", "route", "terrain"):
            return self._spot_text(target)
        if self.selected and kind in ("route", "planet") and self.state.pending is None:
            spot = gc.ROUTE if kind == "route" else gc.PLANET
            v = self.rules.check(self.state, gc.PlaceCube(self.selected, spot, ref))
            if self.selected == BLACK:
                recall = self.rules.check(self.state, gc.Recall(spot, ref))
                if recall.ok:
                    return "Spend this black cube to take a cube back (C4.4)"
            name = (
                route_name(self.state.galaxy, ref)
                if kind == "route"
                else planet_name(self.state.galaxy, ref)
            )
            if not v.ok:
                return f"Not here: {v}"
            if kind == "planet":
                return (
                    f"Place {self.selected} on {name}. " + self._planet_text(ref).split(": ", 1)[1]
                )
            return f"Place {self.selected} on {name}" + self._completes(ref)
        if kind == "swarm":
            return self._swarm_text(ref)
        if kind == "system":
            title, lines = self._system_info(ref)
            return f"{title}: {lines[0][0].lower()}{lines[0][1:]}\n" + "\n".join(lines[1:])
        if kind == "route":
            return self._route_text(ref)
        if kind == "terrain":
            return self._terrain_text(ref)
        if kind == "planet":
            return self._planet_text(ref)
        return ""

    def _completes(self, rid: int) -> str:
        """What finishing route `rid` with this cube would do, when it founds a base."""
        st = self.state
        route = st.galaxy.routes[rid]
        if len(st.routes[rid]) + 1 < route.slots:
            return ""
        far = route.b if st.has_base(route.a) else route.a
        if not is_empty_system(st, far):
            return ": it completes the route"
        text = f": it completes the route and founds a base in system {far}"
        ended = conflicts_over(st, far)
        if ended:
            names = " and ".join(self.content.card(st.tableau[i].card).name for i in ended)
            text += f". That ends your {names} there (C6.5); its cubes go back to your bag"
        return text

    def _planet_text(self, pid: int) -> str:
        p = self.state.planets[pid]
        name = planet_name(self.state.galaxy, pid).capitalize()
        if p.settled:
            return f"{name}: settled, yours for the rest of the game"
        bonus = plural(settle_bonus(self.state, self.content), f"{p.colour} cube")
        return (
            f"{name}: {p.cubes} of {plural(p.cost, f'{p.colour} cube')} paid. "
            f"Settling it adds {bonus} to your bag (C4.2)"
        )

    def _spot_text(self, spot: Target) -> str:
        st = self.state
        if spot.kind == "span":
            return self.intent.span_text()
        if spot.kind == "threat":
            lines = self.intent.threat_lines(self.intent.threats_on(spot.ref))
            head = f"Warning: a swarm may land on system {spot.ref} in the next Span (W3)"
            return "\n".join([head, *lines])
        if spot.kind == "hand" and spot.ref == BLACK:
            return (
                "A black cube: click it, then a lit project slot that takes black, or a cube "
                "you placed (on a route, a planet not yet settled, or a project) to take that "
                "cube back into your hand (C4.4)"
            )
        if spot.kind == "hand":
            return f"A {spot.ref} cube: click to pick it up, then click where it goes"
        if spot.kind == "deck":
            pile = st.decks[spot.ref]
            if not pile:
                return f"The {DECK_NAMES[spot.ref]} deck is empty"
            v = self.rules.check(st, gc.TakeCard(spot.ref))
            card = self.content.card(pile[0])
            what = f"{card.name}: {card_text(card)}"
            return f"Take {what}" if v.ok else f"{what}\nNot now: {v}"
        if spot.kind == "slot" and self.selected:
            index, k = spot.ref
            if self.selected == BLACK and st.tableau[index].cubes[k]:
                v = self.rules.check(st, gc.Recall(gc.PROJECT, index, k))
                return "Take this cube back for a black cube (C4.4)" if v.ok else f"Not here: {v}"
            v = self.rules.check(st, gc.PlaceCube(self.selected, gc.PROJECT, index, k))
            return f"Place {self.selected} here" if v.ok else f"Not here: {v}"
        if spot.kind == "slot":
            index, k = spot.ref
            proj = st.tableau[index]
            name = self.content.card(proj.card).name
            need = proj.needs[k]
            wants = "any colour" if need not in COLOURS else f"a {need} cube"
            if proj.cubes[k]:
                return f"{name}: this slot holds a {proj.cubes[k]} cube"
            return f"{name}: this slot takes {wants}. Pick a cube from your hand, then click here"
        if spot.kind == "card" and spot.ref < len(st.tableau):
            proj, card = st.tableau[spot.ref], self.content.card(st.tableau[spot.ref].card)
            if card.ability and proj.done:
                if any(isinstance(c, gc.UseLeader) and c.project == spot.ref for c in self.legal()):
                    use = "Click it to use its ability"
                else:
                    use = f"Not now: {self.rules.check(st, gc.UseLeader(spot.ref))}"
                return f"{card_text(card)}\n{use}"
            return card_text(card)
        if spot.kind == "defender":
            return "The Weavers' side: cubes the swarms divert here (W6.2)"
        if spot.kind == "completed":
            names = ", ".join(self.content.card(c).name for c in spot.ref)
            return f"Completed: {names}"
        if spot.kind == "supply":
            return self._supply_text(spot.ref)
        if spot.kind == "track":
            return self._track_text(spot.ref)
        if spot.kind == "threats":
            return self.intent.base_list_text()
        if spot.kind == "goal":  # the scenario panel: its words in full
            return spot.ref
        return ""

    # --- the map's other things and the side panels (issue 14: a board that explains itself)

    def _swarm_text(self, system: int) -> str:
        """A swarm: its name, aim, projects (filled/needed, the colour that feeds each), its
        arrow's look, what completes next, and what feeds it."""
        st, content = self.state, self.content
        sw = st.swarm_on(system)
        if sw is None:
            return ""
        card = content.weavers[sw.card]
        lines = [f"The {card.name} swarm in system {system}: click to see its card"]
        if sw.target:
            look = pattern_name(content, sw.card)
            lines.append(f"Aimed at system {sw.target}: its arrow on the map is drawn in {look}")
            first, second, third = card.arrows
            lines.append(
                f"It aims at the nearest {first} system, else {second}, else {third}, else any"
            )
        # Which project grows depends on the hand's cubes; the cube it takes is the project's
        # own colour (W3.1-W3.2), so both are said, or the Last Span's reason reads as a clash.
        feeds = (
            "your hand holds a pair (two of one colour)",
            f"your hand holds exactly one {card.morphing.colour}",
            "your hand has neither",
        )
        for i, (name, project) in enumerate(zip(PROJECTS, card.projects, strict=True)):
            need = slots_needed(st, content, sw.card, i)
            lines.append(
                f"{name.capitalize()}: {sw.cubes[i]}/{need} {project.colour}, "
                f"takes a {project.colour} cube when {feeds[i]}"
            )
        gains = "; ".join(
            f"{KIND_NAMES[r.symbol]} feeds it {' and '.join(r.colours)}" for r in card.reactions
        )
        lines.append(f"When you gain {gains} (W3.3)")
        lines += [
            f"Next Span: {line}"
            for line in self.intent.threat_lines(self.intent.threats_of(system))
        ]
        return "\n".join(lines)

    def _route_text(self, rid: int) -> str:
        st = self.state
        r = st.galaxy.routes[rid]
        cubes = st.routes[rid]
        lines = [f"Route {r.a}-{r.b}: {len(cubes)}/{r.slots} slots filled"]
        if r.wormhole:
            lines.append(
                f"A wormhole route: {plural(r.slots, 'slot')}, however far apart the wormholes "
                "are (C2)"
            )
        else:
            terrain = {(t.q, t.r): t.kind for t in st.galaxy.terrain}
            nebulas = sum(terrain.get(tuple(h)) == NEBULA for h in r.path)
            if nebulas:
                lines.append(f"It crosses {plural(nebulas, 'nebula')}: +{nebulas} slot (C2)")
        if st.route_complete(rid):
            lines.append(f"Complete: yours, in {cubes[0]}, for the rest of the game")
        elif cubes:
            lines.append(f"Every cube on it must be {cubes[0]} (C4.1)")
        else:
            lines.append("The first cube sets its colour; black never goes on routes (C4.1)")
        if st.is_black_hole(r.a) or st.is_black_hole(r.b):
            lines.append("One end is a black hole: no cube can go on it (C4.1)")
        elif not st.route_complete(rid) and not (st.has_base(r.a) or st.has_base(r.b)):
            lines.append("You can build it once you hold a base at one of its ends (C4.1)")
        return "\n".join(lines)

    def _terrain_text(self, index: int) -> str:
        kind = self.state.galaxy.terrain[index].kind
        return TERRAIN_TEXT.get(kind, "Open space: no effect on the game")

    def _supply_text(self, which: str) -> str:
        st, content = self.state, self.content
        if which == "bag":
            n = sum(st.bag.values())
            return (
                f"Your bag: {plural(n, 'cube')}. You draw {content.tunables.draw} a turn (C3.1); "
                "the Weavers read that hand (W3.1). Settling planets adds cubes (C4.2)"
            )
        if which == "reserve":
            return (
                "The reserve: the cubes no one holds. Settling and card rewards take from it, "
                "and every cube a swarm weaves comes from it: a colour it lacks feeds nobody (C1)"
            )
        if which == "bases":
            return (
                f"Your bases on the board: {len(st.bases)} of {content.tunables.bases}. "
                "Placing the last one wins (C7); a swarm arriving takes a base back (W5)"
            )
        limit = content.level(st.difficulty).black_hole_limit
        left = max(0, limit - len(st.black_holes))
        return (
            f"Black holes: {len(st.black_holes)} of {limit}. Each engulfment leaves one (W4.3); "
            f"at {limit} the Weavers win at the end of your turn (W7.2). {left} to go"
        )

    def _track_text(self, kind: str) -> str:
        goal = self.content.tunables.supremacy_goal
        colour = next(c for c, k in SUPREMACY_OF.items() if k == kind)
        have = self.state.supremacy[kind]
        feeds = [
            self.content.weavers[sw.card].name
            for sw in self.state.swarms
            if any(r.symbol == kind for r in self.content.weavers[sw.card].reactions)
        ]
        text = (
            f"{KIND_NAMES[kind]} ({colour}): {have} of {goal}. Completed cards raise it; "
            f"{goal} on one track wins (C7)"
        )
        if feeds:
            text += f". Gaining it feeds {' and '.join(feeds)} (W3.3)"
        return text


TERRAIN_TEXT = {
    "supernova": "A supernova: routes cannot pass through it (C2)",
    NEBULA: "A nebula: a route passing through it needs one more cube (+1 slot, C2)",
    "wormhole": "A wormhole: wormholes are joined by a route of a single slot (C2)",
    "deep_space": "Deep space: scenery, no effect in this game (C2)",
    "asteroids": "Asteroids: scenery, no effect in this game (C2)",
    "dark_matter": "Dark matter: scenery, no effect in this game (C2)",
}
