"""Food, hatching, webs and bloodied tokens: the ledgers every rule moves things between.

Food and bloodied tokens come from finite pools (A1: a gain the pool lacks is lost); web tokens
go den -> board -> out of the game. Webs as groups (A2.4) are computed here too.
"""

from __future__ import annotations

from engine.arachnid.board import BOARD
from engine.arachnid.content import Content
from engine.arachnid.events import CardTaken, FoodGained, LastRound, SpiderHatched, WebSpun
from engine.arachnid.state import (
    ALPHA,
    BETA,
    HUMAN,
    SOLDIER,
    WEAVER,
    Choice,
    Colony,
    GameState,
    Spider,
)
from engine.core.commands import Event

KIND_NAMES = {ALPHA: "Alpha", BETA: "Beta", WEAVER: "Weaver", SOLDIER: "Soldier"}
FIGURES = ("alpha", "beta", "s1", "s2")


def colony_name(content: Content, colony: Colony) -> str:
    i = content.game.colours.index(colony.colour)
    return content.game.colour_names[i]


def spider_name(content: Content, colony: Colony, s: Spider) -> str:
    kind = KIND_NAMES.get(s.kind, "spider")
    return f"{colony_name(content, colony)} {kind}"


# --- spiders ---------------------------------------------------------------------------------


def fit_card(state: GameState, content: Content, s: Spider, kind: str, tokens: bool) -> None:
    """Give spider s the card `kind`: dice full, bloodied tokens on the covered spaces (A6);
    a rival's card takes none (AR1: no tracks)."""
    card = content.game.cards[kind]
    s.kind = kind
    s.attack, s.defence = card.attack, card.defence
    s.covered, s.food = {}, {}
    for t in ("move", "spin", "overspin", "bite", "special"):
        up, total = card.track(t)
        if total == 0:
            continue
        take = min(total - up, state.pool_bloodied) if tokens else 0  # a short pool: open
        state.pool_bloodied -= take
        s.covered[t] = take
        s.food[t] = -1


def new_spider(state: GameState, content: Content, colony: Colony, kind: str) -> Spider:
    used = {s.id for s in colony.spiders}
    sid = next(f for f in FIGURES if f not in used)
    colony.hatch_count += 1
    s = Spider(sid, kind, hatched=colony.hatch_count)
    fit_card(state, content, s, kind, colony.kind == HUMAN)
    colony.spiders.append(s)
    return s


def uncovered(content: Content, s: Spider, track: str) -> int:
    total = content.game.cards[s.kind].track(track)[1]
    return total - s.covered.get(track, 0)


def remove_spider(state: GameState, colony: Colony, s: Spider) -> None:
    """A spider leaves the game with its card (A10): tokens and food on the card go too."""
    state.gone_bloodied += sum(s.covered.values())
    state.pool_food += sum(1 for p in s.food.values() if p >= 0)
    if s.kind in (WEAVER, SOLDIER):  # A12.5: its card leaves the game too
        state.cards_gone[s.kind] = state.cards_gone.get(s.kind, 0) + 1
    colony.spiders.remove(s)


# --- food ------------------------------------------------------------------------------------


def gain(
    state: GameState, content: Content, colony: Colony, n: int, why: str, rule: str
) -> list[Event]:
    """Compulsory gains (A5.1): store first, overflow to the incubator; a full incubator hatches
    at once. Food the pool lacks is lost (A1)."""
    events: list[Event] = []
    got = min(n, state.pool_food)
    if got <= 0:
        return events
    state.pool_food -= got
    fd = content.game.food
    for _ in range(got):
        if colony.store < fd.store:
            colony.store += 1
            continue
        if colony.incubator >= fd.incubator:  # held full (A12.5): hatch now or lose it
            events += hatch(state, content, colony)
            if colony.incubator >= fd.incubator:
                state.pool_food += 1
                continue
        colony.incubator += 1
        if colony.incubator >= fd.incubator:
            events += hatch(state, content, colony)
    events.insert(
        0, FoodGained(colony.seat, f"{colony_name(content, colony)} gains {got} food: {why}", rule)
    )
    return events


