"""The Space Swarm board's panels: races (turn order, hexes, Clusters, hand sizes, decision
cards), the attribute panel, the hand. Each returns the click spots it drew."""

from __future__ import annotations

import attrs
import pygame

from engine.swarm.content import TECHNOLOGY, Content
from engine.swarm.describe import ATTRIBUTE_NAMES, UNTIL_WORDS, a_or_an, card_name, plural
from engine.swarm.state import AUTOMA, GameState, Race
from engine.swarm.values import base_value, clusters_occupied, occupied, value
from game import draw, theme
from scenes.swarm.view import emblem
from scenes.swarm.view import race_colour as _race

SHORT = {
    "initiative": "Init",
    "attack": "Atk",
    "defense": "Def",
    "movement": "Move",
    "production": "Prod",
    "strategic": "Strat",
}


@attrs.define
class Spot:
    rect: pygame.Rect
    kind: str  # card, option, button, place, target, curtain, race, attr
    ref: object
    tip: str = ""
    enabled: bool = True


DETAIL_FLOOR = 12  # px at 100 %: the smallest a race row's counts are drawn


def race_colour(content: Content, seat: int) -> tuple[int, int, int]:
    return _race(content.game.races[seat])


def who(state: GameState, race: Race, viewer: int) -> str:
    if race.kind == AUTOMA:
        return f"rival, level {race.level}"
    humans = sum(1 for r in state.races if r.kind != AUTOMA)
    return "you" if humans == 1 or race.seat == viewer else "player"


def races_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    state: GameState,
    content: Content,
    viewer: int,
    deciding: int,
    s: float,
    order: list[int] | None = None,
) -> list[Spot]:
    """`order`, when given, is the turn order as of the rivals' beat now playing (S4.4)."""
    draw.panel(surface, rect)
    spots: list[Spot] = []
    pad = int(10 * s)
    order = order or state.order or [r.seat for r in state.races]
    names = [content.game.races[i].name for i in order]
    head = "Turn order: " + ", ".join(names)
    size = draw.fit_size(head, int(18 * s), rect.width - 2 * pad, bold=False)
    draw.text(surface, head, (rect.x + pad, rect.y + int(6 * s)), size, theme.TEXT_DIM)
    y = rect.y + int(30 * s)
    row = int(48 * s)
    # The rows follow the turn order the line above names (a race not in it, after).
    rows = [state.races[i] for i in order] + [r for r in state.races if r.seat not in order]
    for r in rows:
        box = pygame.Rect(rect.x + pad // 2, y, rect.width - pad, row - int(4 * s))
        if r.seat == deciding:
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, width=1, border_radius=5)
        c = race_colour(content, r.seat)
        emblem(surface, content.game.races[r.seat].emblem, c, (box.x + 14 * s, box.y + 14 * s),
               9 * s)  # fmt: skip
        name = content.game.races[r.seat].name + (" (out)" if r.out else "")
        line1 = f"{name}, {who(state, r, viewer)}"
        x = box.x + int(30 * s)
        room = box.right - x - int(4 * s)
        draw.text(surface, line1, (x, box.y + int(3 * s)),
                  draw.fit_size(line1, int(18 * s), room), theme.TEXT, bold=True)  # fmt: skip
        techs = len(r.technologies)
        line2 = ", ".join(
            plural(n, word)
            for n, word in (
                (occupied(r), "hex"),
                (clusters_occupied(state, r), "Cluster"),
                (r.total_fleets, "fleet"),
                (len(r.hand), "card"),
                (techs, "Technology"),
            )
        )
        # The counts decide a deck-out: never below DETAIL_FLOOR px. A rival's decision card
        # follows when it fits; its plan, then its name, give way first (both are in the
        # row's tooltip).
        floor = int(DETAIL_FLOOR * max(1.0, s))
        tries = [line2]
        if r.kind == AUTOMA and r.card:
            stance = content.stances.get(r.card)
            plan = content.grab_plan if r.grab else (stance.plan if stance else ())
            card = "Grab" if r.grab else stance.name if stance else r.card
            tries = [f"{line2} | {card}: {', '.join(plan)}", f"{line2} | {card}", line2]
        for line2 in tries:
            f2 = draw.fit_size(line2, int(15 * s), room, bold=False)
            if f2 >= floor:
                break
        f2 = max(f2, floor)
        draw.text(surface, line2, (x, box.y + int(24 * s)), f2, theme.TEXT_DIM)
        tip = _race_tip(state, content, r)
        spots.append(Spot(box, "race", r.seat, tip))
        y += row
    return spots


