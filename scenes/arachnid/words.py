"""Arachnid in player words: names of colonies, spiders, critters, actions and the options of
each decision (the engine keys them "track:spin", "web:12", "a2s1b0"...)."""

from __future__ import annotations

import attrs

from engine.arachnid import battle, economy, rulebook, sweep
from engine.arachnid.actions import WORDS as ACTION_WORDS
from engine.arachnid.actions import movement_end
from engine.arachnid.commands import Act
from engine.arachnid.content import Content
from engine.arachnid.state import Colony, GameState, Spider
from engine.core.commands import Command
from engine.core.words import plural
from scenes.arachnid.view import ROLE_WORD

RIVAL_COLONIES = "the rival colonies"  # who the player plays against, in the campaign's words

ABILITY_TEXT = {
    "agile": "After a movement beside another web, one free step onto it.",
    "stealth": "Unseen: critters do not bite it and the Ladybird never targets it.",
    "vicious": "+1 to every battle roll it makes.",
    "balloon": "Special: fly in a straight line, any length, to a free web space.",
    "funnel": "Special: place a funnel (up to 3) on your web beside it; funnels gather food.",
    "jump": "Special: leap exactly 3 hexes, over anything, to a free web space.",
    "mind": "Special: a critter {reach} acts at once, steered by you.",
    "pounce": "Special: a critter {reach} dies, you gain all its food, the Beta moves there.",
    "snare": "Special: net a critter or enemy spider {reach} until it frees itself.",
    "unravel": "Special: a web space beside it without a spider loses its top web.",
}
TRACK_WORDS = {
    "move": "Move",
    "spin": "Spin",
    "overspin": "Over-spin",
    "bite": "Bite",
    "special": "Special",
}
CHOICE_TITLES = {
    "draft": "Draft an ability for your Beta",
    "hatch": "A spider hatches: choose its card",
    "upgrade": "Take your upgrade",
    "commit": "Battle: commit your dice",
    "retreat": "Retreat: click a lit space of your webs",
    "consume": "Feed: your store is short. Consume something",
    "steer": "Steer the critter you control: which way does it crawl?",
}


def choice_title(content: Content, state: GameState) -> str:
    """The title of the decision you owe; an upgrade names the spider it is for (A7.6)."""
    ch = state.choices[0]
    title = CHOICE_TITLES[ch.kind]
    if ch.kind == "steer" and all(o.startswith("hex:") for o in ch.options):
        return FLY_STEER_TITLE  # the Ladybird flies to a hex: it does not crawl a way
    if ch.kind == "upgrade":
        me = next(c for c in state.colonies if c.kind == "human")
        s = me.spider(ch.about)
        if s is not None:
            where = f"hex {s.hex}" if s.deployed else "in the den"
            title += f" for your {ROLE_WORD[s.kind]} ({where})"
    return title


def a_or_an(word: str) -> str:
    """'a Move', 'an Over-spin'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


FLY_STEER_TITLE = "Steer the Ladybird you control: click a lit hex of the outer ring"
CORNER_WORDS = ("east", "south-east", "south-west", "west", "north-west", "north-east")


def points(n: int) -> str:
    return f"+{plural(n, 'point')}"


def bites_left(n: int) -> str:
    return f"{plural(n, 'bite')} left"


def reach_words(hexes: int) -> str:
    """How far an ability reaches, as the rules say it (engine.arachnid.rulebook)."""
    return rulebook.reach_words(hexes)


def ability_text(content: Content, ability: str) -> str:
    """What an ability does, its reach from the data (Pounce, Snare, Mind Control)."""
    reach = getattr(content.game.reach, ability, None)
    text = ABILITY_TEXT.get(ability, "")
    return text.format(reach=reach_words(reach)) if reach is not None else text


def colony_name(content: Content, c: Colony) -> str:
    name = content.game.colour_names[content.game.colours.index(c.colour)]
    return "You" if c.kind == "human" else f"{name} colony"


def spider_word(s: Spider) -> str:
    return ROLE_WORD[s.kind]


def ability_name(content: Content, ability: str) -> str:
    return content.ability_name(ability) if ability else ""


def option_text(content: Content, state: GameState, kind: str, option: str) -> str:
    """One option of a decision, as a button says it."""
    if kind == "draft":
        return ability_name(content, option)
    if kind == "hatch":
        return ROLE_WORD[option]
    if kind == "upgrade":
        what, _, ref = option.partition(":")
        if what == "track":
            track = a_or_an(TRACK_WORDS[ref])
            return f"Free {track} space ({points(content.game.scoring.per_upgrade)})"
        return f"Swap to {ability_name(content, ref)}"
    if kind == "commit":
        a, s, b = battle.parse_commit(option)
        return f"{a} own, {s} support, {b} bought"
    if kind == "retreat":
        return f"Hex {option}"
    if kind == "consume":
        what, _, ref = option.partition(":")
        cv = content.game.consume
        if what == "upgrade":
            return f"An upgrade token ({cv.upgrade} food)"
        if what == "web":
            return f"Your web on hex {ref} ({cv.web} food)"
        me = next(c for c in state.colonies if c.kind == "human")
        spider = me.spider(ref)
        return f"Your {spider_word(spider) if spider else ref} ({cv.spider} food)"
    if kind == "steer":
        return steer_text(content, state, option)
    return option


def fly_word(n: int) -> str:
    """A den space's fly symbols: "fly", "2 flies" (A3.2)."""
    return "fly" if n == 1 else f"{n} flies"


