"""The board's tooltips: what the thing under the pointer is, and, where a move there is not
allowed, the engine's reason. They use the same hit test as clicks (BoardInput.target_at),
so a tooltip always describes what a click there would do."""

from __future__ import annotations

from engine.galaxy.board import conflicts_over, is_empty_system
from engine.galaxy.colours import BLACK, COLOURS
from engine.galaxy.commands import PLANET, PROJECT, ROUTE, PlaceCube, Recall, TakeCard, UseLeader
from engine.galaxy.content import DECK_NAMES
from engine.galaxy.describe import card_text, planet_name, plural, route_name
from engine.galaxy.projects import settle_bonus
from scenes.board_input import Target


class BoardTips:
    """Tooltips for the board scene (mixed into BoardScene beside BoardInput)."""

    def _system_info(self, number: int) -> tuple[str, list[str]]:
        st = self.state
        sys = st.galaxy.system(number)
        lines = [f"A {sys.colour} system" + (" (a starting system)" if sys.is_start else "")]
        if st.has_base(number):
            lines.append("Your base is here" + (" - your home" if number == st.home else ""))
        if st.is_black_hole(number):
            lines.append("Swallowed by a black hole")
        for p in st.planets_of(number):
            paid = "settled" if p.settled else f"{p.cubes} of {p.cost} paid"
            lines.append(f"A {p.colour} planet: {paid}")
        return (f"System {number}", lines)

    def hover_text(self) -> str:
        """What the pointer is over, and if a move there is illegal, the engine's reason."""
        target = self.target_at(self.pointer)
        if target is None or target.kind in ("option", "popup", "away"):
            return ""
        kind, ref = target.kind, target.ref
        if kind == "button":
            return self.buttons[ref].tooltip
        if kind not in ("swarm", "planet", "system", "route"):
            return self._spot_text(target)
        if self.selected and kind in ("route", "planet") and self.state.pending is None:
            spot = ROUTE if kind == "route" else PLANET
            v = self.rules.check(self.state, PlaceCube(self.selected, spot, ref))
            if self.selected == BLACK:
                recall = self.rules.check(self.state, Recall(spot, ref))
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
            sw = self.state.swarm_on(ref)
            if sw:
                return f"The {self.content.weavers[sw.card].name} swarm: click to see its card"
        if kind == "system":
            title, lines = self._system_info(ref)
            return f"{title}: " + "; ".join(line[0].lower() + line[1:] for line in lines)
        if kind == "route":
            r = self.state.galaxy.routes[ref]
            cubes = self.state.routes[ref]
            return f"Route {r.a}-{r.b}: {len(cubes)}/{r.slots} slots filled"
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
            v = self.rules.check(st, TakeCard(spot.ref))
            card = self.content.card(pile[0])
            what = f"{card.name}: {card_text(card)}"
            return f"Take {what}" if v.ok else f"{what}\nNot now: {v}"
        if spot.kind == "slot" and self.selected:
            index, k = spot.ref
            if self.selected == BLACK and st.tableau[index].cubes[k]:
                v = self.rules.check(st, Recall(PROJECT, index, k))
                return "Take this cube back for a black cube (C4.4)" if v.ok else f"Not here: {v}"
            v = self.rules.check(st, PlaceCube(self.selected, PROJECT, index, k))
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
                if any(isinstance(c, UseLeader) and c.project == spot.ref for c in self.legal()):
                    use = "Click it to use its ability"
                else:
                    use = f"Not now: {self.rules.check(st, UseLeader(spot.ref))}"
                return f"{card_text(card)}\n{use}"
            return card_text(card)
        if spot.kind == "defender":
            return "The Weavers' side: cubes the swarms divert here (W6.2)"
        if spot.kind == "completed":
            names = ", ".join(self.content.card(c).name for c in spot.ref)
            return f"Completed: {names}"
        return ""