def hatch(state: GameState, content: Content, colony: Colony) -> list[Event]:
    """A5.1, A12.5: empty a full incubator into a new spider, if a figure and a card remain."""
    fd = content.game.food
    if len(colony.spiders) >= fd.max_spiders:
        return []
    kinds = [k for k in (WEAVER, SOLDIER) if state.cards_left.get(k, 0) > 0]
    if not kinds:
        return []
    state.pool_food += colony.incubator
    colony.incubator = 0
    if colony.kind == HUMAN and len(kinds) == 2:
        kind = WEAVER  # provisional until the person chooses (a Choice follows at once)
    elif colony.kind == HUMAN:
        kind = kinds[0]
    else:  # AR4: a Soldier if it has fewer Soldiers than Weavers
        soldiers = sum(s.kind == SOLDIER for s in colony.spiders)
        weavers = sum(s.kind == WEAVER for s in colony.spiders)
        kind = SOLDIER if soldiers < weavers else WEAVER
        if kind not in kinds:
            kind = kinds[0]
    state.cards_left[kind] -= 1
    s = new_spider(state, content, colony, kind)
    state.bump("spider_hatched")
    if colony.kind == HUMAN:
        state.bump("player_spider_hatched")
    nm = colony_name(content, colony)
    if colony.kind == HUMAN and len(kinds) == 2:
        state.choices.append(Choice("hatch", colony.seat, [WEAVER, SOLDIER], s.id))
        said = "a new spider hatches, a Weaver or a Soldier as you choose"
    else:
        said = f"a new {KIND_NAMES[kind]} hatches"
    events: list[Event] = [SpiderHatched(colony.seat, f"{nm}'s incubator is full: {said}", "A5.1")]
    return events + settle_hatch_choices(state, content)


def settle_hatch_choices(state: GameState, content: Content) -> list[Event]:
    """A1, A12.5: a Weaver/Soldier question still open offers only what the new spider may
    still become: the card it holds meanwhile, and the other kind while the University has
    one. A hatching since then may have taken the last one: the question is then settled."""
    events: list[Event] = []
    for ch in list(state.choices):
        if ch.kind != "hatch":
            continue
        colony = state.colonies[ch.seat]
        s = colony.spider(ch.about)
        if s is None:
            state.choices.remove(ch)
            continue
        ch.options = [k for k in (WEAVER, SOLDIER) if k == s.kind or state.cards_left.get(k, 0)]
        if len(ch.options) < 2:
            state.choices.remove(ch)
            gone = SOLDIER if s.kind == WEAVER else WEAVER
            events.append(
                CardTaken(
                    colony.seat,
                    f"{colony_name(content, colony)}'s new spider is a {KIND_NAMES[s.kind]}: "
                    f"no {KIND_NAMES[gone]} card is left",
                    "A12.5",
                )
            )
    return events


def take_card(
    state: GameState, content: Content, colony: Colony, s: Spider, kind: str
) -> list[Event]:
    """The person's answer to the hatch question (A5.1): the new spider keeps its card or
    swaps it for the other kind; a kind the University no longer holds cannot be taken
    (A12.5: the other one is)."""
    if kind != s.kind and state.cards_left.get(kind, 0) > 0:
        state.cards_left[s.kind] += 1
        state.cards_left[kind] -= 1
        state.pool_bloodied += sum(s.covered.values())
        fit_card(state, content, s, kind, True)
    text = f"{colony_name(content, colony)}'s new spider is a {KIND_NAMES[s.kind]}"
    return [CardTaken(colony.seat, text, "A5.1"), *settle_hatch_choices(state, content)]


def lose(state: GameState, colony: Colony, n: int) -> int:
    """A12.9: a loss takes what the store holds, never more. Returns what was lost."""
    took = min(n, colony.store)
    colony.store -= took
    state.pool_food += took
    return took


def feed_cost(content: Content, colony: Colony) -> int:
    """A4.4: what a Feed costs the colony now, for each of its spiders, deployed or not."""
    return content.game.food.feed_per_spider * len(colony.spiders)


def pay(state: GameState, colony: Colony, n: int) -> None:
    assert colony.store >= n
    colony.store -= n
    state.pool_food += n