def steer_text(content: Content, state: GameState, option: str) -> str:
    """A8.5: one way to steer the critter you control: where it ends, whom it costs food."""
    cr = state.critter(state.choices[0].about)
    p = sweep.preview(state, content, cr, option)
    kind, _, value = option.partition(":")
    if kind == "hex":
        head = f"To hex {p.hex}"
    else:
        way = f"{CORNER_WORDS[int(value) - 1].capitalize()} (toward corner {value})"
        head = f"{way}: {'stays on' if p.hex == cr.hex else 'to'} hex {p.hex}"
    if not p.bitten:
        return f"{head}, bites no one"
    names = []
    for seat, sid in p.bitten:
        c = state.colonies[seat]
        sp = c.spider(sid)
        who = spider_word(sp) if sp else sid
        names.append(f"your {who}" if c.kind == "human" else f"{colony_name(content, c)}'s {who}")
    return f"{head}, bites {', '.join(names)}"


def option_help(content: Content, kind: str, option: str) -> str:
    """What choosing it does, for the tooltip."""
    if kind == "draft":
        return ability_text(content, option)
    if kind == "upgrade" and option.startswith("swap:"):
        return ability_text(content, option[5:])
    if kind == "hatch":
        return card_text(content, option)
    return ""


def card_text(content: Content, kind: str) -> str:
    """A spider card in words from the data: its tracks (spaces open of all) and its dice."""
    card = content.game.cards.get(kind)
    if card is None:
        return ""
    tracks = []
    for t in ("move", "spin", "overspin", "bite", "special"):
        up, total = card.track(t)
        if total:
            tracks.append(f"{TRACK_WORDS[t]} {up} of {total} spaces open")
    return (
        f"{ROLE_WORD[kind]}: {', '.join(tracks)}; attacks with {card.attack} "
        f"{'die' if card.attack == 1 else 'dice'}, defends with {card.defence}."
    )


def critter_text(content: Content, cid: str, bitten: int) -> str:
    """What a critter does, from the data (A8): how it moves, what its bite costs the
    spiders it sees beside or under it, and what killing it gives."""
    cdef = content.critter(cid)
    bite = content.game.food.bite
    left = cdef.bites - bitten
    if left <= 1:
        kill = f"{bites_left(left)}: the next bite kills it for {cdef.food[-1]} food"
    else:
        now = cdef.food[min(bitten, len(cdef.food) - 1)]
        kill = (
            f"{bites_left(left)}: a bite now gives {now} food, the last one kills it "
            f"for {cdef.food[-1]}"
        )
    moves = cdef.moves.format(bite=bite)
    return (
        f"{cdef.name}: on a Critter event it {moves}. Then each spider it sees beside or "
        f"under it costs its colony {bite} food. {kill}."
    )


def action_word(action: str) -> str:
    return ACTION_WORDS.get(action, action)


def feed_tip(content: Content, me: Colony) -> str:
    """A4.4, A10: what the next Feed takes from you, and what happens when the store is short."""
    per = content.game.food.feed_per_spider
    n = len(me.spiders)
    cost = economy.feed_cost(content, me)
    short = (
        f" Your store holds {me.store}: you would consume something to cover the rest "
        f"(an upgrade {content.game.consume.upgrade} food, a web {content.game.consume.web}, "
        f"a spider {content.game.consume.spider})."
        if me.store < cost
        else f" Your store holds {me.store}: enough."
    )
    return (
        f"Feed: when a Feed event is drawn, each colony pays {per} food for each of its "
        f"spiders, deployed or not. You have {n}, so a Feed costs you {cost} food now." + short
    )