# What each decision card means in plain words (the rules' "The rivals' decision cards").
STANCE_WORDS = {
    "expand": "Expand: it wants Star Clusters and empty hexes this round.",
    "raid": "Raid: it wants to attack wherever the battle forecast favours it this round.",
    "entrench": "Entrench: it guards its stacks you could attack, then takes Clusters.",
    "surge": "Surge: its largest stack pushes toward a Cluster, attacking on the way.",
    "grab": "Grab: the deck runs low, so it spreads, takes Clusters and attacks.",
}


def _race_tip(state: GameState, content: Content, r: Race) -> str:
    placed = ", ".join(card_name(content, t) for t in r.technologies) or "none"
    text = f"{content.game.races[r.seat].name}: Technologies placed: {placed}."
    if r.kind == AUTOMA and r.card in content.stances:
        st = content.stances[r.card]
        plan = content.grab_plan if r.grab else st.plan
        text += (
            f" Decision card this round: {st.name} (bids {st.bid}, new fleets to {st.muster}); "
            f"it tries, in order: {', '.join(plan)}."
        )
        want = STANCE_WORDS.get("grab" if r.grab else st.name.lower(), "")
        if want:
            text += f" {want}"
    return text


def attribute_panel(
    surface: pygame.Surface, rect: pygame.Rect, state: GameState, content: Content, race: Race,
    s: float, hex: int = -1,
) -> list[Spot]:  # fmt: skip
    """Six rows: base + technologies + level + temporary (with expiry) + terrain = total (S1.3).
    The terrain column holds the Star Clusters held for Production and, for Attack and Defense,
    the terrain of `hex` (the battle or the stack picked; -1: none), so the columns add up."""
    draw.panel(surface, rect)
    spots: list[Spot] = []
    pad = int(10 * s)
    f = int(16 * s)
    cols = [0.0, 0.3, 0.41, 0.52, 0.64, 0.77, 0.9]
    heads = ["", "base", "tech", "level", "cards", "terrain", "total"]
    inner = rect.inflate(-2 * pad, 0)
    y = rect.y + int(6 * s)
    head_size = min(int(14 * s), draw.fit_size("terrain", int(14 * s), int(inner.width * 0.125)))
    for k, words in enumerate(heads):
        draw.text(surface, words, (inner.x + int(inner.width * cols[k]), y), head_size,
                  theme.TEXT_DIM)  # fmt: skip
    y += int(20 * s)
    bonus = content.game.deck.technology_bonus
    step = max(int(19 * s), (rect.bottom - y - int(4 * s)) // 6)
    for a in content.attributes:
        techs = sum(bonus for c in race.technologies if content.cards[c].attribute == a)
        level = base_value(content, race, a) - 1 - techs
        temp = [b for b in race.bonuses if b.attribute == a]
        cards = sum(b.amount for b in temp)
        total = value(state, content, race, a, hex)
        terrain = total - 1 - techs - level - cards
        cells = [ATTRIBUTE_NAMES[a], "1", f"+{techs}", f"+{level}", f"+{cards}", f"+{terrain}",
                 str(total)]  # fmt: skip
        for k, words in enumerate(cells):
            colour = theme.TEXT if k in (0, 6) else theme.TEXT_DIM
            if (k == 4 and cards) or (k == 5 and terrain):
                colour = theme.HIGHLIGHT
            draw.text(surface, words, (inner.x + int(inner.width * cols[k]), y), f, colour,
                      bold=k == 6)  # fmt: skip
        row = pygame.Rect(inner.x, y, inner.width, step)
        tip = f"{ATTRIBUTE_NAMES[a]} {total}: 1 + {techs} from Technologies + {level} from level"
        if temp:
            tip += " + " + ", ".join(f"{b.amount} {UNTIL_WORDS.get(b.until, '')}" for b in temp)
        tip += _terrain_words(state, a, terrain, hex)
        spots.append(Spot(row, "attr", a, tip))
        y += step
    return spots


def _terrain_words(state: GameState, attribute: str, terrain: int, hex: int) -> str:
    """The terrain column's part of a row's tooltip (S2.2)."""
    if attribute == "production":
        return f" + {terrain} for the Star Clusters you hold (each adds 1 when new fleets come)"
    where = {"attack": "Asteroid Field", "defense": "Nebula"}.get(attribute)
    if where is None:
        return ""
    if hex >= 0:
        return f" + {terrain} from the terrain where your stack is ({where} gives +1 there)"
    return f" (a stack on {a_or_an(where)} has +1 there)"


def hand_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    content: Content,
    hand: list[str] | None,
    greyed: dict[str, str],
    s: float,
    hinted: str = "",
) -> list[Spot]:
    """The hand as small cards (gear: Technology, spark: Event); `greyed` maps a card to why it
    cannot be used now; `hinted` is ringed (Hint). None: the hand is hidden (another
    player's, hot-seat)."""
    draw.panel(surface, rect)
    spots: list[Spot] = []
    pad = int(8 * s)
    if hand is None:
        draw.text(surface, "Hand hidden", rect.center, int(18 * s), theme.TEXT_DIM, "center")
        return spots
    if not hand:
        draw.text(surface, "No cards in hand", rect.center, int(18 * s), theme.TEXT_DIM, "center")
        return spots
    n = len(hand)
    cw = min(int(92 * s), (rect.width - pad * (n + 1)) // n)
    ch = rect.height - 2 * pad
    x = rect.x + pad
    for i, card in enumerate(hand):
        box = pygame.Rect(x, rect.y + pad, cw, ch)
        c = content.cards[card]
        why = greyed.get(card, "")
        fill = (44, 48, 84) if not why else theme.BUTTON_DISABLED
        pygame.draw.rect(surface, fill, box, border_radius=6)
        edge = theme.ACCENT if c.kind == TECHNOLOGY else (255, 200, 90)
        pygame.draw.rect(surface, edge if not why else theme.PANEL_EDGE, box, 2, border_radius=6)
        icon = (box.x + int(14 * s), box.y + int(14 * s))
        _icon(surface, c.kind, icon, 8 * s, edge if not why else theme.TEXT_DIM)
        colour = theme.TEXT if not why else theme.TEXT_DIM
        words = SHORT[c.attribute]
        draw.text(surface, f"+{c.bonus}", (box.right - int(6 * s), box.y + int(5 * s)),
                  int(16 * s), colour, "topright", bold=True)  # fmt: skip
        size = draw.fit_size(words, int(17 * s), cw - int(8 * s), bold=False)
        draw.text(surface, words, (box.centerx, box.bottom - int(8 * s)), size, colour, "midbottom")
        if card == hinted:
            pygame.draw.rect(surface, theme.HINT, box.inflate(-4, -4), 2, border_radius=5)
        draw.note_control(f"card {card}", box)
        tip = f"{card_name(content, card)}. " + (why or "Click to use it.")
        spots.append(Spot(box, "card", (i, card), tip, not why))
        x += cw + pad
    return spots


def _icon(surface: pygame.Surface, kind: str, c: tuple[int, int], r: float, colour) -> None:
    """A gear for a Technology, a spark for an Event."""
    import math

    if kind == TECHNOLOGY:
        pygame.draw.circle(surface, colour, c, r * 0.7, width=max(2, int(r / 3)))
        for i in range(6):
            a = math.radians(60 * i)
            p = (c[0] + r * math.cos(a), c[1] + r * math.sin(a))
            pygame.draw.circle(surface, colour, p, max(1, r / 4))
    else:
        pts = []
        for i in range(8):
            rad = r if i % 2 == 0 else r * 0.35
            a = math.radians(-90 + 45 * i)
            pts.append((c[0] + rad * math.cos(a), c[1] + rad * math.sin(a)))
        pygame.draw.polygon(surface, colour, pts)