# --- webs ------------------------------------------------------------------------------------


def is_open(state: GameState, h: int) -> bool:
    """A2.5: not hex 0, no web, spider or critter."""
    return h != 0 and not state.webs[h] and state.occupant(h) is None


def web_of(state: GameState, h: int) -> set[int]:
    """The web (A2.4) containing web space h: edge-connected spaces topped by one colour."""
    seat = state.top(h)
    if seat < 0:
        return set()
    # state.top inlined: this flood fill runs for every spider's every move the game weighs.
    webs, adjacent = state.webs, BOARD.adjacent
    seen, todo = {h}, [h]
    while todo:
        x = todo.pop()
        for y in adjacent[x]:
            if y not in seen:
                stack = webs[y]
                if stack and stack[-1] == seat:
                    seen.add(y)
                    todo.append(y)
    return seen


def webs_of(state: GameState, seat: int) -> list[set[int]]:
    out: list[set[int]] = []
    seen: set[int] = set()
    for h in spaces_topped(state, seat):
        if h not in seen:
            w = web_of(state, h)
            seen |= w
            out.append(w)
    return out


def largest_web(state: GameState, seat: int) -> int:
    return max((len(w) for w in webs_of(state, seat)), default=0)


def spaces_topped(state: GameState, seat: int) -> list[int]:
    webs = state.webs  # state.top, read directly: the rivals ask every turn
    return [h for h in range(BOARD.size) if webs[h] and webs[h][-1] == seat]


def take_den_web(colony: Colony) -> bool:
    """A3.2: webs leave from the leftmost non-empty stack."""
    for i, n in enumerate(colony.den):
        if n > 0:
            colony.den[i] -= 1
            return True
    return False


def uncovered_flies(content: Content, colony: Colony) -> int:
    return sum(f for n, f in zip(colony.den, content.game.den.flies, strict=True) if n == 0)


def spin(
    state: GameState, content: Content, colony: Colony, h: int, rule: str = "A5.4"
) -> list[Event]:
    """A den web onto hex h (Spin or Over-spin); food there goes to the colony (A5.4)."""
    took = take_den_web(colony)
    assert took, "spinning needs a den web"
    state.webs[h].append(colony.seat)
    events: list[Event] = [
        WebSpun(colony.seat, f"{colony_name(content, colony)} spins a web on hex {h}", rule)
    ]
    if colony.den_webs == 0 and not state.last_den_round:
        state.last_den_round = True  # A4.7: said once, when the first den empties
        events.append(
            LastRound(
                colony.seat,
                f"{colony_name(content, colony)} has spun its last den web: this round "
                f"(round {state.round}) is the last",
                "A4.7",
            )
        )
    if state.food[h]:
        n, state.food[h] = state.food[h], 0
        state.pool_food += n
        events += gain(state, content, colony, n, f"food spun over on hex {h}", "A5.4")
    return events


def remove_top(state: GameState, h: int) -> None:
    """The top token of hex h leaves the game (A2.4); a funnel there goes too (A12.8)."""
    seat = state.webs[h].pop()
    state.colonies[seat].gone_webs += 1
    if state.funnel[h] >= 0:
        state.funnel[h] = -1
        state.food[h] += state.funnel_food[h]
        state.funnel_food[h] = 0


def retreat_spaces(state: GameState, colony: Colony, winner_hex: int) -> list[int]:
    """A7.5: unoccupied spaces of its own webs at least 2 hexes from the winner."""
    return [
        h
        for h in spaces_topped(state, colony.seat)
        if state.occupant(h) is None and (winner_hex < 0 or BOARD.dist(h, winner_hex) >= 2)
    ]


def take_food_at(state: GameState, content: Content, colony: Colony, h: int) -> list[Event]:
    """A5.4, A9: a movement ending on h takes the food there and any funnel food."""
    n = state.food[h] + state.funnel_food[h]
    if not n:
        return []
    state.food[h] = state.funnel_food[h] = 0
    state.pool_food += n
    return gain(state, content, colony, n, f"food found on hex {h}", "A5.4")