def battles_ahead(content: Content, state: GameState, cmd: Command) -> list[str]:
    """The battles your command's movement would start (A7.2), one 'the Red colony's Beta on
    hex 14' each in the order they are fought; [] when it starts none."""
    if not isinstance(cmd, Act):
        return []
    me = next(c for c in state.colonies if c.kind == "human")
    s = me.spider(cmd.spider)
    end = movement_end(state, s, cmd.action, cmd.hex, cmd.agile) if s is not None else -1
    if end < 0:
        return []
    return [
        f"the {colony_name(content, c)}'s {spider_word(o)} on hex {o.hex}"
        for c, o in battle.foes_beside(state, me.seat, end)
    ]


def battles_line(content: Content, state: GameState, cmd: Command) -> str:
    """'This move starts 2 battles: with ... and ...' (one: 'a battle with ...'); '' for none.
    A mover with no attack dice to roll is warned (`dice_warning`)."""
    foes = battles_ahead(content, state, cmd)
    if not foes:
        return ""
    what = "move" if cmd.action == "move" else action_word(cmd.action)  # type: ignore[attr-defined]  # only an action (Act) starts battles
    if len(foes) == 1:
        line = f"This {what} starts a battle with {foes[0]}"
    else:
        line = f"This {what} starts {len(foes)} battles: with {', '.join(foes[:-1])} and {foes[-1]}"
    warning = dice_warning(content, state, cmd)
    return f"{line}. {warning}" if warning else line


def attack_dice_at(content: Content, state: GameState, cmd: Act) -> int:
    """The attack dice your moving spider could commit where its movement ends (A7.3): its
    own left on its card and its Alpha's support from there."""
    me = next(c for c in state.colonies if c.kind == "human")
    s = me.spider(cmd.spider)
    if s is None:
        return 0
    end = movement_end(state, s, cmd.action, cmd.hex, cmd.agile)
    there = attrs.evolve(s, hex=end if end >= 0 else s.hex)
    a = battle.supporter(state, me, there, content.game.reach.support)
    return s.attack + (a.attack if a is not None and a is not s else 0)


def dice_warning(content: Content, state: GameState, cmd: Command) -> str:
    """A7.3, A5.3: a movement into a battle by a spider with no attack dice left (spent in an
    earlier battle, back only with Refresh): it can win only with bought bolster dice, and a
    tie sends it back. '' when it has dice, or starts no battle."""
    if not isinstance(cmd, Act) or not battles_ahead(content, state, cmd):
        return ""
    if attack_dice_at(content, state, cmd) > 0:
        return ""
    me = next(c for c in state.colonies if c.kind == "human")
    s = me.spider(cmd.spider)
    who = ROLE_WORD[s.kind] if s is not None else "spider"
    return (
        f"Your {who} has 0 attack dice: dice spent in a battle stay spent until you Refresh "
        "it in your Den phase. It can win only with bolster dice bought for food, and a tie "
        "sends it back"
    )


def event_tip(content: Content, state: GameState, i: int) -> str:
    """A space of the event track: what was drawn there, or that it waits for a round."""
    ev = content.game.events
    head = f"Event track, space {i + 1} of {ev.track}: "
    if i < len(state.event_track):
        k = ev.tokens.index(state.event_track[i])
        return head + (
            f"{ev.names[k]}, drawn this cycle; its fly landed on a hex with fly number "
            f"{ev.flies[k]}."
        )
    return head + (
        "empty. Each round draws an event (Feed, Critter or Fly Hit) onto the next space; "
        "a full track goes back into the bag."
    )


IDLE_BUTTON = "Nothing to do: end round"


def idle_words(content: Content, state: GameState, c: Colony) -> str:
    """Why a round holds nothing for you, and what the next events do to an empty store
    (the numbers from the data)."""
    feed = content.game.food.feed_per_spider * len(c.spiders)
    flies = economy.uncovered_flies(content, c) // content.scenario(state.scenario).fly_hit_divisor
    each = content.game.food.feed_per_spider
    pays = f"pays you {flies} food" if flies else "pays you nothing until a den stack empties"
    return (
        "nothing to do this round: your store is empty and no track holds food. "
        f"The next Feed costs you {feed} food ({each} per spider); short, you consume a web "
        f"or a spider. A Fly Hit {pays}"
    )
